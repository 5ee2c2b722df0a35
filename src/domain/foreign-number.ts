// A number of a register abroad sent where a company's number goes: an invoice's or another
// register's number copied with its label (`USt-IdNr. DE123456789`, `NIP 1234567890`,
// `Org.nr 556677-8899`) or a VAT number of another EU country alone (`SE556677889901`). A lookup
// told only that it "is not a registration or VAT number of LV, LT, EE or FI" left a compliance
// team checking for a typo; the answer says whose number it is and that the service holds those
// four countries' companies only.

/** What a number of a register abroad is, as an answer names it. */
export interface ForeignNumber {
  /** `a German VAT number`, `a Swedish organisation number`. */
  is: string;
}

// VAT numbers of the other EU countries (and of the United Kingdom, Northern Ireland, Switzerland
// and Norway), as VIES and the national registers write them, separators taken out: the country
// code and the number's own shape, so that a name's word is not read as one.
const VAT_NUMBERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^ATU\d{8}$/, 'an Austrian VAT number'],
  [/^BE[01]\d{9}$/, 'a Belgian VAT number'],
  [/^BG\d{9,10}$/, 'a Bulgarian VAT number'],
  [/^CY\d{8}[A-Z]$/, 'a Cypriot VAT number'],
  [/^CZ\d{8,10}$/, 'a Czech VAT number'],
  [/^DE\d{9}$/, 'a German VAT number'],
  [/^DK\d{8}$/, 'a Danish VAT number'],
  [/^(?:EL|GR)\d{9}$/, 'a Greek VAT number'],
  [/^ES[A-Z0-9]\d{7}[A-Z0-9]$/, 'a Spanish VAT number'],
  [/^FR[A-Z0-9]{2}\d{9}$/, 'a French VAT number'],
  [/^HR\d{11}$/, 'a Croatian VAT number'],
  [/^HU\d{8}$/, 'a Hungarian VAT number'],
  [/^IE\d{7}[A-W][A-I]?$|^IE\d[A-Z+*]\d{5}[A-W]$/, 'an Irish VAT number'],
  [/^IT\d{11}$/, 'an Italian VAT number'],
  [/^LU\d{8}$/, 'a Luxembourg VAT number'],
  [/^MT\d{8}$/, 'a Maltese VAT number'],
  [/^NL\d{9}B\d{2}$/, 'a Dutch VAT number'],
  [/^PL\d{10}$/, 'a Polish VAT number'],
  [/^PT\d{9}$/, 'a Portuguese VAT number'],
  [/^RO\d{6,10}$/, 'a Romanian VAT number'],
  [/^SE\d{10}01$/, 'a Swedish VAT number'],
  [/^SI\d{8}$/, 'a Slovenian VAT number'],
  [/^SK\d{10}$/, 'a Slovak VAT number'],
  [/^XI\d{9}(?:\d{3})?$/, 'a Northern Irish VAT number'],
  [/^GB\d{9}(?:\d{3})?$/, 'a British VAT number'],
  [/^CHE\d{9}(?:MWST|TVA|IVA|VAT|HR)?$/, 'a Swiss company number (UID)'],
  [/^NO\d{9}(?:MVA)?$/, 'a Norwegian VAT number'],
];

