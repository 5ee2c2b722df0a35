// How the person check's advice names what to send, in the words of the caller's client: a REST
// query's `birthDate=1980-01-31` and `candidates=true`, or a tool call's arguments. The rules and
// their sentences are the domain's and the service's, written once; only these words differ, so a
// tool's caller is never told to send a query parameter its tool does not take.

export interface ArgumentWords {
  /** An argument with the value to send: `birthDate=1980-01-31` in a query, `birthDate 1980-01-31` in a tool call. */
  given(argument: string, value: string): string;
  /** Where the companies a company holds as an owner are listed. */
  holdingsOfCompany: string;
  /** What finds a company by its name, and an owner registered abroad (holdersAbroad). */
  companySearch: string;
  /**
   * Where that search names an owner registered abroad: REST's field holdersAbroad, or, in a tool
   * call, a sentence beside the results (the tool's answer has no such field, and a model told "in
   * holdersAbroad" looked for one).
   */
  ownerAbroadNamed: string;
  /** Whether a name arrives percent-encoded (a query string), so an escape left in it was encoded twice. */
  percentEncoded: boolean;
}

/** REST's words: query parameters, routes. */
export const QUERY_WORDS: ArgumentWords = {
  given: (argument, value) => `${argument}=${value}`,
  holdingsOfCompany: 'at /holders/{holderRegcode}/holdings',
  companySearch: '/companies/search?q=<name>',
  ownerAbroadNamed: 'in holdersAbroad',
  percentEncoded: true,
};
