// Reads of person_roles: a company's officers, and the associations of one person (found by the
// order-free name key and the birth date through the roles_person_birth index, or by a name the
// register published the role under before, role_former_names). The person check also reads the
// offices a file listing offices in force only stopped listing (role_departures, within the
// window former officers are listed in), matched as the roles are, through the same two indexes.
import type { DatabaseSync } from 'node:sqlite';
import { MAX_PERSON_CHECK_READINGS } from '../domain/name-transliterations.ts';
import { MASKED_CODE_BORN_FROM } from '../domain/masked-code-century.ts';
import { formerOfficersFrom } from './former-officers-window.ts';
import { cardShareholdingListedAgainSql, holdingFirstSeenSql, withCardsGapSql } from '../domain/card-shareholdings.ts';
import { allArrays, allRows, limitOf } from './statement-cache.ts';

export interface OfficerRow { person_name: string; position: string | null; since: string | null; source: string }
/** An office in force: with its right to act for the company, where the register gives one (migrations/016). */
export interface OfficeInForceRow extends OfficerRow {
  representation: string | null; representation_with_at_least: number | null;
  /** An officer that is itself a legal entity: its number, the country the store holds it in, its register's country (as owners-read.ts's holders); null for a natural person. */
  entity: OfficerEntityRow | null;
}
export interface OfficerEntityRow { holder_regcode: string | null; holder_country: string | null; registered_in: string | null }

export interface AssociationRow {
  id: number; country: string; regcode: string; role: string; position: string | null; person_name: string;
  since: string | null; until: string | null;
  share_percent: number | null; share_amount: number | null; share_currency: string | null;
  first_seen_at: string; source: string; as_of: string | null;
  /** The birth as the register gives it, to say what a match rests on (never served). */
  birth_date: string | null; birth_key: string | null;
  company_name: string; company_status: string; company_registered_on: string | null;
  company_closed_on?: string | null;
  /**
   * Which person of the name the role is, where the register tells it (a value derived from RIK's
   * hash of the personal code, migrations/009): never served, only compared within one answer.
   */
  person_group: string | null;
  /** The name the register published the role under before that the role was found by; null when found by its name now. */
  former_name: string | null;
  /**
   * A role without birth information found because the register marks it as the same person
   * (the same person_group) as a role whose birth matches: birthDateMatch same_person.
   */
  same_person: boolean;
  /**
   * An office the register's file stopped listing (role_departures): the date of the first file
   * without it; null for every role of person_roles. Such a row has no id, until, share nor
   * first_seen_at (it is read by the person check only, never by new registrations).
   */
  unlisted_on: string | null;
  /**
   * The office's right to act for the company (migrations/016, domain/representation.ts); null
   * where the register gives none, and for a departure (no right in force).
   */
  representation: string | null; representation_with_at_least: number | null;
  /**
   * Read by new registrations only: the first-seen instant of the holding where the other RIK file
   * lists it too (domain/card-shareholdings.ts holdingFirstSeenSql); null otherwise.
   */
  holding_first_seen: string | null;
}

/**
 * How a stored birth may match a birth date asked for: the full date, the year-month a register
 * publishes for some people (UR `YYYY-MM`), or, when the register gives no date at all, the
 * `DDMMYY` prefix of a masked Latvian personal code.
 */
export interface BirthMatch { date: string; yearMonth: string; maskedKey: string }

/**
 * Name keys one read takes: the name as typed and its readings as each register writes it
 * (domain/name-transliterations.ts, at most 12). Every statement has this many slots, so it is
 * compiled once; the slots left over repeat the first key, which the index seeks once.
 */
