// The first year of the LV report files, read between requests a span of rows at a time: it must be
// the year the whole read gives (the facts' own, read in an answer before the load is whole), and
// a publish during the load must not leave the year of the version published over.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { openForWriting } from '../store/open.ts';
import { writeDatasetVersion } from '../store/dataset-version.ts';
import { inReadSnapshot } from '../store/transactions.ts';
import { datasetReader } from './dataset.ts';
import { financialsFirstYearLoads } from './financials-first-year.ts';

let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

const snapshot = <T>(read: () => T) => inReadSnapshot(ctx.db, read);
const lvRows = () => (ctx.db.prepare(`SELECT COUNT(*) AS n FROM financial_statements WHERE source = 'lv.financials'`).get() as { n: number }).n;

test('the year read a span at a time is the one the whole read gives, and none is given before it is whole', async () => {
  const dataset = datasetReader(ctx.db);
  assert.ok(lvRows() > 2, 'the spans of two rowids are several');
  const loads = financialsFirstYearLoads(ctx.db, () => dataset.facts(), snapshot, async () => {}, 2);
  const facts = snapshot(() => dataset.facts());
  assert.equal(loads.of(facts, 'LV'), undefined, 'nothing read yet');
  assert.equal(await loads.load(), true);
  const whole = snapshot(() => facts.financialsFirstYear('LV'));
  assert.equal(typeof whole, 'number');
  assert.equal(loads.of(facts, 'LV'), whole);
});

// The demo store's Estonian years begin with 2022, and get_company_financials named 2019–2021, from
// RIK's documented first year, as years the files hold no report of the company for: the years of a
// country documenting its first year are read too, for a store whose files begin later.
test('the first year of a country whose files document theirs is read too', async () => {
  const dataset = datasetReader(ctx.db);
  const loads = financialsFirstYearLoads(ctx.db, () => dataset.facts(), snapshot, async () => {}, 2);
  const facts = snapshot(() => dataset.facts());
  assert.equal(await loads.load(), true);
  const ee = snapshot(() => facts.financialsFirstYear('EE'));
  assert.equal(typeof ee, 'number');
  assert.equal(loads.of(facts, 'EE'), ee);
});

test('a publish during the load reads the new version\'s year', async () => {
  const writer = openForWriting(ctx.store.path);
  const lv = FIXTURE.companies.lvKekava;
  const dataset = datasetReader(ctx.db);
  const first = snapshot(() => dataset.facts()).financialsFirstYear('LV')!;
  let reads = 0;
  const loads = financialsFirstYearLoads(ctx.db, () => dataset.facts(), (read) => {
    // After a few spans, a publish: an LV report of a year before every other.
    if (++reads === 6) {
      writer.prepare(`INSERT INTO financial_statements (country, regcode, year, currency, consolidated, source)
        VALUES ('LV', ?, ?, 'EUR', 0, 'lv.financials')`).run(lv.regcode, first - 5);
      writeDatasetVersion(writer, new Date());
    }
    return snapshot(read);
  }, async () => {}, 2);
  try {
    const before = snapshot(() => dataset.facts());
    assert.equal(await loads.load(), true);
    assert.equal(loads.of(before, 'LV'), undefined, 'the version published over holds no year');
    assert.equal(loads.of(snapshot(() => dataset.facts()), 'LV'), first - 5);
  } finally {
    writer.prepare(`DELETE FROM financial_statements WHERE country = 'LV' AND regcode = ? AND year = ?`).run(lv.regcode, first - 5);
    writeDatasetVersion(writer, new Date());
    writer.close();
  }
});

test('a load stopped gives no year', async () => {
  const dataset = datasetReader(ctx.db);
  const loads = financialsFirstYearLoads(ctx.db, () => dataset.facts(), snapshot);
  const stop = new AbortController();
  stop.abort();
  assert.equal(await loads.load(stop.signal), false);
  assert.equal(loads.of(snapshot(() => dataset.facts()), 'LV'), undefined);
});
