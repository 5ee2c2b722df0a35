// OpenSanctions' targets.simple.csv quotes every field and separates them with ",". Re-saved by a
// spreadsheet program set to ";" (`"id";"schema";"name";…`), it failed at its header as a broken
// quote ("malformed CSV: text after a closing quote"), sending an operator to look for a quote,
// where the same header unquoted was told the file was written with another delimiter. Both now
// get that message. Written from the documented header (the shared sample's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openSanctionsSource, OPENSANCTIONS_FILE } from '../../../src/importers/sanctions/opensanctions.ts';
import { runImport, sourceReport } from './helpers.ts';

const COLUMNS = ['id', 'schema', 'name', 'aliases', 'birth_date', 'countries', 'addresses', 'identifiers', 'sanctions', 'phones', 'emails',
  'dataset', 'first_seen', 'last_seen', 'last_change'];
const ROW = ['NK-1', 'Person', 'Ivan Petrov', '', '1970-01-01', 'ru', '', '', 'EU FSF', '', '', 'EU FSF', '2024-01-01T00:00:00', '2026-11-20T00:00:00', '2024-01-01T00:00:00'];

async function importWith(t: { after(fn: () => void): void }, text: string) {
  const dir = mkdtempSync(join(tmpdir(), 'quoted-header-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, OPENSANCTIONS_FILE), text);
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [openSanctionsSource], fromDir: dir });
  return sourceReport(report, 'sanctions.opensanctions');
}

const SAID = 'split at ";", not at "," as this file is read, the header holds every one: the file was written with another delimiter '
  + '(re-saved by a spreadsheet program?); import the file as the register publishes it; nothing was changed';

test('a quoted header saved with ";" gets the delimiter message, as the unquoted one does', async (t) => {
  const quoted = (cells: string[]) => cells.map((c) => `"${c}"`).join(';');
  const report = await importWith(t, `${quoted(COLUMNS)}\n${quoted(ROW)}\n`);
  assert.equal(report.status, 'failed');
  assert.equal(report.message, `${OPENSANCTIONS_FILE}, line 1: missing required columns id, schema, name, sanctions (header: ${quoted(COLUMNS)}); ${SAID}`);

  const unquoted = await importWith(t, `${COLUMNS.join(';')}\n${ROW.join(';')}\n`);
  assert.equal(unquoted.message, `${OPENSANCTIONS_FILE}, line 1: missing required columns id, schema, name, sanctions (header: ${COLUMNS.join(';')}); ${SAID}`);
});

test('a quote broken in the header itself is still told as the broken quote it is', async (t) => {
  const report = await importWith(t, `"id","schema"x,"name","sanctions"\n"NK-1","Person","Ivan Petrov","EU FSF"\n`);
  assert.equal(report.status, 'failed');
  assert.match(report.message, /^targets\.simple\.csv, line 1: malformed CSV: text after a closing quote/);
});
