// What the search index holds for one company, and the rank cell that orders it.
// Pure functions: the rebuild (search-index.ts) feeds them rows, the tests feed them names.
import { companyNameKey, foldText, foldTokens, streetKey } from '../domain/fold.ts';
import { beginningOf, NO_BEGINNING } from '../domain/marked-words.ts';
import type { ImageDocument } from './search-image/build.ts';

export interface SearchSourceRow {
  regcode: string; name: string; status: string; address: string | null;
  /** companies.name_key (companyNameKey of the name); computed from `name` when absent. */
  name_key?: string;
  legal_form_code: string | null; legal_form_name: string | null;
  /** The street part of the address (street, house number, flat), when the register gives it. */
  address_street: string | null;
  /** Other names (former, parallel, auxiliary), separated by U+001F. */
  other_names: string | null;
}

/** Rank buckets of a status: active first, then unclear, then winding up, then gone. */
export const STATUS_BUCKET_SQL = `CASE status WHEN 'active' THEN 0 WHEN 'reorganisation' THEN 1 WHEN 'unknown' THEN 1
  WHEN 'liquidation' THEN 2 WHEN 'insolvency' THEN 2 ELSE 3 END`;

export const MAX_RANKED_NAME_LENGTH = 511;

/** The bucket of a status, as STATUS_BUCKET_SQL gives it. */
export function statusBucketOf(status: string): number {
  switch (status) {
    case 'active': return 0;
    case 'reorganisation': case 'unknown': return 1;
    case 'liquidation': case 'insolvency': return 2;
    default: return 3;
  }
}

// A rank cell is (status bucket, folded-name length, first three characters of the name key) as
// one number: documents sort by cell, then by name key, then by regcode. Within a country the
// documents of a cell are one run, so "names that begin with these letters, of this length and
// status" is a binary search away.
export const PREFIX_CHARS = 3;
const PREFIX_BASE = 42;
const PREFIX_SPAN = 2 ** 17; // > 42^3
const LENGTHS = MAX_RANKED_NAME_LENGTH + 1;
/** The highest prefix digit: a name key continues with anything after a prefix. */
const MAX_DIGIT = PREFIX_BASE - 1;

/**
 * A base-42 digit that never decreases with the character, as name keys compare in SQLite (bytes,
 * BINARY): end of key 0, below space 1, space 2, punctuation 3, digits 4-13, between digits and
 * letters 14, letters 15-40, above `z` (any non-ASCII character) 41. Folded keys hold only
 * spaces, digits and letters; a character of the odd classes ends the prefix, since what follows
 * it may compare either way.
 */
function prefixDigit(code: number): number {
  if (code < 0x20) return 1;
  if (code === 0x20) return 2;
  if (code < 0x30) return 3;
  if (code <= 0x39) return code - 0x30 + 4;
  if (code < 0x61) return 14;
  if (code <= 0x7a) return code - 0x61 + 15;
  return 41;
}
const ODD_DIGITS = new Set([1, 3, 14, 41]);

function prefixCode(text: string): number {
  let prefix = 0;
  let ended = false;
  for (let i = 0; i < PREFIX_CHARS; i++) {
    const digit = ended || i >= text.length ? 0 : prefixDigit(text.charCodeAt(i));
    if (ODD_DIGITS.has(digit)) ended = true;
    prefix = prefix * PREFIX_BASE + digit;
  }
  return prefix;
}

/** The rank cell of a company: its status bucket, its name length and the start of its name key. */
export function rankCell(bucket: number, nameLength: number, nameKey: string): number {
  return (bucket * LENGTHS + Math.min(nameLength, MAX_RANKED_NAME_LENGTH)) * PREFIX_SPAN + prefixCode(nameKey);
}

export function cellBucket(cell: number): number {
  return Math.floor(cell / (LENGTHS * PREFIX_SPAN));
}

/** The cell of the same length and name start in another status bucket. */
export function cellInBucket(cell: number, bucket: number): number {
  return cell + (bucket - cellBucket(cell)) * LENGTHS * PREFIX_SPAN;
}

