// lt.vat — UNCONFIRMED FORMAT. The State Tax Inspectorate (VMI) publishes the VAT payers on
// data.gov.lt (dataset gov/vmi/pvm_moketojai), but no header of the file could be confirmed.
// This reader therefore accepts the plausible spellings of each column below (data.gov.lt
// exports use snake_case Lithuanian names), needs only a company code and a VAT code per row,
// and lets the reject rate stop an import whose header matches none of them. Check the live
// header and narrow these lists before relying on the data.
import { decidingDate, describingDate, isRejected } from '../date-cells.ts';
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
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
      delimiter: 'auto', encoding: 'utf8 or windows-1257', required: [],
      known: ['pavadinimas', 'ja_pavadinimas', ...VAT_COLUMNS.regcode, ...VAT_COLUMNS.vatCode, ...VAT_COLUMNS.registered, ...VAT_COLUMNS.deregistered],
    },
    mapRow: mapVatPayer,
  }],
  notes: [
    'UNCONFIRMED FORMAT: no header of the VMI VAT-payer file was found. The reader accepts plausible column names (lt/vat.ts VAT_COLUMNS) and needs a company code and a VAT code; a header matching none rejects every row, which stops the import.',
    'VAT number = LT + the 9- or 12-digit VAT code; a deregistration date on or before the file date makes the registration inactive, unless it lies before the row\'s registration date: that is an earlier registration ended, the payer registered again (active, as the details read such dates; one registered again from a day after the file\'s is registered from that day). A deregistration date that holds text but is no real date rejects the row; a registration date that is no real date is left empty with a warning in the import report.',
  ],
  produces: ['vat'],
  expectedRows: { min: 0, max: 1_000_000 },
  maxRejectRate: 0.05,
  publishPolicy: 'replace',
};
