// Screening of every company against every sanctions list, after each import of a list or a
// register. One pass over the companies (their other current names, then their former names), one pass over the
// holders that control them, one over those holding exactly half and one over those holding less (against OFAC's list, whose rule counts a half and sums, and the other lists for a reviewer's candidates), one over the holders whose share the register does not give and the officers (every list, for a reviewer's candidates alone), one over the sole traders whose owner no file names (the person their name holds); each is compared only with the entries its words or numbers block
// to (entry-index.ts). The matches, each with its score, its evidence and the algorithm version,
// replace the stored ones in one transaction.
import type { Country } from '../../domain/country.ts';
import {
  ALGORITHM_VERSION, DEFAULT_THRESHOLD, FOR_REVIEW, HOLDING_REVIEW_RULE, HOLDING_REVIEW_SCORE, OFAC_HALF_RULE, OFAC_SUMMED_RULE, REPORTING_FLOOR, countsAsSanction,
  entityNameTokens, namesakesOf, round,
} from '../../domain/sanctions-matching.ts';
import { registersToday } from '../../domain/dates.ts';
import { personNameKey } from '../../domain/fold.ts';
import { listedBirthKeys, registerBirthKeys, type RegisterBirth } from '../../domain/sanctions-persons.ts';
import { CO_OWNER_POSITION, JOINT_OWNER_POSITION } from '../../domain/joint-holding.ts';
import type { Database } from '../../store/open.ts';
import {
  birthsOfName, countCompanies, iterateBelowHalfHolders, iterateControllingHolders, iterateFormerNames, iterateHalfHolders, iterateOfficers, iterateScreeningNames,
  iterateShareUnknownHolders, iterateUnnamedSoleTraders, readScreeningEntries,
  replaceSanctionMatches,
  type ControllingHolder, type SanctionMatchRow, type ScreeningEntry,
} from '../../store/screening-write.ts';
import { buildEntryIndex, type EntryIndex } from './entry-index.ts';
import { formerNameMatches, linkMatches, nameMatches, registrationMatches, type Match } from './company-matches.ts';
import { ownerMatches, type NamesakeCount } from './owner-matches.ts';
import { soleTraderMatches } from './sole-trader-matches.ts';

export interface ScreeningOptions {
  now: Date;
  /** Scores at or above it count as `flagged` in the result (services apply SANCTIONS_THRESHOLD when reading). */
  threshold?: number;
  /** Candidates below it are not stored. */
  floor?: number;
}

export interface ScreeningResult {
  companies: number;
  matches: number;
  /** Companies with at least one match at or above the threshold. */
  flagged: number;
  entries: number;
  algorithmVersion: string;
}

// The list whose ownership rule counts a half and sums holdings (its entries' list field).
const OFAC_LIST = 'OFAC';

/**
 * The entries of some lists indexed apart (a holder below half is compared with OFAC's few thousand
 * entries for its rule, and with the others for a reviewer), and the matches made there numbered as
 * the whole index numbers them, as `keep` keys a match by its entry.
 */
function listIndex(entries: ScreeningEntry[], picked: (e: ScreeningEntry) => boolean): ListIndex {
  return indexOf(entries, entries.flatMap((e, i) => (picked(e) ? [i] : [])));
}

/** The entries numbered `origin` indexed apart, their matches numbered as the whole index numbers them. */
function indexOf(entries: ScreeningEntry[], origin: readonly number[]): ListIndex {
  return { index: buildEntryIndex(origin.map((i) => entries[i]!)), matches: (found) => found.map((m) => ({ ...m, entry: origin[m.entry]! })) };
}

interface ListIndex { index: EntryIndex; matches: (found: Match[]) => Match[] }

/**
 * The entries that give a birth a person's can agree with to the day or the month, the only ones a
 * match scoring 1 can be made with (domain listedBirthKeys), each group indexed apart when a person
 * first asks for it: a person compared for a certain match alone (an officer, a holder of a share not
 * given) is compared with the few entries born when it was, not blocked by its name to every entry
 * of a common one. None for a person whose register gives no birth.
 */
function birthIndexes(entries: ScreeningEntry[]): (b: RegisterBirth) => ListIndex[] {
  const groups = new Map<string, Set<number>>();
  entries.forEach((e, i) => {
    for (const key of listedBirthKeys(e.birthDates)) groups.set(key, (groups.get(key) ?? new Set()).add(i));
  });
  const built = new Map<string, ListIndex>();
  return (b) => [...new Set(registerBirthKeys(b))].flatMap((key) => {
    const group = groups.get(key);
    if (group === undefined) return [];
    let indexed = built.get(key);
    if (indexed === undefined) built.set(key, (indexed = indexOf(entries, [...group])));
    return [indexed];
  });
}

