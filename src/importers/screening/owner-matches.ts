// Matches of a company through the holders that control it: a listed person (name and birth
// date) or a listed entity (its registration number or its name) as beneficial owner, owner of a
// sole trader, general partner of a partnership, or majority or sole member/stockholder.
import type { Country } from '../../domain/country.ts';
import { GENERAL_PARTNER, LIMITED_PARTNER } from '../../domain/partner-roles.ts';
import { CO_OWNER_POSITION, JOINT_OWNER_POSITION } from '../../domain/joint-holding.ts';
import {
  REGISTER_SPELLING_SIMILARITY, WEAK_ALIAS_FACTOR, birthDateAgreement, birthYearStem, comparePersonTokens, entityNameTokens, estonianOTildeIsOnlyY, namesakesCounted,
  namesakesMatter, pairsByTypo, personNameTokens, personNameTokensOfSlavic, round, scorePersonMatch, spellingDistance,
} from '../../domain/sanctions-matching.ts';
import { foldTokens, personNameKey } from '../../domain/fold.ts';
import { russianOfLithuanianNominative } from '../../domain/sole-trader-name.ts';
import { HOLDER_ABROAD, isHeldAbroad } from '../../domain/holder-country.ts';
import { isSeparateVatNumber } from '../../domain/sanctions-identifiers.ts';
import type { ControllingHolder } from '../../store/screening-write.ts';
import { candidateNames, type EntryIndex } from './entry-index.ts';
import { nameMatches, registrationMatches, type Match } from './company-matches.ts';

// A partner's position says what the member is (and why a general partner counts whatever its
// share), a joint owner's that the share is of a holding shared with others; other positions add
// nothing to the role, and their evidence stays as it was.
const TOLD_POSITIONS: ReadonlySet<string> = new Set([GENERAL_PARTNER.position, LIMITED_PARTNER.position, JOINT_OWNER_POSITION, CO_OWNER_POSITION]);

function holderFeatures(h: ControllingHolder): Record<string, unknown> {
  return {
    ownerName: h.personName, ownerRole: h.role,
    // An officer's position is what it is to the company (board_member, procurator): always told.
    ...(h.position != null && (TOLD_POSITIONS.has(h.position) || h.role === 'officer') ? { ownerPosition: h.position } : {}),
    sharePercent: h.sharePercent,
    ...(h.holdingPercent != null ? { holdingPercentFromAmounts: h.holdingPercent } : {}),
    // The day the holding began, kept beside the match: an owner listed before buying in is
    // flagged from that day, not from the listing (services/compliance.ts); null where not given.
    ownerSince: h.since ? h.since.slice(0, 10) : null,
  };
}

/**
 * Whether an owner's nationality, where its register gives one (UR's beneficial owners), is among
 * the countries the list gives the entry (its citizenships, nationalities and addresses): evidence
 * for a reviewer beside the birth date, never weighed in the score (docs/sanctions.md, "Nationality").
 * Only the agreement is kept, not the owner's codes, as birthDateMatch keeps no date; the list's
 * countries are the list's own text. Nothing where either side gives none.
 */
export function nationalityFeatures(h: ControllingHolder, listed: readonly string[]): Record<string, unknown> {
  const owner = ownerNationality(h.nationality ?? null);
  const countries = [...new Set(listed.filter((c) => /^[A-Z]{2}$/.test(c)))];
  if (owner.length === 0 || countries.length === 0) return {};
  return { nationalityMatch: owner.some((c) => countries.includes(c)) ? 'agrees' : 'differs', listedCountries: countries };
}

function ownerNationality(json: string | null): string[] {
  if (json === null) return [];
  const codes = JSON.parse(json) as unknown;
  return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
}

/**
 * How many different people the registers hold under an order-free name key (personNameKey),
 * the holder among them, or only those born in the year `bornIn` (birthYearStem): screening reads
 * it from the roles (store/screening-write.ts), once a name.
 */
export type NamesakeCount = (nameKey: string, bornIn?: string | null) => number;

