// Matches of one company by its own identity: its registration number among the lists'
// identifiers, a UR record naming it, and its name against entity names.
import type { Country } from '../../domain/country.ts';
import {
  FORMER_NAME_CAP, REGISTER_SPELLING_SIMILARITY, compareTokens, companyRegistrationKey, countryAgreement, entityNameTokens, formerNameCap, prepareName, round, scoreEntityName,
  scoreRegistrationMatch, similarityBound,
} from '../../domain/sanctions-matching.ts';
import type { SanctionMatchRow } from '../../store/screening-write.ts';
import { candidateNames, type EntryIndex } from './entry-index.ts';

export type Match = Omit<SanctionMatchRow, 'country' | 'regcode'> & { entry: number };

/** The best word similarity between a name and any of an entry's names (0 when it has none). */
function bestNameSimilarity(index: EntryIndex, entry: number, tokens: string[]): number {
  let best = 0;
  for (const id of index.entityNamesOf.get(entry) ?? []) {
    const n = index.entityNames[id]!;
    const similarity = compareTokens(tokens, n.prepared).similarity;
    best = Math.max(best, n.spelling ? Math.min(similarity, REGISTER_SPELLING_SIMILARITY) : similarity);
  }
  return best;
}

/**
 * Entries listing this registration number (digits equal, country agreeing or not given). For a
 * holder (`countryKnown` false: the register does not say where the holder is registered) a
 * listed country counts like an absent one: the names must agree for a score of 1.
 */
export function registrationMatches(index: EntryIndex, country: Country, regcode: string, tokens: string[], countryKnown = true): Match[] {
  const hits = index.identifiers.get(companyRegistrationKey(regcode));
  if (!hits) return [];
  const out: Match[] = [];
  for (const hit of hits) {
    const listed = countryKnown || hit.country === country ? hit.country : null;
    // Only entries that carry this number are compared by name here: a handful per number.
    const similarity = listed === null ? bestNameSimilarity(index, hit.entry, tokens) : 1;
    const score = scoreRegistrationMatch(listed, country, similarity);
    if (score === 0) continue;
    const e = index.entries[hit.entry]!;
    out.push({
      entry: hit.entry, list: e.list, entryId: e.entryId, matchedOn: 'registration_number', matchedName: e.name, score,
      features: {
        identifier: hit.identifier,
        countryMatch: hit.country === null ? null : hit.country === country,
        ...(listed === null ? { nameSimilarity: round(similarity) } : {}),
      },
    });
  }
  return out;
}

/** UR records whose subject owns (score 1) or is otherwise linked to (0.8) this Latvian entity. */
export function linkMatches(index: EntryIndex, country: Country, regcode: string): Match[] {
  if (country !== 'LV') return [];
  return (index.links.get(regcode) ?? []).map(({ entry, owner, position }) => {
    const e = index.entries[entry]!;
    return {
      entry, list: e.list, entryId: e.entryId, matchedOn: 'owner' as const, matchedName: e.name, score: owner ? 1 : 0.8,
      // The record's position as the register writes it (BENEFICIAL_OWNER, Valdes loceklis): owner alone
      // did not tell a beneficial owner from a member.
      features: { via: 'register_record', relation: owner ? 'owner' : 'linked_person', subjectSchema: e.schema, ...(position ? { position } : {}) },
    };
  });
}

/**
 * Entity entries whose name (or an alias) resembles `name`, each with its best-scoring name.
 * `country` is the company's (or holder's) country; with `agreeingOnly` it counts only for an entry
 * the list places there (a holder abroad: the list agreeing with its register's country is evidence,
 * one placing it elsewhere is no evidence against it).
 */
export function nameMatches(index: EntryIndex, country: string | null, name: string, floor: number, tokens = entityNameTokens(name),
  agreeingOnly = false): Match[] {
  if (tokens.length === 0) return [];
  const company = prepareName(tokens);
  const best = new Map<number, Match>();
  for (const id of candidateNames(index.entityKeys, tokens)) {
    const n = index.entityNames[id]!;
    const e = index.entries[n.entry]!;
    const agrees = countryAgreement(country, e.countries) === true;
    const weighed = agreeingOnly && !agrees ? null : country;
    // Most candidates share one word of several: their size alone keeps them below the floor.
    const bonus = agrees && weighed !== null ? 0.05 : 0;
    if (similarityBound(company, n.prepared) + bonus < floor) continue;
    const { score, features } = scoreEntityName({
      companyTokens: company, companyCountry: weighed, aliasTokens: n.prepared, weak: n.weak, entryCountries: e.countries,
      respelt: n.spelling !== undefined,
    });
    if (score < floor) continue;
    // Of names scoring alike, the list's own spelling (read first) rather than a reading of it.
    const prev = best.get(n.entry);
    if (prev && prev.score >= score) continue;
    best.set(n.entry, {
      entry: n.entry, list: e.list, entryId: e.entryId, matchedOn: 'name', matchedName: n.name, score,
      features: { ...features, companyName: name, ...(n.spelling ? { registerSpelling: n.spelling } : {}) },
    });
  }
  return [...best.values()];
}

/**
 * Entity entries resembling a name the company bore before. A company renamed after it was listed
 * is still the listed entity; one that gave the name up before (or when a date is unknown) is
 * held at FORMER_NAME_CAP, a candidate for a reviewer (formerNameCap says why).
 */
export function formerNameMatches(index: EntryIndex, country: Country, name: string, validTo: string | null, floor: number): Match[] {
  return nameMatches(index, country, name, floor).map((m) => {
    const cap = formerNameCap(index.entries[m.entry]!.listedOn, validTo);
    const held = cap !== null && m.score > FORMER_NAME_CAP;
    return {
      ...m,
      score: held ? FORMER_NAME_CAP : m.score,
      features: { ...m.features, formerName: true, nameValidTo: validTo, ...(held ? { cap } : {}) },
    };
  });
}