/**
 * Whether a holder's match is certain enough to count where it does not control the company: the
 * same name and birth date, or the registration number (score 1). OFAC's rule sums only such
 * holders, and only such a holder is shown for review through a holding of half or less.
 */
const certain = (m: Match) => m.score === 1;
/** The floor the comparisons only a certain match counts from are made at: a weaker one is dropped before the registers are read for namesakes. */
const CERTAIN = 1;

/**
 * A holder of half or less, or of a share the register does not give, named with certainty, as a
 * reviewer's candidate (HOLDING_REVIEW_RULE), which never counts as a sanction (FOR_REVIEW); `more`: OFAC's sum.
 */
const forReview = (m: Match, more: Record<string, unknown> = {}): Match => ({
  ...m, score: HOLDING_REVIEW_SCORE, features: { ...m.features, ownershipRule: HOLDING_REVIEW_RULE, forReview: FOR_REVIEW.holding, ...more },
});

/** An officer named with certainty, as a reviewer's candidate (screen-24), which never counts as a sanction (FOR_REVIEW). */
const officeForReview = (m: Match): Match => ({ ...m, score: HOLDING_REVIEW_SCORE, features: { ...m.features, forReview: FOR_REVIEW.office } });

// When two kinds of evidence tie on one (company, entry), the more direct one explains the match.
const PREFERENCE: Record<SanctionMatchRow['matchedOn'], number> = { registration_number: 3, owner: 2, name: 1 };

/**
 * How many different people the registers hold under a name key (born in one year, where a year is
 * given), the births of a name read once in a run: asked only where an owner's match rests on the
 * name and a birth year or month, or the name alone.
 */
function namesakeCounter(db: Database): NamesakeCount {
  const births = birthsOfName(db);
  const read = new Map<string, ReturnType<typeof births>>();
  const counted = new Map<string, number>();
  return (nameKey, bornIn = null) => {
    const key = `${nameKey}\u001f${bornIn ?? ''}`;
    let n = counted.get(key);
    if (n === undefined) {
      let b = read.get(nameKey);
      if (b === undefined) { b = births(nameKey); read.set(nameKey, b); }
      n = namesakesOf(b, bornIn);
      counted.set(key, n);
    }
    return n;
  };
}

/**
 * Screens every company against the sanctions lists and rewrites sanction_matches. The pipeline
 * calls it after each successful import command (register or list), inside no transaction.
 */
