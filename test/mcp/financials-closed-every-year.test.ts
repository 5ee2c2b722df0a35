// Asked for every year (no `years`), a closed company whose files hold some of its reports got its
// years and no word of its closure, while the tool's description says a year missing is no report
// filed unless a sentence gives a reason: a model read the years after its last report as reports
// not filed. Asked for one year more than it has, the same company was told the day it closed. The
// answer without `years` now says it too, as does the company resource, which carries every year.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, sentencesOf, type Connected } from './client.ts';

const CLOSED = { regcode: '40003999911', name: 'SIA "Slēgtā Dzirnava"', closedOn: '2024-05-31' };
const ACTIVE = { regcode: '40003999912', name: 'SIA "Atvērtā Dzirnava"' };

const statement = (regcode: string, year: number) => ({
  country: 'LV', regcode, year, period_start: `${year}-01-01`, period_end: `${year}-12-31`, currency: 'EUR',
  revenue: 1000, profit: 10, assets: 1000, equity: 600, liabilities: 400, employees: 2, cash_flow: null, consolidated: 0,
  filed_at: `${year + 1}-04-30`, statement_ref: `${regcode}-${year}`, source: 'lv.financials', as_of: '2026-11-15',
});

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  ctx = seededServices({ rows: {
    companies: [
      { ...ownCompany(CLOSED.regcode, CLOSED.name, { status: 'closed', source: 'lv.register' }), registered_on: '2005-03-01', closed_on: CLOSED.closedOn },
      { ...ownCompany(ACTIVE.regcode, ACTIVE.name, { source: 'lv.register' }), registered_on: '2005-03-01' },
    ],
    financial_statements: [statement(CLOSED.regcode, 2023), statement(CLOSED.regcode, 2022), statement(ACTIVE.regcode, 2023)],
  } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

const said = async (args: Record<string, unknown>) => sentencesOf(await callTool(mcp.client, 'get_company_financials', { country: 'LV', ...args }));
const CLOSURE = 'SIA "Slēgtā Dzirnava" (40003999911) was closed on 2024-05-31, so no annual report of a year after 2024 is due: '
  + 'report its years as ending there, not as reports missing.';

test('a closed company asked for every year is told the day it closed, as one asked for more years than it has is', async () => {
  assert.equal(await said({ regcode: CLOSED.regcode }), CLOSURE);
  assert.match(await said({ regcode: CLOSED.regcode, years: 3 }), /The company was closed on 2024-05-31, so no annual report of a year after 2024 is due/);
});

test('asked for no more years than it has, or an active company, nothing is said of a closure', async () => {
  assert.equal(await said({ regcode: CLOSED.regcode, years: 2 }), '');
  assert.equal(await said({ regcode: ACTIVE.regcode }), '');
});

test('the company resource, which carries every year, says it in its notes', async () => {
  const { contents } = await mcp.client.readResource({ uri: `company://LV/${CLOSED.regcode}` });
  const first = contents[0];
  const notes = (JSON.parse(first && 'text' in first ? first.text : '{}') as { notes: string[] }).notes.join(' ');
  assert.match(notes, /was closed on 2024-05-31, so no annual report of a year after 2024 is due: report its years as ending there/);
});
