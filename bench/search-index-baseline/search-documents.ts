// The search index rebuild as it was before documents were kept across publishes, verbatim, so
// bench/search-index-build.ts can time it beside the current one on the same data. Not used by
// the service.
// What the search index holds for one company, and the document id that encodes its rank.
// Pure functions: the rebuild (search-index.ts) feeds them rows, the tests feed them names.
import { COUNTRIES, type Country } from '../../src/domain/country.ts';
import { companyNameKey, companyNameTokens, foldText, foldTokens } from '../../src/domain/fold.ts';

export interface SearchSourceRow {
  regcode: string; name: string; status: string; address: string | null;
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
export const MAX_SEQUENCE = 2 ** 24;

/**
 * The document id: (bucket, folded-name length, per-country sequence), then the country in the
 * lowest two bits so ids of the four tables never collide and still sort in one rank order.
 * The largest id is below 2^37.
 */
export function documentId(bucket: number, nameLength: number, sequence: number, country: Country): number {
  const len = Math.min(nameLength, MAX_RANKED_NAME_LENGTH);
  if (sequence >= MAX_SEQUENCE) throw new Error(`search index: more than ${MAX_SEQUENCE} companies in ${country}`);
  return ((bucket * 512 + len) * MAX_SEQUENCE + sequence) * 4 + COUNTRIES.indexOf(country);
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

function formKeysOf(row: SearchSourceRow, nameTokens: string[]): string[] {
  const described = foldText([row.legal_form_code ?? '', row.legal_form_name ?? ''].join(' '));
  const formWords = legalFormWords(row.name, nameTokens);
  const keys = new Set([...formWords, ...(described === '' ? [] : described.split(' '))]);
  const padded = ` ${formWords.join(' ')} ${described} `;
  for (const group of FORM_EQUIVALENTS) {
    if (group.some((form) => padded.includes(` ${form} `))) for (const form of group) for (const w of form.split(' ')) keys.add(w);
  }
  return [...keys].sort();
}

function splitList(value: string | null): string[] {
  return value ? value.split('\u001f').filter((v) => v !== '') : [];
}

function codeTokens(regcode: string, vatNumbers: string[]): string {
  const tokens = new Set<string>([regcode.replace(/\D/g, ''), ...foldTokens(regcode)]);
  for (const vat of vatNumbers) {
    tokens.add(foldText(vat).replace(/ /g, ''));
    tokens.add(vat.replace(/\D/g, ''));
  }
  tokens.delete('');
  return [...tokens].join(' ');
}

export function buildSearchDocument(row: SearchSourceRow): SearchDocument {
  const nameTokens = companyNameTokens(row.name);
  const nameKey = nameTokens.join(' ');
  const otherKeys = [...new Set(splitList(row.other_names).map(companyNameKey))]
    .filter((k) => k !== '' && k !== nameKey).sort();
  const formKeys = formKeysOf(row, nameTokens);
  const former = otherKeys.join(' , ');
  const any = [nameKey, former, row.address ? foldText(row.address) : '', codeTokens(row.regcode, splitList(row.vat_numbers))];
  return {
    name: nameKey,
    // ` , ` keeps phrases of two names apart for the reader; unicode61 drops it either way.
    former,
    any: any.filter((t) => t !== '').join(' , '),
    form: formKeys.join(' '),
    trigram: [nameKey, ...otherKeys].join(' / '),
    nameKeys: [nameKey, ...otherKeys],
    formKeys,
  };
}
