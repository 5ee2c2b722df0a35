// The query-string parser of every route: Fastify's own (fast-querystring, as find-my-way uses
// it), plus five rules.
// - `country` is read as the MCP tools read it (domain/country.ts, countryFromName), so `country=lv`
//   and `country=Latvia` (a web shop's form often holds the name) answer as `country=LV` does.
//   Anything else still fails the schema with its 400, told as sent: a value of two letters
//   alone is put in capitals, and another kept, so that `country=Sweden` is told `Sweden is SE`,
//   not `SWEDEN is SE`, and `country=lv,ee` the `lv,ee` its client wrote. Done here rather
//   than in a preValidation hook: a hook is one more step on every request of the route, this is
//   one property check on a parse that happens anyway.
// - The country of a company key (`after`, `candidatesAfter`: `LV:40003123456`, as a person
//   answer's `next` writes it) is read in capitals too, so `after=lv:40003123456` follows on as
//   `country=lv` is read; the registration number is kept as written, and a key of another form
//   still fails the schema with its 400 naming the parameter.
// - A value that is not percent-encoded UTF-8 (`name=B%E7rzi%F2%F0`, Bērziņš in the Baltic
//   Windows code page) is kept by fast-querystring as its raw text, which no name holds: the
//   person check would answer "no association" about a name it never read. Such a value becomes
//   an UndecodableValue, which fails every parameter's schema and is told as what it is
//   (validation-issues.ts). The check reads the escapes of a query holding a `%` as bytes.
// - A count (`limit`, `hours`) is decimal digits, a `+` and surrounding spaces allowed. The
//   validator's coercion reads any number JavaScript reads, so `limit=0x5` was 5 and `limit=1e1`
//   10: a value read as another than written. Such a value becomes a NotDecimal, which fails the
//   parameter's schema with its rule (`must be an integer from 1 to 100`).
// - A `birthDate` is read without surrounding spaces, as a count and a regcode are: a date pasted
//   from a document or a form often brings a space, and ` 1980-01-01` is no other date.
// - A name written with brackets (`q[]=ab`, `limit[0]=5`, as a client library serialising an
//   array or PHP's form writes one) is read as the parameter it names, holding a BracketedName
//   that fails its schema: `q[]` alone was told `q is required`, and a `limit[]` or `country[]`
//   was ignored as an unknown parameter, the answer given for the default instead.
// - An owner's `registeredIn` is read as MCP reads it (domain/country-codes.ts, registerCountryRead):
//   `registeredIn=Cyprus` or `CYP` (as RIK writes it) is CY, where it was a 400 naming CY.
import { isUtf8 } from 'node:buffer';
import { parse } from 'fast-querystring';
import { countryFromInput, countryFromName, isCountry } from '../domain/country.ts';
import { registerCountryRead } from '../domain/country-codes.ts';
import { valueWithControlsAsSpaces } from '../domain/text-input.ts';

/** Marks a query value whose percent-encoding is not UTF-8 (told by validation-issues.ts). */
export class UndecodableValue {}

/** Marks a count written otherwise than in decimal digits (`0x5`, `1e1`, `5.0`). */
export class NotDecimal {}

/** Marks a parameter sent under its name with brackets (`q[]`), told with that name. */
export class BracketedName {
  readonly sentAs: string;
  constructor(sentAs: string) { this.sentAs = sentAs; }
}

/** The integer query parameters of the API (test/http/validation.test.ts holds this to the schemas). */
export const COUNT_PARAMETERS = ['limit', 'hours'] as const;
const DECIMAL = /^\s*\+?\d+\s*$/;
/** A value that may be a country's code in another case (`lv`, ` Lv `): no other is one of the four. */
const TWO_LETTERS = /^\s*[A-Za-z]{2}\s*$/;

