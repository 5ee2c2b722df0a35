// Where the demo dataset is to be built must be a directory the process can write to, checked
// before anything is generated. Node's recursive mkdir reports a read-only file system as ENOENT
// ("no such file or directory, mkdir '<path>.building-files'"), which names neither the store
// nor the cause: a stdio client started in `/` with the default relative DATABASE_PATH met it.
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The nearest directory of `dir` (itself included) that exists: the one a mkdir writes into. */
function existingAncestor(dir: string): string {
  let current = dir;
  while (!existsSync(current) && dirname(current) !== current) current = dirname(current);
  return current;
}

/** Throws, naming the store's absolute path and the directory that cannot be written, when it cannot be built. */
export function assertDemoCanBeBuilt(databasePath: string): void {
  const path = resolve(databasePath);
  const target = existingAncestor(dirname(path));
  try {
    accessSync(target, constants.W_OK);
  } catch (err) {
    const { code } = err as NodeJS.ErrnoException;
    const why = code === 'EROFS' ? 'a read-only file system' : code === 'EACCES' ? 'no write permission' : code;
    throw new Error(`DATABASE_PATH=${databasePath} does not exist and the demo dataset cannot be built at ${path}: `
      + `${target} cannot be written (${why}). Set DATABASE_PATH to the absolute path of a store, or of a file to be `
      + 'built in a writable directory');
  }
}
