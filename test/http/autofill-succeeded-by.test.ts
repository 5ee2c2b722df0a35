// A shop's customer who types the old name or number of a company merged into another gets a
// closed company: its autofill record names who carries on (UR's reorganizations.csv, as the
// details' succeededBy), so the invoice is not written to a dead company. A record of a company
// not closed is as before; a closed company of a country publishing no such file says null (not
// known), as one of an LV store that has not imported the file does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany } from '../helpers/seed.ts';
import { API, type TestApp } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';

const MERGED = '40000000011';
const CARRIES_ON = '40000000012';
const SPLIT = '40000000013';
const LIQUIDATED = '40000000014';
const EE_CLOSED = '12000015';
const FI_ACTIVE = '7000016-5';
const NOT_HELD = '40000000099';

const reorganization = (source: string, final: string) =>
  ({ country: 'LV', source_regcode: source, final_regcode: final, source: 'lv.reorganizations', as_of: '2026-11-21' });

const companies = [
  ownCompany(MERGED, 'SIA "Vecā Malka"', { status: 'closed', address: 'Rīga, Meža iela 1' }),
  ownCompany(CARRIES_ON, 'SIA "Jaunā Malka"', { address: 'Rīga, Meža iela 2' }),
  ownCompany(SPLIT, 'SIA "Dalītā Malka"', { status: 'closed', address: 'Rīga, Meža iela 3' }),
  ownCompany(LIQUIDATED, 'SIA "Beigtā Malka"', { status: 'closed', address: 'Rīga, Meža iela 4' }),
  ownCompany(EE_CLOSED, 'Malka Puit OÜ', { country: 'EE', form: 'OÜ', status: 'closed', address: 'Tallinn, Narva mnt 5' }),
  ownCompany(FI_ACTIVE, 'Malka Puu Oy', { country: 'FI', form: 'OY', address: 'Lahti, Vesijärvenkatu 1' }),
];

let withFile: ServedSeededRest;
let withoutFile: ServedSeededRest;
before(async () => {
  withFile = await serveSeededRest({ fixture: false, rows: {
    companies,
    // A merger, and a split into a company held here and one whose number the store holds no company of.
    reorganizations: [reorganization(MERGED, CARRIES_ON), reorganization(SPLIT, CARRIES_ON), reorganization(SPLIT, NOT_HELD)],
  } }, { RATE_LIMITS: 'off' });
  withoutFile = await serveSeededRest({ fixture: false, rows: { companies } }, { RATE_LIMITS: 'off' });
});
after(async () => {
  await withFile.close();
  await withoutFile.close();
});

async function records(app: TestApp, q: string): Promise<Map<string, Record<string, unknown>>> {
  const r = await app.app.inject({ url: `${API}/companies/autofill?q=${encodeURIComponent(q)}&limit=50` });
  assert.equal(r.statusCode, 200, r.body);
  const body = r.json() as { results: Array<Record<string, unknown>> };
  return new Map(body.results.map((rec) => [rec.regcode as string, rec]));
}

const carriesOn = { regcode: CARRIES_ON, country: 'LV', name: 'SIA "Jaunā Malka"', status: 'active' };

test('a closed company merged into another names the company carrying on, by its old name and by its number', async () => {
  for (const q of ['Vecā Malka', MERGED]) {
    const record = (await records(withFile.app, q)).get(MERGED);
    assert.equal(record?.status, 'closed', q);
    assert.deepEqual(record.succeededBy, [carriesOn], q);
  }
});

test('a company split names each final entity, one the service holds no company of with name and status null', async () => {
  const record = (await records(withFile.app, 'Dalītā Malka')).get(SPLIT);
  assert.deepEqual(record?.succeededBy, [carriesOn, { regcode: NOT_HELD, country: 'LV', name: null, status: null }]);
});

test('the autofill record names the successor as the details do', async () => {
  const record = (await records(withFile.app, 'Vecā Malka')).get(MERGED);
  const details = await withFile.app.app.inject({ url: `${API}/companies/${MERGED}` });
  assert.deepEqual(record?.succeededBy, (details.json() as { succeededBy: unknown }).succeededBy);
});

test('a closed LV company UR names in no reorganisation says [], a company not closed carries no succeededBy', async () => {
  const page = await records(withFile.app, 'Malka');
  assert.deepEqual(page.get(LIQUIDATED)?.succeededBy, []);
  for (const regcode of [CARRIES_ON, FI_ACTIVE]) {
    const record = page.get(regcode);
    assert.ok(record, `${regcode} listed`);
    assert.equal('succeededBy' in record, false, `${regcode}: ${JSON.stringify(record)}`);
  }
});

test('a closed company of a country publishing no reorganisations, or of an LV store without the file, says null: not known', async () => {
  assert.equal((await records(withFile.app, 'Malka Puit')).get(EE_CLOSED)?.succeededBy, null);
  const page = await records(withoutFile.app, 'Malka');
  for (const regcode of [MERGED, SPLIT, LIQUIDATED, EE_CLOSED]) assert.equal(page.get(regcode)?.succeededBy, null, regcode);
  assert.equal('succeededBy' in page.get(CARRIES_ON)!, false);
});

test('a closed company\'s record carries closedOn as its details do, through the answer\'s schema; one not closed none', async () => {
  const page = await records(withFile.app, 'Malka');
  for (const regcode of [MERGED, LIQUIDATED, EE_CLOSED]) {
    const details = (await withFile.app.app.inject({ url: `${API}/companies/${regcode}` })).json() as { closedOn: unknown };
    // The EE company's row holds the day an import found it gone from RIK's basic data, no closing
    // day (RIK's files give none): null, as its details say.
    assert.equal(page.get(regcode)?.closedOn, regcode === EE_CLOSED ? null : '2021-01-01', regcode);
    assert.equal(page.get(regcode)?.closedOn, details.closedOn, regcode);
  }
  assert.equal('closedOn' in page.get(CARRIES_ON)!, false);
});
