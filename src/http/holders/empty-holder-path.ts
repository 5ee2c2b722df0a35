// An owner's number missing from its holdings' path as a client builds it from a field:
// `/holders/${regcode}/holdings` with the field empty is `/holders//holdings`, which the router
// reads as `/holders/holdings`, a path no route takes; it was the 404 "No endpoint at …", read as
// the route being gone, where `/companies//sanctions` names regcode (companies/path-regcode.ts).
import type { ParameterIssue } from '../../domain/errors.ts';

/** The issue of holderRegcode missing from `path` (`{prefix}/holders//holdings`), else null. */
export function emptyHolderIssue(path: string, prefix: string): ParameterIssue | null {
  const holders = `${prefix}/holders/`;
  if (!path.startsWith(holders) || !/^\/+holdings\/*$/.test(path.slice(holders.length))) return null;
  return { parameter: 'holderRegcode', in: 'path', message: 'is required: the owner\'s number as its register gives it, /holders/{holderRegcode}/holdings (/holders/HE398114/holdings)' };
}