export const NAME_KEY_SLOTS = 1 + MAX_PERSON_CHECK_READINGS;
const KEYS = Array.from({ length: NAME_KEY_SLOTS }, (_, i) => `?${i + 1}`).join(', ');
const B = NAME_KEY_SLOTS; // the parameters after the keys: ?B+1 the date, ?B+2 its year-month, ?B+3 the masked key, then the rest
// In the statements that read departures, ?B+4: the registers' day, from which the window of
// departures served is counted (as company details count it, company-facts-read.ts).
const TODAY = `?${B + 4}`;
const IN_WINDOW = (table: string, today = TODAY) => `${table}unlisted_on >= ${formerOfficersFrom(today)}`;
// The role of `alias` is in a company the store holds. Every read of rows joins companies, so a
// role whose company is gone (a register's source withdrawn, a company a role file lists and the
// register's file does not) is listed nowhere: what tells whether a person is known, their names
// born a day they are within, and how many candidates a name has ask it too, or a 404 would be a
// 200 with no role.
const IN_STORE = (alias: string) => `EXISTS (SELECT 1 FROM companies c WHERE c.country = ${alias}.country AND c.regcode = ${alias}.regcode)`;

// The rows of one person under any of the name keys: the birth date exactly or as the
// year-month a register publishes for some people (where the masked personal code gives the day
// too, that day), or, when the register gives no date, the masked personal code's date. Two
// reads of the (name_key, birth_date, birth_key) index, each exactly the matching rows. A masked
// code's DDMMYY hides its century, and a date asked for before MASKED_CODE_BORN_FROM matches no
// code (domain/masked-code-century.ts: 150384-***** is born in 1984, not 1884): a condition on the
// parameter alone, which SQLite weighs once before the read, so such a date seeks no row by a code.
const birthDateMatch = (table: string) => `${table}birth_date IN (?${B + 1}, ?${B + 2})
  AND (${table}birth_date = ?${B + 1} OR ${table}birth_key IS NULL OR ${table}birth_key = ?${B + 3})`;
const maskedCodeMatch = (table: string) => `${table}birth_date IS NULL AND ${table}birth_key = ?${B + 3} AND ?${B + 1} >= '${MASKED_CODE_BORN_FROM}'`;
// A third read finds the roles the register published under one of the keys before and under
// another name now (store/former-names.ts), with the same birth, and not found by the first two
// (their current name is none of the keys); former_name is the name matched.
const birthMatches = (table: string) => `(${birthDateMatch(table)} OR (${maskedCodeMatch(table)}))`;
// The person_group of the roles of the keys whose birth matches (the first two reads, found by
// the name now): the persons the register marks, so that its rows of one of them that give no
// birth are theirs too. Read once per statement, from the rows of the name and birth only.
// Two seeks of the (name_key, birth_date, birth_key) index, as the first two reads make them; the
// list is built once, and only where a row without birth information of the keys is read.
// `keys`: the slots of the keys read (KEYS, or the first few of them: personCandidateCountSql).
const confirmedGroups = (keys = KEYS) => `SELECT person_group FROM person_roles
    WHERE name_key IN (${keys}) AND ${birthDateMatch('')} AND person_group IS NOT NULL
    UNION ALL SELECT person_group FROM person_roles
    WHERE name_key IN (${keys}) AND ${maskedCodeMatch('')} AND person_group IS NOT NULL`;
const CONFIRMED_GROUPS = confirmedGroups();
// A fourth read: the roles of the keys whose register gives no birth information but marks them as
// one of those persons (same_person); each is a candidate's row otherwise, which then leaves them.
const SAME_PERSON = `r.name_key IN (${KEYS}) AND r.birth_date IS NULL AND r.birth_key IS NULL AND r.entity_type = 'natural_person'
      AND r.person_group IN (${CONFIRMED_GROUPS})`;
// `more`: further reads of the same columns (the departures), inside the derived table; `seen`,
// the column new registrations read besides (SEEN_COLUMN), none for the person check.
const personRows = (extra: string, more = '', seen = '') => `SELECT * FROM (
  SELECT ${ASSOCIATION_COLUMNS}, NULL AS former_name, 0 AS same_person, NULL AS unlisted_on${seen} FROM person_roles r
    JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
    WHERE r.name_key IN (${KEYS}) AND ${birthDateMatch('r.')} ${extra}
  UNION ALL
  SELECT ${ASSOCIATION_COLUMNS}, NULL AS former_name, 0 AS same_person, NULL AS unlisted_on${seen} FROM person_roles r
    JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
    WHERE r.name_key IN (${KEYS}) AND ${maskedCodeMatch('r.')} ${extra}
  UNION ALL
  SELECT ${ASSOCIATION_COLUMNS}, NULL AS former_name, 1 AS same_person, NULL AS unlisted_on${seen} FROM person_roles r
    JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
    WHERE ${SAME_PERSON} ${extra}
  UNION ALL
  ${byFormerName(`${ASSOCIATION_COLUMNS}, f.person_name AS former_name, 0 AS same_person, NULL AS unlisted_on${seen}`, 'person_roles', extra)}${more})`;

