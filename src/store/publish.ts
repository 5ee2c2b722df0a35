// Publishing an import command's sources, inside the ONE write transaction the pipeline opens for
// them all: each source's live rows of every kind it produces are replaced by its staged rows,
// first-seen instants are carried over or recorded, the members of a general partnership are
// stored as its general partners (general-partners-settle.ts) and its state is updated (publishSourceRows);
// then, once for the command, statuses derived from compliance flags are re-applied, the search
// index of each touched country is rebuilt and the dataset version is updated
// (finishCommandPublish). Readers on other connections keep seeing the previous state until the
// commit (WAL): never a source published without the others of its command.
import { performance } from 'node:perf_hooks';
import type { Database } from './open.ts';
import type { Country } from '../domain/country.ts';
import { tableSpec } from './record-tables.ts';
import type { StagingArea } from './staging.ts';
import { rebuildSearchIndex } from './search-index.ts';
import { writeHolderWordsOfSource } from './holder-words.ts';
import { writeDatasetVersion } from './dataset-version.ts';
import { carryFirstSeenOfCorrectedRoles } from './first-seen-carry.ts';
import { renewFirstSeenOfReappointedRoles } from './first-seen-reappointed.ts';
import { redateRolesOfArrivingCompanies } from './first-seen-company-arrived.ts';
import { partnershipsLeavingForm, settleGeneralPartners, unsettleLeavingPartnerships, type CompanyKey } from './general-partners-settle.ts';
import { dropFormerNamesOfGoneRoles } from './former-names.ts';
import { keepNamesOfReturnedRoles } from './former-names-returned.ts';
import { forgetCarriedRoles, forgetReturnedDepartures, purgeOldDepartures, recordDepartures, type DeparturesOutcome } from './role-departures.ts';
import { departuresSinceKey, importerRecord, importerVersionKey, metaValue, provenanceKey, publishedGenerated, type SourceProvenance } from './dataset-read.ts';
import { registersToday } from '../domain/dates.ts';
import { keepClosedFlagsOfUnlisted } from './closed-flags-kept.ts';
import { recordStatusFlagsMoving } from './status-moving-record.ts';
import type { StatusFromFlag } from '../domain/status-from-flags.ts';
import { indexStagedKeys } from './staged-key-index.ts';


// A company absent from a new full dump (close-missing) stays, closed on the day it vanished. Its
// last status wording (`Likvideerimisel`) no longer describes it, and the register gives no other.
const VANISHED_COMPANY: Record<string, string> = {
  status: "'closed'", closed_on: 'COALESCE(c.closed_on, :today)', registry_status: 'NULL',
};
export interface StatusRule { source: string; rules: readonly StatusFromFlag[] }

export interface PublishInput {
  source: string;
  staging: Pick<StagingArea, 'table'>;
  country: Country | null;
  kinds: string[];
  asOf: string | null;
  checksum: string | null;
  runId: number;
  /**
   * The publish instant: first-seen instants of new companies and associations, the publish
   * time and the day a vanished company is closed. The pipeline takes it when the command's
   * publish takes the write lock: the rows become visible at its commit, so a client polling for
   * what was first seen since its last poll finds them dated then, not when the command started
   * (its downloads and staging can take longer than a poller looks back).
   */
  now: Date;
  policy: 'replace' | 'close-missing';
  /**
   * The companies the file lists whose rows were rejected (their codes): under close-missing they
   * are not absent from the dump, and their rows are kept as served rather than closed.
   */
  unreadCompanies?: string[];
  /** Where the source comes from, served with its state (`/readyz`, the discovery document). */
  provenance: SourceProvenance;
  /** The version of the code that read the files, so an upgrade imports unchanged files again. */
  importerVersion: string;
  /**
   * The source's file lists offices in force only, with no end date (UR officers.csv): an office
   * it no longer lists is recorded as a departure, dated by `asOf` (role-departures.ts).
   */
  recordsDepartures?: boolean;
  /**
   * The source's file lists a deleted company only briefly (RIK's general data): the `closed`
   * flag it published is kept while the company stays closed and a new file gives it no flag
   * (closed-flags-kept.ts), so the register's deletion day is not lost with the next file.
   */
  keepsClosedFlags?: boolean;
}

