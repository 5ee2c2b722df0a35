// check_person's and list_new_person_roles' answers written out as REST's /persons/check and
// /persons/new-registrations give them, as their output schemas say to read them: each role with
// its company's fields, a field left out null (announced false, no matches, birthDateMatch exact;
// a company's companySanctioned false, companyFlags []), personName left out the name as sent, asOf
// left out its source's, each match index the match of sanctionMatches. A
// test comparing the expansion with REST's answer finds any fact the grouped answer lost.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { structuredOf } from './client.ts';

type Value = Record<string, unknown>;
type Role = Value & { sanctions?: number[]; sanctionCandidates?: number[]; source: string };
type Company = Value & { roles: Role[] };

interface RolesGrouped {
  person: { name: string; birthDate: string };
  companies: Company[];
  candidates?: Company[];
  sources: Array<{ name: string; asOf: string | null }>;
  [key: string]: unknown;
}

export interface PersonCheckGrouped extends RolesGrouped {
  sanctionMatches: Value[];
}

/** The fields a role of either answer leaves out where they hold these values. */
const LEFT_OUT = { position: null, since: null, announced: false, until: null, representation: null, share: null, birthDateMatch: 'exact' };
/** The fields a company leaves out where they hold these values. */
const COMPANY_LEFT_OUT = { companySanctioned: false, companyFlags: [] };

/** The roles of companies written out: the company's fields on each, and what a role left out put back. */
function rolesOf(answer: RolesGrouped, groups: Company[], candidate: boolean, own: (role: Role) => Value): Value[] {
  const asOf = new Map(answer.sources.map((s) => [s.name, s.asOf]));
  return groups.flatMap(({ roles, ...company }) => roles.map((role) => ({
    ...COMPANY_LEFT_OUT, ...company, ...LEFT_OUT, personName: answer.person.name, asOf: asOf.get(role.source),
    ...(candidate ? { candidateGroup: null } : {}),
    ...own(role),
  })));
}

export function expandedPersonCheck(answer: PersonCheckGrouped): Value {
  const { companies, candidates, sanctionMatches, ...rest } = answer;
  const own = (role: Role): Value => ({
    unlistedOn: null, ...role,
    sanctions: (role.sanctions ?? []).map((i) => sanctionMatches[i]),
    sanctionCandidates: (role.sanctionCandidates ?? []).map((i) => sanctionMatches[i]),
  });
  return {
    ...rest, results: rolesOf(answer, companies, false, own),
    ...(candidates === undefined ? {} : { candidates: rolesOf(answer, candidates, true, own) }),
  };
}

/** list_new_person_roles' answer as REST's /persons/new-registrations gives it: its roles carry no matches. */
export function expandedNewRoles(answer: RolesGrouped): Value {
  const { companies, candidates, ...rest } = answer;
  const own = (role: Role): Value => role;
  return {
    ...rest, results: rolesOf(answer, companies, false, own),
    ...(candidates === undefined ? {} : { candidates: rolesOf(answer, candidates, true, own) }),
  };
}

/** A check_person result as REST's answer. */
export const personCheckAsRest = <T = Value>(result: CallToolResult): T => expandedPersonCheck(structuredOf<PersonCheckGrouped>(result)) as T;

/** A list_new_person_roles result as REST's answer. */
export const newRolesAsRest = <T = Value>(result: CallToolResult): T => expandedNewRoles(structuredOf<RolesGrouped>(result)) as T;
