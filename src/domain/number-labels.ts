// The words that label a registration or VAT number where it is written down, folded
// (domain/fold.ts), in the four countries' languages and English: `reģ. Nr.`, `PVN maksātāja Nr.`,
// `įm. k.`, `įmonės kodas`, `PVM mokėtojo kodas`, `registrikood`, `reg.kood`, `KMKR nr`,
// `Y-tunnus`, `FO-nummer` (its Swedish name), `ALV-numero` and `Momsreg.nr` (its Swedish name),
// `Business ID`, `VAT No.`, `EU VAT No.` (as invoices to another EU country write it), and the
// numbers' full official names as letterheads write them: `Vienotais reģistrācijas Nr.`,
// `Äriregistri kood`, `Käibemaksukohustuslase number`, `Yritys- ja yhteisötunnus`, and the
// register's own abbreviation before its number, `UR reģ. Nr.` (Uzņēmumu reģistrs). A search
// leaves them out before a number written with a name (services/search/codes-in-text.ts); a
// regcode lookup reads a number sent with its label (domain/regcode.ts), its shortest forms too
// (withNumberLabelsWrittenOut).
import type { Country } from './country.ts';
import { foldTokens } from './fold.ts';

export const NUMBER_LABEL_WORDS: ReadonlySet<string> = new Set([
  'reg', 'regnr', 'nr', 'no', 'nro', 'num', 'numurs', 'numeris', 'numero', 'number', 'kods', 'kodas', 'kood',
  'registracijas', 'nodoklu', 'maksataja', 'pvn', 'imones', 'im', 'k', 'juridinio', 'asmens', 'moketojo', 'pvm',
  'registrikood', 'registrikoodi', 'kmkr', 'y', 'ly', 'tunnus', 'ytunnus', 'fo', 'nummer', 'alv', 'org', 'orgnr',
  'moms', 'momsnr', 'momsnummer', 'momsreg', 'momsregnr', 'momsregistreringsnummer',
  'registration', 'registry', 'company', 'business', 'code', 'id', 'vat', 'tax', 'eu',
  // English labels as the registers' English pages and invoices write them: the Lithuanian
  // register's `Legal entity code` and an invoice's `VAT payer code` (PVM mokėtojo kodas).
  'legal', 'entity', 'payer',
  'vienotais', 'vien', 'ariregistri', 'kaibemaksukohustuslase', 'yritys', 'ja', 'yhteisotunnus', 'ur',
  // The case forms a sentence writes before the number: `ettevõtte registrikood` (the company's),
  // `registrikoodiga` (with the registry code), `yrityksen Y-tunnus` (the company's),
  // `Y-tunnuksella`, `Y-tunnukseltaan` (with, by its business ID), `Y-tunnuksen` (of the business
  // ID). The Lithuanian `įmonės kodo` (of the code) is written out (NUMBER_LABEL_ABBREVIATIONS).
  'ettevotte', 'registrikoodiga', 'yrityksen', 'tunnuksella', 'tunnukseltaan', 'tunnuksen',
]);

// Words of the labels Latvian invoices and letterheads write (`Firmas reģ. Nr.`, `Uzņēmuma reģ. Nr.`,
// `Komersanta reģ. Nr.`, `Juridiskās personas reģ. Nr.`, `Nod. maks. reģ. Nr.`), the Lithuanian VAT
// payer's code abbreviated (`PVM mok. kodas`) and the Finnish VAT number's other names (`ALV-rek.`,
// `ALV-tunniste`, `Arvonlisäverotunniste`): a lookup, every word of which must be a label, reads
// them besides NUMBER_LABEL_WORDS; a search, which finds them in names too (`Firmas Nams`), keeps them words.
export const LOOKUP_LABEL_WORDS: ReadonlySet<string> = new Set([
  ...NUMBER_LABEL_WORDS, 'firmas', 'uznemuma', 'komersanta', 'juridiskas', 'personas', 'nod', 'maks', 'mok', 'rek', 'tunniste', 'arvonlisaverotunniste',
]);

