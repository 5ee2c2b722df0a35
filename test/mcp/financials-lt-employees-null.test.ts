// An LT year's employees is null where Sodra's file held reaches no month of it (the demo's holds
// November 2026 alone, so every LT year of it was null). The REST description of employees says why;
// get_company_financials said nothing beside the years, and a model read null as a company with no staff.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, connectInProcess, sentencesOf, type Connected } from './client.ts';
import { FIXTURE, mcpFixture, type McpFixture } from './fixture.ts';
import { FINANCIAL_AMOUNTS } from '../../src/domain/field-descriptions.ts';

const C = FIXTURE.companies;
let fixture: McpFixture;
let mcp: Connected;

before(async () => {
  fixture = await mcpFixture();
  mcp = await connectInProcess({ services: fixture.services });
});
after(async () => {
  await mcp.close();
  await fixture.close();
});

test('an LT year with employees null is told to say nothing of the staff, as the REST description says why', async () => {
  const result = await callTool(mcp.client, 'get_company_financials', { regcode: C.ltVilkas.regcode, country: 'LT' });
  const years = (result.structuredContent as { financials: Array<{ year: number; employees: number | null }> }).financials;
  assert.deepEqual(years.map((y) => y.employees), [null]);
  const said = sentencesOf(result);
  assert.match(said, /employees is null in its year listed, which says nothing of the staff of UAB „Šiaurės Vilkas“ \(110053842\); do not report it as having no employees: JAR's statements state no headcount; Sodra's file gives the months of the calendar years it covers/);
  // The words are those of the REST description's LT sentence, not a second text of it.
  const rest = FINANCIAL_AMOUNTS.employees.slice(FINANCIAL_AMOUNTS.employees.indexOf('LT: JAR') + 'LT: '.length);
  assert.ok(said.includes(`: ${rest}.`), said);
  // An Estonian year's null, which the description explains otherwise, gets no such sentence.
  assert.doesNotMatch(sentencesOf(await callTool(mcp.client, 'get_company_financials', { regcode: C.eeEnergia.regcode, country: 'EE' })), /employees is null/);
});

// get_company_details gave the newest year's employees null (latestFinancials) with nothing beside it either.
test('get_company_details says the same of an LT company\'s latestFinancials, once', async () => {
  const said = sentencesOf(await callTool(mcp.client, 'get_company_details', { regcode: C.ltVilkas.regcode, country: 'LT' }));
  assert.match(said, /latestFinancials\.employees is null, which says nothing of the staff of (the company|UAB „Šiaurės Vilkas“ \(110053842\)); do not report it as having no employees: JAR's statements state no headcount;/);
  assert.equal(said.match(/do not report it as having no employees/g)?.length, 1, said);
});
