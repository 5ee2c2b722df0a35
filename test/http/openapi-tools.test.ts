// The discovery document as function-calling platforms read it: each operation becomes a tool
// named by its operationId, described by its description, whose parameters are a JSON Schema
// object of the operation's query and path parameters (as OpenAPI toolkits and action builders
// convert a document). A model sees nothing else of the API before its first call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { discoveryDocument } from './discovery-document.ts';
import { FIXTURE, testServices } from './services.ts';
import { connectInProcess } from '../mcp/client.ts';

interface Parameter { name: string; in: string; required?: boolean; description?: string; schema: Record<string, unknown> }
interface Operation { operationId: string; summary?: string; description?: string; parameters?: Parameter[] }
type Document = { paths: Record<string, { get: Operation }>; components: { schemas: Record<string, unknown> } };
interface Tool { name: string; description: string; parameters: { type: 'object'; properties: Record<string, Record<string, unknown>>; required: string[] } }

/** The tools of the data operations, converted as the platforms do (a parameter's description moves into its schema). */
function toolsOf(doc: { paths: Record<string, { get: Operation }> }): Map<string, Tool> {
  const tools = new Map<string, Tool>();
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith(`${API}/companies`) && !path.startsWith(`${API}/persons`)) continue;
    const op = item.get;
    const properties: Tool['parameters']['properties'] = {};
    for (const p of op.parameters ?? []) properties[p.name] = { ...p.schema, description: p.schema.description ?? p.description };
    tools.set(op.operationId, {
      name: op.operationId,
      description: op.description ?? op.summary ?? '',
      parameters: { type: 'object', properties, required: (op.parameters ?? []).filter((p) => p.required).map((p) => p.name) },
    });
  }
  return tools;
}

/** Every subschema with an `enum`, at any depth, with where it is. */
function* enumsOf(schema: unknown, at: string): Generator<[string, Record<string, unknown>]> {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Record<string, unknown>;
  if (Array.isArray(s.enum)) yield [at, s];
  for (const [key, value] of Object.entries(s)) {
    if (key === 'examples' || key === 'example' || key === 'enum') continue;
    yield* enumsOf(value, `${at}.${key}`);
  }
}

test('every tool parameter states its type, so strict function-calling clients accept the tool', async () => {
  const tools = toolsOf(await discoveryDocument<Document>());
  assert.deepEqual([...tools.keys()], [
    'searchCompanies', 'autofillCompanies', 'getCompany', 'getCompanySanctions', 'getCompanyCompliance', 'checkPerson', 'newRegistrationsForPerson',
  ]);
  const untyped: string[] = [];
  for (const tool of tools.values()) {
    for (const [name, schema] of Object.entries(tool.parameters.properties)) {
      if (typeof schema.type !== 'string') untyped.push(`${tool.name}.${name}`);
    }
  }
  assert.deepEqual(untyped, [], 'a parameter with only an enum is refused ("schema must have a type key")');
  // country takes the codes in any case (a pattern, not the enum of capitals): the description names them.
  const country = tools.get('getCompany')?.parameters.properties.country;
  assert.match(String(country?.description), /^Country of the register: LV \(Latvia\), LT \(Lithuania\), EE \(Estonia\) or FI \(Finland\), in any case/);
  assert.equal(country?.type, 'string');
});

test('every enum of an answer states its type too, so a client generated from the document types it', async () => {
  const doc = await discoveryDocument<Document>();
  const untyped = [...enumsOf(doc.components.schemas, 'components')].filter(([, s]) => typeof s.type !== 'string').map(([at]) => at);
  assert.deepEqual(untyped, []);
});

// Action builders cut an operation's description at 300 characters and a parameter's at 700:
// what a model needs to pick the right tool has to come first. The first paragraph is that part.
const OPERATION_CUT = 300;
const PARAMETER_CUT = 700;

test('the first paragraph of each tool says, within 300 characters, when to use it and which tool instead', async () => {
  const tools = toolsOf(await discoveryDocument<Document>());
  const lead = (name: string) => {
    const description = tools.get(name)?.description ?? '';
    const first = description.split('\n\n')[0]!;
    assert.ok(first.length <= OPERATION_CUT, `${name}: the first paragraph is ${first.length} characters: ${first}`);
    return first;
  };
  // Search hands its results on and sends people and form fields elsewhere.
  assert.match(lead('searchCompanies'), /regcode and country to getCompany or getCompanySanctions/);
  assert.match(lead('searchCompanies'), /People are not searched: use checkPerson/);
  assert.match(lead('searchCompanies'), /autofillCompanies for a form field/);
  assert.match(lead('autofillCompanies'), /as its user types/);
  assert.match(lead('autofillCompanies'), /use searchCompanies, then getCompany/);
  // A lookup says where its number comes from and what it holds, or which tool does.
  assert.match(lead('getCompany'), /from searchCompanies/);
  assert.match(lead('getCompany'), /annual reports \(none in FI\)/);
  assert.match(lead('getCompany'), /matches: getCompanySanctions/);
  assert.match(lead('getCompanySanctions'), /EU, UN, OFAC and Latvian lists/);
  assert.match(lead('getCompanyCompliance'), /each flag with since when/);
  // The two person tools tell each other apart, and both need the birth date.
  assert.match(lead('checkPerson'), /birth date \(YYYY-MM-DD\), both required/);
  assert.match(lead('checkPerson'), /use newRegistrationsForPerson/);
  assert.match(lead('newRegistrationsForPerson'), /first seen by the service within the last `hours`/);
  assert.match(lead('newRegistrationsForPerson'), /use checkPerson/);
  for (const tool of tools.values()) {
    for (const [name, schema] of Object.entries(tool.parameters.properties)) {
      assert.ok(String(schema.description).length <= PARAMETER_CUT, `${tool.name}.${name} is described within ${PARAMETER_CUT} characters`);
    }
  }
});

