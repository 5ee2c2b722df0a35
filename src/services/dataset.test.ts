// The dataset version behind ETags, and the coverage table of the discovery document.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { seedDatabase, type SeededStore } from '../../test/helpers/seed.ts';
import { openForReading, openForWriting } from '../store/open.ts';
import { datasetReader } from './dataset.ts';
import { writeDatasetVersion } from '../store/dataset-version.ts';

let store: SeededStore;
let reader: DatabaseSync;
let writer: DatabaseSync;
before(() => {
  store = seedDatabase();
  reader = openForReading(store.path);
  writer = openForWriting(store.path);
});
after(() => {
  reader.close();
  writer.close();
  store.cleanup();
});

const publish = (source: string, runId: number) => writer.prepare(
  `INSERT INTO source_state (source, country, as_of, checksum, last_run_id, published_at, row_count)
   VALUES (?, 'LT', '2026-11-22', 'x', ?, '2026-11-22T07:00:00Z', 1)
   ON CONFLICT (source) DO UPDATE SET last_run_id = excluded.last_run_id, published_at = excluded.published_at`).run(source, runId);

test('the version changes when a source is published, re-read at most once a second', () => {
  let now = 1_000_000;
  const ds = datasetReader(reader, () => now);
  const first = ds.datasetInfo();
  assert.ok(first.version.length > 0);
  assert.ok(first.sources.some((s) => s.source === 'lv.register' && s.asOf === '2026-11-21' && s.rowCount === 12));
  publish('lt.vat', 100);
  now += 500;
  assert.equal(ds.datasetInfo().version, first.version, 'cached within the second');
  now += 600;
  const second = ds.datasetInfo().version;
  assert.notEqual(second, first.version);
  publish('lt.vat', 101);
  now += 1000;
  assert.notEqual(ds.datasetInfo().version, second, 'a new run of the same source is a new version');
});

test('the version the pipeline writes wins', () => {
  let now = 5_000_000;
  const ds = datasetReader(reader, () => now);
  writer.prepare("INSERT INTO meta (key, value) VALUES ('dataset_version', 'v42') ON CONFLICT (key) DO UPDATE SET value = excluded.value").run();
  assert.equal(ds.datasetInfo().version, 'v42');
  writer.prepare("UPDATE meta SET value = 'v43' WHERE key = 'dataset_version'").run();
  now += 1000;
  assert.equal(ds.datasetInfo().version, 'v43');
  writer.prepare("DELETE FROM meta WHERE key = 'dataset_version'").run();
});

test('a source carries where it comes from when its import kept it; one imported before reads with nulls', () => {
  let now = 7_000_000;
  const ds = datasetReader(reader, () => now);
  const register = () => ds.datasetInfo().sources.find((s) => s.source === 'lv.register')!;
  // The seed writes source_state as a store of an older version holds it: no provenance.
  assert.deepEqual([register().title, register().publisher, register().url, register().licence, register().updateFrequency, register().generated],
    [null, null, null, null, null, null]);
  const provenance = {
    title: 'UR register', publisher: 'Register of Enterprises', url: 'https://data.gov.lv/x', licence: 'CC0 1.0', updateFrequency: 'daily', generated: false,
  };
  writer.prepare("INSERT INTO meta (key, value) VALUES ('source:lv.register', ?)").run(JSON.stringify(provenance));
  writer.prepare("INSERT INTO meta (key, value) VALUES ('source:lv.vat', 'not json')").run();
  now += 1000;
  assert.deepEqual(
    { title: register().title, publisher: register().publisher, url: register().url, licence: register().licence,
      updateFrequency: register().updateFrequency, generated: register().generated },
    provenance);
  const vat = ds.datasetInfo().sources.find((s) => s.source === 'lv.vat')!;
  assert.deepEqual([vat.rowCount, vat.title], [4, null], 'a value that does not parse leaves that source without provenance');
  writer.prepare("DELETE FROM meta WHERE key LIKE 'source:%'").run();
});