export function cellLength(cell: number): number {
  return Math.floor(cell / PREFIX_SPAN) % LENGTHS;
}

/** The cells of (bucket, length) whose names may begin with `text`: [first, last]. */
export function cellsBeginningWith(bucket: number, nameLength: number, text: string): [number, number] {
  const base = (bucket * LENGTHS + Math.min(nameLength, MAX_RANKED_NAME_LENGTH)) * PREFIX_SPAN;
  if (text.length >= PREFIX_CHARS) {
    const code = prefixCode(text);
    return [base + code, base + code];
  }
  // Fewer than three characters: every continuation, from "ends here" to the highest digit.
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < PREFIX_CHARS; i++) {
    const digit = i < text.length ? prefixDigit(text.charCodeAt(i)) : -1;
    lo = lo * PREFIX_BASE + (digit >= 0 ? digit : 0);
    hi = hi * PREFIX_BASE + (digit >= 0 ? digit : MAX_DIGIT);
  }
  return [base + lo, base + hi];
}

// Spellings of one legal form: a company registered as `Osaühing` is found by `OÜ` and back. PRH
// names a sole trader's form `Yksityinen elinkeinonharjoittaja` (Swedish `Enskild
// näringsidkare`), never by its short form, and many such names hold no `Tmi`: `Tmi Salonen` took
// `Rakennus Salonen` for a company of another form.
const FORM_EQUIVALENTS: string[][] = [
  ['sia', 'sabiedriba ar ierobezotu atbildibu'],
  ['as', 'akciju sabiedriba', 'aktsiaselts'],
  ['ik', 'individualais komersants'],
  ['ou', 'osauhing'],
  ['fie', 'fuusilisest isikust ettevotja'],
  ['mtu', 'mittetulundusuhing'],
  ['uab', 'uzdaroji akcine bendrove'],
  ['ab', 'akcine bendrove', 'aktiebolag'],
  ['mb', 'mazoji bendrija'],
  ['vsi', 'viesoji istaiga'],
  // JAR's form name is the abbreviation (IĮ, TŪB: domain/lt-legal-forms.ts), so a name written
  // with it had no written-out form among its words, and `Individuali įmonė "Agro Alfa"` took
  // `IĮ "Agro Alfa"` for a company of another form.
  ['ij', 'individuali imone'],
  ['tub', 'tikroji ukine bendrija'],
  ['kub', 'komanditine ukine bendrija'],
  ['zuk', 'zemes ukio kooperatyvas'],
  ['oy', 'osakeyhtio'],
  ['oyj', 'julkinen osakeyhtio'],
  ['ky', 'kommandiittiyhtio'],
  ['ay', 'avoin yhtio'],
  ['tmi', 'toiminimi', 'yksityinen elinkeinonharjoittaja', 'enskild naringsidkare'],
  ['osk', 'osuuskunta'],
];

// Finland's forms as its Swedish speakers write them, Finland's other official language: Ab for an
// Oy (Oy Karl Fazer Ab, an Åland company's only name), Abp for an Oyj (Nokia Abp), Kb for a Ky, as
// a buyer writing in Swedish types them (Kone Ab). Brought by the group the company's form reads
// as, not made equivalents of it: Ab and Kb are also Lithuanian forms (akcinė bendrovė,
// kooperatinė bendrovė), which are no Oy or Ky.
const SWEDISH_SPELLINGS: Record<string, readonly string[]> = {
  oy: ['ab', 'aktiebolag'],
  oyj: ['abp'],
  ky: ['kb'],
};

/**
 * The form key saying a name writes the Swedish spelling `word` of its form itself (`Oy Karl Fazer
 * Ab`, `Strandbygg Ab`), where every Oy holds `ab` (SWEDISH_SPELLINGS): `ab` typed in capitals or
 * in small letters names JAR's AB (services/search/form-country.ts), and such a name, writing the
 * form typed, stays among the names of the form named. No typed form is a word with a colon.
 */
