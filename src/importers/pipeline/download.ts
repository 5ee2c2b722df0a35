// Downloads into a cache folder (IMPORT_CACHE_DIR): each address keeps its last file with the
// ETag/Last-Modified it came with, so an unchanged file costs one conditional request and the
// checksum comparison then reports the source as unchanged. Every file of a source is fetched,
// each at the addresses resolve.ts finds for it.
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SourceDefinition, SourceFile } from '../source.ts';
import { registersToday } from '../../domain/dates.ts';
import { describeFile, type LocatedFile } from './files.ts';
import { resolveUrls } from './resolve.ts';
import { fetchFailureReason } from './fetch-failure.ts';
import { watchIdle } from './idle-watch.ts';
import type { Progress } from './progress.ts';
import type { FileReport, SourceReport } from './report.ts';
import { notPublishedYet, optionalNotPublished, optionalNotYetPublished, toldMissing } from './optional-missing.ts';

export interface CachedDownload {
  path: string;
  url: string;
  sha256: string;
  size: number;
  /** From Last-Modified, as a date; null when the server sent none. */
  lastModified: string | null;
  fromCache: boolean;
}

interface CacheMeta {
  url: string; etag: string | null; lastModified: string | null; sha256: string; size: number; fetchedAt: string;
  /** The source that downloaded it, whose later runs remove it once they no longer read that address (pruneCache). */
  source?: string;
}

function cachePaths(cacheDir: string, url: string, fileName: string) {
  const id = createHash('sha256').update(url).digest('hex').slice(0, 16);
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return { data: join(cacheDir, `${id}-${safe}`), meta: join(cacheDir, `${id}-${safe}.json`) };
}

/** The registers' day of a Last-Modified instant (a file of 00:30 in Riga is of that day there, not of UTC's day before). */
const toDate = (httpDate: string | null) => {
  if (!httpDate) return null;
  const d = new Date(httpDate);
  return Number.isNaN(d.getTime()) ? null : registersToday(d);
};

/** What the local file system says when the cache cannot take a file, and what to do about it. */
const CACHE_FAULTS: Record<string, string> = {
  ENOSPC: 'no space left on the device (ENOSPC); free space there, or set IMPORT_CACHE_DIR to a folder on a volume with room',
  EDQUOT: 'the disk quota is used up (EDQUOT); free space there, or set IMPORT_CACHE_DIR to a folder on a volume with room',
  EROFS: 'a read-only file system (EROFS); set IMPORT_CACHE_DIR to a folder that can be written',
  EACCES: 'permission denied (EACCES); make it writable for this user, or set IMPORT_CACHE_DIR to a folder that can be written',
  EPERM: 'operation not permitted (EPERM); make it writable for this user, or set IMPORT_CACHE_DIR to a folder that can be written',
};

/** The calls a file write makes: an error of another (a socket's read) is the transfer's. */
const FILE_CALLS = new Set(['open', 'write', 'close']);

/**
 * A download received but not written into the cache (a full disk, a volume remounted read-only):
 * the fault is this machine's, not the publisher's. It was reported as the transfer's (`broke off
 * after 316 of 316 bytes: ENOSPC …, write`), naming neither the cache nor what to do.
 */
function cacheWriteFailure(url: string, cacheDir: string, path: string, err: Error, when: string): string {
  const why = CACHE_FAULTS[(err as NodeJS.ErrnoException).code ?? ''] ?? err.message;
  return `download of ${url} could not be written to the download cache IMPORT_CACHE_DIR=${cacheDir} (${path}, ${when}): ${why}`;
}

/** A download's cache record, or null where there is none or it cannot be read (then the file is fetched whole). */
async function readCacheMeta(metaPath: string): Promise<CacheMeta | null> {
  try { return JSON.parse(await readFile(metaPath, 'utf8')) as CacheMeta; } catch { return null; }
}

/** The statuses by which a publisher says it has no such file (an optional one it stopped publishing). */
const NOT_PUBLISHED_STATUSES = new Set([404, 410]);

/** The publisher answered that the file is not there: for an optional file, a file absent, not a failed download. */
export class FileNotPublished extends Error {}

