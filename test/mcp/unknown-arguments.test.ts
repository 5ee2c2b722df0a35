// An argument a tool does not take was dropped without a word: search_companies {query, offset: 20}
// answered the first page again, {query, status: "active"} every status, and a model paging or
// filtering read duplicates or drew conclusions from a filter never applied. It is now an error
// result (a bad argument the model can correct, not a protocol error) naming the argument, the
// ones the tool takes, and what to do instead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { callTool, errorTextOf, structuredOf } from './client.ts';
import { FIXTURE, connectedFixture } from './fixture.ts';

const C = FIXTURE.companies;
const session = connectedFixture();

test('search_companies refuses a paging argument and says there is no paging', async () => {
  const text = errorTextOf(await callTool(session.mcp.client, 'search_companies', { query: 'rigas koks', offset: 20 }));
  assert.match(text, /Unknown argument "offset": search_companies takes only query, country, limit\./);
  assert.match(text, /offset: search has no paging, the best matches come first; raise limit \(at most 100\) or narrow the query/);
  // The same query without it still answers.
  assert.ok(structuredOf<{ count: number }>(await callTool(session.mcp.client, 'search_companies', { query: 'rigas koks' })).count > 0);
});

test('search_companies refuses a status or legal-form filter and says what there is instead', async () => {
  const text = errorTextOf(await callTool(session.mcp.client, 'search_companies', { query: 'rigas koks', status: 'active', legalForm: 'SIA' }));
  assert.match(text, /Unknown arguments "status", "legalForm": search_companies takes only query, country, limit\./);
  assert.match(text, /status: search has no status filter; active companies come first and each result carries its status/);
  assert.match(text, /legalForm: search has no legal-form filter; write the form in the query \("SIA Rīgas Koks"\)/);
});

test('every tool refuses an argument it does not take, naming the ones it takes', async () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['get_company_details', { regcode: C.lvGaze.regcode, include: 'officers' }, /Unknown argument "include": get_company_details takes only regcode, country\.$/],
    ['get_company_financials', { regcode: C.lvGaze.regcode, year: 2024 },
      /Unknown argument "year": get_company_financials takes only regcode, country, years\. year: years counts the latest years \(3 for the last three\), not a calendar year/],
    ['get_company_compliance', { regcode: C.lvGaze.regcode, country_code: 'LV' },
      /Unknown argument "country_code": get_company_compliance takes only regcode, country, candidates\. country_code: send it as country\./],
    ['search_companies', { q: 'rigas koks' }, /Unknown argument "q": search_companies takes only query, country, limit\. q: send it as query\./],
    ['get_company_details', { name: 'Rīgas Koks' }, /name: this tool takes a registration or VAT number \(regcode\); search_companies finds a company by its name \(query\)/],
  ];
  for (const [tool, args, expected] of cases) {
    const result = await callTool(session.mcp.client, tool, args);
    assert.equal(result.isError, true, `${tool} ${JSON.stringify(args)}`);
    assert.match(errorTextOf(result), expected, tool);
  }
});

test('the published input schemas take no other property, and every documented argument still does', async () => {
  const validator = new AjvJsonSchemaValidator();
  const filled: Record<string, unknown> = { query: 'rigas koks', regcode: C.lvGaze.regcode, country: 'LV', limit: 5, years: 2, candidates: true };
  // The holdings of a legal entity among a company's owners: the fixture's holder of Latvijas Gāze.
  const filledFor: Record<string, Record<string, unknown>> = {
    list_holder_holdings: { regcode: '40003000099', registeredIn: 'LV' },
    check_person: { name: FIXTURE.persons.janis.name, birthDate: FIXTURE.persons.janis.birthDate, limit: 2, after: null },
    list_new_person_roles: { name: FIXTURE.persons.janis.name, birthDate: FIXTURE.persons.janis.birthDate, limit: 2, hours: 24, after: null },
  };
  for (const tool of (await session.mcp.client.listTools()).tools) {
    assert.equal(tool.inputSchema.additionalProperties, false, tool.name);
    const values = { ...filled, ...filledFor[tool.name] };
    const args = Object.fromEntries(Object.keys(tool.inputSchema.properties ?? {}).filter((name) => values[name] !== undefined).map((name) => [name, values[name]]));
    const valid = validator.getValidator(tool.inputSchema);
    assert.equal(valid(args).valid, true, `${tool.name} ${JSON.stringify(args)}`);
    assert.equal(valid({ ...args, offset: 1 }).valid, false, tool.name);
    structuredOf(await callTool(session.mcp.client, tool.name, args));
  }
});

