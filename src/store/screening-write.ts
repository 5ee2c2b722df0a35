// The SQL of sanctions screening: reading the list entries, streaming the companies, their other
// current names and their controlling holders, and rewriting sanction_matches in one
// transaction. Screening logic lives in importers/screening; only the statements live here.
import type { Database } from './open.ts';
import { FOUNDER } from '../domain/founder-role.ts';
import { GENERAL_PARTNER } from '../domain/partner-roles.ts';
import { SOLE_TRADER_OWNER } from '../domain/sole-trader-owner.ts';
import { cardShareholdingListedAgainSql, withCardsGapSql } from '../domain/card-shareholdings.ts';
import { writeDatasetVersion } from './dataset-version.ts';
import { inWriteTransaction } from './transactions.ts';
import { birthsAgree } from './births-agree.ts';
import { SCREENED_LISTS_KEY, sanctionListStates } from './sanctions-read.ts';
import { otherNamesInUse, otherNamesRead } from './sole-traders-named-read.ts';

export interface ScreeningEntry {
  list: string;
  entryId: string;
  schema: string;
  name: string;
  aliases: Array<{ name: string; weak: boolean }>;
  identifiers: Array<{ type: string; value: string; country: string | null; position?: string }>;
  countries: string[];
  birthDates: string[];
  /** The listing date (YYYY-MM-DD), null when the list gives none. */
  listedOn: string | null;
}

export interface ScreeningCompanyName { country: string; regcode: string; name: string }

export interface ScreeningFormerName extends ScreeningCompanyName { validTo: string | null }

/**
 * Every name a company bore before (LV name history, EE and FI former names), with the day it
 * ended, and the FI parallel and auxiliary names that ended before `today` (YTJ ends a name on its
 * last day in use): a trade name given up is a name the company bore, as a former name is.
 */
export function* iterateFormerNames(db: Database, today: string): Generator<ScreeningFormerName> {
  yield* db.prepare(
    "SELECT country, regcode, name, valid_to AS validTo FROM company_names WHERE kind = 'former'"
    + " OR (kind IN ('parallel', 'auxiliary') AND valid_to IS NOT NULL AND valid_to < ?)",
  ).iterate(today) as Iterable<ScreeningFormerName>;
}

/** A holder that controls a company: a beneficial owner, or a member/stockholder with a majority or alone. */
export interface ControllingHolder {
  country: string;
  regcode: string;
  role: string;
  /** The position in the role (general_partner, limited_partner, owner …), null where the register gives none. */
  position?: string | null;
  personName: string;
  entityType: string;
  birthDate: string | null;
  birthKey: string | null;
  holderRegcode: string | null;
  /**
   * The holder's country: the one its register names for a foreign holder (person_roles.holder_country,
   * schema 10: ISO alpha-2 of any country, or HOLDER_ABROAD where none is named or read), else the company's own
   * when its regcode is a company of the same register (a domestic legal person, screened by its own
   * name in that country too); null where neither is known. Absent is null.
   */
  holderCountry?: string | null;
  /**
   * An LV beneficial owner's nationalities as stored (migrations/024: a JSON array of ISO alpha-2
   * codes), also on another role of the same person in the company (NATIONALITY_OF_HOLDER); null for
   * every other holder and one not read again since. Absent is null.
   */
  nationality?: string | null;
  sharePercent: number | null;
  /** The holding's percent of the company's holdings, from their amounts, where no percent is published (LV). */
  holdingPercent?: number | null;
  /**
   * The day the holding (or the beneficial ownership) began as the register gives it (person_roles.since),
   * null where it gives none: a compliance flag is dated by it where the owner was listed before. Absent is null.
   */
  since?: string | null;
}

export interface SanctionMatchRow {
  country: string;
  regcode: string;
  list: string;
  entryId: string;
  matchedOn: 'registration_number' | 'name' | 'owner';
  matchedName: string | null;
  score: number;
  features: Record<string, unknown>;
}

function parseJson<T>(text: string, fallback: T): T {
  try { return JSON.parse(text) as T; } catch { return fallback; }
}

