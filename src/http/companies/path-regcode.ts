// A registration number missing from a company's path as a client builds it from a form field:
// `/companies/` + '' is /companies (routes.ts), and `/companies/${regcode}/sanctions` with the field
// empty is `/companies//sanctions`, which the router reads as `/companies/sanctions` (a run of
// slashes is one, app.ts), so getCompany was asked for regcode "sanctions" and answered that
// "sanctions" is not a registration or VAT number, naming a word the client never sent as one.
import type { ParameterIssue } from '../../domain/errors.ts';
import { REGCODE_REQUIRED, regcodeIssue } from '../../domain/regcode.ts';
import { pathOf, segmentDecodes } from '../path-methods.ts';
import { UNDECODABLE_RULE } from '../validation-issues.ts';

// The paths below a company's number: named in the answer, so the client reads where the number goes.
const COMPANY_SUB_PATHS = new Set(['sanctions', 'compliance']);

// `companies`, two slashes or more, then one word of letters and the path's end: an empty number
// before a sub-path. No registration or VAT number is letters alone, so a number after a base
// address joined with a doubled slash (`/companies//40003123456`, `//HE398114`) is read as sent.
const EMPTY_NUMBER_THEN_WORD = /\/companies\/{2,}([A-Za-z_-]+)\/*$/;

// `companies`, two slashes or more, a segment, then a sub-path: an empty number followed by more
// path than a company's (`/companies/${regcode}/${other}/sanctions` with regcode ''). The router
// reads it as the sub-path of the segment's company, answering for a company the number's place
// did not name; whatever the segment is, the number's place was sent empty.
const EMPTY_NUMBER_THEN_PATH = /\/companies\/{2,}[^/]+\/+([^/]+)\/*$/;

/** The issue of regcode missing from a company's path, naming `subPath` where it is a company's. */
export function regcodeRequiredIssue(subPath?: string): ParameterIssue {
  const below = subPath !== undefined && COMPANY_SUB_PATHS.has(subPath) ? `/${subPath}` : '';
  return { parameter: 'regcode', in: 'path', message: `${REGCODE_REQUIRED}, /companies/{regcode}${below} (/companies/40003123456${below})` };
}

// The parameters other APIs search companies by on their collection's path (`GET /companies?q=`,
// `?name=`): a client sending them to /companies meant a search, not a company with no number.
const SEARCH_PARAMETERS = ['q', 'name', 'query', 'search', 'term'];

/**
 * The issue of `/companies` asked with no number: where its query holds a search's text
 * (`/companies?q=Rīgas Koks`), it names the search with that text, which the client meant.
 */
export function collectionIssue(query: Readonly<Record<string, unknown>>): ParameterIssue {
  const issue = regcodeRequiredIssue();
  const sent = SEARCH_PARAMETERS.find((name) => typeof query[name] === 'string' && (query[name] as string).trim() !== '');
  if (sent === undefined) return issue;
  const search = `/companies/search?q=${encodeURIComponent((query[sent] as string).trim())}`;
  return { ...issue, message: `${issue.message}; a search by name or number is ${search} (${sent} was given)` };
}

/**
 * Regcode required where the route's regcode is the word after an empty number in `url`
 * (`/companies//sanctions`) or the segment after one that more path follows
 * (`/companies//40003123456/sanctions`), else null. Cheap enough for every details request: most paths hold
 * no doubled slash, one scan.
 */
export function emptyNumberIssue(url: string, regcode: string): ParameterIssue | null {
  const path = pathOf(url);
  if (!path.includes('//')) return null;
  const word = EMPTY_NUMBER_THEN_WORD.exec(path)?.[1];
  if (word !== undefined) return word === regcode ? regcodeRequiredIssue(word) : null;
  const subPath = EMPTY_NUMBER_THEN_PATH.exec(path)?.[1];
  return subPath !== undefined ? regcodeRequiredIssue(subPath) : null;
}

/** The issue of the regcode a company route read from `url`, null where it may be a number. */
export function pathRegcodeIssue(url: string, regcode: string): ParameterIssue | null {
  return emptyNumberIssue(url, regcode) ?? regcodeIssue(regcode);
}

// The segments of a company's path before its number: `/api/public/v1/companies/{regcode}`.
const COMPANY_PATH_SEGMENTS = ['api', 'public', 'v1', 'companies'];

/**
 * The issue of a company's path whose number is not percent-encoded UTF-8, else null: a number
 * sent from a page in the Baltic Windows code page with its non-breaking space (`40003032949%A0`)
 * or an escape cut short. The router cannot decode such a path, so it was the 400 `The request URL
 * is not validly percent-encoded`, naming no parameter, where a query value so sent names its own.
 */
export function undecodableRegcodeIssue(url: string): ParameterIssue | null {
  const segments = pathOf(url).split('/').filter((segment) => segment !== '');
  const below = segments[COMPANY_PATH_SEGMENTS.length + 1];
  if (COMPANY_PATH_SEGMENTS.some((segment, i) => segments[i] !== segment)) return null;
  if (segments.length > COMPANY_PATH_SEGMENTS.length + 2 || (below !== undefined && !COMPANY_SUB_PATHS.has(below))) return null;
  const regcode = segments[COMPANY_PATH_SEGMENTS.length];
  if (regcode === undefined || segmentDecodes(regcode)) return null;
  return { parameter: 'regcode', in: 'path', message: UNDECODABLE_RULE };
}
