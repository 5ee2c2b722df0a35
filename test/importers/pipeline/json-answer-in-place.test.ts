// An API that answers a file's address with a JSON error (`{"status":503,"error":"Service
// Unavailable"}`, a CKAN `{"success": false, …}`) gets the answer saved as the file. Where a CSV
// or XML file was expected it failed as what the answer then looked like: `malformed CSV: text
// after a closing quote (":" where the delimiter or the line end belongs)` (UR, OFAC), missing
// columns whose header was the answer (RIK), or `text after the root element closed: something
// appended to the file?` (the sanctions lists). It is now told as a JSON document, quoting how it
// opens; the store stays as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sources as lvSources } from '../../../src/importers/lv/index.ts';
import { ofacSource, unSource } from '../../../src/importers/sanctions/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { dumpStore, LV_FIXTURES, REPO, runImport, sourceReport } from './helpers.ts';

const register = lvSources.find((s) => s.id === 'lv.register')!;
const ANSWER = '{"status":503,"error":"Service Unavailable"}\n';
const CKAN = '{\n  "help": "https://data.gov.lv/dati/api/3/action/help_show?name=package_show",\n  "success": false,\n  "error": {"message": "Not found", "__type": "Not Found Error"}\n}\n';

const cases: Array<{ def: SourceDefinition; file: string; others: Record<string, string>; expected: string; body: string; opens: string }> = [
  { def: register, file: 'register.csv', others: {}, expected: 'CSV file', body: ANSWER, opens: '{"status":503,"error":"Service Unavailable"}' },
  {
    def: ofacSource, file: 'sdn.csv', others: { 'alt.csv': '36,219,"aka","AERO-CARIBBEAN",-0- \n' }, expected: 'CSV file', body: CKAN,
    opens: '{ "help": "https://data.gov.lv/dati/api/3/action/help_show?name=package_show", "success": false, "error": {"message": "N…',
  },
  { def: unSource, file: 'consolidated.xml', others: {}, expected: 'XML file', body: `\uFEFF  [{"error": "gone"}]`, opens: '[{"error": "gone"}]' },
];

for (const { def, file, others, expected, body, opens } of cases) {
  test(`a JSON answer saved as ${file} fails ${def.id} as a JSON document, quoting how it opens, and changes nothing`, async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'json-answer-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const db = join(dir, 'store.sqlite');
    await runImport({ databasePath: db, sources: [register], fromDir: LV_FIXTURES });
    const before = dumpStore(db);
    writeFileSync(join(dir, file), body);
    for (const [name, text] of Object.entries(others)) writeFileSync(join(dir, name), text);
    const s = sourceReport(await runImport({ databasePath: db, sources: [def], fromDir: dir, force: true }), def.id);
    assert.equal(s.status, 'failed');
    assert.equal(s.message, `${file}, line 1: the file is a JSON document (it opens ${opens}), not the ${expected} expected: `
      + 'an error the publisher answered in its place, or another file saved under its name; nothing was changed');
    assert.deepEqual(dumpStore(db), before);
  });
}

test('a CSV or XML file that opens otherwise is read as before', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'json-answer-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const s = sourceReport(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [ofacSource], fromDir: join(REPO, 'test/fixtures/sanctions/ofac') }), 'sanctions.ofac');
  assert.equal(s.status, 'published', s.message);
});
