// GET /persons/check and /persons/new-registrations: the company associations of one person,
// found by the order-free folded name and the birth date (API.md, data-sources README).
import type { Database } from '../store/open.ts';
import { COUNTRIES, type Country } from '../domain/country.ts';
import type { CompanyStatus, Role } from '../domain/records.ts';
import { isNameOfInitials, isOneWordName, personNameIssue, personNameRead, typedPersonName } from '../domain/person-name-typed.ts';
import { maidenNameRead } from '../domain/person-name-maiden.ts';
import { withoutInitialsBeforeGivenName, withoutMiddleInitials } from '../domain/person-name-initial.ts';
import { passportTypedSpellings } from '../domain/person-name-passport-typed.ts';
import { longVowelReadings, type LongVowelReading } from '../domain/person-name-long-vowels.ts';
import { estonianDigitReadings } from '../domain/person-name-estonian-digits.ts';
import { typedPairs, typedPairsHeld, writesTypedPairs } from '../domain/person-name-pairs-transliterated.ts';
import { spelledOutNameReadings, type SpelledNameReading } from '../domain/spelled-letters.ts';
import { estonianInCyrillicNameKeys, finnishTypedLoosely, plainTypedMarksNameKeys } from '../domain/estonian-in-cyrillic.ts';
import { personCheckNameKeys } from '../domain/name-transliterations.ts';
import { fullerOrShorterNames, hyphenedWords, joinedAsTyped } from '../domain/person-name-fuller.ts';
import { masculineSurnameSpelled, masculineSurnameTyped, type MasculineSurnameSpelled } from '../domain/latvian-surname-gender.ts';
import { mistypedBy } from '../domain/person-name-mistyped.ts';
import { birthKeyFromIsoDate, isIsoDate, isNotAfterToday, NOT_AFTER_TODAY_RULE, REAL_DATE_RULE, registersToday, startsAfter } from '../domain/dates.ts';
import { birthDateWrittenOtherwiseRule } from '../domain/birth-date-written-otherwise.ts';
import { companyFormInPersonName } from '../domain/person-name-company-form.ts';
import { InvalidParameterError, NotFoundError } from '../domain/errors.ts';
import { misEncodedNameRule } from '../domain/person-name-mis-encoded.ts';
import { QUERY_WORDS, type ArgumentWords } from '../domain/argument-words.ts';
import { otherBirthDateInName } from '../domain/person-name-other-birth-date.ts';
import { birthDateMatchOf } from '../domain/birth-date-match.ts';
import { representationOf } from '../domain/representation.ts';
import {
  personAssociations, personAssociationsSeenSince, personKnown, personNamesBorn, NAME_KEY_SLOTS,
  candidateAssociations, candidateAssociationsSeenSince, candidateCount, nameKeysHeld, personCandidateCount,
  type AssociationRow, type BirthMatch, type CompanyKey,
} from '../store/persons-read.ts';
import type {
  AssociationView, CandidateView, CheckedAssociationView, CompanyFlagsView, NewRegistrationKeyView, NewRegistrationView, NewRegistrationsView, PersonCheckView, SourceView,
} from './views.ts';
import { companySanctioned, roleSanctions, type CompanySanctionedView, type PersonScreening, type RoleSanctionsView } from './person-sanctions.ts';
import { holdingsOnce } from './holdings-once.ts';
import { companyPage, newestFirst, newestInstant, type SeenRow } from './new-registrations-page.ts';
import { emptyWindowThrough, hoursAfter } from './person-files-published.ts';
import { BUSINESS_NAME, isSoleTraderRow, soleTradersNamed, withSoleTraders, type SoleTraderRow } from './persons-sole-traders.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import { sourceViews } from './source-views.ts';
import { caseUnsureHint, nominativeFound, type CaseUnsure } from './person-name-case-read.ts';
import { companyStatus, instantMillis, isoDate, isoInstant } from './view-values.ts';

// The most rows one answer reads: a bound on the work of one request, far above any real person.
// Below it every row of the person is read (a statement sorts them all anyway, so a smaller bound
// saves nothing), and `limit` companies are taken from them with all their roles.
const MAX_ROWS = 5000;

// The REST schema refuses both before a request gets here (http/schemas/common.ts, BirthDate);
// this holds the same rule for every other caller of the services.
function birthMatch(birthDate: string, now: Date, words: ArgumentWords): BirthMatch {
  if (typeof birthDate !== 'string' || !isIsoDate(birthDate)) {
    const personalCode = typeof birthDate === 'string' ? birthDateWrittenOtherwiseRule(birthDate, now, words) : null;
    throw new InvalidParameterError([{ parameter: 'birthDate', in: 'query', message: personalCode ?? REAL_DATE_RULE }]);
  }
  if (!isNotAfterToday(birthDate, now)) {
    throw new InvalidParameterError([{ parameter: 'birthDate', in: 'query', message: NOT_AFTER_TODAY_RULE }]);
  }
  return { date: birthDate, yearMonth: birthDate.slice(0, 7), maskedKey: birthKeyFromIsoDate(birthDate) };
}

/**
 * The birth asked for, as birthMatch reads it, once the name is one a register could write: a
 * name holding no letter (NAME_WITHOUT_LETTER_RULE), or two people's names (twoNamesIn), is
 * refused, told beside a birthDate refused too (the two columns of a spreadsheet swapped are told at once).
 * Two names a comma alone joins are one person's where a register names someone born that day
 * by the whole name (`Fernandes Silva, João Pedro`, written surname first): only the registers
 * tell it from `Ozola Anna, Bērziņš Jānis`.
 */
function personAsked(db: Database, name: string, birthDate: string, now: Date, words: ArgumentWords): BirthMatch {
  let asked: BirthMatch | null = null;
  let birthError: InvalidParameterError | null = null;
  try {
    asked = birthMatch(birthDate, now, words);
  } catch (error) {
    if (!(error instanceof InvalidParameterError)) throw error;
    birthError = error;
  }
  const registeredAsOne = () => {
    if (asked === null) return false;
    const today = registersToday(now);
    const { readings, firstSpelledOut, passportSpelled } = nameReadings(db, name, namesUnder(db, asked, today));
    return (readings.length > 0 && personKnown(db, readings, asked, today))
      || firstSpelledOut((keys) => personKnown(db, keys, asked!, today), namesUnder(db, asked, today)) !== null
      || passportSpelled((keys) => personKnown(db, keys, asked!, today)) !== null;
  };
  // A name its client's encoding garbled names no one as it came; a date or personal code in it
  // other than birthDate leaves which person is meant to the client (REST's query rules tell both
  // first; here for every caller).
  const typed = String(name ?? '');
  const refused = misEncodedNameRule(typed, words)
    ?? personNameIssue(typedPersonName(typed), companyFormInPersonName, registeredAsOne)
    ?? (asked !== null && isIsoDate(birthDate) ? otherBirthDateInName(typed, birthDate, words, now) : null);
  const nameIssue = refused === null ? [] : [{ parameter: 'name', in: 'query' as const, message: refused }];
  if (birthError !== null) throw nameIssue.length > 0 ? new InvalidParameterError([...nameIssue, ...birthError.errors]) : birthError;
  if (nameIssue.length > 0) throw new InvalidParameterError(nameIssue);
  return asked!;
}

function boundedCount(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(1, Math.floor(value))) : max;
}

/**
 * A role as both person answers list it, on `today` (the registers' day). One whose start the
 * register dates after that day is `announced`: VID enters a company in the micro-enterprise tax
 * regime from a later day, and its members' link, listed with since 2026-12-16 and no end, read as a
 * tie in force, as a compliance flag dated from a later day would (compliance.ts lists that one as
 * announced, not among the flags in force).
 */
function associationView(row: AssociationRow, today: string): AssociationView {
  const hasShare = row.share_percent !== null || row.share_amount !== null || row.share_currency !== null;
  const since = isoDate(row.since);
  const view: AssociationView = {
    regcode: row.regcode,
    country: row.country as Country,
    companyName: row.company_name,
    companyStatus: companyStatus(row.company_status),
    role: row.role as Role,
    position: row.position,
    since,
    announced: startsAfter(since, today),
    until: isoDate(row.until),
    share: hasShare ? { percent: row.share_percent, amount: row.share_amount, currency: row.share_currency } : null,
    personName: row.person_name,
    birthDateMatch: birthDateMatchOf(row.birth_date, row.birth_key, row.same_person),
    source: row.source,
    asOf: isoDate(row.as_of),
  };
  // Found by a name the register published for the role before: the answer says so, personName being the name now.
  if (row.former_name !== null) view.formerName = row.former_name;
  return view;
}

/**
 * A row of the person check: an association, and for an office the register's file stopped
 * listing (role_departures) the date of the first file without it; null for every other row.
 * New registrations list no departure (one is no new tie), and carry no unlistedOn.
 */
function checkedView(row: AssociationRow, today: string): Omit<CheckedAssociationView, keyof RoleSanctionsView | keyof CompanySanctionedView | keyof CompanyFlagsView> {
  return { ...associationView(row, today), unlistedOn: isoDate(row.unlisted_on), representation: representationOf(row.representation, row.representation_with_at_least) };
}

/**
 * The candidates as served, each with its candidateGroup: the roles the register tells are of one
 * person (the same person_group) share a number, 1, 2, … in the order the answer lists them;
 * null where it tells nothing. The number is this answer's own: the stored value is never served,
 * and a number names no one across answers or pages.
 */
