// A company struck off before the first year the country's annual-report files hold was told "No
// annual report of … is published in the register data", and a model reported an LV company closed
// in 2010 as one that never filed, where the LV reports the store holds begin years later. The
// answer now names that first year (for LV the first the store holds, no year being documented for
// UR's file) and says the empty list says nothing of the company's reports.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, ownCompany } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, sentencesOf, type Connected } from './client.ts';

const LV_CLOSED_EARLY = { regcode: '40003999901', name: 'SIA "Vecā Dzirnava"', closedOn: '2010-06-30' };
const EE_CLOSED_EARLY = { regcode: '10999901', name: 'Vana Veski OÜ', closedOn: '2016-03-31' };
// Closed in 2024, with its 2023 report alone held: asked for 5 years, it was told "no first year of
// those files is documented" where the company above is told the year they begin with.
const LV_CLOSED_LATER = { regcode: '40003999902', name: 'SIA "Jaunā Dzirnava"', closedOn: '2024-05-31' };

let ctx: SeededServices;
let mcp: Connected;
let lvFirstYear: number;
before(async () => {
  ctx = seededServices({ rows: { companies: [
    { ...ownCompany(LV_CLOSED_EARLY.regcode, LV_CLOSED_EARLY.name, { status: 'closed', source: 'lv.register' }), closed_on: LV_CLOSED_EARLY.closedOn },
    { ...ownCompany(EE_CLOSED_EARLY.regcode, EE_CLOSED_EARLY.name, { country: 'EE', form: 'OÜ', status: 'closed', source: 'ee.basic' }), closed_on: '2026-11-10' },
    { ...ownCompany(LV_CLOSED_LATER.regcode, LV_CLOSED_LATER.name, { status: 'closed', source: 'lv.register' }), registered_on: '2005-03-01', closed_on: LV_CLOSED_LATER.closedOn },
  ],
  financial_statements: [{
    country: 'LV', regcode: LV_CLOSED_LATER.regcode, year: 2023, period_start: '2023-01-01', period_end: '2023-12-31', currency: 'EUR',
    revenue: 1000, profit: null, assets: 1000, equity: 600, liabilities: 400, employees: 2, cash_flow: null, consolidated: 0,
    filed_at: '2024-04-30', statement_ref: `${LV_CLOSED_LATER.regcode}-2023`, source: 'lv.financials', as_of: '2026-11-15',
  }],
  // The deletion day is RIK's general data's (kustutamise_kpv): the day the basic data was found no
  // longer listing the company is only the latest it can have been deleted on, no closing day.
  compliance_flags: [{ country: 'EE', regcode: EE_CLOSED_EARLY.regcode, flag: 'closed', detail: 'Kustutatud', since: EE_CLOSED_EARLY.closedOn,
    until: null, source: 'ee.general', as_of: '2026-11-21' }],
  } });
  // The first LV year the seeded files hold, which the answer is to name (no year of UR's file is documented).
  lvFirstYear = (ctx.db.prepare(`SELECT MIN(year) AS year FROM financial_statements WHERE source = 'lv.financials'`).get() as { year: number }).year;
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

const financials = async (regcode: string, country: string) => sentencesOf(await callTool(mcp.client, 'get_company_financials', { regcode, country }));

test('an LV company closed before the first year the store\'s LV reports hold is told that year, not that it published none', async () => {
  assert.ok(Number(LV_CLOSED_EARLY.closedOn.slice(0, 4)) < lvFirstYear, 'the seed\'s LV reports begin after the closing');
  const said = await financials(LV_CLOSED_EARLY.regcode, 'LV');
  assert.match(said, new RegExp(`^The LV annual reports this service holds begin with the year ${lvFirstYear} \\(lv\\.financials as of \\d{4}-\\d{2}-\\d{2}\\), `
    + `and SIA "Vecā Dzirnava" \\(${LV_CLOSED_EARLY.regcode}\\) was closed on ${LV_CLOSED_EARLY.closedOn}, before then: the empty list says nothing `
    + 'of the annual reports it filed, so do not count any as missing\\.$'));
  assert.doesNotMatch(said, /No annual report of/);
});

test('a closed LV company with fewer years than asked is told the same first year, not that none is documented', async () => {
  const said = sentencesOf(await callTool(mcp.client, 'get_company_financials', { regcode: LV_CLOSED_LATER.regcode, country: 'LV', years: 5 }));
  assert.ok(lvFirstYear < 2023, 'the seed\'s LV reports begin before the company\'s one year');
  assert.match(said, new RegExp(`^1 of the 5 years asked for came, every year the files read hold of SIA "Jaunā Dzirnava" \\(${LV_CLOSED_LATER.regcode}\\): `
    + `the LV annual reports this service holds begin with the year ${lvFirstYear}; the files hold no annual report of it for ${lvFirstYear}–2022\\. `
    + 'The company was closed on 2024-05-31, so no annual report of a year after 2024 is due'));
  assert.doesNotMatch(said, /no first year of those files is documented/);
});

test('an EE company closed before RIK\'s files begin is told their documented first year', async () => {
  assert.match(await financials(EE_CLOSED_EARLY.regcode, 'EE'), /^The EE annual reports this service holds begin with the year 2019 .*, and Vana Veski OÜ \(10999901\) was closed on 2016-03-31, before then:/);
});

test('a company closed within the years the files hold is told as before', async () => {
  const closed = FIXTURE.companies.lvRigasKoksClosed;
  const said = await financials(closed.regcode, 'LV');
  assert.match(said, /^No annual report of Rīgas Koks, SIA \(40003000001\) is published in the register data/);
  assert.match(said, /was closed on 2019-05-01, so no annual report of a year after 2019 is due/);
  assert.doesNotMatch(said, /begin with the year/);
});

test('the company resource\'s notes say the same of its empty list', async () => {
  const { contents } = await mcp.client.readResource({ uri: `company://LV/${LV_CLOSED_EARLY.regcode}` });
  const first = contents[0];
  const notes = (JSON.parse(first && 'text' in first ? first.text : '{}') as { notes: string[] }).notes.join(' ');
  assert.match(notes, new RegExp(`The LV annual reports this service holds begin with the year ${lvFirstYear} .*was closed on ${LV_CLOSED_EARLY.closedOn}, before then`));
  assert.doesNotMatch(notes, /No annual report of/);
});