export function readScreeningEntries(db: Database): ScreeningEntry[] {
  const rows = db.prepare(
    'SELECT list, entry_id, schema, name, aliases, identifiers, countries, birth_dates, listed_on FROM sanction_entries',
  ).all() as Array<Record<string, string>>;
  return rows.map((r) => ({
    list: r.list!, entryId: r.entry_id!, schema: r.schema!, name: r.name!,
    aliases: parseJson(r.aliases!, []), identifiers: parseJson(r.identifiers!, []),
    countries: parseJson(r.countries!, []), birthDates: parseJson(r.birth_dates!, []),
    listedOn: r.listed_on ?? null,
  }));
}

/**
 * Every company's current name, then the other names in use on `today` (FI parallel and auxiliary
 * names): one YTJ ends on a later day is still the company's until that day, its last.
 */
export function* iterateScreeningNames(db: Database, today: string): Generator<ScreeningCompanyName> {
  yield* db.prepare('SELECT country, regcode, name FROM companies').iterate() as Iterable<ScreeningCompanyName>;
  yield* db.prepare(
    "SELECT country, regcode, name FROM company_names WHERE kind IN ('parallel', 'auxiliary') AND (valid_to IS NULL OR valid_to >= ?)",
  ).iterate(today) as Iterable<ScreeningCompanyName>;
}

export function countCompanies(db: Database): number {
  return (db.prepare('SELECT count(*) AS n FROM companies').get() as { n: number }).n;
}

/**
 * Holders in force on `today` that control their company: every beneficial owner, the owner of a
 * sole trader (micro_enterprise, position owner: the LV IK's OWNER, who is the business), every
 * general partner of a partnership (a member with position general_partner, which every member
 * of a form whose every partner is one, an EE TÜ, holds from its publish: general-partners-settle.ts;
 * it answers for the debts and runs the partnership, whatever its share: domain/partner-roles.ts),
 * and a member or stockholder
 * holding more than half, or the only one of its kind (a limited partner too, weighed against all
 * the partners). Where the register
 * publishes amounts and no percent (LV stockholders, and LV members where the import could not
 * compute one: importers/lv/member-shares.ts), the half is of the amounts of
 * the company's holdings in force of that role, counted only when every one has an amount in one
 * currency. Joint owners are each linked with the whole joint holding, which only enlarges the
 * total: a majority is never read where there is none. A founder (a member with position founder,
 * domain/founder-role.ts) holds no share: neither a holder nor one of the others a holder is weighed
 * against (the sole shareholder of a company stays its sole member beside its founder). An OÜ
 * holding RIK lists on both the card and the shareholders file is weighed once, as the owners
 * serve it (the file's row, domain/card-shareholdings.ts): counted twice, a sole shareholder was
 * one of two and a majority by amounts half of itself. That row's percent and amount, where the
 * file gives none, are the card's, as the owners serve them (withCardsGapSql): left empty, a
 * majority only the card's percent tells was weighed as no majority.
 */
// A holder's nationality (migrations/024): a beneficial owner's own, else that of the company's
// beneficial owner of the same name whose birth the holder's confirms (a date or masked-code key the
// same, none contradicting, births-agree.ts): UR's file gives it only there, and the member or
// general partner who is also the beneficial owner is the holder a match names.
const NATIONALITY_OF_HOLDER = `COALESCE(r.nationality, CASE WHEN r.role <> 'beneficial_owner' AND r.entity_type = 'natural_person' THEN (
    SELECT b.nationality FROM person_roles b
    WHERE b.country = r.country AND b.regcode = r.regcode AND b.role = 'beneficial_owner' AND b.name_key = r.name_key
      AND b.nationality IS NOT NULL AND ((b.birth_date = r.birth_date) OR (b.birth_key = r.birth_key)) AND ${birthsAgree('r', 'b')}
    LIMIT 1) END)`;