// A register's label abroad, folded to lower-case letters (its dots, dashes and spaces out), and
// the digits of its number there: the label alone says whose number it is, the digits that the
// label is the number's (`NIP 1234567890`), not a word of a name.
const LABELLED_NUMBERS: ReadonlyArray<{ labels: ReadonlySet<string>; digits: RegExp; is: string }> = [
  { labels: new Set(['nip']), digits: /^\d{10}$/, is: 'a Polish tax number (NIP)' },
  { labels: new Set(['krs']), digits: /^\d{10}$/, is: 'a Polish court register number (KRS)' },
  { labels: new Set(['regon']), digits: /^(?:\d{9}|\d{14})$/, is: 'a Polish statistical number (REGON)' },
  { labels: new Set(['инн', 'inn']), digits: /^(?:\d{10}|\d{12})$/, is: 'a Russian taxpayer number (INN)' },
  { labels: new Set(['огрн', 'ogrn', 'огрнип']), digits: /^(?:\d{13}|\d{15})$/, is: 'a Russian state registration number (OGRN)' },
  { labels: new Set(['унп', 'unp']), digits: /^\d{9}$/, is: 'a Belarusian taxpayer number (UNP)' },
  { labels: new Set(['єдрпоу', 'едрпоу', 'edrpou']), digits: /^\d{8}$/, is: 'a Ukrainian company code (EDRPOU)' },
  { labels: new Set(['kvk', 'kvknr', 'kvknummer']), digits: /^\d{8}$/, is: 'a Dutch chamber of commerce number (KVK)' },
  { labels: new Set(['cvr', 'cvrnr', 'cvrnummer']), digits: /^\d{8}$/, is: 'a Danish company number (CVR)' },
  { labels: new Set(['ico', 'ic']), digits: /^\d{8}$/, is: 'a Czech company number (IČO)' },
  { labels: new Set(['siren']), digits: /^\d{9}$/, is: 'a French company number (SIREN)' },
  { labels: new Set(['siret']), digits: /^\d{14}$/, is: 'a French establishment number (SIRET)' },
  { labels: new Set(['ein']), digits: /^\d{9}$/, is: 'a United States employer identification number (EIN)' },
  // Sweden's and Norway's `Org.nr`, told apart by their length: 10 digits (`556677-8899`) in
  // Sweden, 9 (`923 609 016`) in Norway. A Finnish business ID after it is Finland's, read as such.
  { labels: new Set(['orgnr', 'organisationsnummer']), digits: /^\d{10}$/, is: 'a Swedish organisation number' },
  { labels: new Set(['orgnr', 'organisasjonsnummer', 'foretaksregisteret']), digits: /^\d{9}$/, is: 'a Norwegian organisation number' },
];

// Where a label ends and its number begins: the first digit, or the country code before it.
const LABEL_AND_NUMBER = /^(\P{N}*?)[\s:.\-–]*(\p{N}[\p{N}\s.\-–/]*)$/u;
const SEPARATORS = /[\s.\-–/]/gu;
// What a number is pasted with around it: brackets, quotes, a sentence's full stop or colon.
const ENCLOSING = /^[\s\p{Ps}\p{Pi}"'„:]+|[\s\p{Pe}\p{Pf}"'.,;:]+$/gu;

/**
 * Whose number `text` is where it is a number of a register abroad: a VAT number of another
 * country (alone, after its label or a name), or a national number after the label its register
 * gives it. Null for any other text, the four countries' numbers among them (they are read first).
 */
export function foreignNumber(text: string): ForeignNumber | null {
  const s = text.normalize('NFKC').replace(ENCLOSING, '');
  if (!/\p{N}/u.test(s)) return null;
  return foreignVatNumber(s) ?? labelledForeignNumber(s);
}

/** A VAT number of a country abroad at the end of the text, after the start or a word's end. */
function foreignVatNumber(s: string): ForeignNumber | null {
  const upper = s.toUpperCase();
  for (let start = 0; start < upper.length; start++) {
    if (start > 0 && /[\p{L}\p{N}]/u.test(upper[start - 1]!)) continue;
    if (!/[A-Z]/.test(upper[start]!)) continue;
    const candidate = upper.slice(start).replace(SEPARATORS, '');
    const found = VAT_NUMBERS.find(([shape]) => shape.test(candidate));
    if (found) return { is: found[1] };
  }
  return null;
}

/** A national number abroad after its register's label (LABELLED_NUMBERS). */
function labelledForeignNumber(s: string): ForeignNumber | null {
  const m = LABEL_AND_NUMBER.exec(s);
  if (!m) return null;
  const label = m[1]!.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').replace(/[^\p{L}]/gu, '');
  const digits = m[2]!.replace(SEPARATORS, '');
  const found = LABELLED_NUMBERS.find((n) => n.labels.has(label) && n.digits.test(digits));
  return found ? { is: found.is } : null;
}

/** What an answer says of a foreign number: whose it is, and which companies the service holds. */
export function foreignNumberMessage(text: string, number: ForeignNumber): string {
  return `"${text}" is ${number.is}: the service holds companies of LV, LT, EE and FI only`;
}
