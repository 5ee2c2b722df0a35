// RIK general data (`ettevotja_rekvisiidid__yldandmed.json`, 4.6 GB unzipped): one JSON object
// per entity in a top-level array, streamed by the pipeline. It adds what the basic CSV lacks:
// former names, activity codes, the dates behind the liquidation/bankruptcy statuses and the
// company's website. Companies themselves come from ee.basic; this source never writes a company
// row: the website is a contact row of its own (company_contacts), replaced only by this source.
import type { ActivityRecord, ComplianceFlag } from '../../domain/records.ts';
import type { Emitted, MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { DATE_WARNING, decidingDate, describingDate, isRejected } from '../date-cells.ts';
import { parseDate } from '../../domain/dates.ts';
import { eeRegcode, notARegcode, RIK_FILES, text } from './values.ts';
import { websiteLink } from '../../domain/website-link.ts';

function list(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : [];
}

function isTrue(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && /^(true|jah|1)$/i.test(value.trim()));
}

/**
 * Whether an entry of the general data with an end date (`lopp_kpv`, its last day, as a role's is)
 * has not ended before the file's day: one the company gave for a later day (it stops that trade,
 * or drops that website, next month) is kept until that day has passed, as the roles, FI's
 * register entries and LV's holdings are kept, instead of being dropped at once. The store keeps
 * no end date of an activity or a contact, so each import decides on its file's day; a file of no
 * known day keeps only entries with no end, as all did before. An end that is no date (`n/a`)
 * leaves the entry out, with a warning naming its column.
 */
function notEndedBefore(entry: Row, list: string, what: string, ctx: MapContext): boolean {
  const column = `${list}[].lopp_kpv`;
  const ends = decidingDate(entry.lopp_kpv, column);
  if (isRejected(ends)) {
    ctx.warn(`${column} is not a real date; the ${what} is left out`, JSON.stringify(text(entry.lopp_kpv)), DATE_WARNING);
    return false;
  }
  return ends === null || (ctx.asOf !== null && ends >= ctx.asOf);
}

/**
 * Whether an activity entry is the company's trade on the file's day: not ended before it
 * (notEndedBefore) and begun by then. An activity notified from a later day (its replacement) is
 * not its trade yet, and would otherwise be taken as the main one for being the latest begun.
 * Ended entries are history, which left a company with no activity or a secondary one as its main
 * when they were dropped at their end's notice.
 */
function carriedOnOn(entry: Row, ctx: MapContext): boolean {
  if (!notEndedBefore(entry, 'teatatud_tegevusalad', 'activity', ctx)) return false;
  const begins = parseDate(text(entry.algus_kpv));
  return begins === null || ctx.asOf === null || begins <= ctx.asOf;
}

/**
 * The classification of an activity entry. `nace_kood` (`62.10`) is the NACE class the EMTAK
 * code refines: EMTAK 2008 is built on NACE Rev. 2, EMTAK 2025 on NACE Rev. 2.1. The API's `nace`
 * field holds NACE codes, so the NACE code is kept and named by the NACE revision; an entry
 * without one keeps its EMTAK code under the EMTAK version's own name.
 */
export function activityOf(regcode: string, entry: Row, ctx: MapContext): ActivityRecord | null {
  if (!carriedOnOn(entry, ctx)) return null;
  const nace = text(entry.nace_kood);
  const emtak = text(entry.emtak_kood);
  const version = text(entry.emtak_versioon_tekstina) ?? (text(entry.emtak_versioon) === '3' ? 'EMTAK 2025' : 'EMTAK 2008');
  const is2025 = /2025/.test(version);
  let code: string;
  let classification: string;
  if (nace !== null) {
    code = nace;
    classification = is2025 ? 'NACE Rev. 2.1' : 'NACE Rev. 2';
  } else if (emtak !== null) {
    code = emtak;
    classification = version;
  } else {
    return null;
  }
  return {
    country: 'EE', regcode, code, classification,
    // The Estonian wording of the EMTAK subclass, which refines the NACE class above.
    description: text(entry.emtak_tekstina),
    isMain: isTrue(entry.on_pohitegevusala),
    validFrom: describingDate(entry.algus_kpv, 'teatatud_tegevusalad[].algus_kpv', ctx),
  };
}

const STATUS_FLAGS: Record<string, ComplianceFlag> = { L: 'in_liquidation', N: 'insolvent', K: 'closed' };

/**
 * The flag of the entity's current status, dated from when that status began (staatused[]): the
 * latest begun of its entries not ended before the file's day (notEndedBefore, as for activities
 * and websites: a liquidation whose end the register sets for a later day is the one in force
 * today, and skipping it left the flag undated). An entry ended before the file's day is an
 * earlier spell of the same status (a company in liquidation twice), not the current one.
 */
