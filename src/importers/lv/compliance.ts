// UR risk files that become compliance flags: insolvency proceedings, liquidations and
// suspensions/prohibitions of activity. A flag with no `until` (or one not yet passed) is open from
// its `since` on (a date still to come is announced, not in force: services/compliance.ts).
import type { GroupedRow, MapContext, MapResult, Rejected, Row, SourceDefinition } from '../source.ts';
import type { ComplianceFlag, FlagRecord } from '../../domain/records.ts';
import { UR_PUBLISHER, LICENCE, ckan, csvOptions, dataGovLv, regcodeOf, text, invalidRegcode } from './common.ts';
import { decidingDate, describingDate, isRejected } from '../date-cells.ts';
import { proceedingKind, proceedingWording } from '../../domain/lv-proceedings.ts';
import { dayBefore } from '../../domain/dates.ts';
import { collapsedOrNull } from '../../domain/white-space.ts';

/**
 * A cell of a flag's detail on one line (domain/white-space.ts, as addresses and names are): UR's risk
 * files quote a line break in a text (`"Brīvprātīga\nlikvidācija"`), which a flag's detail, and the
 * registryStatus its first part gives, carried into a one-line report field.
 */
export const detailCell = (v: unknown): string | null => collapsedOrNull(text(v));
const joinDetail = (...parts: unknown[]) => parts.map(detailCell).filter((s) => s !== null).join('; ') || null;
// The parts of a detail, each once (the wording a code was given can repeat the other column).
function joinDistinct(...parts: Array<string | null>): string | null {
  const kept = new Map<string, string>();
  for (const part of parts) if (part !== null && !kept.has(part.toLowerCase())) kept.set(part.toLowerCase(), part);
  return [...kept.values()].join('; ') || null;
}

// The end date decides whether the flag is open (and so the company's status): text that is no
// date rejects the row; a start date that is no date only leaves `since` empty, with a warning.
const UNTIL_RULE = 'An end date that holds text but is no real date rejects the row (it decides whether the flag is open and so the status); a start date that is no real date leaves `since` empty with a warning in the import report.';

export function mapInsolvencyRow(row: Row, ctx: MapContext): MapResult {
  const regcode = regcodeOf(row.debtor_registration_number);
  if (!regcode) return { reject: 'invalid debtor regcode' };
  const until = decidingDate(row.proceeding_ended_on, 'proceeding_ended_on');
  if (isRejected(until)) return until;
  const type = detailCell(row.proceeding_type);
  const form = detailCell(row.proceeding_form);
  return {
    kind: 'flag',
    record: {
      // Legal protection is a restructuring that keeps the company trading, not an insolvency.
      country: 'LV', regcode, flag: proceedingKind(type, form) === 'legal_protection' ? 'in_reorganisation' : 'insolvent',
      // The first part is the proceeding's wording that the company's registryStatus takes.
      detail: joinDistinct(proceedingWording(type, form), type, form, detailCell(row.proceeding_resolution_name), detailCell(row.court_name),
        ...proceedingContacts(row, ctx)),
      since: describingDate(row.proceeding_started_on, 'proceeding_started_on', ctx), until,
    },
  };
}

/**
 * What a creditor acts on: the court's case, the administrator the court appointed (a certified
 * official, whom the insolvency register names publicly, as a securing measure's detail names the
 * bailiff) and the last day for creditors' claims, each where the file gives it. A deadline that
 * is no date is left out with a warning: it decides nothing, and a wrong day would mislead.
 */
function proceedingContacts(row: Row, ctx: MapContext): Array<string | null> {
  const caseNumber = detailCell(row.court_case_number);
  const administrator = detailCell(row.insolvency_administrator);
  const deadline = describingDate(row.creditor_applications_deadline_date, 'creditor_applications_deadline_date', ctx);
  return [caseNumber === null ? null : `case ${caseNumber}`, administrator === null ? null : `administrator ${administrator}`,
    deadline === null ? null : `creditors' claims by ${deadline}`];
}

/**
 * A row of a UR risk file keyed by the company (liquidations, suspensions, securing measures) as
 * its flag: `date_from` its first day, `date_to` its last, a text there that is no date rejecting
 * the row (it decides whether the flag is in force).
 */
