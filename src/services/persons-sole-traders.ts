// The sole traders named after a person, which the person check lists among its candidates: an
// Estonian FIE, a Finnish toiminimi, a Lithuanian individuali įmonė whose business name holds the
// name asked for in full (`Andres Rebane FIE`, `Tmi Matti Åström`, `Jono Jonaičio IĮ` for Jonas
// Jonaitis) and whose register names no owner. RIK's open files are not documented to name an FIE's
// entrepreneur, YTJ names no owner and JAR no participant, so no role ties the person to the business
// that bears their name; sanctions screening compares that name with the lists as the entrepreneur's,
// read by domain/sole-trader-name.ts, and so does this: a company is one where that reading of its
// names is the name asked for, the main name or, where that holds no person, its parallel or
// auxiliary name in use (a toiminimi `Rakennus Virtanen` whose parallel name is `Matti Virtanen Tmi`).
// No birth date confirms one: a namesake's business reads the same.
import type { Database } from '../store/open.ts';
import type { AssociationRow } from '../store/persons-read.ts';
import { companiesWithoutOwner, nameKeysBegun, otherNamesRead, type NamedCompanyRow } from '../store/sole-traders-named-read.ts';
import { foldTokens, isLegalFormWord, personNameKey } from '../domain/fold.ts';
import {
  FORM_WORDS_KEPT_IN_KEY, entrepreneurOfNames, lithuanianGenitiveSpellings, lithuanianNominativeReadings, lithuanianOfRussianWord, mayFollowEntrepreneurName,
  russianOfLithuanianNominative, soleTraderForm,
} from '../domain/sole-trader-name.ts';
import { SOLE_TRADER_OWNER, SOLE_TRADER_OWNER_PERCENT } from '../domain/sole-trader-owner.ts';

/** What a candidate that is no role a register lists rests on: the business name of a sole trader. */
export const BUSINESS_NAME = 'business_name';

/**
 * A sole trader named after the person, as a candidate's row: its entrepreneur as the one role no
 * file gives, and the name it was read from where that is no main name (a parallel or auxiliary
 * name in use), null where it is the name the company is registered under.
 */
export type SoleTraderRow = AssociationRow & { from_business_name: true; read_from_other_name: OtherNameRead | null };

/** A name a business bears beside its main name, in use on the day, that its entrepreneur was read from. */
export interface OtherNameRead { name: string; kind: 'parallel' | 'auxiliary' }

export function isSoleTraderRow(row: AssociationRow): row is SoleTraderRow {
  return (row as Partial<SoleTraderRow>).from_business_name === true;
}

// A business name read as a person's holds two to four words (domain/sole-trader-name.ts), and the
// look-up is by the words in every order: at most 24 orders of a key, and so many keys in all.
const MAX_WORDS = 4;
const MAX_LOOKUP_KEYS = 200;
// The readings of a name (after the name as typed) whose words alone are looked for: the Estonian,
// Latvian and Lithuanian registers' spellings come first (domain/name-transliterations.ts).
const READINGS_LOOKED_UP = 3;

// The words a Finnish toiminimi's name may begin with that stay in its key (companies.name_key leaves
// out `tmi` and `toiminimi`, which `Tmi.` and `Toiminimi` fold to, but not the `t mi` of `T:mi`, nor the
// Swedish `firma`, `F:a` and `enskild firma`): `T:mi Juha Lehtonen`, `Firma Anders Nyström`. The
// Swedish `F:a` and `enskild firma`, rarer, are looked for before the name's words in the order typed
// alone (`F:a Anders Nyström`): in every order they cost 4 probes of a name of two words, some 2.5 %
// of a person check's 404 at national size, in one order half that.
const FORM_WORDS_BEGINNING_KEY = FORM_WORDS_KEPT_IN_KEY.map((words) => words.join(' '));
const FORM_WORDS_IN_TYPED_ORDER = new Set(['f a', 'enskild firma']);

function orders(places: readonly number[]): number[][] {
  if (places.length <= 1) return [[...places]];
  return places.flatMap((place, i) => orders([...places.slice(0, i), ...places.slice(i + 1)]).map((rest) => [place, ...rest]));
}

// The orders of a name's words, as the places of its words, made once for each count of words: a
// person check builds the keys of one name, and building the orders anew cost most of that.
const ORDERS: ReadonlyArray<readonly (readonly number[])[]> = Array.from({ length: MAX_WORDS + 1 }, (_, n) => orders([...Array(n).keys()]));

