// A folder of a test's own under the system's temporary folder, removed with all it holds after
// the test, with an empty `files` folder in it for the files the test writes for an import to read
// (--from DIR), its store beside them. Import tests of the three Baltic countries wrote these four
// lines out again in eleven places.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempFiles {
  /** The test's own folder: the place for its store. */
  root: string;
  /** `files` inside it, empty. */
  files: string;
}

export function tempFilesFolder(t: { after(fn: () => unknown): void }, prefix: string): TempFiles {
  const root = mkdtempSync(join(tmpdir(), prefix));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files = join(root, 'files');
  mkdirSync(files);
  return { root, files };
}