export function urFlagRow(row: Row, ctx: MapContext, flag: ComplianceFlag, detail: string | null): { kind: 'flag'; record: FlagRecord } | Rejected {
  const regcode = regcodeOf(row.legal_entity_registration_number);
  if (!regcode) return invalidRegcode(row.legal_entity_registration_number);
  const until = decidingDate(row.date_to, 'date_to');
  if (isRejected(until)) return until;
  return { kind: 'flag', record: { country: 'LV', regcode, flag, detail, since: describingDate(row.date_from, 'date_from', ctx), until } };
}

export function mapLiquidationRow(row: Row, ctx: MapContext): MapResult {
  // The first part is the wording that a company in liquidation takes as registryStatus.
  return urFlagRow(row, ctx, 'in_liquidation', joinDetail(row.liquidation_type_text, row.grounds_for_liquidation));
}

/**
 * A suspension or prohibition row's flag. `endedOn` is the day a later row lifts it (a resumption
 * of the activity, a revocation): the restriction no longer holds that day, so the flag's `until`, its last day in force
 * (services read it inclusive), is the day before, unless its own end came first; one lifted on or
 * before its first day was never in force, and gives no flag.
 */
export function mapSuspensionRow(row: Row, ctx: MapContext, endedOn: string | null = null): MapResult {
  const mapped = urFlagRow(row, ctx, 'suspended', joinDetail(row.suspension_code_text, row.ground_for));
  if (isRejected(mapped) || endedOn === null) return mapped;
  const { since, until } = mapped.record;
  const lastDay = dayBefore(endedOn);
  if (since !== null && lastDay < since) return null;
  if (until === null || until > lastDay) mapped.record.until = lastDay;
  return mapped;
}

// The dataset's title names what the file holds: the prohibitions of activity and the suspensions
// and resumptions (atjaunošanas) of activity registered in force. A resumption, or a suspension or
// prohibition revoked (atcelšana), restricts nothing: it ends what it lifts. The codes are
// undocumented, so a row's code and text are read.
const ENDING = /atjauno|atcel|resum|renew|restor|revok/iu;
const SUSPENSION = /apturē|apture|suspen/iu;
const PROHIBITION = /aizlieg|prohibit/iu;
const wordsOf = (row: Row) => `${text(row.suspension_code) ?? ''} ${text(row.suspension_code_text) ?? ''}`;
const isEnding = (row: Row) => ENDING.test(wordsOf(row));

type Restriction = 'suspension' | 'prohibition';

/** What a restricting row is: a suspension, a prohibition (aizliegums), both, or neither (which no ending lifts). */
function restrictionsOf(row: Row): Restriction[] {
  const words = wordsOf(row);
  return [...(SUSPENSION.test(words) ? ['suspension' as const] : []), ...(PROHIBITION.test(words) ? ['prohibition' as const] : [])];
}

/**
 * What an ending lifts: a revoked prohibition (Aizlieguma atcelšana) the prohibitions, one naming a
 * suspension too both; any other (a resumption of the activity, a suspension revoked) the suspensions.
 */
function liftedBy(row: Row): Restriction[] {
  const words = wordsOf(row);
  if (!PROHIBITION.test(words)) return ['suspension'];
  return SUSPENSION.test(words) ? ['suspension', 'prohibition'] : ['prohibition'];
}

/**
 * A company's rows read together: an ending (a resumption, a revocation) is no flag, and it ends
 * the restrictions it lifts dated on or before it, the first such ending each.
 */
export function mapSuspensionGroup(rows: GroupedRow[], ctx: MapContext): MapResult {
  const endings: Array<{ on: string; lifts: Restriction[] }> = [];
  for (const g of rows) {
    if (!isEnding(g.row)) continue;
    const on = decidingDate(g.row.date_from, 'date_from');
    // Its day decides which restrictions it ends.
    if (isRejected(on)) ctx.stageRow!(g, on);
    else { if (on !== null) endings.push({ on, lifts: liftedBy(g.row) }); ctx.stageRow!(g, null); }
  }
  endings.sort((a, b) => a.on.localeCompare(b.on));
  for (const g of rows) {
    if (isEnding(g.row)) continue;
    const rowCtx = { ...ctx, file: g.file, line: g.line };
    const kinds = restrictionsOf(g.row);
    let endedOn: string | null = null;
    if (kinds.length > 0) {
      const since = decidingDate(g.row.date_from, 'date_from');
      const from = typeof since === 'string' ? since : null;
      endedOn = endings.find((e) => (from === null || e.on >= from) && e.lifts.some((k) => kinds.includes(k)))?.on ?? null;
    }
    ctx.stageRow!(g, mapSuspensionRow(g.row, rowCtx, endedOn));
  }
  return null;
}