/**
 * The company name keys (companies.name_key: the name's words in their order, its legal form left
 * out) a business name holding one of the person keys may have, or begin with a space after (a
 * trade word, the form: `juha lehtonen rakennus`, `juha lehtonen t mi`): their words in every order;
 * those orders in the genitive a Lithuanian individual enterprise's name writes its owner's in, every
 * word that has one declined (`jono jonaicio`); and every order after the words of a toiminimi's
 * form that stay in a key (`t mi juha lehtonen`, `firma lehtonen juha`).
 */
export function businessNameKeys(personKeys: readonly string[]): string[] {
  const keys = new Set<string>();
  // The name as typed (the first key) in every form below: the other keys, its spellings as another
  // register or another transliteration writes it (Sergei, Sergejs), would each cost as many more
  // probes of the companies' name index. All of them made 9.2 probes a check and about 60 µs of a
  // person check's 230 at national size. Of those, the first few are looked for as the name alone (below).
  const personKey = personKeys[0];
  if (personKey === undefined) return [];
  // The words of a person key are folded as a company name's are (domain/fold.ts): a company's key
  // is them with its legal-form words left out, which a person's name may hold (`Sia`).
  const words = personKey.split(' ').filter((word) => !isLegalFormWord(word));
  if (words.length < 2 || words.length > MAX_WORDS) return [];
  // A name's genitive declines every word that has one (Jono Jonaičio, Onos Kazlauskienės): a name
  // declined in part would cost as many probes again for every such word.
  const genitives = words.map((word) => lithuanianGenitiveSpellings(word));
  const declined = genitives.some((spellings) => spellings.length > 0);
  const wordOrders = ORDERS[words.length]!;
  for (const order of wordOrders) {
    keys.add(order.map((place) => words[place]).join(' '));
    if (!declined) continue;
    let spelt: string[] = [''];
    for (const place of order) {
      const spellings = genitives[place]!.length > 0 ? genitives[place]! : [words[place]!];
      spelt = spelt.flatMap((begun) => spellings.map((word) => (begun === '' ? word : `${begun} ${word}`))).slice(0, 4);
    }
    for (const key of spelt) keys.add(key);
  }
  for (const form of FORM_WORDS_BEGINNING_KEY) {
    for (const order of FORM_WORDS_IN_TYPED_ORDER.has(form) ? wordOrders.slice(0, 1) : wordOrders) keys.add(`${form} ${order.map((place) => words[place]).join(' ')}`);
  }
  // The name as each register writes a name typed otherwise (`Arkadiy Belov`, `Аркадий Белов` as RIK
  // writes it, `Arkadi Belov`), in its words' orders alone: a business name holding a Russian name is
  // written as its entrepreneur's identity document writes it there, so `Arkadi Belov FIE`, a candidate
  // of every role of `Arkadi Belov`, was none of the name typed from a passport or a sanctions list.
  for (const reading of personKeys.slice(1, 1 + READINGS_LOOKED_UP)) {
    const readWords = reading.split(' ').filter((word) => !isLegalFormWord(word));
    if (readWords.length !== words.length) continue;
    for (const order of wordOrders) keys.add(order.map((place) => readWords[place]).join(' '));
  }
  // A Russian name as a Lithuanian individual enterprise writes it, with Lithuanian endings, in the
  // nominative and in the genitive (`Sergejus Lavrovas IĮ`, `Sergejaus Lavrovo IĮ` for `Sergej Lavrov`,
  // `Sergey Lavrov`), as screening reads it (russianOfLithuanianNominative): of the name as typed and
  // the readings above, every word so read, in their orders. A word ending in a consonant has its
  // genitive's `-o` above already (Lavrovo); a `-j` (Sergejaus) is what this adds.
  for (const reading of personKeys.slice(0, 1 + READINGS_LOOKED_UP)) {
    const readWords = reading.split(' ').filter((word) => !isLegalFormWord(word));
    const lithuanian = readWords.map(lithuanianOfRussianWord);
    if (readWords.length !== words.length || lithuanian.some((word) => word === null)) continue;
    const genitive = lithuanian.map((word) => lithuanianGenitiveSpellings(word!)[0] ?? word!);
    for (const order of wordOrders) {
      keys.add(order.map((place) => lithuanian[place]).join(' '));
      keys.add(order.map((place) => genitive[place]).join(' '));
    }
  }
  return [...keys].slice(0, MAX_LOOKUP_KEYS);
}

/**
 * The person keys the sole trader's business name holds, as screening reads it (the main name, else
 * the first other name in use that holds a person); none where it reads as no person's.
 */
