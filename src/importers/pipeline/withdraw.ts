// `npm run import -- withdraw SOURCE`: removes what a source published (store/withdraw.ts) and
// screens every company again (a withdrawn owner no longer makes its company sanctioned), in one
// transaction under the import lock, journalled in import_runs as `withdrawn`. For a register
// that stopped publishing a file, or data the operator must no longer serve.
import { openForWriting } from '../../store/open.ts';
import { checkpoint, endAbandonedRuns, finishImportRun, readSourceState, startImportRun } from '../../store/import-runs.ts';
import { acquireImportLock } from '../../store/import-lock.ts';
import { statusRulesOf } from './run.ts';
import { withdrawSource } from '../../store/withdraw.ts';
import { screenAllCompanies } from '../screening/index.ts';
import { inWriteTransaction } from '../../store/transactions.ts';
import { isStoreLocked } from './report.ts';
import type { SourceDefinition } from '../source.ts';

export interface WithdrawOptions {
  databasePath: string;
  sources: SourceDefinition[];
  /** Every source the store may hold, for the status-from-flags rules. */
  knownSources: SourceDefinition[];
  now?: Date;
  /** Seconds a write waits for a write lock held outside the imports (IMPORT_LOCK_WAIT; default 10). */
  lockWaitSeconds?: number;
  onWait?: (message: string) => void;
  /** Called the moment the withdrawal is committed: a signal after it must not be told "nothing was changed". */
  onCommitted?: () => void;
}

export interface WithdrawReport {
  source: string;
  /** False when the store held nothing of the source: nothing to remove. */
  held: boolean;
  /** When what was removed had been published, and the date its files stated. */
  publishedAt: string | null;
  asOf: string | null;
  removed: Record<string, number>;
}

export async function withdrawSources(opts: WithdrawOptions): Promise<{ sources: WithdrawReport[]; screened: number | null }> {
  const release = await acquireImportLock(opts.databasePath, { onWait: opts.onWait ?? (() => {}) });
  const db = openForWriting(opts.databasePath, { lockWaitSeconds: opts.lockWaitSeconds });
  let lockedOut = false;
  try {
    const now = opts.now ?? new Date();
    endAbandonedRuns(db, now);
    const statusRules = statusRulesOf(opts.knownSources);
    const runs = opts.sources.map((def) => ({ def, state: readSourceState(db, def.id), runId: startImportRun(db, def.id, now) }));
    // One transaction: a reader never sees the rows gone while the matches they made remain. The
    // runs' outcome is written in it: once committed, the command writes nothing more, so a store
    // another process begins writing then cannot fail a withdrawal that was done (it said the
    // served data was as it was, and left the runs to be ended as interrupted).
    const { reports, screened } = inWriteTransaction(db, () => {
      const reports = runs.map(({ def, state }): WithdrawReport & { total: number } => {
        const { removed } = withdrawSource(db, { source: def.id, kinds: def.produces, statusRules, now });
        const total = Object.values(removed).reduce((a, b) => a + b, 0);
        return { source: def.id, held: state !== null || total > 0, publishedAt: state?.publishedAt ?? null, asOf: state?.asOf ?? null, removed, total };
      });
      const screened = reports.some((r) => r.held) ? screenAllCompanies(db, { now }).companies : null;
      for (const [i, { state, runId }] of runs.entries()) {
        const total = reports[i]!.total;
        const message = state
          ? `withdrawn: ${total} rows removed (published ${state.publishedAt}, files of ${state.asOf ?? 'an unknown date'})`
          : `withdrawn: the store held nothing of it (${total} rows removed)`;
        finishImportRun(db, runId, {
          status: 'withdrawn', message, url: null, checksum: null, rowsRead: 0, rowsWritten: 0,
          rejects: {}, timings: {}, asOf: null, finishedAt: new Date(),
        });
      }
      return { reports, screened };
    });
    opts.onCommitted?.();
    return { sources: reports.map(({ total: _total, ...r }) => r), screened };
  } catch (err) {
    lockedOut = isStoreLocked(err);
    throw err;
  } finally {
    // Another process holds the write lock: the checkpoint would wait SQLite's busy timeout for it
    // a second time, only to give up (run.ts does the same).
    if (!lockedOut) checkpoint(db);
    db.close();
    release();
  }
}