export function parseQueryString(query: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = query.length === 0 ? {} : parse(query);
  // `%5` catches the brackets percent-encoded (`q%5B%5D`, as most libraries send them).
  if (query.includes('[') || query.includes('%5')) markBracketedNames(parsed);
  // Each text's control characters as spaces, as the MCP tools read their arguments (domain/text-input.ts).
  for (const [name, value] of Object.entries(parsed)) parsed[name] = valueWithControlsAsSpaces(value);
  if (typeof parsed.country === 'string') parsed.country = countryRead(parsed.country);
  if (typeof parsed.registeredIn === 'string') parsed.registeredIn = registerCountryRead(parsed.registeredIn);
  if (typeof parsed.birthDate === 'string') parsed.birthDate = parsed.birthDate.trim();
  if (typeof parsed.after === 'string') parsed.after = companyKeyCountryInCapitals(parsed.after);
  if (typeof parsed.candidatesAfter === 'string') parsed.candidatesAfter = companyKeyCountryInCapitals(parsed.candidatesAfter);
  for (const name of COUNT_PARAMETERS) {
    const value = parsed[name];
    if (typeof value === 'string' && value !== '' && !DECIMAL.test(value)) parsed[name] = new NotDecimal();
  }
  if (query.includes('%') && decoded(query) === null) markUndecodable(query, parsed);
  return parsed;
}

/** One of the four by its code or name (`lv`, `Latvia`, `Läti`), else the value as sent, two letters in capitals. */
function countryRead(sent: string): unknown {
  const named = countryFromName(sent);
  if (isCountry(named)) return named;
  return TWO_LETTERS.test(sent) ? countryFromInput(sent) : sent;
}

const BRACKETED = /^([^[\]]+)\[\d*\]$/;

/** `q[]` and `q[0]` as `q`, holding a BracketedName naming the first so sent. */
function markBracketedNames(parsed: Record<string, unknown>): void {
  for (const key of Object.keys(parsed)) {
    const name = BRACKETED.exec(key)?.[1];
    if (name === undefined) continue;
    delete parsed[key];
    if (!(parsed[name] instanceof BracketedName)) parsed[name] = new BracketedName(key);
  }
}

/** `lv:40003123456` as `LV:40003123456`: the part before the first colon in capitals. */
function companyKeyCountryInCapitals(key: string): string {
  const colon = key.indexOf(':');
  return colon < 0 ? key : key.slice(0, colon).toUpperCase() + key.slice(colon);
}

/** The text percent-decoded, or null when its escapes are not UTF-8. */
function decoded(text: string): string | null {
  return escapesAreUtf8(text) ? decodeURIComponent(text) : null;
}

/** The value of a hex digit's character code, or -1. */
function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

// The bytes of one run of escapes, reused: a query is at most the URL limit long.
let runBytes = new Uint8Array(256);

/**
 * Whether decodeURIComponent reads `text` without throwing: every `%` begins an escape of two hex
 * digits and every run of escapes (`%C4%81`) spells UTF-8. Told without the throw, which costs
 * microseconds: a query of a thousand undecodable parameters (16 KB, within the URL limit) cost
 * about 6 ms of CPU to parse, on every request, a 429 included, since the query is parsed before
 * the rate limit is counted.
 */
function escapesAreUtf8(text: string): boolean {
  let at = text.indexOf('%');
  while (at >= 0) {
    let length = 0;
    while (text.charCodeAt(at) === 37 /* % */) {
      const high = hexValue(text.charCodeAt(at + 1));
      const low = hexValue(text.charCodeAt(at + 2));
      if (high < 0 || low < 0) return false;
      if (length === runBytes.length) runBytes = Uint8Array.from({ length: length * 2 }, (_, i) => runBytes[i] ?? 0);
      runBytes[length++] = high * 16 + low;
      at += 3;
    }
    if (!isUtf8(runBytes.subarray(0, length))) return false;
    at = text.indexOf('%', at);
  }
  return true;
}

function markUndecodable(query: string, parsed: Record<string, unknown>): void {
  for (const part of query.split('&')) {
    const equals = part.indexOf('=');
    if (equals < 0 || decoded(part.slice(equals + 1)) !== null) continue;
    const key = decoded(part.slice(0, equals).replace(/\+/g, ' '));
    if (key !== null) parsed[key] = new UndecodableValue();
  }
}