function groupedCandidates<T, V extends AssociationView>(
  items: readonly T[], rowOf: (item: T) => AssociationRow, viewOf: (item: T) => V,
): Array<CandidateView<V>> {
  const groups = new Map<string, number>();
  return items.map((item) => {
    const group = rowOf(item).person_group;
    let candidateGroup: number | null = null;
    if (group !== null) {
      candidateGroup = groups.get(group) ?? groups.size + 1;
      groups.set(group, candidateGroup);
    }
    return { ...viewOf(item), candidateGroup };
  });
}

/**
 * How a typed name is read (`readings`, in one statement): as typed, folded and in any word order,
 * and as each register writes a name of Russian, Ukrainian or Belarusian origin
 * (domain/name-transliterations.ts), so `Sergey Petrov`, `Sergei Petrov` and `Sergejs Petrovs`
 * each find one person's roles as `Sergei Petrov` in EE and as `Sergejs Petrovs` in LV. Where no
 * reading finds the person, `spelledOut`: the name with letter pairs read as marked letters
 * (`Vaeinoe Salminen` for `Väinö Salminen`, domain/spelled-letters.ts), only where a register's name
 * under the key writes the marked letters there (`Maarja Saar` is no `Marja Sar`), after a name typed in
 * Cyrillic read as an Estonian one (`Тыну Метс`, domain/estonian-in-cyrillic.ts), with a word's
 * first `о`, `э` as Swedish letters (`Микко Острём`, Mikko Åström), as a Finnish name transcribed
 * (`Юрки Мякинен`: Jyrki), and, last, with plain letters as the marked ones Russian text writes
 * (`Микко Острем`, `Карл Стольберг`: Ståhlberg) and a Finnish name's letters typed single (`Пека`:
 * Pekka), tried one at a
 * time (the marked keys no role is under left out first: keysHeld), the first that finds someone
 * answering; before the marked keys, a Latvian name typed with its long vowels doubled (`Jaanis
 * Beerzinsh`: Jānis Bērziņš) or with an `h` after them (`Jahnis Behrzinsh`), only where a register's name under the key writes them long
 * (domain/person-name-long-vowels.ts). Where none does, the names of the people born that day that the name is within or
 * that are within it (a given name left out, added or written as its initial: fullerOrShorter).
 * The birth date must match in every case, so a reading that is some other person's name finds no one. Names are compared folded, so no name of the
 * registers is read the other way. HTML character references and titles (`Dr.`, `kungs`) are
 * read first (domain/person-name-typed.ts).
 */
function nameReadings(db: Database, name: string, namesOf?: (key: string) => string[]): NameReadings {
  const asTyped = personNameRead(String(name ?? ''));
  // A maiden name after the name (`Kadri Mets, née Tamm`): the name before it is read as typed, and
  // the names she was born with beside its readings, each hers (domain/person-name-maiden.ts).
  const maiden = maidenNameRead(asTyped);
  const typed = maiden?.name ?? asTyped;
  const oneWord = isOneWordName(typed);
  const initials = isNameOfInitials(typed);
  const keys = maiden === null ? personCheckNameKeys(typed) : withBornNames(personCheckNameKeys(typed), maiden.born);
  const pairsTyped = typedPairs(typed);
  const readings = namesOf === undefined ? keys : withPairsWritten(keys, typed, pairsTyped, namesOf);
  if (readings.length === 0) {
    return { readings: [], candidateKeys: [], spelledOut: () => [], guesses: () => [], loosely: () => null, firstSpelledOut: () => null, passportSpelled: () => null, marked: () => [], held: () => [], passedOver: [], pairsRead: () => [], pairsWrittenIn: () => false, pairsWrittenAt: () => false, digitsRead: () => [], digitsWrittenAt: () => false, feminineWritten: () => false, pairsTyped, pairsHeld: () => pairsTyped, oneWord, initials, typed };
  }
  // A candidate's name is the one asked for in full, as typed or as a register writes it: an
  // Estonian name typed in Cyrillic (`Тыну Метс`) is the register's `Tõnu Mets`, whose roles RIK
  // mostly gives no birth date since 2024-11-01. Within the keys one read takes.
  // A candidate gives no birth date to find its name under: the keys as read.
  const estonian = estonianInCyrillicNameKeys(typed).filter((key) => !keys.includes(key));
  // A middle initial typed (`Kadri K. Mets`): the candidates of the name without it too, whose
  // register gives no middle name to disagree with it (domain/person-name-initial.ts); its key first,
  // as the sole traders named after the person are read by the first key alone (`Kadri Mets FIE`).
  const withoutInitial = withoutMiddleInitials(typed);
  const initialLess = withoutInitial === null ? [] : personCheckNameKeys(withoutInitial).filter((key) => !keys.includes(key));
  const candidateKeys = estonian.length === 0 && initialLess.length === 0 ? keys
    : [...new Set([...initialLess.slice(0, 1), ...keys.slice(0, 1), ...initialLess.slice(1), ...keys.slice(1), ...estonian])].slice(0, NAME_KEY_SLOTS);
  // The spellings with letter pairs are computed only when the readings find no one; a name typed
  // in Cyrillic is read first as an Estonian name so transcribed (`Тыну Метс`, `Tõnu Mets`), its
  // one or two keys, then with its letter pairs, then with a word's first `о`, `э` as the Swedish
  // letters a Finnish name begins with (`Микко Острём`, `Mikko Åström`), then as a Finnish name
  // transcribed (`Юрки Мякинен`, Jyrki Mäkinen), last with plain letters as the marked ones Russian
  // text writes (`Микко Острем`, `Ханс Бекстрем`: Bäckström) and a Finnish name's letters typed
  // single (`Пека Хейкинен`, Pekka Heikkinen).
  let spelled: string[] | null = null;
  let markedKeys: string[] | null = null;
  // The keys of a Finnish name's letters typed single alone: guesses, a few dozen, read for the
  // person and the candidates, and as a name a given name was left out of only where the other
  // keys match no name born that day (fullerOrShorter, which compares each word of those names
  // with each of theirs).
  let doubledOnly: Set<string> | null = null;
  const marked = () => {
    if (markedKeys !== null) return markedKeys;
    const read = [...estonianInCyrillicNameKeys(typed, { wordStart: true }), ...estonianInCyrillicNameKeys(typed, { finnish: true }), ...plainTypedMarksNameKeys(typed)];
    const doubled = plainTypedMarksNameKeys(typed, { finnish: true });
    doubledOnly = new Set(doubled.filter((key) => !read.includes(key)));
    return (markedKeys = [...new Set([...read, ...doubled])].filter((key) => !readings.includes(key) && !estonian.includes(key)));
  };
  // The letter pairs read as one letter each (`Vaeinoe`, `Aastroem`): a pair is some name's own
  // letters too (`Maarja Saar`, `Michael`), so a key of them is the person only where a register's
  // name under it writes the marked letter at each pair read (writtenMarked); a name with a given name
  // left out or added, only where it writes them in the words read (fullerOrShorterRead).
  let pairs: Map<string, SpelledNameReading> | null = null;
  const pairReadings = () => (pairs ??= new Map(spelledOutNameReadings(typed).map((r) => [r.key, r])));
  let before: string[] | null = null;
  const beforeMarked = () => (before ??= [...new Set([...estonian, ...pairReadings().keys()])].filter((key) => !readings.includes(key)));
  const otherwise = () => [...new Set([...beforeMarked(), ...marked()])].filter((key) => !doubledOnly!.has(key) && !pairReadings().has(key));
  // The keys of pairs read that someone born that day is under, with no marked letter there: near
  // misses, which the 404 names as it names a name a letter or two from the one sent.
  const passedOver: Array<{ key: string; apart: number }> = [];
  const writtenSo = (key: string, namesOf?: (key: string) => string[]) => {
    const pair = pairReadings().get(key);
    if (pair === undefined || (namesOf !== undefined && namesOf(key).some(pair.writtenMarked))) return true;
    // Each pair read is one letter fewer than the name typed.
    const apart = readings[0]!.replace(/ /g, '').length - key.replace(/ /g, '').length;
    if (!passedOver.some((p) => p.key === key)) passedOver.push({ key, apart });
    return false;
  };
  // The marked keys are made only where the keys before them find no one: most names found so are found by those.
  // Of the marked keys, which are many and made up, those no role is under are left out by a read
  // per NAME_KEY_SLOTS keys: most are, and are asked no more.
  let heldKeys: string[] | null = null;
  const held = () => (heldKeys ??= keysHeld(db, marked()));
  // A Latvian name typed with its long vowels doubled (`Jaanis Beerzinsh`), after the letter pairs
  // and before the marked keys of a name typed in Cyrillic (which it never is): the person only
  // where a register's name under the key writes those long vowels (domain/person-name-long-vowels.ts).
  // So is an Estonian name typed with `6` for `õ` and `y` for `ü` (`Aivar J6gi`, `Jyri Kytt`), only
  // where the register writes those letters there (domain/person-name-estonian-digits.ts).
  let long: LongVowelReading[] | null = null;
  let digits: LongVowelReading[] | null = null;
  const digitReadings = () => (digits ??= estonianDigitReadings(typed).filter((r) => !readings.includes(r.key)));
  const longVowels = () => (long ??= [...longVowelReadings(typed), ...digitReadings()]
    .filter((r, i, all) => !readings.includes(r.key) && !beforeMarked().includes(r.key) && all.findIndex((o) => o.key === r.key) === i));
  const digitsRead = () => digitReadings().map((r) => r.key);
  const digitsWrittenAt = (key: string, registerName: string) => digitReadings().find((r) => r.key === key)?.writtenLong(registerName) === true;
  const firstSpelledOut = (has: (keys: string[]) => boolean, namesOf?: (key: string) => string[]) => beforeMarked().find((key) => has([key]) && writtenSo(key, namesOf))
    ?? (namesOf === undefined ? undefined : longVowels().find((r) => has([r.key]) && namesOf(r.key).some(r.writtenLong))?.key)
    ?? held().find((key) => !beforeMarked().includes(key) && has([key])) ?? null;
  const guesses = () => (marked(), [...doubledOnly!]);
  // The names of the day the typed name may be word for word, read last: a Finnish name with several
  // letters typed single or plain, a Latvian woman's with her family's masculine surname.
  // The masculine surname's `-š` typed `sh` (`Ieva Klavinsh`) is read as the `š` the feminine form drops.
  // Read only where nothing else found anyone.
  let masculine: MasculineSurnameSpelled | null | undefined;
  const spelledMasculine = () => (masculine === undefined ? (masculine = masculineSurnameSpelled(typed)) : masculine);
  const loosely = () => {
    const [finnish, latvian] = [finnishTypedLoosely(typed), masculineSurnameTyped([...readings, ...(spelledMasculine()?.keys ?? [])])];
    return finnish === null ? latvian : latvian === null ? finnish : (words: readonly string[]) => finnish(words) || latvian(words);
  };
  // A name of the day the pairs read are within or that is within them is the person only where it writes their marked letters.
  const pairsRead = () => [...pairReadings().keys()].filter((key) => !readings.includes(key) && !estonian.includes(key));
  const pairsWrittenIn = (registerName: string) => [...pairReadings().values()].some((r) => r.markedWordsWritten(registerName));
  const feminineWritten = (registerName: string) => spelledMasculine()?.writtenIn(registerName) === true;
  const pairsHeld = (registerName: string) => typedPairsHeld(typed, registerName);
  const pairsWrittenAt = (key: string, registerName: string) => pairReadings().get(key)?.writtenMarked(registerName) === true;
  // A name typed as a German or Ukrainian passport writes it (`Jewgeni Saizew`, `Yevhen Zaitsev`:
  // domain/person-name-passport-typed.ts), read last: each spelling's keys together, as the
  // readings are, those no role is under left out first by a read per NAME_KEY_SLOTS keys.
  let passportGroups: string[][] | null = null;
  const passportKeys = () => (passportGroups ??= passportTypedSpellings(typed)
    .map((spelling) => personCheckNameKeys(spelling).filter((key) => !readings.includes(key))).filter((group) => group.length > 0));
  const passportSpelled = (has: (keys: string[]) => boolean) => {
    const groups = passportKeys();
    if (groups.length === 0) return null;
    const heldKeys = new Set(keysHeld(db, [...new Set(groups.flat())]));
    for (const group of groups) {
      const keys = group.filter((key) => heldKeys.has(key));
      if (keys.length > 0 && has(keys)) return keys;
    }
    return null;
  };
  return { readings, candidateKeys, spelledOut: () => (spelled ??= otherwise()), guesses, loosely, firstSpelledOut, passportSpelled, marked, held, passedOver, pairsRead, pairsWrittenIn, pairsWrittenAt, digitsRead, digitsWrittenAt, feminineWritten, pairsTyped, pairsHeld, oneWord, initials, typed };
}