// New registrations' column after those of an association: the first-seen instant of an EE holding
// both RIK files list, whichever listed it first (`today` the parameter of the registers' day).
const SEEN_COLUMN = (today: string) => `, ${holdingFirstSeenSql('r', today)} AS holding_first_seen`;

// The rows of `table` (person_roles or role_departures, aliased r) found by a name the register
// published the role under before (role_former_names), whose name now is none of the keys: each
// once, by the first of its former names among the keys.
const byFormerName = (columns: string, table: string, extra: string) => `SELECT ${columns} FROM role_former_names f
    CROSS JOIN ${table} r ON r.assoc_key = f.assoc_key
    JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
    WHERE f.name_key IN (${KEYS}) AND r.name_key NOT IN (${KEYS}) AND ${birthMatches('r.')} ${extra}
      AND NOT EXISTS (SELECT 1 FROM role_former_names g WHERE g.assoc_key = f.assoc_key AND g.name_key IN (${KEYS}) AND g.name_key < f.name_key)`;

// The columns of a departure (role_departures, aliased r as a role is, so `extra` reads alike), in
// the order of ASSOCIATION_COLUMNS: an office the file stopped listing has no id, no end the
// register gives (until null), no share, no first-seen instant read here; asOf is the date of the
// first file without it.
const DEPARTURE_COLUMNS = `NULL AS id, r.country, r.regcode, r.role, r.position, r.person_name, r.since, NULL AS until,
  NULL AS share_percent, NULL AS share_amount, NULL AS share_currency, NULL AS first_seen_at, r.source, r.unlisted_on AS as_of,
  r.birth_date, r.birth_key, c.name AS company_name, c.status AS company_status, c.registered_on AS company_registered_on, NULL AS person_group,
  NULL AS representation, NULL AS representation_with_at_least, c.closed_on AS company_closed_on`;
// The departures of the person, matched as personRows matches a role: by the name now and the
// birth (one read: a name's departures are few, the birth is compared within the index), or by a name the register published the office under before
// (role_former_names, kept for a departed office: store/former-names.ts). Only within the window.
// No same_person read: the file that records departures gives no person_group.
const departedRows = (extra: string) => `
  UNION ALL
  SELECT ${DEPARTURE_COLUMNS}, NULL AS former_name, 0 AS same_person, r.unlisted_on FROM role_departures r
    JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
    WHERE r.name_key IN (${KEYS}) AND ${birthMatches('r.')} AND ${IN_WINDOW('r.')} ${extra}
  UNION ALL
  ${byFormerName(`${DEPARTURE_COLUMNS}, f.person_name AS former_name, 0 AS same_person, r.unlisted_on`, 'role_departures', `AND ${IN_WINDOW('r.')} ${extra}`)}`;
// The person's roles and departures: personRows with the departures added inside its derived table.
const rowsWithDepartures = (extra: string) => personRows(extra, departedRows(extra));

// A card row of an OÜ holding whose shareholders-file row gives the holder's birth (or is the
// person's by the register's mark) is no candidate: that file row is the holding served, the
// person's among the results, or another person's (domain/card-shareholdings.ts). Where the file
// row gives no birth either, it is a candidate itself and services/holdings-once.ts serves it once.
// `today`: the parameter of the registers' day.
const fileRowWithBirth = (groups: string | null) => `AND (s.birth_date IS NOT NULL OR s.birth_key IS NOT NULL${
  groups === null ? '' : ` OR s.person_group IN (${groups})`})`;
