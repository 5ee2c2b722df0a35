// A Lithuanian individual enterprise (IĮ) with no statement held was told "No annual report of … is
// published in the register data", beside financialsPublished true, which a model following kyb_check
// read as a report not filed. Lithuanian law obliges limited-liability entities alone to draw up
// financial statements; an IĮ, one person's business of unlimited liability, files them with Registrų
// centras only where it draws them up. The answer now says so, as it says of an Estonian FIE.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, sentencesOf, type Connected } from './client.ts';

const IE = { regcode: '303999901', name: 'Jono Jonaičio IĮ' };
const UAB = { regcode: '303999902', name: 'UAB "Jonaičio prekyba"' };
const CLOSED_IE = { regcode: '303999903', name: 'IĮ "Jono prekyba"' };
const CLOSED_FIE = { regcode: '14999903', name: 'Jaan Tamm FIE' };

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  ctx = seededServices({ rows: { companies: [
    { ...ownCompany(IE.regcode, IE.name, { country: 'LT', form: '110', formName: 'IĮ', source: 'lt.register' }), registered_on: '2010-03-01' },
    { ...ownCompany(UAB.regcode, UAB.name, { country: 'LT', form: '310', formName: 'UAB', source: 'lt.register' }), registered_on: '2010-03-01' },
    { ...ownCompany(CLOSED_IE.regcode, CLOSED_IE.name, { country: 'LT', form: '110', formName: 'IĮ', status: 'closed', source: 'lt.register' }),
      registered_on: '2010-03-01', closed_on: '2024-05-31' },
    { ...ownCompany(CLOSED_FIE.regcode, CLOSED_FIE.name, { country: 'EE', form: 'FIE', status: 'closed', source: 'ee.register' }),
      registered_on: '2010-03-01', closed_on: '2024-05-31' },
  ] } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

const said = async (regcode: string, years?: number) =>
  sentencesOf(await callTool(mcp.client, 'get_company_financials', { regcode, country: 'LT', ...(years === undefined ? {} : { years }) }));

test('an LT individual enterprise with no statement held is told that the law does not oblige it to draw any up', async () => {
  const alone = 'Jono Jonaičio IĮ (303999901) is an individual enterprise (IĮ, individuali įmonė), which Lithuanian law does not oblige '
    + 'to draw up financial statements (only limited-liability entities must): Registrų centras\' files hold its statements only where it '
    + 'drew them up of its own accord, so the empty list does not show a missing annual report, though financialsPublished is true for LT.';
  assert.equal(await said(IE.regcode), alone);
  assert.equal(await said(IE.regcode, 3), alone);
});

test('a UAB with no statement held is still told that none is published', async () => {
  assert.match(await said(UAB.regcode), /^No annual report of UAB "Jonaičio prekyba" \(303999902\) is published in the register data/);
});

// The resource's notes opened two in a row with "The company is an individual enterprise (IĮ,
// individuali įmonė), …": one on its sanctions screening, one on its statements.
test('the company resource says it in its notes, naming the form once', async () => {
  const { contents } = await mcp.client.readResource({ uri: `company://LT/${IE.regcode}` });
  const first = contents[0];
  const notes = (JSON.parse(first && 'text' in first ? first.text : '{}') as { notes: string[] }).notes;
  assert.equal(notes.filter((n) => n.includes('individual enterprise (IĮ, individuali įmonė)')).length, 1, notes.join('\n'));
  assert.ok(notes.includes('Lithuanian law does not oblige an individual enterprise to draw up financial statements (only limited-liability entities '
    + 'must): Registrų centras\' files hold its statements only where it drew them up of its own accord, so the empty list does not show a '
    + 'missing annual report, though financialsPublished is true for LT.'), notes.join('\n'));
  assert.doesNotMatch(notes.join(' '), /No annual report of/);
});

// A closed IĮ's (or EE FIE's) empty list was told by its form alone: the sentence every other closed
// company's years get, the day it closed, after which no report is due, was left out for it. (RIK gives
// no closing day: an EE company is dated as deleted on or before it.)
test('a closed individual enterprise or sole proprietor is told the day it closed, by the tool and the resource', async () => {
  const closing = / (was closed on|was deleted on or before|was deleted by) 2024-05-31\b[^.]*, so no annual report of a year after 2024 is due: report its years as ending there, not as reports missing\.$/;
  for (const [company, country] of [[CLOSED_IE, 'LT'], [CLOSED_FIE, 'EE']] as const) {
    const told = sentencesOf(await callTool(mcp.client, 'get_company_financials', { regcode: company.regcode, country }));
    assert.match(told, new RegExp(`^${company.name.replace(/"/g, '.')} \\(${company.regcode}\\) is an? (individual enterprise|sole proprietor)`), told);
    assert.match(told, closing, told);
    const { contents } = await mcp.client.readResource({ uri: `company://${country}/${company.regcode}` });
    const first = contents[0];
    const notes = (JSON.parse(first && 'text' in first ? first.text : '{}') as { notes: string[] }).notes;
    assert.match(notes.at(-1) ?? '', closing, notes.join('\n'));
  }
});