export interface PublishResult {
  /** The rows served from this publish on: those of the files read and those carried over (rowsCarried). */
  rowsWritten: number; closedMissing: number;
  /**
   * Of rowsWritten, the rows no file read gave: a company absent from the dump kept as closed, the
   * rows of a company whose rows were rejected kept as served, the closed flags kept. Counted as
   * published, a dump of 3,000 rows read and 2,000 rejected said `5000 rows published`.
   */
  rowsCarried: number;
  /** Companies whose rows were rejected, kept as served rather than closed as absent (close-missing). */
  keptUnread: number;
  /** The `closed` flags of companies the new file no longer lists, kept (keepsClosedFlags). */
  closedFlagsKept: number;
  /** The offices recorded as departed (a source that records departures, from its second import), or null. */
  departures: DeparturesOutcome | null;
  /** Countries whose searched rows (names, VAT numbers) the source changed. */
  searchCountries: Country[];
  /** Milliseconds per step, for the report and benchmarks. */
  steps: Record<string, number>;
}

/** The kinds whose rows the search index is built from: a change to them rebuilds the country's index. */
export const SEARCH_KINDS = new Set(['company', 'companyName', 'vat']);
const midnight = (dateSql: string) => `(${dateSql} || 'T00:00:00.000Z')`;
// A first import dates a row by its own day, whose midnight in UTC is up to 3 hours after the
// publish when that day is today in the registers' countries (their day begins at 21:00 or
// 22:00 UTC), or later for a date in the future: never after the instant the row was first seen,
// so no firstSeenAt lies ahead of the answer listing it. Both sides are ISO text of one form.
const notAfterNow = (instantSql: string) => `MIN(${instantSql}, :now)`;

/**
 * Copies into `stage` the live rows of the source for the given companies that the stage lacks,
 * as they are served; returns how many were copied.
 */
function keepUnreadRows(db: Database, o: { stage: string; table: string; cols: string[]; source: string; country: Country | null; regcodes: string[] }): number {
  if (o.country === null) return 0;
  const insert = db.prepare(
    `INSERT INTO ${o.stage} (${o.cols.join(', ')}, _line)
     SELECT ${o.cols.map((c) => `c.${c}`).join(', ')}, NULL FROM ${o.table} c
     WHERE c.source = :source AND c.country = :country AND c.regcode = :regcode
       AND NOT EXISTS (SELECT 1 FROM ${o.stage} s WHERE s.country = c.country AND s.regcode = c.regcode)`,
  );
  let kept = 0;
  for (const regcode of new Set(o.regcodes)) kept += Number(insert.run({ source: o.source, country: o.country, regcode }).changes);
  return kept;
}

