// RIK general data (`ettevotja_rekvisiidid__yldandmed.json`, 4.6 GB unzipped): one JSON object
// per entity in a top-level array, streamed by the pipeline. It adds what the basic CSV lacks:
// former names, activity codes and the dates behind the liquidation/bankruptcy statuses.
// Companies themselves come from ee.basic; this source never writes a company row.
import type { ActivityRecord, ComplianceFlag } from '../../domain/records.ts';
import type { Emitted, MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { decidingDate, describingDate, isRejected } from '../date-cells.ts';
import { eeRegcode, notARegcode, RIK_FILES, text } from './values.ts';

function list(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : [];
}

function isTrue(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && /^(true|jah|1)$/i.test(value.trim()));
}

/**
 * The classification of an activity entry. `nace_kood` (`62.10`) is the NACE class the EMTAK
 * code refines: EMTAK 2008 is built on NACE Rev. 2, EMTAK 2025 on NACE Rev. 2.1. The API's `nace`
 * field holds NACE codes, so the NACE code is kept and named by the NACE revision; an entry
 * without one keeps its EMTAK code under the EMTAK version's own name.
 */
export function activityOf(regcode: string, entry: Row, ctx: MapContext): ActivityRecord | null {
  if (text(entry.lopp_kpv) !== null) return null; // ended activities are history, not the company's trade
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

/** The flag of the entity's current status, dated from when that status began (staatused[]). */
function statusFlag(regcode: string, data: Row, ctx: MapContext): Emitted | null {
  const status = text(data.staatus)?.toUpperCase() ?? null;
  const flag = status !== null ? STATUS_FLAGS[status] : undefined;
  if (flag === undefined) return null;
  let since: string | null = null;
  for (const entry of list(data.staatused)) {
    if (text(entry.staatus)?.toUpperCase() !== status || text(entry.lopp_kpv) !== null) continue;
    const began = describingDate(entry.algus_kpv, 'staatused[].algus_kpv', ctx);
    if (began !== null && (since === null || began > since)) since = began;
  }
  if (status === 'K') since = describingDate(data.kustutamise_kpv, 'kustutamise_kpv', ctx) ?? since;
  return { kind: 'flag', record: { country: 'EE', regcode, flag, detail: text(data.staatus_tekstina), since, until: null } };
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
  return out.length > 0 ? out : null;
}

export const generalSource: SourceDefinition = {
  id: 'ee.general',
  country: 'EE',
  title: 'RIK e-Business Register: general data (yldandmed): former names, activities, status dates',
  publisher: 'Registrite ja Infosüsteemide Keskus (RIK), e-äriregister',
  url: RIK_FILES + 'ettevotja_rekvisiidid__yldandmed.json.zip',
  licence: 'CC BY 4.0',
  updateFrequency: 'daily',
  feeds: ['details.nace', 'details.formerNames', 'compliance.flags'],
  files: [{
    name: 'ettevotja_rekvisiidid__yldandmed.json', url: RIK_FILES + 'ettevotja_rekvisiidid__yldandmed.json.zip',
    format: 'json-array', mapRow: mapGeneralRow,
  }],
  produces: ['companyName', 'activity', 'flag'],
  notes: [
    'Activities: every current entry (no end date); the code is the NACE code (`nace_kood`) named NACE Rev. 2 for EMTAK 2008 and NACE Rev. 2.1 for EMTAK 2025 entries, the description the Estonian EMTAK wording; an entry without a NACE code keeps its EMTAK code.',
    'Former names: business names with an end date; an `arinimed[].lopp_kpv` that holds text but is no real date rejects the row (it decides whether a name is former). A start date (`algus_kpv`, `kustutamise_kpv`) that is no real date is left empty with a warning in the import report.',
    'Flags in_liquidation / insolvent / closed for the current status, dated from when that status began.',
    'Employee counts of info_majandusaasta_aruannetest are not read: the annual-report figures carry the same counts.',
  ],
  // One or more activities for most of ~378,000 entities, plus former names.
  expectedRows: { min: 200_000, max: 5_000_000 },
  maxRejectRate: 0.01,
};
