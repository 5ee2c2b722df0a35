// Whether a country publishes closing days (the coverage table's closedOn) was probed on the
// companies at read time: where a country has no closed company (the national EE register) the
// probe walked every company of it, 0.1 to 0.6 s at national size, on the first person check and
// the first discovery document after each start and each publish, every other request waiting.
// The fact is recorded when the country's search image is built, which every change to its
// companies does, and read from there.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { constants, type DatabaseSync } from 'node:sqlite';
import { seedDatabase, type SeededStore } from '../helpers/seed.ts';
import { openForReading, openForWriting } from '../../src/store/open.ts';
import { datasetReader } from '../../src/services/dataset.ts';
import { rebuildSearchIndex } from '../../src/store/search-index.ts';
import { writeDatasetVersion } from '../../src/store/dataset-version.ts';
import { COUNTRIES, type Country } from '../../src/domain/country.ts';

let store: SeededStore;
let writer: DatabaseSync;
before(() => {
  store = seedDatabase();
  writer = openForWriting(store.path);
});
after(() => {
  writer.close();
  store.cleanup();
});

/** Each country's closedOn as a reader new to the store reads it, and whether any statement it ran read companies.closed_on. */
function readClosedOn(): { closedOn: Record<Country, boolean>; readClosingDays: boolean } {
  const reader = openForReading(store.path);
  let readClosingDays = false;
  // Called as each statement is compiled: a fresh connection compiles every statement it runs.
  reader.setAuthorizer((action, table, column) => {
    if (action === constants.SQLITE_READ && table === 'companies' && column === 'closed_on') readClosingDays = true;
    return constants.SQLITE_OK;
  });
  try {
    const coverage = datasetReader(reader).coverage();
    return { closedOn: Object.fromEntries(COUNTRIES.map((c) => [c, coverage[c].closedOn])) as Record<Country, boolean>, readClosingDays };
  } finally {
    reader.close();
  }
}

const truth = () => Object.fromEntries(COUNTRIES.map((c) => [c,
  writer.prepare('SELECT 1 FROM companies WHERE country = ? AND closed_on IS NOT NULL LIMIT 1').get(c) !== undefined]));

const inPublish = (write: () => void) => {
  writer.exec('BEGIN IMMEDIATE');
  write();
  writeDatasetVersion(writer, new Date());
  writer.exec('COMMIT');
};

test('closedOn is read as the search image recorded it, without reading the companies', () => {
  const expected = truth();
  assert.deepEqual(new Set(Object.values(expected)), new Set([true, false]), 'the fixture has a country without a closed company');
  const { closedOn, readClosingDays } = readClosedOn();
  assert.deepEqual(closedOn, expected);
  assert.equal(readClosingDays, false, 'no statement reads the companies\' closing days');
});

test('closedOn follows a publish that closes the first company of a country', () => {
  const country = COUNTRIES.find((c) => truth()[c] === false)!;
  const regcode = (writer.prepare('SELECT regcode FROM companies WHERE country = ? LIMIT 1').get(country) as { regcode: string }).regcode;
  inPublish(() => {
    writer.prepare("UPDATE companies SET status = 'closed', closed_on = '2026-11-20' WHERE country = ? AND regcode = ?").run(country, regcode);
    rebuildSearchIndex(writer, country);
  });
  assert.equal(readClosedOn().closedOn[country], true);
  inPublish(() => {
    writer.prepare("UPDATE companies SET status = 'active', closed_on = NULL WHERE country = ? AND regcode = ?").run(country, regcode);
    rebuildSearchIndex(writer, country);
  });
  assert.equal(readClosedOn().closedOn[country], false);
});

test('an image built without the record (by code that does not write it) leaves closedOn probed', () => {
  const country = COUNTRIES.find((c) => truth()[c] === false)!;
  const regcode = (writer.prepare('SELECT regcode FROM companies WHERE country = ? LIMIT 1').get(country) as { regcode: string }).regcode;
  inPublish(() => {
    writer.prepare("UPDATE companies SET status = 'closed', closed_on = '2026-11-20' WHERE country = ? AND regcode = ?").run(country, regcode);
    writer.prepare("UPDATE search_images SET build_id = 'built by other code' WHERE country = ?").run(country);
  });
  const { closedOn, readClosingDays } = readClosedOn();
  assert.equal(closedOn[country], true);
  assert.equal(readClosingDays, true);
});
