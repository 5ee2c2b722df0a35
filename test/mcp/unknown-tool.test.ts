// A call to a tool the server does not have was answered "Tool get_company not found" alone, so
// a model guessed another name. The answer now names the server's tools and suggests the close
// one; a known tool is answered by the SDK's handler as before (its input still validated).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, errorTextOf, structuredOf } from './client.ts';
import { FIXTURE, connectedFixture } from './fixture.ts';
import { TOOL_NAMES } from '../../src/mcp/tools/index.ts';

const TOOLS = 'search_companies, get_company_details, get_company_financials, get_company_compliance, list_holder_holdings, check_person, list_new_person_roles';
const session = connectedFixture();

test('a tool the server lacks is answered with the tools there are and the close one', async () => {
  const cases: Array<[string, string]> = [
    ['get_company', 'Unknown tool "get_company": did you mean get_company_details?'],
    ['search', 'Unknown tool "search": did you mean search_companies?'],
    ['search_company', 'Unknown tool "search_company": did you mean search_companies?'],
    ['get_company_finances', 'Unknown tool "get_company_finances": did you mean get_company_financials?'],
    ['lookup_company_by_code', 'Unknown tool "lookup_company_by_code".'],
  ];
  for (const [name, start] of cases) {
    const text = errorTextOf(await callTool(session.mcp.client, name, { regcode: FIXTURE.companies.lvGaze.regcode }));
    assert.equal(text, `${start} This server's tools are ${TOOLS}.`, name);
  }
});

// A model asked which companies a person is tied to guesses a person tool: told only the company
// tools, it searched the person's name (which finds none) and reported no companies, or gave up.
// check_person is the one meant, named with what it takes; called by its name it answers.
test('a person tool the server lacks is answered with check_person and what it takes', async () => {
  const { janis } = FIXTURE.persons;
  for (const name of ['lookup_person', 'search_persons', 'get_people', 'find_individual', 'person', 'get_person_companies']) {
    const text = errorTextOf(await callTool(session.mcp.client, name, { name: janis.name, birthDate: '30.10.1962' }));
    assert.equal(text, `Unknown tool "${name}": did you mean check_person? This server's tools are ${TOOLS}. check_person finds the `
      + 'companies of a person (officer, owner, member) by name and birthDate (YYYY-MM-DD); candidates true adds the roles matched by name '
      + 'alone, where a register gives no birth date (as RIK) or a sole trader\'s name holds the person\'s. list_new_person_roles '
      + 'with the same name and birthDate lists the roles first seen in the last 24 hours, '
      + 'or after firstSeenAfter, the firstSeenThrough of its last answer.', name);
  }
  const answer = structuredOf<{ companies: unknown[] }>(await callTool(session.mcp.client, 'check_person', { name: janis.name, birthDate: janis.birthDate }));
  assert.ok(answer.companies.length > 0);
});

test('the tools named are the ones tools/list gives, and a known tool still answers and validates', async () => {
  assert.deepEqual((await session.mcp.client.listTools()).tools.map((tool) => tool.name), [...TOOL_NAMES]);
  structuredOf(await callTool(session.mcp.client, 'get_company_details', { regcode: FIXTURE.companies.lvGaze.regcode }));
  assert.match(errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: 42 })), /regcode/);
});

// A tool named for what a model was asked (who owns it, is it sanctioned, its revenue, a VAT number):
// no name here is close, and told the names alone, a model searched, or said that nothing here answers it.
test('a tool named for what it would answer names the tool that answers it', async () => {
  const cases: Array<[string, string]> = [
    ['get_owners', 'get_company_details gives a company\'s officers, address and owners (those that are legal entities by name, natural persons counted)'],
    ['get_beneficial_owners', 'get_company_details gives a company\'s officers, address and owners'],
    ['check_sanctions', 'get_company_compliance gives a company\'s sanctions screening, tax debt and flags; check_person a person\'s matches, '
      + 'through the person\'s company roles, by name and birthDate.'],
    ['get_company_sanctions', 'get_company_compliance gives'],
    ['get_revenue', 'get_company_financials gives a company\'s annual figures'],
    ['get_subsidiaries', 'list_holder_holdings gives the companies a legal entity holds, by its regcode'],
    ['validate_vat', 'get_company_details takes a VAT number (LV40003032949) as regcode, as search_companies does as query'],
    ['get_company_history', 'get_company_details gives its former names and the officers who left (formerOfficers), with their days; '
      + 'no tool here lists a company\'s changes as such'],
    ['recent_changes', 'get_company_details gives its former names'],
  ];
  for (const [name, told] of cases) {
    const text = errorTextOf(await callTool(session.mcp.client, name, { regcode: FIXTURE.companies.lvGaze.regcode }));
    assert.ok(text.startsWith(`Unknown tool "${name}": ${told}`), `${name}: ${text}`);
    assert.ok(text.endsWith(`This server's tools are ${TOOLS}.`), name);
  }
});