export const writtenSwedishFormKey = (word: string): string => `written:${word}`;
const SWEDISH_WRITTEN: ReadonlySet<string> = new Set(Object.values(SWEDISH_SPELLINGS).flat());

// Longest first, each taken out of the text once read: `uzdaroji akcine bendrove` (UAB) holds
// `akcine bendrove` (AB), and `julkinen osakeyhtio` (Oyj) `osakeyhtio` (Oy), which a UAB or an
// Oyj is not: `AB Med` must put AB "Med sveikata" before UAB "Med Pro".
const FORM_PHRASES = FORM_EQUIVALENTS.flatMap((group) => group.map((form) => ({ form, group })))
  .sort((a, b) => b.form.length - a.form.length);

// A register has a handful of legal forms, so the form keys of a (name's form words, form code,
// form name) triple are computed once per rebuild instead of once per company.
const formKeyCache = new Map<string, string[]>();
const FORM_CACHE_LIMIT = 4096;

function formKeysOf(formWords: string[], code: string | null, formName: string | null): string[] {
  const cacheKey = `${formWords.join(' ')}\u001f${code ?? ''}\u001f${formName ?? ''}`;
  const cached = formKeyCache.get(cacheKey);
  if (cached) return cached;
  const described = foldText(`${code ?? ''} ${formName ?? ''}`);
  const keys = new Set([...formWords, ...(described === '' ? [] : described.split(' '))]);
  let rest = ` ${formWords.join(' ')} ${described} `;
  for (const { form, group } of FORM_PHRASES) {
    if (!rest.includes(` ${form} `)) continue;
    rest = rest.replaceAll(` ${form} `, '  ');
    for (const other of group) for (const w of other.split(' ')) keys.add(w);
    for (const w of SWEDISH_SPELLINGS[group[0]!] ?? []) keys.add(w);
  }
  // Only a Finnish form's: JAR's AB writes `ab` too, and its country names it.
  if (keys.has('oy') || keys.has('oyj') || keys.has('ky')) {
    for (const w of formWords) if (SWEDISH_WRITTEN.has(w)) keys.add(writtenSwedishFormKey(w));
  }
  const sorted = [...keys].sort();
  if (formKeyCache.size >= FORM_CACHE_LIMIT) formKeyCache.clear();
  formKeyCache.set(cacheKey, sorted);
  return sorted;
}

function splitList(value: string | null): string[] {
  return value ? value.split('\u001f').filter((v) => v !== '') : [];
}

/** The words of a folded name that its key dropped: its legal-form words. */
function formWordsOf(folded: string, nameKey: string): string[] {
  if (folded === nameKey) return [];
  const kept = nameKey === '' ? [] : nameKey.split(' ');
  return folded === '' ? [] : folded.split(' ').filter((t) => !kept.includes(t));
}

const NO_NAMES: string[] = [];

/** What the image keeps of a company of `country`, in the rank cell given. */
export function imageDocument(row: SearchSourceRow, cell: number, country?: string): ImageDocument {
  // The name is folded once: its key (stored as companies.name_key, the same companyNameKey the
  // query side looks up) and its legal-form words both come from it.
  const folded = foldText(row.name);
  const nameKey = row.name_key ?? companyNameKey(folded, country);
  const otherKeys = row.other_names === null ? NO_NAMES
    : [...new Set(splitList(row.other_names).map((name) => companyNameKey(name, country)))].filter((k) => k !== '' && k !== nameKey).sort();
  return {
    nameKeys: otherKeys.length === 0 ? [nameKey] : [nameKey, ...otherKeys],
    formKeys: formKeysOf(formWordsOf(folded, nameKey), row.legal_form_code, row.legal_form_name),
    addressTokens: row.address ? foldTokens(row.address) : NO_NAMES,
    streetKey: row.address_street ? streetKey(row.address_street) : null,
    beginning: beginningOf(row.name, nameKey.split(' ')[0]!)?.code ?? NO_BEGINNING,
    cell,
  };
}
