// kyb_check, a company found by another number than the one given: an old Latvian code of a company
// merged into another finds the company that carries on (search_companies' matchedNumber kind
// predecessor; get_company_details' refusal names it), and the walk-through said only to pick the
// company that matches or to follow a tool's advice, so a model checked SIA "Rīgas Koks" and
// reported it as the company of 010312345, a company closed years ago.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany } from '../helpers/seed.ts';
import { serveSeeded, type ServedSeeded } from '../http/served-seeded.ts';
import { callTool, errorTextOf, structuredOf } from './client.ts';
import { kybCheckText } from './kyb-check-followed.ts';

const OLD = '010312345';
const CARRIES_ON = '40003123456';

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: {
    companies: [ownCompany(CARRIES_ON, 'SIA "Rīgas Koks"', { address: 'Rīga, Brīvības iela 12' })],
    reorganizations: [{ country: 'LV', source_regcode: OLD, final_regcode: CARRIES_ON, source: 'lv.reorganizations', as_of: '2026-11-21' }],
  } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const SAID = /A company found by another number than the one given \(a search result's matchedNumber, or a tool naming the successor of an old code\) is not that number's company: report it as what it is \(predecessor: the successor of the company closed under that code; other_country_code: the digits given after another country's code; one_digit_off: a company whose number is one digit from the one given, which no company has: ask me which number is right; number_beginning: a company whose number only begins with the digits given: ask me for the whole number\)\./;

test('a company found by its predecessor\'s code is reported as the successor, by either step the number takes', async () => {
  // Taken as a registration number: the details name the successor.
  assert.match(errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode: OLD })), new RegExp(`Call get_company_details again with regcode ${CARRIES_ON}`));
  assert.match(await kybCheckText(t.mcp.client, { company: OLD }), SAID);
  // Searched, with its label: the result is marked.
  const line = `Reģ. Nr. ${OLD}`;
  const found = structuredOf<{ results: Array<{ regcode: string; matchedNumber?: { kind: string } }> }>(
    await callTool(t.mcp.client, 'search_companies', { query: line }));
  assert.deepEqual(found.results.map((r) => [r.regcode, r.matchedNumber?.kind]), [[CARRIES_ON, 'predecessor']]);
  assert.match(await kybCheckText(t.mcp.client, { company: line }), SAID);
});

test('the kinds the walk-through explains are those search_companies answers with', async () => {
  const { tools } = await t.mcp.client.listTools();
  const search = tools.find((tool) => tool.name === 'search_companies')!;
  const kinds = JSON.stringify(search.outputSchema).match(/"enum":\["other_country_code","predecessor","one_digit_off","number_beginning"\]/);
  assert.ok(kinds, 'search_companies\' matchedNumber.kind is other_country_code, predecessor, one_digit_off or number_beginning');
});
