// Sanctions screening rules: how a company name, a registration number or an owner compares with
// a list entry, and how much each piece of evidence is worth. Pure functions, no SQL: screening
// (importers/screening) gathers the candidates, these decide the score and explain it.
//
// False positives are the main risk: a company wrongly shown as sanctioned is worse than a
// candidate left for a human. So short names, names made of common words and weak aliases can
// never reach the threshold on their name alone; see docs/sanctions.md for the whole table.
import { foldText, foldedNameTokens } from './fold.ts';
import { AMBIGUOUS_LEGAL_FORMS, FOREIGN_LEGAL_FORM_PHRASES, FOREIGN_LEGAL_FORM_WORDS, GENERIC_WORDS, STOP_WORDS } from './sanctions-words.ts';
import { boundedLevenshtein, round, tokenSimilarity } from './sanctions-tokens.ts';
import { registerReadings } from './name-transliterations.ts';
import { REGISTER_SPELLING_SIMILARITY } from './sanctions-persons.ts';

/** Stored with every match; bump it whenever a rule or weight below changes. */
export const ALGORITHM_VERSION = 'screen-49';

/**
 * features.ownershipRule of a match through a member or stockholder holding exactly half of a
 * company, made against OFAC's list alone (screen-22): OFAC blocks an entity blocked persons own
 * 50 % or more of, where the EU's and the UN's rules ask for more than half.
 */
export const OFAC_HALF_RULE = 'ofac_50_percent';

/**
 * features.ownershipRule of a match through a member or stockholder holding less than half, made
 * where the holders OFAC's list names with certainty (score 1: the same name and birth date, or the
 * registration number) hold half or more together (screen-22): OFAC's 50 Percent Rule sums them.
 */
export const OFAC_SUMMED_RULE = 'ofac_50_percent_aggregate';
/** Candidates below this score are not stored at all. */
export const REPORTING_FLOOR = 0.8;

/**
 * features.ownershipRule of a candidate through a member or stockholder holding half or less that a
 * list names with certainty (score 1, the certainty OFAC_SUMMED_RULE asks for), where no rule makes
 * the company sanctioned through it (screen-23): on a list other than OFAC's, whose rules (the EU's,
 * the UN's) look at ownership of more than half or control, or on OFAC's where the holders it names
 * hold less than half together. Kept for a reviewer at HOLDING_REVIEW_SCORE, where no candidate at
 * all was kept before, and a listed minority holder went unseen.
 */
export const HOLDING_REVIEW_RULE = 'holding_for_review';
/**
 * The score of such a candidate, and of every one kept for review (FOR_REVIEW): the lowest kept.
 * SANCTIONS_THRESHOLD may be 0.8 itself, which flags every other candidate kept; a candidate for
 * review is kept out of the sanctions by countsAsSanction, not by its score.
 */
export const HOLDING_REVIEW_SCORE = REPORTING_FLOOR;

/**
 * features.forReview of a candidate kept for a reviewer alone, which no rule makes a sanction: `holding`
 * (HOLDING_REVIEW_RULE: a member or stockholder of half or less, or whose share the register does
 * not give) or `office` (a board or council member, chair, procurator or liquidator in force,
 * screen-24: the EU's guidance counts the right to appoint or remove most of a board, and a dominant
 * influence, as control, which no register file shows). Such a candidate never counts as a
 * sanction at any threshold (countsAsSanction): at SANCTIONS_THRESHOLD 0.8 its score alone would.
 */
export const FOR_REVIEW = { holding: 'holding', office: 'office' } as const;

/** The key of FOR_REVIEW in a match's features, as a statement reading the stored matches names it. */
export const FOR_REVIEW_FEATURE = 'forReview';

/**
 * Whether a stored match sets isSanctioned at `threshold`: at or above it, and no candidate for review
 * alone (FOR_REVIEW). The statements that read the sanctioned companies (store/sanctions-read.ts,
 * SANCTION_AT) say the same in SQL; the two change together.
 */
export function countsAsSanction(m: { score: number; features?: Record<string, unknown> | null }, threshold: number): boolean {
  return m.score >= threshold && !isForReview(m.features ?? null);
}

/** Whether a match's features make it a candidate for review alone (FOR_REVIEW), whatever its score. */
export const isForReview = (features: Record<string, unknown> | null): boolean => (features?.[FOR_REVIEW_FEATURE] ?? null) !== null;
/** The default of SANCTIONS_THRESHOLD: at or above it a match sets isSanctioned. */
export const DEFAULT_THRESHOLD = 0.9;

