// A checkout form fills street, postcode and city from an autofill record, and an invoice page
// from a company's details. Both served the address as one line only, written differently in
// each country: cutting it at its commas put the Estonian county (Harju maakond) in the city
// field, the Finnish postcode and town in one field, and the Latvian city in the street field.
// Both now carry addressParts, the parts the register gives, and the address's country, which is
// not the company's for a Finnish company YTJ registers at an address abroad.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { callTool, connectInProcess, structuredOf } from '../mcp/client.ts';

interface Place { address: string | null; street: string | null; postcode: string | null; city: string | null; abroad?: string }
const company = (country: string, regcode: string, name: string, p: Place): SeedRow => ({
  ...ownCompany(regcode, name, { country, address: p.address, form: null }),
  address_street: p.street, address_postcode: p.postcode, address_city: p.city, address_country: p.abroad ?? null,
});

const PLACES = {
  LV: { regcode: '40003999001', name: 'SIA "Kurzemes Dzirnavas"', address: 'Rīga, Brīvības iela 12 - 5, LV-1010', street: 'Brīvības iela 12 - 5', postcode: 'LV-1010', city: 'Rīga' },
  LT: { regcode: '305999001', name: 'UAB "Dzūkijos malūnas"', address: 'Kaunas, Taikos pr. 8, LT-51099', street: 'Taikos pr. 8', postcode: 'LT-51099', city: 'Kaunas' },
  EE: { regcode: '16999001', name: 'Saaremaa Veski OÜ', address: 'Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 5, 10117', street: 'Narva mnt 5', postcode: '10117', city: 'Tallinn' },
  FI: { regcode: '3999001-8', name: 'Hämeen Mylly Oy', address: 'Vesijärvenkatu 25, 15140 LAHTI', street: 'Vesijärvenkatu 25', postcode: '15140', city: 'LAHTI' },
} as const;
const NO_ADDRESS = { regcode: '40003999002', name: 'SIA "Bezadreses Dzirnavas"' };
// As fi.ytj stores a company whose address YTJ gives with country SE (test/importers/fi/ytj-fixtures.test.ts).
const ABROAD = { regcode: '3999002-6', name: 'Pohjanlahden Kauppa Oy', address: 'Box 45, 11122 STOCKHOLM, SE', street: 'Box 45', postcode: '11122', city: 'STOCKHOLM', abroad: 'SE' };

let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ rows: { companies: [
    ...Object.entries(PLACES).map(([country, p]) => company(country, p.regcode, p.name, p)),
    company('LV', NO_ADDRESS.regcode, NO_ADDRESS.name, { address: null, street: null, postcode: null, city: null }),
    company('FI', ABROAD.regcode, ABROAD.name, ABROAD),
  ] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const get = async (url: string) => {
  const r = await t.app.app.inject({ url: `${API}${url}` });
  assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
  return r.json();
};

test('autofill gives street, postcode and city apart in each country, beside the one-line address', async () => {
  for (const [country, p] of Object.entries(PLACES)) {
    const { results } = await get(`/companies/autofill?q=${encodeURIComponent(p.name)}&country=${country}`);
    const record = results.find((r: { regcode: string }) => r.regcode === p.regcode);
    assert.ok(record, `${country}: ${JSON.stringify(results)}`);
    assert.equal(record.address, p.address, country);
    assert.deepEqual(record.addressParts, { street: p.street, postcode: p.postcode, city: p.city, country }, country);
  }
});

test("a company's details give the same parts, for an invoice page that reads it by number", async () => {
  for (const [country, p] of Object.entries(PLACES)) {
    const details = await get(`/companies/${encodeURIComponent(p.regcode)}?country=${country}`);
    assert.deepEqual(details.addressParts, { street: p.street, postcode: p.postcode, city: p.city, country }, country);
  }
});

test('get_company_details gives the same parts to an assistant filling in a form', async () => {
  const mcp = await connectInProcess({ services: t.ctx.services });
  try {
    const p = PLACES.EE;
    const details = structuredOf<{ addressParts: unknown }>(await callTool(mcp.client, 'get_company_details', { regcode: p.regcode, country: 'EE' }));
    assert.deepEqual(details.addressParts, { street: p.street, postcode: p.postcode, city: p.city, country: 'EE' });
    const abroad = structuredOf<{ addressParts: { country: string } }>(await callTool(mcp.client, 'get_company_details', { regcode: ABROAD.regcode }));
    assert.equal(abroad.addressParts.country, 'SE');
  } finally {
    await mcp.close();
  }
});

test('a company the register gives no address has addressParts null, not empty texts', async () => {
  const { results } = await get(`/companies/autofill?q=${encodeURIComponent('Bezadreses Dzirnavas')}`);
  const record = results.find((r: { regcode: string }) => r.regcode === NO_ADDRESS.regcode);
  assert.ok(record);
  assert.equal(record.address, null);
  assert.equal(record.addressParts, null);
  assert.equal((await get(`/companies/${NO_ADDRESS.regcode}`)).addressParts, null);
});

test('a Finnish company registered at an address abroad gives that country, so a form does not send it to Finland', async () => {
  const { results } = await get(`/companies/autofill?q=${encodeURIComponent(ABROAD.name)}&country=FI`);
  const record = results.find((r: { regcode: string }) => r.regcode === ABROAD.regcode);
  assert.ok(record, JSON.stringify(results));
  assert.equal(record.country, 'FI', 'the company is still Finnish');
  assert.deepEqual(record.addressParts, { street: 'Box 45', postcode: '11122', city: 'STOCKHOLM', country: 'SE' });
  assert.deepEqual((await get(`/companies/${ABROAD.regcode}`)).addressParts, record.addressParts);
});
