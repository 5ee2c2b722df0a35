// `--from DIR` naming a folder the import may not list failed once the import began, in Node's
// words with a stack trace (`import failed: Error: EACCES: permission denied, scandir '…'`), and a
// link looping to itself as "no such folder". Both are now refused up front saying what to do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parseImportArgs } from '../../../src/cli/import-args.ts';

function scratchDir(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'from-folder-unreadable-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('a folder the import may not list is refused naming it and what to do', (t) => {
  if (process.getuid?.() === 0) {
    t.skip('running as root, whom chmod 000 does not deny listing');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'from-folder-unreadable-'));
  // Given back its mode before it is removed (the hooks run in the order added).
  t.after(() => chmodSync(dir, 0o755));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  chmodSync(dir, 0o000);
  assert.throws(() => parseImportArgs(['lv', '--from', dir]), {
    message: `--from ${dir}: the folder cannot be listed: the user the import runs as is not allowed to read it (or a folder on its way): `
      + 'give that user read access (chmod a+rx on the folder and those on its way), or run the import as the folder\'s owner (EACCES)',
  });
});

test('a link looping to itself is told as such, not as no such folder', (t) => {
  const link = join(scratchDir(t), 'files');
  symlinkSync('files', link);
  assert.throws(() => parseImportArgs(['lv', '--from', link]), {
    message: `--from ${link}: a link that leads round a loop of links, never to a folder: give the folder itself (ELOOP)`,
  });
});