const GENERIC_WEIGHT = 0.35;
/** Score multiplier of a weak alias (EU strong="false", UN quality Low, OFAC remark a.k.a.). */
export const WEAK_ALIAS_FACTOR = 0.85;
const COUNTRY_BONUS = 0.05;
const SAME_NAME_SAME_COUNTRY_CAP = 0.87;
const OTHER_COUNTRY_CAP = 0.85;
/** The most a former name scores when the company is not shown to have borne it on the listing day. */
export const FORMER_NAME_CAP = 0.85;

// `S.A.`, `R.L.`, `C.V.`: joined before folding so they fold to one legal-form word.
const INITIALISM = /(?<![\p{L}\p{N}])(?:\p{L}\.\s?){2,}/gu;

// The forms that are also name words (AMBIGUOUS_LEGAL_FORMS), removed before folding, while the
// quotes that tell them from the name are still there: a Cyrillic one anywhere, a Latin one first
// before a quote or last after a quote or a comma.
const QUOTE = '["\'«»“”„‟‘’‹›]';
const LATIN_FORM = `(?:${AMBIGUOUS_LEGAL_FORMS.latin.join('|')})`;
const AMBIGUOUS_FORM = new RegExp([
  `(?<![\\p{L}\\p{N}])(?:${AMBIGUOUS_LEGAL_FORMS.cyrillic.join('|')})(?![\\p{L}\\p{N}])`,
  `^\\s*${LATIN_FORM}\\.?\\s*(?=${QUOTE})`,
  `(?<=${QUOTE}|,)\\s*${LATIN_FORM}\\.?\\s*$`,
].join('|'), 'gu');

/**
 * The tokens of an entity's name that identify it: folded, legal forms of any country removed.
 * The other countries' phrases go first: the four countries' own hold `joint stock company`, which
 * removed first left the `public`, `open` or `closed` of `Public Joint Stock Company` (as the lists
 * write a Russian PAO, OAO or ZAO) as a word of the name, so `PUBLIC JOINT STOCK COMPANY
 * STROITEKHMONTAZH` no longer met `SIA "Stroitehmontažs"`, listed in its country. The forms of
 * Kazakhstan, Belarus and an individual entrepreneur (TOO, ODO, UP, IP, FOP) are removed too, those
 * that are also name words only where written as a form (AMBIGUOUS_LEGAL_FORMS).
 */
export function entityNameTokens(name: string): string[] {
  const joined = name.replace(AMBIGUOUS_FORM, ' ').replace(INITIALISM, (m) => m.replace(/[.\s]/g, '') + ' ');
  let text = ' ' + foldText(joined) + ' ';
  for (const phrase of FOREIGN_LEGAL_FORM_PHRASES) {
    if (text.includes(' ' + phrase + ' ')) text = text.split(' ' + phrase + ' ').join(' ');
  }
  return foldedNameTokens(text.trim()).filter((t) => !FOREIGN_LEGAL_FORM_WORDS.has(t));
}

export function tokenWeight(token: string): number {
  if (STOP_WORDS.has(token)) return 0;
  return GENERIC_WORDS.has(token) ? GENERIC_WEIGHT : 1;
}

/**
 * A listed entity's name (its tokens) as the Baltic registers write a name of Russian origin, by
 * the readings person names get (domain/name-transliterations.ts): the lists write `OOO
 * Stroitekhmontazh`, the Latvian register `SIA Stroitehmontažs` (kh as h, zh as ž, ts as c, ya as
 * ja …), two or more letters apart, which the word comparison reads as no pair or a weak one.
 * Only identifying words are respelt: a generic or stop word keeps its spelling and its weight.
 * A reading is kept only where a word differs by more than a Latvian ending `-s`, which the word
 * comparison already reads (0.95).
 */
export function entityRegisterSpellings(tokens: readonly string[]): string[][] {
  const respelt = tokens.map((t) => tokenWeight(t) === 1 && !/\d/.test(t));
  if (!respelt.includes(true)) return [];
  const out = new Map<string, string[]>();
  // The Estonian register's ч is `tš` (`Tšernomorets`), as the person readings read it too (eeTs).
  for (const reading of registerReadings(tokens, false, { eeTs: true })) {
    const words = reading.map((w, i) => (respelt[i] ? w : tokens[i]!));
    const differs = words.some((w, i) => w !== tokens[i] && w !== `${tokens[i]}s` && `${w}s` !== tokens[i]);
    if (differs) out.set(words.join(' '), words);
  }
  return [...out.values()];
}

