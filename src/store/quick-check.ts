// SQLite's `PRAGMA quick_check` of a served store, in a process of its own. The server's reads
// touch few pages, so a store with damaged pages (a disk fault, a copy cut short and patched, a
// file written to while it was copied) answered /readyz ready and failed, or answered wrong, only
// where a request reached those pages. The check reads every page: at national size 11 s with the
// file cached on an idle machine, two minutes on a busy one (docs/operations.md), so not in a request, nor on the
// server's thread (node:sqlite is synchronous). Not a worker thread either: a statement under way
// cannot be interrupted there, and the process's exit waits for it to end, so a stop would wait
// for the rest of the check; a process is killed at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { DatabaseSync } from 'node:sqlite';
import { openedUnchanging } from './open.ts';

export type QuickCheckOutcome =
  /** `problems` empty: every page read as sound. */
  | { kind: 'checked'; problems: string[]; ms: number }
  /** The check could not run (the file gone or replaced meanwhile, a lock, no process): says nothing of the store. */
  | { kind: 'not run'; reason: string }
  /** Stopped before its end: the store was closed or left. */
  | { kind: 'stopped' };

export interface QuickCheckRun {
  outcome: Promise<QuickCheckOutcome>;
  /** Ends the check at once (a stop, a store left); its outcome is then `stopped`. */
  stop(): void;
}

/** At most this many problems are listed: one is enough to refuse the store, a few tell where. (SQLite's count of them takes in the line naming the database.) */
export const PROBLEMS_LISTED = 10;

/** The check's CPU priority (`nice`): answers keep the CPU first. */
const CHECK_NICE = 10;

// The check itself, in the worker thread of CHECK_SCRIPT. On Linux a priority is a thread's, and
// this thread may have been started before the server lowered the process's: it lowers its own.
const CHECK_THREAD = `
const { DatabaseSync } = require('node:sqlite');
const { statSync } = require('node:fs');
const { setPriority } = require('node:os');
const { parentPort, workerData } = require('node:worker_threads');
const [location, path, file] = workerData;
const fileAt = (p) => { const s = statSync(p, { throwIfNoEntry: false }); return s ? s.dev + ':' + s.ino : ''; };
try { setPriority(${CHECK_NICE}); } catch {}
let out;
try {
  const db = new DatabaseSync(location, { readOnly: true });
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA query_only = 1;');
  if (file !== '' && fileAt(path) !== file) {
    out = { replaced: true };
  } else {
    const started = performance.now();
    const rows = db.prepare('PRAGMA quick_check(${PROBLEMS_LISTED + 1})').all();
    out = { problems: rows.map((r) => Object.values(r)[0]).filter((v) => v !== 'ok'), ms: Math.round(performance.now() - started) };
  }
} catch (err) {
  out = { error: String(err && err.message), errcode: err && err.errcode };
}
parentPort.postMessage(out);
`;

// Plain JavaScript run by `node -e` (the bundle of `npm start` has no file of it to start).
// Arguments: the location to open, the device:inode the server opened there (empty for none to
// compare). The file there is compared once open: a store replaced meanwhile is not the one served.
// The check runs in a worker thread; the main thread watches its standard input, a pipe from the
// server that nothing writes to, and ends the process once that pipe closes: the server is gone
// (killed with SIGKILL, its stop never run), and a check left running would read the whole store
// (at national size, minutes on a busy machine) for no one. A statement under way cannot be
// interrupted and process.exit waits for the worker's, so the process kills itself.
const CHECK_SCRIPT = `
const { Worker } = require('node:worker_threads');
const check = new Worker(${JSON.stringify(CHECK_THREAD)}, { eval: true, workerData: process.argv.slice(1) });
const answer = (out) => process.stdout.write(JSON.stringify(out), () => process.exit(0));
check.once('message', answer);
check.once('error', (err) => answer({ error: String(err && err.message) }));
const orphaned = () => process.kill(process.pid, 'SIGKILL');
process.stdin.once('end', orphaned);
process.stdin.once('error', orphaned);
process.stdin.resume();
`;

