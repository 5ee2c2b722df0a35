// A customer typing a registration number into the company field saw names holding 40, then an
// empty list at 400, then the companies whose number begins 4000: a number's beginning is read
// as one from its 4th digit, and nothing said so. The reference now states it; this test holds
// the stated count of digits to what autofill does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { ownCompany } from '../helpers/seed.ts';

const REGCODE = '40003999001';
let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ rows: { companies: [ownCompany(REGCODE, 'SIA "Kurzemes Dzirnavas"', { address: 'Rīga, Brīvības iela 12 - 5, LV-1010' })] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const listed = async (q: string) => {
  const r = await t.app.app.inject({ url: `${API}/companies/autofill?q=${encodeURIComponent(q)}` });
  assert.equal(r.statusCode, 200, r.body);
  return r.json().results.some((record: { regcode: string }) => record.regcode === REGCODE);
};

test('the reference says from which digit a number is read as its beginning, and autofill does so', async () => {
  const doc = (await t.app.app.inject({ url: API })).json();
  const q = doc.paths[`${API}/companies/autofill`].get.parameters.find((p: { name: string }) => p.name === 'q');
  const said = /its beginning of (\d+) digits or more/.exec(q.description);
  assert.ok(said, `q's description says how many digits a beginning needs: ${q.description}`);
  const digits = Number(said[1]);
  assert.equal(await listed(REGCODE.slice(0, digits)), true, `${REGCODE.slice(0, digits)} lists the company`);
  assert.equal(await listed(`LV${REGCODE.slice(0, digits)}`), true, 'as does the VAT number begun so');
  assert.equal(await listed(REGCODE.slice(0, digits - 1)), false, `${REGCODE.slice(0, digits - 1)} is read as a word, as said`);
});
