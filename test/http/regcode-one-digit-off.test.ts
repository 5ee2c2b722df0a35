// A compliance check that typed an invoice's number a key off (40003032948 for Latvijas Gāze's
// 40003032949) was answered "No company …; find the number by the company's name with
// /companies/search", while the search of the same number lists the company one digit from it.
// The details, compliance and sanctions 404, and the tools' error results, now name that company
// and the request for it, by the one rule (services/resolve-company.ts), never answering it in
// the number's place.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, errorTextOf } from '../mcp/client.ts';

const { eeEnergia, lvGaze } = FIXTURE.companies;

let t: ServedSeeded;
before(async () => { t = await serveSeeded({}, { RATE_LIMITS: 'off' }); });
after(() => t.close());

async function notFound(path: string): Promise<string> {
  const res = await t.app.app.inject({ url: `${API}${path}` });
  assert.equal(res.statusCode, 404, `${path}: ${res.body}`);
  return (JSON.parse(res.body) as { detail: string }).detail;
}

test('a number one digit from a company\'s is a 404 naming that company and the request for it, over REST and MCP alike', async () => {
  const named = `a number one digit from it (a digit mistyped or two swapped) is that of Latvijas Gāze, AS (LV ${lvGaze.regcode}): `
    + 'check which company the document means';
  // A digit mistyped, two neighbours swapped, and the VAT number of the same mistake.
  for (const typed of ['40003032948', '40003032994', 'LV40003032948']) {
    for (const below of ['', '/compliance', '/sanctions']) {
      const detail = await notFound(`/companies/${typed}${below}`);
      assert.ok(detail.endsWith(`; ${named}; repeat the request for ${lvGaze.regcode} with country=LV`), detail);
    }
  }
  for (const tool of ['get_company_details', 'get_company_compliance']) {
    const text = errorTextOf(await callTool(t.mcp.client, tool, { regcode: '40003032948' }));
    assert.ok(text.includes(`. A${named.slice(1)}.`), text);
    assert.ok(text.endsWith(`Call ${tool} again with regcode ${lvGaze.regcode} and country LV.`), text);
  }
});

test('a number one digit from none, or asked in another country, keeps the search as its next step', async () => {
  // No company's number is one digit from 40003999990.
  assert.ok((await notFound('/companies/40003999990')).endsWith('find the number by the company\'s name with /companies/search?q=<name>'));
  // Asked in EE, an Estonian code one digit from Eesti Energia's is named; asked in LV, it is no LV number's neighbour.
  const ee = `${eeEnergia.regcode.slice(0, 7)}${(Number(eeEnergia.regcode[7]) + 1) % 10}`;
  assert.match(await notFound(`/companies/${ee}?country=EE`), new RegExp(`is that of Eesti Energia AS \\(EE ${eeEnergia.regcode}\\)`));
  assert.doesNotMatch(await notFound(`/companies/${lvGaze.regcode.slice(0, 10)}8?country=EE`), /one digit from it/);
});
