// /readyz described rowCount as "Rows the import wrote", while it counts the rows served since the
// source's last publish: those of the files read and those carried over from the publish before
// (an EE company whose rows were rejected kept as served, one absent from the dump kept as closed).
// An operator comparing it with the import report's `written` took a dump with rejected rows for a
// store holding more than it should.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sources as eeSources } from '../../src/importers/ee/index.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { runImport, sourceReport } from '../importers/pipeline/helpers.ts';
import { BASIC, basicFile, basicRow } from '../importers/ee/general-files.ts';
import { API, startTestApp } from './harness.ts';

const basic = eeSources.filter((s) => s.id === 'ee.basic').map((s) => ({ ...s, expectedRows: { min: 1, max: 100 }, maxRejectRate: 0.5 }));
const row = (code: string, name: string) => basicRow({
  nimi: name, ariregistri_kood: code, ettevotja_oiguslik_vorm: 'Osaühing', ettevotja_staatus: 'R',
  ettevotja_staatus_tekstina: 'Registrisse kantud', ettevotja_esmakande_kpv: '05.06.2016',
});
const code = (i: number) => String(14_000_000 + i);

test('/readyz rowCount counts the rows served, those carried over from the publish before included, and says so', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'readyz-row-count-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  const importRows = async (rows: string[], day: string) => {
    writeFileSync(join(dir, BASIC), basicFile(rows));
    const report = await runImport({ databasePath, sources: basic, fromDir: dir, now: new Date(`${day}T06:00:00Z`), allowShrink: true });
    return sourceReport(report, 'ee.basic');
  };
  assert.equal((await importRows(Array.from({ length: 5 }, (_, i) => row(code(i), `Näidis ${i} OÜ`)), '2026-11-20')).status, 'published');
  // Two rows lost their code's last digit: those companies are kept as they were served.
  const second = await importRows(Array.from({ length: 5 }, (_, i) => row(i < 2 ? code(i).slice(0, 7) : code(i), `Näidis ${i} OÜ`)), '2026-11-21');
  assert.equal(second.status, 'published', second.message);
  assert.equal(second.rowsWritten, 3, 'the import wrote the 3 rows it read');

  const db = openForReading(databasePath);
  const app = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(async () => { await app.close(); db.close(); });
  const ready = JSON.parse((await app.app.inject({ url: '/readyz' })).body) as { sources: Array<{ source: string; rowCount: number }> };
  assert.equal(ready.sources.find((s) => s.source === 'ee.basic')?.rowCount, 5, 'the 5 companies served, 2 of them carried over');

  const doc = JSON.parse((await app.app.inject({ url: API })).body) as Record<string, any>;
  const described: string = doc.paths['/readyz'].get.responses['200'].content['application/json'].schema.properties.sources.items.properties.rowCount.description;
  assert.match(described, /served/);
  assert.match(described, /carried over from the publish before/);
  assert.doesNotMatch(described, /the import wrote/);
});