const holdingOfFileRow = (today: string, groups: string | null) => `NOT ${cardShareholdingListedAgainSql('r', today, fileRowWithBirth(groups))}`;
// A role the register marks as the person whose birth matches is theirs (SAME_PERSON), not a candidate.
const CANDIDATE = (today: string) => `r.name_key IN (${KEYS}) AND r.birth_date IS NULL AND r.birth_key IS NULL AND r.entity_type = 'natural_person'
  AND (r.person_group IS NULL OR r.person_group NOT IN (${CONFIRMED_GROUPS})) AND ${holdingOfFileRow(today, CONFIRMED_GROUPS)}`;
const candidateRows = (extra: string, today = TODAY, seen = '') => `SELECT ${ASSOCIATION_COLUMNS}, NULL AS former_name, 0 AS same_person, NULL AS unlisted_on${seen} FROM person_roles r
  JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
  WHERE ${CANDIDATE(today)} ${extra}`;
// A departed office of a natural person of the keys whose register gave no birth information is a
// candidate as such a role is (within the window).
const CANDIDATE_DEPARTURE = `r.name_key IN (${KEYS}) AND r.birth_date IS NULL AND r.birth_key IS NULL AND r.entity_type = 'natural_person'`;
const candidateRowsWithDepartures = (extra: string) => `SELECT * FROM (${candidateRows(extra)}
  UNION ALL
  SELECT ${DEPARTURE_COLUMNS}, NULL AS former_name, 0 AS same_person, r.unlisted_on FROM role_departures r
    JOIN companies c ON c.country = r.country AND c.regcode = r.regcode
    WHERE ${CANDIDATE_DEPARTURE} AND ${IN_WINDOW('r.')} ${extra})`;

// The order of a person's rows: by company, then role, position and start; a departure (no id)
// after the roles of the same role, position and start, two such by the date of their file, then name.
const PERSON_ORDER = 'country, regcode, role, position NULLS FIRST, since NULLS FIRST, id NULLS LAST, unlisted_on, person_name';

// The columns of an association, in the order associationRow reads them. An EE shareholders-file
// row takes the start and share it lacks from the card's row of the holding (withCardsGapSql), as
// the company's owners do: that card row may give no birth, and so be no row of the person's read.
const ASSOCIATION_COLUMNS = `r.id, r.country, r.regcode, r.role, r.position, r.person_name, ${withCardsGapSql('r', 'since')} AS since, r.until,
  ${withCardsGapSql('r', 'share_percent')} AS share_percent, ${withCardsGapSql('r', 'share_amount')} AS share_amount,
  ${withCardsGapSql('r', 'share_currency')} AS share_currency, r.first_seen_at, r.source, r.as_of, r.birth_date, r.birth_key,
  c.name AS company_name, c.status AS company_status, c.registered_on AS company_registered_on, r.person_group,
  r.representation, r.representation_with_at_least, c.closed_on AS company_closed_on`;

/** An association from its values in the order of ASSOCIATION_COLUMNS (the rows are read as arrays). */
function associationRow(v: unknown[]): AssociationRow {
  return {
    id: v[0], country: v[1], regcode: v[2], role: v[3], position: v[4], person_name: v[5], since: v[6], until: v[7],
    share_percent: v[8], share_amount: v[9], share_currency: v[10], first_seen_at: v[11], source: v[12], as_of: v[13],
    birth_date: v[14], birth_key: v[15], company_name: v[16], company_status: v[17], company_registered_on: v[18],
    person_group: v[19] ?? null, representation: v[20] ?? null, representation_with_at_least: v[21] ?? null,
    company_closed_on: v[22] ?? null,
    former_name: v[23] ?? null, same_person: v[24] === 1, unlisted_on: v[25] ?? null, holding_first_seen: v[26] ?? null,
  } as AssociationRow;
}