// An argument under a name none of the lists of other names holds (registrationCode, countryName, a
// typo) was told the arguments alone, and the required one left out with its whole rule, as if none
// had been sent: the argument it resembles in the tool's own schema, or the one required argument
// left out that takes its value, is named.
test('every tool names the argument a name of its own resembles, or the required one left out it fills', async () => {
  const { janis } = FIXTURE.persons;
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['get_company_details', { registrationCode: C.lvGaze.regcode }, 'registrationCode', 'regcode'],
    ['get_company_compliance', { companyRegcode: C.lvGaze.regcode }, 'companyRegcode', 'regcode'],
    ['get_company_financials', { regcode: C.lvGaze.regcode, yearsBack: 3 }, 'yearsBack', 'years'],
    ['get_company_financials', { number: C.lvGaze.regcode }, 'number', 'regcode'],
    ['get_company_details', { regcode: C.lvGaze.regcode, countryName: 'Latvia' }, 'countryName', 'country'],
    ['get_company_compliance', { regcode: C.lvGaze.regcode, candidate: true }, 'candidate', 'candidates'],
    ['search_companies', { searchQuery: 'rigas koks' }, 'searchQuery', 'query'],
    ['search_companies', { query: 'rigas koks', limt: 3 }, 'limt', 'limit'],
    ['list_holder_holdings', { registrationCode: '40003000099' }, 'registrationCode', 'regcode'],
    ['list_holder_holdings', { regcode: '40003000099', registered: 'LV' }, 'registered', 'registeredIn'],
    ['check_person', { name: janis.name, birth: janis.birthDate }, 'birth', 'birthDate'],
    ['list_new_person_roles', { name: janis.name, date: janis.birthDate }, 'date', 'birthDate'],
  ];
  for (const [tool, args, sent, meant] of cases) {
    const text = errorTextOf(await callTool(session.mcp.client, tool, args));
    assert.match(text, new RegExp(`^Unknown argument "${sent}": ${tool} takes only [^.]+\\. ${sent}: send it as ${meant}\\.$`), `${tool} ${JSON.stringify(args)}: ${text}`);
  }
  // A value the argument left out does not take is not said to be it.
  assert.match(errorTextOf(await callTool(session.mcp.client, 'check_person', { name: janis.name, date: true })), /^birthDate: is required, /);
});

