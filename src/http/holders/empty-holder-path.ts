// An owner's number missing from its holdings' path as a client builds it from a field:
// `/holders/${regcode}/holdings` with the field empty is `/holders//holdings`, which the router
// reads as `/holders/holdings`, a path no route takes; it was the 404 "No endpoint at …", read as
// the route being gone, where `/companies//sanctions` names regcode (companies/path-regcode.ts).
import type { ParameterIssue } from '../../domain/errors.ts';
import { pathOf, segmentDecodes } from '../path-methods.ts';
import { UNDECODABLE_RULE } from '../validation-issues.ts';

/** The issue of holderRegcode missing from `path` (`{prefix}/holders//holdings`), else null. */
export function emptyHolderIssue(path: string, prefix: string): ParameterIssue | null {
  const holders = `${prefix}/holders/`;
  if (!path.startsWith(holders) || !/^\/+holdings\/*$/.test(path.slice(holders.length))) return null;
  return { parameter: 'holderRegcode', in: 'path', message: 'is required: the owner\'s number as its register gives it, /holders/{holderRegcode}/holdings (/holders/HE398114/holdings)' };
}

/**
 * The issue of an owner's number in the holdings path of `url` that is not percent-encoded UTF-8,
 * else null: a register's number pasted with a non-breaking space from a page in a Windows code page
 * (`/holders/HRB%A012345/holdings`) was the 400 `The request URL is not validly percent-encoded`,
 * naming no parameter, where a company's number so sent is named as regcode (companies/path-regcode.ts).
 */
export function undecodableHolderIssue(url: string, prefix: string): ParameterIssue | null {
  const segments = pathOf(url).split('/').filter((segment) => segment !== '');
  const before = `${prefix}/holders`.split('/').filter((segment) => segment !== '');
  if (segments.length !== before.length + 2 || segments[before.length + 1] !== 'holdings' || before.some((segment, i) => segments[i] !== segment)) return null;
  return segmentDecodes(segments[before.length]!) ? null : { parameter: 'holderRegcode', in: 'path', message: UNDECODABLE_RULE };
}
