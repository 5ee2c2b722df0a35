// What the search index holds for one company, and the document id that encodes its rank.
// Pure functions: the rebuild (search-index*.ts) feeds them rows, the tests feed them names.
import { COUNTRIES, type Country } from '../domain/country.ts';
import { companyNameKey, companyNameTokens, foldText, foldTokens } from '../domain/fold.ts';

/**
 * Bumped whenever what buildSearchDocument writes changes: a country indexed under another
 * version is rebuilt in full at its next publish (search_state.layout).
 */
export const SEARCH_DOCUMENT_VERSION = 1;

export interface SearchSourceRow {
  regcode: string; name: string; status: string; address: string | null;
  /** companies.name_key (companyNameKey of the name); computed from `name` when absent. */
  name_key?: string;
  legal_form_code: string | null; legal_form_name: string | null;
  /** Other names (former, parallel, auxiliary), separated by U+001F. */
  other_names: string | null;
  /** VAT numbers, separated by U+001F. */
  vat_numbers: string | null;
}

export interface SearchDocument {
  /** search_names: the current name key, and the other names' keys. */
  name: string; former: string;
  /** search_any: names, address, regcode and VAT numbers. */
  any: string;
  /** The part of `any` after the names (folded address, numbers): kept to delete the document. */
  anyTail: string;
  /** search_forms: legal-form words. */
  form: string;
  /** search_tri: the names again, for trigram matching. */
  trigram: string;
  nameKeys: string[];
  formKeys: string[];
}

/** Rank buckets: active first, then unclear, then winding up, then gone. */
export function statusBucket(status: string): number {
  switch (status) {
    case 'active': return 0;
    case 'reorganisation': case 'unknown': return 1;
    case 'liquidation': case 'insolvency': return 2;
    default: return 3;
  }
}

export const STATUS_BUCKET_SQL = `CASE status WHEN 'active' THEN 0 WHEN 'reorganisation' THEN 1 WHEN 'unknown' THEN 1
  WHEN 'liquidation' THEN 2 WHEN 'insolvency' THEN 2 ELSE 3 END`;

export const MAX_RANKED_NAME_LENGTH = 511;

// A document id is ((cell * 4 + country) * MAX_SEQUENCE + sequence), where the rank cell is
// (status bucket, name length, first three characters of the name key). Ids of all countries sort
// in one rank order; within a cell the countries follow COUNTRIES, and the sequence follows the
// name key (then the regcode) within one cell of one country. The largest id is below 2^53.
const PREFIX_CHARS = 3;
const PREFIX_BASE = 42;
const PREFIX_SPAN = 2 ** 17; // > 42^3
/** Sequences of one country within one rank cell. */
export const MAX_SEQUENCE = 2 ** 23;
const CELL_SPAN = 4 * MAX_SEQUENCE;

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

/** The rank cell of a company: its status bucket, its name length and the start of its name key. */
export function rankCell(bucket: number, nameLength: number, nameKey: string): number {
  let prefix = 0;
  let ended = false;
  for (let i = 0; i < PREFIX_CHARS; i++) {
    const digit = ended || i >= nameKey.length ? 0 : prefixDigit(nameKey.charCodeAt(i));
    if (ODD_DIGITS.has(digit)) ended = true;
    prefix = prefix * PREFIX_BASE + digit;
  }
  return (bucket * 512 + Math.min(nameLength, MAX_RANKED_NAME_LENGTH)) * PREFIX_SPAN + prefix;
}

export function documentId(cell: number, sequence: number, country: Country): number {
  if (sequence >= MAX_SEQUENCE) throw new Error(`search index: more than ${MAX_SEQUENCE - 1} companies of one rank cell in ${country}`);
  return (cell * 4 + COUNTRIES.indexOf(country)) * MAX_SEQUENCE + sequence;
}

export function rankCellOf(id: number): number {
  return Math.floor(id / CELL_SPAN);
}

export function sequenceOf(id: number): number {
  return id % MAX_SEQUENCE;
}

/**
 * `count` sequences spread evenly strictly between `low` and `high`, or null when the gap is too
 * narrow. A group built from scratch spreads its names over the whole range (low 0, high
 * MAX_SEQUENCE), so a company added later finds a free sequence between its two neighbours.
 */
export function spreadSequences(low: number, high: number, count: number): number[] | null {
  if (high - low - 1 < count) return null;
  const out = new Array<number>(count);
  for (let i = 0; i < count; i++) out[i] = low + Math.floor(((i + 1) * (high - low)) / (count + 1));
  return out;
}

// Spellings of one legal form: a company registered as `Osaühing` is found by `OÜ` and back.
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
  ['oy', 'osakeyhtio'],
  ['oyj', 'julkinen osakeyhtio'],
  ['ky', 'kommandiittiyhtio'],
  ['ay', 'avoin yhtio'],
  ['tmi', 'toiminimi'],
  ['osk', 'osuuskunta'],
];

/** Folded legal-form words of a text (the words companyNameTokens drops). */
export function legalFormWords(text: string, nameTokens: string[] = companyNameTokens(text)): string[] {
  const kept = new Set(nameTokens);
  return foldTokens(text).filter((t) => !kept.has(t));
}

// A register has a handful of legal forms, so the form keys of a (name's form words, form code,
// form name) triple are computed once per rebuild instead of once per company.
const formKeyCache = new Map<string, { keys: string[]; text: string }>();
const FORM_CACHE_LIMIT = 4096;