// `company`: a condition on the role row r that keeps one company's holders (none: every company's);
// `picked`: which of the holders in force are read (CONTROLLING; HALF or BELOW_HALF for OFAC's rule).
const holdersSql = (company: string, picked: string) => `
    SELECT country, regcode, role, position, personName, nameKey, entityType, birthDate, birthKey, holderRegcode, sharePercent, holdingPercent, holderCountry, nationality, since
    FROM (
      SELECT r.country, r.regcode, r.role, r.position, r.person_name AS personName, r.name_key AS nameKey, r.entity_type AS entityType,
             r.birth_date AS birthDate, r.birth_key AS birthKey, r.holder_regcode AS holderRegcode, r.since,
             ${withCardsGapSql('r', 'share_percent')} AS sharePercent,
             CASE WHEN r.role IN ('member', 'stockholder') AND ${withCardsGapSql('r', 'share_percent')} IS NULL AND ${withCardsGapSql('r', 'share_amount')} > 0 THEN (
               SELECT CASE WHEN count(*) = count(${withCardsGapSql('o', 'share_amount')}) AND count(DISTINCT coalesce(${withCardsGapSql('o', 'share_currency')}, '')) = 1
                 AND sum(${withCardsGapSql('o', 'share_amount')}) > 0 THEN round(100.0 * ${withCardsGapSql('r', 'share_amount')} / sum(${withCardsGapSql('o', 'share_amount')}), 2) END
               FROM person_roles o
               WHERE o.country = r.country AND o.regcode = r.regcode AND o.role = r.role AND o.position IS NOT :founder
                 AND (o.until IS NULL OR o.until >= :today) AND NOT ${cardShareholdingListedAgainSql('o', ':today')}) END AS holdingPercent,
             CASE WHEN r.holder_regcode IS NULL THEN NULL WHEN r.holder_country IS NOT NULL THEN r.holder_country
               WHEN EXISTS (SELECT 1 FROM companies c WHERE c.country = r.country AND c.regcode = r.holder_regcode) THEN r.country END AS holderCountry,
             ${NATIONALITY_OF_HOLDER} AS nationality, r.id
      FROM person_roles r
      WHERE (r.until IS NULL OR r.until >= :today)${company}
        AND r.role IN ('beneficial_owner', 'micro_enterprise', 'member', 'stockholder')
        AND NOT (r.role = :founderRole AND r.position IS :founder)
        AND NOT ${cardShareholdingListedAgainSql('r', ':today')}
    ) r
    WHERE ${picked}`;

const CONTROLLING = `r.role = 'beneficial_owner'
      OR (r.role = 'micro_enterprise' AND r.position = 'owner')
      OR (r.role = :partnerRole AND r.position = :partner)
      OR (r.role IN ('member', 'stockholder') AND (r.sharePercent > 50 OR r.holdingPercent > 50 OR NOT EXISTS (
        SELECT 1 FROM person_roles o
        WHERE o.country = r.country AND o.regcode = r.regcode AND o.role = r.role AND o.id <> r.id AND o.position IS NOT :founder
          AND (o.until IS NULL OR o.until >= :today) AND NOT ${cardShareholdingListedAgainSql('o', ':today')})))`;

// A member or stockholder holding exactly half, by its percent or, where the register gives none,
// by the amounts: no controlling holder (CONTROLLING asks for more than half), yet OFAC blocks what
// blocked persons own 50 % or more of (its 50 Percent Rule), so screening compares it with OFAC's
// list (importers/screening/index.ts). A partner is weighed by its position, as above, not here.
const HALF = `r.role IN ('member', 'stockholder') AND r.position IS NOT :partner
      AND (r.sharePercent = 50 OR (r.sharePercent IS NULL AND r.holdingPercent = 50))`;

// A member or stockholder holding less than half, by its percent or the amounts: compared with OFAC's
// list to sum, as its rule sums what blocked persons own together, and with the others for a
// reviewer's candidate (importers/screening/index.ts).
const BELOW_HALF = `r.role IN ('member', 'stockholder') AND r.position IS NOT :partner
      AND (r.sharePercent < 50 OR (r.sharePercent IS NULL AND r.holdingPercent < 50))`;

