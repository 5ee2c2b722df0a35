// `npm run import -- lv [--from DIR] [--only SOURCE]`: downloads the official files (or reads
// them from a folder), checks them and publishes them into DATABASE_PATH while the server keeps
// serving. `npm run import -- reindex` rebuilds the search index of every country from the store;
// `npm run import -- withdraw SOURCE` removes what a source published.
// Exit status (also in USAGE): 0 done, 1 a source failed, 2 a usage error (checked before the
// store is opened, so nothing is created), 3 nothing to read for a source asked for by name or
// for every source: a scheduled job must not take "no file" for a successful import.
import { existsSync } from 'node:fs';
import { loadConfig, type Config } from '../config/config.ts';
import { ALTERNATIVE_SOURCES, SOURCE_GROUPS, allSources, type SourceGroup } from '../importers/registry.ts';
import { importSources, formatReport, type ImportOutcome, type ImportReport } from '../importers/pipeline/run.ts';
import { diskFullStep, isDiskFull, isStoreLocked, STORE_LOCKED_STEP, storeLockedReason } from '../importers/pipeline/report.ts';
import type { SourceDefinition } from '../importers/source.ts';
import { USAGE, parseImportCommand, selectSources, type ImportArgs } from './import-args.ts';
import { Worker } from 'node:worker_threads';
import { schemaStepsNote, storedSchemaVersion } from '../store/open.ts';
import { ImportLockError } from '../store/import-lock.ts';
import { knownSources, type StoreCommand } from './store-commands.ts';
import type { StoreCommandOutcome } from './store-command-worker.ts';
import { directoryLocationProblem, storeLocationProblem } from '../store/writable-location.ts';
import { notAStore } from '../store/foreign-file.ts';

const USAGE_ERROR = 2;
const NOTHING_TO_READ = 3;

class UsageError extends Error {}

/** DATABASE_PATH names a file that is no store of this service: status 1, as an unreadable store is. */
class NotAStoreError extends Error {}

/**
 * Checked before the command writes anything: opened for writing, an empty file or another
 * application's database took the schema steps and the command went on as if it were the store.
 * reindex and withdraw work on what an import wrote; an import may create the store in an empty file.
 */
function assertRegistryStore(config: Config, command: 'import' | 'reindex' | 'withdraw'): void {
  if (!existsSync(config.databasePath)) return;
  const problem = notAStore(config.databasePath, { emptyIsStore: command === 'import' });
  if (problem === null) return;
  const instead = command === 'import' ? ', or at a path where no file is for the import to create the store there' : ` (${command} works on a store an import wrote)`;
  throw new NotAStoreError(`DATABASE_PATH=${config.databasePath} cannot be read as a store: ${problem}; nothing was written to it; point DATABASE_PATH at the store${instead}`);
}

/**
 * The settings; one the import reads that is wrong is said alone: the usage would point at the
 * command line, which is right. One it does not read (a server setting in a shared env file) is
 * warned of once on stderr, and the import goes on: tonight's import must not stop over PORT.
 */