function formKeysOf(formWords: string[], code: string | null, formName: string | null): { keys: string[]; text: string } {
  const cacheKey = `${formWords.join(' ')}\u001f${code ?? ''}\u001f${formName ?? ''}`;
  const cached = formKeyCache.get(cacheKey);
  if (cached) return cached;
  const described = foldText(`${code ?? ''} ${formName ?? ''}`);
  const keys = new Set([...formWords, ...(described === '' ? [] : described.split(' '))]);
  const padded = ` ${formWords.join(' ')} ${described} `;
  for (const group of FORM_EQUIVALENTS) {
    if (group.some((form) => padded.includes(` ${form} `))) for (const form of group) for (const w of form.split(' ')) keys.add(w);
  }
  const sorted = [...keys].sort();
  const entry = { keys: sorted, text: sorted.join(' ') };
  if (formKeyCache.size >= FORM_CACHE_LIMIT) formKeyCache.clear();
  formKeyCache.set(cacheKey, entry);
  return entry;
}

function splitList(value: string | null): string[] {
  return value ? value.split('\u001f').filter((v) => v !== '') : [];
}

const DIGITS = /^[0-9]+$/;

function codeTokens(regcode: string, vatNumbers: string | null): string {
  // Most registration numbers are digits only: they fold to themselves.
  const plain = DIGITS.test(regcode);
  if (plain && vatNumbers === null) return regcode;
  const tokens = new Set<string>(plain ? [regcode] : [regcode.replace(/\D/g, ''), ...foldTokens(regcode)]);
  for (const vat of splitList(vatNumbers)) {
    tokens.add(foldText(vat).replace(/ /g, ''));
    tokens.add(vat.replace(/\D/g, ''));
  }
  tokens.delete('');
  return [...tokens].join(' ');
}

/** The words of a folded name that its key dropped: its legal-form words. */
function formWordsOf(folded: string, nameKey: string): string[] {
  if (folded === nameKey) return [];
  const kept = nameKey === '' ? [] : nameKey.split(' ');
  return folded === '' ? [] : folded.split(' ').filter((t) => !kept.includes(t));
}

const NO_NAMES: string[] = [];

export function buildSearchDocument(row: SearchSourceRow): SearchDocument {
  // The name is folded once: its key (stored as companies.name_key, the same companyNameKey the
  // query side looks up) and its legal-form words both come from it.
  const folded = foldText(row.name);
  const nameKey = row.name_key ?? companyNameKey(folded);
  const otherKeys = row.other_names === null ? NO_NAMES
    : [...new Set(splitList(row.other_names).map(companyNameKey))].filter((k) => k !== '' && k !== nameKey).sort();
  const forms = formKeysOf(formWordsOf(folded, nameKey), row.legal_form_code, row.legal_form_name);
  const former = otherKeys.length === 0 ? '' : otherKeys.join(' , ');
  const anyTail = joinParts([row.address ? foldText(row.address) : '', codeTokens(row.regcode, row.vat_numbers)]);
  return {
    name: nameKey,
    // ` , ` keeps phrases of two names apart for the reader; unicode61 drops it either way.
    former,
    any: joinParts([nameKey, former, anyTail]),
    anyTail,
    form: forms.text,
    trigram: otherKeys.length === 0 ? nameKey : [nameKey, ...otherKeys].join(' / '),
    nameKeys: otherKeys.length === 0 ? [nameKey] : [nameKey, ...otherKeys],
    formKeys: forms.keys,
  };
}

function joinParts(parts: string[]): string {
  let out = '';
  for (const p of parts) if (p !== '') out = out === '' ? p : `${out} , ${p}`;
  return out;
}

/** What a search_docs row keeps of its document. */
export interface StoredDocument { name_keys: string; form_keys: string; any_tail: string | null }

/**
 * The texts a stored document was written with, rebuilt from its search_docs row: contentless
 * FTS5 tables forget their text, and deleting a row needs exactly the values it was inserted with.
 */
export function storedDocumentTexts(stored: StoredDocument): Pick<SearchDocument, 'name' | 'former' | 'any' | 'form' | 'trigram'> {
  const [name = '', ...others] = stored.name_keys.split('\n');
  const former = others.join(' , ');
  return {
    name, former, any: joinParts([name, former, stored.any_tail ?? '']),
    form: stored.form_keys, trigram: stored.name_keys.split('\n').join(' / '),
  };
}

/**
 * A 53-bit fingerprint of everything a company's document and rank are made of (cyrb53): an
 * unchanged fingerprint means the stored document is still right. The rebuild sorts the lists
 * first (search-index-sql.ts sourceRow), so the order rows were loaded in does not change it.
 */
export function sourceFingerprint(row: SearchSourceRow): number {
  let h1 = 0xdeadbeef ^ SEARCH_DOCUMENT_VERSION;
  let h2 = 0x41c6ce57;
  const fields = [row.regcode, row.name, row.name_key, BUCKET_TEXT[statusBucket(row.status)], row.address, row.legal_form_code,
    row.legal_form_name, row.other_names, row.vat_numbers];
  for (let f = 0; f < fields.length; f++) {
    const field = fields[f];
    // A field boundary, and null apart from the empty text.
    const mark = field === null || field === undefined ? 0x1f : 0x1e;
    h1 = Math.imul(h1 ^ mark, 2654435761);
    h2 = Math.imul(h2 ^ mark, 1597334677);
    if (!field) continue;
    for (let i = 0; i < field.length; i++) {
      const ch = field.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const BUCKET_TEXT = ['0', '1', '2', '3'];