test('coverage says what each country publishes and follows the data', () => {
  let now = 9_000_000;
  const ds = datasetReader(reader, () => now);
  const cov = ds.coverage();
  assert.deepEqual(Object.keys(cov), ['LV', 'LT', 'EE', 'FI']);
  assert.equal(cov.LV.taxRating, true);
  assert.equal(cov.EE.taxRating, false);
  assert.equal(cov.EE.taxDebt, true);
  assert.equal(cov.LV.taxDebt, false);
  assert.equal(cov.LV.officers, true);
  assert.equal(cov.LV.stockholders, true);
  assert.equal(cov.LT.officers, false);
  assert.equal(cov.FI.nace, true);
  assert.equal(cov.FI.financials, false);
  assert.equal(cov.LT.vat, false);
  assert.deepEqual(new Set(Object.keys(cov.FI)), new Set([
    'name', 'address', 'legalForm', 'status', 'registeredOn', 'closedOn', 'formerNames', 'vat', 'taxRegisters', 'taxRating', 'nace',
    'financials', 'headcount', 'officers', 'members', 'stockholders', 'beneficialOwners', 'taxDebt', 'complianceFlags',
    'reorganisations', 'securingMeasures',
  ]));
  assert.equal(cov.LV.reorganisations, false, 'no reorganisation row is held');
  writer.prepare("INSERT INTO vat_registrations (country, regcode, vat_number, active, source) VALUES ('LT', '110053842', 'LT100000538421', 1, 'lt.vat')").run();
  publish('lt.vat', 200);
  now += 1000;
  assert.equal(ds.coverage().LT.vat, true);
});

// A Finnish store not yet re-imported since the prepayment and employer registers were added
// answers taxRegisters null for every company: the table says FI publishes none until the rows
// come, then that it does, and never that another country does.
test('coverage says whether the Finnish tax registers are held', () => {
  let now = 20_000_000;
  const ds = datasetReader(reader, () => now);
  assert.deepEqual(['LV', 'LT', 'EE', 'FI'].map((c) => ds.coverage()[c as 'FI'].taxRegisters), [false, false, false, false]);
  writer.prepare(`INSERT INTO tax_registers (country, regcode, register, registered, since, until, source, as_of)
    VALUES ('FI', '0112038-9', 'prepayment', 1, '2001-01-01', NULL, 'fi.ytj', '2026-11-21')`).run();
  publish('fi.ytj', 300);
  now += 1000;
  assert.deepEqual(['LV', 'LT', 'EE', 'FI'].map((c) => ds.coverage()[c as 'FI'].taxRegisters), [false, false, false, true]);
  writer.prepare("DELETE FROM tax_registers WHERE country = 'FI' AND regcode = '0112038-9'").run();
});

test('the facts of a company answer follow a publish at once: new rows never come with the previous file dates', () => {
  const now = 11_000_000; // the clock stands still: nothing here waits for the once-a-second re-read
  const ds = datasetReader(reader, () => now);
  const registerDate = () => ds.facts().sourceState('lv.register')?.as_of;
  writeDatasetVersion(writer, new Date('2026-11-21T06:00:00Z'));
  assert.equal(registerDate(), '2026-11-21');
  assert.ok(ds.datasetInfo().version.length > 0, 'the version of /readyz is read, and kept for a second');
  // A publish of the register's next file: its rows, its date and a new version in one commit.
  writer.exec('BEGIN IMMEDIATE');
  writer.prepare("UPDATE source_state SET as_of = '2026-11-24' WHERE source = 'lv.register'").run();
  writeDatasetVersion(writer, new Date('2026-11-24T06:00:00Z'));
  writer.exec('COMMIT');
  assert.equal(registerDate(), '2026-11-24', 'the date of the file the rows now come from');
  writer.prepare("UPDATE source_state SET as_of = '2026-11-21' WHERE source = 'lv.register'").run();
  writer.prepare("DELETE FROM meta WHERE key = 'dataset_version'").run();
});
