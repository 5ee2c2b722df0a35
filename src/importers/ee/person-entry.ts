// One person entry of the RIK person files (registry card, off-card, shareholders, beneficial
// owners): the same keys in each, a company object holding an array of them per file. Persons
// carry no id in open data: a name (first name + surname, or a company name) and, where given,
// a birth date. Personal codes were removed from the dumps on 01.11.2024; older dumps still
// have them, and the birth date they encode is kept (never the code). Current dumps carry a hash
// of the code instead (isikukood_hash): only a value derived from it is kept, to tell which roles
// without a birth date are one person (never served).
import { parsePartialDate } from '../../domain/dates.ts';
import type { Role, RoleRecord } from '../../domain/records.ts';
import type { Emitted, MapContext, MapResult, Rejected, Row } from '../source.ts';
import { decidingDate, describingDate, isRejected } from '../date-cells.ts';
import { amount, birthDateFromPersonalCode, eeRegcode, notARegcode, personGroupOf, text } from './values.ts';
import { HOLDER_ABROAD, holderCountryNamed, holderNumberIn, type HolderCountry } from '../../domain/holder-country.ts';

/**
 * The keys of the RIK person files' records as documented (ee-lt-fi.md 1.3, the person object's
 * keys, and those the shareholders and beneficial owners files add), beside the key and list each
 * file reads every record by (SourceFile.recordKeys).
 */
export const PERSON_FILE_KEYS = [
  'nimi', 'kirje_id', 'kaardi_piirkond', 'kaardi_nr', 'kaardi_tyyp', 'kande_nr', 'isiku_tyyp', 'isiku_roll', 'isiku_roll_tekstina',
  'eesnimi', 'nimi_arinimi', 'isikukood', 'isikukood_registrikood', 'isikukood_hash', 'valis_kood', 'valis_kood_riik',
  'valis_kood_riik_tekstina', 'synniaeg', 'osamaks', 'osamaksu_valuuta', 'osamaksu_valuuta_tekstina', 'volituste_loppemise_kpv',
  'aadress_riik', 'aadress_riik_tekstina', 'aadress_ehak', 'aadress_ehak_tekstina', 'aadress_tanav_maja_korter', 'aadress_postiindeks',
  'algus_kpv', 'lopp_kpv', 'email', 'osaluse_protsent', 'osaluse_suurus', 'osaluse_valuuta', 'osaluse_omandiliik',
  'osaluse_omandiliik_tekstina', 'kontrolli_teostamise_viis', 'kontrolli_teostamise_viis_tekstina', 'lahknevusteade_esitatud',
];

/**
 * The keys of PERSON_FILE_KEYS each person file holds (SourceFile.writtenKeys), as the files
 * published write them: the card files' person object without the owners' keys, the
 * shareholders' name, code and holding keys, the beneficial owners' keys (ee-lt-fi.md 1.3 to 1.5).
 */
const PERSON_ENTRY_KEYS = ['nimi', 'kirje_id', 'eesnimi', 'synniaeg', 'valis_kood', 'valis_kood_riik', 'algus_kpv', 'lopp_kpv'];
const CARD_ENTRY_KEYS = [
  'kaardi_piirkond', 'kaardi_nr', 'kaardi_tyyp', 'kande_nr', 'isiku_tyyp', 'isiku_roll', 'isiku_roll_tekstina', 'nimi_arinimi',
  'isikukood_registrikood', 'isikukood_hash', 'valis_kood_riik_tekstina', 'osamaks', 'osamaksu_valuuta', 'osamaksu_valuuta_tekstina',
  'volituste_loppemise_kpv', 'aadress_riik', 'aadress_riik_tekstina', 'aadress_ehak', 'aadress_ehak_tekstina',
  'aadress_tanav_maja_korter', 'aadress_postiindeks', 'email',
];
export const CARD_PERSON_WRITTEN_KEYS = [...PERSON_ENTRY_KEYS, ...CARD_ENTRY_KEYS];
export const SHAREHOLDER_WRITTEN_KEYS = [
  ...PERSON_ENTRY_KEYS, 'isiku_tyyp', 'isiku_roll', 'isiku_roll_tekstina', 'nimi_arinimi', 'isikukood_registrikood', 'isikukood_hash',
  'osaluse_protsent', 'osaluse_suurus', 'osaluse_valuuta', 'osaluse_omandiliik', 'osaluse_omandiliik_tekstina',
];
export const BENEFICIAL_OWNER_WRITTEN_KEYS = [
  ...PERSON_ENTRY_KEYS, 'isikukood', 'valis_kood_riik_tekstina', 'aadress_riik', 'aadress_riik_tekstina', 'kontrolli_teostamise_viis',
  'kontrolli_teostamise_viis_tekstina', 'lahknevusteade_esitatud',
];

export interface RoleChoice { role: Role; position: string | null }

/** First name + surname of a natural person; the company name of a legal one. */
function personName(entry: Row, legal: boolean): string | null {
  const first = text(entry.eesnimi);
  const last = text(entry.nimi_arinimi) ?? text(entry.nimi);
  if (legal) return last ?? first;
  const parts = [first, last].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}

export type EntityType = 'natural_person' | 'legal_entity';

function entityTypeOf(entry: Row, fallback: EntityType | null): EntityType {
  const t = text(entry.isiku_tyyp)?.toUpperCase();
  if (t === 'J') return 'legal_entity';
  if (t === 'F') return 'natural_person';
  // No type given: the file's own kind, else a first name marks a natural person.
  return fallback ?? (text(entry.eesnimi) !== null ? 'natural_person' : 'legal_entity');
}

