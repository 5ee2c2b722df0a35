// `--from DIR`: a source file is found by its official name (or an alias), as `<name>.zip`, or
// as a member of any zip in the folder. A file with a namePattern (one file per period) is
// every matching file or zip member. Files not found are reported, never guessed.
import { readdir, stat } from 'node:fs/promises';
import { createReadStream, existsSync, lstatSync, statSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { join } from 'node:path';
import type { SourceDefinition, SourceFile } from '../source.ts';
import { listZip, memberBaseName, type ZipMember } from '../readers/zip.ts';
import { describeFile, nameMatches, namesOf, type LocatedFile } from './files.ts';
import { endless } from './report.ts';

export interface FolderIndex {
  dir: string;
  files: string[];
  zips: Map<string, ZipMember[]>;
  /** Zips whose members could not be listed (cut short, damaged), with why: a file may be in one. */
  unreadableZips: Map<string, string>;
}

/** Lists the folder and the members of its zips once per command. */
export async function indexFolder(dir: string): Promise<FolderIndex> {
  const zips = new Map<string, ZipMember[]>();
  const unreadableZips = new Map<string, string>();
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const e of entries) {
    // A symbolic link to a file (a download folder that links each period's file in) is that
    // file; a dangling link is not one.
    if (e.isFile() || (e.isSymbolicLink() && await isFileBehind(join(dir, e.name)))) files.push(e.name);
  }
  files.sort();
  for (const name of files) {
    if (!name.toLowerCase().endsWith('.zip')) continue;
    try { zips.set(name, await listZip(join(dir, name))); } catch (err) { unreadableZips.set(name, (err as Error).message); }
  }
  return { dir, files, zips, unreadableZips };
}

export async function locateInFolder(folder: FolderIndex, def: SourceFile): Promise<LocatedFile[]> {
  for (const name of namesOf(def)) {
    const plain = join(folder.dir, name);
    if (isNoFolder(plain)) {
      const located = await describeFile(def, plain, name, null, null);
      if (located) {
        await refuseDifferingCopies(folder, def, name, located);
        return [located];
      }
      // A name that is a zip's (YTJ's all_companies.zip) is told with what it holds by zipWithoutMember.
      if (name.toLowerCase().endsWith('.zip')) return [];
      // A zip saved under the file's own name holding other files: the source was skipped as
      // `not in DIR: sdn.csv`, the file sitting there, and told to rename it in another case.
      const members = (await listZip(plain)).map((m) => m.name);
      throw new Error(`${plain} is a zip archive holding ${shownMembers(members)}, none of them named ${name}: `
        + `unpack the one that is ${def.name} and put it in its place`);
    }
    if (isNoFolder(`${plain}.zip`)) return present(await describeFile(def, `${plain}.zip`, `${name}.zip`, null, null));
  }
  const found = await locateByPatternOrZip(folder, def);
  if (found.length > 0) return found;
  const folderInPlace = namesOf(def).flatMap((name) => [join(folder.dir, name), join(folder.dir, `${name}.zip`)]).find(isFolder);
  if (folderInPlace !== undefined) {
    throw new Error(`${folderInPlace} is a folder, not the file ${def.name}: put the file itself there, or give --from the folder that holds it`);
  }
  return [];
}

/**
 * The file is read as itself where the folder holds it unpacked, before any zip. A zip there that
 * holds it too (yesterday's unpacked copy beside today's download, or the reverse) with other
 * bytes makes the folder say two things: the plain copy was read without a word, whichever is the
 * register's current file, and a stale one published (or reported unchanged). A zip of the same
 * bytes (a zip unpacked where it lies) is the same file.
 */
async function refuseDifferingCopies(folder: FolderIndex, def: SourceFile, name: string, plain: LocatedFile): Promise<void> {
  const names = new Set(namesOf(def).map((n) => n.toLowerCase()));
  let plainCrc: number | null = null;
  for (const [zipName, members] of folder.zips) {
    for (const m of members) {
      if (!names.has(memberBaseName(m.name).toLowerCase())) continue;
      if (m.size === plain.size) {
        plainCrc ??= await fileCrc32(plain.path);
        if (plainCrc === m.crc32) continue;
      }
      throw new Error(`${folder.dir} holds ${def.name} twice, with other bytes: ${name} (${plain.size} bytes, modified ${modified(plain.path)}) `
        + `and ${zipName}:${m.name} (${m.size} bytes); the folder does not say which is the register's current file: `
        + 'keep the one to import there and move the other away');
    }
  }
}