function settings(): Config {
  let config: Config;
  try {
    config = loadConfig(process.env, { command: 'import' });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  for (const { warning } of config.settingProblems) process.stderr.write(`${warning}\n`);
  return config;
}

/**
 * Checked before the store, its lock or its directory is created: where it cannot be written the
 * command would fail part-way with Node's error (ENOENT … mkdir, unable to open database file)
 * and a stack trace, naming neither DATABASE_PATH nor the cause.
 */
function assertStoreWritable(config: Config): void {
  const problem = storeLocationProblem(config.databasePath);
  if (problem !== null) throw new UsageError(`DATABASE_PATH=${config.databasePath} cannot be written: ${problem}`);
}

/**
 * The download cache, when the command downloads: every source's first download would otherwise
 * fail on it with Node's words alone (`EEXIST: file already exists, mkdir '/cache'`), naming no
 * setting, after the store's lock was taken and its runs journalled.
 */
function assertCacheWritable(config: Config, args: ImportArgs): void {
  if (args.fromDir !== null) return;
  const problem = directoryLocationProblem(config.importCacheDir);
  if (problem !== null) throw new UsageError(`IMPORT_CACHE_DIR=${config.importCacheDir} cannot be written: ${problem}`);
}

// A wait for another import is said whatever --progress asks: it is why nothing happens.
const sayWait = (message: string) => { process.stderr.write(`${message}\n`); };

/** Checked with the command line, so that a wrong path is a usage error and nothing else is. */
function reindexPlan(config: Config): void {
  // Opening for writing creates a store: a mistyped path would then be "rebuilt" as an empty one.
  if (!existsSync(config.databasePath)) throw new UsageError(`reindex: DATABASE_PATH=${config.databasePath} does not exist`);
  assertStoreWritable(config);
}

/** `withdraw SOURCE[,SOURCE…]`: each named by its full id, since removing the wrong one cannot be undone by a flag. */
function withdrawPlan(names: string[], config: Config): SourceDefinition[] {
  const ids = names.flatMap((n) => n.split(',')).map((n) => n.trim()).filter((n) => n !== '');
  if (ids.length === 0) throw new Error('withdraw needs the id of a source (e.g. ee.beneficial-owners)');
  const known = knownSources();
  const sources = ids.map((id) => {
    const def = known.find((s) => s.id === id.toLowerCase());
    if (!def) throw new Error(`withdraw: no source ${id}; known: ${known.map((s) => s.id).join(', ')}`);
    return def;
  });
  if (!existsSync(config.databasePath)) throw new UsageError(`withdraw: DATABASE_PATH=${config.databasePath} does not exist`);
  assertStoreWritable(config);
  return sources;
}

/**
 * reindex and withdraw, each one transaction written without a pause, in a worker thread so that
 * SIGINT or SIGTERM is heard while it runs: stopped, they used to end without a word (in the middle
 * of it, or waiting for another import). Stopped, the command says what became of the store and
 * ends by that signal; an uncommitted transaction is rolled back by SQLite, and the lock it leaves,
 * naming a process that no longer runs, is taken over by the next command.
 */
async function inWorker(job: StoreCommand): Promise<number> {
  const committed = new SharedArrayBuffer(4);
  const worker = new Worker(new URL('./store-command-worker.ts', import.meta.url), { workerData: { job, committed } });
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const handlers = signals.map((name) => {
    const handler = () => {
      for (const [i, s] of signals.entries()) process.off(s, handlers[i]!);
      const after = process.stderr.isTTY ? '\n' : '';
      const done = Atomics.load(new Int32Array(committed), 0) === 1;
      const what = job.command === 'reindex' ? 'the search index rebuilt' : `${job.sourceIds.join(', ')} withdrawn`;
      process.stderr.write(done
        ? `${after}${job.command} stopped by ${name} after it was done: DATABASE_PATH=${job.databasePath} holds ${what}\n`
        : `${after}${job.command} stopped by ${name}: nothing was changed; DATABASE_PATH=${job.databasePath} is as it was before the command; run the command again\n`);
      process.kill(process.pid, name);
    };
    process.on(name, handler);
    return handler;
  });
  try {
    const outcome = await new Promise<StoreCommandOutcome>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (!outcome.ok) {
      if (outcome.lockError) throw new ImportLockError(outcome.message);
      throw Object.assign(new Error(outcome.message), { stack: outcome.stack });
    }
    for (const line of outcome.lines) process.stdout.write(`${line}\n`);
    return 0;
  } finally {
    for (const [i, s] of signals.entries()) process.off(s, handlers[i]!);
  }
}

interface Plan { args: ImportArgs; sources: SourceDefinition[]; known: SourceDefinition[] }

function plan(args: ImportArgs): Plan {
  let known: SourceDefinition[];
  let alternatives: SourceDefinition[];
  if (args.group === 'all') {
    known = allSources();
    alternatives = Object.values(ALTERNATIVE_SOURCES).flat();
  } else {
    const group = (SOURCE_GROUPS as Record<string, SourceDefinition[]>)[args.group];
    if (!group) throw new Error(`unknown group ${args.group}; one of ${Object.keys(SOURCE_GROUPS).join(', ')}, all`);
    known = group;
    alternatives = ALTERNATIVE_SOURCES[args.group as SourceGroup] ?? [];
  }
  const sources = selectSources(args.group, known, args.only, alternatives);
  if (sources.length === 0) throw new Error(`${args.group} has no sources yet`);
  return { args, sources, known };
}

/** The sources that had nothing to read, when that makes the command a failure; empty when it does not. */
function unread(report: ImportReport, args: ImportArgs): ImportReport['sources'] {
  const skipped = report.sources.filter((s) => s.status === 'skipped');
  // Named by --only: each was wanted. Otherwise a group from a folder may lack some files, but not all.
  if (args.only.length > 0 || skipped.length === report.sources.length) return skipped;
  return [];
}

/**
 * Runs a command on the store and says after it when the store's schema was brought up to date:
 * the server refuses an older schema naming `npm run import -- reindex`, and an operator who ran
 * it must read that the store is now one the server serves, not only that an index was built. On
 * stderr when stdout holds the JSON report.
 */
async function sayingSchemaSteps(config: Config, run: () => Promise<number>, out: NodeJS.WriteStream = process.stdout): Promise<number> {
  const before = storedSchemaVersion(config.databasePath);
  try {
    return await run();
  } finally {
    const after = before === null ? null : storedSchemaVersion(config.databasePath);
    if (before !== null && after !== null && after > before) out.write(`${schemaStepsNote(before, after)}\n`);
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  let config: Config;
  let planned: Plan | null = null;
  let withdrawing: SourceDefinition[] | null = null;
  try {
    const asked = parseImportCommand(argv);
    if (asked.command === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (asked.command === 'reindex') {
      config = settings();
      reindexPlan(config);
    } else if (asked.command === 'withdraw') {
      config = settings();
      withdrawing = withdrawPlan(asked.names, config);
    } else {
      const { args } = asked;
      config = settings();
      planned = plan(args);
      assertStoreWritable(config);
      assertCacheWritable(config, args);
    }
    assertRegistryStore(config, asked.command);
  } catch (err) {
    if (err instanceof NotAStoreError) {
      process.stderr.write(`import failed: ${err.message}\n`);
      return 1;
    }
    const usage = err instanceof UsageError ? '' : `\n${USAGE}`;
    process.stderr.write(`${(err as Error).message}${usage}\n`);
    return USAGE_ERROR;
  }
  // What fails from here on is no usage error (status 2 says nothing was touched): reindex's
  // failures were, with the usage printed after them.
  try {
    const store = config.databasePath;
    if (withdrawing !== null) {
      const sourceIds = withdrawing.map((s) => s.id);
      return await sayingSchemaSteps(config, () => inWorker({ command: 'withdraw', databasePath: store, sourceIds, lockWaitSeconds: config.importLockWaitSeconds }));
    }
    if (planned === null) return await sayingSchemaSteps(config, () => inWorker({ command: 'reindex', databasePath: store, sourceIds: [], lockWaitSeconds: config.importLockWaitSeconds }));
    return await sayingSchemaSteps(config, () => runImport(planned, config), planned.args.json ? process.stderr : process.stdout);
  } catch (err) {
    // Another process writing the store (an sqlite3 shell, a backup tool) past SQLite's wait: it
    // failed with "Error: database is locked" and a stack trace, naming neither store nor holder.
    if (isStoreLocked(err)) {
      process.stderr.write(`import failed: ${storeLockedReason(config.databasePath, config.importLockWaitSeconds)}; the served data is as it was; ${STORE_LOCKED_STEP}\n`);
      return 1;
    }
    const unreadable = unreadableStore(err);
    if (unreadable === null) throw err;
    const instead = unreadable === 'file is not a database' ? 'point DATABASE_PATH at the store' : 'restore the store from a backup';
    process.stderr.write(`import failed: DATABASE_PATH=${config.databasePath} cannot be read as a store: ${unreadable}; `
      + `${instead}, or move this file away for the command to create a new one\n`);
    return 1;
  }
}

/**
 * SQLite's words when the file at DATABASE_PATH is no store (SQLITE_NOTADB: another file, an
 * empty one being the exception) or a damaged one (SQLITE_CORRUPT); null for any other error.
 * They were thrown with a stack trace, naming no file.
 */
function unreadableStore(err: unknown): string | null {
  if (!(err instanceof Error)) return null;
  const match = /file is not a database|database disk image is malformed/.exec(err.message);
  return match === null ? null : match[0];
}

/**
 * SIGINT or SIGTERM during an import: the pipeline undoes what the command had begun (its store,
 * if it created it, and its lock), says so, and the process then ends by that signal as it would
 * have without this, for the shell or supervisor that sent it. Without it the command ended
 * silently, leaving a store it created empty and served.
 */
function stopOnSignal(databasePath: string): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const handlers = signals.map((name) => {
    const handler = () => {
      for (const [i, s] of signals.entries()) process.off(s, handlers[i]!);
      controller.abort(name);
      // After a progress bar's line on a terminal, where Ctrl-C is typed.
      const after = process.stderr.isTTY ? '\n' : '';
      process.stderr.write(`${after}import stopped by ${name}: nothing was published; DATABASE_PATH=${databasePath} is as it was before the command (a store the command created is removed again, an empty file left empty); run the command again to import\n`);
      process.kill(process.pid, name);
    };
    process.on(name, handler);
    return handler;
  });
  return { signal: controller.signal, done: () => { for (const [i, s] of signals.entries()) process.off(s, handlers[i]!); } };
}

/** What the command's exit status says, in the words of `--json`'s `outcome` and the text report's first line. */
const OUTCOMES = { 0: 'imported', 1: 'failed', [NOTHING_TO_READ]: 'nothing-to-read' } as const satisfies Record<number, ImportOutcome>;

/**
 * The report `--json` prints: `ok` true exactly when the command exits 0, with that status and
 * its outcome beside it. The pipeline's ok says only that no source failed, so a source named by
 * --only with no file (status 3) printed `"ok": true`, and a job reading the JSON took the night
 * with nothing imported for a success.
 */
function jsonReport(report: ImportReport, status: 0 | 1 | typeof NOTHING_TO_READ) {
  const { startedAt, finishedAt, ok: _noSourceFailed, ...rest } = report;
  return { startedAt, finishedAt, ok: status === 0, exitStatus: status, outcome: OUTCOMES[status], ...rest };
}

async function runImport({ args, sources, known }: Plan, config: Config): Promise<number> {
  const stop = stopOnSignal(config.databasePath);
  let report: ImportReport;
  try {
    report = await importSources({
      signal: stop.signal,
      databasePath: config.databasePath,
      sources,
      knownSources: known,
      fromDir: args.fromDir ?? undefined,
      cacheDir: config.importCacheDir,
      idleTimeoutSeconds: config.importIdleTimeoutSeconds,
      lockWaitSeconds: config.importLockWaitSeconds,
      force: args.force,
      allowShrink: args.allowShrink,
      allowFewRows: args.allowFewRows,
      allowOlder: args.allowOlder,
      allowUnmarked: args.allowUnmarked,
      progress: args.progress,
      onWait: sayWait,
    });
  } catch (err) {
    // A full disk before any source could be reported (the store's schema, the journal of a run):
    // one line saying where to make room, not a stack trace ending in "database or disk is full".
    if (!isDiskFull(err)) throw err;
    process.stderr.write(`import failed: ${(err as Error).message}; nothing was published; ${diskFullStep(config.databasePath)}\n`);
    return 1;
  } finally {
    stop.done();
  }
  const missing = report.ok ? unread(report, args) : [];
  const status = !report.ok ? 1 : missing.length > 0 ? NOTHING_TO_READ : 0;
  if (args.json) process.stdout.write(`${JSON.stringify(jsonReport(report, status), null, 2)}\n`);
  else process.stdout.write(`${formatReport(report, { outcome: OUTCOMES[status], unread: missing.map((s) => s.source) })}\n`);
  if (status === 1) return 1;
  if (missing.length > 0) {
    const how = args.fromDir === null ? '' : ' (each file is looked for as itself, as <name>.zip and inside every zip of the folder)';
    if (args.only.length > 0) for (const s of missing) process.stderr.write(`nothing imported for ${s.source}: ${s.message}${how}\n`);
    else process.stderr.write(`nothing imported: no source of ${args.group} found its files${args.fromDir === null ? '' : ` in ${args.fromDir}`}${how}\n`);
    return NOTHING_TO_READ;
  }
  return 0;
}

main().then((code) => { process.exitCode = code; }, (err: Error) => {
  // A lock that cannot be written says its cause and next step; a stack would bury them.
  process.stderr.write(`import failed: ${err instanceof ImportLockError ? err.message : err.stack ?? err.message}\n`);
  process.exitCode = 1;
});