// The result codes that say the file itself is damaged, rather than that it could not be read now:
// SQLITE_CORRUPT (with its extended codes) and SQLITE_NOTADB.
const DAMAGE_CODES = new Set([11, 26]);

interface CheckAnswer { replaced?: true; problems?: string[]; ms?: number; error?: string; errcode?: number }

function outcomeOf(answer: CheckAnswer): QuickCheckOutcome {
  if (answer.replaced) return { kind: 'not run', reason: 'the file at DATABASE_PATH was replaced before the check opened it' };
  // SQLite gives its findings as rows of one or more lines each, under a line naming the database.
  if (answer.problems) {
    const lines = answer.problems.flatMap((row) => row.split('\n')).filter((line) => line !== '' && !line.startsWith('*** in database'));
    // A finding of no other line than the database's name is still one.
    const problems = lines.length > 0 || answer.problems.length === 0 ? lines : answer.problems;
    return { kind: 'checked', problems: problems.slice(0, PROBLEMS_LISTED), ms: answer.ms ?? 0 };
  }
  if (typeof answer.errcode === 'number' && DAMAGE_CODES.has(answer.errcode & 0xff)) {
    return { kind: 'checked', problems: [answer.error ?? 'database disk image is malformed'], ms: 0 };
  }
  return { kind: 'not run', reason: answer.error ?? 'no answer' };
}

/**
 * Starts the check's process on `location` (`path` and `file` as for quickCheckInProcess): its
 * answer, one JSON object, comes on its standard output once the check is done; its standard
 * input is a pipe to be held open, unwritten, for as long as the answer is wanted (see CHECK_SCRIPT).
 */
export function spawnQuickCheck(location: string, path: string, file: string): ChildProcess {
  const child = spawn(process.execPath, ['-e', CHECK_SCRIPT, location, path, file], {
    stdio: ['pipe', 'pipe', 'pipe'],
    // It reads no setting: neither NODE_OPTIONS meant for the server nor a WORKERS worker's cluster id.
    env: {},
  });
  // Nothing is written to it; a pipe the child's end closed is no failure of the server's.
  child.stdin!.on('error', () => {});
  return child;
}

/**
 * Runs `PRAGMA quick_check` on the store `db` reads, opened a second time at `path` as `db` was
 * (`file`: its device:inode as served, so a file put there since is not checked in its place).
 * The process runs at a lower priority than the server's, so answers keep the CPU first.
 */
export function quickCheckInProcess(db: DatabaseSync, path: string, file: string): QuickCheckRun {
  const location = openedUnchanging(db) ? `${pathToFileURL(path).href}?immutable=1` : path;
  let stopped = false;
  // Its standard input stays open, unwritten, for as long as this process lives (see CHECK_SCRIPT).
  const child = spawnQuickCheck(location, path, file);
  let settle: (outcome: QuickCheckOutcome) => void = () => {};
  const outcome = new Promise<QuickCheckOutcome>((resolve) => {
    settle = resolve;
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.once('error', (err) => resolve(stopped ? { kind: 'stopped' } : { kind: 'not run', reason: err.message }));
    child.once('close', (code, signal) => {
      if (stopped) return resolve({ kind: 'stopped' });
      try {
        resolve(outcomeOf(JSON.parse(stdout) as CheckAnswer));
      } catch {
        const said = stderr.trim().split('\n').at(-1) ?? '';
        resolve({ kind: 'not run', reason: `the check's process ended (${signal ?? `status ${code}`}) without an answer${said ? `: ${said}` : ''}` });
      }
    });
  });
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, CHECK_NICE);
    } catch {
      // Left at the server's priority where the system refuses it: the check runs all the same.
    }
  }
  return {
    outcome,
    stop() {
      if (stopped) return;
      stopped = true;
      child.kill('SIGKILL');
      // Nothing more is read from it: a stopping server does not wait for it to be reaped.
      child.stdin?.destroy();
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.unref();
      settle({ kind: 'stopped' });
    },
  };
}
