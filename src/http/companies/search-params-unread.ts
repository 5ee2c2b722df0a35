// Paging and status parameters other APIs take, which search and autofill do not: `page=2` or
// `offset=20` was ignored as unknown and the first page answered again, so a client walking pages
// listed the same companies on every one (and one stopping at an empty page never stopped), and
// `status=active` answered closed companies beside active ones, which a shop's form read as the
// companies it may invoice. Each answered something other than what was asked, as a person's roles
// filtered by kind did, and is refused as that filter is, naming what the endpoint does instead.
// A value that asks for what is answered anyway (`page=1`, `offset=0`, `status=all`,
// `includeClosed=true`) and a sort (the order, not the companies) stay ignored, as the contract
// has an unknown parameter: generic clients send them to every API.
import type { ParameterIssue } from '../../domain/errors.ts';
import { looseParameterName } from '../query-rules.ts';

const NOT_TAKEN = 'is not a parameter of this endpoint: ';
const PAGED = `${NOT_TAKEN}the search is not paged; it lists the best matches, up to limit (1 to 100), and no more; `
  + 'add words of the name, or country, to find a company beyond them';
const STATUSES = `${NOT_TAKEN}companies of every status are listed, each with its status (active, closed, …); `
  + 'pick those of one status from results';

const yes = (value: string) => /^(?:true|1|yes|on)$/i.test(value);
const no = (value: string) => /^(?:false|0|no|off)$/i.test(value);
const nonEmpty = (value: string) => value.trim() !== '';
const beyond = (first: number) => (value: string) => !(/^\s*\d+\s*$/.test(value) && Number(value) <= first);

// Each such name (as looseParameterName reads it) and which of its values ask for what is not answered.
const ASKS: ReadonlyArray<[readonly string[], (value: string) => boolean, string]> = [
  [['page', 'pagenumber', 'pageno', 'pagenum'], beyond(1), PAGED],
  [['offset', 'skip', 'start', 'from'], beyond(0), PAGED],
  [['cursor', 'after', 'pagetoken', 'next', 'nextpagetoken', 'continuation'], nonEmpty, PAGED],
  [['status', 'state', 'companystatus'], (v) => nonEmpty(v) && !/^\s*(?:all|any|\*)\s*$/i.test(v), STATUSES],
  [['active', 'onlyactive', 'activeonly', 'excludeclosed', 'closed', 'onlyclosed'], yes, STATUSES],
  [['includeclosed', 'includeinactive'], no, STATUSES],
];

/** The issue of each paging or status parameter of `query` (names read in any case, without `-` or `_`) asking for what is not answered. */
export function searchParamsUnread(query: Readonly<Record<string, unknown>>): ParameterIssue[] {
  const issues: ParameterIssue[] = [];
  for (const [name, value] of Object.entries(query)) {
    const loose = looseParameterName(name);
    const ask = ASKS.find(([names]) => names.includes(loose));
    if (ask === undefined) continue;
    const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    if (values.some(ask[1])) issues.push({ parameter: name, in: 'query', message: ask[2] });
  }
  return issues;
}