/** Replaces one source's live rows by its staged ones; runs inside the command's write transaction. */
export function publishSourceRows(db: Database, input: PublishInput): PublishResult {
  if (!db.isTransaction) throw new Error('publishSourceRows runs inside the command\'s write transaction');
  let rowsWritten = 0;
  let closedMissing = 0;
  let keptUnread = 0;
  let closedFlagsKept = 0;
  let rowsCarried = 0;
  let departures: DeparturesOutcome | null = null;
  const countries = new Set<Country>();
  const steps: Record<string, number> = {};
  let last = performance.now();
  const step = (name: string) => { const now = performance.now(); steps[name] = (steps[name] ?? 0) + Math.round(now - last); last = now; };

  const now = input.now;
  const nowIso = now.toISOString();
  // The day a vanished company closes and flags are weighed on: the registers' own, not UTC's.
  const today = registersToday(now);
  // Rows with no date of their own in a first import: the file's date, never "now" (no flood).
  const fallback = `${input.asOf ?? today}T00:00:00.000Z`;
  // The official files published over the demo's generated rows are a first import: the demo's
  // companies are removed, not kept as closed; its offices are no departures; and the register's
  // associations are dated by their own days, not as all new today (no flood of new registrations).
  const overDemo = !input.provenance.generated && publishedGenerated(db, input.source);
  const previous = overDemo ? undefined : db.prepare("SELECT COALESCE(as_of, substr(published_at, 1, 10)) AS day FROM source_state WHERE source = ?")
    .get(input.source) as { day: string } | undefined;
  const hadPrevious = previous !== undefined ? 1 : 0;
  for (const kind of input.kinds) {
    const spec = tableSpec(kind);
    const stageName = input.staging.table(kind);
    const stage = `temp.${stageName}`;
    const cols = spec.columns.map((c) => c.column);
    if (SEARCH_KINDS.has(kind)) {
      const rows = db.prepare(`SELECT DISTINCT country FROM ${stage} UNION SELECT DISTINCT country FROM ${spec.table} WHERE source = ?`).all(input.source) as Array<{ country: Country }>;
      for (const r of rows) countries.add(r.country);
    }
    // A company the file lists whose row was rejected is not absent from the dump: closed as
    // absent, it was served `closed` from the import day, RIK's basic data said to no longer list
    // it, where the register lists it (an empty name). Its rows are kept as they were served.
    if (input.policy === 'close-missing' && previous !== undefined && (input.unreadCompanies?.length ?? 0) > 0) {
      const kept = keepUnreadRows(db, { stage, table: spec.table, cols, source: input.source, country: input.country, regcodes: input.unreadCompanies! });
      rowsCarried += kept;
      if (kind === 'company') keptUnread = kept;
    }
    if (kind === 'company' && input.policy === 'close-missing' && previous !== undefined) {
      // Without this index the NOT EXISTS below scans the whole staging table once per live
      // company: quadratic in the size of a national register.
      indexStagedKeys(db, stageName);
      db.prepare(
        `INSERT INTO ${stage} (${cols.join(', ')}, _line)
         SELECT ${cols.map((c) => VANISHED_COMPANY[c] ?? `c.${c}`).join(', ')}, NULL
         FROM companies c WHERE c.source = :source
           AND NOT EXISTS (SELECT 1 FROM ${stage} s WHERE s.country = c.country AND s.regcode = c.regcode)`,
      ).run({ today, source: input.source });
      closedMissing = Number((db.prepare('SELECT changes() AS n').get() as { n: number }).n);
      rowsCarried += closedMissing;
    }
    // Before the delete below, while the source's flags are still those of the file before.
    if (kind === 'flag' && input.keepsClosedFlags && previous !== undefined) {
      closedFlagsKept = keepClosedFlagsOfUnlisted(db, { stage, stageName, source: input.source });
      rowsCarried += closedFlagsKept;
    }
    // Read while the live companies are still those served before this publish.
    if (kind === 'company' && previous !== undefined) {
      const published = db.prepare('SELECT published_at FROM source_state WHERE source = ?').get(input.source) as { published_at: string | null } | undefined;
      redateRolesOfArrivingCompanies(db, stage, nowIso, published?.published_at ?? null);
    }
    // Before the carries, which compare a staged role's position with the live one's.
    if (kind === 'role') settleGeneralPartners(db, { stage });
    // A partnership whose new form no longer makes every partner a general one: read while the
    // live rows still give its old form.
    const leaving: CompanyKey[] = kind === 'company' ? partnershipsLeavingForm(db, stage, input.source) : [];
    step(`${kind}: prepare`);
    if (kind === 'role' && hadPrevious) {
      forgetCarriedRoles(db);
      renewFirstSeenOfReappointedRoles(db, stage, input.source, nowIso);
      carryFirstSeenOfCorrectedRoles(db, stage, stageName, input.source);
      keepNamesOfReturnedRoles(db, stage, input.source);
      step(`${kind}: carry first-seen`);
      // With the live rows still those of the file before, and the carried roles noted. Only a
      // source that records departures has any, and only it pays for the staged file's company index.
      if (input.recordsDepartures) {
        forgetReturnedDepartures(db, { stage, stageName, source: input.source });
        departures = recordDepartures(db, { stage, stageName, source: input.source, unlistedOn: input.asOf ?? today });
      }
      forgetCarriedRoles(db);
      step(`${kind}: departures`);
    }
    if (kind === 'role') purgeOldDepartures(db, today);
    db.prepare(`DELETE FROM ${spec.table} WHERE source = ?`).run(input.source);
    step(`${kind}: delete`);
    const sel = cols.map((c) => `s.${c}`).join(', ');
    if (kind === 'company') {
      db.prepare(
        `INSERT INTO companies (${cols.join(', ')}, source, as_of, first_seen_at)
         SELECT ${sel}, :source, :asOf, COALESCE(f.first_seen_at,
           CASE WHEN :had THEN :now ELSE ${notAfterNow(`COALESCE(${midnight('s.registered_on')}, :fallback)`)} END)
         FROM ${stage} s LEFT JOIN company_first_seen f ON f.country = s.country AND f.regcode = s.regcode`,
      ).run({ source: input.source, asOf: input.asOf, had: hadPrevious, now: nowIso, fallback });
      db.prepare('INSERT OR IGNORE INTO company_first_seen (country, regcode, first_seen_at) SELECT country, regcode, first_seen_at FROM companies WHERE source = ?').run(input.source);
      // Partners published before their company (another source, another command) are settled now,
      // as are those of a company that became such a partnership; one that left it gives the position back.
      settleGeneralPartners(db, { companySource: input.source });
      unsettleLeavingPartnerships(db, leaving);
    } else if (kind === 'role') {
      db.prepare(
        `INSERT INTO person_roles (${cols.join(', ')}, source, as_of, first_seen_at)
         SELECT ${sel}, :source, :asOf, COALESCE(f.first_seen_at,
           CASE WHEN :had THEN :now ELSE ${notAfterNow(`COALESCE(${midnight('substr(s.since, 1, 10)')},
             ${midnight('(SELECT c.registered_on FROM companies c WHERE c.country = s.country AND c.regcode = s.regcode)')},
             :fallback)`)} END)
         FROM ${stage} s LEFT JOIN association_first_seen f ON f.assoc_key = s.assoc_key`,
      ).run({ source: input.source, asOf: input.asOf, had: hadPrevious, now: nowIso, fallback });
      db.prepare('INSERT OR IGNORE INTO association_first_seen (assoc_key, first_seen_at) SELECT assoc_key, first_seen_at FROM person_roles WHERE source = ?').run(input.source);
      // A former name is kept only while the register lists its role (former-names.ts).
      dropFormerNamesOfGoneRoles(db, input.source);
      // The words of the legal entities it lists as holders, which a search by part of a name reads.
      writeHolderWordsOfSource(db, input.source);
    } else {
      db.prepare(`INSERT INTO ${spec.table} (${cols.join(', ')}, source, as_of) SELECT ${sel}, :source, :asOf FROM ${stage} s`)
        .run({ source: input.source, asOf: input.asOf });
    }
    step(`${kind}: insert`);
    rowsWritten += Number((db.prepare(`SELECT COUNT(*) AS n FROM ${stage}`).get() as { n: number }).n);
  }
  db.prepare(
    `INSERT INTO source_state (source, country, as_of, checksum, last_run_id, published_at, row_count)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (source) DO UPDATE SET country = excluded.country, as_of = excluded.as_of, checksum = excluded.checksum,
       last_run_id = excluded.last_run_id, published_at = excluded.published_at, row_count = excluded.row_count`,
  ).run(input.source, input.country, input.asOf, input.checksum, input.runId, nowIso, rowsWritten);
  const setMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  setMeta.run(provenanceKey(input.source), JSON.stringify(input.provenance));
  setMeta.run(importerVersionKey(input.source), importerRecord(input.importerVersion, input.checksum));
  if (input.recordsDepartures) {
    // Each office the file stops listing is recorded from the file of the first import on: from
    // the file live before this one where a store has none noted (it imported the source before
    // departures were recorded), and from this one again when its departures were refused (those
    // offices are lost).
    const since = metaValue(db, departuresSinceKey(input.source));
    const fileDay = input.asOf ?? today;
    if (previous === undefined || (departures?.refused ?? 0) > 0) setMeta.run(departuresSinceKey(input.source), fileDay);
    else if (since === null) setMeta.run(departuresSinceKey(input.source), previous.day);
  }
  step('state');
  return { rowsWritten, rowsCarried, searchCountries: [...countries].sort(), closedMissing, keptUnread, closedFlagsKept, departures, steps };
}

