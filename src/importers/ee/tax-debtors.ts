// EMTA tax debtors (`maksuvolglaste_nimekiri.csv`, daily): `;`, UTF-8 with BOM, amounts in the
// Estonian format (`1 234,56`), dates `dd.mm.yyyy`. Each row is a tax debt and a `tax_debt`
// flag dated from the due date of the oldest unpaid claim. Absence from the list means no
// published debt.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { describingDate } from '../date-cells.ts';
import { amount, eeRegcode, notARegcode, text } from './values.ts';

export const DEBTOR_COLUMNS = [
  'Andmed on seisuga', 'Registrikood', 'Nimi', 'Maksuvõlg', 'sh vaidlustatud', 'sh tasumisgraafikus',
  'Tasumisgraafiku lõppkuupäev', 'Vanima tasumata nõude tasumise tähtpäev',
];

function euros(n: number): string {
  return n.toFixed(2);
}

// EMTA lists a non-resident debtor under the code its register of taxable persons gave it, which
// begins with letters (an importer validated against the live list found such codes among the
// debtors), not under a RIK registry code: no company here is that debtor, whatever digits follow
// the letters (`EE11000027` is not Kase Kaubandus OÜ's 11000027). Letters alone (`ABCDEFGH`)
// are no code of any register and stay a reject.
const NON_RESIDENT_CODE = /^[A-Z]+[A-Z0-9 ./-]*\d[A-Z0-9 ./-]*$/i;

export function mapTaxDebtorRow(row: Row, ctx: MapContext): MapResult {
  const regcode = eeRegcode(row.Registrikood);
  if (regcode === null && NON_RESIDENT_CODE.test(text(row.Registrikood) ?? '')) {
    ctx.skip?.('a non-resident debtor, listed under a code of EMTA\'s own register (letters first), no RIK registry code', JSON.stringify(text(row.Registrikood)));
    return null;
  }
  // A sole proprietor listed under an 11-digit personal code is a person, not a registered company:
  // left out, and counted in the import report (the code itself never written there).
  if (regcode === null && /^\d{11}$/.test(text(row.Registrikood) ?? '')) {
    ctx.skip?.('a debtor listed under a personal code, which no RIK file gives to join it by', '(personal code)');
    return null;
  }
  if (regcode === null) return notARegcode('Registrikood', row.Registrikood);
  const debt = amount(row['Maksuvõlg']);
  if (debt === null) return { reject: 'Maksuvõlg (tax debt) is empty' };
  if (Number.isNaN(debt) || debt < 0) return { reject: `Maksuvõlg (tax debt) is not an amount: ${JSON.stringify(row['Maksuvõlg'])}` };
  if (debt === 0) return null;
  const disputedRaw = amount(row['sh vaidlustatud']);
  const scheduledRaw = amount(row['sh tasumisgraafikus']);
  const disputed = disputedRaw === null || Number.isNaN(disputedRaw) ? null : disputedRaw;
  const scheduled = scheduledRaw === null || Number.isNaN(scheduledRaw) ? null : scheduledRaw;
  const asOf = describingDate(row['Andmed on seisuga'], 'Andmed on seisuga', ctx);
  const scheduleEnds = describingDate(row['Tasumisgraafiku lõppkuupäev'], 'Tasumisgraafiku lõppkuupäev', ctx);
  const oldestDue = describingDate(row['Vanima tasumata nõude tasumise tähtpäev'], 'Vanima tasumata nõude tasumise tähtpäev', ctx);
  // The flag's since is that due day, which a reader took for the day the company was listed:
  // the detail says what the day is.
  const detail = [
    `tax debt ${euros(debt)} EUR`,
    disputed ? `disputed ${euros(disputed)} EUR` : null,
    scheduled ? `in a payment schedule ${euros(scheduled)} EUR${scheduleEnds ? ` until ${scheduleEnds}` : ''}` : null,
    oldestDue ? `unpaid since ${oldestDue}, the due day of the oldest unpaid claim` : null,
  ].filter((p): p is string => p !== null).join('; ');
  return [
    { kind: 'taxDebt', record: { country: 'EE', regcode, amount: debt, currency: 'EUR', disputedAmount: disputed, scheduledAmount: scheduled, scheduleEnds, debtAsOf: asOf } },
    { kind: 'flag', record: { country: 'EE', regcode, flag: 'tax_debt', detail, since: oldestDue, until: null } },
  ];
}

