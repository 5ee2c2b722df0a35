// FID's national list may know a listed person's birth by its year alone, written as ISO writes
// it (`1965`), which the crawler its element names come from passes on as a date. The import read
// only full dates and left that birth out (a warning), so the entry had no birth date at all and
// a beneficial owner of the very same name born in 1988 matched on the name alone, 0.9, at the
// threshold: the compliance team was told a company is sanctioned for a namesake decades younger.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { fidSource } from '../../../src/importers/sanctions/index.ts';
import { createTestStore, insertCompany, insertRole, matchesOf, withDb } from '../../screening/store.ts';

const fidXml = (birth: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Saraksts generationDate="20.11.2026."><Entity>
  <Id>LV-901</Id><Type>fp</Type><Name><FirstName>Arkādijs</FirstName><LastName>Zvjagincevs</LastName></Name>
  <Birth><BirthDate>${birth}</BirthDate></Birth><ListedOn>14/03/22</ListedOn><Program>MK rīkojums Nr. 9</Program>
</Entity></Saraksts>
`;

async function ownerScreened(birth: string, ownerBirth: string) {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      insertCompany(db, { country: 'LV', regcode: '40003900001', name: 'SIA "Zemgales Koks"' });
      insertRole(db, { country: 'LV', regcode: '40003900001', role: 'beneficial_owner', name: 'Arkādijs Zvjagincevs', birthDate: ownerBirth });
    });
    const dir = join(store.dir, 'files');
    mkdirSync(dir);
    writeFileSync(join(dir, 'LV_national_v2.xml'), fidXml(birth));
    const report = await importSources({ databasePath: store.path, sources: [fidSource], fromDir: dir, progress: 'none', now: new Date('2026-11-24T08:00:00Z') });
    const source = report.sources[0]!;
    assert.equal(source.status, 'published', source.message);
    return withDb(store.path, (db) => matchesOf(db, 'LV', '40003900001').map((m) => [m.list, m.score, JSON.parse(m.features).birthDateMatch]));
  } finally {
    store.cleanup();
  }
}

test('FID: an owner of the listed name born in another year than the year-only birth is not matched', async () => {
  assert.deepEqual(await ownerScreened('1965', '1988-02-11'), []);
});

test('FID: an owner born in the year-only birth\'s year matches on the name and the year', async () => {
  assert.deepEqual(await ownerScreened('1965', '1965-07-30'), [['LV', 0.9, 'year']]);
  // A year and month as ISO writes it is read too; the documented full dates as before.
  assert.deepEqual(await ownerScreened('1965-07', '1965-07-30'), [['LV', 1, 'month']]);
  assert.deepEqual(await ownerScreened('30.07.1965.', '1965-07-30'), [['LV', 1, 'exact']]);
});
