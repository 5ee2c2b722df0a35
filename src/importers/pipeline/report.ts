// What an import command reports, per source and as a whole, and its text form for the CLI.
export type SourceStatus = 'published' | 'skipped' | 'unchanged' | 'failed';

export interface FileReport {
  name: string;
  /** Path, `zip:member` or URL it was read from; null when not found. */
  location: string | null;
  checksum: string | null;
  bytes: number | null;
  rows: number | null;
  found: boolean;
}

export interface SourceReport {
  source: string;
  title: string;
  status: SourceStatus;
  message: string;
  /** The main file (the first one mapped row by row). */
  file: string | null;
  files: FileReport[];
  rowsRead: number;
  rowsWritten: number;
  rejected: number;
  rejects: Record<string, number>;
  rejectExamples: Record<string, string[]>;
  /** Rows left out on purpose (out of the source's scope, not damaged), by reason. */
  skipped: Record<string, number>;
  skipExamples: Record<string, string[]>;
  unknownColumns: Record<string, string[]>;
  warnings: string[];
  /**
   * What the operator is told and need not act on: an optional file missing where that is
   * expected (the current filing year's, before its publisher usually publishes it).
   */
  notes: string[];
  /** Milliseconds per phase: locate (find or download), stage, check, publish, total. */
  timings: Record<string, number>;
  asOf: string | null;
  runId: number | null;
}

export interface ImportReport {
  startedAt: string;
  finishedAt: string;
  /**
   * False when any source failed (the CLI then exits 1). `npm run import -- --json` prints ok true
   * only when the command exits 0, with exitStatus and outcome beside it (cli/import.ts).
   */
  ok: boolean;
  sources: SourceReport[];
  /**
   * The command's one publish transaction: when it took the write lock (the instant new rows are
   * first seen at), the sources it published, the statuses the compliance flags changed, the
   * countries whose search image it rebuilt, and how long it held the lock. Null when it changed nothing.
   */
  publish: { at: string; sources: string[]; statusesChanged: number; reindexed: string[]; ms: number } | null;
  screening: { companies: number; matches: number } | { error: string } | null;
  /** Countries whose missing or outdated search image was built before the sources ran. */
  searchIndexBuilt: string[];
  /**
   * The store written, made absolute, and whether the command created it (no file, or an empty
   * one, was at DATABASE_PATH): a scheduled job started in another folder (cron starts one in the
   * home folder) resolves the default `data/registry.sqlite` there and fills a store no server reads.
   */
  store: { path: string; created: boolean };
}

/** SQLite's words for a full disk (SQLITE_FULL): the store, its -wal or its temporary files found no room. */
export function isDiskFull(err: unknown): boolean {
  return err instanceof Error && /database or disk is full/.test(err.message);
}

/**
 * Where a command that found the disk full needs room, and what to do: "database or disk is full"
 * alone named neither, and the store's volume is not the only one SQLite writes to.
 */
export function diskFullStep(databasePath: string): string {
  return `free space beside DATABASE_PATH=${databasePath} (the store and its -wal, which grows with what the command writes)`
    + ' and in the temporary directory (SQLITE_TMPDIR, else TMPDIR, else /var/tmp), then run the command again';
}

/** SQLite's words (SQLITE_BUSY) when another connection held a write transaction on the store past the wait. */
export function isStoreLocked(err: unknown): boolean {
  return err instanceof Error && /database is locked/.test(err.message);
}

/**
 * Why a command found the store locked, and what to do. "database is locked" alone, with a stack
 * trace, named neither the store nor the holder: imports, reindex and withdraw take turns by the
 * import lock, so the holder is a process outside them writing the store.
 */
export function storeLockedReason(databasePath: string, lockWaitSeconds: number): string {
  return `DATABASE_PATH=${databasePath} is locked: another process held a write transaction on it for over `
    + `${lockWaitSeconds} s (IMPORT_LOCK_WAIT; not an import, reindex or withdraw, which take turns: an sqlite3 shell or a backup tool writing it?)`;
}

/** What to do about storeLockedReason. */
export const STORE_LOCKED_STEP = 'end that process\'s transaction, then run the command again';