export function screenAllCompanies(db: Database, opts: ScreeningOptions): ScreeningResult {
  const threshold = opts.threshold ?? DEFAULT_THRESHOLD;
  const floor = opts.floor ?? REPORTING_FLOOR;
  const screenedAt = opts.now.toISOString();
  const entries = readScreeningEntries(db);
  const index = buildEntryIndex(entries);
  const best = new Map<string, SanctionMatchRow>();
  const keep = (country: string, regcode: string, m: Match) => {
    if (m.score < floor) return;
    const key = `${country}\u0000${regcode}\u0000${m.entry}`;
    const prev = best.get(key);
    if (prev && (prev.score > m.score || (prev.score === m.score && PREFERENCE[prev.matchedOn] >= PREFERENCE[m.matchedOn]))) return;
    const { entry: _entry, ...row } = m;
    best.set(key, { country, regcode, ...row });
  };

  // The names and holdings in force on the registers' day, as company details show them.
  const today = registersToday(opts.now);
  if (entries.length > 0) {
    for (const c of iterateScreeningNames(db, today)) {
      const country = c.country as Country;
      const tokens = entityNameTokens(c.name);
      for (const m of registrationMatches(index, country, c.regcode, tokens)) keep(c.country, c.regcode, m);
      for (const m of linkMatches(index, country, c.regcode)) keep(c.country, c.regcode, m);
      for (const m of nameMatches(index, country, c.name, floor, tokens)) keep(c.country, c.regcode, m);
    }
    // After the current names, so a current name that scores as high explains the match.
    for (const f of iterateFormerNames(db, today)) {
      for (const m of formerNameMatches(index, f.country as Country, f.name, f.validTo, floor)) keep(f.country, f.regcode, m);
    }
    const namesakes = namesakeCounter(db);
    for (const h of iterateControllingHolders(db, today)) {
      for (const m of ownerMatches(index, h.country as Country, h, floor, namesakes)) keep(h.country, h.regcode, m);
    }
    // A holder of exactly half, compared with OFAC's list alone: OFAC blocks what blocked persons
    // own 50 % or more of (its 50 Percent Rule), where the EU's and the UN's rules ask for more than
    // half (docs/sanctions.md, "What a match rests on"). The match says which rule it rests on.
    const ofac = listIndex(entries, (e) => e.list === OFAC_LIST);
    // The other lists, whose rules (the EU's, the UN's) look at ownership of more than half or
    // control: a holder of half or less they name with certainty is a candidate for a reviewer
    // (screen-23), where it was compared with none of them and a listed minority holder went unseen.
    const others = listIndex(entries, (e) => e.list !== OFAC_LIST);
    const reviewed = (h: { country: string; regcode: string }, found: Match[]) => {
      for (const m of others.matches(found).filter(certain)) keep(h.country, h.regcode, forReview(m));
    };
    for (const h of iterateHalfHolders(db, today)) {
      for (const m of ofac.matches(ownerMatches(ofac.index, h.country as Country, h, floor, namesakes))) {
        keep(h.country, h.regcode, { ...m, features: { ...m.features, ownershipRule: OFAC_HALF_RULE } });
      }
      reviewed(h, ownerMatches(others.index, h.country as Country, h, CERTAIN, namesakes));
    }
    // Holders below half, summed: OFAC's rule also blocks what several blocked persons own half or
    // more of together. Only a certain match counts (score 1: the same name and birth date, or the
    // registration number), each holder once; short of half together, each is a reviewer's candidate.
    const summed = new Map<string, { country: string; regcode: string; percent: number; holders: Set<string>; matches: Match[] }>();
    for (const h of iterateBelowHalfHolders(db, today)) {
      const percent = h.sharePercent ?? h.holdingPercent;
      if (percent === null || percent === undefined) continue;
      reviewed(h, ownerMatches(others.index, h.country as Country, h, CERTAIN, namesakes));
      const certainOfac = ofac.matches(ownerMatches(ofac.index, h.country as Country, h, CERTAIN, namesakes)).filter(certain);
      if (certainOfac.length === 0) continue;
      const key = `${h.country}\u0000${h.regcode}`;
      const company = summed.get(key) ?? { country: h.country, regcode: h.regcode, percent: 0, holders: new Set<string>(), matches: [] };
      // A joint owner is linked with the whole holding it shares (docs/sanctions.md): two listed joint
      // owners of one holding of 30 % hold 30 % together, counted once.
      const joint = h.position === JOINT_OWNER_POSITION || h.position === CO_OWNER_POSITION;
      const holder = joint ? `joint\u0000${percent}\u0000${h.since ?? ''}`
        : `${h.entityType}\u0000${personNameKey(h.personName)}\u0000${h.birthDate ?? h.birthKey ?? h.holderRegcode ?? ''}`;
      if (!company.holders.has(holder)) { company.holders.add(holder); company.percent += percent; }
      company.matches.push(...certainOfac);
      summed.set(key, company);
    }
    for (const c of summed.values()) {
      const together = { listedHoldersPercent: round(c.percent) };
      for (const m of c.matches) {
        keep(c.country, c.regcode, c.percent < 50 ? forReview(m, together) : { ...m, features: { ...m.features, ownershipRule: OFAC_SUMMED_RULE, ...together } });
      }
    }
    // A member or stockholder whose share the register does not give, and an officer in force (a
    // board or council member, a chair, a procurator), compared with every list: no rule makes the
    // company sanctioned through either, yet the EU's guidance counts the right to appoint or remove
    // most of a board, and a dominant influence, as control, which no register file shows. Named
    // with certainty, each is a reviewer's candidate (screen-24), where none was compared at all.
    // A person is certain only born when a list says its person was (the same day, or month): it is
    // compared with the entries of its birth alone (birthIndexes), and one with no birth the register
    // shows with none; a legal entity with every entry (its number, its name).
    const bornWhen = birthIndexes(entries);
    const certainMatches = (h: ControllingHolder): Match[] => (h.entityType === 'legal_entity'
      ? ownerMatches(index, h.country as Country, h, CERTAIN, namesakes)
      : bornWhen(h).flatMap((b) => b.matches(ownerMatches(b.index, h.country as Country, h, CERTAIN, namesakes)))).filter(certain);
    for (const h of iterateShareUnknownHolders(db, today)) {
      for (const m of certainMatches(h)) keep(h.country, h.regcode, forReview(m));
    }
    for (const h of iterateOfficers(db, today)) {
      for (const m of certainMatches(h)) keep(h.country, h.regcode, officeForReview(m));
    }
    // A sole trader no file names the owner of, through the person its business name holds.
    for (const c of iterateUnnamedSoleTraders(db, today)) {
      for (const m of soleTraderMatches(index, c, floor, namesakes)) keep(c.country, c.regcode, m);
    }
  }

  const rows = [...best.values()];
  const matches = replaceSanctionMatches(db, rows, { algorithmVersion: ALGORITHM_VERSION, screenedAt });
  const flagged = new Set(rows.filter((r) => countsAsSanction(r, threshold)).map((r) => `${r.country}\u0000${r.regcode}`)).size;
  return { companies: countCompanies(db), matches, flagged, entries: entries.length, algorithmVersion: ALGORITHM_VERSION };
}
