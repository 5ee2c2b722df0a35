// Where a source file's bytes come from once located or downloaded: a plain file or a member of
// a zip archive, with the checksum the pipeline compares against the last publish.
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { SourceFile } from '../source.ts';
import { registersToday } from '../../domain/dates.ts';
import { isZipFile, listZip, memberBaseName, openZipMember } from '../readers/zip.ts';
import { opening } from './unopenable-file.ts';

export interface LocatedFile {
  def: SourceFile;
  /**
   * How reports name it: `register.csv`, `lv.zip:register.csv` for a zip member, or `sdn.csv (a zip
   * holding sdn.csv)` for a zip saved under a name that is not a zip's (zippedUnder).
   */
  displayName: string;
  /**
   * The name the source's checksum was computed with where it differs from displayName (a zip
   * saved under a file's name, `sdn.csv:sdn.csv`): a re-import of the same files compares equal.
   */
  checksumName?: string;
  path: string;
  member: string | null;
  size: number;
  checksum: string;
  url: string | null;
  /** The date the file describes, the registers' day of a download's Last-Modified, else of the file's modification time. */
  asOf: string | null;
  /**
   * True when `asOf` is the publisher's own statement (a download's Last-Modified), false when it
   * is only the file's modification time, which a copy or a download without that header sets to
   * its own day (SourceFile.asOfLatest then dates the file by its rows).
   */
  asOfStated?: boolean;
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Names a file is published under, in the order a page's links and a folder's files are taken by:
 * the one whose header is confirmed first (SourceFile.confirmedName), then the official one.
 */
export function namesOf(def: SourceFile): string[] {
  const names = [def.name, ...(def.aliases ?? [])];
  const confirmed = def.confirmedName;
  return confirmed === undefined ? names : [confirmed, ...names.filter((n) => n !== confirmed)];
}

/** True when a (base) file name is one of the file's names or matches its namePattern. */
export function nameMatches(def: SourceFile, name: string): boolean {
  return namesOf(def).includes(name) || (def.namePattern?.test(name) ?? false);
}

/**
 * Describes a file on disk as a located source file. A zip is opened and the member with one of
 * the file's names is used (or its only member); a workbook (XLSX, a zip of its own) is the file.
 */
export async function describeFile(
  def: SourceFile, path: string, displayName: string, url: string | null, asOf: string | null, knownSha256?: string,
): Promise<LocatedFile | null> {
  return opening(path, () => describeOpened(def, path, displayName, url, asOf, knownSha256));
}

async function describeOpened(
  def: SourceFile, path: string, displayName: string, url: string | null, asOf: string | null, knownSha256?: string,
): Promise<LocatedFile | null> {
  const info = await stat(path);
  // The registers' day of the instant it was written, the day the service counts by: from 22:00
  // (21:00 in summer) UTC to midnight the UTC day is the day before.
  const day = asOf ?? registersToday(info.mtime);
  const asOfStated = asOf !== null;
  if (await isZipFile(path)) {
    const members = await listZip(path);
    // An XLSX workbook is itself a zip archive: read whole, not as a folder of members.
    if (def.format === 'xlsx' && members.some((m) => m.name === 'xl/workbook.xml')) {
      return { def, displayName, path, member: null, size: info.size, checksum: knownSha256 ?? await sha256File(path), url, asOf: day, asOfStated };
    }
    const member = members.find((m) => nameMatches(def, memberBaseName(m.name))) ?? (members.length === 1 ? members[0] : undefined);
    if (!member) return null;
    const named = zippedUnder(displayName, member.name);
    return {
      def, displayName: named ?? `${displayName}:${member.name}`, ...(named === null ? {} : { checksumName: `${displayName}:${member.name}` }),
      path, member: member.name, size: member.size,
      checksum: `zip-member:${member.crc32.toString(16)}:${member.size}`, url, asOf: day, asOfStated,
    };
  }
  return { def, displayName, path, member: null, size: info.size, checksum: knownSha256 ?? await sha256File(path), url, asOf: day, asOfStated };
}

/**
 * A zip saved under a name that is no zip's (`sdn.csv` holding sdn.csv, OFAC's `SDN.CSV` served
 * zipped): named `zip:member` with its lines after, it read `sdn.csv:sdn.csv:17`, the name twice
 * and no word of a zip. Said as what it is, `sdn.csv (a zip holding sdn.csv)`, its lines read
 * `…, line 17` (placeOf). Null for a name that is a zip's (`ur.zip:register.csv`).
 */
function zippedUnder(name: string, member: string): string | null {
  return name.toLowerCase().endsWith('.zip') ? null : `${name} (a zip holding ${member})`;
}

/**
 * Where a row is, as reports name it: `register.csv:12`, `ur.zip:register.csv:12`, or, after a
 * name in words (zippedUnder), `sdn.csv (a zip holding sdn.csv), line 17`; a file whose rows are
 * records, not lines, `all_companies.json record 10`.
 */
export function placeOf(file: string, line: number, unit: 'line' | 'record'): string {
  if (unit !== 'line') return `${file} ${unit} ${line}`;
  return file.endsWith(')') && file.includes(' (a zip holding ') ? `${file}, line ${line}` : `${file}:${line}`;
}

export async function openLocated(file: LocatedFile): Promise<Readable> {
  if (file.member) return opening(file.path, async () => (await openZipMember(file.path, file.member!)).stream);
  // Opened before streaming, so a file that cannot be opened fails here, in the operator's words,
  // not as the stream's first read.
  const handle = await opening(file.path, () => open(file.path, 'r'));
  return handle.createReadStream({ highWaterMark: 1 << 20 });
}

/** One checksum for a source: its files' checksums in file order. */
export function combinedChecksum(files: LocatedFile[]): string {
  if (files.length === 1) return files[0]!.checksum;
  const hash = createHash('sha256');
  for (const f of files) hash.update(`${f.def.name}:${f.checksumName ?? f.displayName}=${f.checksum}\n`);
  return hash.digest('hex');
}