// A member or stockholder whose share the register does not give (no percent, and no amounts in one
// currency to weigh it by) beside other holders: neither controlling by CONTROLLING nor of half or
// less by what the register shows, so compared with every list for a reviewer's candidate alone.
// CONTROLLING reads a share no one gives as null, not false: ifnull keeps such a holder.
const SHARE_UNKNOWN = `r.role IN ('member', 'stockholder') AND r.position IS NOT :partner AND r.sharePercent IS NULL AND r.holdingPercent IS NULL
      AND NOT ifnull((${CONTROLLING}), 0)`;

const controllingHoldersSql = (company: string) => holdersSql(company, CONTROLLING);

const ROLE_PARAMETERS = { founder: FOUNDER.position, founderRole: FOUNDER.role, partner: GENERAL_PARTNER.position, partnerRole: GENERAL_PARTNER.role };

// The parameters of the counter alone: the statement of every company's holders names no sole trader's owner by parameter.
const COUNT_PARAMETERS = { ...ROLE_PARAMETERS, soleTraderRole: SOLE_TRADER_OWNER.role, soleTraderOwner: SOLE_TRADER_OWNER.position };

export function* iterateControllingHolders(db: Database, today: string): Generator<ControllingHolder> {
  yield* db.prepare(controllingHoldersSql('')).iterate({ today, ...ROLE_PARAMETERS }) as Iterable<ControllingHolder>;
}

/**
 * The members and stockholders in force on `today` holding exactly half of their company (HALF),
 * which iterateControllingHolders leaves out: compared with OFAC's list, whose rule a half meets, and
 * with the others for a reviewer's candidate.
 */
export function* iterateHalfHolders(db: Database, today: string): Generator<ControllingHolder> {
  yield* db.prepare(holdersSql('', HALF)).iterate({ today, ...HALF_PARAMETERS }) as Iterable<ControllingHolder>;
}

/**
 * The members and stockholders in force on `today` holding less than half of their company, by a
 * percent or the amounts (none where neither is known): OFAC's rule sums the holdings of blocked
 * persons, so two listed members of 30 % each block the company.
 */
export function* iterateBelowHalfHolders(db: Database, today: string): Generator<ControllingHolder> {
  yield* db.prepare(holdersSql('', BELOW_HALF)).iterate({ today, ...HALF_PARAMETERS }) as Iterable<ControllingHolder>;
}

const HALF_PARAMETERS = { founder: FOUNDER.position, founderRole: FOUNDER.role, partner: GENERAL_PARTNER.position };

/**
 * The members and stockholders in force on `today` whose share the register does not give, beside
 * other holders (SHARE_UNKNOWN): compared with every list for a reviewer's candidate alone.
 */
export function* iterateShareUnknownHolders(db: Database, today: string): Generator<ControllingHolder> {
  yield* db.prepare(holdersSql('', SHARE_UNKNOWN)).iterate({ today, ...ROLE_PARAMETERS }) as Iterable<ControllingHolder>;
}

/**
 * The officers in force on `today` (board and council members, chairs, procurators, liquidators) as
 * holders with no share: compared with every list for a reviewer's candidate alone. An office the
 * register's file stopped listing is no row here (role_departures), nor one whose end has passed.
 */
export function* iterateOfficers(db: Database, today: string): Generator<ControllingHolder> {
  yield* db.prepare(`SELECT r.country, r.regcode, r.role, r.position, r.person_name AS personName, r.name_key AS nameKey, r.entity_type AS entityType,
      r.birth_date AS birthDate, r.birth_key AS birthKey, r.holder_regcode AS holderRegcode, NULL AS sharePercent, NULL AS holdingPercent,
      CASE WHEN r.holder_regcode IS NULL THEN NULL WHEN r.holder_country IS NOT NULL THEN r.holder_country
        WHEN EXISTS (SELECT 1 FROM companies c WHERE c.country = r.country AND c.regcode = r.holder_regcode) THEN r.country END AS holderCountry,
      NULL AS nationality, r.since
    FROM person_roles r
    WHERE r.role = 'officer' AND (r.until IS NULL OR r.until >= :today)`).iterate({ today }) as Iterable<ControllingHolder>;
}