export const taxDebtorsSource: SourceDefinition = {
  id: 'ee.tax-debtors',
  country: 'EE',
  title: 'EMTA: list of tax debtors (maksuvõlglaste nimekiri)',
  publisher: 'Maksu- ja Tolliamet (EMTA)',
  // A Nextcloud share whose token may change: looked up on EMTA's open-data page first.
  url: 'https://ncfailid.emta.ee/s/XKJLjtynFeYdGyC/download/maksuvolglaste_nimekiri.csv',
  resolve: {
    kind: 'page',
    page: 'https://www.emta.ee/eraklient/amet-uudised-ja-kontakt/uudised-pressiinfo-statistika/statistika-ja-avaandmed',
    pattern: String.raw`href="([^"]*maksuvolglaste_nimekiri\.csv)"`,
  },
  licence: 'Open data (free reuse)',
  updateFrequency: 'daily',
  feeds: ['compliance.taxDebt', 'compliance.flags'],
  files: [{
    name: 'maksuvolglaste_nimekiri.csv',
    format: 'csv',
    // The list dates itself: a copy or a download is not a fresher list than the day it states.
    asOfColumn: 'Andmed on seisuga',
    csv: { delimiter: ';', encoding: 'utf8 or latin1', required: ['Registrikood', 'Maksuvõlg'], known: DEBTOR_COLUMNS },
    mapRow: mapTaxDebtorRow,
  }],
  produces: ['taxDebt', 'flag'],
  notes: [
    'The list dates itself: `Andmed on seisuga` of its first row becomes the as-of date of the source, not the day the file was downloaded or copied. A file without the column, or none of whose rows gives a date in it, fails naming file, line and column: dated by its download or copy instead, it would be served as of that day, and an old file could not be told from a new one.',
    'Each debtor gives a tax debt (amount, disputed part, part under a payment schedule and the schedule\'s end, the list\'s as-of date) and a `tax_debt` flag dated from the due date of the oldest unpaid claim (`Vanima tasumata nõude tasumise tähtpäev`), not from the day the company was first listed, which the list does not give; the flag\'s detail says so (`unpaid since 2025-03-15, the due day of the oldest unpaid claim`), and where the list gives no such day the flag is undated (since null).',
    'The list is one of legal persons: the open-data catalogue (opendata.riik.ee, EMTA\'s entry) names it "Juriidilistest isikutest maksuvõlglaste nimekiri" (list of legal persons with tax debt), so a sole proprietor (FIE), a natural person, is not expected on it, and the compliance statement of an FIE the list holds no row of gives taxDebtPublished false (its debt unknown, not none); an FIE it does name by its registry code is served its debt. A row under an 11-digit personal code, should one appear, is skipped and counted by reason in the import report, the code itself not written there (RIK\'s open files give no personal code to join it by); a zero debt gives nothing.',
    'A non-resident debtor is listed under the code EMTA\'s register of taxable persons gave it, which begins with letters (an importer validated against the live list reports such codes among its rows), no RIK registry code: such a row (letters first, then digits; the exact form is not documented) is left out whatever digits follow the letters (`EE11000027` is no row of the company 11000027), never joined to the company RIK gave those digits nor to one of another country, and counted by reason in the import report with its file, line and code (`skipped a non-resident debtor …: 2`), never as a reject nor against the reject limit, so a list with more of them than the limit still publishes. A code of letters alone, or of digits other than 8 or 11 (a code of a register abroad, or one that lost a leading zero: the list is not documented to write either), is rejected as no code, with its file, line and code in the import report: it is never padded nor cut to 8 digits, so joined to no company (`1234567` is no row of 01234567, `120000000` none of 12000000).',
    'What the list cannot tell: its eight columns (`Andmed on seisuga`, `Registrikood`, `Nimi`, `Maksuvõlg`, `sh vaidlustatud`, `sh tasumisgraafikus`, `Tasumisgraafiku lõppkuupäev`, `Vanima tasumata nõude tasumise tähtpäev`) give no country, no type of taxpayer and no form of a non-resident\'s name, so a non-resident listed under a code of exactly 8 digits, should EMTA write one so, cannot be told from a RIK registry code: its debt and `tax_debt` flag are joined to the Estonian company RIK gave those digits. Only a code beginning with letters is known as a non-resident\'s (above). EMTA\'s taxes-paid files do tell one apart, by `Liik` (Mitteresident, Non-resident), but ee.taxes-paid leaves such rows out and keeps none of their codes, and a debtor need not be among the taxpayers of a quarter: this list is not checked against them.',
    'The amount decides the flag; a date that is no real date (as-of, due date, end of the payment schedule) is left empty with a warning in the import report.',
  ],
  // Two rows (debt and flag) per debtor; several thousand debtors are listed.
  expectedRows: { min: 1_000, max: 400_000 },
  maxRejectRate: 0.02,
};
