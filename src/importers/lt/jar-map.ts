// Row mappers of the JAR register files: JAR_IREGISTRUOTI (registered entities) and
// JAR_ISREGISTRUOTI (deregistered ones) become companies; a special legal status becomes a flag.
import type { CompanyRecord } from '../../domain/records.ts';
import type { Emitted, MapContext, MapResult, Rejected, Row } from '../source.ts';
import { decidingDate, describingDate, isRejected } from '../date-cells.ts';
import { cell, ltRegcode, splitLtAddress } from './cells.ts';
import { collapsedOrNull } from '../../domain/white-space.ts';
import { flagForStatus, shortFormOf, STATUS_NAMES, statusFromCode, statusWordsWrittenOut } from './codes.ts';

export const FORM_CLASSIFIER = 'JAR_TEI_FORM_KLASIFIKATORIUS.csv';
export const STATUS_CLASSIFIER = 'JAR_TEI_STATUSU_KLASIFIKATORIUS.csv';
export const ADDRESSES = 'JAR_ADRESAI.csv';

/**
 * Legal form: the numeric code as text, and the short name: the usual abbreviation of a form
 * (UAB) whichever name gives it, else the classifier's short name, else the long name. The
 * classifier's form_pavadinimas is the column JAR_IREGISTRUOTI writes the full name in
 * (Uždaroji akcinė bendrovė): taken as the short name, it made legalForm the full name for every
 * company once the classifier was read, and UAB without it.
 */
function legalForm(row: Row, ctx: MapContext): { code: string | null; name: string | null } {
  const code = cell(row, 'form_kodas');
  const longName = cell(row, 'form_pavadinimas');
  const entry = code === null ? undefined : ctx.lookup(FORM_CLASSIFIER, code)?.[0];
  const classifierShort = entry ? cell(entry, 'form_pavadinimas') : null;
  const classifierLong = entry ? cell(entry, 'form_pav_ilgas') : null;
  const abbreviation = shortFormOf(longName) ?? shortFormOf(classifierShort) ?? shortFormOf(classifierLong);
  const name = abbreviation ?? classifierShort ?? longName ?? classifierLong;
  return { code, name };
}

/**
 * One wording per status code, written out: the rows write the same code abbreviated in some
 * places and in full in others ("Teisinis stat neįregistruotas" beside "Teisinis statusas
 * neįregistruotas"), and a client comparing registryStatus would take them for two statuses. A
 * code of the register's list gets its full name; another code the classifier's name, else the
 * row's own, with the abbreviations seen spelled out.
 */
function statusName(row: Row, code: string | null, ctx: MapContext): string | null {
  const listed = code === null ? undefined : STATUS_NAMES[code];
  if (listed !== undefined) return listed;
  const entry = code === null ? undefined : ctx.lookup(STATUS_CLASSIFIER, code)?.[0];
  const named = (entry ? cell(entry, 'stat_pavadinimas') : null) ?? cell(row, 'stat_pavadinimas');
  return named === null ? null : statusWordsWrittenOut(named);
}

/**
 * JAR_ADRESAI holds the dated address of each entity; the newest one fills a blank `adresas`.
 * adresas_nuo decides which address is the newest: text that is no date rejects the company.
 */
function addressOf(row: Row, regcode: string, ctx: MapContext): string | null | Rejected {
  const own = cell(row, 'adresas');
  if (own !== null) return own;
  const rows = ctx.lookup(ADDRESSES, regcode) ?? [];
  let best: { since: string; address: string } | null = null;
  for (const r of rows) {
    const address = cell(r, 'adresas');
    if (address === null) continue;
    const date = decidingDate(cell(r, 'adresas_nuo'), `${ADDRESSES} adresas_nuo`);
    if (isRejected(date)) return date;
    const since = date ?? '';
    if (best === null || since > best.since) best = { since, address };
  }
  return best?.address ?? null;
}

function baseCompany(row: Row, ctx: MapContext): CompanyRecord | { reject: string } {
  const rawCode = cell(row, 'ja_kodas');
  const regcode = ltRegcode(rawCode);
  if (regcode === null) return { reject: rawCode === null ? 'missing ja_kodas' : `invalid ja_kodas "${rawCode}"` };
  const name = cell(row, 'ja_pavadinimas');
  if (name === null) return { reject: 'missing ja_pavadinimas' };
  const registeredOn = describingDate(cell(row, 'ja_reg_data'), 'ja_reg_data', ctx);
  const written = addressOf(row, regcode, ctx);
  if (isRejected(written)) return written;
  // A quoted field may hold a line break: the address is served on one line, its parts alike.
  const address = collapsedOrNull(written);
  const parts = splitLtAddress(address);
  const form = legalForm(row, ctx);
  return {
    country: 'LT', regcode, name,
    legalFormCode: form.code, legalFormName: form.name,
    status: 'unknown', registryStatus: null,
    registeredOn, closedOn: null,
    address, addressStreet: parts.street, addressCity: parts.city, addressPostcode: parts.postcode,
    addressRegionCode: null,
  };
}

/** A row of JAR_IREGISTRUOTI.csv: a registered entity, possibly in liquidation, bankruptcy or reorganisation. */
export function mapRegistered(row: Row, ctx: MapContext): MapResult {
  const company = baseCompany(row, ctx);
  if ('reject' in company) return company;
  const code = cell(row, 'stat_kodas');
  company.status = statusFromCode(code);
  company.registryStatus = statusName(row, code, ctx);
  const flag = flagForStatus(company.status);
  // Read (and warned of) only where it dates something: the status of an active company needs none.
  const statusSince = flag !== null || company.status === 'closed' ? describingDate(cell(row, 'stat_data_nuo'), 'stat_data_nuo', ctx) : null;
  // Status 10 (Išregistruotas) in the registered entities' extract: deregistered while this file
  // still lists it, its status (the deregistration) dated stat_data_nuo. Left without a day, the
  // details served closedOn null and the compliance statement's closed flag undated.
  if (company.status === 'closed') company.closedOn = statusSince;
  const out: Emitted[] = [{ kind: 'company', record: company }];
  if (flag !== null) {
    out.push({
      kind: 'flag',
      record: { country: 'LT', regcode: company.regcode, flag, detail: company.registryStatus, since: statusSince, until: null },
    });
  }
  return out;
}

/** A row of JAR_ISREGISTRUOTI.csv: a deregistered entity, closed on isreg_data. */
export function mapDeregistered(row: Row, ctx: MapContext): MapResult {
  const company = baseCompany(row, ctx);
  if ('reject' in company) return company;
  // The file, not the date, says the entity is closed: a bad isreg_data only leaves closedOn empty.
  const closedOn = describingDate(cell(row, 'isreg_data'), 'isreg_data', ctx);
  company.status = 'closed';
  company.closedOn = closedOn;
  company.registryStatus = statusName(row, '10', ctx);
  return { kind: 'company', record: company };
}
