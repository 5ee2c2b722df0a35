// One import at a time per store. Two commands writing one store at once (a scheduled
// `import sanctions` while `import all` runs, a second run started by hand) each held SQLite's
// write lock in turn, and a publish that kept it longer than the other's busy timeout (a national
// register's publish rebuilds its search index for a minute or more) failed the other with
// "database is locked", after its staging or before it had even begun. A command now takes this
// lock first and waits, saying so, for one already running; a lock left by a process that no
// longer runs (killed part-way) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
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
    return null; // being written by its holder this very moment, or left so (see unreadableLeft)
  }
}

/**
 * A lock file its holder writes whole within a moment of creating it: one still naming no process
 * this long after (left empty by a full disk, or by a process killed between the two) was left by
 * a process that is gone. Waited on as "another import", it held every later import for ever,
 * each night's scheduled one too, after the disk had long been freed.
 */
const UNREADABLE_LOCK_MS = 10_000;

/** The lock file's identity when it names no process and is older than UNREADABLE_LOCK_MS, else null. */
function unreadableLeft(path: string, now: Date): string | null {
  try {
    const info = statSync(path);
    return now.getTime() - info.mtimeMs > UNREADABLE_LOCK_MS ? `${info.ino}:${info.mtimeMs}:${info.size}` : null;
  } catch {
    return null;
  }
}

/** The lock could not be written: said in one line, the cause and the next step in it. */
export class ImportLockError extends Error {}

/**
 * Creates the lock naming this process; false when another holds it. A lock this process created
 * but could not write (ENOSPC) is removed before the error is thrown: left empty, it named no
 * process, and every later import waited for it.
 */
function createLock(path: string, holder: Holder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
    closeSync(fd);
  } catch (err) {
    try { closeSync(fd); } catch { /* nothing more to release */ }
    rmSync(path, { force: true });
    const code = (err as NodeJS.ErrnoException).code;
    const full = code === 'ENOSPC' || code === 'EDQUOT';
    throw new ImportLockError(`cannot write the import lock ${path}: ${full ? `no space left on the device (${code}); free space there and run the command again` : (err as Error).message}`);
  }
  return true;
}

/** Waits until this process holds the store's import lock; resolves to its release. */
export async function acquireImportLock(databasePath: string, opts: ImportLockOptions = {}): Promise<() => void> {
  const path = importLockPath(databasePath);
  const alive = opts.alive ?? processAlive;
  const now = opts.now ?? (() => new Date());
  const me: Holder = { pid: process.pid, startedAt: now().toISOString(), start: thisProcessStart };
  let told = false;
  mkdirSync(dirname(path), { recursive: true }); // as opening the store for writing does
  for (;;) {
    if (createLock(path, me)) {
      return () => {
        const h = holderOf(path);
        if (h !== 'gone' && h !== null && h.pid === me.pid && h.startedAt === me.startedAt) rmSync(path, { force: true });
      };
    }
    const holder = holderOf(path);
    if (holder === 'gone') continue;
    if (holder === null) {
      const left = unreadableLeft(path, now());
      // Another waiter may have taken it over meanwhile: remove only the file found so.
      if (left !== null) {
        if (unreadableLeft(path, now()) === left) rmSync(path, { force: true });
        continue;
      }
    }
    if (holder !== null && !alive(holder.pid, holder.start ?? null)) {
      // Another waiter may have taken it over meanwhile: remove only the lock of the dead process.
      const again = holderOf(path);
      if (again !== 'gone' && again !== null && again.pid === holder.pid && again.startedAt === holder.startedAt) rmSync(path, { force: true });
      continue;
    }
    if (!told) {
      told = true;
      const who = holder === null
        ? `another import (its lock ${path} names no process yet; one left so is taken over ${UNREADABLE_LOCK_MS / 1000} s after it was written)`
        : `the import in process ${holder.pid} (started ${holder.startedAt})`;
      opts.onWait?.(`waiting for ${who} to finish writing ${databasePath}`);
    }
    await new Promise((resolve) => setTimeout(resolve, opts.pollMs ?? 500));
  }
}
