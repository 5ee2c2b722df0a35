// Shared by members.csv (SIA shareholders) and stockholders.csv (AS shareholders): one row per
// holding, or a JOINT_OWNERS row whose persons are in the *_joint_owners.csv file by member_id.
import type { Emitted, MapContext, MapResult, Row } from '../source.ts';
import type { Role } from '../../domain/records.ts';
import { parseLocalNumber } from '../readers/numbers.ts';
import { birthOf, cleanName, entityTypeOf, isJunkName, regcodeOf, text } from './common.ts';
import { decidingDate, describingDate, isRejected } from '../date-cells.ts';
import type { Rejected } from '../source.ts';
import { JOINT_OWNER_POSITION } from '../../domain/joint-holding.ts';
import { HOLDER_ABROAD } from '../../domain/holder-country.ts';

export const HOLDER_COLUMNS = ['id', 'uri', 'at_legal_entity_registration_number', 'entity_type', 'name',
  'latvian_identity_number_masked', 'birth_date', 'legal_entity_registration_number', 'number_of_shares',
  'share_nominal_value', 'share_currency', 'date_from', 'date_to', 'registered_on', 'last_modified_at'];
export const STOCKHOLDER_EXTRA = ['votes', 'stock_type', 'depository_registration_number', 'depository_name', 'member_id', 'super_id'];
export const JOINT_COLUMNS = ['id', 'member_id', 'entity_type', 'name', 'latvian_identity_number_masked', 'birth_date',
  'legal_entity_registration_number', 'date_from', 'registered_on', 'last_modified_at'];

/** How members.csv and stockholders.csv treat a date that is no real date (docs/data-sources.md). */
export const HOLDER_DATE_RULE = 'A `date_to` that holds text but is no real date rejects the row (it decides whether the holding is current); a `date_from`, `registered_on` or `birth_date` that is no real date is left empty with a warning in the import report.';

/** How members.csv and stockholders.csv treat a holder UR marks foreign (docs/data-sources.md). */
export const FOREIGN_HOLDER_RULE = 'A holder with `entity_type` FOREIGN_ENTITY (its own or a joint owner\'s) is of a register UR names no country of: kept with its number as UR writes it (a foreign register\'s number may hold a hyphen, a space or letters: 556677-8899, HRB 12345) and country ZZ (person_roles.holder_country, schema 10), so the owners of the company name no country for it (country and registeredIn null); read as Latvian, a number equal to a Latvian regcode named that company.';

/** The value of the holding: number of shares × the nominal value of ONE share. */
export function holdingAmount(row: Row): number | null {
  const shares = parseLocalNumber(row.number_of_shares);
  const nominal = parseLocalNumber(row.share_nominal_value);
  if (shares === null || nominal === null) return null;
  return Math.round(shares * nominal * 100) / 100;
}

/** The longest foreign number kept: far above any register's (REGCODE_MAX_LENGTH of the lookups). */
const FOREIGN_NUMBER_MAX = 64;

/**
 * A foreign holder's number as UR writes it, its spaces collapsed; null where it holds no digit
 * (a placeholder) or is longer than any register's. A Latvian number is digits only (regcodeOf),
 * but a foreign register's is written its own way (a Swedish 556677-8899, a Finnish 2786402-8, a
 * German HRB 12345): read as digits only, each was dropped and the holder served with no number.
 */
function foreignNumberOf(value: unknown): string | null {
  const s = text(value)?.replace(/\s+/g, ' ') ?? null;
  return s !== null && /\d/.test(s) && s.length <= FOREIGN_NUMBER_MAX ? s : null;
}

/**
 * The number and country of a legal holder or officer as UR writes it: a FOREIGN_ENTITY is of a
 * register UR names no country of, so its number is kept as that register writes it, with country
 * ZZ (read as a Latvian one, a number equal to a Latvian regcode named that company); any other
 * holder's number is Latvian, digits only. members.csv, stockholders.csv and officers.csv (a
 * foreign company as a partner of a KS) alike.
 */
export function legalHolderOf(entityType: unknown, number: unknown): { holderRegcode: string | null; holderCountry?: string } {
  const foreign = text(entityType)?.toUpperCase() === 'FOREIGN_ENTITY';
  return foreign ? { holderRegcode: foreignNumberOf(number), holderCountry: HOLDER_ABROAD } : { holderRegcode: regcodeOf(number) };
}

function personRecord(role: Role, position: string | null, regcode: string, holding: Row, person: Row, ctx: MapContext): Emitted | Rejected | null {
  const personName = cleanName(person.name);
  if (isJunkName(personName)) return null;
  // date_to decides whether the holding is current: text that is no date rejects the row.
  const until = decidingDate(holding.date_to, 'date_to');
  if (isRejected(until)) return until;
  const entityType = entityTypeOf(person.entity_type);
  return {
    kind: 'role',
    record: {
      country: 'LV', regcode, role, position,
      personName: personName!,
      entityType,
      ...(entityType === 'natural_person' ? birthOf(person, ctx) : { birthDate: null, birthKey: null }),
      ...legalHolderOf(person.entity_type, person.legal_entity_registration_number),
      since: describingDate(holding.date_from, 'date_from', ctx) ?? describingDate(holding.registered_on, 'registered_on', ctx),
      until,
      sharePercent: null,
      shareAmount: holdingAmount(holding),
      shareCurrency: text(holding.share_currency),
    },
  };
}

export function mapHolderRow(role: Role, jointFile: string, row: Row, ctx: MapContext): MapResult {
  const regcode = regcodeOf(row.at_legal_entity_registration_number);
  if (!regcode) return { reject: 'invalid company regcode' };
  if (text(row.entity_type)?.toUpperCase() === 'JOINT_OWNERS') {
    const id = text(row.id);
    const owners = id ? ctx.lookup(jointFile, id) : undefined;
    if (!owners || owners.length === 0) return { reject: 'joint owners not found' };
    // Joint owners hold the whole holding together: each is linked with its full amount, and the
    // position says it is held jointly (domain/joint-holding.ts).
    const records: Emitted[] = [];
    for (const o of owners) {
      const r = personRecord(role, JOINT_OWNER_POSITION, regcode, row, o, ctx);
      if (r !== null && isRejected(r)) return r;
      if (r !== null) records.push(r);
    }
    return records.length > 0 ? records : { reject: 'junk name' };
  }
  return personRecord(role, null, regcode, row, row, ctx) ?? { reject: 'junk name' };
}