// The name keys of the natural persons of `table` born as asked (?1 the date, ?2 its year-month,
// ?3 the masked key), from its (birth_date, birth_key, name_key) index alone; by a masked code
// only from MASKED_CODE_BORN_FROM, as maskedCodeMatch.
const namesBornIn = (table: string, extra: string) => `SELECT name_key FROM ${table} WHERE entity_type = 'natural_person'
      AND birth_date IN (?1, ?2) AND (birth_date = ?1 OR birth_key IS NULL OR birth_key = ?3) ${extra}
    UNION SELECT name_key FROM ${table} WHERE entity_type = 'natural_person' AND birth_date IS NULL AND birth_key = ?3
      AND ?1 >= '${MASKED_CODE_BORN_FROM}' ${extra}`;

export const SQL = {
  // Whether anyone of any of the keys has the birth date, read from the index and each match's
  // company key (no order; the first match in a company the store holds answers): a role, or an
  // office the file stopped listing within the window (?B+4 the registers' day), which the person
  // check lists: a person whose only tie is an office they left is known, one whose every
  // company is gone is not (the reads of rows list nothing of theirs: IN_STORE).
  personKnown: `SELECT EXISTS (SELECT 1 FROM person_roles r WHERE r.name_key IN (${KEYS}) AND ${birthDateMatch('r.')} AND ${IN_STORE('r')})
    OR EXISTS (SELECT 1 FROM person_roles r WHERE r.name_key IN (${KEYS}) AND ${maskedCodeMatch('r.')} AND ${IN_STORE('r')})
    OR EXISTS (SELECT 1 FROM role_former_names f JOIN person_roles r ON r.assoc_key = f.assoc_key
      WHERE f.name_key IN (${KEYS}) AND ${birthMatches('r.')} AND ${IN_STORE('r')})
    OR EXISTS (SELECT 1 FROM role_departures r WHERE r.name_key IN (${KEYS}) AND ${birthMatches('r.')} AND ${IN_WINDOW('r.')} AND ${IN_STORE('r')})
    OR EXISTS (SELECT 1 FROM role_former_names f JOIN role_departures r ON r.assoc_key = f.assoc_key
      WHERE f.name_key IN (${KEYS}) AND ${birthMatches('r.')} AND ${IN_WINDOW('r.')} AND ${IN_STORE('r')}) AS known`,
  // The roles and departures of the person (?B+4 the registers' day), in one order.
  associations: `${rowsWithDepartures('')}
    ORDER BY ${PERSON_ORDER} ${limitOf(`?${B + 5}`)}`,
  // The same, of the companies after one (country, then regcode, as above): the next page of a
  // person with more companies than one answer lists. A key, not a count of companies to skip:
  // a company gone or added before it between two pages moves no other from one page to another.
  associationsAfter: `${rowsWithDepartures(`AND (r.country, r.regcode) > (?${B + 5}, ?${B + 6})`)}
    ORDER BY ${PERSON_ORDER} ${limitOf(`?${B + 7}`)}`,
  // The name keys of the natural persons whose birth matches as personRows matches it, whatever
  // their name, from the roles_person_born index alone: a name read with a given name left out
  // or added is compared with them (services/persons.ts), and personKnown then tells which of
  // those it is within have a role in a company the store holds (this read does not: each row
  // would be looked up for its company, where a few names at most are kept).
  // The departures within the window (?4 the registers' day) too, from their own index alike: the person check lists them.
  namesBorn: `${namesBornIn('person_roles', '')}
    UNION ${namesBornIn('role_departures', `AND ${IN_WINDOW('', '?4')}`)}`,
  // `first_seen_at >= ?` is given the cutoff's date only: instants are written in more than one
  // precision, and every form starts with the date; the caller applies the exact instant.
  // ?B+6 the registers' day, which weighs the ends of an EE holding's two rows (SEEN_COLUMN).
  associationsSeenSince: `${personRows(`AND r.first_seen_at >= ?${B + 4}`, '', SEEN_COLUMN(`?${B + 6}`))}
    ORDER BY first_seen_at DESC, country, regcode, role, id ${limitOf(`?${B + 5}`)}`,
  // The candidates: the roles of natural persons of any of the keys whose register gives no
  // birth information at all (no date, no year-month, no masked code), read in the orders above.
  // The name index's first two columns find exactly them (birth_date IS NULL); a legal entity,
  // never born, is left out by its row.
  // The birth asked for (?B+1 to ?B+3) leaves out the roles the register marks as that person's.
  // The departures of such a person too (?B+4 the registers' day), in the order of the person's.
  candidates: `${candidateRowsWithDepartures('')}
    ORDER BY ${PERSON_ORDER} ${limitOf(`?${B + 5}`)}`,
  candidatesAfter: `${candidateRowsWithDepartures(`AND (r.country, r.regcode) > (?${B + 5}, ?${B + 6})`)}
    ORDER BY ${PERSON_ORDER} ${limitOf(`?${B + 7}`)}`,
  // ?B+6 the registers' day.
  candidatesSeenSince: `${candidateRows(`AND r.first_seen_at >= ?${B + 4}`, `?${B + 6}`, SEEN_COLUMN(`?${B + 6}`))}
    ORDER BY r.first_seen_at DESC, r.country, r.regcode, r.role, r.id ${limitOf(`?${B + 5}`)}`,
  // How many candidates: what a 404 or personKnown false tells of them, as many as candidates=true
  // lists (in a company the store holds: IN_STORE), counted in the index roles_person_born
  // (natural persons by birth, then name), read on a 404 path; with the departures the person
  // check lists as candidates (?B+1 the registers' day). A card row of a holding the shareholders
  // file lists is left out whatever that file row's birth: it is another person's, or a candidate
  // itself that services/holdings-once.ts serves in the card row's place (counted, the holding was two).
  candidateCount: `SELECT (SELECT count(*) FROM person_roles r
      WHERE r.name_key IN (${KEYS}) AND r.birth_date IS NULL AND r.birth_key IS NULL AND r.entity_type = 'natural_person' AND ${IN_STORE('r')}
        AND NOT ${cardShareholdingListedAgainSql('r', `?${B + 1}`)})
    + (SELECT count(*) FROM role_departures r WHERE r.name_key IN (${KEYS}) AND r.birth_date IS NULL AND r.birth_key IS NULL
      AND r.entity_type = 'natural_person' AND ${IN_WINDOW('r.', `?${B + 1}`)} AND ${IN_STORE('r')}) AS roles`,
  // The keys any role, office a file stopped listing or former name is under, whatever the birth:
  // a seek of each table's name index per key.
  namesHeld: `SELECT name_key FROM person_roles WHERE name_key IN (${KEYS})
    UNION SELECT name_key FROM role_departures WHERE name_key IN (${KEYS})
    UNION SELECT name_key FROM role_former_names WHERE name_key IN (${KEYS})`,
  // Whether a source's file lists any company role (or recorded an office it stopped listing),
  // read from the source index of each table.
  sourceHasRoles: `SELECT EXISTS (SELECT 1 FROM person_roles WHERE source = ?1)
    OR EXISTS (SELECT 1 FROM role_departures WHERE source = ?1) AS found`,
  // Whether a source's file lists companies (a register's), read from companies_source.
  sourceHasCompanies: 'SELECT EXISTS (SELECT 1 FROM companies WHERE source = ?1) AS found',
} as const;

