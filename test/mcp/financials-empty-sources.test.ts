// "No annual report is published" and "no employee count" are answers read from files, as
// `registered: false` is read from the VAT list: an empty financials answer named no source at
// all (sources: []), so a compliance record could not say which register files were looked at or
// as of when. The empty parts now name the country's annual-report and headcount files with
// their dates, in get_company_financials, get_company_details and GET /companies/{regcode}.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, connectInProcess, structuredOf, type Connected } from './client.ts';
import { FIXTURE, mcpFixture, type McpFixture } from './fixture.ts';
import { startTestApp, type TestApp } from '../http/harness.ts';

const C = FIXTURE.companies;
let fixture: McpFixture;
let mcp: Connected;
let http: TestApp;

before(async () => {
  fixture = await mcpFixture();
  mcp = await connectInProcess({ services: fixture.services });
  http = await startTestApp({ services: fixture.services, env: { RATE_LIMITS: 'off' } });
});
after(async () => {
  await http.close();
  await mcp.close();
  await fixture.close();
});

type Source = { name: string; asOf: string | null };
type Answer = { financials?: unknown[]; latestFinancials?: unknown; headcount: unknown; sources: Source[] };
const tool = async (name: string, regcode: string) => structuredOf<Answer>(await callTool(mcp.client, name, { regcode }));
const rest = async (regcode: string) => (await http.app.inject({ method: 'GET', url: `/api/public/v1/companies/${regcode}` })).json() as Answer;
const named = (answer: Answer, prefix: string) => answer.sources.filter((s) => s.name.startsWith(prefix));

test('a Latvian company with no annual report and no VID count names the files read, with their dates', async () => {
  const expected = [{ name: 'lv.financials', asOf: '2026-11-15' }, { name: 'lv.taxes-paid', asOf: '2026-11-01' }];
  const financials = await tool('get_company_financials', C.lvKekava.regcode);
  assert.deepEqual([financials.financials, financials.headcount], [[], null]);
  assert.deepEqual(financials.sources, expected);
  const details = await tool('get_company_details', C.lvKekava.regcode);
  assert.equal(details.latestFinancials, null);
  assert.deepEqual(details.sources.filter((s) => expected.some((e) => e.name === s.name)), expected, 'MCP details');
  const answer = await rest(C.lvKekava.regcode);
  assert.deepEqual(answer.financials, []);
  assert.deepEqual(answer.sources.filter((s) => expected.some((e) => e.name === s.name)), expected, 'REST details');
});

test('a Lithuanian company without statements names JAR\'s statement files and Sodra\'s', async () => {
  const financials = await tool('get_company_financials', C.ltBlacklisted.regcode);
  assert.deepEqual(financials.financials, []);
  assert.deepEqual(financials.sources, [{ name: 'lt.financials', asOf: '2026-11-15' }, { name: 'lt.sodra', asOf: '2026-11-01' }]);
  assert.deepEqual(named(await rest(C.ltBlacklisted.regcode), 'lt.').filter((s) => s.name === 'lt.financials' || s.name === 'lt.sodra'),
    financials.sources);
});

test('a company with a report and a count names their files alone; Finland, which publishes neither, names none', async () => {
  const energia = await tool('get_company_financials', C.eeEnergia.regcode);
  assert.deepEqual(energia.sources.map((s) => s.name), ['ee.annual-reports', 'ee.taxes-paid']);
  const fi = await tool('get_company_financials', C.fiClosed.regcode);
  assert.deepEqual(fi.sources, []);
});
