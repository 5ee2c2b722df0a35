// Files several sources of a command read: UR's members.csv (lv.members' holdings, and the
// members lv.micro-enterprise links to the companies in the regime) and CSP's NACE.csv (lv.nace's
// classifier, and the activity descriptions of lv.taxes-paid). One source's checks catch what
// another's cannot: a members.csv holding its header alone fails lv.members (at least one row),
// while lv.micro-enterprise, which may have no row, would publish none and remove every link it
// served. So a file a source failed on holds back every other source of the command reading it:
// none of them publishes, each says which file failed in which source and why, and the source
// that failed names those its failure held back.
import type { LocatedFile } from './files.ts';
import { FileReadFailure } from './stage-source.ts';
import { AssertionFailure } from './assertions.ts';
import { endless, thenSay } from './report.ts';

/** A file a failed source implicates, with that source and its reason. */
export interface FailedFile {
  /** Where the file is read from (path, and member of a zip): the same file for every source. */
  where: string;
  file: string;
  source: string;
  reason: string;
}

const whereOf = (f: LocatedFile): string => `${f.path}\0${f.member ?? ''}`;

/**
 * The files a source's failure implicates: the one it could not read or map a row of
 * (FileReadFailure); those a failed check names as its own (AssertionFailure.files: the files of
 * the rows a reject rate judged with the lookups read for them, a main file that shrank on its
 * own), so lv.micro-enterprise failing on its VID file holds back no lv.members; else every file
 * it read, since a check judges the rows of them all and a lookup file empties or thins them as
 * well as the main file does (lv.micro-enterprise's rows are members.csv's members).
 */
export function failedFilesOf(source: string, files: LocatedFile[], err: unknown): FailedFile[] {
  const reason = endless((err as Error)?.message ?? String(err));
  const named = err instanceof AssertionFailure ? err.files : null;
  const implicated = err instanceof FileReadFailure ? [err.file]
    : named !== null ? files.filter((f) => named.includes(f.displayName)) : files;
  return implicated.map((f) => ({ where: whereOf(f), file: f.displayName, source, reason }));
}

/** The other sources' failures on files `source` reads too: by failed source, the files shared and its reason. */
function failuresShared(source: string, files: LocatedFile[], failed: FailedFile[]): Map<string, { files: string[]; reason: string }> {
  const mine = new Map(files.map((f) => [whereOf(f), f.displayName]));
  const bySource = new Map<string, { files: string[]; reason: string }>();
  for (const f of failed) {
    const name = mine.get(f.where);
    if (f.source === source || name === undefined) continue;
    const entry = bySource.get(f.source) ?? bySource.set(f.source, { files: [], reason: f.reason }).get(f.source)!;
    if (!entry.files.includes(name)) entry.files.push(name);
  }
  return bySource;
}

const itOrThem = (names: string[]) => (names.length > 1 ? 'them' : 'it');

/**
 * Why a source reading `files` must not publish: another source of the command failed on one of
 * them (`not published: members.csv failed in lv.members (…), and this source reads it too;
 * nothing was changed`), or null.
 */
export function heldBackBy(source: string, files: LocatedFile[], failed: FailedFile[]): string | null {
  const bySource = failuresShared(source, files, failed);
  if (bySource.size === 0) return null;
  const said = [...bySource].map(([other, { files: names, reason }]) =>
    `${names.join(', ')} failed in ${other} (${reason}), and this source reads ${itOrThem(names)} too`);
  return thenSay(`not published: ${said.join('; ')}`, 'nothing was changed');
}

/**
 * What each failed source says of the sources its failure held back, by failed source
 * (`held back with it: lv.taxes-paid, which reads NACE.csv too`): an operator reading the failure,
 * in the report or in the journal, learns that the other sources were not published because of
 * it, not only, in their own lines, the other way round.
 */
export function heldBackWith(held: Array<{ source: string; files: LocatedFile[] }>, failed: FailedFile[]): Map<string, string> {
  const byFailed = new Map<string, string[]>();
  for (const h of held) {
    for (const [other, { files: names }] of failuresShared(h.source, h.files, failed)) {
      const said = byFailed.get(other) ?? byFailed.set(other, []).get(other)!;
      said.push(`${h.source}, which reads ${names.join(', ')} too`);
    }
  }
  return new Map([...byFailed].map(([source, said]) => [source, `held back with it: ${said.join(', and ')}`]));
}