// A model mixing up the tools' arguments (years on the details for the history, candidates on the
// details for the sanctions candidates, a number as regcode to the search) read only the arguments
// this tool takes, with nothing naming the tool that takes the one it sent.
test('an argument another tool takes is answered with that tool', async () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['get_company_details', { regcode: C.lvGaze.regcode, years: 5 },
      /Unknown argument "years": get_company_details takes only regcode, country\. years: get_company_financials takes years and lists the financial years/],
    ['get_company_compliance', { regcode: C.lvGaze.regcode, year: 2024 }, /year: get_company_financials takes years/],
    ['get_company_details', { regcode: C.lvGaze.regcode, candidates: true }, /candidates: get_company_compliance takes candidates/],
    ['get_company_financials', { regcode: C.lvGaze.regcode, limit: 3 }, /limit: send it as years, how many of the latest years\.$/],
    ['get_company_details', { regcode: C.lvGaze.regcode, limit: 1 }, /limit: this tool answers one company; search_companies takes limit\.$/],
    ['search_companies', { query: 'rigas koks', regcode: C.lvGaze.regcode },
      /regcode: send the number as query \(search_companies reads a registration or VAT number\), or call get_company_details with regcode\.$/],
    ['search_companies', { vat: `LV${C.lvGaze.regcode}` }, /vat: send the number as query/],
    // query itself, not only the names meaning it (name, q), is told the search finds the regcode.
    ['get_company_details', { regcode: C.lvGaze.regcode, query: 'Latvijas Gāze' }, /query: this tool takes a registration or VAT number \(regcode\); search_companies finds a company by its name \(query\)\.$/],
  ];
  for (const [tool, args, expected] of cases) {
    assert.match(errorTextOf(await callTool(session.mcp.client, tool, args)), expected, `${tool} ${JSON.stringify(args)}`);
  }
});

