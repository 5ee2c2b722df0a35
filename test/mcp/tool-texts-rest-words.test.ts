// What a tool says is in the words of the tools: a model calling them over MCP cannot send a query
// parameter nor call a route, and told `candidates=true`, `birthDate=1980-01-01`, `/companies/search?q=`
// or `at /holders/{holderRegcode}/holdings`, it sent the words as text or gave up (check_person's advice
// was REST's until the rules took the caller's words: domain/argument-words.ts). Every tool's
// sentences, refusals and errors, the company:// notes, the kyb_check prompt and tools/list, on the
// seed store, for the inputs that reach their advice, name tools and arguments, never REST's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool } from './client.ts';
import { connectedFixture, FIXTURE } from './fixture.ts';

const held = connectedFixture();
const C = FIXTURE.companies;
const P = FIXTURE.persons;

// A query's parameter with its value, a route of the REST API, REST's page of candidates.
const REST_WORDS = /\b(?:candidates|birthDate|name|q|country|registeredIn|limit|after|hours|years|regcode)=|\?q=|\/api\/public|\/companies\/|\/persons\/|\/holders\/|\bcandidatesAfter\b|\bGET \//;

/** The texts of an answer a model reads: every block of an error, the sentences beside a success (its JSON is the schema's). */
const textsOf = (result: { content: unknown; isError?: boolean }) => {
  const blocks = (result.content as Array<{ type: string; text?: string }>).map((b) => b.text ?? '');
  return result.isError ? blocks : blocks.slice(1);
};

test('no tool\'s sentence, refusal or error names a REST query parameter or route', async () => {
  const companies = Object.values(C) as Array<{ country: string; regcode: string; name: string }>;
  const numbers = ['37605030299', '010180-12345', '26123456', '40003123***', 'LV4000312', '2786402-9', 'HE398114', 'Jānis Bērziņš 1980-01-01',
    'Jānis Bērziņš 1980', FIXTURE.ambiguousRegcode, '99999999', 'abc'];
  const calls: Array<[string, Record<string, unknown>]> = [];
  for (const c of companies) {
    calls.push(['get_company_details', { regcode: c.regcode, country: c.country }], ['get_company_financials', { regcode: c.regcode, country: c.country, years: 10 }],
      ['get_company_compliance', { regcode: c.regcode, country: c.country }], ['search_companies', { query: `Tell me about ${c.name}` }]);
  }
  for (const regcode of numbers) {
    for (const tool of ['get_company_details', 'get_company_compliance', 'list_holder_holdings']) calls.push([tool, { regcode }], [tool, { regcode, country: 'LV' }]);
    calls.push(['search_companies', { query: regcode }]);
  }
  for (const query of ['SIA "Rīgas Koks"; SIA "Daugavas Enerģija"', 'Anna Kalniņa 1990-04', 'zzzq qqzz', 'Rīgas Koks (Eesti)']) calls.push(['search_companies', { query }]);
  for (const p of [P.janis, P.anna, P.peteris, P.ivan, P.mari]) {
    for (const more of [{}, { candidates: true }, { limit: 1 }]) {
      calls.push(['check_person', { name: p.name, birthDate: p.birthDate, ...more }], ['list_new_person_roles', { name: p.name, birthDate: p.birthDate, hours: 72, ...more }]);
    }
  }
  for (const [name, birthDate] of [[P.janis.name, '01.01.1980'], [P.janis.name, '1990-02-03'], [P.janis.name, '37605030299'], ['SIA Rīgas Koks', P.janis.birthDate],
    [encodeURIComponent(P.janis.name), P.janis.birthDate], [`${P.janis.name} 1979-06-03`, P.janis.birthDate], ['Jānis', P.janis.birthDate]]) {
    calls.push(['check_person', { name, birthDate }], ['list_new_person_roles', { name, birthDate, hours: 24 }]);
  }
  calls.push(['check_person', { name: P.janis.name }], ['check_person', { name: P.janis.name, birthDate: P.janis.birthDate, after: 'LV:1' }],
    ['get_company_compliance', { regcode: C.lvRigasKoks.regcode, candidates: 'yes' }], ['get_company_details', { regcode: C.lvRigasKoks.regcode, query: 'x' }]);

  let said = 0;
  for (const [tool, args] of calls) {
    for (const text of textsOf(await callTool(held.mcp.client, tool, args))) {
      said += 1;
      assert.doesNotMatch(text, REST_WORDS, `${tool} ${JSON.stringify(args)}`);
    }
  }
  // The calls reach the advice: most answers say something beside their JSON.
  assert.ok(said > calls.length / 2, `${said} texts of ${calls.length} calls`);
});

test('the company:// notes, the kyb_check prompt and tools/list name no REST query parameter or route', async () => {
  const { client } = held.mcp;
  for (const c of Object.values(C) as Array<{ country: string; regcode: string }>) {
    const read = await client.readResource({ uri: `company://${c.country}/${c.regcode}` });
    assert.doesNotMatch(JSON.stringify(read.contents), REST_WORDS, `${c.country} ${c.regcode}`);
  }
  assert.doesNotMatch(JSON.stringify(await client.getPrompt({ name: 'kyb_check', arguments: { company: C.lvRigasKoks.name } })), REST_WORDS);
  assert.doesNotMatch(JSON.stringify(await client.listTools()), REST_WORDS);
  assert.doesNotMatch(client.getInstructions() ?? '', REST_WORDS);
});
