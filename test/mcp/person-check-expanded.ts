// check_person's answer written out as REST's /persons/check gives it, as its output schema says
// to read it: each role with its company's fields, a field left out null (announced false, no
// matches), personName left out the name as sent, asOf left out its source's, each match index the
// match of sanctionMatches. A test comparing the expansion with REST's answer finds any fact the
// grouped answer lost.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { structuredOf } from './client.ts';

type Value = Record<string, unknown>;
type Role = Value & { sanctions?: number[]; sanctionCandidates?: number[]; source: string };
type Company = Value & { roles: Role[] };

export interface PersonCheckGrouped {
  person: { name: string; birthDate: string };
  companies: Company[];
  candidates?: Company[];
  sanctionMatches: Value[];
  sources: Array<{ name: string; asOf: string | null }>;
  [key: string]: unknown;
}

export function expandedPersonCheck(answer: PersonCheckGrouped): Value {
  const { companies, candidates, sanctionMatches, ...rest } = answer;
  const asOf = new Map(answer.sources.map((s) => [s.name, s.asOf]));
  const rolesOf = (groups: Company[], candidate: boolean): Value[] => groups.flatMap(({ roles, ...company }) => roles.map((role) => ({
    ...company,
    position: null, since: null, announced: false, until: null, unlistedOn: null, representation: null, share: null,
    personName: answer.person.name, asOf: asOf.get(role.source),
    ...(candidate ? { candidateGroup: null } : {}),
    ...role,
    sanctions: (role.sanctions ?? []).map((i) => sanctionMatches[i]),
    sanctionCandidates: (role.sanctionCandidates ?? []).map((i) => sanctionMatches[i]),
  })));
  return { ...rest, results: rolesOf(companies, false), ...(candidates === undefined ? {} : { candidates: rolesOf(candidates, true) }) };
}

/** A check_person result as REST's answer. */
export const personCheckAsRest = <T = Value>(result: CallToolResult): T => expandedPersonCheck(structuredOf<PersonCheckGrouped>(result)) as T;