async function fileCrc32(path: string): Promise<number> {
  let crc = 0;
  for await (const chunk of createReadStream(path)) crc = crc32(chunk as Buffer, crc);
  return crc;
}

const modified = (path: string): string => statSync(path).mtime.toISOString().slice(0, 16).replace('T', ' ');

/**
 * A folder named as the file (`register.csv/`, an archive unpacked into a folder of its name) is
 * not the file: read, it failed the source with Node's words alone (`EISDIR: illegal operation
 * on a directory, read`), naming no path. Anything else there (a file, a link to one, a pipe) is.
 */
function isFolder(path: string): boolean {
  try { return statSync(path).isDirectory(); } catch { return false; }
}

/**
 * Something other than a folder is there: a file, or a link, even one leading nowhere or round a
 * loop (told as such when opened, where it was a file not in the folder at all).
 */
const isNoFolder = (path: string): boolean => (existsSync(path) || isLink(path)) && !isFolder(path);

function isLink(path: string): boolean {
  try { return lstatSync(path).isSymbolicLink(); } catch { return false; }
}

async function locateByPatternOrZip(folder: FolderIndex, def: SourceFile): Promise<LocatedFile[]> {
  if (def.namePattern) {
    const out: LocatedFile[] = [];
    for (const name of folder.files) {
      if (!def.namePattern.test(name) && !(name.toLowerCase().endsWith('.zip') && def.namePattern.test(name.slice(0, -4)))) continue;
      const f = await describeFile(def, join(folder.dir, name), name, null, null);
      if (f) out.push(f);
    }
    for (const [zipName, members] of folder.zips) {
      if (def.namePattern.test(zipName) || def.namePattern.test(zipName.slice(0, -4))) continue; // taken whole above
      for (const m of members) {
        if (!def.namePattern.test(memberBaseName(m.name))) continue;
        out.push({
          def, displayName: `${zipName}:${m.name}`, path: join(folder.dir, zipName), member: m.name, size: m.size,
          checksum: `zip-member:${m.crc32.toString(16)}:${m.size}`, url: null, asOf: null,
        });
      }
    }
    if (out.length > 0) return out;
  }
  for (const [zipName, members] of folder.zips) {
    const member = members.find((m) => nameMatches(def, memberBaseName(m.name)));
    if (!member) continue;
    const located = await describeFile(def, join(folder.dir, zipName), zipName, null, null);
    if (located) return [located];
  }
  return [];
}

const present = (f: LocatedFile | null): LocatedFile[] => (f ? [f] : []);

async function isFileBehind(path: string): Promise<boolean> {
  try { return (await stat(path)).isFile(); } catch { return false; }
}

/**
 * Why a file was not found although a zip named after it is in the folder (`register.csv.zip`
 * whose member was renamed, or one of several): what that zip holds. Null when there is none.
 */
export function zipWithoutMember(folder: FolderIndex, def: SourceFile): string | null {
  for (const name of namesOf(def)) {
    const members = folder.zips.get(`${name}.zip`);
    if (!members) continue;
    return `${name}.zip holds ${shownMembers(members.map((m) => m.name))}, none of them ${name}`;
  }
  return null;
}

/** Up to five of a zip's members by name, `no file` when it holds none. */
function shownMembers(names: string[]): string {
  if (names.length === 0) return 'no file';
  return names.slice(0, 5).join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');
}

/**
 * Why a file not found may still be in the folder: the zips whose members could not be listed
 * (a download cut short), each with the reason; null when every zip could be read. Without it
 * the source was skipped as "not in DIR", which sent an operator looking for a misnamed file.
 */
export function unreadableZipsOf(folder: FolderIndex): string | null {
  if (folder.unreadableZips.size === 0) return null;
  return [...folder.unreadableZips.values()].map(endless).join('; ');
}

/** Packed forms an operator may leave a file in, of which only a zip is read. */
const UNREAD_PACKINGS = ['.gz', '.bz2', '.xz', '.zst', '.7z', '.rar', '.tar', '.tar.gz', '.tgz'];