export async function downloadToCache(opts: {
  url: string; fileName: string; cacheDir: string; fetch: typeof fetch; onBytes?: (bytes: number, total: number | null) => void;
  /** No byte for this long (waiting for the headers or within the body) aborts the download. */
  idleTimeoutMs: number;
  /** The source downloading it, recorded with the file (pruneCache). */
  source?: string;
}): Promise<CachedDownload> {
  const idle = watchIdle(opts.idleTimeoutMs);
  try {
    return await downloadWatched(opts, idle);
  } finally {
    idle.stop();
  }
}

async function downloadWatched(
  opts: Parameters<typeof downloadToCache>[0], idle: ReturnType<typeof watchIdle>,
): Promise<CachedDownload> {
  await mkdir(opts.cacheDir, { recursive: true });
  const paths = cachePaths(opts.cacheDir, opts.url, opts.fileName);
  let meta: CacheMeta | null = null;
  if (existsSync(paths.meta) && existsSync(paths.data)) {
    meta = await readCacheMeta(paths.meta);
  }
  const headers: Record<string, string> = {};
  if (meta?.etag) headers['if-none-match'] = meta.etag;
  if (meta?.lastModified) headers['if-modified-since'] = meta.lastModified;
  let res: Response;
  try {
    res = await opts.fetch(opts.url, { headers, redirect: 'follow', signal: idle.signal });
    idle.touch();
  } catch (err) {
    throw new Error(`download of ${opts.url} failed: ${fetchFailureReason(err)}`);
  }
  if (res.status === 304 && meta) {
    await res.body?.cancel();
    return { path: paths.data, url: opts.url, sha256: meta.sha256, size: meta.size, lastModified: toDate(meta.lastModified), fromCache: true };
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    const message = `download failed: HTTP ${res.status} from ${opts.url}`;
    throw NOT_PUBLISHED_STATUSES.has(res.status) ? new FileNotPublished(message) : new Error(message);
  }
  // A compressed answer (Content-Encoding: gzip, as a web server may send CSV) states its packed
  // length, while fetch hands over the bytes unpacked: only an answer sent as it is can be measured
  // against Content-Length (compared, every gzip download was refused as truncated, longer than
  // declared). A transfer cut before the stated length fails in fetch itself either way.
  const encoding = res.headers.get('content-encoding')?.trim().toLowerCase() ?? '';
  const total = encoding === '' || encoding === 'identity' ? Number(res.headers.get('content-length')) || null : null;
  const tmp = `${paths.data}.part`;
  const hash = createHash('sha256');
  let size = 0;
  const counted = async function* (body: AsyncIterable<Uint8Array>) {
    for await (const chunk of body) {
      idle.touch();
      hash.update(chunk);
      size += chunk.length;
      opts.onBytes?.(size, total);
      yield chunk;
    }
  };
  const sink = createWriteStream(tmp);
  let writeError: Error | null = null;
  // The file system's own error (it names its call: open, write); pipeline also destroys the sink
  // with the transfer's error when the server breaks off, which is no fault of the cache's.
  sink.on('error', (err) => { if (FILE_CALLS.has((err as NodeJS.ErrnoException).syscall ?? '')) writeError ??= err; });
  try {
    await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>), counted, sink);
  } catch (err) {
    await rm(tmp, { force: true });
    if (writeError !== null) throw new Error(cacheWriteFailure(opts.url, opts.cacheDir, tmp, writeError, `after ${size} bytes`));
    throw new Error(`download of ${opts.url} broke off after ${size}${total !== null ? ` of ${total}` : ''} bytes: ${fetchFailureReason(err)}`);
  }
  if (total !== null && size !== total) {
    await rm(tmp, { force: true });
    throw new Error(`download of ${opts.url} is truncated: ${size} of ${total} bytes`);
  }
  const lastModified = res.headers.get('last-modified');
  const next: CacheMeta = {
    url: opts.url, etag: res.headers.get('etag'), lastModified, sha256: hash.digest('hex'), size, fetchedAt: new Date().toISOString(),
    ...(opts.source ? { source: opts.source } : {}),
  };
  try {
    await rename(tmp, paths.data);
    await writeFile(paths.meta, JSON.stringify(next, null, 2));
  } catch (err) {
    // The file's record must not describe another file: without one, the next run downloads it whole.
    await Promise.all([rm(tmp, { force: true }), rm(paths.meta, { force: true })]);
    throw new Error(cacheWriteFailure(opts.url, opts.cacheDir, (err as NodeJS.ErrnoException).path ?? paths.meta, err as Error, 'once received'));
  }
  return { path: paths.data, url: opts.url, sha256: next.sha256, size, lastModified: toDate(lastModified), fromCache: false };
}