/**
 * A legal holder's number and, where RIK says it is of another country, that country. A foreign
 * holder's number is in valis_kood (or, if none, isikukood_registrikood), its country in
 * valis_kood_riik or valis_kood_riik_tekstina (a code, alpha-2 or alpha-3, or an Estonian name: LVA,
 * Läti, CYP, Küpros), kept as ISO alpha-2 of whichever country it is: an FI or LV number is kept in
 * the form the store holds those countries' companies in, so the owners follow it. A foreign code
 * whose country is not named or not read is HOLDER_ABROAD. Either way one of another country than
 * the four is no company of the store: read as an Estonian number, it named an unrelated OÜ.
 */
function legalHolderOf(entry: Row, idCode: string | null): { holderRegcode: string | null; holderCountry: HolderCountry | null } {
  const foreignCode = text(entry.valis_kood);
  const given = [text(entry.valis_kood_riik), text(entry.valis_kood_riik_tekstina)].filter((v): v is string => v !== null);
  // No country named: a foreign code, or a number in isikukood_registrikood that is no Estonian
  // registry code (eight digits: an LV 11-digit code written there), is of a register not named,
  // not Estonia's (its owners entry would have said registeredIn EE).
  const notEstonian = foreignCode !== null || (idCode !== null && eeRegcode(idCode) === null);
  const named = holderCountryNamed(given) ?? (notEstonian ? HOLDER_ABROAD : null);
  if (named === null || named === 'EE') return { holderRegcode: eeRegcode(idCode) ?? foreignCode ?? idCode, holderCountry: null };
  const raw = foreignCode ?? idCode;
  return { holderRegcode: raw === null ? null : holderNumberIn(named, raw), holderCountry: named };
}

/** A share as a number, or null when blank or not a number (a bad share never drops the person). */
function share(value: unknown): number | null {
  const n = amount(value);
  return n === null || Number.isNaN(n) ? null : n;
}

export function roleRecord(
  regcode: string, entry: Row, choice: RoleChoice, ctx: MapContext, fallbackType: EntityType | null = null,
): RoleRecord | Rejected {
  const entityType = entityTypeOf(entry, fallbackType);
  const legal = entityType === 'legal_entity';
  const name = personName(entry, legal);
  if (name === null) return { reject: 'person entry has no name (eesnimi / nimi_arinimi)' };
  const idCode = text(entry.isikukood_registrikood) ?? text(entry.isikukood);
  // lopp_kpv decides whether the role is current: text that is no date must not read as "still holds it".
  const until = decidingDate(entry.lopp_kpv, 'lopp_kpv');
  if (isRejected(until)) return until;
  const birthDate = legal ? null
    : describingDate(entry.synniaeg, 'synniaeg', ctx, parsePartialDate) ?? birthDateFromPersonalCode(idCode);
  const { holderRegcode, holderCountry } = legal ? legalHolderOf(entry, idCode) : { holderRegcode: null, holderCountry: null };
  const percent = share(entry.osaluse_protsent);
  const shareAmount = share(entry.osaluse_suurus) ?? share(entry.osamaks);
  const currency = shareAmount === null ? null
    : text(entry.osaluse_valuuta) ?? text(entry.osamaksu_valuuta) ?? 'EUR';
  return {
    country: 'EE', regcode,
    role: choice.role, position: choice.position,
    personName: name, entityType, birthDate, birthKey: null, holderRegcode,
    // Only a holder of another country carries one, so every other record is as before.
    ...(holderCountry !== null ? { holderCountry } : {}),
    since: describingDate(entry.algus_kpv, 'algus_kpv', ctx),
    until,
    sharePercent: percent, shareAmount, shareCurrency: currency,
    personGroup: legal ? null : personGroupOf(entry.isikukood_hash),
  };
}

/**
 * Maps the company object of a person file: every entry of `arrayKeys` (the first present one)
 * becomes a role; `fallbackType` is the entity type of entries without `isiku_tyyp`. Entries
 * without a name are left out; when no entry is usable but some were given, the company is
 * rejected with the first entry's reason. An end date that is no real date rejects the company's
 * row at once: leaving that one entry out would silently drop a person. `onRole` is shown each
 * entry that became a role beside its record, for what one file alone reads of its entries (the
 * beneficial owners' discrepancy notice, read only to flag the company).
 */
export function mapPersonsOfCompany(
  row: Row, ctx: MapContext, arrayKeys: string[], choose: (entry: Row) => RoleChoice, fallbackType: EntityType | null = null,
  onRole?: (entry: Row, record: RoleRecord) => void,
): MapResult {
  const regcode = eeRegcode(row.ariregistri_kood);
  if (regcode === null) return notARegcode('ariregistri_kood', row.ariregistri_kood);
  const key = arrayKeys.find((k) => Array.isArray(row[k]));
  if (key === undefined) return null; // a company with no such persons
  const out: Emitted[] = [];
  let firstReject: Rejected | null = null;
  for (const item of row[key] as unknown[]) {
    if (typeof item !== 'object' || item === null) {
      firstReject ??= { reject: `${key} holds a non-object entry` };
      continue;
    }
    const entry = item as Row;
    const until = decidingDate(entry.lopp_kpv, `${key}[].lopp_kpv`);
    if (isRejected(until)) return until;
    const record = roleRecord(regcode, entry, choose(entry), ctx, fallbackType);
    if ('reject' in record) firstReject ??= record;
    else {
      out.push({ kind: 'role', record });
      onRole?.(entry, record);
    }
  }
  if (out.length > 0) return out;
  return firstReject;
}