export interface TokenComparison {
  /** Weighted similarity of the two token lists, 0..1, before caps. */
  similarity: number;
  /** The words that carry identity (not generic, not stop words) found on both sides. */
  informative: string[];
  /** How the names were aligned: word by word, or written together (`AEROCARIBBEAN`). */
  path: 'tokens' | 'joined';
}

/** A name's tokens with what every comparison needs computed once (screening prepares each list name once). */
export interface PreparedName {
  tokens: string[];
  weights: number[];
  /** Sum of the weights: the name's size in a weighted similarity. */
  total: number;
  /** The words without stop words, written together. */
  joined: string;
  /** The identifying words (weight 1). */
  informative: string[];
}

export function prepareName(tokens: string[]): PreparedName {
  const weights = tokens.map(tokenWeight);
  return {
    tokens, weights, total: weights.reduce((s, w) => s + w, 0),
    joined: tokens.filter((_, i) => weights[i]! > 0).join(''),
    informative: tokens.filter((_, i) => weights[i] === 1),
  };
}

const prepared = (x: string[] | PreparedName): PreparedName => (Array.isArray(x) ? prepareName(x) : x);

/**
 * The highest similarity two names can reach whatever their words: the smaller weight over the
 * mean weight. Screening skips candidates that cannot reach the reporting floor this way.
 */
export function similarityBound(a: PreparedName, b: PreparedName): number {
  return a.total === 0 || b.total === 0 ? 0 : (2 * Math.min(a.total, b.total)) / (a.total + b.total);
}

/** Weighted Dice similarity of two token lists with fuzzy word pairs, or of the joined words. */
export function compareTokens(x: string[] | PreparedName, y: string[] | PreparedName): TokenComparison {
  const a = prepared(x);
  const b = prepared(y);
  if (a.total === 0 || b.total === 0) return { similarity: 0, informative: [], path: 'tokens' };
  const used: boolean[] = new Array(a.tokens.length).fill(false);
  let matched = 0;
  const informative: string[] = [];
  // Heavier and longer words of b pick their partner first.
  const order = b.tokens.map((_, i) => i).sort((i, j) => b.weights[j]! - b.weights[i]! || b.tokens[j]!.length - b.tokens[i]!.length);
  for (const j of order) {
    const tb = b.tokens[j]!;
    let best = -1;
    let bestSim = 0;
    for (let i = 0; i < a.tokens.length; i++) {
      if (used[i]) continue;
      const s = tokenSimilarity(a.tokens[i]!, tb);
      if (s > bestSim) { bestSim = s; best = i; }
    }
    if (best < 0) continue;
    used[best] = true;
    matched += bestSim * (a.weights[best]! + b.weights[j]!) / 2;
    if (a.weights[best] === 1 && b.weights[j] === 1) informative.push(tb);
  }
  const similarity = Math.min(1, (2 * matched) / (a.total + b.total));
  // `AERO CARIBBEAN` and `AEROCARIBBEAN`: the same letters with other spacing.
  if (similarity < 0.95 && a.tokens.length !== b.tokens.length && Math.min(a.joined.length, b.joined.length) >= 8) {
    const d = a.joined === b.joined ? 0 : boundedLevenshtein(a.joined, b.joined, 1);
    const joinedSim = d === 0 ? 0.95 : d === 1 ? 0.9 : 0;
    if (joinedSim > similarity) {
      // What both sides agree on is the lesser of their identifying words.
      const lesser = a.informative.join('').length <= b.informative.join('').length ? a.informative : b.informative;
      return { similarity: joinedSim, informative: lesser, path: 'joined' };
    }
  }
  return { similarity, informative, path: 'tokens' };
}

/**
 * The most a name alone may score given the identity it carries: nothing but common words 0.6;
 * up to 4 identifying letters 0.7 (`EMMA`); one identifying word of 5–6 letters 0.8, a longer one
 * 0.87; several words with fewer than 10 letters together 0.87 (`Casa de Cuba`); else no cap.
 * A cap of 0.87 reaches the threshold only with the country agreeing.
 */
export function nameEvidenceCap(informative: string[]): { cap: number; reason: string | null } {
  if (informative.length === 0) return { cap: 0.6, reason: 'generic_words_only' };
  const letters = informative.join('').length;
  if (letters <= 4) return { cap: 0.7, reason: 'short_name' };
  if (informative.length === 1) {
    if (letters <= 6) return { cap: 0.8, reason: 'single_short_word' };
    return { cap: 0.87, reason: 'single_word' };
  }
  if (letters < 6) return { cap: 0.8, reason: 'short_name' };
  if (letters < 10) return { cap: 0.87, reason: 'short_words' };
  return { cap: 1, reason: null };
}

