// Bad input aborts its source with file, line and reason, and changes nothing that is served:
// a truncated file, a changed header, a wrong-format file, duplicate keys, too many rejects.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { dumpStore, query, runImport, sourceReport } from '../pipeline/helpers.ts';
import { importFixtures } from './fixture-import.ts';

const { s } = await importFixtures();
test.after(() => s.cleanup());
const pristine = (name: string) => readFileSync(join(s.files, name), 'utf8');
const originals = new Map(['register.csv', 'officers.csv', 'members.csv'].map((n) => [n, pristine(n)]));
const restore = () => { for (const [n, text] of originals) writeFileSync(join(s.files, n), text); };

async function importOnly(id: string) {
  const def = sources.filter((d) => d.id === id);
  return sourceReport(await runImport({ databasePath: s.db, sources: def, knownSources: sources, fromDir: s.files, now: new Date('2026-11-21T10:00:00Z') }), id);
}

test('a truncated register (cut inside a quoted field) fails with file and line, nothing changes', async (t) => {
  t.after(restore);
  const before = dumpStore(s.db);
  const text = originals.get('register.csv')!;
  writeFileSync(join(s.files, 'register.csv'), text.slice(0, text.indexOf('"SIA ""Vecais')) + '"SIA ""Vec');
  const r = await importOnly('lv.register');
  assert.equal(r.status, 'failed');
  assert.match(r.message, /register\.csv, line \d+: malformed CSV/);
  assert.match(r.message, /nothing was changed/);
  assert.deepEqual(dumpStore(s.db), before);
  const run = query<{ status: string; message: string }>(s.db, "SELECT status, message FROM import_runs WHERE source = 'lv.register' ORDER BY id DESC LIMIT 1")[0]!;
  assert.equal(run.status, 'failed');
  assert.match(run.message, /register\.csv/);
});

test('a row cut short at a line end fails naming the line', async (t) => {
  t.after(restore);
  const before = dumpStore(s.db);
  const lines = originals.get('officers.csv')!.split('\r\n');
  lines[3] = lines[3]!.split(';').slice(0, 6).join(';');
  writeFileSync(join(s.files, 'officers.csv'), lines.join('\r\n'));
  const r = await importOnly('lv.officers');
  assert.equal(r.status, 'failed');
  assert.match(r.message, /officers\.csv, line 4: expected 14 fields as in the header, found 6/);
  assert.deepEqual(dumpStore(s.db), before);
});

test('a changed header fails naming the missing column; an extra column is only reported', async (t) => {
  t.after(restore);
  const before = dumpStore(s.db);
  writeFileSync(join(s.files, 'register.csv'), originals.get('register.csv')!.replace('regcode;sepa', 'reg_code;sepa'));
  const r = await importOnly('lv.register');
  assert.equal(r.status, 'failed');
  assert.match(r.message, /register\.csv, line 1: missing required column regcode/);
  assert.deepEqual(dumpStore(s.db), before);

  const extra = originals.get('officers.csv')!.split('\r\n').map((l, i) => (l === '' ? l : `${l};${i === 0 ? 'new_column' : 'x'}`)).join('\r\n');
  writeFileSync(join(s.files, 'officers.csv'), extra);
  const ok = await importOnly('lv.officers');
  assert.equal(ok.status, 'published');
  assert.deepEqual(ok.unknownColumns, { 'officers.csv': ['new_column'] });
});

test('a wrong-format file (JSON where CSV belongs) fails, nothing changes', async (t) => {
  t.after(restore);
  const before = dumpStore(s.db);
  writeFileSync(join(s.files, 'members.csv'), '[{"at_legal_entity_registration_number": "40003000001"}]\n');
  const r = await importOnly('lv.members');
  assert.equal(r.status, 'failed');
  assert.match(r.message, /^members\.csv, line 1: the file is a JSON document \(it opens \[\{"at_legal_entity_registration_number": "40003000001"\}\]\), not the CSV file expected: /);
  assert.deepEqual(dumpStore(s.db), before);
});

test('a duplicate regcode in differing rows fails naming the second line', async (t) => {
  t.after(restore);
  const before = dumpStore(s.db);
  const lines = originals.get('register.csv')!.split('\r\n');
  writeFileSync(join(s.files, 'register.csv'), [...lines.slice(0, -1), lines[1]!.replace('Brīvības iela 1 - 2', 'Brīvības iela 3'), ''].join('\r\n'));
  const r = await importOnly('lv.register');
  assert.equal(r.status, 'failed');
  assert.match(r.message, /register\.csv:10: duplicate company key LV 40003000001 \(first at register\.csv:2\), the rows differing in address, addressStreet/);
  assert.deepEqual(dumpStore(s.db), before);
});

test('a register line repeated word for word is published once, its flag too, and warned', async (t) => {
  t.after(restore);
  const lines = originals.get('register.csv')!.split('\r\n');
  // In liquidation (a terminated day, no closed code): the line gives a flag beside the company.
  lines[5] = lines[5]!.replace(';2012-03-04;; ;', ';2012-03-04;2026-10-01; ;');
  writeFileSync(join(s.files, 'register.csv'), [...lines.slice(0, -1), lines[5]!, ''].join('\r\n'));
  const r = await importOnly('lv.register');
  assert.equal(r.status, 'published', r.message);
  assert.ok(r.warnings.includes('register.csv: 1 registration code listed more than once, one row of each kept (the rows alike in every value, '
    + 'the first read kept), 1 row dropped: e.g. LV 40003000005 kept register.csv:6, dropped register.csv:10'), r.warnings.join('\n'));
  const flags = query<{ n: number }>(s.db, "SELECT COUNT(*) AS n FROM compliance_flags WHERE regcode = '40003000005' AND source = 'lv.register'")[0]!;
  assert.equal(flags.n, 1);
});

test('too many rejected rows fail the source', async (t) => {
  t.after(restore);
  const before = dumpStore(s.db);
  const header = originals.get('members.csv')!.split('\r\n')[0]!;
  const rows = [header];
  for (let i = 0; i < 150; i++) {
    const name = i % 3 === 0 ? 'Ozola Anna' : '-';
    rows.push(`${1000 + i};u;40003000001;NATURAL_PERSON;${name};;;;1;1;EUR;2020-01-01;2020-01-01;2020-01-01 10:00:00.000`);
  }
  writeFileSync(join(s.files, 'members.csv'), rows.join('\n') + '\n');
  const r = await importOnly('lv.members');
  assert.equal(r.status, 'failed');
  assert.match(r.message, /members\.csv: 100 of 150 rows rejected \(66\.7%, limit 5\.0%\): junk name ×100 \(e\.g\. members\.csv:3, members\.csv:4, members\.csv:6\)/);
  assert.deepEqual(dumpStore(s.db), before);
});
