// What sanctions screening found of the person a check asks about, role by role: the matches it
// stored whose matched party is that role (an owner match naming the role's name as the register
// writes it, its role and position), as the company's sanctions answer gives them. No name is
// compared here: screening made and weighed every match; this only says to which role it belongs,
// and which roles screening compares with the lists, for a reviewer alone or never (domain/screened-roles.ts).
import type { Database } from '../store/open.ts';
import { ownerMatchesOf } from '../store/sanctions-read.ts';
import type { AssociationRow } from '../store/persons-read.ts';
import { REPORTING_FLOOR, countsAsSanction } from '../domain/sanctions-matching.ts';
import { personNameKey } from '../domain/fold.ts';
import { sanctionsScreenedOf, type SanctionsScreened } from '../domain/screened-roles.ts';
import { matchView, withRegisterCopies } from './sanction-matches.ts';
import type { SanctionMatchView, SanctionsView } from './views.ts';

/**
 * A match as the person check gives it: the entry, the score and what the match rests on, and the
 * match of the list's own file a Latvian register's copy copies (copyOf, as the company's answer
 * marks it); its evidence, the list's reason, addresses and particulars are in the company's sanctions answer.
 */
export type PersonSanctionMatchView = Pick<SanctionMatchView,
  'list' | 'entryId' | 'source' | 'listedOn' | 'matchedName' | 'entryName' | 'score' | 'explanation' | 'copyOf'>;

/**
 * What the answer is screened by: the threshold, the lists the stored matches were computed against
 * (none: nothing screened), the companies with an owner match stored (DatasetFacts), the only
 * ones whose matches are read, and those with a match at or above the threshold, the sanctioned.
 */
export interface PersonScreening {
  threshold: number; lists: SanctionsView['lists']; ownerMatched: ReadonlySet<string>; sanctioned: ReadonlySet<string>;
}

/** What screening found of one role: whether it is compared with the lists, its matches at or above the threshold, those below it. */
export interface RoleSanctionsView {
  sanctionsScreened: SanctionsScreened;
  sanctions: PersonSanctionMatchView[];
  sanctionCandidates: PersonSanctionMatchView[];
}

/**
 * Whether the company of a role is sanctioned, as its compliance statement's isSanctioned says: a
 * match at or above the threshold stored of it (the company listed, or a controlling owner listed:
 * the person's own holding, another's). Null where no list is imported, and nothing was screened:
 * false would read as checked and clean. The person's own sanctions say nothing of the company's
 * (Andris Ozols chairs the board of AS "Dzintara Osta Termināls", on the EU list, with sanctions []).
 */
export interface CompanySanctionedView { companySanctioned: boolean | null }

/**
 * The companySanctioned of a role's company, from the sanctioned companies of the dataset's version
 * (PersonScreening.sanctioned, read once per version): a read of the page's companies at each
 * request (sanctionedAmong) made the check some 5 % dearer at national size.
 */
export function companySanctioned(row: AssociationRow, screening: PersonScreening): CompanySanctionedView {
  return { companySanctioned: screening.lists.length === 0 ? null : screening.sanctioned.has(`${row.country}:${row.regcode}`) };
}

function personMatchView(m: SanctionMatchView): PersonSanctionMatchView {
  return {
    list: m.list, entryId: m.entryId, source: m.source, listedOn: m.listedOn, matchedName: m.matchedName, entryName: m.entryName,
    score: m.score, explanation: m.explanation, copyOf: m.copyOf,
  };
}

/**
 * Whether a stored match is of the role: an owner match on a natural person (a record of UR's
 * sanctions file names its subject, no role of the register, and is not one) whose holder is the
 * role's row as screening read it, the name as the register writes it, the role and the position
 * screening names (a partner, a joint owner) where it names one.
 */
function isOfRole(m: SanctionMatchView, row: AssociationRow): boolean {
  const f = m.features;
  return m.matchedOn === 'owner' && f.ownerType === 'person' && f.ownerName === row.person_name && f.ownerRole === row.role
    && (f.ownerPosition === undefined || f.ownerPosition === row.position);
}

