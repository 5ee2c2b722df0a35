// check_person's roles as a model reads them. REST's /persons/check lists each role whole: the
// company's name, status, flags and companySanctioned again on each role of one company, the
// person's sanctions matches (some 250 to 400 bytes each) again on each role of that company, and
// every null and false written out. Gennadijs Kuzņecovs on the demo, three roles in one company and
// two in another, each with the same two or three EU and OFAC matches, was 24.6 KB of result
// (structuredContent and its text); grouped, each match written once, 13.0 KB. Nothing is dropped:
// a role's field left out is null (announced false, sanctions none), personName left out is the
// name as sent, asOf left out is its source's in sources; test/mcp/person-check-expanded.ts undoes it.
// What every role or company of most answers held alike is left out too: birthDateMatch exact (the
// check's own match, a full birth date), a company's companySanctioned false and companyFlags [],
// some 17 % of check_person's answer (Maarja Ilves on the demo, 40 roles in 18 companies: 10,616
// bytes of JSON, 8,842 without them).
// list_new_person_roles groups its roles by the same rule, so a model reading both tools' answers
// reads one shape: a role written once under its company, what it leaves out the same.

type Value = Record<string, unknown>;

/** A company's fields, given once for all its roles: check_person's. */
export const COMPANY_KEYS = ['regcode', 'country', 'companyName', 'companyStatus', 'companySanctioned', 'companyFlags'] as const;
/** list_new_person_roles' company fields: check_person's and the company's registration day, the same on each of its roles. */
export const NEW_ROLE_COMPANY_KEYS = [...COMPANY_KEYS, 'registeredOn'] as const;

/** A role's fields left out where they hold this value: what most roles hold, and what the schema says a missing one is. */
const LEFT_OUT: Record<string, unknown> = {
  position: null, since: null, announced: false, until: null, unlistedOn: null, representation: null, share: null, candidateGroup: null,
  birthDateMatch: 'exact',
};
/** A company's fields left out where they hold this value: not sanctioned itself, no flag. null (no list imported) is said. */
const COMPANY_LEFT_OUT: Record<string, (value: unknown) => boolean> = {
  companySanctioned: (value) => value === false,
  companyFlags: (value) => Array.isArray(value) && value.length === 0,
};

/** The person's matches, each written once, which a role names by its place in the list. */
export class SanctionMatchTable {
  readonly matches: Value[] = [];
  private readonly places = new Map<string, number>();

  placeOf(match: Value): number {
    const key = JSON.stringify(match);
    let place = this.places.get(key);
    if (place === undefined) {
      place = this.matches.push(match) - 1;
      this.places.set(key, place);
    }
    return place;
  }
}

export interface GroupingContext {
  /** The name as sent, which a role's personName is left out beside where it is the same. */
  personName: string;
  /** Each source's file date, as sources gives it, which a role's asOf is left out beside where it is the same. */
  sourceAsOf: ReadonlyMap<string, string | null>;
  table: SanctionMatchTable;
}

/** The context of one answer's roles: its person, its sources and a table of matches empty so far. */
export function groupingContextOf(person: { name: string }, sources: ReadonlyArray<{ name: string; asOf: string | null }>): GroupingContext {
  return { personName: person.name, sourceAsOf: new Map(sources.map((s) => [s.name, s.asOf])), table: new SanctionMatchTable() };
}

/** A role without its company's fields and without what repeats a value said once elsewhere. */
function roleAlone(role: Value, ctx: GroupingContext, companyKeys: readonly string[]): Value {
  const out: Value = {};
  for (const [key, value] of Object.entries(role)) {
    if (companyKeys.includes(key)) continue;
    if (key in LEFT_OUT && value === LEFT_OUT[key]) continue;
    if (key === 'personName' && value === ctx.personName) continue;
    if (key === 'asOf' && ctx.sourceAsOf.has(String(role.source)) && ctx.sourceAsOf.get(String(role.source)) === value) continue;
    if (key === 'sanctions' || key === 'sanctionCandidates') {
      const matches = value as Value[];
      if (matches.length > 0) out[key] = matches.map((m) => ctx.table.placeOf(m));
      continue;
    }
    out[key] = value;
  }
  return out;
}

/** The roles grouped by company, in the order REST lists them (a company's roles together, as it pages them). */
export function rolesByCompany(roles: readonly Value[], ctx: GroupingContext, companyKeys: readonly string[] = COMPANY_KEYS): Value[] {
  const companies = new Map<string, Value & { roles: Value[] }>();
  for (const role of roles) {
    // Keyed by every company field, so a role whose company reads otherwise would stand apart, not be lost.
    const key = JSON.stringify(companyKeys.map((k) => role[k]));
    let company = companies.get(key);
    if (company === undefined) {
      company = { ...Object.fromEntries(companyKeys.filter((k) => !COMPANY_LEFT_OUT[k]?.(role[k])).map((k) => [k, role[k]])), roles: [] };
      companies.set(key, company);
    }
    company.roles.push(roleAlone(role, ctx, companyKeys));
  }
  return [...companies.values()];
}