/**
 * The keys of a name's readings less those that read a typed `ch`, `sh` or `zh` as one letter
 * where names under the key with the birth asked are, none writing a marked letter for each
 * (domain/person-name-pairs-transliterated.ts): `cristina kask` for `Christina Kask`. A key no one
 * born that day is under stays, read on for the names of the day it is within (fullerOrShorterRead
 * checks those). The key as typed, and the names she was born with, stay. Asked only of a name
 * holding such a pair.
 */
function withPairsWritten(keys: readonly string[], typed: string, pairs: number, namesOf: (key: string) => string[]): string[] {
  if (pairs === 0 || keys.length < 2) return [...keys];
  const transliterated = new Set(personCheckNameKeys(typed).slice(1));
  return keys.filter((key, i) => {
    if (i === 0 || !transliterated.has(key)) return true;
    const names = namesOf(key);
    return names.length === 0 || names.some((registerName) => writesTypedPairs(pairs, registerName));
  });
}

/**
 * The keys of a name typed with a maiden name: the name as typed, the names she was born with as
 * typed, then the name's other readings, as many as one read takes (the born names' own readings
 * are left out: one name's readings fill the slots).
 */
function withBornNames(keys: readonly string[], born: readonly string[]): string[] {
  const bornKeys = born.map((name) => personCheckNameKeys(name)[0]).filter((key): key is string => key !== undefined);
  return [...new Set([...keys.slice(0, 1), ...bornKeys, ...keys.slice(1)])].slice(0, NAME_KEY_SLOTS);
}

interface NameReadings {
  readings: string[];
  candidateKeys: string[];
  /** The keys read where the readings find no one, in order, less those of a Finnish name's letters typed single alone and of letter pairs read (pairsRead): fullerOrShorter's. */
  spelledOut: () => string[];
  /** The keys of a Finnish name's letters typed single alone, which spelledOut leaves out: read by fullerOrShorter after the others. */
  guesses: () => string[];
  /**
   * Whether a name of the day is a Finnish name so typed with more letters typed single or plain than
   * the guesses hold (finnishTypedLoosely), or a Latvian woman's typed with her family's masculine
   * surname (masculineSurnameTyped): fullerOrShorter's last reading.
   */
  loosely: () => ((words: readonly string[]) => boolean) | null;
  /**
   * The first key of spelledOut, in its order, of which `has` holds, asked of each alone; the marked keys no role is under are not asked.
   * A key of letter pairs read (spelledOutNameReadings) counts only with `namesOf` (the names the registers write under a key with
   * the birth asked), where one of those names writes the marked letters there; with it, a reading of long vowels doubled too, where one writes them.
   */
  firstSpelledOut: (has: (keys: string[]) => boolean, namesOf?: (key: string) => string[]) => string | null;
  /**
   * The keys of the first spelling of a name typed as a German or Ukrainian passport writes it
   * (passportTypedSpellings) that `has` holds of, the keys no role is under left out; null where none is.
   */
  passportSpelled: (has: (keys: string[]) => boolean) => string[] | null;
  /** The keys of spelledOut that read a Swedish, Finnish or Estonian letter into a name typed in Cyrillic (wordStart, finnish, plainTypedMarksNameKeys). */
  marked: () => string[];
  /** The keys of marked that some role is under (keysHeld). */
  held: () => string[];
  /** The keys of letter pairs read that firstSpelledOut found someone under whose name writes no marked letter there, and how many letters each is from the name typed. */
  passedOver: ReadonlyArray<{ key: string; apart: number }>;
  /** The keys of letter pairs read (spelledOut leaves them out): read by fullerOrShorterRead after the others. */
  pairsRead: () => string[];
  /** Whether a register's name writes the marked letters of some reading of the pairs in the words they were read in. */
  pairsWrittenIn: (registerName: string) => boolean;
  /** Whether a register's name writes, word for word, the marked letters of the pairs read into `key` (a key of pairsRead). */
  pairsWrittenAt: (key: string, registerName: string) => boolean;
  /** The keys of an Estonian name typed with `6` for `õ` and `y` for `ü` (estonianDigitReadings), less the readings. */
  digitsRead: () => string[];
  /** Whether a register's name writes, word for word, `õ` and `ü` where `key` (a key of digitsRead) read them. */
  digitsWrittenAt: (key: string, registerName: string) => boolean;
  /**
   * Whether a register's name is the woman's name typed with her family's masculine surname's `-š`
   * as `sh` (`Kļaviņa Ieva` for `Ieva Klavinsh`: masculineSurnameSpelled), whose `sh` no register's
   * name writes, the feminine form dropping it.
   */
  feminineWritten: (registerName: string) => boolean;
  /** How many ch, sh, zh the name typed holds, each of which a name found by a reading must write (domain/person-name-pairs-transliterated.ts). */
  pairsTyped: number;
  /** Of pairsTyped, those in words a register's name holds (typedPairsHeld): which a name of the day found with a word more typed must write. */
  pairsHeld: (registerName: string) => number;
  oneWord: boolean;
  initials: boolean;
  /** The name as read (titles, positions and a maiden name left out): what is read in the nominative last (person-name-case-read.ts). */
  typed: string;
}

/** The names the registers write under a key with the birth (a role's, or the former name it was found by), as the check reads the key's rows. */
const namesUnder = (db: Database, birth: BirthMatch, today: string) => (key: string): string[] =>
  personAssociations(db, [key], birth, today, MAX_ROWS).map((row) => row.former_name ?? row.person_name);

/** The keys among `keys` that a role, an office a file stopped listing or a former name is under (nameKeysHeld), in order. */
function keysHeld(db: Database, keys: readonly string[]): string[] {
  const held = new Set<string>();
  for (let i = 0; i < keys.length; i += NAME_KEY_SLOTS) for (const key of nameKeysHeld(db, keys.slice(i, i + NAME_KEY_SLOTS))) held.add(key);
  return keys.filter((key) => held.has(key));
}

