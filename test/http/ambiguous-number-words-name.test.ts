// A number two countries' companies hold, sent among words that name one of them (`Põhja Puit OÜ
// 12345678`, an invoice line: Põhja Puit OÜ is EE 12345678, Akcinė bendrovė „Žalgiris“ LT 12345678):
// the 400 and the tools said only `add country=LT or country=EE`, so a client guessed the country of
// the company its own line names. They now say which company the words name and give its request first.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { FIXTURE, testServices } from './services.ts';
import { callTool, connectInProcess, textOf, type Connected } from '../mcp/client.ts';

const { eePohjaPuit, ltZalgiris } = FIXTURE.companies;
let t: TestApp;
let mcp: Connected;
before(async () => {
  const services = await testServices();
  t = await startTestApp({ services, env: { RATE_LIMITS: 'off' } });
  mcp = await connectInProcess({ services });
});
after(async () => { await mcp.close(); await t.close(); });

const detailOf = async (path: string) => {
  const r = await t.app.inject({ url: `${API}${path}` });
  assert.equal(r.statusCode, 400, r.body);
  return problemOf(r).detail;
};

test('a number of two countries after the name of one of its companies names that company and its request first', async () => {
  for (const [company, other] of [[eePohjaPuit, ltZalgiris], [ltZalgiris, eePohjaPuit]] as const) {
    const sent = `${company.name} ${FIXTURE.ambiguousRegcode}`;
    const words = `the text's other words name ${company.name} (${company.country} ${company.regcode})`;
    for (const sub of ['', '/compliance']) {
      const detail = await detailOf(`/companies/${encodeURIComponent(sent)}${sub}`);
      assert.ok(detail.endsWith(`regcode ${FIXTURE.ambiguousRegcode} exists in ${company.country}, ${other.country}; ${words}; `
        + `add country=${company.country} or country=${other.country}`), detail);
    }
    const said = textOf(await callTool(mcp.client, 'get_company_details', { regcode: sent }));
    assert.ok(said.includes(`exists in ${company.country} and ${other.country}; ${words}. `
      + `Call get_company_details again with country set to ${company.country} or ${other.country}.`), said);
  }
});

test('a number of two countries among words that name neither of its companies is told the countries alone', async () => {
  const detail = await detailOf(`/companies/${encodeURIComponent(`invoice ${FIXTURE.ambiguousRegcode}`)}`);
  assert.doesNotMatch(detail, /other words name/, detail);
  assert.match(detail, /exists in LT, EE; add country=LT or country=EE$/, detail);
});
