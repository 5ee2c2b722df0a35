// An officer is compared with the sanctions lists only by name and birth date, and RIK's files give
// no birth date of a person with an Estonian personal code: such a board member is compared with no
// list. REST's compliance statement names them (officersNotScreened); get_company_compliance did not
// carry the field, and its sentences said officers are compared for review, so a model read no
// candidate as the board screened clean. The tool now gives the field and says it beside the JSON.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, ownCompany } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf, type Connected } from './client.ts';

const EE_BOARD = { regcode: '14000027', name: 'Tallinna Ehitus OÜ' };
const officer = (id: number, name: string, birthDate: string | null) => ({
  id, country: 'EE', regcode: EE_BOARD.regcode, role: 'officer', position: 'board_member', person_name: name,
  name_key: name.toLowerCase(), entity_type: 'natural_person', birth_date: birthDate, birth_key: null, holder_regcode: null, since: '2025-01-01',
  until: null, share_percent: null, share_amount: null, share_currency: null, assoc_key: `officers-not-screened-${id}`,
  first_seen_at: '2025-01-02T00:00:00Z', source: 'ee.persons', as_of: '2026-11-21',
});

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  ctx = seededServices({ rows: {
    companies: [ownCompany(EE_BOARD.regcode, EE_BOARD.name, { country: 'EE', form: 'OÜ', source: 'ee.basic' })],
    person_roles: [officer(9101, 'Kadri Mets', null), officer(9102, 'Mari Tamm', '1980-04-02')],
  } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

type Statement = { officersNotScreened: Array<{ name: string; position: string | null }> | null };

test('get_company_compliance names the officer compared with no list, as REST does, and says no candidate says nothing of it', async () => {
  const answer = await callTool(mcp.client, 'get_company_compliance', { regcode: EE_BOARD.regcode, country: 'EE' });
  const value = structuredOf<Statement>(answer);
  assert.deepEqual(value.officersNotScreened, [{ name: 'Kadri Mets', position: 'board_member' }]);
  assert.deepEqual(value.officersNotScreened, ctx.services.complianceFor(EE_BOARD.regcode, 'EE').officersNotScreened);
  assert.match(sentencesOf(answer), /1 officer of (?:Tallinna Ehitus OÜ \(14000027\)|the company) \(officersNotScreened\) was compared with no sanctions list: an officer is compared by name and birth date, and the register gives no birth date of this one\. That no candidate is listed says nothing of this officer, and no tool here compares a person with the lists by name alone: report the officer as not screened, not the board as clear of sanctions\./);
  // "Check them by name" named no tool, and none here does.
  assert.doesNotMatch(sentencesOf(answer), /check them by name|No candidate says nothing/);
});

test('a board each of whom was compared, and a country whose officers are not held, get [] and null and no such sentence', async () => {
  const lv = await callTool(mcp.client, 'get_company_compliance', { regcode: FIXTURE.companies.lvRigasKoks.regcode, country: 'LV' });
  assert.deepEqual(structuredOf<Statement>(lv).officersNotScreened, []);
  const lt = await callTool(mcp.client, 'get_company_compliance', { regcode: FIXTURE.companies.ltClosed.regcode, country: 'LT' });
  assert.equal(structuredOf<Statement>(lt).officersNotScreened, null);
  for (const answer of [lv, lt]) assert.doesNotMatch(sentencesOf(answer), /officersNotScreened/);
});

// The owners' sentence of get_company_compliance said of an EE board "(officersNotScreened of
// get_company_compliance names them)", in that tool's own answer, before the sentence on the field:
// a model was sent to call again the tool it had called, and read the field named twice.
test('get_company_compliance names officersNotScreened once, sending the model to no other call of itself', async () => {
  const said = sentencesOf(await callTool(mcp.client, 'get_company_compliance', { regcode: EE_BOARD.regcode, country: 'EE' }));
  assert.match(said, /officers on all where the register gives their birth date, as RIK's files do for few[.;]/);
  assert.doesNotMatch(said, /get_company_compliance/);
  assert.equal(said.match(/officersNotScreened/g)?.length, 1, said);
});
