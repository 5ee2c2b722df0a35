// Whether a store can be written where DATABASE_PATH points, checked before anything is created:
// the import lock, SQLite's journal files and the demo's build folder all go in its directory.
// Node's own errors name neither the setting nor the cause: a directory that is a link to a
// volume not mounted read "ENOENT: no such file or directory, mkdir '/data'" (with a stack trace
// from npm run import), a DATABASE_PATH that names a directory read "unable to open database file".
import { accessSync, constants, existsSync, lstatSync, readlinkSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function cannotWrite(path: string): string | null {
  try {
    accessSync(path, constants.W_OK);
    return null;
  } catch (err) {
    const { code } = err as NodeJS.ErrnoException;
    const why = code === 'EROFS' ? 'a read-only file system' : code === 'EACCES' ? 'no write permission' : code;
    return `${path} cannot be written (${why})`;
  }
}

/** The entry itself, not what a link names; none where a directory on the way is a file (ENOTDIR), as statSync says. */
function linkEntry(path: string) {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw err;
  }
}

/** The nearest directory of `dir` (itself included) that exists, or why none can be written into. */
function nearestDirectory(dir: string): { dir: string } | { problem: string } {
  let current = dir;
  for (;;) {
    const entry = linkEntry(current);
    if (entry?.isSymbolicLink() && !existsSync(current)) {
      return { problem: `${current} is a symbolic link to ${readlinkSync(current)}, which does not exist (a volume not mounted?)` };
    }
    if (entry) {
      return statSync(current).isDirectory() ? { dir: current } : { problem: `${current} is not a directory` };
    }
    if (dirname(current) === current) return { dir: current };
    current = dirname(current);
  }
}

/**
 * Why a store cannot be created or written at `databasePath` (naming the absolute path at fault),
 * or null when it can: the path is a directory or a dangling link, a directory on the way is a
 * dangling link or a file, or the directory (or an existing store file) cannot be written.
 */
export function storeLocationProblem(databasePath: string): string | null {
  const path = resolve(databasePath);
  const itself = statSync(path, { throwIfNoEntry: false });
  // The store file itself a link to nothing (DATABASE_PATH a link to the store on a volume not
  // mounted): the demo builder would otherwise put its generated store in place of the link,
  // served from then on as if it were the volume's, and the link gone once the volume is back.
  if (!itself && linkEntry(path)?.isSymbolicLink()) {
    return `${path} is a symbolic link to ${readlinkSync(path)}, which does not exist (a volume not mounted?)`;
  }
  if (itself?.isDirectory()) return `${path} is a directory: name the store file in it (${join(path, 'registry.sqlite')})`;
  const found = nearestDirectory(dirname(path));
  if ('problem' in found) return found.problem;
  return cannotWrite(found.dir) ?? (itself ? cannotWrite(path) : null);
}

/**
 * Why files cannot be written into the directory `dir` (created when missing, as the download
 * cache is), or null when they can: it is a file, a directory on the way is a dangling link or a
 * file, or the nearest directory that exists cannot be written.
 */
export function directoryLocationProblem(dir: string): string | null {
  const found = nearestDirectory(resolve(dir));
  if ('problem' in found) return found.problem;
  return cannotWrite(found.dir);
}