/**
 * Downloads every file of a source (each address of a file published once per period), into the
 * cache. A file without an address, or whose download fails, is a warning when optional and
 * fails the source otherwise (the error names the file and where it was looked up).
 */
export async function downloadSourceFiles(opts: {
  def: SourceDefinition; cacheDir: string; fetch: typeof fetch; progress: Progress;
  report: Pick<SourceReport, 'files' | 'warnings' | 'notes'>;
  /** IMPORT_IDLE_TIMEOUT, as the import options carry it. */
  idleTimeoutMs: number;
  /** The command's time (ImportOptions.now): whether a file not published is yet expected to be (SourceFile.usuallyPublishedFrom). */
  now?: Date;
}): Promise<LocatedFile[]> {
  const { def, report, progress, idleTimeoutMs } = opts;
  const resolution = await resolveUrls(def, opts.fetch, idleTimeoutMs);
  if (resolution.warning) report.warnings.push(resolution.warning);
  const found: LocatedFile[] = [];
  /** The cache files of this run's addresses: the source's others are pruned once every file is fetched. */
  const used = new Set<string>();
  const fileReport = (name: string, f: LocatedFile | null, location: string | null): FileReport =>
    ({ name, location: f ? f.displayName : location, checksum: f?.checksum ?? null, bytes: f?.size ?? null, rows: null, found: f !== null });
  // An optional file is one the publisher may not publish. One it serves whose download failed (a
  // transfer broken off, a server error) is no absent file: read without it, lv.members published
  // its holdings without their joint owners, and fi.ytj, both of whose files are optional, was
  // skipped as having none, a group's scheduled import exiting 0 with the register as it was.
  const skipOrFail = (file: SourceFile, message: string, absent: boolean) => {
    if (!file.optional) throw new Error(message);
    if (!absent) {
      throw new Error(`${message}; ${file.name} is optional only where the publisher does not publish it (HTTP 404, or no address found), `
        + 'and the source is not read without a file the publisher serves');
    }
    // Before the month its publisher usually publishes it from, a file not published is expected.
    if (notPublishedYet(file, now)) {
      notYet.push({ name: file.name, message, from: file.usuallyPublishedFrom! });
      return;
    }
    skipped.push({ name: file.name, message });
  };
  // Told in one line once every file is fetched (optional-missing.ts).
  const skipped: Array<{ name: string; message: string }> = [];
  const notYet: Array<{ name: string; message: string; from: string }> = [];
  const now = opts.now ?? new Date();
  for (const file of def.files) {
    const addresses = resolution.urls.get(file.name) ?? [];
    if (addresses.length === 0) {
      report.files.push(fileReport(file.name, null, null));
      skipOrFail(file, `no download address for ${file.name}: ${resolution.missing.get(file.name) ?? 'none found'}`, true);
      continue;
    }
    for (const address of addresses) {
      try {
        progress.file(def.id, `download ${address.name}`, null);
        const dl = await downloadToCache({
          url: address.url, fileName: address.name, cacheDir: opts.cacheDir, fetch: opts.fetch, idleTimeoutMs, source: def.id,
          onBytes: (bytes) => progress.advance(bytes, 0),
        });
        progress.done();
        used.add(dl.path);
        const f = await describeFile(file, dl.path, address.name, dl.url, dl.lastModified, dl.sha256);
        if (!f) throw new Error(`${address.url} is a zip without ${file.name}`);
        report.files.push(fileReport(file.name, f, dl.url));
        found.push(f);
        // The lookup answered but named no such file: the publisher may have renamed or moved it,
        // and the definition's address may still serve an older copy. Said, not left to chance.
        if (address.via === 'definition' && address.note) {
          report.warnings.push(`${file.name} is ${address.note}; it was downloaded from the address in the source definition, ${address.url}, which may serve an older copy`);
        }
      } catch (err) {
        progress.done();
        report.files.push(fileReport(file.name, null, address.url));
        skipOrFail(file, `${(err as Error).message}${address.note ? ` (${address.note})` : ''}`, err instanceof FileNotPublished);
      }
    }
  }
  const skippedLine = optionalNotPublished(toldMissing(skipped, def.files, found));
  if (skippedLine !== null) report.warnings.push(skippedLine);
  const notYetLine = optionalNotYetPublished(toldMissing(notYet, def.files, found));
  if (notYetLine !== null) report.notes.push(notYetLine);
  await pruneCache(opts.cacheDir, def.id, used);
  return found;
}

