// A quoted field of UR's register.csv may hold a line break (legal in CSV, and what a multi-line
// form field exported becomes). The address was served as written, so the details' address and
// addressParts.street and the autofill record carried a "\n" (and a tab) into a one-line form
// field; they are now served on one line, each run of white space one space.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, scratch, sourceReport } from '../pipeline/helpers.ts';

test('an LV address holding a line break and a tab is served on one line, its parts alike', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  appendFileSync(join(s.files, 'register.csv'),
    '40003000009;LV09ZZZ40003000009;"SIA ""Rindiņa""";SIA;Rindiņa;"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;2012-03-04;; ;'
    + '"Rīga,\r\nKrasta iela\t 9 -\n12 ";1013;109;0;100003003;0010000;\r\n');
  const report = await runImport({ databasePath: s.db, sources: sources.filter((d) => d.id === 'lv.register'), knownSources: sources,
    fromDir: s.files, now: new Date('2026-11-20T06:00:00Z') });
  assert.equal(sourceReport(report, 'lv.register').status, 'published', sourceReport(report, 'lv.register').message);

  const db = openForReading(s.db);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });
  const company = services.getCompany('40003000009', 'LV');
  assert.equal(company.address, 'Rīga, Krasta iela 9 - 12, LV-1013');
  assert.deepEqual(company.addressParts, { street: 'Krasta iela 9 - 12', city: 'Rīga', postcode: 'LV-1013' });
  const [filled] = services.autofill('Rindiņa', { country: 'LV', limit: 1 });
  assert.equal(filled?.address, 'Rīga, Krasta iela 9 - 12, LV-1013');
});
