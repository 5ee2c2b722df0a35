// An operator re-running an old download (or --from last week's folder) published it: a file
// stating an older day than the one published differs in checksum, so it was imported and served
// as the register was then, the command exiting 0. A file that states its own day older than the
// published one now fails, naming both days and --allow-older. Written from the FID list's
// documented element names (as test/fixtures/sanctions/lists/LV_national_v2.xml is).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fidSource, FID_FILE } from '../../../src/importers/sanctions/lv-fid.ts';
import { query, runImport, sourceReport } from './helpers.ts';

/** The list of `day` (dd.mm.yyyy.), naming the given entities. */
const list = (day: string, names: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<fid:Saraksts xmlns:fid="http://sankcijas.fid.gov.lv/national" generationDate="${day}">
${names.map((name, i) => `  <fid:Entity><fid:Id>LV-${i + 1}</fid:Id><fid:Type>jp</fid:Type><fid:Name><fid:WholeName>${name}</fid:WholeName></fid:Name></fid:Entity>`).join('\n')}
</fid:Saraksts>
`;

test('a list stating an older day than the one published fails, naming both days and --allow-older', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'older-file-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const run = async (text: string, allowOlder = false) => {
    writeFileSync(join(dir, FID_FILE), text);
    return sourceReport(await runImport({ databasePath: db, sources: [fidSource], fromDir: dir, allowOlder }), 'sanctions.lv');
  };
  const served = () => query<{ name: string }>(db, 'SELECT name FROM sanction_entries ORDER BY name').map((r) => r.name);

  // The list of the 24th adds SIA "Jauns"; the download of the 20th lacks it.
  assert.equal((await run(list('24.11.2026.', ['SIA "Vecs"', 'SIA "Jauns"']))).status, 'published');
  const old = await run(list('20.11.2026.', ['SIA "Vecs"']));
  assert.equal(old.status, 'failed');
  assert.equal(old.message, `${FID_FILE}: the files are of 2026-11-20, older than those sanctions.lv published (of 2026-11-24), `
    + 'which would be served as the register was then: an old download? (pass --allow-older if it is meant); nothing was changed');
  assert.deepEqual(served(), ['SIA "Jauns"', 'SIA "Vecs"'], 'the newer list stays served');

  // The next day's list publishes, and so does an older one the operator means.
  assert.equal((await run(list('25.11.2026.', ['SIA "Vecs"', 'SIA "Jauns"', 'SIA "Trešais"']))).status, 'published');
  assert.equal((await run(list('20.11.2026.', ['SIA "Vecs"']), true)).status, 'published');
  assert.deepEqual(served(), ['SIA "Vecs"']);
});