/** The person of a role within its company: the name, however the file orders its words. */
const personInCompany = (row: AssociationRow) => `${row.country}:${row.regcode}:${personNameKey(row.person_name)}`;

/**
 * The screening of each role of `rows` (in their order) on `today`: one read of the stored owner
 * matches of the companies holding a role screening compares that have any, none where none does or no
 * list was imported (every role is then not screened, sanctionLists empty says why).
 */
export function roleSanctions(db: Database, rows: readonly AssociationRow[], today: string, screening: PersonScreening): RoleSanctionsView[] {
  const { threshold, lists, ownerMatched } = screening;
  const screened = lists.length > 0;
  const reach = rows.map((row) => (screened ? sanctionsScreenedOf({
    role: row.role, position: row.position, sharePercent: row.share_percent, until: row.until, unlistedOn: row.unlisted_on,
    birth: { birthDate: row.birth_date, birthKey: row.birth_key },
  }, today) : 'not_screened'));
  // One read for the companies holding a role screening compares, each through the index on its key.
  const companies = new Map<string, { country: string; regcode: string }>();
  rows.forEach((row, i) => {
    const key = `${row.country}:${row.regcode}`;
    if (reach[i] !== 'not_screened' && ownerMatched.has(key)) companies.set(key, { country: row.country, regcode: row.regcode });
  });
  // No role in a company with an owner match stored, as for almost every person: nothing to read or group.
  if (companies.size === 0) return reach.map((sanctionsScreened) => ({ sanctionsScreened, sanctions: [], sanctionCandidates: [] }));
  const byCompany = new Map<string, SanctionMatchView[]>();
  for (const m of ownerMatchesOf(db, [...companies.values()], Math.min(REPORTING_FLOOR, threshold))) {
    const key = `${m.country}:${m.regcode}`;
    byCompany.set(key, [...(byCompany.get(key) ?? []), matchView(m)]);
  }
  // The Latvian register's copies told among all of a company's owner matches, as its sanctions
  // answer tells them (withRegisterCopies): one EU listing matched from sanctions.eu and sanctions.ur
  // was two EU matches on the role. A company's own matches are of no owner, so none is a copy of them.
  for (const [key, views] of byCompany) byCompany.set(key, withRegisterCopies(views));
  const own = rows.map((row, i) => (reach[i] === 'not_screened' ? [] : (byCompany.get(`${row.country}:${row.regcode}`) ?? []).filter((m) => isOfRole(m, row))));
  // Screening keeps one match per company and entry, through one of the person's roles there (its
  // holding, say): the person's other roles in that company that screening compares (its beneficial
  // ownership) carry it too, where one read `[]` beside the listed person's holding as clean. Its
  // explanation names the role it came through.
  // Only the companies a match of the person's is stored in are grouped (a name folded a role costs).
  const inCompany = new Map<string, SanctionMatchView[]>();
  rows.forEach((row, i) => {
    if (own[i]!.length === 0) return;
    const key = personInCompany(row);
    const known = inCompany.get(key) ?? [];
    for (const m of own[i]!) if (!known.some((k) => k.list === m.list && k.entryId === m.entryId)) known.push(m);
    inCompany.set(key, known);
  });
  const matchedCompanies = new Set([...inCompany.keys()].map((key) => key.slice(0, key.lastIndexOf(':'))));
  return rows.map((row, i) => {
    const of = reach[i] === 'not_screened' ? []
      : matchedCompanies.has(`${row.country}:${row.regcode}`) ? (inCompany.get(personInCompany(row)) ?? []) : own[i]!;
    return {
      // A match of a holding is proof it was compared: a holder found controlling by its share of the amounts, or the only one.
      // An office stays compared for review alone, whatever it carries.
      sanctionsScreened: of.length > 0 && reach[i] !== 'screened_for_review' ? 'screened' : reach[i]!,
      sanctions: of.filter((m) => countsAsSanction(m, threshold)).map(personMatchView),
      sanctionCandidates: of.filter((m) => !countsAsSanction(m, threshold)).map(personMatchView),
    };
  });
}
