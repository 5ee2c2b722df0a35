// lt.vat — UNCONFIRMED FORMAT. The State Tax Inspectorate (VMI) publishes the VAT payers on
// data.gov.lt (dataset gov/vmi/pvm_moketojai), but no header of the file could be confirmed.
// This reader therefore accepts the plausible spellings of each column below (data.gov.lt
// exports use snake_case Lithuanian names), needs only a company code and a VAT code per row,
// and refuses a file whose header holds none of the names of either at its header. Check the live
// header and narrow these lists before relying on the data.
import { decidingDate, describingDate, isRejected } from '../date-cells.ts';
import type { GroupedRow, MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { firstCell, hasAnyColumn, ltRegcode } from './cells.ts';

export const VAT_COLUMNS = {
  regcode: ['ja_kodas', 'juridinio_asmens_kodas', 'mm_kodas', 'moketojo_kodas', 'kodas', 'obj_kodas'],
  vatCode: ['pvm_kodas', 'pvm_moketojo_kodas', 'pvm_kodas_pref', 'pvm_numeris'],
  registered: ['pvm_iregistravimo_data', 'iregistravimo_data', 'pvm_reg_data', 'reg_data', 'registravimo_data', 'data_nuo'],
  deregistered: ['pvm_isregistravimo_data', 'isregistravimo_data', 'pvm_isreg_data', 'isreg_data', 'data_iki'],
} as const;

/** `LT` + the VAT code (9 digits for legal entities, 12 for others), or null when it is not one. */
export function ltVatNumber(raw: string): string | null {
  const s = raw.toUpperCase().replace(/\s+/g, '');
  const digits = s.startsWith('LT') ? s.slice(2) : s;
  return /^(\d{9}|\d{12})$/.test(digits) ? `LT${digits}` : null;
}

/**
 * Whether a registration is active on the file's day `today`: not deregistered by then, or
 * deregistered before the registration date the row gives, an earlier registration ended and the
 * payer registered again (as domain/vat-in-force.ts reads such dates). Read only by its
 * deregistration, a payer registered again after one ended was served deregistered: registered
 * false, a vat_deregistered flag and no VAT number to autofill, while the file said it is a payer.
 * One registered again from a day after the file's is active too: the services serve it as
 * registered from that day (vatInForceOn reads the first day on the day of each request), where
 * read as ended it stayed deregistered on its day until the next file.
 */
export function vatActiveOn(registeredOn: string | null, deregisteredOn: string | null, today: string): boolean {
  if (deregisteredOn === null || deregisteredOn > today) return true;
  return registeredOn !== null && deregisteredOn < registeredOn;
}

/** One VAT payer; `asOf` (the file's date) decides whether a deregistration has taken effect. */
export function mapVatPayer(row: Row, ctx: MapContext): MapResult {
  if (!hasAnyColumn(row, VAT_COLUMNS.regcode) || !hasAnyColumn(row, VAT_COLUMNS.vatCode)) {
    return { reject: 'header has no company-code or VAT-code column (format unconfirmed, see lt/vat.ts)' };
  }
  const rawCode = firstCell(row, VAT_COLUMNS.regcode);
  if (rawCode === null) return null; // natural persons registered for VAT carry no company code
  const regcode = ltRegcode(rawCode);
  if (regcode === null) return { reject: `invalid company code "${rawCode}"` };
  const rawVat = firstCell(row, VAT_COLUMNS.vatCode);
  const vatNumber = rawVat === null ? null : ltVatNumber(rawVat);
  if (vatNumber === null) return { reject: `invalid VAT code "${rawVat ?? ''}"` };
  const registeredOn = describingDate(firstCell(row, VAT_COLUMNS.registered), 'registration date', ctx);
  // The deregistration date decides whether the registration is active.
  const deregisteredOn = decidingDate(firstCell(row, VAT_COLUMNS.deregistered), 'deregistration date');
  if (isRejected(deregisteredOn)) return deregisteredOn;
  const today = ctx.asOf ?? '9999-12-31';
  return {
    kind: 'vat',
    record: { country: 'LT', regcode, vatNumber, active: vatActiveOn(registeredOn, deregisteredOn, today), registeredOn, deregisteredOn },
  };
}

/** A company's rows are read together (mapVatGroup); a row of no company (a natural person) is skipped. */
export function vatGroupKey(row: Row, _ctx: MapContext): string | { reject: string } | null {
  if (!hasAnyColumn(row, VAT_COLUMNS.regcode) || !hasAnyColumn(row, VAT_COLUMNS.vatCode)) {
    return { reject: 'header has no company-code or VAT-code column (format unconfirmed, see lt/vat.ts)' };
  }
  const rawCode = firstCell(row, VAT_COLUMNS.regcode);
  if (rawCode === null) return null; // natural persons registered for VAT carry no company code
  return ltRegcode(rawCode) ?? { reject: `invalid company code "${rawCode}"` };
}

/**
 * A company's rows read together: a register of registrations lists a payer registered again as
 * a new row, its earlier registration ended in a row of its own. Where the row in force registers
 * the payer from a day after the file's and gives no deregistration, the payer was struck off
 * before and is not registered until that day: the details serve the row in force, so it takes the
 * latest deregistration of the company's rows before its first day (domain/vat-in-force.ts reads
 * it as deregistered since then, registered again from the later day), as a single row giving both
 * dates is read. Read row by row, the payer was served as one only about to register, with no
 * vat_deregistered flag, while LV and FI serve such a payer as deregistered until that day.
 */
export function mapVatGroup(rows: GroupedRow[], ctx: MapContext): MapResult {
  // The company's deregistrations, read without a warning: each row's own mapping rejects a bad one.
  const ends = rows.map((g) => decidingDate(firstCell(g.row, VAT_COLUMNS.deregistered), 'deregistration date'))
    .filter((d): d is string => typeof d === 'string').sort();
  for (const g of rows) {
    const result = mapVatPayer(g.row, { ...ctx, file: g.file, line: g.line });
    const record = result !== null && !Array.isArray(result) && 'kind' in result && result.kind === 'vat' ? result.record : null;
    const on = record?.registeredOn ?? null;
    const ended = on === null ? undefined : ends.filter((d) => d < on).pop();
    if (record !== null && record.active && record.deregisteredOn === null && on !== null && ctx.asOf !== null && on > ctx.asOf && ended !== undefined) {
      ctx.stageRow!(g, { kind: 'vat', record: { ...record, deregisteredOn: ended } });
    } else {
      ctx.stageRow!(g, result);
    }
  }
  return null;
}

export const vatSource: SourceDefinition = {
  id: 'lt.vat',
  country: 'LT',
  title: 'VMI PVM mokėtojai: VAT payers (UNCONFIRMED file format)',
  publisher: 'Valstybinė mokesčių inspekcija (VMI)',
  url: 'https://get.data.gov.lt/datasets/gov/vmi/pvm_moketojai/Moketoja_duomenys_pvm_moketojai.csv',
  licence: 'CC BY 4.0',
  updateFrequency: 'daily',
  feeds: ['details.vat', 'autofill', 'compliance.vatNo'],
  files: [{
    name: 'Moketoja_duomenys_pvm_moketojai.csv',
    aliases: ['pvm_moketojai.csv'],
    format: 'csv',
    optional: true,
    csv: {
      delimiter: 'auto', encoding: 'utf8 or windows-1257', required: [VAT_COLUMNS.regcode, VAT_COLUMNS.vatCode],
      known: ['pavadinimas', 'ja_pavadinimas', ...VAT_COLUMNS.regcode, ...VAT_COLUMNS.vatCode, ...VAT_COLUMNS.registered, ...VAT_COLUMNS.deregistered],
    },
    // A company's rows are read together: a payer registered again from a day ahead keeps its earlier end.
    groupKey: vatGroupKey,
  }],
  mapGroup: mapVatGroup,
  notes: [
    'UNCONFIRMED FORMAT: no header of the VMI VAT-payer file was found. The reader accepts plausible column names (lt/vat.ts VAT_COLUMNS) and needs a company code and a VAT code: a header holding none of the names of either fails the file at its header, naming the column and the names it is read under.',
    'VAT number = LT + the 9- or 12-digit VAT code; a deregistration date on or before the file date makes the registration inactive, unless it lies before the row\'s registration date: that is an earlier registration ended, the payer registered again (active, as the details read such dates; one registered again from a day after the file\'s is registered from that day). A company\'s rows are read together: where the file lists a payer registered again in a row of its own, beginning on a day after the file\'s and giving no deregistration, beside the row of its earlier registration, that row takes the latest deregistration of the company\'s rows before its first day, so the payer is deregistered since then and registered from the later day, as a single row giving both dates is read. A deregistration date that holds text but is no real date rejects the row; a registration date that is no real date is left empty with a warning in the import report.',
  ],
  produces: ['vat'],
  expectedRows: { min: 0, max: 1_000_000 },
  maxRejectRate: 0.05,
  publishPolicy: 'replace',
};
