// A register file whose text is damaged (a row in another encoding, a quote left open, a
// delimiter too many) fails the import with file, line and reason and leaves the served data
// as it was; a file wholly in the Baltic legacy encoding is imported with its letters right.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { dumpStore, query, runImport, sourceReport } from '../pipeline/helpers.ts';
import { cp1257 } from '../pipeline/legacy-bytes.ts';
import { importFixtures } from './fixture-import.ts';

const { s } = await importFixtures();
test.after(() => s.cleanup());
const registerPath = join(s.files, 'register.csv');
const original = readFileSync(registerPath, 'utf8');
const lines = original.split('\r\n');
const restore = () => writeFileSync(registerPath, original);

async function importRegister() {
  const def = sources.filter((d) => d.id === 'lv.register');
  return sourceReport(await runImport({ databasePath: s.db, sources: def, knownSources: sources, fromDir: s.files, now: new Date('2026-11-21T10:00:00Z') }), 'lv.register');
}

async function failsUnchanged(reason: RegExp) {
  const before = dumpStore(s.db);
  const r = await importRegister();
  assert.equal(r.status, 'failed');
  assert.match(r.message, reason);
  assert.match(r.message, /nothing was changed/);
  assert.equal(r.rowsWritten, 0);
  assert.deepEqual(dumpStore(s.db), before);
}

test('one row in cp1257 inside the UTF-8 register fails at its line; no name is served as mojibake', async (t) => {
  t.after(restore);
  const bytes = Buffer.concat([Buffer.from(lines.slice(0, 2).join('\r\n') + '\r\n', 'utf8'), cp1257(lines[2]! + '\r\n'),
    Buffer.from(lines.slice(3).join('\r\n'), 'utf8')]);
  writeFileSync(registerPath, bytes);
  await failsUnchanged(/register\.csv, line 3: not valid UTF-8; the file may be in another encoding/);
  assert.deepEqual(query(s.db, "SELECT regcode FROM companies WHERE country = 'LV' AND (address LIKE '%Ä%' OR address LIKE '%\ufffd%')"), []);
});

test('a register wholly in the Baltic legacy encoding (ISO-8859-13 letters) is imported as Rīga, not Rîga', async (t) => {
  t.after(restore);
  const before = query(s.db, "SELECT regcode, name, address FROM companies WHERE country = 'LV' ORDER BY regcode");
  writeFileSync(registerPath, cp1257(original.replace(/^\ufeff/, '')));
  const r = await importRegister();
  assert.equal(r.status, 'published', r.message);
  assert.deepEqual(query(s.db, "SELECT regcode, name, address FROM companies WHERE country = 'LV' ORDER BY regcode"), before);
  assert.ok(before.some((c) => String(c.address).includes('Rīga')));
});

test('a name missing its closing quote stops the file instead of swallowing the next row', async (t) => {
  t.after(restore);
  writeFileSync(registerPath, original.replace('"IK ""Beta"""', '"IK ""Beta""'));
  await failsUnchanged(/register\.csv, line \d+: malformed CSV: text after a closing quote .*the quoted field opened on line 3/);
});

test('a row with an extra delimiter is refused, not served with its columns shifted', async (t) => {
  t.after(restore);
  const shifted = [...lines];
  shifted[2] = shifted[2]!.replace(';K;Komercreģistrs;', ';K;;Komercreģistrs;');
  writeFileSync(registerPath, shifted.join('\r\n'));
  await failsUnchanged(/register\.csv, line 3: expected 21 fields as in the header, found 22: one field too many/);

  // The tester's row: 22 fields, the last one empty (a `;` more at the end of one line).
  shifted[2] = lines[2] + ';';
  writeFileSync(registerPath, shifted.join('\r\n'));
  await failsUnchanged(/register\.csv, line 3: expected 21 fields as in the header, found 22/);
});
