// A portal that answers a file's address with a web page (an error, maintenance or login page,
// often with status 200) gets the page saved as the file. Whatever the format expected, the
// import says it is a web page and names its title; the store stays as it was. Such a page used
// to fail as a missing column, malformed JSON or XML, no rows, or, for a file with no required
// column (LT VAT), as a drop in rows to be accepted with --allow-shrink.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sources as lvSources } from '../../../src/importers/lv/index.ts';
import { sources as ltSources } from '../../../src/importers/lt/index.ts';
import { sources as fiSources } from '../../../src/importers/fi/index.ts';
import { euSource, freezeSource } from '../../../src/importers/sanctions/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, LV_FIXTURES, runImport, sourceReport } from './helpers.ts';

const PAGE = '\uFEFF\r\n<!DOCTYPE html>\n<html lang="lv"><head><meta charset="utf-8">\n<title>\n  Portāls īslaicīgi nav pieejams\n</title></head>\n<body><p>Lūdzu, mēģiniet vēlāk.</p></body></html>\n';

const cases: Array<{ def: SourceDefinition; file: string; expected: string }> = [
  { def: lvSources.find((s) => s.id === 'lv.register')!, file: 'register.csv', expected: 'CSV file' },
  { def: ltSources.find((s) => s.id === 'lt.vat')!, file: 'Moketoja_duomenys_pvm_moketojai.csv', expected: 'CSV file' },
  { def: fiSources.find((s) => s.id === 'fi.ytj')!, file: 'all_companies.json', expected: 'JSON file' },
  { def: euSource, file: 'xmlFullSanctionsList_1_1.xml', expected: 'XML file' },
  { def: freezeSource, file: 'sankciju_subjekti_tabula.xlsx', expected: 'XLSX workbook' },
];

for (const { def, file, expected } of cases) {
  test(`a web page saved as ${file} fails ${def.id} as a web page, naming its title, and changes nothing`, async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'web-page-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const db = join(dir, 'store.sqlite');
    const register = lvSources.find((s) => s.id === 'lv.register')!;
    await runImport({ databasePath: db, sources: [register], fromDir: LV_FIXTURES });
    const before = dumpStore(db);
    writeFileSync(join(dir, file), PAGE);
    const report = await runImport({ databasePath: db, sources: [def], fromDir: dir, force: true });
    const s = sourceReport(report, def.id);
    assert.equal(s.status, 'failed');
    assert.equal(s.message,
      `${file}, line 1: the file is a web page ("Portāls īslaicīgi nav pieejams"), not the ${expected} expected: the publisher served an error, maintenance or login page in its place; nothing was changed`);
    assert.deepEqual(dumpStore(db), before);
  });
}

test('a file saved still gzip-compressed under its plain name fails as packed data and changes nothing', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'packed-file-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const register = lvSources.find((s) => s.id === 'lv.register')!;
  await runImport({ databasePath: db, sources: [register], fromDir: LV_FIXTURES });
  const before = dumpStore(db);
  // A download kept as the server sent it (Content-Encoding: gzip), saved as register.csv.
  writeFileSync(join(dir, 'register.csv'), gzipSync(readFileSync(join(LV_FIXTURES, 'register.csv'))));
  const s = sourceReport(await runImport({ databasePath: db, sources: [register], fromDir: dir, force: true }), 'lv.register');
  assert.equal(s.status, 'failed');
  assert.equal(s.message,
    'register.csv, line 1: the file is gzip-compressed data (it opens with the bytes 1f 8b), not the CSV file expected: a download saved without unpacking it? unpack it (gunzip) and import the file it holds; nothing was changed');
  assert.deepEqual(dumpStore(db), before);
});

test('a web page opening with an XML declaration, a comment or its head is told as a web page too', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'web-page-forms-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const register = lvSources.find((s) => s.id === 'lv.register')!;
  await runImport({ databasePath: db, sources: [register], fromDir: LV_FIXTURES });
  const before = dumpStore(db);
  // Each failed as missing required columns of a header `<?xml version="1.0" …?>` and the like.
  const pages: Array<[string, string]> = [
    ['<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>HTTP Status 503 – Service Unavailable</title></head></html>', 'HTTP Status 503 – Service Unavailable'],
    ['<!-- cache: miss -->\r\n<!DOCTYPE html><html><head><title>Apkope</title></head></html>', 'Apkope'],
    ['<head><title>Pieslēgties</title></head><body><form></form></body>', 'Pieslēgties'],
  ];
  for (const [page, title] of pages) {
    writeFileSync(join(dir, 'register.csv'), page);
    const s = sourceReport(await runImport({ databasePath: db, sources: [register], fromDir: dir, force: true }), 'lv.register');
    assert.equal(s.message, `register.csv, line 1: the file is a web page ("${title}"), not the CSV file expected: the publisher served an error, maintenance or login page in its place; nothing was changed`);
  }
  assert.deepEqual(dumpStore(db), before);
});