// Of those, the words that label a number only before another label word (`UR reģ. Nr.`, `EU VAT
// No.`, `Legal entity code`, `VAT payer code`): right before the number itself a search keeps them,
// as the last word of a name (`SIA "Koks UR" 40003123456`, `Baltic EU 40003123456`) rather than a
// label. A lookup, every word of which must be a label, reads them anywhere.
export const LABEL_WORDS_BEFORE_LABEL: ReadonlySet<string> = new Set(['ur', 'eu', 'legal', 'entity', 'payer']);

// Before a number still being typed (`Reģ. Nr. 40003-`, `VAT LV4000312`), a search reads the text
// as that number's beginning only where the label cannot be the beginning of a name: a word of
// LABELS_ONLY (`reg`, `nr`, `pvn`, `kmkr`, `tunnus`, `alv`, `vat`, …), or two words or more the
// last of which names a number (`Business ID`, `Company code`, `įm. k.`). The other label words
// are words of names too, or a name's initials (`ID 1234 Oy`, `K 2020`, `Company 21`), and a
// name's first word before a number being typed is as likely as a label: they stay words.
export const LABELS_ONLY: ReadonlySet<string> = new Set([
  'reg', 'regnr', 'nr', 'nro', 'numurs', 'numeris', 'registracijas', 'nodoklu', 'maksataja', 'pvn', 'imones', 'juridinio',
  'moketojo', 'pvm', 'registrikood', 'registrikoodi', 'registrikoodiga', 'kmkr', 'tunnus', 'tunnuksella', 'tunnukseltaan', 'tunnuksen', 'ytunnus', 'alv', 'orgnr', 'momsnr', 'momsnummer',
  'momsreg', 'momsregnr', 'momsregistreringsnummer', 'vat', 'vienotais', 'ariregistri', 'kaibemaksukohustuslase', 'yhteisotunnus',
]);
export const NUMBER_WORDS: ReadonlySet<string> = new Set([
  'no', 'num', 'number', 'nummer', 'numero', 'id', 'code', 'kood', 'kods', 'kodas', 'k',
]);


// `Company` in the plural or the possessive before the English number's words (`Companies code
// 40003032949`, `Company's reg. no.`, `Companies' registration number`), as the registers' English
// pages and invoices are copied: `Company code` itself. Read as words, `companies` asked for a
// category (`the text names no company; … no filter by … trade or size`) and `company's` searched
// for `s`; before a number alone (`companies 40003032949`) it stays a word.
const COMPANY_LABEL_OTHERWISE_WRITTEN = /(?<![\p{L}\p{N}])compan(?:ies['’]?|y['’]s)(?=\s+(?:(?:reg|registration|registry)\.?\s*)?(?:code|number|no|nr|id)\.?\s*[:\-–]?\s*(?:[A-Z]{2}\s?)?\d)/giu;

// The shortest labels a Lithuanian or Estonian document writes before a company's number, which the
// words above do not hold: `į. k.`, `į.k.`, `Į.K.`, `ĮK` (įmonės kodas), with the Lithuanian `Į`
// only, so that `IK`, the Latvian individuālais komersants, stays a legal form; `rg-kood`,
// `rg.kood`, `rg kood` (registrikood), as the Estonian register's extracts abbreviate it. Each is
// the label written longer (`įm. k.`, `reg. kood`) only where a number follows it: the letters
// alone are a name's (`Ikkuna`, `RG Puu Ky`). One table for every reader of a labelled number, the
// details lookup (`/companies/ĮK%2011058424`, get_company_details) as the search: `ĮK 11058424` was
// a 400 saying it is no registration number, as `rg-kood 12754320` was. So too the Lithuanian
// `įmonės kodo`, `įmonės kodą` and `įmonės kodu` (of the company code, as a sentence's object, and
// by it), written `imones` or `įm.` too: `kodo`, `kodą` and `kodu` label a number only after
// `įmonės` or `įm.`, as `Kodo` and the Estonian `Kodu` (home) begin names (`Kodo 49999999999`,
// `Kodu 12345678` stay a name's word and a number).
const NUMBER_LABEL_ABBREVIATIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![\p{L}\p{N}])[Įį]\.?\s?[Kk]\.?(?=\s*[:\-–]?\s*(?:LT)?\d)/gu, 'įm. k.'],
  [/(?<![\p{L}\p{N}])[Rr][Gg][-.\s]?[Kk][Oo][Oo][Dd](?=\s*[:\-–]?\s*\d)/gu, 'reg. kood'],
  [/(?<![\p{L}\p{N}])([Įįi](?:mon[ėe]s\s+|m\.\s*))kod(?:ą|a|u|o)(?=\s*[:\-–]?\s*(?:LT)?\d)/giu, '$1kodas'],
  [COMPANY_LABEL_OTHERWISE_WRITTEN, 'company'],
];

