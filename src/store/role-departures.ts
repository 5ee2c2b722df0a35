// Offices a register's file stops listing, where the register gives no end date (UR's officers.csv
// lists current officers only): the board member who left shows nowhere else, and a board replaced
// shortly before a deal is what a check of a partner looks for. At each publish of such a source,
// before its live rows are replaced, an office in force in the live rows whose key the new file
// lacks is recorded with the date of that file (migrations/011_role_departures.ts); company details
// list it among the former officers, ended on or before that date, and the person check among the
// person's roles (store/persons-read.ts), matched by the name and birth the office was listed with.
// Not a departure:
// - an office the first-seen carries take to a new key (a birth date completed, a position read
//   otherwise, a person renamed: first-seen-carry.ts, first-seen-renamed.ts), or one the file still
//   lists for the same company, role, position and folded name under another key, with a birth
//   that does not contradict (births-agree.ts): the same office. A namesake born another day in
//   the seat is another person, and the office left is a departure all the same;
// - an office of a company that is closed (or no longer in the register): the details say the
//   company's status. A company in business whose whole board the file no longer lists is not
//   excepted: its only board member resigning with no successor registered is what a check of a
//   partner most wants to see;
// - an office whose register gives an end (RIK's lopp_kpv, UR's date_to of a partner): its source
//   is not one that lists current offices only, and the details list the ended row itself;
// - anything at the source's first import (nothing was listed before), or when an implausible
//   share of the source's offices vanish at once (MAX_DEPARTED_SHARE: a truncated file).
// An office listed again (the person reappointed, or a file that left it out once: the same
// company, role, position, folded name and a birth that does not contradict) is in force again:
// its departure is deleted. Departures older than the window former officers are listed in
// are deleted at every publish of a role source.
import type { Database } from './open.ts';
import { anOffice } from './company-facts-read.ts';
import { formerOfficersFrom } from './former-officers-window.ts';
import { birthsAgree } from './births-agree.ts';

/**
 * The live roles the first-seen carries of this publish took to a new key (filled by
 * first-seen-carry.ts and first-seen-renamed.ts, read and dropped here): the same office, not a departure.
 */
export const CARRIED_FROM = 'temp.role_carried_from';

const noteCarriedTable = (db: Database) => db.exec(`CREATE TABLE IF NOT EXISTS ${CARRIED_FROM} (old_key TEXT PRIMARY KEY)`);

/** Notes the live roles of `pairs` (old_key: a live role the carry takes to a new key) as carried. */
export function noteCarriedRoles(db: Database, pairs: string): void {
  noteCarriedTable(db);
  db.exec(`INSERT OR IGNORE INTO ${CARRIED_FROM} (old_key) SELECT old_key FROM ${pairs}`);
}

// The staged file's indexes the departures' reads look offices up by: key, and company.
function indexStaged(db: Database, stageName: string): void {
  db.exec(`CREATE INDEX IF NOT EXISTS temp.${stageName}_assoc ON ${stageName} (assoc_key)`);
  db.exec(`CREATE INDEX IF NOT EXISTS temp.${stageName}_company ON ${stageName} (country, regcode)`);
}

// The office of `alias` still listed by the staged file under another key: the same company, role,
// position and folded name, with a birth that does not contradict.
const listedAgainIn = (stage: string, alias: string) => `EXISTS (SELECT 1 FROM ${stage} n
  WHERE n.country = ${alias}.country AND n.regcode = ${alias}.regcode AND n.role = ${alias}.role
    AND n.position IS ${alias}.position AND n.name_key = ${alias}.name_key AND ${birthsAgree('n', alias)})`;

/** Forgets the carried roles noted before (called before the carries and after the departures). */
export function forgetCarriedRoles(db: Database): void {
  db.exec(`DROP TABLE IF EXISTS ${CARRIED_FROM}`);
}

/**
 * Share of a source's offices in force that may leave its file at one import and be recorded as
 * departures. A register's boards change by a fraction of a percent a day (a few percent between
 * monthly imports); a file cut short at a line end is a shorter, valid file, which the row-count
 * check lets lose up to half its rows, and every office it lost would be served as a person who
 * left. Above this share nothing is recorded: the file is published, the departures are not.
 */
export const MAX_DEPARTED_SHARE = 0.1;
/** Below this many offices a share says little (a fixture, a small source): the share is not checked. */
export const DEPARTED_SHARE_MIN_OFFICES = 1000;