/** The endings browsers give a download still running or stopped (Firefox, Chrome, Safari, others). */
const UNFINISHED_DOWNLOADS = ['.part', '.crdownload', '.download', '.partial'];

/**
 * Endings of files that go beside a file rather than hold it: a checksum or signature published
 * with it (`register.csv.sha256`, `.asc`), a download or write not finished (`.part`, `.tmp`).
 * Their names hold the file's, but none is a copy to rename.
 */
const BESIDE_A_FILE = ['.sha256', '.sha512', '.sha1', '.md5', '.asc', '.sig', '.tmp', ...UNFINISHED_DOWNLOADS];

/** `register (1).csv` or `register(2).csv`: a browser's name for a file downloaded again beside the first. */
function isRepeatDownloadOf(file: string, name: string): boolean {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const rest = file.startsWith(stem) && file.endsWith(ext) ? file.slice(stem.length, file.length - ext.length) : null;
  return rest !== null && /^ ?\(\d{1,3}\)$/.test(rest);
}

/**
 * A day's stamp added to a name: a date of at least a year and its month (`2026-11-25`,
 * `2026_11`, `20261125`, `25.11.2026`), perhaps with a time of day and a browser's repeat number
 * (`register_2026-11-25 (1).csv`). A year alone is no such stamp: it is how a file of that year is
 * named (JAR_FA_RODIKLIAI_PLNA_2024.csv, tasutud_maksud_2024_I_kvartal.csv), and `register
 * 2024.csv` kept in a download folder is a year's copy, no copy of today's file to rename.
 */
const YEAR = '(?:19|20)\\d\\d';
const MONTH = '(?:0[1-9]|1[0-2])';
const DAY = '(?:0[1-9]|[12]\\d|3[01])';
const DAY_STAMP = new RegExp(`^[-_. ]?(?:${YEAR}([-_.]?)${MONTH}(?:\\1${DAY})?|${DAY}([-_.])${MONTH}\\2${YEAR})`
  + '(?:[T_ -]?(?:[01]\\d|2[0-3])[-.:h]?[0-5]\\d(?:[-.:]?[0-5]\\d)?)?(?: ?\\(\\d{1,3}\\))?$', 'i');

/**
 * The form of the name (`register.csv`, or `register.csv.zip`) that a file's name is with a day's
 * stamp between its stem and its ending, as a download saved with its date is named
 * (`register_2026-11-25.csv`, `Register-2026-11.csv`, `register_2026-11.csv.zip`); null when it is
 * not. Letter case aside, the stem and ending are the name's own.
 */
function datedFormOf(file: string, name: string): string | null {
  const seen = file.toLowerCase();
  return [name, `${name}.zip`].find((form) => {
    const lower = form.toLowerCase();
    const dot = lower.indexOf('.', 1);
    const [stem, ext] = dot > 0 ? [lower.slice(0, dot), lower.slice(dot)] : [lower, ''];
    if (!seen.startsWith(stem) || !seen.endsWith(ext) || seen.length <= stem.length + ext.length) return false;
    return DAY_STAMP.test(seen.slice(stem.length, seen.length - ext.length));
  }) ?? null;
}

/**
 * Where a file not found may be under another name: a file of the folder, or a member of one of
 * its zips (`ofac.zip` holding `ofac_sdn.csv`), told with what to do with it there.
 */
interface Candidate { name: string; zip: string | null }

function candidatesOf(folder: FolderIndex): Candidate[] {
  const members = [...folder.zips].flatMap(([zip, list]) => list.map((m) => ({ name: memberBaseName(m.name), zip })));
  return [...folder.files.map((name) => ({ name, zip: null })), ...members];
}

/**
 * Files of the folder, and members of its zips, that are a file not found under a name it is not
 * looked for by, each with what to do: the same name in another letter case (`Register.csv`, saved
 * so by another system; names are matched exactly), packed as no zip (`register.csv.gz`), a
 * browser's download unfinished (`register.csv.crdownload`) or repeated (`register (1).csv`), the
 * name with a date added (`register_2026-11-25.csv`; not a year alone, DAY_STAMP), or a name
 * holding the file's (`ofac_sdn.csv`). Without it the source was skipped as not in the
 * folder with the file sitting there, and a group's import exited 0; a zip's member so named was
 * passed over without a word where the same file beside the zip was named. A checksum, signature
 * or unfinished write beside it (`register.csv.sha256`) is no copy of it.
 */