// How many candidates candidates=true lists beside a person found (?B+1 to ?B+3 the birth, ?B+4
// the registers' day): candidateCount less the roles the register marks as that person's
// (same_person, the groups read only where a row of the keys gives no birth), and a card row of a
// holding the shareholders file lists whatever the file row's birth: that row is the person's,
// another person's or a candidate services/holdings-once.ts serves in the card row's place.
// The name index is read for the `count` keys given (?1 to ?count), each by its own seek: a found
// person's answer reads it, most names have two or three keys, and an IN list of them (every slot
// filled, or the keys alone) cost the check 8 % where seeks of one key each cost a few µs (demo
// store: 12 against 4 µs a read of three keys). The keys are distinct, so no row counts twice.
const personCandidateCountSql = (count: number) => {
  const keys = Array.from({ length: count }, (_, i) => `?${i + 1}`).join(', ');
  const ofKey = (key: string) => `(SELECT count(*) FROM person_roles r
      WHERE r.name_key = ${key} AND r.birth_date IS NULL AND r.birth_key IS NULL AND r.entity_type = 'natural_person' AND ${IN_STORE('r')}
        AND (r.person_group IS NULL OR r.person_group NOT IN (${confirmedGroups(keys)})) AND NOT ${cardShareholdingListedAgainSql('r', TODAY)})
    + (SELECT count(*) FROM role_departures r WHERE r.name_key = ${key} AND r.birth_date IS NULL AND r.birth_key IS NULL
      AND r.entity_type = 'natural_person' AND ${IN_WINDOW('r.')} AND ${IN_STORE('r')})`;
  return `SELECT ${Array.from({ length: count }, (_, i) => ofKey(`?${i + 1}`)).join('\n    + ')} AS roles`;
};
const PERSON_CANDIDATE_COUNT = Array.from({ length: NAME_KEY_SLOTS }, (_, i) => personCandidateCountSql(i + 1));
// Whether any of the `count` keys has a role or departure of a natural person without birth
// information, by one seek of the name index each, the keys alone bound: most names have none, and
// then the count above (its birth and day bound besides) is not read at all.
const undatedOfKeysSql = (count: number) => `SELECT ${Array.from({ length: count }, (_, i) => `(SELECT count(*) FROM person_roles
      WHERE name_key = ?${i + 1} AND birth_date IS NULL AND birth_key IS NULL AND entity_type = 'natural_person')
    + (SELECT count(*) FROM role_departures WHERE name_key = ?${i + 1} AND birth_date IS NULL AND birth_key IS NULL AND entity_type = 'natural_person')`)
    .join('\n    + ')} AS roles`;
