// Where the demo dataset is to be built must be a directory the process can write to, checked
// before anything is generated. Node's recursive mkdir reports a read-only file system as ENOENT
// ("no such file or directory, mkdir '<path>.building-files'"), which names neither the store
// nor the cause: a stdio client started in `/` with the default relative DATABASE_PATH met it.
import { resolve } from 'node:path';
import { storeLocationProblem } from '../store/writable-location.ts';

/** Throws, naming the store's absolute path and the directory that cannot be written, when it cannot be built. */
export function assertDemoCanBeBuilt(databasePath: string): void {
  const problem = storeLocationProblem(databasePath);
  if (problem === null) return;
  throw new Error(`DATABASE_PATH=${databasePath} does not exist and the demo dataset cannot be built at ${resolve(databasePath)}: `
    + `${problem}. Set DATABASE_PATH to the absolute path of a store, or of a file to be built in a writable directory`);
}