export function statusFlag(regcode: string, data: Row, ctx: MapContext): Emitted | null {
  const status = text(data.staatus)?.toUpperCase() ?? null;
  const flag = status !== null ? STATUS_FLAGS[status] : undefined;
  if (flag === undefined) return null;
  let since: string | null = null;
  for (const entry of list(data.staatused)) {
    if (text(entry.staatus)?.toUpperCase() !== status || !notEndedBefore(entry, 'staatused', 'status entry', ctx)) continue;
    const began = describingDate(entry.algus_kpv, 'staatused[].algus_kpv', ctx);
    if (began !== null && (since === null || began > since)) since = began;
  }
  if (status === 'K') since = describingDate(data.kustutamise_kpv, 'kustutamise_kpv', ctx) ?? since;
  return { kind: 'flag', record: { country: 'EE', regcode, flag, detail: text(data.staatus_tekstina), since, until: null } };
}

/**
 * The company's website among its contacts (`sidevahendid`): the entries not ended before the
 * file's day (notEndedBefore, as for activities: a website the company drops next month is still
 * its website today) of liik WWW whose text is a web address (domain/website-link.ts), the one
 * with the highest `kirje_id` (the register's latest entry), the first in the file's order among
 * equals or without one. E-mail and telephone entries (EMAIL, TEL, MOB, FAX, …) are not read.
 */
export function websiteOf(data: Row, ctx: MapContext): string | null {
  let best: { value: string; id: number } | null = null;
  for (const entry of list(data.sidevahendid)) {
    if (text(entry.liik)?.toUpperCase() !== 'WWW' || !notEndedBefore(entry, 'sidevahendid', 'contact', ctx)) continue;
    const value = text(entry.sisu);
    if (value === null || websiteLink(value) === null) continue;
    const written = text(entry.kirje_id);
    const rank = written !== null && Number.isFinite(Number(written)) ? Number(written) : Number.NEGATIVE_INFINITY;
    if (best === null || rank > best.id) best = { value, id: rank };
  }
  return best?.value ?? null;
}

export function mapGeneralRow(row: Row, ctx: MapContext): MapResult {
  const regcode = eeRegcode(row.ariregistri_kood);
  if (regcode === null) return notARegcode('ariregistri_kood', row.ariregistri_kood);
  const data = typeof row.yldandmed === 'object' && row.yldandmed !== null ? row.yldandmed as Row : row;
  const out: Emitted[] = [];
  const current = text(row.nimi);
  for (const entry of list(data.arinimed)) {
    const name = text(entry.sisu);
    // A name without an end date is the current one (ee.basic has it); only ended names are
    // former, so an end date that is no date would silently drop a former name: the row is rejected.
    const validTo = decidingDate(entry.lopp_kpv, 'arinimed[].lopp_kpv');
    if (isRejected(validTo)) return validTo;
    if (name === null || validTo === null || name === current) continue;
    const validFrom = describingDate(entry.algus_kpv, 'arinimed[].algus_kpv', ctx);
    out.push({ kind: 'companyName', record: { country: 'EE', regcode, name, kind: 'former', validFrom, validTo } });
  }
  for (const entry of list(data.teatatud_tegevusalad)) {
    const activity = activityOf(regcode, entry, ctx);
    if (activity !== null) out.push({ kind: 'activity', record: activity });
  }
  const flag = statusFlag(regcode, data, ctx);
  if (flag !== null) out.push(flag);
  const website = websiteOf(data, ctx);
  if (website !== null) out.push({ kind: 'contact', record: { country: 'EE', regcode, kind: 'website', value: website } });
  return out.length > 0 ? out : null;
}

/** The keys of a general data record as documented (ee-lt-fi.md 1.2), beside ariregistri_kood. */
const GENERAL_KEYS = [
  'nimi', 'yldandmed', 'staatus', 'staatus_tekstina', 'oiguslik_vorm', 'oiguslik_vorm_tekstina', 'esmaregistreerimise_kpv',
  'kustutamise_kpv', 'tegutseb_tekstina', 'piirkond_tekstina', 'arinimed', 'kirje_id', 'sisu', 'algus_kpv', 'lopp_kpv', 'aadressid',
  'ehak', 'ehak_nimetus', 'tanav_maja_korter', 'postiindeks', 'aadress_ads__ads_normaliseeritud_taisaadress', 'riik', 'sidevahendid',
  'liik', 'teatatud_tegevusalad', 'emtak_kood', 'emtak_tekstina', 'emtak_versioon', 'emtak_versioon_tekstina', 'nace_kood',
  'on_pohitegevusala', 'info_majandusaasta_aruannetest', 'majandusaasta_perioodi_lopp_kpv', 'tootajate_arv',
  'tegevusala_emtak_kood', 'tegevusala_emtak_versioon', 'staatused', 'esitab_kasusaajad',
];