/** The text with a number's shortest labels (NUMBER_LABEL_ABBREVIATIONS) written as the longer ones they abbreviate. */
export function withNumberLabelsWrittenOut(text: string): string {
  // Most texts hold no letter the labels begin with, nor `imon`, `im.` or `compan`.
  if (!/[ĮįRr]|im(?:on|\.)|compan/iu.test(text)) return text;
  return NUMBER_LABEL_ABBREVIATIONS.reduce((t, [label, written]) => t.replace(label, written), text);
}

// The label words of one country's language or register alone, folded: where a number's digits
// are several countries' (8 digits: an Estonian registry code, an older Lithuanian company code, a
// Finnish business ID written without its hyphen), the label says which register the document
// means (`registrikood`, `KMKR`: EE; `įmonės kodas`, `PVM`: LT; `Y-tunnus`, `ALV`: FI; `PVN`,
// `Vienotais reģ. Nr.`: LV). The words the languages share (`reg`, `nr`, `no`, `id`, `code`) say
// nothing; `reģ` with its Latvian `ģ` is Latvia's.
const LABEL_WORDS_OF: Readonly<Record<Country, ReadonlySet<string>>> = {
  LV: new Set(['registracijas', 'nodoklu', 'maksataja', 'pvn', 'numurs', 'kods', 'vienotais', 'vien', 'ur', 'firmas', 'uznemuma', 'komersanta', 'juridiskas', 'personas', 'nod', 'maks']),
  LT: new Set(['imones', 'im', 'juridinio', 'asmens', 'moketojo', 'mok', 'pvm', 'kodas', 'numeris']),
  EE: new Set(['registrikood', 'registrikoodi', 'registrikoodiga', 'ettevotte', 'kmkr', 'kood', 'ariregistri', 'kaibemaksukohustuslase']),
  FI: new Set(['ly', 'tunnus', 'tunnuksella', 'tunnukseltaan', 'tunnuksen', 'ytunnus', 'yrityksen', 'alv', 'rek', 'tunniste', 'arvonlisaverotunniste', 'fo', 'yritys', 'yhteisotunnus', 'nro', 'moms', 'momsnr', 'momsnummer', 'momsreg', 'momsregnr', 'momsregistreringsnummer']),
};
const LATVIAN_REG = /(?<!\p{L})re\u0123(?!\p{L})/iu;

/**
 * The country whose register a number's label names (LABEL_WORDS_OF), or null where its words
 * name none or several (`PVN/PVM kods`).
 */
export function countryOfNumberLabel(label: string): Country | null {
  const named = new Set<Country>();
  if (LATVIAN_REG.test(label.normalize('NFC'))) named.add('LV');
  for (const word of foldTokens(label)) {
    for (const country of Object.keys(LABEL_WORDS_OF) as Country[]) if (LABEL_WORDS_OF[country].has(word)) named.add(country);
  }
  return named.size === 1 ? [...named][0]! : null;
}
