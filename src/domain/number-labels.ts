// The words that label a registration or VAT number where it is written down, folded
// (domain/fold.ts), in the four countries' languages and English: `reģ. Nr.`, `PVN maksātāja Nr.`,
// `įm. k.`, `įmonės kodas`, `PVM mokėtojo kodas`, `registrikood`, `reg.kood`, `KMKR nr`,
// `Y-tunnus`, `FO-nummer` (its Swedish name), `ALV-numero`, `Business ID`, `VAT No.`, and the
// numbers' full official names as letterheads write them: `Vienotais reģistrācijas Nr.`,
// `Äriregistri kood`, `Käibemaksukohustuslase number`, `Yritys- ja yhteisötunnus`. A search
// leaves them out before a number written with a name (services/search/codes-in-text.ts); a
// regcode lookup reads a number sent with its label (domain/regcode.ts).
export const NUMBER_LABEL_WORDS: ReadonlySet<string> = new Set([
  'reg', 'regnr', 'nr', 'no', 'nro', 'num', 'numurs', 'numeris', 'numero', 'number', 'kods', 'kodas', 'kood',
  'registracijas', 'nodoklu', 'maksataja', 'pvn', 'imones', 'im', 'k', 'juridinio', 'asmens', 'moketojo', 'pvm',
  'registrikood', 'registrikoodi', 'kmkr', 'y', 'ly', 'tunnus', 'ytunnus', 'fo', 'nummer', 'alv', 'org', 'orgnr',
  'registration', 'registry', 'company', 'business', 'code', 'id', 'vat', 'tax',
  'vienotais', 'vien', 'ariregistri', 'kaibemaksukohustuslase', 'yritys', 'ja', 'yhteisotunnus',
]);