// RIK writes each key of a record's objects, null or not; the annual reports' activity version,
// documented and read by nothing here, is left out, as entries written without it are known.
const GENERAL_WRITTEN_KEYS = GENERAL_KEYS.filter((key) => key !== 'tegevusala_emtak_versioon');

export const generalSource: SourceDefinition = {
  id: 'ee.general',
  country: 'EE',
  title: 'RIK e-Business Register: general data (yldandmed): former names, activities, status dates, websites',
  publisher: 'Registrite ja Infosüsteemide Keskus (RIK), e-äriregister',
  url: RIK_FILES + 'ettevotja_rekvisiidid__yldandmed.json.zip',
  licence: 'CC BY 4.0',
  updateFrequency: 'daily',
  feeds: ['details.nace', 'details.formerNames', 'details.website', 'details.closeDate', 'compliance.flags'],
  files: [{
    name: 'ettevotja_rekvisiidid__yldandmed.json', url: RIK_FILES + 'ettevotja_rekvisiidid__yldandmed.json.zip',
    format: 'json-array', recordKeys: ['ariregistri_kood', 'yldandmed'], knownKeys: GENERAL_KEYS, writtenKeys: GENERAL_WRITTEN_KEYS, mapRow: mapGeneralRow,
  }],
  produces: ['companyName', 'activity', 'flag', 'contact'],
  // An entity listed twice (an export glitch) gives one website, the later line's.
  keepLatest: [{ kind: 'contact', by: ['country', 'regcode', 'kind'], order: [] }],
  // The file drops a deleted company soon after listing it as such: its deletion day is kept.
  keepsClosedFlags: true,
  notes: [
    'Activities: every entry carried on on the file\'s day: begun by then (`algus_kpv`; one notified from a later day is read from the first file on or after it) and not ended before it (`lopp_kpv`, the activity\'s last day: one ending on a later day is kept until the first file after it, as roles are; an end that is no real date leaves the entry out, with a warning in the import report); the code is the NACE code (`nace_kood`) named NACE Rev. 2 for EMTAK 2008 and NACE Rev. 2.1 for EMTAK 2025 entries, the description the Estonian EMTAK wording; an entry without a NACE code keeps its EMTAK code.',
    'Former names: business names with an end date; an `arinimed[].lopp_kpv` that holds text but is no real date rejects the row (it decides whether a name is former). A start date (`algus_kpv`, `kustutamise_kpv`) that is no real date is left empty with a warning in the import report.',
    'Flags in_liquidation / insolvent / closed for the current status, dated from when that status began (the latest begun of its `staatused` entries not ended before the file\'s day: one whose `lopp_kpv`, its last day, is a later day is the status in force, as for activities; an end that is no real date leaves the entry out of the dating, with a warning in the import report); closed is dated by `kustutamise_kpv` (the deletion day) where given. A closed company\'s details give that day as closedOn, read from the flag when answering: the company row, ee.basic\'s, holds the day the basic data stopped listing the company (or none, for a company it lists as deleted), and this source writes no company row. The file, like the basic data, holds registered, liquidating and bankrupt entities and lists a deleted one only for a while, so a closed flag it published is kept when a later file no longer lists the company, for as long as the store holds the company closed (one listed again in liquidation or bankruptcy takes that flag instead; one the basic data lists again loses it at the next import of this file); a company never listed as deleted here has no closing day (closedOn null), the day it was found gone being given as closedOnOrBefore.',
    'Website: of the contacts (`sidevahendid`), the entries not ended before the file\'s day (`lopp_kpv`, the entry\'s last day: a website dropped on a later day is kept until the first file after it, as activities and roles are; an end that is no real date leaves the entry out, with a warning in the import report) of `liik` WWW whose `sisu` is a web address; of several, the one with the highest `kirje_id` (the register\'s latest entry), the first in the file among equals. Stored as written (www.firma.ee) in company_contacts (schema 8, where fi.ytj keeps the Finnish websites), a row of this source\'s own beside the company row ee.basic writes, so either file may be imported alone, importing ee.basic again keeps the websites, a failed import of this file leaves them as they were and withdrawing it removes them; the details serve it as a link as for FI (https:// before a bare address, null for anything that is no web address). E-mail, telephone and other contacts (EMAIL, TEL, MOB, FAX, AMAIL, MUU) are not read: a sole trader\'s (FIE) are a person\'s own, and an address served to every client is one more for spam lists; the website is what a web shop or a check of a partner needs.',
    'Employee counts of info_majandusaasta_aruannetest are not read: the annual-report figures carry the same counts.',
  ],
  // One or more activities for most of ~378,000 entities, plus former names.
  expectedRows: { min: 200_000, max: 5_000_000 },
  maxRejectRate: 0.01,
};
