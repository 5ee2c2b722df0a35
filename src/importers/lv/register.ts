// UR register.csv: every legal entity of Latvia, one row each.
import type { MapContext, MapResult, Row, SourceDefinition } from '../source.ts';
import { UR_PUBLISHER, LICENCE, ckan, csvOptions, dataGovLv, regcodeOf, text, invalidRegcode } from './common.ts';
import { decidingDate, describingDate, isRejected } from '../date-cells.ts';
import { cityAndStreet, isLatvianAdminUnit } from '../address-settlement.ts';
import { collapsedOrNull } from '../../domain/white-space.ts';
import { atvkCode } from './atvk.ts';
import { STATUS_FROM_FLAGS } from '../../domain/status-from-flags.ts';

const COLUMNS = ['regcode', 'sepa', 'name', 'name_before_quotes', 'name_in_quotes', 'name_after_quotes', 'without_quotes',
  'regtype', 'regtype_text', 'type', 'type_text', 'registered', 'terminated', 'closed', 'address', 'index', 'addressid',
  'region', 'city', 'atvk', 'reregistration_term'];

/**
 * `Rīga, Latgales iela 180 - 5` → city `Rīga`, street `Latgales iela 180 - 5`;
 * `Ādažu nov., Ādaži, Rīgas gatve 5` → city `Ādaži`, street `Rīgas gatve 5` (address-settlement.ts).
 */
export function splitAddress(address: string | null): { city: string | null; street: string | null } {
  if (!address) return { city: null, street: null };
  const segments = address.split(',').map((s) => s.trim()).filter((s) => s !== '');
  // The postcode has its own column; one the address ends with too is no part of the street.
  if (segments.length > 1 && lvPostcode(segments[segments.length - 1]!) !== null) segments.pop();
  return cityAndStreet(segments, isLatvianAdminUnit);
}

/** `1019`, `LV-1019`, `LV1019`, `LV 1019` → `LV-1019`; null for anything else. */
function lvPostcode(text: string): string | null {
  const digits = /^(?:LV[-\s]?)?(\d{4})$/i.exec(text)?.[1];
  return digits === undefined ? null : `LV-${digits}`;
}

// register.csv gives a closed entity's status as a letter; the dataset's description says what
// each stands for, and that wording is what `registryStatus` serves.
const CLOSED_WORDING: Record<string, string> = { L: 'Likvidēts', R: 'Reorganizēts' };

export function mapRegisterRow(row: Row, ctx: MapContext): MapResult {
  const regcode = regcodeOf(row.regcode);
  if (!regcode) return invalidRegcode(row.regcode);
  const name = text(row.name);
  if (!name) return { reject: 'missing name' };
  const closedCode = text(row.closed)?.toUpperCase() ?? null;
  // `terminated` decides the status: text that is no date must not read as "not terminated".
  const terminated = decidingDate(row.terminated, 'terminated');
  if (isRejected(terminated)) return terminated;
  // Struck off iff closed holds a letter: L = liquidated, R = reorganised (merged away). A
  // terminated day with closed blank is the day the entity's activity ended, the liquidation that
  // follows it not ended: no closure, and an in_liquidation flag from that day, which sets the
  // status (statusFromFlags) from it, as a liquidation in lv.liquidations does.
  const closed = closedCode !== null;
  const windingUp = !closed && terminated !== null;
  // A quoted field may hold a line break: the address is served on one line, its parts alike.
  const address = collapsedOrNull(text(row.address));
  const { city, street } = splitAddress(address);
  const rawPostcode = collapsedOrNull(text(row.index));
  // UR writes the postcode in its own column; the full legal address (autofill, details) carries it
  // too, once: an address already ending with it (in any of its spellings) is kept as written.
  const lastSegment = address?.split(',').pop()?.trim() ?? '';
  // A blank index with the postcode at the address's end: that one, which the street leaves out
  // (splitAddress), else a checkout form got the address's postcode in no field at all.
  const endingPostcode = address !== null && address.includes(',') ? lvPostcode(lastSegment) : null;
  const postcode = rawPostcode ? lvPostcode(rawPostcode) ?? rawPostcode : endingPostcode;
  const fullAddress = address && postcode && !address.includes(postcode) && lvPostcode(lastSegment) !== postcode ? `${address}, ${postcode}` : address;
  const company: MapResult = {
    kind: 'company',
    record: {
      country: 'LV', regcode, name,
      legalFormCode: text(row.type), legalFormName: text(row.type_text),
      status: closed ? 'closed' : 'active',
      registryStatus: closedCode === null ? null : CLOSED_WORDING[closedCode] ?? closedCode,
      registeredOn: describingDate(row.registered, 'registered', ctx),
      closedOn: closed ? terminated : null,
      address: fullAddress, addressStreet: street, addressCity: city,
      addressPostcode: postcode,
      addressRegionCode: atvkCode(row.atvk, ctx),
    },
  };
  if (!windingUp) return company;
  // register.csv words no liquidation: the flag's detail is none, so registryStatus stays null
  // unless lv.liquidations words the liquidation.
  return [company, { kind: 'flag', record: { country: 'LV', regcode, flag: 'in_liquidation', detail: null, since: terminated, until: null } }];
}

