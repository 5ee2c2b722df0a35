// Screening matches at or above the threshold, as the sanctions view and compliance view show them.
import type { Database } from '../store/open.ts';
import type { Country } from '../domain/country.ts';
import type { CompanyRow } from '../store/companies-read.ts';
import { latestAlgorithmVersion, matchesAtOrAbove, type MatchRow } from '../store/sanctions-read.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import type { SanctionMatchView, SanctionsView } from './views.ts';
import type { SanctionParticulars } from '../domain/records.ts';
import { isoDate } from './view-values.ts';
import { explainMatch } from './sanction-explanation.ts';
import { ServiceUnavailableError } from '../domain/errors.ts';
import { REPORTING_FLOOR } from '../domain/sanctions-matching.ts';

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

export function matchView(row: MatchRow): SanctionMatchView {
  const listed = parseJson<unknown>(row.programs, []);
  const programs = Array.isArray(listed) ? listed.filter((p): p is string => typeof p === 'string') : [];
  const parsed = parseJson<unknown>(row.features, {});
  const features = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
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
    explanation: explainMatch(matchedOn, row.matched_name, features, row.entry_name, { source: row.entry_source, reason: row.reason }),
    score: Math.max(0, Math.min(1, row.score)),
    features,
    sourceUrl: row.source_url,
    addresses: addressesOf(row.addresses),
    particulars: particularsOf(row.particulars),
  };
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
  // candidates are for a reviewer and never count as sanctioned. They are counted in every answer
  // (an empty sanctions list read as clean beside an entry scored 0.85) and listed when asked for.
  const rows = matchesAtOrAbove(db, company.country, company.regcode, Math.min(REPORTING_FLOOR, threshold));
  const views = rows.filter((row) => row.score >= threshold).map(matchView);
  const below = rows.filter((row) => row.score < threshold);
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
    ...(withCandidates ? { candidates: below.map(matchView) } : {}),
  };
}