export interface CommandPublishResult {
  /** Countries whose search image was rebuilt (their names changed, or a status did). */
  reindexed: Country[];
  /** Companies whose status the compliance flags changed. */
  statusesChanged: number;
  steps: Record<string, number>;
}

/**
 * The command's publish after its sources' rows, in the same transaction: statuses derived from
 * flags are re-applied on the registers' day (also when no file changed: a proceeding whose end
 * date has passed ends without a new file) and the companies a later-dated flag moves recorded
 * (status-moving-record.ts), the search images of the touched countries are
 * rebuilt once, and the dataset version moves when anything changed.
 */
export function finishCommandPublish(
  db: Database,
  input: { now: Date; statusRules: StatusRule[]; searchCountries: Country[]; published: boolean },
): CommandPublishResult {
  const steps: Record<string, number> = {};
  let last = performance.now();
  const step = (name: string) => { const now = performance.now(); steps[name] = Math.round(now - last); last = now; };
  const changed = applyStatusRules(db, input.statusRules, registersToday(input.now));
  // With the statuses, in their transaction: no reader sees them set without the record.
  recordStatusFlagsMoving(db);
  step('status rules');
  const reindexed = [...new Set([...input.searchCountries, ...changed.countries])].sort();
  for (const country of reindexed) rebuildSearchIndex(db, country);
  step('search index');
  if (input.published || changed.companies > 0) writeDatasetVersion(db, input.now);
  return { reindexed, statusesChanged: changed.companies, steps };
}