function entrepreneurKeys(company: NamedCompanyRow): { name: string; keys: string[]; from: OtherNameRead | null } | null {
  const form = soleTraderForm({ country: company.country, legalFormCode: company.legal_form_code, legalFormName: company.legal_form_name });
  if (form === null) return null;
  const read = entrepreneurOfNames([{ name: company.name, kind: 'main' as const }, ...otherNamesRead(company.other_names)], form);
  if (read === null) return null;
  const name = read.entrepreneur;
  const keys = [personNameKey(name)];
  if (form === 'IĮ') {
    // The nominative read from the genitive, and a Russian name's nominative without its Lithuanian
    // endings (`Sergejaus Lavrovo`, `Sergejus Lavrovas`: sergej lavrov), as screening reads it.
    const nominatives = lithuanianNominativeReadings(name);
    for (const words of [...nominatives, foldTokens(name)]) {
      keys.push([...words].sort().join(' '));
      const russian = russianOfLithuanianNominative(words);
      if (russian !== null) keys.push([...russian].sort().join(' '));
    }
  }
  const { kind } = read.from;
  return { name, keys, from: kind === 'main' ? null : { name: read.from.name, kind } };
}

/** The row of a sole trader's entrepreneur, as screening names it: the name the business name holds, owning the whole business from its registration. */
function soleTraderRow(company: NamedCompanyRow, name: string, from: OtherNameRead | null): SoleTraderRow {
  return {
    id: 0, country: company.country, regcode: company.regcode, role: SOLE_TRADER_OWNER.role, position: SOLE_TRADER_OWNER.position,
    person_name: name, since: company.registered_on === null ? null : company.registered_on.slice(0, 10), until: null,
    share_percent: SOLE_TRADER_OWNER_PERCENT, share_amount: null, share_currency: null, first_seen_at: company.first_seen_at,
    source: company.source, as_of: company.as_of, birth_date: null, birth_key: null,
    company_name: company.name, company_status: company.status, company_registered_on: company.registered_on, person_group: null,
    former_name: null, same_person: false, unlisted_on: null, representation: null, representation_with_at_least: null,
    holding_first_seen: null, from_business_name: true, read_from_other_name: from,
  };
}

/**
 * The sole traders whose business name (its main name, or one it bears beside it: YTJ's parallel
 * and auxiliary names) holds one of the person keys in full and whose register names no owner in
 * force on `today`, by country and regcode (the order of the candidates).
 */
export function soleTradersNamed(db: Database, personKeys: readonly string[], today: string): SoleTraderRow[] {
  const keys = businessNameKeys(personKeys);
  // Of the names each key begins, those whose words after it may follow an entrepreneur's name:
  // `Tmi Juha Lehtonen Rakennus`, not `Juha Lehtonen Matti` nor a brand after the name.
  const found = new Map<string, [string, string]>();
  for (const entry of nameKeysBegun(db, keys, today)) {
    const after = entry.nameKey.slice(keys[entry.keyAt]!.length + 1);
    if (after === '' || mayFollowEntrepreneurName(after.split(' '))) found.set(`${entry.country}:${entry.regcode}`, [entry.country, entry.regcode]);
  }
  const asked = new Set(personKeys);
  const rows: SoleTraderRow[] = [];
  for (const company of companiesWithoutOwner(db, [...found.values()], today)) {
    const read = entrepreneurKeys(company);
    if (read !== null && read.keys.some((key) => asked.has(key))) rows.push(soleTraderRow(company, read.name, read.from));
  }
  return rows.sort((a, b) => (a.country < b.country ? -1 : a.country > b.country ? 1 : a.regcode < b.regcode ? -1 : a.regcode > b.regcode ? 1 : 0));
}

/** The rows in the order of the candidates, by country then regcode: a sole trader after the roles read in its company. */
export function withSoleTraders(rows: AssociationRow[], soleTraders: readonly SoleTraderRow[]): AssociationRow[] {
  if (soleTraders.length === 0) return rows;
  const byCompany = (a: AssociationRow, b: AssociationRow) => (a.country < b.country ? -1 : a.country > b.country ? 1 : a.regcode < b.regcode ? -1 : a.regcode > b.regcode ? 1 : 0);
  const out: AssociationRow[] = [];
  let i = 0;
  for (const row of rows) {
    while (i < soleTraders.length && byCompany(soleTraders[i]!, row) < 0) out.push(soleTraders[i++]!);
    out.push(row);
  }
  while (i < soleTraders.length) out.push(soleTraders[i++]!);
  return out;
}