/**
 * The keys the candidates of a name are read by: candidateKeys (the readings and the Estonian
 * reading), and where the person is found by a key reading a Swedish or Estonian letter into a
 * name typed in Cyrillic (`Микко Острем` found `Mikko Åström` by `astrom mikko`), that key too;
 * where no one is found and candidateKeys match no candidate, the first such key that does
 * (`Микко Острем` lists a Mikko Åström whom RIK gives no birth date). The first alone: two readings
 * may be two people, and no birth date tells which. So too a key of letter pairs read (`Kaert
 * Joegi`: `jogi kart`), the person found by it or no one found, only where every candidate under it
 * writes the marked letters there (`namesOf`, the candidates' names under a key): a candidate is
 * matched by the name in full, and `Mart Jogi` is no `Mart Joegi`'s. So too a key of an Estonian
 * name typed with `6` for `õ` and `y` for `ü` (`Anu J6gi`: `anu jogi`), where every candidate under
 * it writes `õ` and `ü` there: `Anu Jogi` is no `Anu J6gi`'s.
 */
function candidateKeysOf(
  db: Database, read: NameReadings, foundBy: string | null, known: boolean, count: CandidateCounts, namesOf: (key: string) => string[],
): string[] {
  const { candidateKeys } = read;
  const withKey = (key: string) => [...candidateKeys.slice(0, NAME_KEY_SLOTS - 1), key];
  const writtenByAll = (writtenAt: (key: string, name: string) => boolean) => (key: string) => count([key]) > 0 && namesOf(key).every((name) => writtenAt(key, name));
  const pairsWritten = writtenByAll(read.pairsWrittenAt);
  const digitsWritten = writtenByAll(read.digitsWrittenAt);
  // A key of `6` and `y` read goes first: the sole traders named after the person are read by the
  // first key in all its forms, the others in a few (`Eve Jõgi FIE` was none of `Eve J6gi`'s).
  const digitKeyFirst = (key: string) => [key, ...candidateKeys.slice(0, NAME_KEY_SLOTS - 1)];
  if (foundBy !== null) {
    if (read.digitsRead().includes(foundBy)) return digitsWritten(foundBy) ? digitKeyFirst(foundBy) : candidateKeys;
    return read.marked().includes(foundBy) || (read.pairsRead().includes(foundBy) && pairsWritten(foundBy)) ? withKey(foundBy) : candidateKeys;
  }
  if (known || candidateKeys.length === 0 || count(candidateKeys) > 0) return candidateKeys;
  // The pair keys no role is under (most) left out by a read per NAME_KEY_SLOTS keys, as the marked keys are.
  const key = read.held().find((k) => count([k]) > 0) ?? keysHeld(db, read.pairsRead()).find(pairsWritten);
  if (key !== undefined) return withKey(key);
  // Three keys at most, each asked whole: a sole trader is under no role's key (`Pille Õun FIE`).
  const digitKey = read.digitsRead().find(digitsWritten);
  return digitKey === undefined ? candidateKeys : digitKeyFirst(digitKey);
}

/**
 * The keys the candidates of a name are read by, for the person check and new registrations alike,
 * chosen where first asked and kept: a name read in the nominative has the candidates of that name,
 * as the nominative typed has; a double name typed as one word has those of the name of the day it
 * is, in full, as well as its own; any other name those candidateKeysOf chooses.
 */
function candidateKeysChosen(
  db: Database, read: NameReadings, found: Pick<PersonRows, 'foundBy' | 'known' | 'nominativeKeys' | 'joinedKeys'>,
  birth: BirthMatch, today: string, count: CandidateCounts,
): () => string[] {
  let keys: string[] | null = null;
  return () => (keys ??= found.nominativeKeys !== undefined ? found.nominativeKeys
    : found.joinedKeys !== undefined ? foundFirst(found.joinedKeys, read.candidateKeys)
      : candidateKeysOf(db, read, found.foundBy, found.known, count, candidateNamesUnder(db, birth, today, count)));
}

/** The names of the candidates under a key (candidateAssociations and the sole traders named after the person), as candidateKeysOf asks them. */
const candidateNamesUnder = (db: Database, birth: BirthMatch, today: string, count: CandidateCounts) => (key: string): string[] =>
  [...candidateAssociations(db, [key], birth, today, MAX_ROWS), ...count.soleTraders([key])].map((row) => row.person_name);

/**
 * How many candidates the name alone matches, read as the person check reads it in full, as a 404
 * or personKnown false adds it: the roles whose register gives no birth information (candidateCount)
 * and the sole traders named after the person (persons-sole-traders.ts), of one request, each list
 * of keys read once (the hint counts the keys candidateKeysOf chose by it); `of` the two apart,
 * `soleTraders` those sole traders.
 */
function candidateCounts(db: Database, today: string): CandidateCounts {
  // Each read once a list of keys, and only where asked: a person found reads the sole traders alone.
  const roleCounts = new Map<string, number>();
  const soleTraderRows = new Map<string, SoleTraderRow[]>();
  const rolesOf = (keys: string[]) => {
    const asked = keys.join('\n');
    return roleCounts.get(asked) ?? roleCounts.set(asked, keys.length > 0 ? candidateCount(db, keys, today) : 0).get(asked)!;
  };
  const soleTraders = (keys: string[]) => {
    const asked = keys.join('\n');
    return soleTraderRows.get(asked) ?? soleTraderRows.set(asked, keys.length > 0 ? soleTradersNamed(db, keys, today) : []).get(asked)!;
  };
  const count = (keys: string[]) => rolesOf(keys) + soleTraders(keys).length;
  return Object.assign(count, { of: (keys: string[]) => ({ roles: rolesOf(keys), soleTraders: soleTraders(keys).length }), soleTraders });
}

interface CandidateCounts {
  (keys: string[]): number;
  of(keys: string[]): { roles: number; soleTraders: number };
  soleTraders(keys: string[]): SoleTraderRow[];
}

/** What a 404 says of the candidates candidates=true would list: the roles without birth information and the sole traders named after the person. */
function candidatesHint({ roles, soleTraders }: { roles: number; soleTraders: number }, words: ArgumentWords): string {
  if (roles + soleTraders === 0) return '';
  const rolesSaid = roles > 0 ? `${roles} role${roles === 1 ? '' : 's'} whose register gives no birth date` : '';
  const soleTradersSaid = soleTraders > 0
    ? `${soleTraders} sole trader${soleTraders === 1 ? '' : 's'} whose business name holds it, whose register names no owner` : '';
  return `; the name alone matches ${[rolesSaid, soleTradersSaid].filter((said) => said !== '').join(' and ')} (${words.given('candidates', 'true')} lists them)`;
}

/**
 * The view of a candidate that is a sole trader named after the person marked so (roleFrom
 * business_name), with the other name the person was read from where the registered name holds
 * none (matchedOtherName, as autofill names the name a text matched); any other as it is.
 */
function candidateMarked<V extends AssociationView>(row: AssociationRow, view: V): V {
  if (!isSoleTraderRow(row)) return view;
  view.roleFrom = BUSINESS_NAME;
  const other = row.read_from_other_name;
  // A name in use on the day is the only one read, so it has not ended.
  if (other !== null) view.matchedOtherName = { name: other.name, kind: other.kind, until: null };
  return view;
}

/** Whether a company comes after `after` in the order of the person answers (country, then regcode). */
const companyAfter = (after: CompanyKey | null) => (row: AssociationRow) => after === null
  || row.country > after.country || (row.country === after.country && row.regcode > after.regcode);

/** Said of a name of one word, which matches only a person a register names so. */
const ONE_WORD_NAME = 'the name is one word, and the registers name a person by given name and surname: send both, in either order';
/** Said of a name of initials beside one whole word (`J. Bērziņš`), which matches no one. */
const INITIALS_NAME = 'the name holds one whole word beside initials, and an initial is read only beside two whole words: send the given name in full';

/**
 * Said of a name holding a legal form no person's name holds (`SIA Rīgas Koks`): a company's name,
 * which the check of natural persons never finds, read as a company without ties.
 */
function companyNameHint(form: string, words: ArgumentWords): string {
  return `the name looks like a company's, holding the legal form ${form}, and the person check finds natural persons only: `
    + `the companies a company holds as an owner are listed ${words.holdingsOfCompany}, and ${words.companySearch} `
    + `finds the company, and ${words.ownerAbroadNamed} an owner registered abroad with the companies it holds`;
}

/**
 * The end of a 404 that nothing about the name explains: what to check, as most such names are a
 * birth date off by a day or month (day and month swapped) or a letter mistyped, while word order,
 * case and marks never make a miss.
 */
const CHECK_TYPED = '; check the birth date, which must match the register\'s exactly (day and month not swapped), and the '
  + 'letters of the name: word order, case and diacritics do not matter';

const AMBIGUOUS = 'the name is part of the fuller names of more than one person born that day (or holds theirs); send the full name, every given name included';
const AMBIGUOUS_NAME = `No company is associated with this person and birth date as named: ${AMBIGUOUS}`;

/**
 * What the name as typed tells of why no one is found by it, which a 404 of the person check ends
 * with and new registrations give as nameHint: one word, initials, a company's legal form.
 */
function nameHints(name: string, { oneWord, initials }: { oneWord: boolean; initials: boolean }, words: ArgumentWords): string[] {
  const companyForm = companyFormInPersonName(typedPersonName(String(name ?? '')));
  return [...(oneWord ? [ONE_WORD_NAME] : initials ? [INITIALS_NAME] : []), ...(companyForm === null ? [] : [companyNameHint(companyForm, words)])];
}

/**
 * The last reading, when no other finds the person: the names of the people born that day that one
 * of the typed name's readings is within, or that are within one (a given name left out, added or
 * written as its initial: domain/person-name-fuller.ts), and where none is, of its `guesses`
 * (`Пека Хейкинен` finds `Pekka Juhani Heikkinen`), and where none is, a name of the day that is
 * the typed one with more letters typed single or plain (`loosely`: `Пейви Мекеле` finds Päivi
 * Mäkelä; `Клявиньш Иева` finds Kļaviņa Ieva). `ambiguous` (and no key) when they are
 * names of two people, or more names than one read takes.
 */
