// A quoted field of UR's register.csv may hold a line break or a tab (legal in CSV, and what a
// multi-line form field exported becomes). The address and the name were served as written, so the
// details' address and addressParts.street, the name, search results and the autofill record
// carried a "\n" into a one-line form field and an invoice's header. They are served on one line,
// each run of white space one space: the addresses by each register's mapper, every name (the
// company's, its former names', a person's) by the pipeline.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Services } from '../../../src/services/index.ts';
import { scratch } from '../pipeline/helpers.ts';
import { importLv } from '../../helpers/lv-imported.ts';

/** The services over a store lv.register imported into from the fixture with `row` appended. */
async function servicesWithRow(t: TestContext, row: string): Promise<Services> {
  const s = scratch();
  t.after(() => s.cleanup());
  appendFileSync(join(s.files, 'register.csv'), row);
  return (await importLv(t, s, ['lv.register'], new Date('2026-11-20T06:00:00Z'))).services;
}

test('an LV address holding a line break and a tab is served on one line, its parts alike', async (t) => {
  const services = await servicesWithRow(t,
    '40003000009;LV09ZZZ40003000009;"SIA ""Rindiņa""";SIA;Rindiņa;"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;2012-03-04;; ;'
    + '"Rīga,\r\nKrasta iela\t 9 -\n12 ";1013;109;0;100003003;0010000;\r\n');
  const company = services.getCompany('40003000009', 'LV');
  assert.equal(company.address, 'Rīga, Krasta iela 9 - 12, LV-1013');
  assert.deepEqual(company.addressParts, { street: 'Krasta iela 9 - 12', city: 'Rīga', postcode: 'LV-1013', country: 'LV' });
  const [filled] = services.autofill('Rindiņa', { country: 'LV', limit: 1 });
  assert.equal(filled?.address, 'Rīga, Krasta iela 9 - 12, LV-1013');
});

test('an LV company name holding a line break and a tab is served on one line, and found so', async (t) => {
  const services = await servicesWithRow(t,
    '40003000009;LV09ZZZ40003000009;"SIA ""Rindiņu\r\n\t Darbnīca""";SIA;Rindiņu Darbnīca;"";0;K;Komercreģistrs;SIA;Sabiedrība ar ierobežotu atbildību;2012-03-04;; ;'
    + '"Rīga, Krasta iela 9";1013;109;0;100003003;0010000;\r\n');
  assert.equal(services.getCompany('40003000009', 'LV').name, 'SIA "Rindiņu Darbnīca"');
  const [filled] = services.autofill('Rindiņu Darbn', { country: 'LV', limit: 1 });
  assert.equal(filled?.name, 'SIA "Rindiņu Darbnīca"');
  const [found] = services.searchCompanies('rindinu darbnica', { country: 'LV', limit: 1 });
  assert.equal(found?.name, 'SIA "Rindiņu Darbnīca"');
});