/**
 * Drops the ETag and Last-Modified the cache records of the downloads a failed source read: the
 * next run downloads each whole. Kept, the next run asked for
 * them conditionally, the publisher answered 304, and the same file was read again: a download
 * the transfer's checks let through damaged (an answer without a length, cut short), an error
 * page answered with 200, failed every run until the publisher changed the file, where each
 * message said to download it again, which running the import again did not do.
 */
export async function forgetValidators(files: LocatedFile[]): Promise<void> {
  const downloaded = new Set(files.filter((f) => f.url !== null).map((f) => f.path));
  for (const path of downloaded) {
    const metaPath = `${path}.json`;
    const meta = await readCacheMeta(metaPath);
    // No record, or one unreadable: the next run downloads the file whole either way.
    if (meta === null) await rm(metaPath, { force: true });
    else await writeFile(metaPath, JSON.stringify({ ...meta, etag: null, lastModified: null }, null, 2));
  }
}

/**
 * Removes the files this source downloaded from addresses it no longer reads. Each address keeps
 * its own cache file, and the addresses move: data.gov.lv gives a replaced file a new resource
 * address, RIK names each month's annual reports by their cut-off day, EMTA's links change; every
 * former file stayed, the cache growing by each release (hundreds of MB a month at national size).
 * Only files recorded as this source's are removed (a file of another source, or one downloaded
 * before the source was recorded, stays), and only after a run that fetched every file it needs.
 */
async function pruneCache(cacheDir: string, source: string, used: Set<string>): Promise<void> {
  let names: string[];
  try { names = await readdir(cacheDir); } catch { return; }
  for (const name of names) {
    if (!/^[0-9a-f]{16}-.+\.json$/.test(name)) continue;
    const data = join(cacheDir, name.slice(0, -'.json'.length));
    if (used.has(data)) continue;
    const meta = await readCacheMeta(join(cacheDir, name));
    if (meta === null || meta.source !== source) continue;
    await Promise.all([rm(data, { force: true }), rm(join(cacheDir, name), { force: true })]);
  }
}

/** A cache file's name: the address's hash, then the file's name (cachePaths); other files there are not the cache's. */
const CACHE_NAME = /^[0-9a-f]{16}-./;

/**
 * Removes what no source will read again from the download cache, once a command's downloads are
 * done: the `.part` of a download an earlier run left when it was stopped (Ctrl-C, a killed job),
 * and the files whose record names no source the service has (a source since renamed or dropped),
 * or that have no record (downloaded before sources were recorded, or whose record was never
 * written). pruneCache removes only the files of the source run, by their record: these stayed,
 * a stopped national download leaving hundreds of MB at each try. Only files last written before
 * `startedAt` go, so a download another command is making into the same folder is left alone.
 * Returns the files removed and their bytes.
 */
export async function pruneLeftovers(cacheDir: string, o: { startedAt: Date; sources: ReadonlySet<string> }): Promise<{ files: number; bytes: number }> {
  let names: string[];
  try { names = await readdir(cacheDir); } catch { return { files: 0, bytes: 0 }; }
  const present = new Set(names);
  const removed = { files: 0, bytes: 0 };
  const removeIfOld = async (name: string) => {
    const path = join(cacheDir, name);
    const st = await stat(path).catch(() => null);
    if (st === null || !st.isFile() || st.mtimeMs >= o.startedAt.getTime()) return;
    await rm(path, { force: true });
    removed.files += 1;
    removed.bytes += st.size;
  };
  for (const name of names) {
    if (!CACHE_NAME.test(name)) continue;
    if (name.endsWith('.part')) { await removeIfOld(name); continue; }
    if (name.endsWith('.json')) {
      if (!present.has(name.slice(0, -'.json'.length))) await removeIfOld(name);
      continue;
    }
    const meta = present.has(`${name}.json`) ? await readCacheMeta(join(cacheDir, `${name}.json`)) : null;
    if (meta?.source !== undefined && o.sources.has(meta.source)) continue;
    await removeIfOld(name);
    if (present.has(`${name}.json`)) await removeIfOld(`${name}.json`);
  }
  return removed;
}