const UNDATED_OF_KEYS = Array.from({ length: NAME_KEY_SLOTS }, (_, i) => undatedOfKeysSql(i + 1));

/** The key slots filled: the keys given, then the first repeated. */
function keySlots(nameKeys: readonly string[]): string[] {
  if (nameKeys.length === 0 || nameKeys.length > NAME_KEY_SLOTS) {
    throw new RangeError(`a person read takes 1 to ${NAME_KEY_SLOTS} name keys, not ${nameKeys.length}`);
  }
  // A plain loop: Array.from over an array-like of a length cost a few µs a read, every read of a person.
  const slots = new Array<string>(NAME_KEY_SLOTS);
  for (let i = 0; i < NAME_KEY_SLOTS; i++) slots[i] = nameKeys[i] ?? nameKeys[0]!;
  return slots;
}

const birthParams = (birth: BirthMatch) => [birth.date, birth.yearMonth, birth.maskedKey];

/**
 * Whether anyone of any of the keys has the birth date: a role, or an office a file stopped listing
 * within the window counted back from `today` (the registers' day).
 */
export function personKnown(db: DatabaseSync, nameKeys: readonly string[], birth: BirthMatch, today: string): boolean {
  return allRows<{ known: number }>(db, SQL.personKnown, ...keySlots(nameKeys), ...birthParams(birth), today)[0]?.known === 1;
}

/** The name keys of the natural persons with the birth (a role, or a departure within the window before `today`), each once. */
export function personNamesBorn(db: DatabaseSync, birth: BirthMatch, today: string): string[] {
  return allRows<{ name_key: string }>(db, SQL.namesBorn, ...birthParams(birth), today).map((r) => r.name_key);
}

/**
 * The sources among `sources` whose files list company roles: those a person answer searched,
 * whatever it found (services/persons.ts names them with their files' dates).
 */
export function roleSourcesAmong(db: DatabaseSync, sources: readonly string[]): string[] {
  return sources.filter((source) => allRows<{ found: number }>(db, SQL.sourceHasRoles, source)[0]?.found === 1);
}

/**
 * The sources among `sources` whose files list companies (the registers): every row a person answer
 * lists joins its company, so a role in a company the register's file does not hold yet is listed
 * nowhere, and the answer rests on that file's date too.
 */
export function companySourcesAmong(db: DatabaseSync, sources: readonly string[]): string[] {
  return sources.filter((source) => allRows<{ found: number }>(db, SQL.sourceHasCompanies, source)[0]?.found === 1);
}

