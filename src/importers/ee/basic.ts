// RIK basic data (`ettevotja_rekvisiidid__lihtandmed.csv`): one row per registered entity, the
// source of every Estonian company and its VAT number. The dump holds only entities registered,
// in liquidation or in bankruptcy; a deleted company simply vanishes, so this source publishes
// with `close-missing` (the pipeline keeps a vanished company, closed on the day it vanished).
import type { CompanyStatus, CompanyRecord } from '../../domain/records.ts';
import { describingDate } from '../date-cells.ts';
import type { Emitted, MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { legalFormCode } from './legal-forms.ts';
import { eeRegcode, notARegcode, RIK_FILES, text } from './values.ts';
import { collapsedOrNull } from '../../domain/white-space.ts';

export const BASIC_COLUMNS = [
  'nimi', 'ariregistri_kood', 'ettevotja_oiguslik_vorm', 'ettevotja_oigusliku_vormi_alaliik', 'kmkr_nr',
  'ettevotja_staatus', 'ettevotja_staatus_tekstina', 'ettevotja_esmakande_kpv', 'ettevotja_aadress',
  'asukoht_ettevotja_aadressis', 'asukoha_ehak_kood', 'asukoha_ehak_tekstina', 'indeks_ettevotja_aadressis',
  'ads_adr_id', 'ads_ads_oid', 'ads_normaliseeritud_taisaadress', 'teabesysteemi_link',
];

// `K` (deleted) never appears in the dump today; it is mapped for completeness.
const STATUS: Record<string, CompanyStatus> = { R: 'active', L: 'liquidation', N: 'insolvency', K: 'closed' };

/**
 * The settlement of an EHAK text, which runs from the smallest unit up, named as a letter is
 * addressed to it: `Haabersti linnaosa, Tallinn, Harju maakond` is in Tallinn, `Tartu linn, Tartu
 * linn, Tartu maakond` in Tartu, `Paldiski linn, Lääne-Harju vald, Harju maakond` in Paldiski,
 * `Jüri alevik, Rae vald, Harju maakond` in Jüri alevik. A town's type word (linn) is no part of
 * the name a checkout form's city field, a courier label or a customer writes (Pärnu, not Pärnu
 * linn); a borough's or village's (alev, alevik, küla) is kept, as the postal address writes it
 * and as many villages share their name with another place.
 */
export function cityOfEhakText(ehakText: string | null): string | null {
  if (ehakText === null) return null;
  const parts = ehakText.split(',').map((p) => p.trim()).filter((p) => p !== '' && !/maakond$/i.test(p));
  if (parts.length === 0) return null;
  const settlement = /linnaosa$/i.test(parts[0]!) && parts.length > 1 ? parts[1]! : parts[0]!;
  return townName(settlement);
}

/** `Pärnu linn` is Pärnu, `Kohtla-Järve linn` Kohtla-Järve; any other unit as written. */
function townName(unit: string): string {
  const town = /^(.+?)\s+linn$/iu.exec(unit);
  return town ? town[1]! : unit;
}

/** An address field on one line: a field of the CSV may hold a line break, as a quoted one can. */
const addressText = (value: unknown): string | null => collapsedOrNull(text(value));

/**
 * The one-line legal address: the ADS normalised address, else the raw one, else built from its
 * parts; the postcode last, as the other registers write it (`…, Tartu mnt 167-63, 10132`). ADS
 * writes no postcode, and an address to print on an invoice or a parcel needs it.
 */
function fullAddress(row: Row): string | null {
  const normalised = addressText(row.ads_normaliseeritud_taisaadress) ?? addressText(row.ettevotja_aadress);
  const postcode = addressText(row.indeks_ettevotja_aadressis);
  if (normalised !== null) return postcode === null || normalised.includes(postcode) ? normalised : `${normalised}, ${postcode}`;
  const parts = [addressText(row.asukoht_ettevotja_aadressis), addressText(row.asukoha_ehak_tekstina), postcode]
    .filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** `EE` + 9 digits; RIK writes it upper-case, a bare 9-digit number gets its prefix. */
export function eeVatNumber(value: unknown): string | null {
  const s = text(value)?.toUpperCase().replace(/\s+/g, '') ?? null;
  if (s === null) return null;
  if (/^EE\d{9}$/.test(s)) return s;
  if (/^\d{9}$/.test(s)) return 'EE' + s;
  return null;
}

export function mapBasicRow(row: Row, ctx: MapContext): MapResult {
  const regcode = eeRegcode(row.ariregistri_kood);
  if (regcode === null) {
    return { ...notARegcode('ariregistri_kood', row.ariregistri_kood), unreadCode: { name: text(row.nimi), vatNumber: eeVatNumber(row.kmkr_nr) } };
  }
  const name = text(row.nimi);
  if (name === null) return { reject: 'nimi (company name) is empty', regcode };
  const statusCode = text(row.ettevotja_staatus)?.toUpperCase() ?? null;
  const legalFormName = text(row.ettevotja_oiguslik_vorm);
  const ehakText = addressText(row.asukoha_ehak_tekstina);
  const company: CompanyRecord = {
    country: 'EE',
    regcode,
    name,
    legalFormCode: legalFormCode(legalFormName),
    legalFormName,
    status: (statusCode !== null ? STATUS[statusCode] : undefined) ?? 'unknown',
    registryStatus: text(row.ettevotja_staatus_tekstina) ?? statusCode,
    registeredOn: describingDate(row.ettevotja_esmakande_kpv, 'ettevotja_esmakande_kpv', ctx),
    closedOn: null,
    address: fullAddress(row),
    addressStreet: addressText(row.asukoht_ettevotja_aadressis),
    addressCity: cityOfEhakText(ehakText),
    addressPostcode: addressText(row.indeks_ettevotja_aadressis),
    addressRegionCode: addressText(row.asukoha_ehak_kood),
  };
  const out: Emitted[] = [{ kind: 'company', record: company }];
  // kmkr_nr is filled only while the company is on the VAT register, hence `active`.
  const vatNumber = eeVatNumber(row.kmkr_nr);
  if (vatNumber !== null) {
    out.push({ kind: 'vat', record: { country: 'EE', regcode, vatNumber, active: true, registeredOn: null, deregisteredOn: null } });
  }
  return out;
}

export const basicSource: SourceDefinition = {
  id: 'ee.basic',
  country: 'EE',
  title: 'RIK e-Business Register: basic data of companies (lihtandmed)',
  publisher: 'Registrite ja Infosüsteemide Keskus (RIK), e-äriregister',
  url: RIK_FILES + 'ettevotja_rekvisiidid__lihtandmed.csv.zip',
  licence: 'CC BY 4.0',
  updateFrequency: 'daily',
  feeds: ['search', 'details.name', 'details.address', 'details.legalForm', 'details.status', 'details.regDate', 'details.closeDate', 'details.vat', 'autofill', 'compliance.vatNo'],
  files: [{
    name: 'ettevotja_rekvisiidid__lihtandmed.csv', url: RIK_FILES + 'ettevotja_rekvisiidid__lihtandmed.csv.zip',
    format: 'csv',
    csv: { delimiter: ';', encoding: 'utf8', required: ['nimi', 'ariregistri_kood', 'ettevotja_staatus'], known: BASIC_COLUMNS },
    mapRow: mapBasicRow,
  }],
  produces: ['company', 'vat'],
  // About 378,000 entities and 100,000+ VAT numbers; far fewer means a truncated dump.
  expectedRows: { min: 300_000, max: 1_500_000 },
  maxRejectRate: 0.01,
  publishPolicy: 'close-missing',
  notes: [
    'Status: R active, L liquidation, N insolvency (Pankrotis), K closed; the register wording is kept as registryStatus.',
    'A company absent from a later dump is kept, closed on the day it vanished (deleted entities are not published); where the general data (ee.general) lists or has listed it as deleted, the details give its deletion day (closedOn), else closedOn null and that day as closedOnOrBefore, the latest it can have been deleted on. A company the dump lists whose row is rejected (an empty `nimi`) is not absent: it keeps its company and VAT rows as they were served, and the report counts it (`companies whose rows were rejected kept as they were served`); closed as absent, it was served `closed` from the import day. Nor is a company absent whose row\'s `ariregistri_kood` cannot be read (empty, not digits, not 8 long): a company the dump lacks whose name or VAT number (`kmkr_nr`) that row gives is kept as it was served, and a row giving neither keeps every company the dump lacks as served, not closed, until an import reads every code; the report\'s warnings count such rows by reason, the rows known by their name or VAT number apart from those giving neither, each with its first three rows (file, line, the code as written and the company it may be) and the others as a number (one line a row was thousands of lines for a dump with thousands of them).',
    'Address: the ADS normalised address, else the raw address, else street and EHAK text, then the postcode; the city is the settlement of the EHAK text, a town by its name without the word linn (Tartu linn: Tartu; Tallinn for a Tallinn district), a borough or village with its type (Jüri alevik).',
    'Legal-form codes (OÜ, AS, FIE, MTÜ, …) are derived from the Estonian form name; other forms keep only the name.',
    'A filled kmkr_nr is an active VAT registration (the file holds no VAT dates).',
    'An `ettevotja_esmakande_kpv` that is no real date leaves registeredOn empty, with a warning naming file and line in the import report.',
  ],
};