/**
 * A natural person compared with the listed persons: an owner the register names, or the entrepreneur
 * a sole trader's business name holds (sole-trader-matches.ts). `reading`: the name read by a rule of
 * grammar (a Lithuanian genitive read as the nominative, a Russian name without its Lithuanian
 * endings): the very same name where it gives the listed name's own words, as the name written so
 * would be; against a register's spelling of a listed name, a reading as that spelling is.
 */
export interface ComparedPerson {
  tokens: string[];
  /** The words with the Estonian `õ` between consonants read as the Russian `ы` (personNameTokensOfSlavic), compared with a listed Slavic name; absent where the name writes none. */
  slavicTokens?: string[];
  /** Whether a word so read is Slavic (`Bõkov`), so that the `õ` is compared as `ы` alone; else the name as written is compared too (`Ivan Põld`). */
  slavicOnly?: boolean;
  nameKey: string;
  birthDate: string | null;
  birthKey: string | null;
  reading?: string;
  /** The evidence of the person, before the comparison's (the owner's name, role, share …): made for a match alone. */
  features: () => Record<string, unknown>;
  /** The evidence the entry's countries give beside the person's (an owner's nationality), after the comparison's. */
  countryFeatures?: (entryCountries: readonly string[]) => Record<string, unknown>;
}

function personOwnerMatches(index: EntryIndex, h: ControllingHolder, floor: number, namesakes: NamesakeCount): Match[] {
  const compared = (name: string, reading?: string) => listedPersonMatches(index, {
    tokens: personNameTokens(name), ...slavicTokensOf(name), nameKey: personNameKey(name), birthDate: h.birthDate, birthKey: h.birthKey,
    features: () => ({ ...holderFeatures(h), ownerType: 'person' }), countryFeatures: (countries) => nationalityFeatures(h, countries),
    ...(reading !== undefined ? { reading } : {}),
  }, floor, namesakes);
  const out = compared(h.personName);
  // A Russian, Ukrainian or Belarusian name the Lithuanian register writes with Lithuanian endings
  // (`Michailas Chodorkovskis`, `Jurijus Chomenko`) read without them too, as a sole trader's name is
  // (sole-trader-matches.ts): `Michailas` is two letters from `Michail` in a word of seven, no typo.
  const russian = russianOfLithuanianNominative(foldTokens(h.personName));
  if (russian === null) return out;
  const reading = russian.join(' ');
  return bestExplainedOfEach([...out, ...compared(reading, reading)], personNameTokens(h.personName));
}

/**
 * One match an entry of a person compared as written and as read: the one that explainsBetter
 * (`written`, the name's words as the register writes them), whatever order they were made in.
 */
export function bestExplainedOfEach(matches: readonly Match[], written: readonly string[]): Match[] {
  const best = new Map<number, Match>();
  for (const m of matches) {
    const kept = best.get(m.entry);
    if (kept === undefined || explainsBetter(m, kept, written)) best.set(m.entry, m);
  }
  return [...best.values()];
}

/** ComparedPerson's slavicTokens of a name as the register writes it, none where it writes no Estonian `õ` between consonants. */
export const slavicTokensOf = (name: string): Pick<ComparedPerson, 'slavicTokens' | 'slavicOnly'> => {
  const words = personNameTokensOfSlavic(name);
  return words === null ? {} : { slavicTokens: words, slavicOnly: estonianOTildeIsOnlyY(name) };
};