export function nearNamesOf(folder: FolderIndex, def: SourceFile, isExpected: (file: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const held = new Set<string>();
  // A zip told as a dated copy (`register_2026-11.csv.zip`), whose member is dated alike: renamed,
  // it is read whatever its one member's name, so the member is not told a second time.
  const datedZips = new Set<string>();
  // A file named as the file (under any of its names) is the file itself, never told as a copy of it under another.
  const own = new Set(namesOf(def).flatMap((n) => [n, `${n}.zip`]));
  const candidates = candidatesOf(folder).filter((c) => !(c.zip === null && own.has(c.name)));
  for (const name of namesOf(def)) {
    const lower = name.toLowerCase();
    for (const { name: file, zip } of candidates) {
      const seen = file.toLowerCase();
      // A member is named with its zip, and is unpacked (or renamed in the zip) rather than renamed.
      const shown = zip === null ? file : `${file} in ${zip}`;
      const renameIt = (to: string) => (zip === null ? `rename it ${to}` : `unpack it as ${to}, or rename it so in the zip`);
      if (zip === null && (file === name || file === `${name}.zip`)) continue;
      if (zip !== null && file === name) continue;
      if (seen === lower || (zip === null && seen === `${lower}.zip`)) {
        out.push(`${shown}, whose name differs in letter case (names are matched exactly: ${renameIt(seen === lower ? name : `${name}.zip`)})`);
      } else if (UNREAD_PACKINGS.some((ext) => seen === `${lower}${ext}`)) {
        out.push(`${shown}, packed in a form not read (only zip archives are: unpack it as ${name}${zip === null ? `, or zip it as ${name}.zip` : ''})`);
      } else if (zip === null && UNFINISHED_DOWNLOADS.some((ext) => seen === `${lower}${ext}`)) {
        out.push(`${file}, a browser's download not finished (let it finish, or download the file again, as ${name})`);
      } else if (isRepeatDownloadOf(file, name)) {
        // (A zip under any name is read already: its member is found by its own name.)
        out.push(`${shown}, the name a browser gives a file downloaded again (${renameIt(name)})`);
      } else if (datedFormOf(file, name) !== null && !isExpected(file) && !held.has(shown) && !(zip !== null && datedZips.has(zip))) {
        // (A name another source file is published under is that file, as below.)
        held.add(shown);
        if (zip === null && seen.endsWith('.zip')) datedZips.add(file);
        const form = zip === null ? datedFormOf(file, name)! : name;
        out.push(`${shown}, which looks like ${form} with a date added (the import reads ${form}: ${renameIt(form)})`);
      } else if (seen.includes(lower) && !BESIDE_A_FILE.some((ext) => seen.endsWith(ext)) && !isExpected(file) && !held.has(shown)) {
        // A copy named with a prefix or suffix (the shared samples' ofac_sdn.csv, eu_fsf_….xml):
        // a file whose own name another source file is published under (all_companies.json,
        // holding companies.json) is that file, not a copy of this one.
        held.add(shown);
        out.push(`${shown}, whose name holds ${name} (files are found by their name alone${zip === null ? '' : ', in a zip as in the folder'}: if it is that file, ${renameIt(def.name)})`);
      }
    }
  }
  return out;
}

/**
 * Whether a file's name is one some known source's file is published under (its names, any
 * letter case, or its namePattern, with or without .zip): such a file is that file, never told
 * as a misnamed copy of another whose name it holds.
 */
export function expectedNameOf(sources: SourceDefinition[]): (file: string) => boolean {
  const files = sources.flatMap((s) => s.files);
  const names = new Set(files.flatMap((f) => namesOf(f).map((n) => n.toLowerCase())));
  const patterns = files.map((f) => f.namePattern).filter((p): p is RegExp => p !== undefined);
  return (file) => {
    const bare = file.toLowerCase().endsWith('.zip') ? file.slice(0, -4) : file;
    return [file, bare].some((n) => names.has(n.toLowerCase()) || patterns.some((p) => p.test(n)));
  };
}