/**
 * Re-derives the status of the register's companies from open flags: the register says active,
 * an open insolvency proceeding makes it `insolvency`, an open liquidation `liquidation`; a
 * flag that closes returns it to `active`. A flag dated from a later day is not open yet: the
 * first publish on or after that day applies it (as the first after its end lifts it). A rule with `wordingFromDetail` also sets
 * registryStatus to the proceeding's wording (the first part of the latest open flag's detail, one
 * with a detail first: domain/status-from-flags.ts statusOnDay words it alike),
 * so a status the flags set reads in the register's words as one the register sets does; back to
 * `active`, that wording goes. A rule with `wording` sets that one. A forward-only rule (a closure
 * YTJ entered ahead) applies to the companies the others read, first where it comes first, but its
 * status is not among those read: a company stored closed, by the register or by it, stays so.
 * Returns the countries whose statuses changed.
 */
function applyStatusRules(db: Database, rules: StatusRule[], today: string): { countries: Country[]; companies: number } {
  const changed = new Set<Country>();
  let companies = 0;
  for (const rule of rules) {
    if (rule.rules.length === 0) continue;
    const statuses = [...new Set(['active', ...rule.rules.filter((r) => !r.forwardOnly).map((r) => r.status)])];
    const open = (i: number) => `FROM compliance_flags f WHERE f.country = companies.country AND f.regcode = companies.regcode
         AND f.flag = :flag${i} AND (f.until IS NULL OR f.until >= :today) AND (f.since IS NULL OR substr(f.since, 1, 10) <= :today)`;
    const cases = rule.rules.map((_, i) => `WHEN EXISTS (SELECT 1 ${open(i)}) THEN :status${i}`).join(' ');
    const newStatus = `CASE ${cases} ELSE 'active' END`;
    const firstPart = "CASE WHEN instr(f.detail, '; ') > 0 THEN substr(f.detail, 1, instr(f.detail, '; ') - 1) ELSE f.detail END";
    const wordingCases = rule.rules.map((r, i) => `WHEN EXISTS (SELECT 1 ${open(i)}) THEN ${r.wordingFromDetail
      ? `(SELECT ${firstPart} ${open(i)} ORDER BY f.detail IS NULL, f.since DESC, f.rowid DESC LIMIT 1)`
      : r.wording !== undefined ? `:wording${i}` : 'registry_status'}`).join(' ');
    // Back to active: the wording a rule set is no longer the register's, which gave none.
    const worded = rule.rules.map((r, i) => (r.wordingFromDetail && !r.forwardOnly ? `:status${i}` : null)).filter((s) => s !== null);
    const backToActive = worded.length > 0 ? `CASE WHEN status IN (${worded.join(', ')}) THEN NULL ELSE registry_status END` : 'registry_status';
    const newWording = `CASE ${wordingCases} ELSE ${backToActive} END`;
    const params: Record<string, string> = { source: rule.source, today };
    rule.rules.forEach((r, i) => {
      params[`flag${i}`] = r.flag;
      params[`status${i}`] = r.status;
      if (r.wording !== undefined) params[`wording${i}`] = r.wording;
    });
    statuses.forEach((s, i) => { params[`st${i}`] = s; });
    const rows = db.prepare(
      `UPDATE companies SET status = ${newStatus}, registry_status = ${newWording}
       WHERE source = :source AND status IN (${statuses.map((_, i) => `:st${i}`).join(', ')})
         AND (status <> ${newStatus} OR registry_status IS NOT ${newWording})
       RETURNING country`,
    ).all(params) as Array<{ country: Country }>;
    for (const r of rows) changed.add(r.country);
    companies += rows.length;
  }
  return { countries: [...changed], companies };
}