const common = { country: 'LV' as const, publisher: UR_PUBLISHER, licence: LICENCE, updateFrequency: 'daily', produces: ['flag' as const], maxRejectRate: 0.05 };

export const insolvencySource: SourceDefinition = {
  ...common,
  id: 'lv.insolvency',
  title: 'UR insolvency proceedings of legal persons (insolvency_legal_person_proceeding.csv)',
  url: dataGovLv('bb54838d-9365-4f76-8513-804f4efa8ab6', '8065ad80-1a4d-4afb-b1d1-d93b9a62b1cc', 'insolvency_legal_person_proceeding.csv'),
  resolve: ckan('bb54838d-9365-4f76-8513-804f4efa8ab6', 'insolvency_legal_person_proceeding.csv'),
  feeds: ['compliance.flags (insolvent, in_reorganisation)', 'details.status (insolvency, reorganisation)'],
  files: [{
    name: 'insolvency_legal_person_proceeding.csv', format: 'csv',
    csv: csvOptions(['debtor_registration_number', 'proceeding_started_on', 'proceeding_ended_on'], [
      'id', 'proceeding_id', 'debtor_registration_number', 'debtor_name', 'debtor_type', 'proceeding_started_on',
      'proceeding_ended_on', 'proceeding_form', 'proceeding_type', 'proceeding_resolution_name', 'court_name',
      'court_case_number', 'entry_created_on', 'creditor_applications_deadline_date', 'insolvency_administrator',
    ]),
    mapRow: mapInsolvencyRow,
    rowId: 'id',
  }],
  expectedRows: { min: 1, max: 1_000_000 },
  notes: [
    'Flag `insolvent` per insolvency proceeding (since = `proceeding_started_on`, until = `proceeding_ended_on`); an open one sets the company status to `insolvency`.',
    'A legal protection proceeding (tiesiskās aizsardzības process, TAP, also out of court: `proceeding_form` `LEGAL_PROTECTION` or `OUT_OF_COURT_LEGAL_PROTECTION`, a `proceeding_type` `TAP`, or either written in words) is a restructuring under a plan agreed with the creditors, not an insolvency: flag `in_reorganisation`, and an open one sets the status `reorganisation`.',
    'The detail begins with the proceeding\'s wording: `proceeding_type` when written in words, else `proceeding_form`, a code of either given its Latvian name (`TAP` as `Tiesiskās aizsardzības process`, `INSOLVENCY` as `Maksātnespējas process`), an unknown code as written; then the type, form, resolution and court, each once; then what a creditor acts on, each where given: `case` with `court_case_number`, `administrator` with `insolvency_administrator` (the official the court appointed, named publicly by the insolvency register) and `creditors\' claims by` with `creditor_applications_deadline_date` (one that is no date is left out, with a warning in the import report).',
    UNTIL_RULE,
  ],
};