/** Whether the entry's countries include the company's: true, false, or null when the list gives none. */
// Åland is a region of Finland with an ISO code of its own (AX): YTJ registers its companies as
// Finnish, while a list may give an entry there as AX (the EU's countryIso2Code, `Åland Islands`).
const REGION_OF: Readonly<Record<string, string>> = { AX: 'FI' };

export function countryAgreement(companyCountry: string | null, entryCountries: readonly string[]): boolean | null {
  if (!companyCountry || entryCountries.length === 0) return null;
  return entryCountries.some((c) => c === companyCountry || REGION_OF[c] === companyCountry);
}

export interface EntityNameScore {
  score: number;
  features: {
    nameSimilarity: number;
    matchedTokens: string[];
    path: 'tokens' | 'joined';
    cap: string | null;
    countryMatch: boolean | null;
    weakAlias: boolean;
  };
}

/** Scores a company (or an owning legal entity) name against one name of an entity entry. */
export function scoreEntityName(input: {
  companyTokens: string[] | PreparedName;
  companyCountry: string | null;
  aliasTokens: string[] | PreparedName;
  weak: boolean;
  entryCountries: readonly string[];
  /** The listed name read as a register writes it (entityRegisterSpellings): never the very same name. */
  respelt?: boolean;
}): EntityNameScore {
  const compared = compareTokens(input.companyTokens, input.aliasTokens);
  const cmp = input.respelt ? { ...compared, similarity: Math.min(compared.similarity, REGISTER_SPELLING_SIMILARITY) } : compared;
  const countryMatch = countryAgreement(input.companyCountry, input.entryCountries);
  let { cap, reason } = nameEvidenceCap(cmp.informative);
  // A register refuses a name already taken in its country: the very same name, listed in the
  // company's own country, is one company unless the name is too short or too common to say.
  if (cmp.similarity === 1 && cmp.path === 'tokens' && countryMatch === true && cap < SAME_NAME_SAME_COUNTRY_CAP
    && cmp.informative.join('').length > 4) {
    cap = SAME_NAME_SAME_COUNTRY_CAP;
  }
  let score = Math.min(cmp.similarity, cap);
  if (cmp.similarity > 0 && countryMatch === true) score = Math.min(1, score + COUNTRY_BONUS);
  // The list places the entry elsewhere: a company registered here is another legal person with
  // the same name (a namesake, a subsidiary, a front) — a candidate for a human, never a hit.
  const elsewhere = countryMatch === false && score > OTHER_COUNTRY_CAP;
  if (elsewhere) score = OTHER_COUNTRY_CAP;
  if (input.weak) score *= WEAK_ALIAS_FACTOR;
  return {
    score: round(score),
    features: {
      nameSimilarity: round(cmp.similarity),
      matchedTokens: cmp.informative,
      path: cmp.path,
      cap: cmp.similarity > cap ? reason : elsewhere ? 'listed_in_other_country' : null,
      countryMatch,
      weakAlias: input.weak,
    },
  };
}

/**
 * Why a match on a company's former name is held below the threshold, or null when it is not: a
 * name the company bore on the day the entry was listed (the name ended on or after that day)
 * names this company as much as its current name does. Listed after the name was given up, or
 * with either date unknown, the list may mean whoever bears the name now, or the company under a
 * name it shed: a reviewer decides.
 */
export function formerNameCap(listedOn: string | null, nameValidTo: string | null): 'former_name_before_listing' | 'former_name_dates_unknown' | null {
  if (listedOn === null || nameValidTo === null) return 'former_name_dates_unknown';
  return nameValidTo >= listedOn ? null : 'former_name_before_listing';
}

export { boundedLevenshtein, round, tokenSimilarity } from './sanctions-tokens.ts';
export {
  personNameTokens, personNameTokensOfSlavic, estonianOTildeIsOnlyY, comparePersonTokens, birthDateAgreement, scorePersonMatch, pairsByTypo, registerSpellings, readListedName, spellingDistance, namesakesMatter, namesakesCounted, namesakesOf, birthYearStem, COMMON_NAME_CAP,
} from './sanctions-persons.ts';
export { REGISTER_SPELLING_SIMILARITY };
export { isSlavicTransliteration } from './sanctions-name-slavic.ts';
export type { BirthAgreement, RegisterBirth } from './sanctions-persons.ts';
export { registrationKeyOf, companyRegistrationKey, isRegistrationIdentifierType, scoreRegistrationMatch } from './sanctions-identifiers.ts';
