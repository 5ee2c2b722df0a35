// An Estonian company RIK's basic data stopped listing, no file of RIK giving its deletion day, has
// closedOn null and closedOnOrBefore the day it was found gone (services/closing-day.ts). The tools
// gave closedOn null with nothing beside it, which a model read as a company with no closing day
// known at all, or quoted the day found gone as the day it closed: the details carry the field, and
// every sentence dating the closure says it as the compliance statement does, "on or before".
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf, type Connected } from './client.ts';

const FOUND_GONE = { regcode: '80000036', name: 'Küla Kaubandus OÜ', foundGoneOn: '2026-11-20' };
// One found gone before the first year RIK's annual-report files hold (2019).
const GONE_EARLY = { regcode: '80000045', name: 'Vana Küla OÜ', foundGoneOn: '2017-02-01' };

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  const gone = (c: typeof FOUND_GONE) =>
    ({ ...ownCompany(c.regcode, c.name, { country: 'EE', form: 'OÜ', status: 'closed', source: 'ee.basic' }), closed_on: c.foundGoneOn });
  ctx = seededServices({ rows: { companies: [gone(FOUND_GONE), gone(GONE_EARLY)] } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

test('get_company_details gives closedOnOrBefore beside closedOn null, and says the company was deleted on or before that day', async () => {
  const answer = await callTool(mcp.client, 'get_company_details', { regcode: FOUND_GONE.regcode, country: 'EE' });
  const value = structuredOf<{ closedOn: string | null; closedOnOrBefore: string | null }>(answer);
  assert.deepEqual([value.closedOn, value.closedOnOrBefore], [null, FOUND_GONE.foundGoneOn]);
  assert.match(sentencesOf(answer), new RegExp(`^Küla Kaubandus OÜ \\(${FOUND_GONE.regcode}\\) was deleted on or before ${FOUND_GONE.foundGoneOn} `
    + `\\(the register gives no closing day\\): closedOn is null, and ${FOUND_GONE.foundGoneOn} \\(closedOnOrBefore\\) is the latest day`));
});

test('a company whose register gives the day has closedOnOrBefore null and no such sentence', async () => {
  const answer = await callTool(mcp.client, 'get_company_details', { regcode: '40003000001', country: 'LV' });
  const value = structuredOf<{ closedOn: string | null; closedOnOrBefore: string | null }>(answer);
  assert.deepEqual([value.closedOn, value.closedOnOrBefore], ['2019-05-01', null]);
  assert.doesNotMatch(sentencesOf(answer), /on or before/);
});

test('get_company_financials dates the closure of an empty list by the day found gone, said as on or before', async () => {
  const said = sentencesOf(await callTool(mcp.client, 'get_company_financials', { regcode: FOUND_GONE.regcode, country: 'EE' }));
  assert.match(said, new RegExp(`was deleted on or before ${FOUND_GONE.foundGoneOn} \\(the register gives no closing day\\), so no annual report of a year after 2026 is due`));
  assert.doesNotMatch(said, /was closed on/);
  const early = sentencesOf(await callTool(mcp.client, 'get_company_financials', { regcode: GONE_EARLY.regcode, country: 'EE' }));
  assert.match(early, new RegExp(`^The EE annual reports this service holds begin with the year 2019 .*, and Vana Küla OÜ \\(${GONE_EARLY.regcode}\\) `
    + `was deleted on or before ${GONE_EARLY.foundGoneOn} \\(the register gives no closing day\\), before then:`));
});

// The company:// resource gives the details' and the financials' sentences together: both said the
// company "was deleted on or before 2026-11-20 (the register gives no closing day)".
test('the company:// notes say once that the company was deleted on or before the day, the financials following it', async () => {
  for (const company of [FOUND_GONE, GONE_EARLY]) {
    const read = await mcp.client.readResource({ uri: `company://EE/${company.regcode}` });
    const { notes } = JSON.parse((read.contents[0] as { text: string }).text) as { notes: string[] };
    const said = notes.join(' ');
    assert.equal(said.match(/on or before/g)?.length, 1, said);
    assert.equal(said.match(/the register gives no closing day/g)?.length, 1, said);
    assert.match(notes[0]!, new RegExp(`^${company.name} \\(${company.regcode}\\) was deleted on or before ${company.foundGoneOn} `));
    // The financials' sentence still dates the end of the company's years, by the same day.
    assert.match(said, new RegExp(`the company was deleted by ${company.foundGoneOn}, as said above(, so no annual report of a year after ${company.foundGoneOn.slice(0, 4)} is due|, before then)`, 'i'));
  }
});