/** The listed persons a person's name (and birth, where known) matches, the best name of each entry. */
export function listedPersonMatches(index: EntryIndex, p: ComparedPerson, floor: number, namesakes: NamesakeCount): Match[] {
  const { tokens: written, nameKey: ownerKey } = p;
  if (written.length < 2) return [];
  const best = new Map<number, Match>();
  const ids = candidateNames(index.personKeys, written);
  if (p.slavicTokens) for (const id of candidateNames(index.personKeys, p.slavicTokens)) ids.add(id);
  for (const id of ids) {
    const n = index.personNames[id]!;
    // An Estonian `õ` between consonants is a Slavic name's `ы`: `Bõkov` is Быков (`BYKOV`), not Боков (`BOKOV`).
    // Yet in a word that is no Slavic one so read it is the Estonian name's own `õ`, which an English
    // list writes `o` (`Ivan Põld` for a listed `Ivan POLD`, a Slavic name by its `Ivan`): the name as
    // written is compared too, and wins where it pairs as closely, so the exact reading never loses to the `ы`.
    const readAsY = n.slavic && p.slavicTokens !== undefined;
    const asWritten = readAsY && p.slavicOnly ? 0 : comparePersonTokens(written, n.tokens, n.exact === true);
    const asY = readAsY ? comparePersonTokens(p.slavicTokens!, n.tokens, n.exact === true) : 0;
    const tokens = asY > asWritten ? p.slavicTokens! : written;
    const compared = Math.max(asWritten, asY);
    if (compared === 0) continue;
    // A reading is the listed name respelt, and so is the owner's `õ` read as `ы`: never the very same name.
    // A business name's genitive read as its nominative (p.reading) is the name in another case, not a
    // spelling: where it gives the listed name's own words (`Jono Jonaičio IĮ`, `Jonas JONAITIS`) it is
    // the very same name, as `Jonas Jonaitis IĮ` is.
    const respelt = n.spelling !== undefined || tokens !== written;
    const nameSimilarity = respelt ? Math.min(compared, REGISTER_SPELLING_SIMILARITY) : compared;
    const sameName = !respelt && ownerKey === personNameKey(n.name);
    const e = index.entries[n.entry]!;
    const birth = birthDateAgreement({ birthDate: p.birthDate, birthKey: p.birthKey }, e.birthDates);
    const typo = !n.exact && compared < REGISTER_SPELLING_SIMILARITY && pairsByTypo(tokens, n.tokens);
    const unheld = scorePersonMatch(nameSimilarity, birth, sameName, 1, typo);
    // Below the floor as it is, no count can raise it: the registers are not read for it.
    if (round(n.weak ? unheld * WEAK_ALIAS_FACTOR : unheld) < floor) continue;
    // Name and birth year or month alone, or a name the list gives no birth date for: whether the
    // name is rare in the registers (among those born that year, for a month) decides whether it
    // can tell the listed person (sanctions-persons.ts).
    const people = !namesakesMatter(birth) ? null
      : namesakesCounted(birth) === 'year' ? namesakes(ownerKey, birthYearStem({ birthDate: p.birthDate, birthKey: p.birthKey })) : namesakes(ownerKey);
    let score = people === null ? unheld : scorePersonMatch(nameSimilarity, birth, sameName, people, typo);
    const held = score < unheld;
    if (n.weak) score *= WEAK_ALIAS_FACTOR;
    score = round(score);
    if (score < floor) continue;
    // Of two names scoring alike, the one the owner's name is closer to: the list's own spelling
    // (an alias Gennadijs Kuzņecovs) rather than a reading of another of its names; of two as close,
    // the one a reader follows more easily (explainsBetter), whatever order the readings came in.
    const kept = best.get(n.entry);
    if (kept && (kept.score > score || (kept.score === score && (kept.features.nameSimilarity as number) > round(nameSimilarity)))) continue;
    const match: Match = {
      entry: n.entry, list: e.list, entryId: e.entryId, matchedOn: 'owner', matchedName: n.name, score,
      features: {
        ...p.features(), nameSimilarity: round(nameSimilarity), sameName, birthDateMatch: birth, weakAlias: n.weak,
        ...p.countryFeatures?.(e.countries),
        // Both where both were read (a genitive's nominative matching a document's reading of the listed
        // name, `Mykolos Azarovo IĮ` for `Nikolai AZAROV`): the explanation names each.
        ...(n.spelling ? { registerSpelling: n.spelling } : {}), ...(p.reading !== undefined ? { nameReading: p.reading } : {}),
        ...(tokens !== written ? { estonianOAsY: tokens.join(' ') } : {}),
        ...(people !== null ? { namesakes: people } : {}), ...(held ? { cap: 'common_name' } : {}),
      },
    };
    if (kept && kept.score === score && !explainsBetter(match, kept, written)) continue;
    best.set(n.entry, match);
  }
  return [...best.values()];
}

