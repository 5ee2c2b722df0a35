// A number typed with another country's code before it: a checkout form that puts the country
// chosen (LV by default) before the number sends LV11003917 for an Estonian registry code,
// EE40145707427 for a Latvian VAT number's digits. Autofill lists the company the digits name;
// the details stay the lookup of the number as typed, in the country its code names (an invoice's
// VAT number that is no company's is not answered as another company's), and their 404 said only
// that LV has no such VAT number, so a compliance user read the partner as unknown. The 404, and
// get_company_details, now name the company the digits name and the request for it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { EE_BY_VAT, LV, NUMBER_COMPANIES, NUMBER_VATS } from './numbers-of-other-country.ts';
import { ownCompany } from '../helpers/seed.ts';
import { callTool, errorTextOf } from '../mcp/client.ts';

const EE = '11003917';

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: {
    companies: [
      ownCompany(EE, 'Mets Euro OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing', address: 'Harju maakond, Tallinn, Pärnu mnt 1' }),
      ...NUMBER_COMPANIES,
    ],
    vat_registrations: NUMBER_VATS,
  } });
});
after(() => t.close());

const detailOf = async (path: string) => {
  const res = await t.app.app.inject({ url: `${API}${path}` });
  assert.equal(res.statusCode, 404, path);
  return problemOf(res).detail;
};

test('an Estonian registry code typed after LV: the 404 names the Estonian company and the request for it', async () => {
  const detail = await detailOf('/companies/LV11003917');
  assert.equal(detail, `No company with VAT number LV11003917 in LV; without the country code, ${EE} names Mets Euro OÜ (EE ${EE}); `
    + `repeat the request for ${EE} with country=EE`);
  // The step it names answers.
  const res = await t.app.app.inject({ url: `${API}/companies/${EE}?country=EE` });
  assert.equal(res.statusCode, 200);
  assert.equal(JSON.parse(res.body).name, 'Mets Euro OÜ');
});

test('the other ways of typing it: LT before 8 digits, a Latvian VAT number\'s digits after EE, an Estonian VAT number\'s after LV', async () => {
  assert.match(await detailOf('/companies/LT11003917/compliance'), new RegExp(`names Mets Euro OÜ \\(EE ${EE}\\); repeat the request for ${EE} with country=EE$`));
  assert.match(await detailOf(`/companies/EE${LV}`), new RegExp(`^No company with VAT number EE${LV} in EE; without the country code, ${LV} names SIA "Jūrmalas Čiekurs" \\(LV ${LV}\\); repeat the request for ${LV} with country=LV$`));
  assert.match(await detailOf('/companies/LV101485881'), new RegExp(`101485881 names Tallinna Ehitus OÜ \\(EE ${EE_BY_VAT}\\); repeat the request for ${EE_BY_VAT} with country=EE$`));
  // Asked in a country: the number is still read as typed, and the company named.
  assert.match(await detailOf('/companies/LV11003917?country=EE'), /^No company with VAT number LV11003917 in EE; .*repeat the request for 11003917 with country=EE$/);
});

test('get_company_details names the company the digits name and the call for it, not search_companies', async () => {
  const text = errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode: 'LV11003917' }));
  assert.match(text, new RegExp(`without the country code, ${EE} names Mets Euro OÜ \\(EE ${EE}\\)`, 'i'));
  assert.match(text, new RegExp(`Call get_company_details again with regcode ${EE} and country EE\\.$`));
  assert.doesNotMatch(text, /search_companies/);
  // Read as a resource: the resource of that company.
  await assert.rejects(t.mcp.client.readResource({ uri: 'company://LV/LV11003917' }),
    (err: Error) => err.message.includes(`Read company://EE/${EE}.`) && err.message.includes('Mets Euro OÜ'));
});

test('digits that name no company either keep the plain 404 and its search step', async () => {
  const detail = await detailOf('/companies/LV99999999');
  assert.doesNotMatch(detail, /country code/);
  assert.match(detail, /search\?q=<name>/);
});
