// One import at a time per store. Two commands writing one store at once (a scheduled
// `import sanctions` while `import all` runs, a second run started by hand) each held SQLite's
// write lock in turn, and a publish that kept it longer than the other's busy timeout (a national
// register's publish rebuilds its search index for a minute or more) failed the other with
// "database is locked", after its staging or before it had even begun. A command now takes this
// lock first and waits, saying so, for one already running; a lock left by a process that no
// longer runs (killed part-way) is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { processAlive, thisProcessStart } from './process-identity.ts';

export const importLockPath = (databasePath: string) => `${databasePath}.import-lock`;

/** `start`: when the process started, where the system says it (a later process may get the pid). */
interface Holder { pid: number; startedAt: string; start?: string | null }

export interface ImportLockOptions {
  /** Told once, when another command holds the lock, why this one waits. */
  onWait?: (message: string) => void;
  pollMs?: number;
  alive?: (pid: number, start: string | null) => boolean;
  now?: () => Date;
}

function holderOf(path: string): Holder | null | 'gone' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw err;
  }
  try {
    const h = JSON.parse(text) as Holder;
    return Number.isInteger(h.pid) ? h : null;
  } catch {
    return null; // being written by its holder this very moment
  }
}

/** Waits until this process holds the store's import lock; resolves to its release. */
export async function acquireImportLock(databasePath: string, opts: ImportLockOptions = {}): Promise<() => void> {
  const path = importLockPath(databasePath);
  const alive = opts.alive ?? processAlive;
  const me: Holder = { pid: process.pid, startedAt: (opts.now ?? (() => new Date()))().toISOString(), start: thisProcessStart };
  let told = false;
  mkdirSync(dirname(path), { recursive: true }); // as opening the store for writing does
  for (;;) {
    try {
      writeFileSync(path, JSON.stringify(me), { flag: 'wx' });
      return () => {
        const h = holderOf(path);
        if (h !== 'gone' && h !== null && h.pid === me.pid && h.startedAt === me.startedAt) rmSync(path, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = holderOf(path);
    if (holder === 'gone') continue;
    if (holder !== null && !alive(holder.pid, holder.start ?? null)) {
      // Another waiter may have taken it over meanwhile: remove only the lock of the dead process.
      const again = holderOf(path);
      if (again !== 'gone' && again !== null && again.pid === holder.pid && again.startedAt === holder.startedAt) rmSync(path, { force: true });
      continue;
    }
    if (!told) {
      told = true;
      const who = holder === null ? 'another import' : `the import in process ${holder.pid} (started ${holder.startedAt})`;
      opts.onWait?.(`waiting for ${who} to finish writing ${databasePath}`);
    }
    await new Promise((resolve) => setTimeout(resolve, opts.pollMs ?? 500));
  }
}
