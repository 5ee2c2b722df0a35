// VID taxes paid by merchants over the last three tax years: the main NACE code of the latest
// year (described from the NACE classifier file) and the average number of employees per year.
import type { Emitted, MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { parseLocalNumber } from '../readers/numbers.ts';
import { VID_PUBLISHER, LICENCE, ckan, csvOptions, dataGovLv, regcodeOf, text, invalidRegcode } from './common.ts';
import { CLASSIFIER_REVISION, NACE_COLUMNS, naceClassificationForYear, naceKeyOfClassifierRow, normaliseNaceCode } from './nace.ts';

const COLUMNS = ['Registracijas_kods', 'Nosaukums', 'Taksacijas_gads', 'Uznemejdarbibas_forma', 'Pamatdarbibas_NACE_kods',
  'Juridiska_adrese_ATVK_kods', 'Juridiska_adrese_ATVK_nosaukums', 'Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR',
  'Taja_skaita_IIN', 'Taja_skaita_VSAOI', 'Videjais_nodarbinato_personu_skaits_cilv'];

/**
 * Whether a class VID files for a tax year from 2024, one NACE.csv does not list, is a Rev. 2
 * class that Rev. 2.1 deleted. VID files those years in Rev. 2.1, yet a few hundred 2024 rows
 * still carry such a class (62.01, whose division Rev. 2.1 split into 62.10, 62.20 and 62.90),
 * and named Rev. 2.1 it was a code no Rev. 2.1 table holds.
 * NACE.csv, where it lists a code's division, lists every Rev. 2.1 class of it: a class of such a
 * division it does not list is of Rev. 2. Without the division (no classifier, or one of classes
 * alone) nothing tells, and the year decides.
 */
function deletedByRev21(code: string, ctx: MapContext): boolean {
  return /^\d{2}\.\d{2}$/.test(code) && ctx.lookup('NACE.csv', code.slice(0, 2)) !== undefined;
}

const PAID_COLUMNS = ['Samaksato_VID_administreto_nodoklu_kopsumma_tukst_EUR', 'Taja_skaita_IIN', 'Taja_skaita_VSAOI'] as const;

/**
 * Whether a row holds nothing at all: no tax paid, no personal income tax, no social contributions
 * and 0 employees. VID lists every merchant for each of the three years, one whose declarations
 * it did not receive (a company dormant or not reporting that year) with zeros throughout, so its
 * 0 employees is no count: served, it stood as the company's headcount over the count of the year
 * before, and filled a UR statement that states none with 0. A row with any tax paid keeps its 0.
 */
function paidNothing(row: Row, employees: number): boolean {
  return employees === 0 && PAID_COLUMNS.every((column) => !parseLocalNumber(row[column]));
}

export function mapTaxesPaidRow(row: Row, ctx: MapContext): MapResult {
  const regcode = regcodeOf(row.Registracijas_kods);
  if (!regcode) return invalidRegcode(row.Registracijas_kods);
  const year = Number(text(row.Taksacijas_gads));
  if (!Number.isInteger(year) || year < 1990 || year > 2100) return { reject: 'invalid tax year' };
  const out: Emitted[] = [];
  const code = normaliseNaceCode(row.Pamatdarbibas_NACE_kods);
  if (code) {
    const byYear = naceClassificationForYear(year);
    // NACE.csv words the Rev. 2.1 codes. A Rev. 2 code of an earlier tax year may be the same
    // digits with another meaning (47.91 was retail via mail order or internet, is retail
    // intermediation), so it is left undescribed rather than given the later wording.
    const described = byYear === CLASSIFIER_REVISION ? ctx.lookup('NACE.csv', code)?.[0] : undefined;
    const classification = byYear === CLASSIFIER_REVISION && described === undefined && deletedByRev21(code, ctx)
      ? 'NACE Rev. 2' : byYear;
    out.push({
      kind: 'activity',
      record: {
        country: 'LV', regcode, code, description: text(described?.Nosaukums),
        classification, isMain: true, validFrom: `${year}-01-01`,
      },
    });
  }
  const employees = parseLocalNumber(row.Videjais_nodarbinato_personu_skaits_cilv);
  if (employees !== null && !paidNothing(row, employees)) {
    out.push({
      kind: 'financial',
      record: {
        country: 'LV', regcode, year, periodStart: `${year}-01-01`, periodEnd: `${year}-12-31`, currency: 'EUR',
        revenue: null, profit: null, assets: null, equity: null, liabilities: null,
        employees: Math.round(employees), cashFlow: null, consolidated: false, filedAt: null, statementRef: `VID:${year}`,
      },
    });
  }
  return out.length > 0 ? out : null;
}

export const taxesPaidSource: SourceDefinition = {
  id: 'lv.taxes-paid',
  country: 'LV',
  title: 'VID taxes paid by merchants in the last three tax years (pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv)',
  publisher: VID_PUBLISHER,
  url: dataGovLv('5ed74664-b49d-4b28-aacb-040931646e9b', 'a42d6e8c-1768-4939-ba9b-7700d4f1dd3a', 'pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv'),
  resolve: ckan('5ed74664-b49d-4b28-aacb-040931646e9b', 'pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv'),
  licence: LICENCE,
  updateFrequency: 'yearly (around April)',
  feeds: ['details.nace', 'details.headcount', 'financials.employees (a filed statement whose financial year the tax year ends in, where it states none)'],
  files: [
    { name: 'NACE.csv', format: 'csv', optional: true, csv: csvOptions(['Kods', 'Nosaukums'], NACE_COLUMNS), lookupKeyOf: naceKeyOfClassifierRow, lookupColumns: ['Nosaukums'] },
    {
      name: 'pdb_nm_komersantu_samaksato_nodoklu_kopsumas_odata.csv', format: 'csv',
      csv: csvOptions(['Registracijas_kods', 'Taksacijas_gads', 'Pamatdarbibas_NACE_kods'], COLUMNS),
      mapRow: mapTaxesPaidRow,
    },
  ],
  produces: ['activity', 'financial'],
  keepLatest: [{ kind: 'activity', by: ['country', 'regcode'], order: ['-validFrom'] }],
  expectedRows: { min: 1, max: 5_000_000 },
  maxRejectRate: 0.05,
  notes: [
    'NACE: the `Pamatdarbibas_NACE_kods` of the latest tax year per company, as text `NN.NN` (`6201` → `62.01`; a class of divisions 01–09 that lost its leading zero, `111` or `1.11`, → `01.11`); junk values (`?`, `0`, `0000`, `UNDEFINED`, `-`) are skipped.',
    'Classification `NACE Rev. 2` for tax years before 2024, `NACE Rev. 2.1` from 2024; a Rev. 2.1 code is described from NACE.csv (Rev. 2.1) when it is in the folder, a Rev. 2 code is not (the same digits can mean another activity in Rev. 2.1).',
    'A class of a tax year from 2024 that NACE.csv does not list, in a division it lists (every Rev. 2.1 class of a division is listed with it), is a Rev. 2 class Rev. 2.1 deleted, which VID still files for some companies (62.01, whose division Rev. 2.1 split into 62.10, 62.20 and 62.90): `NACE Rev. 2`, undescribed; without NACE.csv, or where it lists no such division, the year decides.',
    'Employees: one financial row per tax year with only `employees` set (statementRef `VID:<year>`, no filedAt). It is never a financial year of its own: it fills `employees` of the own UR statement whose financial year the tax year ends in where that states none, and the latest year\'s is the company\'s `headcount`.',
    'A row of zeros throughout (no tax paid, `Taja_skaita_IIN` and `Taja_skaita_VSAOI` 0 or empty, 0 employees) gives no employee count: VID lists every merchant for each of the three years, one whose declarations it did not receive that year (dormant, or not reporting) with zeros, so its 0 says the file holds nothing, not that the company had no staff; read as a count it became the `headcount` over the count of the year before and filled a statement stating none with 0. A row with any tax paid keeps its 0 employees; the NACE code of either is read as above.',
  ],
};