/**
 * Of two matches of one listed person, whether `a` is the better: the higher score, then the higher
 * name similarity, then, as alike, the one a reader follows more easily from the name as the
 * register writes it (`written`): the reading of that name nearest to it (none at all first: a
 * Lithuanian genitive read as the nominative only where the name as written pairs no better), then
 * the listed spelling nearest to the words compared (`sergej lavrov` for the reading `sergej lavrov`
 * rather than the Latvian `sergejs lavrovs`), then the listed name as written before a reading of it,
 * then the alphabet, so the explanation never depends on the order the readings are made in.
 */
export function explainsBetter(a: Match, b: Match, written: readonly string[]): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.features.nameSimilarity !== b.features.nameSimilarity) return (a.features.nameSimilarity as number) > (b.features.nameSimilarity as number);
  const ka = readingKey(a, written);
  const kb = readingKey(b, written);
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]!;
  return false;
}

/** What explainsBetter weighs of a match, least first: the reading's distance, the listed spelling's, a reading of the listed name at all, the names. */
function readingKey(m: Match, written: readonly string[]): Array<number | string> {
  const reading = typeof m.features.nameReading === 'string' ? m.features.nameReading.split(' ') : null;
  const spelling = typeof m.features.registerSpelling === 'string' ? m.features.registerSpelling.split(' ') : null;
  const compared = reading ?? written;
  const listed = spelling ?? personNameTokens(m.matchedName ?? '');
  return [
    reading === null ? 0 : spellingDistance(written, reading), spellingDistance(compared, listed), spelling === null ? 0 : 1,
    m.matchedName ?? '', listed.join(' '), compared.join(' '),
  ];
}

function entityOwnerMatches(index: EntryIndex, companyCountry: Country, h: ControllingHolder, floor: number): Match[] {
  const out: Match[] = [];
  // A holder whose register is known (a company of the same register, or one of another of the
  // four countries the register names) is compared as that company is on its own: an entity
  // listed only elsewhere does not make it, nor what it owns, listed. A holder of a register the
  // service does not hold (another country, or none named) is no company of the owned one's
  // country: a listing of that country under the same number is another company's. Its country,
  // where the register names it (RIK's valis_kood_riik: RU for an OOO), counts where the list
  // agrees, as a company's own does (the same number listed in that country, the same name placed
  // there), and is not weighed against it where the list places the entity elsewhere: a holder in
  // Cyprus named like an entity the list places in Russia is as likely the listed one held through
  // a front as a namesake.
  const abroad = isHeldAbroad(h.holderCountry);
  const holderCountry = (abroad ? null : h.holderCountry ?? null) as Country | null;
  const namedAbroad = abroad && h.holderCountry !== HOLDER_ABROAD ? h.holderCountry! : null;
  const countryFeature = namedAbroad !== null ? { holderCountry: namedAbroad } : {};
  // A holder named by its EE or LT VAT number (RIK keeps an LT holder's as written) is compared by
  // its name only: the lists' EE and LT VAT numbers are left out, and its digits are no company code.
  if (h.holderRegcode && !isSeparateVatNumber(h.holderRegcode)) {
    const numberCountry = holderCountry ?? namedAbroad ?? companyCountry;
    for (const m of registrationMatches(index, numberCountry as Country, h.holderRegcode, entityNameTokens(h.personName), holderCountry !== null)) {
      const listedIn = (m.features.identifier as { country: string | null }).country;
      if (abroad && listedIn === companyCountry) continue;
      out.push({ ...m, matchedOn: 'owner', features: { ...holderFeatures(h), ownerType: 'entity', via: 'registration_number', ...countryFeature, ...m.features } });
    }
  }
  for (const m of nameMatches(index, holderCountry ?? namedAbroad, h.personName, floor, undefined, namedAbroad !== null)) {
    out.push({ ...m, matchedOn: 'owner', features: { ...holderFeatures(h), ownerType: 'entity', via: 'name', ...countryFeature, ...m.features } });
  }
  return out;
}

export function ownerMatches(index: EntryIndex, companyCountry: Country, h: ControllingHolder, floor: number, namesakes: NamesakeCount): Match[] {
  return h.entityType === 'legal_entity'
    ? entityOwnerMatches(index, companyCountry, h, floor)
    : personOwnerMatches(index, h, floor, namesakes);
}