// A toolkit calls servers[0].url joined with the path; a relative `/` made `//api/public/v1/…`.
test('a tool calls the address servers[0] and its path make, as a toolkit joins them', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const doc = await (await fetch(`http://127.0.0.1:${port}${API}`)).json() as { servers: Array<{ url: string }> };
    assert.equal(doc.servers[0]!.url, `http://127.0.0.1:${port}`);
    assert.equal(doc.servers[1]!.url, '/', 'the relative form stays, for readers that resolve it');
    const company = FIXTURE.companies.lvRigasKoks;
    const answer = await fetch(`${doc.servers[0]!.url}${API}/companies/{regcode}`.replace('{regcode}', company.regcode));
    assert.equal(answer.status, 200);
    assert.equal((await answer.json() as { name: string }).name, company.name);
  } finally {
    await t.close();
  }
});

test('behind a trusted proxy servers[0] is the public address; an untrusted X-Forwarded-Host is not believed', async () => {
  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'registry.example' };
  const behindProxy = await startTestApp({ services: await testServices(), env: { TRUST_PROXY: '127.0.0.1' } });
  const direct = await startTestApp({ services: await testServices() });
  try {
    const viaProxy = (await behindProxy.app.inject({ url: API, headers: forwarded })).json();
    assert.equal(viaProxy.servers[0].url, 'https://registry.example');
    const spoofed = (await direct.app.inject({ url: API, headers: { ...forwarded, host: 'localhost:8080' } })).json();
    assert.equal(spoofed.servers[0].url, 'http://localhost:8080');
  } finally {
    await behindProxy.close();
    await direct.close();
  }
});

// A model given the REST tools and one given the MCP tools learn the same of the same input.
test('the REST parameters and the MCP tool inputs say the same of regcode, country and the search text', async () => {
  const rest = toolsOf(await discoveryDocument<Document>());
  const mcp = await connectInProcess({ services: await testServices() });
  let inputs: Map<string, Record<string, { description?: string }>>;
  try {
    inputs = new Map((await mcp.client.listTools()).tools.map((t) => [t.name, t.inputSchema.properties as Record<string, { description?: string }>]));
  } finally {
    await mcp.close();
  }
  const restSays = (tool: string, parameter: string) => String(rest.get(tool)?.parameters.properties[parameter]?.description);
  const mcpSays = (tool: string, input: string) => String(inputs.get(tool)?.[input]?.description);
  // The registration number's form per country: the MCP text, whole, in the REST one. LT's older
  // codes of 7 or 8 digits are named: told "EE 8 digits, LT 9 digits" alone, a model took a
  // Lithuanian company's 8-digit code for an Estonian one.
  const formats = /LV 11 digits \(\d+\), EE 8 digits \(\d+\), LT 9 digits \(\d+; older ones 7 or 8\), FI business ID NNNNNNN-N \([^)]*\); a VAT number \([^)]*\) too/;
  for (const tool of ['getCompany', 'getCompanySanctions', 'getCompanyCompliance']) assert.match(restSays(tool, 'regcode'), formats, tool);
  assert.equal(restSays('getCompany', 'regcode').match(formats)?.[0], mcpSays('get_company_details', 'regcode').match(formats)?.[0]);
  // country: the codes, their countries, and what leaving it out does.
  const countries = 'Country of the register: LV (Latvia), LT (Lithuania), EE (Estonia) or FI (Finland), in any case';
  for (const tool of rest.keys()) {
    if (rest.get(tool)?.parameters.properties.country) assert.ok(restSays(tool, 'country').startsWith(countries), `${tool}: ${restSays(tool, 'country')}`);
  }
  // The MCP argument's enum names the four codes, so its description does not again (it says a
  // country's name is taken too): the codes are said once either way.
  assert.ok(mcpSays('search_companies', 'country').startsWith('Country of the register, in any case'));
  assert.match(JSON.stringify(inputs.get('search_companies')?.country), /"enum":\["LV","LT","EE","FI"\]/);
  assert.match(restSays('searchCompanies', 'country'), /Leave out to search all four/);
  assert.match(restSays('getCompany', 'country'), /only when the number exists in several countries/);
  // What a search text may be, beginnings of numbers and spelled-out letters included.
  const searchText = mcpSays('search_companies', 'query');
  assert.match(searchText, /or its beginning of 4 digits or more \(4000312, LV4000312/);
  assert.equal(restSays('searchCompanies', 'q'), searchText);
});
