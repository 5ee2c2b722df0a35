// A source skipped because the folder holds none of its files (or not the one it reads rows from)
// said each of its optional files absent in a warning beside the skip: `not in DIR: members.csv`
// and `warning: optional file members_joint_owners.csv is not in DIR`, 9 of the 14 warnings of a
// group import of the real excerpts, all of sources not imported. A source read still tells
// them, and a skipped one those of which more is known (a zip, a near name).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { sources } from '../../../src/importers/lv/index.ts';
import type { ImportReport } from '../../../src/importers/pipeline/run.ts';
import { LV_SAMPLES, runImport, samplesPresent } from './helpers.ts';

const NOW = new Date('2026-11-22T08:00:00Z');

/** Each source's status and warnings. */
const toldOf = (report: ImportReport) => Object.fromEntries(report.sources.map((s) => [s.source, [s.status, ...s.warnings]]));

test('the real LV excerpts: the sources skipped say no optional file absent, the one read does', async (t) => {
  if (!samplesPresent()) { t.skip(`no real LV excerpts at ${LV_SAMPLES} (the shared data-sources folder is absent)`); return; }
  const dir = mkdtempSync(join(tmpdir(), 'skipped-optional-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const told = toldOf(await runImport({ databasePath: join(dir, 'store.sqlite'), sources, fromDir: LV_SAMPLES, now: NOW }));
  assert.deepEqual(told['lv.financials'], ['published', `optional file cash_flow_statements.csv is not in ${LV_SAMPLES}`]);
  for (const id of ['lv.members', 'lv.stockholders', 'lv.securing-measures', 'lv.micro-enterprise', 'lv.reorganizations']) {
    assert.deepEqual(told[id], ['skipped'], id);
  }
});

// lv.micro-enterprise reads its rows from its own file (optional: its name is unconfirmed) and
// joins UR's members.csv: skipped, it named members.csv alone, as if that were what it imports.
const MICRO_FILE = 'pdb_mikrouznemumu_nodokla_maksataji_odata.csv';
const skipOf = (report: ImportReport, id: string) => report.sources.find((s) => s.source === id)!.message;

test('the real LV excerpts: lv.micro-enterprise skipped names its own file beside members.csv', async (t) => {
  if (!samplesPresent()) { t.skip(`no real LV excerpts at ${LV_SAMPLES} (the shared data-sources folder is absent)`); return; }
  const dir = mkdtempSync(join(tmpdir(), 'skipped-optional-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources, fromDir: LV_SAMPLES, now: NOW });
  assert.equal(skipOf(report, 'lv.micro-enterprise'), `not in ${LV_SAMPLES}: members.csv, ${MICRO_FILE}`);
  assert.equal(skipOf(report, 'lv.members'), `not in ${LV_SAMPLES}: members.csv`);
});

test('a source whose rows come from an optional file names it when skipped; one whose needed file reads rows does not', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'skipped-optional-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const picked = sources.filter((s) => ['lv.members', 'lv.micro-enterprise'].includes(s.id));
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources: picked, fromDir: dir, now: NOW });
  assert.deepEqual(report.sources.map((s) => [s.source, s.status, s.message]), [
    ['lv.members', 'skipped', `not in ${dir}: members.csv`],
    ['lv.micro-enterprise', 'skipped', `not in ${dir}: members.csv, ${MICRO_FILE}`],
  ]);
});

test('a skipped source says only the optional files more is known of; a source read says each absent', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'skipped-optional-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // UR's members.csv by the columns the source knows, without members_joint_owners.csv; a
  // reorganisations file under another letter case; nothing of the securing measures.
  writeFileSync(join(dir, 'members.csv'), '\ufeffid;uri;at_legal_entity_registration_number;entity_type;name;latvian_identity_number_masked;birth_date;'
    + 'legal_entity_registration_number;number_of_shares;share_nominal_value;share_currency;date_from;date_to;registered_on;last_modified_at\n'
    + '201;u;40003000001;NATURAL_PERSON;Bērziņš Jānis;140777-*****;;;1500;1.00;EUR;2010-02-03;;2010-02-03;2020-01-01 10:00:00.000\n');
  writeFileSync(join(dir, 'Reorganizations.csv'), '\ufeffsource_entity_regcode;final_entity_regcode\n40003000001;40003000002\n');
  const picked = sources.filter((s) => ['lv.members', 'lv.securing-measures', 'lv.reorganizations'].includes(s.id))
    .map((s) => ({ ...s, expectedRows: { min: 0, max: s.expectedRows.max } }));
  const told = toldOf(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: picked, fromDir: dir, now: NOW }));
  assert.deepEqual(told, {
    'lv.members': ['published', `optional file members_joint_owners.csv is not in ${dir}`],
    'lv.securing-measures': ['skipped'],
    'lv.reorganizations': ['skipped', `optional file reorganizations.csv is not in ${dir} (the folder holds Reorganizations.csv, `
      + 'whose name differs in letter case (names are matched exactly: rename it reorganizations.csv))'],
  });
});