/**
 * A reason, then more of the outcome (`; nothing was changed`). A reason written as a sentence
 * (yauzl's end in a full stop) loses its stop, so a report never reads `…truncated.; nothing`.
 */
export function thenSay(reason: string, more: string): string {
  return `${endless(reason)}; ${more}`;
}

/** The reason without a final full stop (an ellipsis stays). */
export function endless(reason: string): string {
  return reason.replace(/(?<!\.)\.\s*$/, '');
}

/** `skipped <reason>: n (e.g. file:line detail)`, the report's and the journal's line of a skip reason. */
export function skipLine(s: SourceReport, reason: string, n: number): string {
  const ex = s.skipExamples[reason]?.join(', ') ?? '';
  return `skipped ${reason}: ${n}${ex ? ` (e.g. ${ex})` : ''}`;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** What the import command's exit status says (0, 1, 3), in `--json`'s `outcome` and the text report's first line. */
export type ImportOutcome = 'imported' | 'failed' | 'nothing-to-read';

/**
 * The report's first line, saying the command's outcome: with status 3 it read `Import finished`,
 * as a night that imported, the "nothing imported" line on stderr alone, which a log of stdout lost.
 * `unread`: the sources that had nothing to read, which make the outcome nothing-to-read.
 */
function heading(report: ImportReport, outcome: ImportOutcome, unread: string[]): string {
  const when = `(${report.startedAt} → ${report.finishedAt})`;
  if (outcome === 'imported') return `Import finished ${when}`;
  if (outcome === 'failed') return `Import finished with failures ${when}`;
  const which = unread.length === report.sources.length ? 'no source found its files' : `no file to read for ${unread.join(', ')}`;
  return `Import finished with nothing imported: ${which} ${when}`;
}

/**
 * The text report. `said`: the command's outcome (cli/import.ts, from its exit status); without it,
 * failed or imported by the report's ok, which cannot tell that a source asked for had no file.
 */
export function formatReport(report: ImportReport, said?: { outcome: ImportOutcome; unread: string[] }): string {
  const { outcome, unread } = said ?? { outcome: report.ok ? 'imported' : 'failed', unread: [] };
  const lines: string[] = [];
  lines.push(heading(report, outcome, unread));
  for (const s of report.sources) {
    const secs = ((s.timings.total ?? 0) / 1000).toFixed(1);
    lines.push(`${pad(s.status.toUpperCase(), 10)} ${pad(s.source, 24)} read ${s.rowsRead}, written ${s.rowsWritten}, rejected ${s.rejected} in ${secs}s`);
    if (s.message) lines.push(`           ${s.message}`);
    for (const [reason, n] of Object.entries(s.rejects).sort((a, b) => b[1] - a[1])) {
      const ex = s.rejectExamples[reason]?.join(', ') ?? '';
      lines.push(`           reject ${reason}: ${n}${ex ? ` (e.g. ${ex})` : ''}`);
    }
    for (const [reason, n] of Object.entries(s.skipped).sort((a, b) => b[1] - a[1])) lines.push(`           ${skipLine(s, reason, n)}`);
    for (const [file, cols] of Object.entries(s.unknownColumns)) lines.push(`           unknown columns in ${file}: ${cols.join(', ')}`);
    for (const w of s.warnings) lines.push(`           warning: ${w}`);
    for (const n of s.notes) lines.push(`           note: ${n}`);
  }
  if (report.publish) {
    const p = report.publish;
    lines.push(`Published ${p.sources.length === 0 ? 'no source' : p.sources.join(', ')} in one transaction at ${p.at} (${(p.ms / 1000).toFixed(1)} s)`
      + (p.statusesChanged > 0 ? `; ${p.statusesChanged} company statuses changed by compliance flags` : ''));
    lines.push(`Store: DATABASE_PATH=${report.store.path}${report.store.created ? ', a new store this command created (no store was there before)' : ''}`);
  }
  if (report.searchIndexBuilt.length > 0) lines.push(`Search index built for ${report.searchIndexBuilt.join(', ')} (missing or of an older format)`);
  if (report.screening && 'error' in report.screening) lines.push(`Screening failed: ${report.screening.error}`);
  else if (report.screening) lines.push(`Screened ${report.screening.companies} companies: ${report.screening.matches} matches`);
  return lines.join('\n');
}