// The names of the people born the day asked, by the request's birth (one object a request): read
// once, where a 404 read them twice, for the fuller or shorter names and again for the mistyped ones.
const namesBornRead = new WeakMap<BirthMatch, { today: string; names: string[] }>();

/** The name keys of the people born the day of `birth` (personNamesBorn), read once a request. */
function namesBorn(db: Database, birth: BirthMatch, today: string): string[] {
  const read = namesBornRead.get(birth);
  if (read !== undefined && read.today === today) return read.names;
  const names = personNamesBorn(db, birth, today);
  namesBornRead.set(birth, { today, names });
  return names;
}

function fullerOrShorter(
  db: Database, keys: readonly string[], birth: BirthMatch, today: string, guesses: readonly string[] = [],
  loosely: ((words: readonly string[]) => boolean) | null = null, joined: readonly string[][] = [],
): { keys: string[]; ambiguous: boolean } {
  if (keys.length === 0) return { keys: [], ambiguous: false };
  // A name born that day whose every role is in a company the store does not hold is no one's here.
  const found = fullerOrShorterNames(keys, namesBorn(db, birth, today), (key) => personKnown(db, [key], birth, today), guesses, loosely, joined);
  return found.keys.length > NAME_KEY_SLOTS ? { keys: [], ambiguous: true } : found;
}

/**
 * fullerOrShorter of the readings and spelledOut, then, where it finds no one, of the letter pairs
 * read: the names so found are the person only where, under each, a name the registers write with the
 * birth writes the marked letters in the words the pairs were read in (`Vaeinoe Salminen` finds
 * `Väinö Olavi Salminen`, `Maarja Saar` no `Marja Liis Sar`). Its own walk of the names of the day,
 * after every other reading's: a name of the day typed with its marks is not passed over for them.
 */
function fullerOrShorterRead(db: Database, read: NameReadings, birth: BirthMatch, today: string): { keys: string[]; ambiguous: boolean } {
  const within = fullerOrShorter(db, [...read.readings, ...read.spelledOut()], birth, today, read.guesses(), read.loosely(), hyphenedWords(read.typed));
  // A name of the day found by a reading of a ch, sh or zh typed writes a marked letter for each
  // (withPairsWritten): `Christina Kask` is no `Kask Cristina Maria`; but the `sh` of a masculine
  // surname's `-š` a woman's name was typed with is written by no feminine form (`Ieva Klavinsh`, `Kļaviņa Ieva`);
  // nor are the pairs of a word typed more than the name holds (a patronymic: `Dmitry Ivanovich Smirnov`, `Smirnovs Dmitrijs`).
  const written = read.pairsTyped === 0 ? within.keys
    : within.keys.filter((key) => namesUnder(db, birth, today)(key).some((name) => writesTypedPairs(read.pairsHeld(name), name) || read.feminineWritten(name)));
  const found = written.length === within.keys.length ? within : { keys: written, ambiguous: within.ambiguous };
  const pairs = found.keys.length > 0 || found.ambiguous ? [] : read.pairsRead();
  const more = pairs.length === 0 ? null : fullerOrShorter(db, pairs, birth, today);
  const names = namesUnder(db, birth, today);
  if (more !== null && more.keys.length > 0 && more.keys.every((key) => names(key).some(read.pairsWrittenIn))) return more;
  return found.keys.length > 0 || found.ambiguous ? found : initialLeftOut(db, read.typed, birth, today) ?? found;
}

/**
 * Where no reading finds anyone, the name read without the initials before its first whole given
 * name (`J. Pēteris Bērziņš` as `Pēteris Bērziņš`: domain/person-name-initial.ts), a given name the
 * register may not write, and read as fuller or shorter as the name is; null where it has none or
 * finds no one and is not ambiguous.
 */
function initialLeftOut(db: Database, typed: string, birth: BirthMatch, today: string): { keys: string[]; ambiguous: boolean } | null {
  const without = withoutInitialsBeforeGivenName(typed);
  if (without === null) return null;
  const found = fullerOrShorter(db, personCheckNameKeys(without), birth, today);
  return found.keys.length > 0 || found.ambiguous ? found : null;
}

/**
 * The names of the people born that day that the typed name is a letter or two from (a letter left
 * out, added, replaced or two swapped: domain/person-name-mistyped.ts), as a register writes each,
 * nearest first, at most three: where no one is found, a 404 and nameHint name them. Never a match:
 * a namesake a letter apart born that day is as likely another person, so none of their roles is
 * listed as the person's; the client sends the name again if it is theirs. Read only where no one is
 * found, from the names of the day fullerOrShorter read (a few dozen at national size), not read again.
 */