/** A sole trader whose register names no owner: its business name may hold the entrepreneur's (domain/sole-trader-name.ts). */
export interface UnnamedSoleTrader {
  country: string; regcode: string; name: string; legalFormCode: string | null; legalFormName: string | null; registeredOn: string | null;
  /**
   * Its other names in use on the day, parallel names first, then auxiliary ones (YTJ's types 2 and
   * 3): a toiminimi's Swedish name is its parallel name (`Firma Anders Nyström` beside a brand as its
   * main name). Null or absent is none.
   */
  otherNames?: readonly string[] | null;
  /** The kind of each of otherNames, in their order: `parallel` or `auxiliary`. Null or absent where otherNames is. */
  otherNameKinds?: ReadonlyArray<'parallel' | 'auxiliary'> | null;
}

/**
 * The companies of a sole-trader form whose owner no role in force names (an EE FIE, an FI toiminimi,
 * an LT individuali įmonė; an FIE whose card names its entrepreneur is screened through that owner,
 * iterateControllingHolders): the forms as the stores write them, wider for FI, whose YRMU code 26 no
 * note confirms; domain/sole-trader-name.ts decides the form from the code and its name.
 */
export function* iterateUnnamedSoleTraders(db: Database, today: string): Generator<UnnamedSoleTrader> {
  // The other names as iterateScreeningNames reads them, through the index of a company's names: a
  // former name is left out, the name of a business as it no longer is (an LT IĮ is sold with its code).
  const rows = db.prepare(`SELECT c.country, c.regcode, c.name, c.legal_form_code AS legalFormCode, c.legal_form_name AS legalFormName,
      c.registered_on AS registeredOn,
      ${otherNamesInUse('c', ':today')} AS otherNames
    FROM companies c
    WHERE ((c.country = 'EE' AND c.legal_form_code = 'FIE')
        OR (c.country = 'FI' AND (c.legal_form_code = '26' OR c.legal_form_name LIKE 'yksityinen elinkeinonharjoittaja'))
        OR (c.country = 'LT' AND c.legal_form_name IN ('IĮ', 'Individuali įmonė')))
      AND NOT EXISTS (SELECT 1 FROM person_roles r WHERE r.country = c.country AND r.regcode = c.regcode AND r.role = :role
        AND r.position = :position AND (r.until IS NULL OR r.until >= :today))`)
    .iterate({ today, role: SOLE_TRADER_OWNER.role, position: SOLE_TRADER_OWNER.position }) as Iterable<{ otherNames: unknown; otherNameKinds?: unknown }>;
  // Most have none (null, no group): the row is yielded as read, the few names parsed in place (a
  // new object for each of 117,000 sole traders made this read half as long again at national size),
  // each [kind, name]: the explanation of a match says which of its names the entrepreneur was read from.
  for (const row of rows) {
    if (typeof row.otherNames === 'string') {
      const named = otherNamesRead(row.otherNames);
      row.otherNames = named.map(({ name }) => name);
      row.otherNameKinds = named.map(({ kind }) => kind);
    }
    yield row as UnnamedSoleTrader;
  }
}

/**
 * How many holders of one company screening weighs: natural persons, each once however many roles,
 * `ownerPersons` those of them holding it as a member or stockholder or as a sole trader's owner
 * (the persons its details count in personOwners: owners-read.ts), and legal entities.
 */
export interface ControllingHolderCount { persons: number; ownerPersons: number; entities: number }

/**
 * The holders of one company in force on `today` that screening compares with the lists, counted
 * by the statement that picks them for every company (above), so that what an answer says of its
 * screening cannot part from the screening. A person holding two such roles (a majority member who
 * is also a beneficial owner) is counted once, by name key: the register may give the birth date on
 * one role and a masked code on the other, and two persons of one name in one company are rare.
 */