export const liquidationsSource: SourceDefinition = {
  ...common,
  id: 'lv.liquidations',
  title: 'UR liquidation processes (liquidations.csv)',
  url: dataGovLv('09047585-e67a-46c6-8ee8-575987efdef0', '59e7ec49-f1c6-4410-8ee6-e7737ac5eaee', 'liquidations.csv'),
  resolve: ckan('09047585-e67a-46c6-8ee8-575987efdef0', 'liquidations.csv'),
  feeds: ['compliance.flags (in_liquidation)', 'details.status (liquidation)'],
  files: [{
    name: 'liquidations.csv', format: 'csv',
    csv: csvOptions(['legal_entity_registration_number', 'date_from'], [
      'id', 'legal_entity_registration_number', 'liquidation_type', 'liquidation_type_text', 'grounds_for_liquidation',
      'date_from', 'date_to', 'registered_on', 'last_modified_at',
    ]),
    mapRow: mapLiquidationRow,
    rowId: 'id',
  }],
  expectedRows: { min: 1, max: 1_000_000 },
  notes: [
    'Flag `in_liquidation` (since = `date_from`, until = `date_to` when the column exists); an open one sets an active company to `liquidation`. Columns beyond the three used are unconfirmed.',
    'The documented columns give a liquidation no end day, so the liquidation of a company struck off after it stays open in the file: a company register.csv lists as struck off (`closed` L or R) is flagged `closed` and not `in_liquidation` (nor `insolvent` or `in_reorganisation` by lv.insolvency), its closure having ended them; an entity with a `terminated` day and `closed` blank is not struck off but in liquidation (lv.register\'s notes), so it keeps them.',
    UNTIL_RULE,
  ],
};

export const suspensionsSource: SourceDefinition = {
  ...common,
  id: 'lv.suspensions',
  title: 'UR suspensions and prohibitions of activity (suspensions_prohibitions.csv)',
  url: dataGovLv('c35c2fce-0014-4664-957f-b71c2f56acae', '1a077ff6-4c4e-4cfe-b603-b7e40851e8a9', 'suspensions_prohibitions.csv'),
  resolve: ckan('c35c2fce-0014-4664-957f-b71c2f56acae', 'suspensions_prohibitions.csv'),
  feeds: ['compliance.flags (suspended)'],
  files: [{
    name: 'suspensions_prohibitions.csv', format: 'csv',
    csv: csvOptions(['legal_entity_registration_number', 'date_from'], [
      'id', 'legal_entity_registration_number', 'suspension_code', 'suspension_code_text', 'ground_for',
      'date_from', 'date_to', 'registered_on', 'last_modified_at',
    ]),
    // A company's rows are read together: a resumption or a revocation ends the restrictions before it.
    groupKey: (row) => regcodeOf(row.legal_entity_registration_number) ?? invalidRegcode(row.legal_entity_registration_number),
    rowId: 'id',
  }],
  mapGroup: mapSuspensionGroup,
  expectedRows: { min: 1, max: 1_000_000 },
  notes: [
    'Flag `suspended` with the suspension text and grounds as detail, in UR\'s Latvian words, the compliance statement giving each of the phrases UR writes there again and again its English, as an insolvency\'s, a liquidation\'s or a reorganisation\'s wording has (`Aizliegums reģistrēt izmaiņas (Prohibition to register changes); Tiesu izpildītāja lēmums (Bailiff\'s decision)`; a suspension or prohibition of activity, decided by a bailiff, the State Revenue Service (`VID lēmums`) or a court): the descriptions of this file at hand give neither the codes of `suspension_code` nor their texts, and UR\'s code lists (enumerations/all_constants.tsv) are not read, so a wording not among those phrases is given as UR writes it.',
    'The file holds, by its dataset\'s title, the prohibitions of activity and the suspensions and resumptions (atjaunošanas) of activity in force, and its codes are undocumented: a row whose `suspension_code` or `suspension_code_text` speaks of a resumption or a revocation (atjaunošana, atcelšana; resume, renew, restore, revoke) gives no flag, and ends what it lifts dated on or before it: a revoked prohibition (Aizlieguma atcelšana, a row also speaking of aizliegums or prohibition) each prohibition of the company (a row speaking of aizliegums or prohibition), any other (a resumption of the activity, a suspension revoked) each suspension (a row speaking of apturēšana or suspension), so a resumption leaves a prohibition in force. A resumption or revocation whose `date_from` holds text but is no real date rejects the row (it decides which flags end).',
    'The restriction no longer holds on the resumption\'s or revocation\'s `date_from`, and a flag\'s `until` is its last day in force (the answers read it inclusive: in force while `until` is not before today), so the flag\'s `until` is the day before it (or its own `date_to`, if earlier), its detail saying `in force until` that day; one dated the same day as the row that ends it was never in force on a day of its own and gives no flag.',
    UNTIL_RULE,
  ],
};
