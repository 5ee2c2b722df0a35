// `npm run import -- withdraw SOURCE`: removes what a source published (store/withdraw.ts), under
// the import lock, journalled in import_runs as `withdrawn`, then screens every company again
// (a withdrawn owner no longer makes its company sanctioned). For a register that stopped
// publishing a file, or data the operator must no longer serve.
import { openForWriting } from '../../store/open.ts';
import { checkpoint, endAbandonedRuns, finishImportRun, readSourceState, startImportRun } from '../../store/import-runs.ts';
import { acquireImportLock } from '../../store/import-lock.ts';
import { statusRulesOf } from './run.ts';
import { withdrawSource } from '../../store/withdraw.ts';
import { screenAllCompanies } from '../screening/index.ts';
import type { SourceDefinition } from '../source.ts';

export interface WithdrawOptions {
  databasePath: string;
  sources: SourceDefinition[];
  /** Every source the store may hold, for the status-from-flags rules. */
  knownSources: SourceDefinition[];
  now?: Date;
  onWait?: (message: string) => void;
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
  const db = openForWriting(opts.databasePath);
  try {
    const now = opts.now ?? new Date();
    endAbandonedRuns(db, now);
    const statusRules = statusRulesOf(opts.knownSources);
    const reports: WithdrawReport[] = [];
    for (const def of opts.sources) {
      const state = readSourceState(db, def.id);
      const runId = startImportRun(db, def.id, now);
      const { removed } = withdrawSource(db, { source: def.id, kinds: def.produces, statusRules, now });
      const total = Object.values(removed).reduce((a, b) => a + b, 0);
      const message = state
        ? `withdrawn: ${total} rows removed (published ${state.publishedAt}, files of ${state.asOf ?? 'an unknown date'})`
        : `withdrawn: the store held nothing of it (${total} rows removed)`;
      finishImportRun(db, runId, {
        status: 'withdrawn', message, url: null, checksum: null, rowsRead: 0, rowsWritten: 0,
        rejects: {}, timings: {}, asOf: null, finishedAt: new Date(),
      });
      reports.push({ source: def.id, held: state !== null || total > 0, publishedAt: state?.publishedAt ?? null, asOf: state?.asOf ?? null, removed });
    }
    const screened = reports.some((r) => r.held) ? screenAllCompanies(db, { now }).companies : null;
    return { sources: reports, screened };
  } finally {
    checkpoint(db);
    db.close();
    release();
  }
}