// list_holder_holdings takes an owner's country as registeredIn: `country` (as the other tools take
// it) was told only the arguments taken; `holderRegcode` (REST's path name) and a regcode left out
// were told zod's own "Invalid input: expected string, received undefined".
test('list_holder_holdings names registeredIn for country, regcode for holderRegcode, and what regcode is when left out', async () => {
  const refusal = async (args: Record<string, unknown>) => errorTextOf(await callTool(session.mcp.client, 'list_holder_holdings', args));
  assert.match(await refusal({ regcode: 'HE398114', country: 'CY' }),
    /Unknown argument "country": list_holder_holdings takes only regcode, registeredIn, after\. country: send the owner's country as registeredIn \(CY\)\.$/);
  const renamed = await refusal({ holderRegcode: 'HE398114' });
  assert.match(renamed, /holderRegcode: send it as regcode\./);
  assert.doesNotMatch(renamed, /Invalid input: expected string/);
  assert.match(await refusal({}), /^regcode: is required, the owner's number, as an owner's regcode or the search's sentence gives it \(HE398114\)/);
  // The tool's own words for the owner's number were told the arguments alone.
  for (const key of ['owner', 'holder', 'ownerNumber']) assert.match(await refusal({ [key]: 'HE398114' }), new RegExp(`${key}: send the owner's number as regcode\\.$`), key);
  assert.match(await refusal({ regcode: ' ' }), /regcode: is empty, the owner's number/);
  // A number sent as a JSON number is read as its digits, as by the other tools: told no owner bears it, not its type.
  assert.match(await refusal({ regcode: 12345678 }), /^No legal entity with number 12345678 holds a company here/);
  assert.match(errorTextOf(await callTool(session.mcp.client, 'search_companies', { query: 'rigas koks', countries: 'LV' })),
    /countries: send it as country\.$/);
});

// list_holder_holdings pages by after: `next`, the field of its own answer a model sends back, and
// `page` were told the arguments alone, and `limit` that "this tool answers one company", of a list.
test('list_holder_holdings names after for a paging argument or a limit', async () => {
  for (const name of ['next', 'page', 'cursor', 'limit']) {
    const text = errorTextOf(await callTool(session.mcp.client, 'list_holder_holdings', { regcode: '40003000099', [name]: name === 'limit' ? 100 : 'LV:40003032949' }));
    assert.match(text, new RegExp(`${name}: this tool lists 50 a call; send after, the next of its previous answer, for the ones after them\\.$`), name);
    assert.doesNotMatch(text, /answers one company/, name);
  }
});

// A person's birth date under another name, a company tool sent one, or a page asked for by number:
// each is told the argument check_person takes, or check_person itself.
test('check_person names birthDate for dob, after for a page, and a company tool sent a birth date names check_person', async () => {
  const { janis } = FIXTURE.persons;
  const refused = async (tool: string, args: Record<string, unknown>) => errorTextOf(await callTool(session.mcp.client, tool, args));
  assert.match(await refused('check_person', { name: janis.name, dob: janis.birthDate }), /dob: send it as birthDate\.$/);
  assert.match(await refused('check_person', { name: janis.name, birthDate: janis.birthDate, page: 2 }),
    /page: send after, the next of the previous answer, for the companies after it\.$/);
  assert.match(await refused('get_company_details', { regcode: C.lvGaze.regcode, birthDate: janis.birthDate }),
    /birthDate: check_person takes name and birthDate and lists a person's companies\.$/);
});

// The person's name sent as a search's text: check_person {query} was told "this tool takes a regcode;
// search_companies finds it by name", and a model checking a person searched companies by the name.
test('the person tools name name for the person\'s name sent as query, fullName or personName', async () => {
  const { janis } = FIXTURE.persons;
  for (const tool of ['check_person', 'list_new_person_roles']) {
    for (const key of ['query', 'fullName', 'full_name', 'personName', 'person']) {
      const text = errorTextOf(await callTool(session.mcp.client, tool, { [key]: janis.name, birthDate: janis.birthDate }));
      assert.match(text, new RegExp(`${key}: send the person's full name as name\\.$`), `${tool} ${key}`);
      assert.doesNotMatch(text, /takes a regcode/, `${tool} ${key}`);
    }
    assert.match(errorTextOf(await callTool(session.mcp.client, tool, { companyName: 'Rīgas Koks', birthDate: janis.birthDate })),
      /companyName: this tool takes a person's full name as name; search_companies finds a company by its name\.$/, tool);
  }
});

// Sent to a person tool, since was told that get_company_financials takes years, and a window, a filter
// of the roles, the name in parts or a company's number were told only the arguments taken: a model
// watching a person dropped the window or the filter and read every role as what it had asked for.
// They are told as REST's person routes tell them, in the tools' arguments.
test('the person tools name the window, the results to pick from, and the full name, as REST\'s person routes do', async () => {
  const { janis } = FIXTURE.persons;
  const refused = async (tool: string, extra: Record<string, unknown>) =>
    errorTextOf(await callTool(session.mcp.client, tool, { name: janis.name, birthDate: janis.birthDate, ...extra }));
  const watch = 'list_new_person_roles';
  assert.match(await refused(watch, { since: '2026-11-25' }), /since: send firstSeenAfter, an instant \(2026-11-24T01:22:08Z\), in place of hours, for the roles first seen after it\.$/);
  assert.match(await refused(watch, { days: 7 }), /days: send hours, the window counted back from now \(at most 168, 7 days; 24 when left out\)\.$/);
  assert.match(await refused(watch, { firstSeenThrough: '2026-11-30T14:20:47.343Z' }),
    /firstSeenThrough: firstSeenThrough is a field of the answer; send its value back as firstSeenAfter for the roles first seen after it\.$/);
  for (const tool of ['check_person', watch]) {
    assert.doesNotMatch(await refused(tool, { since: '2026-11-25' }), /get_company_financials|years/, tool);
    // Both answers give the roles under companies, where "pick … from results" named a field neither gives.
    assert.match(await refused(tool, { role: 'officer' }), /role: all the person's (new )?roles are listed, each with its role and position; pick those of one kind from each company's roles\.$/, tool);
    assert.match(await refused(tool, { country: 'LV' }), /country: the person's (new )?roles in every country whose registers publish them \(LV, EE\) are listed, each with its country; pick those of one country from companies\.$/, tool);
    assert.match(await refused(tool, { firstName: 'Jānis' }), /firstName: send the person's full name as name, given names and surname together, in either order\.$/, tool);
    assert.match(await refused(tool, { regcode: C.lvGaze.regcode }), /regcode: every company of the person's (new )?roles is listed, each with its regcode and country; pick that company from companies/, tool);
  }
  for (const window of [{ hours: 24 }, { since: '2026-11-25' }, { firstSeenAfter: '2026-11-25T00:00:00Z' }]) {
    assert.match(await refused('check_person', window), /: check_person lists every role of the person, new or not; list_new_person_roles takes the same name and birthDate with hours or firstSeenAfter and lists the roles first seen in that window\.$/);
  }
});

// An argument sent under another name was told twice: left out, with the required argument's whole
// description (`regcode is required: LV 11 digits …`, 330 bytes), and unknown, `id: send it as
// regcode`; after `MCP error -32602: Input validation error: Invalid arguments for tool …: `. And
// names given the same advice were each told it (`firstName: …. lastName: …`, 90 bytes twice).
test('an argument under another name is told once what to send it as, after no prefix, and one advice is told once', async () => {
  const refusal = async (tool: string, args: Record<string, unknown>) => errorTextOf(await callTool(session.mcp.client, tool, args));
  assert.equal(await refusal('get_company_details', { id: C.lvGaze.regcode }),
    'Unknown argument "id": get_company_details takes only regcode, country. id: send it as regcode.');
  assert.equal(await refusal('list_new_person_roles', { person: 'Jānis Bērziņš', birth_date: '1980-01-01' }),
    'Unknown arguments "person", "birth_date": list_new_person_roles takes only name, birthDate, hours, firstSeenAfter, candidates, limit, after. '
    + 'person: send the person\'s full name as name. birth_date: send it as birthDate.');
  assert.equal(await refusal('check_person', { firstName: 'Jānis', lastName: 'Bērziņš', birthDate: '1980-01-01' }),
    'Unknown arguments "firstName", "lastName": check_person takes only name, birthDate, candidates, limit, after. '
    + 'firstName, lastName: send the person\'s full name as name, given names and surname together, in either order.');
  // A number the refusal sends elsewhere leaves the required argument told as it was.
  assert.match(await refusal('get_company_compliance', { companyName: C.lvGaze.regcode }),
    /^regcode: is required, LV 11 digits .*\nUnknown argument "companyName": get_company_compliance takes only regcode, country, candidates\. companyName: this tool takes a registration or VAT number \(regcode\); search_companies finds a company by its name \(query\)\.$/);
});

// A company's name under a name of its own (`company`, `entity`) was told `send it as regcode`, the one
// required argument left out, and the next call refused as a name: two steps to the search. A value of
// words and no digit is told at once that the tool takes a number and the search the name; a number
// sent so is still told the argument it fills.
test('a company name under a name of its own is sent to search_companies at once, a number to regcode', async () => {
  const searched = /^(\w+): this tool takes a registration or VAT number \(regcode\); search_companies finds a company by its name \(query\)\. Unknown argument "\1": \w+ takes only [^.]+\.$/;
  for (const [tool, args] of [
    ['get_company_details', { company: 'Rīgas Koks' }],
    ['get_company_compliance', { entity: 'SIA Rīgas Koks' }],
    ['get_company_financials', { code: 'Latvijas Gāze' }],
  ] as Array<[string, Record<string, unknown>]>) {
    assert.match(errorTextOf(await callTool(session.mcp.client, tool, args)), searched, `${tool} ${JSON.stringify(args)}`);
  }
  assert.equal(errorTextOf(await callTool(session.mcp.client, 'get_company_details', { company: C.lvGaze.regcode })),
    'Unknown argument "company": get_company_details takes only regcode, country. company: send it as regcode.');
});

// A company's name sent in place of regcode was told the sentence sending it to the search, but after
// the required regcode's whole rule (the four countries' formats and labels, 330 bytes), read first as
// what to send next. A value that is plainly a name is told the search first and the rule not at all;
// a number sent so keeps the rule, regcode being its next call.
test('a company name sent in place of regcode is told the search first, without the rule of a number', async () => {
  const refusal = async (tool: string, args: Record<string, unknown>) => errorTextOf(await callTool(session.mcp.client, tool, args));
  assert.equal(await refusal('get_company_details', { company: 'Rīgas Koks' }),
    'company: this tool takes a registration or VAT number (regcode); search_companies finds a company by its name (query). '
    + 'Unknown argument "company": get_company_details takes only regcode, country.');
  for (const tool of ['get_company_details', 'get_company_compliance', 'get_company_financials']) {
    for (const name of ['company', 'name', 'query', 'companyName', 'organisation']) {
      const text = await refusal(tool, { [name]: 'Latvijas Gāze' });
      assert.ok(text.startsWith(`${name}: this tool takes a registration or VAT number (regcode); search_companies finds`), `${tool} ${name}: ${text}`);
      assert.doesNotMatch(text, /is required|LV 11 digits/, `${tool} ${name}`);
    }
    // A number under a name of the search keeps the rule before the advice, as before.
    assert.match(await refusal(tool, { name: C.lvGaze.regcode }), /^regcode: is required, LV 11 digits .*\nUnknown argument "name": /s, tool);
  }
  // Beside regcode sent, the advice is told where it was, after the arguments taken.
  assert.match(await refusal('get_company_details', { regcode: C.lvGaze.regcode, query: 'Latvijas Gāze' }),
    /^Unknown argument "query": get_company_details takes only regcode, country\. query: this tool takes a registration or VAT number \(regcode\); search_companies finds a company by its name \(query\)\.$/);
});

// A company's name and its number each under a name of its own (`company` and `number`, regcode left
// out) were told the required regcode's whole rule and nothing of either name, where each alone is
// told what it is; then the name was told the search first and the number, which answers the call,
// last, and a model searched for a company whose number it held. The number is told first, and the
// name that the tool reads the number alone.
test('a company name beside its number is told the number first and the name as not needed', async () => {
  const refusal = async (tool: string, args: Record<string, unknown>) => errorTextOf(await callTool(session.mcp.client, tool, args));
  assert.equal(await refusal('get_company_details', { company: 'Rīgas Koks', number: '40003032949' }),
    'number: send it as regcode. Unknown arguments "company", "number": get_company_details takes only regcode, country. '
    + 'company: leave it out, this tool reads the number alone.');
  assert.equal(await refusal('get_company_details', { name: 'Rīgas Koks', regNr: '40003032949' }),
    'regNr: send it as regcode. Unknown arguments "name", "regNr": get_company_details takes only regcode, country. '
    + 'name: leave it out, this tool reads the number alone.');
  // Beside a number under a name told as regcode already, alike.
  assert.equal(await refusal('get_company_compliance', { company: 'Rīgas Koks', registrationNumber: '40003032949' }),
    'registrationNumber: send it as regcode. Unknown arguments "company", "registrationNumber": get_company_compliance takes only regcode, country, candidates. '
    + 'company: leave it out, this tool reads the number alone.');
  for (const tool of ['get_company_financials', 'list_holder_holdings']) {
    const text = await refusal(tool, { title: 'Latvijas Gāze', code: C.lvGaze.regcode });
    assert.doesNotMatch(text, /is required|LV 11 digits|search_companies/, tool);
    assert.match(text, /^code: send it as regcode\. Unknown arguments "title", "code": .* title: leave it out, this tool reads the number alone\.$/, tool);
  }
  // Two names and no number: the search, as a name alone is told.
  assert.match(await refusal('get_company_details', { company: 'Rīgas Koks', title: 'Latvijas Gāze' }),
    /^company, title: this tool takes a registration or VAT number \(regcode\); search_companies finds a company by its name \(query\)\. Unknown arguments/);
  // Two numbers, neither a name, are told the rule as before: which of them is meant is not known.
  assert.match(await refusal('get_company_details', { company: C.lvGaze.regcode, number: '10137319' }), /^regcode: is required, LV 11 digits /);
});
