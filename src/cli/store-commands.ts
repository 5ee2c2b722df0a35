// The work of `npm run import -- reindex` and `withdraw SOURCE`, run in a worker thread
// (store-command-worker.ts): each is one transaction written without a pause, during which the
// main thread must still hear SIGINT and SIGTERM to say what became of the store.
import { ALTERNATIVE_SOURCES, allSources } from '../importers/registry.ts';
import { withdrawSources } from '../importers/pipeline/withdraw.ts';
import { openForWriting } from '../store/open.ts';
import { rebuildAllSearchIndexes } from '../store/search-index.ts';
import { acquireImportLock } from '../store/import-lock.ts';
import type { SourceDefinition } from '../importers/source.ts';

export interface StoreCommand {
  command: 'reindex' | 'withdraw';
  databasePath: string;
  sourceIds: string[];
  /** IMPORT_LOCK_WAIT, as the command read it. */
  lockWaitSeconds: number;
}

/** What the command tells as it goes: why it waits, and the moment its transaction is committed. */
export interface StoreCommandHooks { onWait: (message: string) => void; onCommitted: () => void }

/** Every source the store may hold: what withdraw names, and its status-from-flags rules. */
export const knownSources = (): SourceDefinition[] => [...allSources(), ...Object.values(ALTERNATIVE_SOURCES).flat()];

/** Runs the command; resolves to the lines it prints on stdout. */
export async function runStoreCommand(job: StoreCommand, hooks: StoreCommandHooks): Promise<string[]> {
  return job.command === 'reindex' ? reindex(job, hooks) : withdraw(job, hooks);
}

async function reindex({ databasePath, lockWaitSeconds }: StoreCommand, { onWait, onCommitted }: StoreCommandHooks): Promise<string[]> {
  const release = await acquireImportLock(databasePath, { onWait });
  const db = openForWriting(databasePath, { lockWaitSeconds });
  try {
    const t0 = performance.now();
    const countries = rebuildAllSearchIndexes(db);
    onCommitted();
    return [`Search index rebuilt for ${countries.join(', ')} in ${((performance.now() - t0) / 1000).toFixed(1)}s`];
  } finally {
    db.close();
    release();
  }
}

async function withdraw({ databasePath, sourceIds, lockWaitSeconds }: StoreCommand, { onWait, onCommitted }: StoreCommandHooks): Promise<string[]> {
  const known = knownSources();
  const sources = sourceIds.map((id) => known.find((s) => s.id === id)!);
  const result = await withdrawSources({ databasePath, sources, knownSources: known, lockWaitSeconds, onWait, onCommitted });
  const lines = result.sources.map((r) => {
    // Counted in rows of each kind (`2 company rows, 24 classifier rows`): the kind alone after a
    // count read `2 company removed`, and a kind's name (sanctionEntry) takes no plural of its own.
    const rows = Object.entries(r.removed).filter(([, n]) => n > 0).map(([kind, n]) => `${n} ${kind} row${n === 1 ? '' : 's'}`).join(', ') || 'no rows';
    return r.held
      ? `${r.source}: withdrawn, ${rows} removed (published ${r.publishedAt ?? 'at an unknown time'}, files of ${r.asOf ?? 'an unknown date'})`
      : `${r.source}: the store held nothing of it`;
  });
  if (result.screened !== null) lines.push(`Screened ${result.screened} companies again`);
  return lines;
}
