// A company's name in UR's register.csv is a quoted field that may hold a line break or a tab (legal
// in CSV). The name was stored as written, so the details, search results and the autofill record
// carried a "\n" into a one-line form field and an invoice's header; every register's name (the
// company's, its former names', a person's) is now stored on one line by the pipeline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, scratch, sourceReport } from '../pipeline/helpers.ts';

test('an LV company name holding a line break and a tab is served on one line, and found so', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  appendFileSync(join(s.files, 'register.csv'),
    '40003000009;LV09ZZZ40003000009;"SIA ""Rindiņu\r\n\t Darbnīca""";SIA;Rindiņu Darbnīca;"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;2012-03-04;; ;'
    + '"Rīga, Krasta iela 9";1013;109;0;100003003;0010000;\r\n');
  const report = await runImport({ databasePath: s.db, sources: sources.filter((d) => d.id === 'lv.register'), knownSources: sources,
    fromDir: s.files, now: new Date('2026-11-20T06:00:00Z') });
  assert.equal(sourceReport(report, 'lv.register').status, 'published', sourceReport(report, 'lv.register').message);

  const db = openForReading(s.db);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });
  assert.equal(services.getCompany('40003000009', 'LV').name, 'SIA "Rindiņu Darbnīca"');
  const [filled] = services.autofill('Rindiņu Darbn', { country: 'LV', limit: 1 });
  assert.equal(filled?.name, 'SIA "Rindiņu Darbnīca"');
  const [found] = services.searchCompanies('rindinu darbnica', { country: 'LV', limit: 1 });
  assert.equal(found?.name, 'SIA "Rindiņu Darbnīca"');
});
