// A file of a few rows that lacks columns: one the source requires fails the source at the header,
// naming the file and the column, whatever the row count; one the source knows but does not require
// (register.csv's type, the legal form) used to publish without a word, every row without it, as
// the emptied-column check judges only files holding ten values or more and a first import not at
// all. The report now says which columns the header lacks. Written from register.csv's documented
// header (the real sample's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { registerSource } from '../../../src/importers/lv/register.ts';
import { query, runImport, sourceReport } from './helpers.ts';

const HEADER = ['regcode', 'sepa', 'name', 'name_before_quotes', 'name_in_quotes', 'name_after_quotes', 'without_quotes', 'regtype',
  'regtype_text', 'type', 'type_text', 'registered', 'terminated', 'closed', 'address', 'index', 'addressid', 'region', 'city', 'atvk',
  'reregistration_term'];
const ROWS = [
  ['40003000001', 'LV01ZZZ40003000001', 'SIA "Alfa"', 'SIA', 'Alfa', '', '0', 'K', 'Komercreģistrs', 'SIA', 'Sabiedrība ar ierobežotu atbildību',
    '2010-02-03', '', '', 'Rīga, Brīvības iela 1', '1010', '101', '0', '100003003', '0010000', ''],
  ['40003000002', 'LV01ZZZ40003000002', 'SIA "Beta"', 'SIA', 'Beta', '', '0', 'K', 'Komercreģistrs', 'SIA', 'Sabiedrība ar ierobežotu atbildību',
    '2011-03-04', '', '', 'Rīga, Brīvības iela 2', '1010', '102', '0', '100003003', '0010000', ''],
];

/** register.csv of the two rows without the columns named. */
function registerWithout(...dropped: string[]): string {
  const keep = HEADER.map((c, i) => (dropped.includes(c) ? -1 : i)).filter((i) => i >= 0);
  const line = (cells: string[]) => keep.map((i) => (cells[i]!.includes('"') ? `"${cells[i]!.replace(/"/g, '""')}"` : cells[i]!)).join(';');
  return [line(HEADER), ...ROWS.map(line), ''].join('\n');
}

async function importRegister(t: { after(fn: () => void): void }, text: string) {
  const dir = mkdtempSync(join(tmpdir(), 'small-file-columns-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'register.csv'), text);
  const db = join(dir, 'store.sqlite');
  const report = await runImport({ databasePath: db, sources: [registerSource], fromDir: dir, now: new Date('2026-11-21T06:00:00Z') });
  return { db, register: sourceReport(report, 'lv.register') };
}

test('a file of two rows without a required column fails, naming the file and the column', async (t) => {
  const { register } = await importRegister(t, registerWithout('registered'));
  assert.equal(register.status, 'failed');
  assert.match(register.message, /^register\.csv, line 1: missing required column registered \(header: regcode;sepa;name;/);
});

test('a file of two rows without columns the source knows publishes and says which the header lacks', async (t) => {
  const { db, register } = await importRegister(t, registerWithout('type', 'address'));
  assert.equal(register.status, 'published', register.message);
  assert.deepEqual(query(db, "SELECT regcode, address FROM companies WHERE country = 'LV' ORDER BY regcode"),
    [{ regcode: '40003000001', address: null }, { regcode: '40003000002', address: null }]);
  assert.deepEqual(register.warnings, ['register.csv: the header lacks type, address, columns the source knows: its rows are read without them (renamed or dropped?)']);
});

test('the whole documented header gives no such warning', async (t) => {
  const { register } = await importRegister(t, registerWithout());
  assert.equal(register.status, 'published', register.message);
  assert.deepEqual(register.warnings, []);
});

test('a column the file has never held is told once, not at every import of a file the later checks judge', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'small-file-columns-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  // Twelve rows: enough for the emptied-column check to judge a column the last publish held.
  const many = Array.from({ length: 12 }, (_, i) => {
    const regcode = `4000300${String(i + 1).padStart(4, '0')}`;
    return [regcode, `LV01ZZZ${regcode}`, `SIA "Firma ${i + 1}"`, 'SIA', `Firma ${i + 1}`, '', '0', 'K', 'Komercreģistrs', 'SIA',
      'Sabiedrība ar ierobežotu atbildību', '2010-02-03', '', '', `Rīga, Brīvības iela ${i + 1}`, '1010', String(200 + i), '0', '100003003', '0010000', ''];
  });
  const keep = HEADER.map((c, i) => (c === 'reregistration_term' ? -1 : i)).filter((i) => i >= 0);
  const line = (cells: string[]) => keep.map((i) => (cells[i]!.includes('"') ? `"${cells[i]!.replace(/"/g, '""')}"` : cells[i]!)).join(';');
  const importDay = async (day: string, text: string) => {
    writeFileSync(join(dir, 'register.csv'), text);
    const report = await runImport({ databasePath: db, sources: [registerSource], fromDir: dir, now: new Date(`${day}T06:00:00Z`), force: true });
    return sourceReport(report, 'lv.register');
  };
  const first = await importDay('2026-11-21', [line(HEADER), ...many.map(line), ''].join('\n'));
  assert.equal(first.status, 'published', first.message);
  assert.deepEqual(first.warnings, ['register.csv: the header lacks reregistration_term, a column the source knows: its rows are read without it (renamed or dropped?)']);
  const second = await importDay('2026-11-22', [line(HEADER), ...many.map(line), `${line(many[0]!)}`.replace('Firma 1"', 'Firma 1 Plus"').replace(/^40003000001/, '40003000099'), ''].join('\n'));
  assert.equal(second.status, 'published', second.message);
  assert.deepEqual(second.warnings.filter((w) => w.includes('the header lacks')), []);
});
