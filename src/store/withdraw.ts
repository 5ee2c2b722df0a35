// Withdrawing a source: everything it published leaves the store in one write transaction, as if
// it had never been imported. A register that stops publishing a file (RIK's beneficial owners,
// reported discontinued on 10.07.2026) leaves the last import served for ever otherwise: a
// skipped source keeps its rows, and a person the register has since removed stays listed.
// The first-seen keys of its roles (a hash of the company, role, name and birth information)
// go too, as do the names its roles were published under before (former-names.ts) and the offices
// it no longer listed (role-departures.ts), so nothing of
// a person is kept; with its state gone, a later import of the source is its first again, dated
// by the file, and does not list every role as new.
import type { Database } from './open.ts';
import type { Country } from '../domain/country.ts';
import { tableSpec } from './record-tables.ts';
import { departuresSinceKey, importerVersionKey, provenanceKey } from './dataset-read.ts';
import { SEARCH_KINDS, finishCommandPublish, type StatusRule } from './publish.ts';
import { inWriteTransaction } from './transactions.ts';
import { dropFormerNamesOfSource } from './former-names.ts';
import { dropDeparturesOfSource } from './role-departures.ts';
import { dropHolderWordsOfSource } from './holder-words.ts';

export interface WithdrawInput {
  source: string;
  kinds: string[];
  /** Status-from-flags rules: a withdrawn flag source returns its companies to their register status. */
  statusRules: StatusRule[];
  now?: Date;
}

export interface WithdrawResult {
  /** Rows removed per kind (`role`, `company`, …). */
  removed: Record<string, number>;
  reindexed: Country[];
}

export function withdrawSource(db: Database, input: WithdrawInput): WithdrawResult {
  const now = input.now ?? new Date();
  const removed: Record<string, number> = {};
  const countries = new Set<Country>();
  // Its own transaction, or a savepoint of the caller's (the command withdraws and screens in one).
  const finished = inWriteTransaction(db, () => {
    for (const kind of input.kinds) {
      const spec = tableSpec(kind);
      if (SEARCH_KINDS.has(kind)) {
        const rows = db.prepare(`SELECT DISTINCT country FROM ${spec.table} WHERE source = ?`).all(input.source) as Array<{ country: Country }>;
        for (const r of rows) countries.add(r.country);
      }
      if (kind === 'role') {
        db.prepare(`DELETE FROM association_first_seen WHERE assoc_key IN
          (SELECT assoc_key FROM person_roles WHERE source = ?)`).run(input.source);
        dropFormerNamesOfSource(db, input.source);
        dropDeparturesOfSource(db, input.source);
        dropHolderWordsOfSource(db, input.source);
      }
      const result = db.prepare(`DELETE FROM ${spec.table} WHERE source = ?`).run(input.source);
      removed[kind] = Number(result.changes);
    }
    db.prepare('DELETE FROM source_state WHERE source = ?').run(input.source);
    // Departures are recorded again from its next import, the first again.
    db.prepare('DELETE FROM meta WHERE key IN (?, ?, ?)')
      .run(provenanceKey(input.source), importerVersionKey(input.source), departuresSinceKey(input.source));
    // As after an import: the flag statuses re-derived, the touched search images rebuilt, the version moved.
    return finishCommandPublish(db, { now, statusRules: input.statusRules, searchCountries: [...countries], published: true });
  });
  return { removed, reindexed: finished.reindexed };
}
