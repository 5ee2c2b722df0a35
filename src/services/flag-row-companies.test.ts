// The companies a flag may rest on, read between requests once a dataset version: the person
// answers' companyFlags read with the set must be those read by probing each company's tables.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { openForWriting } from '../store/open.ts';
import { writeDatasetVersion } from '../store/dataset-version.ts';
import { inReadSnapshot } from '../store/transactions.ts';
import { mayHaveFlagRows } from '../store/compliance-read.ts';
import { datasetReader } from './dataset.ts';
import { flagRowCompanyLoads } from './flag-row-companies.ts';
import { companyFlagsOf } from './person-company-flags.ts';
import { registersToday } from '../domain/dates.ts';

let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

const companies = () => ctx.db.prepare('SELECT country, regcode FROM companies ORDER BY country, regcode').all() as Array<{ country: string; regcode: string }>;

function loadsOf(snapshot = <T>(read: () => T) => inReadSnapshot(ctx.db, read)) {
  const dataset = datasetReader(ctx.db);
  return { dataset, loads: flagRowCompanyLoads(ctx.db, () => dataset.facts(), snapshot, () => ctx.store.now) };
}

test('the set read for a version holds exactly the companies whose tables a probe finds a row a flag may rest on', async () => {
  const { dataset, loads } = loadsOf();
  assert.equal(loads.of(dataset.facts()), null, 'nothing read yet');
  assert.equal(await loads.load(), true);
  const read = loads.of(dataset.facts());
  assert.ok(read !== null);
  const today = registersToday(ctx.store.now);
  assert.equal(read.day, today);
  const all = companies();
  const probed = all.filter((c) => mayHaveFlagRows(ctx.db, c.country, c.regcode, today));
  assert.ok(probed.length > 0 && probed.length < all.length, `${probed.length} of ${all.length}`);
  assert.deepEqual(all.filter((c) => read.set.has(c.country, c.regcode)), probed);
  // The person answers' flags alike, company by company, read with the set or by probing.
  const facts = dataset.facts();
  assert.deepEqual(companyFlagsOf(ctx.db, facts, all, today, FIXTURE.sanctionsThreshold, read),
    companyFlagsOf(ctx.db, facts, all, today, FIXTURE.sanctionsThreshold));
});

test('a set read before the day asked is not used, and a publish during the read starts it again on the new version', async () => {
  const writer = openForWriting(ctx.store.path);
  const lv = FIXTURE.companies.lvRigasKoks;
  let reads = 0;
  const { dataset, loads } = loadsOf(<T>(read: () => T) => {
    // After the first slice, a publish: a tax debt of a company that had no row a flag rests on.
    if (++reads === 3) {
      writer.prepare(`INSERT INTO tax_debts (country, regcode, amount, currency, source) VALUES ('LV', ?, 1500, 'EUR', 'lv.tax-debts')`).run(lv.regcode);
      writeDatasetVersion(writer, new Date());
    }
    return inReadSnapshot(ctx.db, read);
  });
  try {
    const today = registersToday(ctx.store.now);
    const before = inReadSnapshot(ctx.db, () => dataset.facts());
    assert.equal(mayHaveFlagRows(ctx.db, 'LV', lv.regcode, today), false, 'the fixture company has no row a flag rests on before');
    assert.equal(await loads.load(), true);
    assert.equal(loads.of(before), null, 'the version published over holds no set');
    const read = loads.of(inReadSnapshot(ctx.db, () => dataset.facts()));
    assert.ok(read !== null && read.set.has('LV', lv.regcode), 'the new version\'s set holds the company of the debt');
    // Asked for a day before the set's: probed, so a VAT registration begun in between is not missed.
    const flags = companyFlagsOf(ctx.db, dataset.facts(), [{ country: 'LV', regcode: lv.regcode }], '2000-01-01', FIXTURE.sanctionsThreshold,
      { set: { has: () => false, size: 0 }, day: today });
    assert.ok(flags.get(`LV:${lv.regcode}`)!.includes('tax_debt'), JSON.stringify([...flags]));
  } finally {
    writer.prepare(`DELETE FROM tax_debts WHERE country = 'LV' AND regcode = ? AND source = 'lv.tax-debts' AND amount = 1500`).run(lv.regcode);
    writeDatasetVersion(writer, new Date());
    writer.close();
  }
});

test('a load stopped gives no set', async () => {
  const { dataset, loads } = loadsOf();
  const stop = new AbortController();
  stop.abort();
  assert.equal(await loads.load(stop.signal), false);
  assert.equal(loads.of(dataset.facts()), null);
});

test('what must be read first (the search images a publish rebuilt) is read before any slice of the set', async () => {
  const dataset = datasetReader(ctx.db);
  let open!: () => void;
  const gate = new Promise<void>((resolve) => { open = resolve; });
  let waited = 0;
  const loads = flagRowCompanyLoads(ctx.db, () => dataset.facts(), (read) => inReadSnapshot(ctx.db, read), () => ctx.store.now,
    async () => { waited += 1; await gate; });
  const loading = loads.load();
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(loads.of(dataset.facts()), null, 'no slice read while the first load is under way');
  open();
  assert.equal(await loading, true);
  assert.ok(loads.of(dataset.facts()) !== null);
  assert.ok(waited > 1, `awaited before each slice (${waited})`);
});
