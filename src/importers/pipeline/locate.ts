// `--from DIR`: a source file is found by its official name (or an alias), as `<name>.zip`, or
// as a member of any zip in the folder. Files not found are reported, never guessed.
import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFile } from '../source.ts';
import { listZip, memberBaseName, type ZipMember } from '../readers/zip.ts';
import { describeFile, namesOf, type LocatedFile } from './files.ts';

export interface FolderIndex { dir: string; zips: Map<string, ZipMember[]> }

/** Lists the zips of a folder once per command. */
export async function indexFolder(dir: string): Promise<FolderIndex> {
  const zips = new Map<string, ZipMember[]>();
  const entries = await readdir(dir, { withFileTypes: true });
  for (const e of entries) {
    if (!e.isFile() || !e.name.toLowerCase().endsWith('.zip')) continue;
    try { zips.set(e.name, await listZip(join(dir, e.name))); } catch { /* not a readable zip: ignored */ }
  }
  return { dir, zips };
}

export async function locateInFolder(folder: FolderIndex, def: SourceFile): Promise<LocatedFile | null> {
  for (const name of namesOf(def)) {
    const plain = join(folder.dir, name);
    if (existsSync(plain)) return describeFile(def, plain, name, null, null);
    const zipped = join(folder.dir, `${name}.zip`);
    if (existsSync(zipped)) return describeFile(def, zipped, `${name}.zip`, null, null);
  }
  const names = namesOf(def);
  for (const [zipName, members] of [...folder.zips].sort(([a], [b]) => a.localeCompare(b))) {
    const member = members.find((m) => names.includes(memberBaseName(m.name)));
    if (!member) continue;
    const located = await describeFile(def, join(folder.dir, zipName), zipName, null, null);
    if (located) return located;
  }
  return null;
}