function mistypedNames(
  db: Database, readings: readonly string[], birth: BirthMatch, today: string, passedOver: ReadonlyArray<{ key: string; apart: number }> = [],
): MistypedName[] {
  if (readings.length === 0) return [];
  // A name a letter pair read as one letter found, written with no marked letter there (`Marja Sar` for `Maarja Saar`).
  const near: Array<{ key: string; apart: number }> = [...passedOver];
  for (const key of namesBorn(db, birth, today)) {
    let apart: number | null = null;
    for (const reading of readings) {
      const by = mistypedBy(reading, key);
      if (by !== null && (apart === null || by < apart)) apart = by;
    }
    if (apart !== null && !passedOver.some((p) => p.key === key)) near.push({ key, apart });
  }
  near.sort((a, b) => a.apart - b.apart || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const names: MistypedName[] = [];
  for (const { key, apart } of near) {
    // A name of the day whose every role is in a company the store does not hold is no one's here.
    const row = personAssociations(db, [key], birth, today, 1)[0];
    if (row !== undefined && !names.some((n) => n.name === row.person_name)) {
      names.push({ name: row.person_name, apart, month: birthDateMatchOf(row.birth_date, row.birth_key, row.same_person) === 'month' });
    }
    if (names.length === 3) break;
  }
  return names;
}

/** A name of the registers a typed name is `apart` letters from; `month` where its register gives the birth's year and month only. */
interface MistypedName { name: string; apart: number; month: boolean }

/** What a 404 and nameHint say of the names of the day a letter or two from the name sent. */
function mistypedHint(names: readonly MistypedName[]): string {
  const quoted = names.map((n) => `"${n.name}"`);
  const listed = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
  const apart = names.every((n) => n.apart === 1) ? 'one letter' : names.every((n) => n.apart === 2) ? 'two letters' : 'a letter or two';
  // A register giving the year and month alone lists a person born that month, whom the date sent matches as it would a role.
  const born = names.every((n) => !n.month) ? 'born that day' : names.every((n) => n.month) ? 'born that month (the register gives no day)'
    : 'born that day (or that month, where the register gives no day)';
  return `the registers list ${names.length === 1 ? 'a person' : 'people'} ${born} as ${listed}, ${apart} from the name sent, `
    + `and no one by the name as sent: if ${names.length === 1 ? 'that is' : 'one of them is'} the person, send the name as the register writes it`;
}

/** The countries whose registers' company roles the store holds (the coverage table's officers, members, stockholders or beneficial owners). */
export function roleCountries(coverage: Record<Country, Record<string, boolean>>): Country[] {
  return COUNTRIES.filter((c) => ['officers', 'members', 'stockholders', 'beneficialOwners'].some((field) => coverage[c]?.[field]));
}

/**
 * The files a person answer searched: every published source whose file lists company roles, and
 * the registers of their countries (lv.register, ee.basic), each with that file's date, as a
 * company answer names its sources. Named whatever the answer found, since
 * an empty list or count 0 is "none as of these files": a job that watches a person tells
 * "nothing new" from "no file newer than this" by them.
 */
export function personSources(dataset: DatasetFacts): SourceView[] {
  let views = sourcesOfDataset.get(dataset);
  if (views === undefined) {
    // The registers' files too: a role in a company the register's file does not hold yet is listed
    // nowhere, so a register whose import failed for days leaves new ties unlisted however new
    // the role files are.
    views = sourceViews(dataset, new Map([...dataset.roleSources(), ...dataset.roleRegisterSources()].map((source) => [source, null])));
    sourcesOfDataset.set(dataset, views);
  }
  return views;
}

/**
 * An answer's sources with the file of each entry listed that they do not name: a sole trader named
 * after the person is a company of a register whose file lists no roles (fi.ytj, lt.jar), and a
 * candidate `Tmi Juha Lehtonen`, source fi.ytj, was listed beside sources naming LV's and EE's files
 * alone, where every file an answer rests on is named with its date, as a company answer names them.
 */
function withListedSources(sources: SourceView[], listed: ReadonlyArray<{ source: string; asOf: string | null }>): SourceView[] {
  const named = new Set(sources.map((s) => s.name));
  const more = new Map<string, string | null>();
  for (const entry of listed) if (!named.has(entry.source) && !more.has(entry.source)) more.set(entry.source, entry.asOf);
  if (more.size === 0) return sources;
  return [...sources, ...[...more].map(([name, asOf]) => ({ name, asOf }))].sort((a, b) => a.name.localeCompare(b.name));
}

// The facts are one dataset version's, and so are its role files' dates: made once per version,
// not on every request of the hot path.
const sourcesOfDataset = new WeakMap<DatasetFacts, SourceView[]>();

/**
 * The registers a 404 says were searched, each with the date of its oldest file, role files and register (the
 * register as of then): `LV as of 2026-11-29`. A country with no dated role file is named alone.
 */
function countriesAsOf(countries: readonly Country[], sources: readonly SourceView[]): string[] {
  return countries.map((country) => {
    const prefix = `${country.toLowerCase()}.`;
    const dates = sources.filter((s) => s.name.startsWith(prefix) && s.asOf !== null).map((s) => s.asOf!).sort();
    return dates.length > 0 ? `${country} as of ${dates[0]}` : country;
  });
}

/** What a person answer searched: the countries whose registers publish company roles, and their role files with dates. */
export interface PersonRegisters {
  countries(): readonly Country[];
  sources(): SourceView[];
  /**
   * What a person answer (the check, new registrations) names, of one read of the dataset's facts:
   * sources(), and its screening: the sanctions threshold, the lists the stored matches were computed
   * against (none: no list imported, nothing screened), as the company's sanctions answer names
   * them, the companies with an owner match stored and those sanctioned; and statusOf, the status a
   * company listed is served on `today` (the stored one, unless a proceeding begun or ended since the
   * last publish moved it, status-today.ts, as the company's details give it), of the same read (one
   * read of the dataset's version, not one for each); and filesPublishedAt, the newest publish of the
   * files of sources (person-files-published.ts), milliseconds, null where none was published.
   */
  checked(today: string): { sources: SourceView[]; screening: PersonScreening; statusOf: CompanyStatusOf; flagsOf: CompanyFlagsOf; filesPublishedAt: number | null };
}

type CompanyStatusOf = (company: { country: string; regcode: string; status: string }) => CompanyStatus;

/** The compliance flags in force of each company given, by `country:regcode`, on the day checked was asked for. */
type CompanyFlagsOf = (companies: (CompanyKey & { status?: string; closed_on?: string | null })[]) => Map<string, string[]>;

/**
 * The companyFlags of the roles of a page: `read` reads the flags of the companies of the rows
 * not read yet (each once, whatever its roles: the person's, then the candidates'), `on` gives a
 * role its company's. Only the companies listed are read, never every company of the person.
 */
function pageFlags(flagsOf: CompanyFlagsOf): { read(rows: readonly AssociationRow[]): void; on(row: AssociationRow): CompanyFlagsView } {
  const flags = new Map<string, string[]>();
  const keyOf = (row: CompanyKey) => `${row.country}:${row.regcode}`;
  return {
    read(rows) {
      const unread = new Map(rows.filter((row) => !flags.has(keyOf(row))).map((row) => [keyOf(row), { country: row.country, regcode: row.regcode, status: row.company_status, closed_on: row.company_closed_on }]));
      if (unread.size === 0) return;
      const found = flagsOf([...unread.values()]);
      for (const key of unread.keys()) flags.set(key, found.get(key) ?? []);
    },
    on: (row) => ({ companyFlags: flags.get(keyOf(row)) ?? [] }),
  };
}

/** The rows with their companies' status as `statusOf` gives it. */
function statusesOn<T extends AssociationRow>(statusOf: CompanyStatusOf): (row: T) => T {
  return (row) => {
    const status = statusOf({ country: row.country, regcode: row.regcode, status: row.company_status });
    return status === row.company_status ? row : { ...row, company_status: status };
  };
}

/** Rows of at most `limit` distinct companies, in the order given, how many companies they are, and whether rows of other companies were left out. */
function firstCompanies<T>(rows: T[], limit: number, rowOf: (item: T) => AssociationRow): { rows: T[]; companies: number; truncated: boolean } {
  const companies = new Set<string>();
  const out: T[] = [];
  let truncated = false;
  for (const item of rows) {
    const row = rowOf(item);
    const key = `${row.country}:${row.regcode}`;
    if (!companies.has(key)) {
      if (companies.size >= limit) { truncated = true; continue; }
      companies.add(key);
    }
    out.push(item);
  }
  return { rows: out, companies: companies.size, truncated };
}

/**
 * The candidates asked for (candidates=true): `after`, a company as `next` names it, lists those
 * in the companies after it, the page of candidates that follows one; null from the first.
 */
export interface CandidatesAsked { after: CompanyKey | null }


/**
 * `after` (a company, as `next` names it) lists the companies after it: the following page of a
 * person with roles in more companies than `limit`. `next` is the last company listed when
 * others were left out, null when none was.
 *
 * `candidates` also lists, apart from the person's roles (`results`), the candidates: roles whose
 * register gives no birth information at all, of a natural person whose name is the name asked
 * for in full (the readings as typed and as each register writes it; not the spellings with
 * letter pairs, nor a given name left out or added), which no birth date confirms or rules out
 * (birthDateMatch unknown); a role the register marks as the person of a role whose birth matches
 * (the same person_group) is among results instead (same_person). `limit` counts the companies of both, the person's first: a page
 * lists candidates once every company of the person has been listed, and `next` then names a
 * company of the candidates (`candidates: true`). A name with candidates but no role of the
 * person is answered with them and no results, not a 404; without `candidates`, the 404 says
 * how many there are.
 */
export function checkPerson(
  db: Database, name: string, birthDate: string, limit: number, now: Date = new Date(), after: CompanyKey | null = null,
  registers: PersonRegisters, candidates: CandidatesAsked | null = null, words: ArgumentWords = QUERY_WORDS,
): PersonCheckView {
  const birth = personAsked(db, name, birthDate, now, words);
  const today = registersToday(now);
  const max = boundedCount(limit, 1000);
  const read = nameReadings(db, name, namesUnder(db, birth, today));
  const { readings, spelledOut, oneWord, initials } = read;
  // Every row of the person, on every page: what counts their companies (totalCompanies), and
  // the page's companies taken from it. A page of candidates follows every company of the person:
  // it lists none of theirs.
  const person = personPage(db, read, birth, today, after);
  const confirmed = candidates?.after ? { rows: [], known: false, ambiguous: false } : person;
  const count = candidateCounts(db, today);
  const candidateKeys = candidateKeysChosen(db, read, person, birth, today, count);
  const listed = firstCompanies(confirmed.rows, max, (row) => row);
  let more: { rows: AssociationRow[]; truncated: boolean } | null = null;
  if (candidates !== null && readings.length > 0) {
    // Read while the page has room for a company, and to tell truncated where it has none.
    const room = max - listed.companies;
    const roles = listed.truncated ? [] : candidateAssociations(db, candidateKeys(), birth, today, room > 0 ? MAX_ROWS : 1, candidates.after);
    // The sole traders named after the person, among the roles in the order of the companies.
    const soleTraders = listed.truncated ? [] : count.soleTraders(candidateKeys()).filter(companyAfter(candidates.after));
    const rows = withSoleTraders(holdingsOnce(roles, today), soleTraders);
    more = room > 0 ? firstCompanies(rows, room, (row) => row) : { rows: [], truncated: rows.length > 0 };
  }
  const known = confirmed.known || (more !== null && (more.rows.length > 0
    || (candidates?.after != null && (count(candidateKeys()) > 0 || personKnown(db, readings, birth, today)))));
  if (!known) {
    // Where the registers searched are named, with their files' dates, a 404 is not read as "no
    // company anywhere", nor as "none today" when the files are days old.
    const countries = countriesAsOf(registers.countries(), registers.sources());
    const hint = candidates === null ? candidatesHint(count.of(candidateKeys()), words) : '';
    const named = nameHints(name, { oneWord, initials }, words);
    // A name a letter or two from one the registers list for someone born that day: said where nothing else about the name is.
    const near = confirmed.ambiguous || named.length > 0 || person.caseUnsure !== undefined ? [] : mistypedNames(db, readings, birth, today, read.passedOver);
    const said = person.caseUnsure !== undefined ? [caseUnsureHint(person.caseUnsure), ...named] : near.length > 0 ? [mistypedHint(near)] : named;
    throw new NotFoundError((confirmed.ambiguous ? AMBIGUOUS_NAME : 'No company is associated with this person and birth date'
      + (countries.length > 0 ? ` in the registers that publish company roles (${countries.join(', ')})` : ''))
      + hint
      + said.map((one) => `; ${one}`).join('')
      + (confirmed.ambiguous || hint !== '' || said.length > 0 ? '' : CHECK_TYPED));
  }
  const { sources, screening, statusOf, flagsOf } = registers.checked(today);
  const statusOnDay = statusesOn(statusOf);
  // The compliance flags of the companies listed, the person's and the candidates', in one read.
  const flags = pageFlags(flagsOf);
  flags.read([...listed.rows, ...(more?.rows ?? [])]);
  const screenedView = (rows: AssociationRow[]) => {
    const found = roleSanctions(db, rows, today, screening);
    return rows.map((row, i): { row: AssociationRow; found: RoleSanctionsView } => ({ row, found: found[i]! }));
  };
  // Whether each company listed is sanctioned itself, which the person's own matches never say.
  const withSanctions = ({ row, found }: { row: AssociationRow; found: RoleSanctionsView }): CheckedAssociationView =>
    Object.assign(checkedView(row, today), companySanctioned(row, screening), flags.on(row), found);
  const results = screenedView(listed.rows.map(statusOnDay)).map(withSanctions);
  const listedCandidates = more
    ? groupedCandidates(screenedView(more.rows.map(statusOnDay)), (item) => item.row, (item) => candidateMarked(item.row, withSanctions(item))) : undefined;
  const truncated = listed.truncated || (more?.truncated ?? false);
  const lastCandidate = more?.truncated ? listedCandidates?.at(-1) : undefined;
  const last = results.at(-1);
  const next = lastCandidate ? { country: lastCandidate.country, regcode: lastCandidate.regcode, candidates: true as const }
    : truncated && last ? { country: last.country, regcode: last.regcode } : null;
  const answer: PersonCheckView = {
    person: { name: String(name).trim(), birthDate }, count: results.length, totalCompanies: person.companies, truncated, next, results,
    sanctionsThreshold: screening.threshold, sanctionLists: screening.lists, sources,
  };
  if (listedCandidates) {
    answer.candidates = listedCandidates;
    answer.sources = withListedSources(sources, listedCandidates);
  }
  // Without candidates=true, a person found still hears of the roles the name alone matches whose
  // register gives no birth date: read as only those found, the companies listed were taken for all.
  else if (candidates === null && readings.length > 0) {
    const keys = candidateKeys();
    // The roles alone: the sole traders named after the person, which candidates=true lists too, are
    // not read for a person found (that read cost a quarter of a check at national size, 213 → 272 µs).
    const roles = keys.length > 0 ? personCandidateCount(db, keys, birth, today) : 0;
    if (roles > 0) answer.candidateRoles = roles;
  }
  return answer;
}

/**
 * The person's rows of a page, each holding served once (holdingsOnce): those of the companies
 * after `after`, all from the first page; and how many companies the person has in all, counted
 * from every row read (null where the rows read reached MAX_ROWS, and a count would be a floor).
 * Every row is read on every page: a person's rows are few, and one read of them all costs about
 * what the read of those after a company does (the statement sorts them all anyway). Only where
 * they reach MAX_ROWS is a later page read after its company, as it was, so no page is cut short.
 */
function personPage(
  db: Database, read: NameReadings, birth: BirthMatch, today: string, after: CompanyKey | null,
): PersonRows & { companies: number | null } {
  const all = personRows(db, read, birth, today, null);
  const held = holdingsOnce(all.rows, today);
  const complete = all.rows.length < MAX_ROWS;
  const companies = complete ? new Set(held.map((row) => `${row.country}:${row.regcode}`)).size : null;
  if (after === null) return { ...all, rows: held, companies };
  if (!complete) {
    const page = personRows(db, read, birth, today, after);
    return { ...page, rows: holdingsOnce(page.rows, today), companies: null };
  }
  // The order of the statement that reads them after a company: by country, then regcode (codes of ASCII letters and digits).
  const rows = held.filter((row) => row.country > after.country || (row.country === after.country && row.regcode > after.regcode));
  return { ...all, rows, companies };
}

/**
 * The person's rows as the check reads them: the readings together, then each spelling with
 * letter pairs, then the fuller or shorter names of the people born that day. `known` whether the
 * keys identify the person: on a first page, the read that finds their rows tells; after a
 * company, the person may have no company left (the page before listed the last one when a
 * company left the register between the two), and is still known. `ambiguous` where the name
 * is within the names of two people born that day.
 */
function personRows(
  db: Database, read: NameReadings, birth: BirthMatch, today: string, after: CompanyKey | null,
): PersonRows {
  const { readings } = read;
  const find = (keys: string[]) => personAssociations(db, keys, birth, today, MAX_ROWS, after);
  const identifies = (keys: string[], rows: AssociationRow[]) => rows.length > 0 || (after !== null && personKnown(db, keys, birth, today));
  let rows = readings.length > 0 ? find(readings) : [];
  let known = readings.length > 0 && identifies(readings, rows);
  const foundBy = known ? null : read.firstSpelledOut((keys) => identifies(keys, rows = find(keys)), namesUnder(db, birth, today));
  known ||= foundBy !== null;
  if (!known) {
    const fuller = fullerOrShorterRead(db, read, birth, today);
    if (fuller.ambiguous) return { rows: [], known: false, ambiguous: true, foundBy: null };
    if (fuller.keys.length > 0) {
      rows = find(fuller.keys);
      const joinedKeys = joinedNameKeys(read, fuller.keys);
      return { rows, known: true, ambiguous: false, foundBy, ...(joinedKeys.length > 0 ? { joinedKeys } : {}) };
    }
  }
  // Last, a name typed as a German or Ukrainian passport writes it: where no reading of the name as
  // typed, nor a name of the day it is within, finds anyone.
  if (!known && readings.length > 0) known = read.passportSpelled((keys) => identifies(keys, rows = find(keys))) !== null;
  // Last, a name typed in the genitive or dative (`Jāņa Bērziņa`, `Jānim Bērziņam`), read in the nominative.
  if (!known) {
    const nominative = nominativeRead(db, read, birth, today);
    if (nominative.unsure !== null) return { rows: [], known: false, ambiguous: false, foundBy: null, caseUnsure: nominative.unsure };
    if (nominative.keys.length > 0) {
      rows = find(nominative.keys);
      return { rows, known: true, ambiguous: false, foundBy, nominativeKeys: nominative.keys };
    }
  }
  return { rows: known ? rows : [], known, ambiguous: false, foundBy };
}

/**
 * Of the names of the day fullerOrShorterRead found, those a reading of the typed name is word for
 * word but for a double name typed as one word (`Katiriin Saar` for `Kati-Riin Saar`: joinedAsTyped):
 * the name in full, by which the candidates are read too, as the name typed with its hyphen reads them.
 */
function joinedNameKeys(read: NameReadings, found: readonly string[]): string[] {
  return found.filter((key) => read.readings.some((reading) => joinedAsTyped(reading.split(' '), key.split(' '))));
}

/** The candidate keys of a name: `found`, the names of the day it was read as in full, first, then `keys`, as many as one read takes. */
const foundFirst = (found: readonly string[], keys: readonly string[]) => [...new Set([...found, ...keys])].slice(0, NAME_KEY_SLOTS);

/** The name read in the nominative (person-name-case-read.ts), against the names of the people born the day of `birth`. */
function nominativeRead(db: Database, read: NameReadings, birth: BirthMatch, today: string) {
  return nominativeFound(read.typed, () => namesBorn(db, birth, today), (key) => personKnown(db, [key], birth, today), namesUnder(db, birth, today),
    (keys) => fullerOrShorter(db, keys, birth, today));
}

/**
 * The rows personRows read, and `foundBy` the one key of spelledOut that found the person, where
 * one did; `caseUnsure`, the people a name typed in the genitive or dative may be, where it answers for none.
 */
interface PersonRows {
  rows: AssociationRow[]; known: boolean; ambiguous: boolean; foundBy: string | null; caseUnsure?: CaseUnsure; nominativeKeys?: string[];
  /** The names of the day found that are the typed name in full, a double name typed as one word (joinedNameKeys). */
  joinedKeys?: string[];
}

/**
 * The page of new registrations asked for: `after` (a company as `next` names it) lists the
 * companies after it; `candidates`, that it is a company of the candidates, whose page lists
 * candidates only (it follows every company of the person's).
 */
export interface NewRegistrationsPage {
  after: NewRegistrationKeyView;
  candidates?: boolean;
  /**
   * The newest firstSeenAt (as stored, in milliseconds) the first page read, as its next gives it:
   * this page leaves out roles first seen later. Null for an after sent without it (the newest now).
   */
  firstSeenUntil?: number | null;
}

/**
 * `candidates` also lists, apart from the person's new roles, the candidates first seen in the
 * window (as the person check reads them: roles whose register gives no birth information, of
 * the name in full), newest first; `limit` counts the companies of both, the person's first.
 * Where the person is not known, `candidateRoles` says how many candidates the name has at all.
 * `page` lists the companies after one a `next` named (new-registrations-page.ts), of the roles
 * first seen by its firstSeenUntil, and `next` is the last company listed when others were left
 * out, with the bound of the pages after (the first page's newest role), null when none was.
 *
 * `firstSeenAfter` (milliseconds), where given, begins the window in place of `hours`: the roles first
 * seen after it. Every answer gives `firstSeenThrough`, the newest role the window holds (or, where
 * it holds none, the last publish of its files, firstSeenAfter where later), which a job sends as the next request's firstSeenAfter:
 * it gets each role once, where a window counted back from the clock had to overlap the one before
 * (an answer may come from a shared cache, made up to 90 minutes earlier) and be de-duplicated, and
 * lost what was first seen while the job was stopped longer than it. The instant is one the store
 * holds, not the clock's: a role an import publishes after the answer was made is first seen later.
 */
export function newRegistrations(
  db: Database, name: string, birthDate: string, hours: number, limit: number, registers: PersonRegisters, now: Date = new Date(), candidates = false,
  page: NewRegistrationsPage | null = null, firstSeenAfter: number | null = null, words: ArgumentWords = QUERY_WORDS,
): NewRegistrationsView {
  const birth = personAsked(db, name, birthDate, now, words);
  const today = registersToday(now);
  const max = boundedCount(limit, 1000);
  const asked = firstSeenAfter !== null && Number.isFinite(firstSeenAfter) ? Math.min(firstSeenAfter, now.getTime()) : null;
  const windowHours = Number.isFinite(hours) && hours > 0 ? hours : 24;
  // Instants are whole milliseconds: the first after `asked` is one later.
  const cutoff = asked !== null ? asked + 1 : now.getTime() - windowHours * 3_600_000;
  const cutoffDate = new Date(cutoff).toISOString().slice(0, 10);
  // The person is who the name identifies among every association, read as the person check
  // reads it; their rows are those seen since the cutoff. A person known under the readings has
  // nothing new, so the spellings with letter pairs are not tried.
  const seenSince = (keys: string[]) => personAssociationsSeenSince(db, keys, birth, cutoffDate, MAX_ROWS, today);
  const read = nameReadings(db, name, namesUnder(db, birth, today));
  const { readings, oneWord, initials } = read;
  let rows = readings.length > 0 ? seenSince(readings) : [];
  // Whether anyone has the name and birth date at all: a job watching a typo gets count 0 for ever.
  // A person whose only tie is an office a file stopped listing is known (the person check lists
  // it), with nothing new: a departure is no registration.
  let known = rows.length > 0 || (readings.length > 0 && personKnown(db, readings, birth, today));
  let foundBy: string | null = null;
  if (!known && readings.length > 0 && (foundBy = read.firstSpelledOut((keys) => personKnown(db, keys, birth, today), namesUnder(db, birth, today))) !== null) {
    rows = seenSince([foundBy]);
    known = true;
  }
  let ambiguous = false;
  let joinedKeys: string[] = [];
  if (!known) {
    // A name within the names of two people born that day (ambiguous) identifies no one: personKnown false.
    const fuller = fullerOrShorterRead(db, read, birth, today);
    if (fuller.keys.length > 0) { rows = seenSince(fuller.keys); known = true; joinedKeys = joinedNameKeys(read, fuller.keys); }
    ambiguous = fuller.ambiguous;
  }
  // Last, as the person check reads it: a name typed as a German or Ukrainian passport writes it.
  const passportKeys = !known && !ambiguous && readings.length > 0 ? read.passportSpelled((keys) => personKnown(db, keys, birth, today)) : null;
  if (passportKeys !== null) {
    rows = seenSince(passportKeys);
    known = true;
  }
  // Last, as the person check reads it: a name typed in the genitive or dative, read in the nominative.
  const nominative = !known && !ambiguous ? nominativeRead(db, read, birth, today) : null;
  if (nominative !== null && nominative.keys.length > 0) {
    rows = seenSince(nominative.keys);
    known = true;
  }
  const count = candidateCounts(db, today);
  const found = { foundBy, known, ...(nominative !== null && nominative.keys.length > 0 ? { nominativeKeys: nominative.keys } : {}), ...(joinedKeys.length > 0 ? { joinedKeys } : {}) };
  const candidateKeys = candidateKeysChosen(db, read, found, birth, today, count);
  // A page of candidates follows every company of the person: it lists none of theirs.
  // Pages after the first leave out what was first seen after the newest role the first page
  // read (new-registrations-page.ts): a role added meanwhile moves no company across the key.
  const bound = page?.firstSeenUntil ?? null;
  const personSeen = newest(rows, cutoff, bound, today);
  const listed = page?.candidates ? companyPage([], max, null) : companyPage(personSeen, max, page?.after ?? null);
  // One read of the dataset's facts, as the person check's: the files, the companies' status of the
  // day, and the screening each company listed is said sanctioned or not by (companySanctioned).
  const { sources, screening, statusOf, flagsOf, filesPublishedAt } = registers.checked(today);
  const statusOnDay = statusesOn(statusOf);
  const seenOnDay = (seen: SeenRow): SeenRow => ({ ...seen, row: statusOnDay(seen.row) });
  // The compliance flags of the companies listed: the person's here, the candidates' below, each company once.
  const flags = pageFlags(flagsOf);
  flags.read(listed.rows.map((seen) => seen.row));
  const newRegistrationView = newRegistrationViewOn(today, screening, flags.on);
  const results = listed.rows.map(seenOnDay).map(newRegistrationView);
  const answer: NewRegistrationsView = {
    person: { name: String(name).trim(), birthDate }, personKnown: known,
    hours: asked !== null ? hoursAfter(filesPublishedAt, asked, now) : windowHours, firstSeenThrough: '', count: results.length,
    truncated: listed.truncated, next: null, results, sources,
  };
  let next: NewRegistrationKeyView & { candidates?: true } | null = listed.truncated ? listed.last : null;
  let candidateSeen: SeenRow[] = [];
  if (!known) {
    const hint = count(candidateKeys());
    if (hint > 0) answer.candidateRoles = hint;
    // What the person check's 404 says of the name, where it says anything: a job watching a
    // company's name (`SIA Rīgas Koks`) reads count 0 for ever otherwise.
    const named = nameHints(name, { oneWord, initials }, words);
    // A job watching a name typed a letter wrong reads count 0 for ever otherwise, as the person check's 404 tells it.
    const unsure = nominative?.unsure ?? null;
    const near = ambiguous || named.length > 0 || unsure !== null ? [] : mistypedNames(db, readings, birth, today, read.passedOver);
    const said = [...(ambiguous ? [AMBIGUOUS] : []), ...(unsure !== null ? [caseUnsureHint(unsure)] : []), ...named, ...(near.length > 0 ? [mistypedHint(near)] : [])];
    if (said.length > 0) answer.nameHint = `${said.join('; ').replace(/^./, (c) => c.toUpperCase())}.`;
  }
  if (candidates) {
    const room = max - listed.companies;
    // A first page full with the person's companies reads the candidates too: the pages after it
    // are bounded by the newest role of either.
    const read = readings.length > 0 && (!listed.truncated || bound === null);
    // A sole trader named after the person registered within the window is a new candidate: first seen as its company was.
    const soleTraders = () => count.soleTraders(candidateKeys()).filter((row) => row.first_seen_at >= cutoffDate);
    candidateSeen = read ? newest([...candidateAssociationsSeenSince(db, candidateKeys(), birth, cutoffDate, MAX_ROWS, today), ...soleTraders()], cutoff, bound, today) : [];
    const seen = listed.truncated ? [] : candidateSeen;
    const after = page?.candidates ? page.after : null;
    const more = room > 0 ? companyPage(seen, room, after) : { rows: [], truncated: seen.length > 0, last: null };
    answer.truncated ||= more.truncated;
    // Where the page is full with the person's companies, next names the last of them, and the page after lists the candidates.
    if (more.truncated && more.last !== null) next = { ...more.last, candidates: true };
    else if (more.truncated) next = listed.last;
    flags.read(more.rows.map((seen) => seen.row));
    answer.candidates = groupedCandidates(more.rows.map(seenOnDay), (r) => r.row, (seen) => candidateMarked(seen.row, newRegistrationView(seen)));
    answer.sources = withListedSources(answer.sources, answer.candidates);
  }
  // The pages after keep the first page's bound; a first page sets it to the newest role it read,
  // but never later than now: a role an importer whose clock ran ahead dated in the future made a
  // firstSeenThrough (and a next's firstSeenUntil) that firstSeenAfter refuses as later than now, so
  // a job storing it was refused on every poll after. Such a role is listed again by the next poll,
  // until the clock passes it (a job leaves out what it has seen); none is lost.
  const newestRead = newestInstant(personSeen, candidateSeen);
  const until = bound ?? (newestRead === null ? null : Math.min(newestRead, now.getTime()));
  if (next !== null && until !== null) answer.next = { ...next, firstSeenUntil: new Date(until).toISOString() };
  // The same on every page: the first page's newest role, read by every page after (their bound);
  // where the window holds none, what the store knows, not the clock (person-files-published.ts).
  answer.firstSeenThrough = new Date(until ?? emptyWindowThrough(filesPublishedAt, { firstSeenAfter: asked, start: cutoff }, now)).toISOString();
  return answer;
}

// A role that had ended before it was first seen is no new tie: the former term a register
// keeps beside a new one under the same key (store/first-seen-reappointed.ts), or a past role
// a file adds, first seen at the publish.
const endedBeforeSeen = (row: AssociationRow) => row.until !== null && row.until < row.first_seen_at.slice(0, 10);

/** The row first seen when either RIK file first listed its holding (holding_first_seen, where earlier). */
function firstListed(row: AssociationRow): AssociationRow {
  const other = row.holding_first_seen === null ? null : instantMillis(row.holding_first_seen);
  const own = instantMillis(row.first_seen_at);
  return other !== null && own !== null && other < own ? { ...row, first_seen_at: row.holding_first_seen! } : row;
}

/**
 * The rows first seen at or after the cutoff, newest first (then by company and role), each with
 * its instant to the second: the order, and a page's key, are of firstSeenAt as served.
 */
function newest(rows: AssociationRow[], cutoff: number, until: number | null, today: string): SeenRow[] {
  const seen: SeenRow[] = [];
  // One holding two RIK files list is one new tie (domain/card-shareholdings.ts), first seen when
  // the first of them listed it: the other's row, listed a day or more later, is no new tie.
  for (const row of holdingsOnce(rows, today).map(firstListed)) {
    const at = instantMillis(row.first_seen_at);
    if (at !== null && at >= cutoff && (until === null || at <= until) && !endedBeforeSeen(row)) {
      seen.push({ row, at: Math.floor(at / 1000) * 1000, exact: at });
    }
  }
  return seen.sort(newestFirst);
}

// `limit` counts companies, as in the person check: every new role in a company listed is listed.
// The office's right to sign goes with it, as in the person check: a job watching a person learns
// of a new board seat here, and whether it signs alone is what it asks next; and so does whether
// its company is sanctioned, by the same function (a new seat on the board of a listed company is
// what such a job watches for, and the person's roles carry no match of an office).
const newRegistrationViewOn = (today: string, screening: PersonScreening, flagsOn: (row: AssociationRow) => CompanyFlagsView) => ({ row }: SeenRow): NewRegistrationView => ({
  ...associationView(row, today),
  representation: representationOf(row.representation, row.representation_with_at_least),
  registeredOn: isoDate(row.company_registered_on),
  firstSeenAt: isoInstant(row.first_seen_at)!,
  ...companySanctioned(row, screening),
  ...flagsOn(row),
});