/** A company as the person answers order them: by country, then regcode. */
export interface CompanyKey { country: string; regcode: string }

/**
 * The associations of anyone of any of the keys with the birth date, and the offices a file
 * stopped listing within the window before `today` (the registers' day, unlisted_on set), in one
 * order; given `after`, only those in the companies that come after it in that order.
 */
export function personAssociations(
  db: DatabaseSync, nameKeys: readonly string[], birth: BirthMatch, today: string, limit: number, after: CompanyKey | null = null,
): AssociationRow[] {
  const asked = [...keySlots(nameKeys), ...birthParams(birth), today];
  if (after === null) return allArrays(db, SQL.associations, associationRow, ...asked, limit);
  return allArrays(db, SQL.associationsAfter, associationRow, ...asked, after.country, after.regcode, limit);
}

export function personAssociationsSeenSince(
  db: DatabaseSync, nameKeys: readonly string[], birth: BirthMatch, sinceDate: string, limit: number, today: string,
): AssociationRow[] {
  return allArrays(db, SQL.associationsSeenSince, associationRow, ...keySlots(nameKeys), ...birthParams(birth), sinceDate, limit, today);
}

/**
 * The candidates of a name: the roles of natural persons of any of the keys whose register gives
 * no birth information, so that no birth date confirms or rules them out, less those it marks as
 * the person of `birth` (personAssociations lists them, same_person), and such offices a file
 * stopped listing within the window before `today`. In the order of the associations; given
 * `after`, only those in the companies after it.
 */
export function candidateAssociations(
  db: DatabaseSync, nameKeys: readonly string[], birth: BirthMatch, today: string, limit: number, after: CompanyKey | null = null,
): AssociationRow[] {
  const asked = [...keySlots(nameKeys), ...birthParams(birth), today];
  if (after === null) return allArrays(db, SQL.candidates, associationRow, ...asked, limit);
  return allArrays(db, SQL.candidatesAfter, associationRow, ...asked, after.country, after.regcode, limit);
}

export function candidateAssociationsSeenSince(
  db: DatabaseSync, nameKeys: readonly string[], birth: BirthMatch, sinceDate: string, limit: number, today: string,
): AssociationRow[] {
  return allArrays(db, SQL.candidatesSeenSince, associationRow, ...keySlots(nameKeys), ...birthParams(birth), sinceDate, limit, today);
}

/**
 * The keys among `nameKeys` (1 to NAME_KEY_SLOTS) that any role, office a file stopped listing or
 * former name is under, of any birth: a key none is finds no one (personKnown) and no candidate
 * (candidateCount), so of many keys read in turn those are left out by one read.
 */
export function nameKeysHeld(db: DatabaseSync, nameKeys: readonly string[]): string[] {
  return allRows<{ name_key: string }>(db, SQL.namesHeld, ...keySlots(nameKeys)).map((r) => r.name_key);
}

/** How many candidates the name has (departures within the window before `today` among them). */
export function candidateCount(db: DatabaseSync, nameKeys: readonly string[], today: string): number {
  return allRows<{ roles: number }>(db, SQL.candidateCount, ...keySlots(nameKeys), today)[0]?.roles ?? 0;
}

/**
 * How many candidates candidateAssociations lists, over every page, beside the person of `birth`:
 * the roles it marks as theirs left out, each holding two RIK files list counted once.
 */
export function personCandidateCount(db: DatabaseSync, nameKeys: readonly string[], birth: BirthMatch, today: string): number {
  const keys = [...new Set(keySlots(nameKeys))];
  if ((allRows<{ roles: number }>(db, UNDATED_OF_KEYS[keys.length - 1]!, ...keys)[0]?.roles ?? 0) === 0) return 0;
  // The slots the statement does not read are bound null: a string bound costs its copy.
  const slots = [...keys, ...new Array<null>(NAME_KEY_SLOTS - keys.length).fill(null)];
  return allRows<{ roles: number }>(db, PERSON_CANDIDATE_COUNT[keys.length - 1]!, ...slots, ...birthParams(birth), today)[0]?.roles ?? 0;
}
