// Screening matches at or above the threshold, as the sanctions view and compliance view show them.
import type { Database } from '../store/open.ts';
import type { Country } from '../domain/country.ts';
import type { CompanyRow } from '../store/companies-read.ts';
import { latestAlgorithmVersion, matchesAtOrAbove, type MatchRow } from '../store/sanctions-read.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import type { SanctionMatchView, SanctionsView } from './views.ts';
import type { SanctionParticulars } from '../domain/records.ts';
import { isoDate } from './view-values.ts';
import { explainMatch, type RecordedAgainst } from './sanction-explanation.ts';
import { ServiceUnavailableError } from '../domain/errors.ts';
import { REPORTING_FLOOR, countsAsSanction, isForReview } from '../domain/sanctions-matching.ts';
import { personNameKey } from '../domain/fold.ts';

/**
 * The answer of a sanctions check in a store no list has been imported into: `isSanctioned:
 * false` would read as a company checked and clean, and a screening job would record it so.
 */
export const NO_LISTS_DETAIL = 'No sanctions list has been imported into this dataset, so no company has been checked '
  + 'against one and isSanctioned would say nothing; the operator imports the lists with npm run import -- sanctions';

const MATCHED_ON = ['registration_number', 'name', 'owner'] as const;

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function featuresOf(row: Pick<MatchRow, 'features'>): Record<string, unknown> {
  const parsed = parseJson<unknown>(row.features, {});
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

/** Whether a stored match sets isSanctioned at `threshold` (domain countsAsSanction: a candidate for review never does). */
export function rowCountsAsSanction(row: Pick<MatchRow, 'score' | 'features'>, threshold: number): boolean {
  return countsAsSanction({ score: row.score, features: featuresOf(row) }, threshold);
}

/**
 * The stored matches of a statement read at the threshold (companyFacts) that set isSanctioned: all
 * but a candidate for review alone, which SANCTIONS_THRESHOLD 0.8 reads with them.
 */
export const countedMatches = <T extends Pick<MatchRow, 'features'>>(rows: readonly T[]): T[] => rows.filter((row) => !isForReview(featuresOf(row)));

/** A stored match as served; `country`, the screened company's, tells in which order its register writes an owner's name. */
export function matchView(row: MatchRow & { country?: string }): SanctionMatchView {
  const listed = parseJson<unknown>(row.programs, []);
  const programs = Array.isArray(listed) ? listed.filter((p): p is string => typeof p === 'string') : [];
  const features = featuresOf(row);
  const matchedOn = (MATCHED_ON as readonly string[]).includes(row.matched_on) ? (row.matched_on as SanctionMatchView['matchedOn']) : 'name';
  return {
    list: row.list,
    program: programs[0] ?? null,
    programs,
    reference: row.reference,
    entryId: row.entry_id,
    source: row.entry_source,
    listedOn: isoDate(row.listed_on),
    reason: row.reason,
    matchedOn,
    matchedName: row.matched_name,
    entryName: row.entry_name,
    explanation: explainMatch(matchedOn, row.matched_name, features, row.entry_name,
      { source: row.entry_source, reason: row.reason, recordedAgainst: recordedAgainstOf(row.recorded_against) }, row.country ?? null),
    score: Math.max(0, Math.min(1, row.score)),
    features,
    sourceUrl: row.source_url,
    addresses: addressesOf(row.addresses),
    particulars: particularsOf(row.particulars),
    copyOf: null,
  };
}

/** The other company a UR record names its subject against (MatchRow.recorded_against); null where none, or unreadable. */
function recordedAgainstOf(text: string | null | undefined): RecordedAgainst | null {
  const parsed = parseJson<unknown>(text ?? null, null);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { regcode, name, position } = parsed as Record<string, unknown>;
  if (typeof regcode !== 'string' || regcode === '') return null;
  return { regcode, name: typeof name === 'string' && name !== '' ? name : null, position: typeof position === 'string' && position !== '' ? position : null };
}

/** The source of the Latvian register's sanctions.csv, which carries its own copies of EU, UN, OFAC and LV entries. */
const REGISTER_COPIES = 'sanctions.ur';
/** FID's asset-freeze table lists frozen assets, no listing a register's row copies. */
const NOT_COPIED = new Set([REGISTER_COPIES, 'sanctions.lv-freeze']);

/**
 * Whom a match is of: the company itself, or the owner it names (order-free name key): a UR record
 * names its subject (matchedName), an owner screened by name the holder (features.ownerName), both
 * as the Latvian register writes them. null where neither is given.
 */
function matchedParty(m: SanctionMatchView): string | null {
  if (m.matchedOn !== 'owner') return 'company';
  const owner = m.features.via === 'register_record' ? (m.matchedName ?? m.entryName) : m.features.ownerName;
  return typeof owner === 'string' && owner.trim() !== '' ? `owner:${personNameKey(owner)}` : null;
}

/**
 * The matches with copyOf set on each of the Latvian register's copies of an entry the company also
 * matches from the list's own file: UR's sanctions.csv names the list (EU, UN, OFAC, LV) but not the
 * list's entry id, so one listed owner matched twice, from sanctions.eu and sanctions.ur, and a model
 * counted two listings. A copy is told by the same list and the same party (the company, or the same
 * owner's name); where the list's own file gives two or more such matches, which one it copies is not
 * known and copyOf stays null (docs/sanctions.md).
 */
export function withRegisterCopies(views: SanctionMatchView[]): SanctionMatchView[] {
  if (!views.some((m) => m.source === REGISTER_COPIES)) return views;
  return views.map((m) => {
    if (m.source !== REGISTER_COPIES) return m;
    const party = matchedParty(m);
    if (party === null) return m;
    const originals = views.filter((o) => o.source !== null && !NOT_COPIED.has(o.source) && o.list === m.list && matchedParty(o) === party);
    const original = originals.length === 1 ? originals[0]! : null;
    return original === null ? m : { ...m, copyOf: { source: original.source!, entryId: original.entryId } };
  });
}

/**
 * The entry's particulars as stored; null where none were (imported before schema 21), each
 * part read defensively so that a hand-edited row never breaks the answer.
 */
function particularsOf(text: string | null): SanctionParticulars | null {
  const p = parseJson<unknown>(text, null);
  if (p === null || typeof p !== 'object' || Array.isArray(p)) return null;
  const { gender, birthPlaces, amendedOn, unReference } = p as Record<string, unknown>;
  return {
    gender: gender === 'male' || gender === 'female' ? gender : null,
    birthPlaces: Array.isArray(birthPlaces) ? birthPlaces.filter((b): b is string => typeof b === 'string') : [],
    amendedOn: typeof amendedOn === 'string' ? isoDate(amendedOn) : null,
    unReference: typeof unReference === 'string' ? unReference : null,
  };
}

/** The entry's one-line addresses; null where none were stored (imported before schema 20). */
function addressesOf(text: string | null): string[] | null {
  const parsed = parseJson<unknown>(text, null);
  return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string') : null;
}

export function sanctionsView(db: Database, dataset: DatasetFacts, company: CompanyRow, threshold: number, withCandidates = false): SanctionsView {
  const lists = dataset.sanctionLists();
  if (lists.length === 0) throw new ServiceUnavailableError(NO_LISTS_DETAIL);
  // One read from the floor screening keeps (REPORTING_FLOOR), split at the threshold; the
  // candidates are for a reviewer and never count as sanctioned, nor one kept for review alone. They are counted in every answer
  // (an empty sanctions list read as clean beside an entry scored 0.85) and listed when asked for.
  const rows = matchesAtOrAbove(db, company.country, company.regcode, Math.min(REPORTING_FLOOR, threshold));
  // Copies told across both parts: a copy held below the threshold names the match it copies.
  const all = withRegisterCopies(rows.map((row) => matchView({ ...row, country: company.country })));
  // A candidate for review alone stays below at any threshold (domain countsAsSanction), 0.8 too.
  const views = all.filter((m) => countsAsSanction(m, threshold));
  const below = all.filter((m) => !countsAsSanction(m, threshold));
  return {
    regcode: company.regcode,
    country: company.country as Country,
    // The name it bears, so the answer filed as a screening record says whom it screened.
    name: company.name,
    isSanctioned: views.length > 0,
    threshold,
    // The version that screened this company, also when nothing reached the threshold; a company
    // with no candidate at all was screened by the last run (screening writes it to meta).
    algorithmVersion: latestAlgorithmVersion(db, company.country, company.regcode) ?? dataset.screeningAlgorithmVersion(),
    lists,
    sanctions: views,
    candidateCount: below.length,
    ...(withCandidates ? { candidates: below } : {}),
  };
}