export function controllingHolderCounter(db: Database): (country: string, regcode: string, today: string) => ControllingHolderCount {
  const stmt = db.prepare(`SELECT
      count(DISTINCT CASE WHEN entityType = 'legal_entity' THEN NULL ELSE nameKey END) AS persons,
      count(DISTINCT CASE WHEN entityType = 'legal_entity' THEN NULL WHEN nameKey IN (
        SELECT h.name_key FROM person_roles h
        WHERE h.country = :country AND h.regcode = :regcode AND h.role IN ('member', 'stockholder', :soleTraderRole) AND h.entity_type <> 'legal_entity'
          AND h.position IS NOT :founder AND NOT (h.role = :soleTraderRole AND h.position IS NOT :soleTraderOwner)
          AND (h.until IS NULL OR h.until >= :today)) THEN nameKey END) AS ownerPersons,
      count(DISTINCT CASE WHEN entityType = 'legal_entity' THEN personName || '|' || coalesce(holderRegcode, '') END) AS entities
    FROM (${controllingHoldersSql(' AND r.country = :country AND r.regcode = :regcode')})`);
  return (country, regcode, today) => {
    const row = stmt.get({ country, regcode, today, ...COUNT_PARAMETERS }) as unknown as ControllingHolderCount;
    return { persons: row.persons, ownerPersons: row.ownerPersons, entities: row.entities };
  };
}

/**
 * Whether one company has a holder in force on `today` that screening compares, all the REST
 * statement's ownersScreened asks of them (services/owners-screened.ts: persons or entities more
 * than none): the counter's statement stopped at its first row (EXISTS), so the answer cannot part
 * from the screening's pick either (test/screening/controlling-holder-found.test.ts holds it to the
 * count for every seeded company). On the demo store's 14,030 LV and EE companies, in a read
 * transaction as a request reads them: counting took 18 µs a company, this 6 µs (within a compliance
 * call, the company's role pages read cold, 20 to 29 µs: bench/README.md). An indexed probe
 * before it (a beneficial owner in force proves one, no role of a holder's kind none) gained
 * nothing (6.6 µs): the statement's first row is already a beneficial owner's where there is one,
 * read through roles_company as the probe's.
 */
export function controllingHolderFinder(db: Database): (country: string, regcode: string, today: string) => boolean {
  const stmt = db.prepare(`SELECT EXISTS (SELECT 1 FROM (${controllingHoldersSql(' AND r.country = :country AND r.regcode = :regcode')})) AS held`);
  return (country, regcode, today) => (stmt.get({ country, regcode, today, ...ROLE_PARAMETERS }) as { held: number }).held === 1;
}

/**
 * The births the registers give for the natural persons of one order-free name key (every role,
 * in force or not: a person is a person), each distinct pair once, read from the
 * (name_key, birth_date, birth_key) index alone. Screening asks it only of an owner whose match
 * rests on the name and a birth year, or on the name alone.
 */
export function birthsOfName(db: Database): (nameKey: string) => Array<{ birthDate: string | null; birthKey: string | null }> {
  const stmt = db.prepare(`SELECT DISTINCT birth_date AS birthDate, birth_key AS birthKey FROM person_roles
    WHERE name_key = ? AND entity_type = 'natural_person'`);
  return (nameKey) => stmt.all(nameKey) as Array<{ birthDate: string | null; birthKey: string | null }>;
}

/** Replaces every stored match with `rows`, in one transaction: readers see the old set or the new. */
export function replaceSanctionMatches(
  db: Database,
  rows: Iterable<SanctionMatchRow>,
  run: { algorithmVersion: string; screenedAt: string },
): number {
  const insert = db.prepare(`INSERT INTO sanction_matches
    (country, regcode, list, entry_id, matched_on, matched_name, score, features, algorithm_version, screened_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  return inWriteTransaction(db, () => {
    let n = 0;
    db.exec('DELETE FROM sanction_matches');
    for (const r of rows) {
      insert.run(r.country, r.regcode, r.list, r.entryId, r.matchedOn, r.matchedName, r.score,
        JSON.stringify(r.features), run.algorithmVersion, run.screenedAt);
      n += 1;
    }
    meta.run('screening_algorithm_version', run.algorithmVersion);
    meta.run('screening_screened_at', run.screenedAt);
    // The lists as they are in this transaction: the ones the command screened against (one
    // import writes the store at a time, so none changed since the entries were read).
    meta.run(SCREENED_LISTS_KEY, JSON.stringify(sanctionListStates(db)));
    writeDatasetVersion(db, new Date());
    return n;
  });
}