export interface DeparturesOutcome {
  /** Offices recorded as departed. */
  recorded: number;
  /** Offices gone from the file that were not recorded because too many left at once (0 otherwise). */
  refused: number;
  /** The source's offices in force before the publish. */
  offices: number;
}

/**
 * Records the departures of `source` at this publish, the live rows still those of the file
 * before: the offices in force the staged file (`stage`, the temp table `stageName`) lacks.
 */
export function recordDepartures(
  db: Database, opts: { stage: string; stageName: string; source: string; unlistedOn: string },
): DeparturesOutcome {
  const { stage, stageName, source } = opts;
  indexStaged(db, stageName);
  noteCarriedTable(db);
  const gone = 'temp.role_departures_gone';
  db.exec(`DROP TABLE IF EXISTS ${gone}`);
  // Every office in force of the source, read once (roles_source), each looked up in the staged
  // file by its key: at a re-import a few hundred of hundreds of thousands are gone.
  const offices = Number((db.prepare(`SELECT COUNT(*) AS n FROM person_roles o
    WHERE o.source = :source AND o.until IS NULL AND ${anOffice('o')}`).get({ source }) as { n: number }).n);
  db.prepare(`CREATE TABLE ${gone} AS SELECT o.* FROM person_roles o
    WHERE o.source = :source AND o.until IS NULL AND ${anOffice('o')}
      AND NOT EXISTS (SELECT 1 FROM ${stage} n WHERE n.assoc_key = o.assoc_key)
      AND NOT EXISTS (SELECT 1 FROM ${CARRIED_FROM} c WHERE c.old_key = o.assoc_key)`).run({ source });
  try {
    const vanished = Number((db.prepare(`SELECT COUNT(*) AS n FROM ${gone}`).get() as { n: number }).n);
    if (offices >= DEPARTED_SHARE_MIN_OFFICES && vanished > offices * MAX_DEPARTED_SHARE) {
      return { recorded: 0, refused: vanished, offices };
    }
    // A legal entity's number and its register's country (the company's own where the register
    // names none), so the details follow a company that left the board as one still on it
    // (migrations/022); a natural person's are left null.
    const recorded = db.prepare(`INSERT OR REPLACE INTO role_departures
        (assoc_key, country, regcode, role, position, person_name, name_key, entity_type, birth_date, birth_key, since, unlisted_on, source,
          holder_regcode, holder_country)
      SELECT g.assoc_key, g.country, g.regcode, g.role, g.position, g.person_name, g.name_key, g.entity_type, g.birth_date, g.birth_key,
        g.since, :unlistedOn, :source,
        IIF(g.entity_type = 'legal_entity', g.holder_regcode, NULL), IIF(g.entity_type = 'legal_entity', coalesce(g.holder_country, g.country), NULL)
      FROM ${gone} g
      WHERE NOT ${listedAgainIn(stage, 'g')}
        AND EXISTS (SELECT 1 FROM companies c WHERE c.country = g.country AND c.regcode = g.regcode AND c.status <> 'closed')`)
      .run({ source, unlistedOn: opts.unlistedOn });
    return { recorded: Number(recorded.changes), refused: 0, offices };
  } finally {
    db.exec(`DROP TABLE ${gone}`);
  }
}

/**
 * Deletes the departures of `source` the staged file lists again (the same key, or the same
 * company, role, position and folded name with a birth that does not contradict): the office is
 * in force again. Returns how many.
 */
export function forgetReturnedDepartures(db: Database, opts: { stage: string; stageName: string; source: string }): number {
  const { stage, stageName } = opts;
  indexStaged(db, stageName);
  const result = db.prepare(`DELETE FROM role_departures WHERE source = :source AND (
      EXISTS (SELECT 1 FROM ${stage} n WHERE n.assoc_key = role_departures.assoc_key)
      OR ${listedAgainIn(stage, 'role_departures')})`)
    .run({ source: opts.source });
  return Number(result.changes);
}

/** Deletes the departures whose file is older than the window former officers are listed in, before `today`. */
export function purgeOldDepartures(db: Database, today: string): number {
  const result = db.prepare(`DELETE FROM role_departures WHERE unlisted_on < ${formerOfficersFrom(':today')}`).run({ today });
  return Number(result.changes);
}

/** Deletes every departure of the source (the source withdrawn). */
export function dropDeparturesOfSource(db: Database, source: string): void {
  db.prepare('DELETE FROM role_departures WHERE source = ?').run(source);
}