export const registerSource: SourceDefinition = {
  id: 'lv.register',
  country: 'LV',
  title: 'UR register of legal entities (register.csv)',
  publisher: UR_PUBLISHER,
  url: dataGovLv('4de9697f-850b-45ec-8bba-61fa09ce932f', '25e80bf3-f107-4ab4-89ef-251b5b9374e9', 'register.csv'),
  resolve: ckan('4de9697f-850b-45ec-8bba-61fa09ce932f', 'register.csv'),
  licence: LICENCE,
  updateFrequency: 'daily',
  feeds: ['search', 'autofill', 'details.name', 'details.address', 'details.legalForm', 'details.status', 'details.registeredOn', 'details.closedOn', 'compliance.flags'],
  files: [{ name: 'register.csv', format: 'csv', csv: csvOptions(['regcode', 'name', 'registered', 'terminated', 'closed'], COLUMNS), mapRow: mapRegisterRow }],
  produces: ['company', 'flag'],
  expectedRows: { min: 1, max: 5_000_000 },
  maxRejectRate: 0.01,
  // The proceedings' statuses and wordings (domain/status-from-flags.ts), which an answer derives
  // again from the flags in force on its own day.
  statusFromFlags: [...STATUS_FROM_FLAGS['lv.register']!],
  notes: [
    'Status: `closed` = `L` (liquidated) or `R` (reorganised), the two ways the documented `closed` column says an entity leaves the register, gives `closed` with `terminated` as closedOn; registryStatus is the code\'s wording (`Likvidēts`, `Reorganizēts`), an unknown code as written. `closed` blank (documented as active: not struck off) with `terminated` empty is `active`.',
    'A `terminated` day with `closed` blank is an entity whose activity ended on that day (the column\'s description: the day activity ended) and which the register has not struck off (`closed` blank): the liquidation that follows the end of a company\'s activity is under way, not ended. It is served `liquidation` from that day, not `closed`: this source gives it an `in_liquidation` flag dated from `terminated` (source lv.register, detail null: register.csv words no liquidation), which sets the status as a liquidation in lv.liquidations does (insolvency taking precedence), with closedOn null and registryStatus null unless lv.liquidations words the liquidation; once register.csv gives the letter it is `closed` from that day and the flag is gone. Served `closed`, it would tell a compliance team that a partner still being wound up is gone; the status rule others use (active iff both empty) says only that it is not active.',
    'An open insolvency proceeding (lv.insolvency) makes an active company `insolvency`, an open liquidation (lv.liquidations) `liquidation`, an open legal protection proceeding (lv.insolvency, TAP) `reorganisation`, in that order of precedence; re-applied after every publish, so a closed proceeding returns it to `active`; one dated from a later day (`proceeding_started_on`, `date_from`), or ended since the last publish, sets the status an answer serves from that day (each answer derives it from the flags in force on its own day, not the import\'s), the next publish storing it. registryStatus is then the proceeding file\'s own wording: the proceeding\'s `proceeding_type` (else `proceeding_form`; a code of either as its Latvian name, `TAP` as `Tiesiskās aizsardzības process`), the liquidation\'s `liquidation_type_text` (else `grounds_for_liquidation`); an active company has none (null), register.csv giving no wording for it.',
    '`regtype` (the register an entity is entered in: K commercial, B associations and foundations, R religious organisations, U the UR journal) is not served: the legal form tells apart every kind a user asks about, and is served as legalFormCode (`type`) and legalFormName (`type_text`): a company (SIA, AS, IK, KS, PS, ZEM a farm), an association (BDR), a foundation (NOD), a religious congregation (DRZ) or a Catholic Church legal person (KAT), a trade union (ARB), a political party (PP) or union of parties (PPA), a branch (FIL) or a branch or representative office of a foreign company (AKF, PAR).',
    'A `terminated` that holds text but is no real date rejects the row (it decides the status); a `registered` that is no real date leaves registeredOn empty, with a warning naming file and line in the import report.',
    '`atvk` (the ATVK territorial code, seven digits with their leading zeros: Rīga `0010000`) is kept as text; a code that lost its leading zeros (`10000`, the column saved as numbers) is restored to its seven digits, one that is no code (`1E+4`, eight digits, letters) is left empty, each with a warning naming file and line in the import report (src/importers/lv/atvk.ts).',
    'Postcode `1019` (or `LV1019`, `LV 1019`) is served as `LV-1019` and appended to the one-line address, unless the address already ends with it, which is then no part of the street; a blank index takes the postcode the address ends with (`Rīga, Brīvības iela 1 - 5, LV-1010` → `LV-1010`). addressParts: the city is the first segment of the address after its municipality and parish (`Rīga, Latgales iela 180 - 5` → `Rīga`; `Ādažu nov., Ādaži, Rīgas gatve 5` → `Ādaži`; the parish where no settlement is named: `Allažu pag., "Kalnieši"` → `Allažu pag.`), the street what follows it; an address of one segment with no house number or quoted house name is its town alone (`Valmiera` → city `Valmiera`, no street).',
  ],
};
