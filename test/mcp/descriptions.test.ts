// What a model is told about values it cannot look up anywhere else: the tools' output schemas
// and descriptions, read through tools/list as a client shows them to the model.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { COMPLIANCE_FLAGS } from '../../src/domain/records.ts';
import { allSources } from '../../src/importers/registry.ts';
import { callTool, connectInProcess, errorTextOf, structuredOf, type Connected } from './client.ts';
import { FIXTURE, mcpFixture, type McpFixture } from './fixture.ts';

let fixture: McpFixture;
let mcp: Connected;
let tools: Map<string, Tool>;

before(async () => {
  fixture = await mcpFixture();
  mcp = await connectInProcess({ services: fixture.services });
  tools = new Map((await mcp.client.listTools()).tools.map((t) => [t.name, t]));
});
after(async () => {
  await mcp.close();
  await fixture.close();
});

interface Schema { description?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] }

/** The description of a field of a tool's output, by its path (`flagDetails.flag`), through arrays and nullable branches. */
function describedAs(tool: string, path: string): string {
  let schema = tools.get(tool)?.outputSchema as Schema | undefined;
  for (const name of path.split('.')) {
    const object = (s: Schema | undefined): Schema | undefined =>
      s?.properties ? s : s?.items ? object(s.items) : s?.anyOf?.map(object).find((b) => b !== undefined);
    schema = object(schema)?.properties?.[name];
  }
  const description = schema?.description ?? schema?.anyOf?.find((b) => b.description)?.description;
  assert.ok(description, `${tool} ${path} is described`);
  return description;
}

test('every compliance flag an answer can hold is named where flags are listed, and explained in the compliance answer', () => {
  const explained = describedAs('get_company_compliance', 'flags');
  for (const flag of COMPLIANCE_FLAGS) assert.match(explained, new RegExp(`\\b${flag} \\(`), `get_company_compliance flags explains ${flag}`);
  assert.doesNotMatch(explained, /…/, 'the list is complete');
  // The details name the flags and send the model to the tool that explains them, once in tools/list.
  const named = describedAs('get_company_details', 'flags');
  for (const flag of COMPLIANCE_FLAGS) assert.match(named, new RegExp(`\\b${flag}\\b`), `get_company_details flags names ${flag}`);
  assert.match(named, /what each means and is about: get_company_compliance/);
  assert.match(describedAs('get_company_compliance', 'flagDetails.flag'), /see flags/);
  // `Likvidēts (Liquidated, struck off)`: told only "the register's wording", a model was not told
  // what the English in brackets after it is.
  assert.match(describedAs('get_company_compliance', 'flagDetails.detail'), /wording of a status, its English in brackets/);
  // Flags the registers raise that the list left to "…".
  for (const flag of ['suspended', 'annual_report_late', 'in_reorganisation', 'special_situation']) {
    assert.ok((COMPLIANCE_FLAGS as readonly string[]).includes(flag), flag);
  }
});

// The compliance flags' description said again what the answer's own fields say (a status, isSanctioned,
// blacklisted, taxDebt, vatRegistered): 1,065 bytes of tools/list. A flag one of them says is told by its name.
test('the compliance flags name the field that says a flag, where the answer has one, in under 800 bytes', () => {
  const explained = describedAs('get_company_compliance', 'flags');
  assert.ok(Buffer.byteLength(explained) <= 800, `flags is described in ${Buffer.byteLength(explained)} bytes`);
  const output = tools.get('get_company_compliance')?.outputSchema as Schema & { properties: Record<string, Schema & { enum?: string[] }> };
  const statuses = output.properties.status?.enum ?? [];
  const pointed = (flag: string) => new RegExp(`\\b${flag} \\((?:as|see) (\\w+)\\)`).exec(explained)?.[1];
  for (const flag of ['sanctioned', 'blacklisted', 'annual_report_missing', 'tax_debt', 'vat_deregistered']) {
    const field = pointed(flag);
    assert.ok(field !== undefined && field in output.properties, `${flag} names a field of the answer: ${field}`);
  }
  for (const [flag, status] of [['closed', 'closed'], ['insolvent', 'insolvency'], ['in_liquidation', 'liquidation']] as const) {
    assert.match(explained, new RegExp(`\\b${flag} \\(status ${status}\\)`), flag);
    assert.ok(statuses.includes(status), status);
  }
  // What no field says is still said: a reorganisation trades on and is no insolvency.
  assert.match(explained, /in_reorganisation \([^)]*trading on, not an insolvency\)/);
});

// A country field said its enum again in words, `LV, LT, EE or FI` beside each company's country and
// `LV (Latvia), LT (Lithuania), EE (Estonia) or FI (Finland)` beside each tool's argument: 8 times in tools/list.
test('a country field whose enum names the four countries does not name them again in words', () => {
  type Field = Schema & { enum?: unknown[] };
  const fields: Array<[string, Field]> = [];
  const walk = (schema: Field | undefined, at: string): void => {
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      fields.push([`${at}.${name}`, property]);
      walk(property, `${at}.${name}`);
    }
    if (schema?.items) walk(schema.items, `${at}[]`);
    for (const branch of schema?.anyOf ?? []) walk(branch, at);
  };
  for (const tool of tools.values()) {
    walk(tool.inputSchema as Field, `${tool.name} input`);
    walk(tool.outputSchema as Field | undefined, `${tool.name} output`);
  }
  const four = JSON.stringify(['LV', 'LT', 'EE', 'FI']);
  const countries = fields.filter(([, f]) => [f, ...(f.anyOf ?? [])].some((b: Field) => JSON.stringify(b.enum) === four));
  assert.ok(countries.length >= 8, `${countries.length} country fields`);
  for (const [at, f] of countries) {
    const said = [f, ...(f.anyOf ?? [])].map((b) => b.description ?? '').join(' ');
    assert.doesNotMatch(said, /\bLV\b.*\bLT\b.*\bEE\b.*\bFI\b/s, at);
  }
  // What the enum does not say is still said: a country's name is taken for its code.
  const argument = (tools.get('get_company_details')?.inputSchema.properties as Record<string, Field>).country;
  assert.match(argument?.description ?? '', /in any case, or its name \(Latvia\)\. Leave out \(or null\) for all four\./);
});

// taxRating.source and taxDebt.source were described "e.g. lv.vat", a source that gives neither, and
// list_holder_holdings' holdings[].country "LV, LT, EE or FI" where only the LV and EE registers list holders.
test('a source a field names is one its values come from, and a holding is in LV or EE', async () => {
  const ids = new Set(allSources().map((s) => s.id));
  const named = (description: string) => description.match(/\b(?:lv|ee|lt|fi|sanctions)\.[a-z][a-z-]*[a-z]\b/g) ?? [];
  const producing = (kind: string) => allSources().filter((s) => (s.produces as readonly string[]).includes(kind)).map((s) => s.id);
  for (const tool of ['get_company_details', 'get_company_compliance']) {
    assert.deepEqual(named(describedAs(tool, 'taxRating.source')), producing('taxRating'), tool);
  }
  assert.deepEqual(named(describedAs('get_company_compliance', 'taxDebt.source')), producing('taxDebt'));
  // Every source any description names is one the service imports.
  for (const id of named(JSON.stringify((await mcp.client.listTools()).tools))) assert.ok(ids.has(id), id);
  const country = describedAs('list_holder_holdings', 'holdings.country');
  assert.match(country, /LV or EE/);
  assert.doesNotMatch(country, /LT|FI/);
});

test('blacklisted says which lists make it true, in which countries', () => {
  const description = describedAs('get_company_compliance', 'blacklisted');
  assert.match(description, /LV .*suspended/);
  assert.match(description, /LT .*annual financial statement not filed/, 'a missing LT annual report sets it too');
  assert.match(description, /false in EE and FI/);
});

test('a tax rating letter is explained: C is a high risk, not a middling grade', () => {
  assert.match(describedAs('get_company_compliance', 'taxRating.value'), /A a low risk.*B a medium risk.*C a high risk.*N a newly registered/);
  // Said once, in the check the rating belongs to; the details name it, as they name get_company_financials.
  assert.equal(describedAs('get_company_details', 'taxRating.value'), 'As in get_company_compliance');
});

// tools/list gave get_company_details' isSanctioned and taxRating.value as get_company_compliance's, and sources
// in three tools, word for word (about 490 bytes a model reads before anything is asked): each is said once and
// named where it is said, and what a false isSanctioned does not say keeps its words in the details.
test('isSanctioned, a tax rating letter and sources are described once, the other tools naming where', () => {
  assert.match(describedAs('get_company_compliance', 'isSanctioned'), /candidate for review alone never is\); false only says no match on the lists screened/);
  assert.equal(describedAs('get_company_details', 'isSanctioned'), 'As in get_company_compliance: false only says no match on the lists screened');
  assert.match(describedAs('get_company_details', 'sources'), /^Source files of this answer, also those an empty part was sought in/);
  for (const tool of ['get_company_financials', 'get_company_compliance']) {
    assert.equal(describedAs(tool, 'sources'), 'As in get_company_details', tool);
    assert.equal(describedAs(tool, 'sources.name'), describedAs('get_company_details', 'sources.name'), tool);
  }
});

test('an empty officers list where the country publishes none says so, in the schema and in the answer', async () => {
  assert.match(describedAs('get_company_details', 'officers'), /empty where the country's register publishes no officers \(LT and FI\)/);
  assert.match(tools.get('get_company_details')?.description ?? '', /officers \(LV and EE only: the LT and FI registers publish none\)/);
  const C = FIXTURE.companies;
  for (const c of [C.ltVilkas, C.fiNokia]) {
    const result = await callTool(mcp.client, 'get_company_details', { regcode: c.regcode, country: c.country });
    assert.deepEqual(structuredOf<{ officers: unknown[] }>(result).officers, []);
    assert.match(JSON.stringify(result.content),
      new RegExp(`names no officers and no owners of any company: the empty officers, formerOfficers and owners lists and personOwners null say nothing about`), c.regcode);
    // One sentence for both, where two said the same of the company one after the other.
    assert.doesNotMatch(JSON.stringify(result.content), /names no owners of any company/, c.regcode);
  }
  // Where the register names officers, an empty list is the company's own: no such hint.
  const lv = await callTool(mcp.client, 'get_company_details', { regcode: C.lvKekava.regcode });
  assert.deepEqual(structuredOf<{ officers: unknown[] }>(lv).officers, []);
  assert.doesNotMatch(JSON.stringify(lv.content), /names no officers|empty officers/);
});

// "Was the board replaced recently?": an agent reads formerOfficers, and an empty one of a
// register that dates no end (UR's officers file lists those in office only) is no answer.
test('former officers: the schema says where an empty list says nothing, and an LV answer says so beside it', async () => {
  assert.match(describedAs('get_company_details', 'formerOfficers'), /ended within the last 5 years/);
  assert.match(describedAs('get_company_details', 'formerOfficers'), /LT and FI publish no officers: an empty list there says nothing/);
  assert.match(describedAs('get_company_details', 'formerOfficers.until'), /Last day in office/);
  // UR gives no end: an LV office that left is dated by the first file without it.
  assert.match(describedAs('get_company_details', 'formerOfficers.unlistedOn'), /first register file without the office, which ended on or before it/);
  // An LV board's departures go back only to the file the service first recorded them in, which the
  // answer dates: the tool's description said five years for every country.
  assert.match(tools.get('get_company_details')?.description ?? '',
    /those who left within 5 years \(formerOfficers; an LV board's only since the day the answer gives\)/);
  const C = FIXTURE.companies;
  for (const c of [C.lvGaze, C.lvKekava]) {
    const result = await callTool(mcp.client, 'get_company_details', { regcode: c.regcode });
    assert.deepEqual(structuredOf<{ formerOfficers: unknown[] }>(result).formerOfficers, [], c.regcode);
    assert.match(JSON.stringify(result.content),
      /formerOfficers holds the offices the register's file stopped listing since this service first imported it: \[\] says nothing of departures; do not report the board as unchanged\./, c.regcode);
    // What the output schema says of every LV office (no end published, unlistedOn) is not said again.
    assert.doesNotMatch(JSON.stringify(result.content.slice(1)), /publishes no end of an office/, c.regcode);
    // A partnership's general partners, whose ends UR dates, are no word of a company that has none.
    assert.doesNotMatch(JSON.stringify(result.content.slice(1)), /general partner/, c.regcode);
  }
  // RIK dates the end of every office: an empty list of an EE company is the company's own.
  const ee = await callTool(mcp.client, 'get_company_details', { regcode: C.eePohjaPuit.regcode, country: 'EE' });
  assert.deepEqual(structuredOf<{ formerOfficers: unknown[] }>(ee).formerOfficers, []);
  assert.doesNotMatch(JSON.stringify(ee.content.slice(1)), /formerOfficers/, 'no sentence beside the JSON names it');
});

test('no owners where the register publishes no holders: the answer says an empty list, a null or a count 0 is no finding', async () => {
  const C = FIXTURE.companies;
  // LT and FI publish no holders of any company (personOwners null); the fixture holds RIK's officers and
  // beneficial owners but no shareholders file, so an EE company's holders are not known either (null).
  for (const [c, persons] of [[C.ltVilkas, null], [C.fiNokia, null], [C.eeEnergia, null]] as const) {
    const result = await callTool(mcp.client, 'get_company_details', { regcode: c.regcode, country: c.country });
    const value = structuredOf<{ owners: unknown[]; personOwners: { count: number } | null }>(result);
    assert.deepEqual([value.owners, value.personOwners?.count ?? null], [[], persons], c.regcode);
    assert.match(JSON.stringify(result.content),
      new RegExp(`owners lists? and personOwners ${persons === null ? 'null' : 'count 0'} say nothing about .*do not report it as .*(held by no company or by no natural person|no owners)`), c.regcode);
  }
  // Where the register lists holders, the counts are the company's own: no such sentence.
  const lv = await callTool(mcp.client, 'get_company_details', { regcode: C.lvKekava.regcode });
  assert.doesNotMatch(JSON.stringify(lv.content), /personOwners count 0/);
});

// An IK is a person trading under a name: no members or shares. Its owner, the trader, listed among its
// officers with position owner, is the one natural person holding it, counted in personOwners; with
// owners [] and no word of who that person is, a model looked for a holder and found none.
test('an LV sole trader: personOwners counts its owner, holding the whole business, and the answer names the trader', async () => {
  const C = FIXTURE.companies;
  const result = await callTool(mcp.client, 'get_company_details', { regcode: C.lvSoleTrader.regcode });
  const value = structuredOf<{ owners: unknown[]; personOwners: { count: number; sharePercent: number | null } | null; officers: Array<{ name: string; position: string }> }>(result);
  assert.deepEqual([value.owners, value.personOwners, value.officers.map((o) => o.position)], [[], { count: 1, sharePercent: 100 }, ['owner']]);
  const said = JSON.stringify(result.content);
  // UR lists her `KALNIŅA ANNA`, surname first: the details and the sentence name her given name first.
  assert.equal(value.officers[0]!.name, 'ANNA KALNIŅA');
  assert.match(said,
    new RegExp(`is a sole trader \\(IK, individuālais komersants\\), which has no members or shares: personOwners counts its owner, the trader listed among its officers with position owner \\(ANNA KALNIŅA\\), as the one natural person holding the whole business\\.`));
  assert.doesNotMatch(said, /personOwners count 0/);
  // A company with members: no such sentence.
  const sia = await callTool(mcp.client, 'get_company_details', { regcode: C.lvKekava.regcode });
  assert.doesNotMatch(JSON.stringify(sia.content), /sole trader/);
});

test('a person\'s name is no company search: the tools, the instructions and an empty answer say so', async () => {
  assert.match(mcp.client.getInstructions() ?? '', /check_person finds the companies of a person \(officer, owner, member\) by name and birthDate \(YYYY-MM-DD\)/);
  assert.doesNotMatch(mcp.client.getInstructions() ?? '', /no tool here finds the companies of a person|persons\/check/i);
  // A job watching a person was told only of the last 24 hours, never of the watermark that loses
  // nothing between polls (66 characters more: the instructions 1,487, the rate limit's line with them).
  assert.match(mcp.client.getInstructions() ?? '', /list_new_person_roles with the same name and birthDate lists the roles first seen in the last 24 hours, or after firstSeenAfter, the firstSeenThrough of its last answer\./);
  // The REST route was named where the tool now lists them: a client of tools alone could not call it.
  assert.doesNotMatch(mcp.client.getInstructions() ?? '', /new-registrations/);
  assert.match(tools.get('search_companies')?.description ?? '', /People are not searched \(check_person finds a person's companies\)/);
  // A person's name finds nothing; an owner that is a company does (Kyrenia Maritime Holdings, registered abroad, with its holdings).
  assert.match(tools.get('search_companies')?.description ?? '', /a company owner is found by name, one registered abroad with what it holds/);
  assert.doesNotMatch(tools.get('search_companies')?.description ?? '', /owner finds none/);
  const janis = FIXTURE.persons.janis;
  const result = await callTool(mcp.client, 'search_companies', { query: janis.name });
  assert.deepEqual(structuredOf(result), { count: 0, results: [] }, 'an officer of four companies');
  // and where they are found, as the instructions say (a client may never hand its model those).
  assert.match((result.content[1] as { text: string }).text, /if a person's, check_person finds the companies of a person \(officer, owner, member\) by name and birthDate \(YYYY-MM-DD\)/);
});

test('the search description asks for the name itself, not a request around it', async () => {
  const description = tools.get('search_companies')?.description ?? '';
  assert.match(description, /Send the name, number or address itself .*not a request around it \("Tell me about Viru Puit"\)/);
  // The words of a request are searched: they can find another company, which is why.
  assert.match(description, /its other words are searched too and may match other companies/);
});

// A model handed an invoice line (name, registration number and address in one string) took it
// apart before searching, or searched the name alone and picked among its namesakes, since the
// description named a name with its number only: the search reads the line whole.
test('the search description says a pasted invoice line is read whole, and such a line finds its company first', async () => {
  const description = tools.get('search_companies')?.description ?? '';
  assert.match(description, /A pasted invoice line with name, number and address \("Rīgas Koks, reģ\. Nr\. 40003123456, Krasta iela 5, Rīga"\)/);
  assert.match(description, /lists that company first/);
  const C = FIXTURE.companies;
  const found = structuredOf<{ results: Array<{ regcode: string }> }>(
    await callTool(mcp.client, 'search_companies', { query: `SIA Rīgas Koks, reģ. Nr. ${C.lvRigasKoks.regcode}, Krasta iela 5, Rīga` }));
  assert.equal(found.results[0]?.regcode, C.lvRigasKoks.regcode);
});

test('a company found by a former name: the search description says why its name differs', async () => {
  assert.match(tools.get('search_companies')?.description ?? '', /Former and parallel names are searched too: matchedOtherName names the one a result matched/);
  const found = structuredOf<{ results: Array<{ regcode: string; name: string }> }>(
    await callTool(mcp.client, 'search_companies', { query: 'Koka Nams', country: 'LV' }));
  assert.equal(found.results[0]?.regcode, FIXTURE.companies.lvRigasKoks.regcode, 'SIA "Koka Nams" until 2015');
  assert.doesNotMatch(found.results[0]?.name ?? '', /Koka Nams/);
});

test('get_company_compliance names the sanctions lists screened and their dates, so a clean answer can be quoted', async () => {
  type Compliance = { isSanctioned: boolean; sanctions: unknown[]; sanctionLists: Array<{ list: string; source: string; asOf: string | null }> };
  const C = FIXTURE.companies;
  const clean = structuredOf<Compliance>(await callTool(mcp.client, 'get_company_compliance', { regcode: C.lvGaze.regcode }));
  assert.deepEqual([clean.isSanctioned, clean.sanctions], [false, []]);
  // The lists of the REST sanctions answer of the same company.
  const rest = fixture.services.sanctionsFor(C.lvGaze.regcode);
  assert.ok(rest.lists.length > 0);
  assert.deepEqual(clean.sanctionLists, rest.lists);
  assert.match(describedAs('get_company_compliance', 'sanctionLists'), /clean result against these lists only/);
  // OFAC's files carry no date: theirs is the download's, which a screening record must not read as the list's.
  assert.match(describedAs('get_company_compliance', 'sanctionLists.asOf'), /downloaded \(OFAC/);
});

// A match of list LV may be on FID's asset-freeze table (source sanctions.lv-freeze), whose file
// carries no date: a model told LV is the national list, dated by itself, misreports both.
test('get_company_compliance says list LV includes FID\'s asset-freeze table, dated by its download', () => {
  assert.match(tools.get('get_company_compliance')?.description ?? '', /asset-freeze table/);
  assert.match(describedAs('get_company_compliance', 'sanctions.list'), /LV \([^)]*asset-freeze table/);
  // A list screened is named as a match's list is, said once, in sanctions.
  assert.equal(describedAs('get_company_compliance', 'sanctionLists.list'), 'As in sanctions');
  assert.match(describedAs('get_company_compliance', 'sanctionLists.asOf'), /downloaded \([^)]*asset-freeze table/);
});

test('years sent as a calendar year is told it is a count, and how to get that year', async () => {
  const text = errorTextOf(await callTool(mcp.client, 'get_company_financials', { regcode: FIXTURE.companies.lvGaze.regcode, years: 2024 }));
  assert.match(text, /years: must be at most 50: it is how many of the latest financial years to return, not a calendar year/);
  assert.match(text, /leave years out and read the entry whose year is 2024/);
  const other = errorTextOf(await callTool(mcp.client, 'get_company_financials', { regcode: FIXTURE.companies.lvGaze.regcode, years: 2019 }));
  assert.match(other, /for one year \(2019\) leave years out and read the entry whose year is 2019/, 'names the year sent');
});

// years: 100 was told it is no calendar year, and "all" or a range "2023-2025" only the bounds: a model
// sent another count, or gave up on the history, where leaving years out gives every year held.
test('years that is no count, or too large a one, is told what it counts and that left out it gives every year', async () => {
  for (const years of [100, 'all', '2023-2025', 0]) {
    const text = errorTextOf(await callTool(mcp.client, 'get_company_financials', { regcode: FIXTURE.companies.lvGaze.regcode, years }));
    assert.match(text, /how many of the latest financial years \(3 for the last three\); leave years out for every year held/, String(years));
    assert.doesNotMatch(text, /calendar year/, String(years));
  }
});

test('the company resource says how its JSON differs from get_company_details', async () => {
  const { resourceTemplates } = await mcp.client.listResourceTemplates();
  assert.match(resourceTemplates[0]?.description ?? '', /financials \(every year with an annual report, newest first\) in place of latestFinancials/);
  const { contents } = await mcp.client.readResource({ uri: `company://LV/${FIXTURE.companies.lvGaze.regcode}` });
  const read = JSON.parse(String((contents[0] as { text: string }).text)) as Record<string, unknown>;
  assert.deepEqual(['financials' in read, 'latestFinancials' in read], [true, false]);
});

test('a null vatRegistered is told apart from false', () => {
  assert.match(describedAs('get_company_compliance', 'vatRegistered'), /null where the service holds no VAT data .*\(unknown, not false\)/);
});

test('a search answer as long as limit says that more companies may match', async () => {
  const two = await callTool(mcp.client, 'search_companies', { query: 'rigas koks', limit: 2 });
  assert.equal(structuredOf<{ count: number }>(two).count, 2);
  assert.match(JSON.stringify(two.content), /These are the best 2 matches, as many as limit allows: more companies may match, and count is no total\. Raise limit \(at most 100\), or narrow the query or set country\./);
  const all = await callTool(mcp.client, 'search_companies', { query: 'rigas koks', limit: 100 });
  assert.ok(structuredOf<{ count: number }>(all).count < 100);
  assert.equal(all.content.length, 1, 'every match given: no sentence');
  assert.match(describedAs('search_companies', 'count'), /a count equal to limit is no total/);
});

test('financial amounts are described as whole units of the currency, not thousands', () => {
  for (const [tool, path] of [['get_company_details', 'latestFinancials.currency'], ['get_company_financials', 'financials.currency']] as const) {
    assert.match(describedAs(tool, path), /Amounts are whole units of it \(revenue 5487953 is 5,487,953 EUR\), never thousands/, tool);
  }
});

// Told "EE 8 digits, LT 9 digits" alone, a model took a Lithuanian company's older code of 8
// digits (11058424) for an Estonian one and set country EE. (The tools' regcode: openapi-tools.test.ts.)
// Asked for new companies registered this week, or bankrupt ones, a model searched those words and
// was told to try fewer or different words, as for a name: nothing said that no tool lists companies so.
test('the instructions say that no tool lists companies by registration date, status, trade or town', () => {
  assert.match(mcp.client.getInstructions() ?? '', /No tool lists companies by registration date, status, trade or town: each is found by its name, number or address\./);
});

test('the instructions name the older Lithuanian codes of 7 or 8 digits', () => {
  assert.match(mcp.client.getInstructions() ?? '', /LT 9 digits \(older ones 7 or 8\)/);
});

// The lookup reads a register's label sent with a number of two countries' companies as that country
// (registrikood is RIK's: EE), while the tool and the instructions said only to pass country, so a model
// holding `registrikood 11058424` from a document stripped the label and spent a call on the refusal.
test('get_company_details and the instructions say a register\'s label sent with the number names its country', async () => {
  const said = /Pass country when a number exists in several countries, unless sent with its\s+register's label \(registrikood 11058424: EE\)\./;
  assert.match(mcp.client.getInstructions() ?? '', said);
  assert.match(tools.get('get_company_details')?.description ?? '', said);
  // As said: the label answers the EE company of a number the fixture holds in LT and EE.
  const labelled = structuredOf<{ country: string }>(
    await callTool(mcp.client, 'get_company_details', { regcode: `registrikood ${FIXTURE.ambiguousRegcode}` }));
  assert.equal(labelled.country, 'EE');
});

// "no candidate says nothing of them" asked a model to undo two negatives to learn that the officers
// named are unscreened; the brief says what to report, once.
test('officersNotScreened says plainly that the officers named are to be reported as not screened', () => {
  const said = describedAs('get_company_compliance', 'officersNotScreened');
  assert.match(said, /report them as not screened\./);
  assert.doesNotMatch(said, /\bno\b[^.:;]*\bnothing\b/, 'no double negative');
});

// A client hands its model the whole tools/list answer at the start of every session, before
// anything is asked: it was 47 KB, output schemas explaining each field as the REST reference does.
test('tools/list is a small part of a model\'s context, and each description reads in short paragraphs', async () => {
  const listed = await mcp.client.listTools();
  const bytes = Buffer.byteLength(JSON.stringify(listed));
  // 33,995 bytes once the sanctions match's fields are published once (they were given again for
  // the candidates, 35,907 bytes). 35,453 with get_company_details' owners and personOwners (about
  // 1,950 bytes: eleven fields, most of them nullable, each published as anyOf with null), after
  // whole numbers lost zod's safe-integer bounds and repeated descriptions were cut (about 800 bytes);
  // 35,484 once personOwners may be null (LT and FI), two brief descriptions shortened to make room.
  // 36,348 with get_company_details' formerOfficers (864 bytes: the list's four fields, its
  // description of where an empty list says nothing, and its name in the tool's description; an
  // ended office's position points to the officers' own rather than repeating it), what a check of
  // a partner asks first (was the board replaced shortly before the deal?). 36,383 once the
  // compliance tool's candidates is anyOf with null, as every other optional argument (35 bytes).
  // 36,639 once an LV office UR's file stopped listing is listed (256 bytes: until nullable, the
  // unlistedOn field that dates it, the list's description saying which office has which).
  // 36,797 once an owner's registeredIn names its register's country, held here or not (158 bytes:
  // a nullable field and its brief description), what a check of a Cypriot-held partner asks.
  // 36,785 once the regcode's formats name LT's older codes of 7 or 8 digits (the words on the FI
  // hyphen and the VAT number shortened to make room).
  // 37,220 once get_company_compliance's taxDebt gives its disputed part, the part under a payment
  // schedule and the schedule's end as fields (435 bytes: three nullable fields, described briefly),
  // what a compliance system weighing a partner's debt reads rather than the flag's detail text.
  // 37,232 once the search text's description shows a VAT number begun after its label (VAT LV4000).
  // 37,207 once matchedOtherName's until is the end of any name the register ended, not of a former name alone.
  // 37,236 once flagDetails says that its last entries may be flags announced for a later day, not in
  // flags (a flag's own description no longer says each is one of those flags lists).
  // 37,351 once get_company_details' addressParts gives the address's country (115 bytes: a field
  // and its brief description), which a form's country field takes: a Finnish company YTJ
  // registers at a Swedish address was otherwise filled in as in Finland.
  // 37,359 once currency names LTL, the litas of a Lithuanian year that ended before 2015 (8 bytes).
  // 37,363 once closedOn's brief description says an EE company's is RIK's deletion day where given (4 bytes).
  // 37,958 once each officer of get_company_details carries its right to sign for the company
  // (595 bytes: a nullable object of a type and a nullable count, briefly described), UR's
  // rights_of_representation_type, what a partner check of a contract signed by one board member asks.
  // 38,026 once taxDebtPublished says it is false also for an Estonian sole proprietor the debtors
  // list holds no row of (68 bytes): EMTA may list an FIE by a personal code no open file joins to
  // it, so a model must not read its null taxDebt as no debt.
  // 38,148 once the flags name beneficial_owner_discrepancy, RIK's mark that a discrepancy notice
  // was filed against an EE company's beneficial-owner data (122 bytes: the value in the three
  // lists of flags and its brief meaning), which a compliance check of the partner reads.
  // 38,143 once vat_deregistered's brief meaning is a VAT registration ended (not struck off the VAT
  // register alone): a company's closure ends one the VAT list still shows.
  // 40,287 once get_company_details and get_company_compliance carry taxRegisters, FI's prepayment
  // and employer registers (2,144 bytes: in each tool a nullable object of two registers, each
  // whether registered and two nullable dates, briefly described), which a check of a Finnish
  // partner under the Contractor's Obligations Act reads and a payer reads before paying for work.
  // 40,284 once search_companies says a pasted invoice line (name, number and address in one text)
  // is read whole, paid for by shorter words on former names and one example fewer (3 bytes less).
  // 41,959 once get_company_details lists the companies a company holds (holdings and holdingsCount,
  // 1,675 bytes: a nullable list of eight fields, the share's three as briefly described as the
  // owners', and its name in the tool's description), what a check of a partner's group asks.
  // 43,269 once get_company_details also carries succeededBy and reorganisedFrom, LV's reorganisations
  // (1,310 bytes: two nullable lists of companies, each its number, country, name and status), which
  // tell who carries on for a company closed as reorganised.
  // 43,395 once the flags name securing_measure, a seizure or other securing measure UR records
  // against an LV company (126 bytes: the value in the three lists of flags and its brief meaning).
  // 43,820 once search_companies' results carry matchedNumber (425 bytes: an optional object of the
  // number read and its kind, briefly described), which tells a model that a VAT number typed with
  // another country's code (EE40003123456) found the company by its digits and is no valid number.
  // 43,896 once matchedNumber's kind also says predecessor (76 bytes): an old LV code of a company
  // reorganised into another, which the register no longer lists, finds the company carrying on.
  // 44,125 once get_company_compliance's sanctions matches carry the entry's addresses (229 bytes: a
  // nullable list of texts, briefly described), which tell a reviewer the listed party from a namesake.
  // 44,612 once get_company_details' officers carry an officer's regcode, country and registeredIn where
  // it is itself a company (487 bytes: three optional nullable fields, briefly described), so a model
  // follows a company on the board to its own details.
  // 44,756 once a reorganised company's country may be null, one registered abroad (144 bytes: the
  // field nullable in succeededBy and reorganisedFrom, its brief description saying what null means).
  // 45,422 once get_company_compliance's sanctions matches carry the entry's particulars (666 bytes:
  // a nullable object of four fields, briefly described), gender, places of birth, last amendment
  // and UN reference, which tell a reviewer the listed party from a namesake.
  // 47,557 with list_holder_holdings (2,135 bytes: a tool of three arguments and a list of six brief
  // fields, no status nor count), every company an owner registered abroad holds, which the search
  // and the details' 404 name three of "and others".
  // 47,904 once get_company_details' formerOfficers carry the regcode, country and registeredIn of an
  // officer that was itself a company (347 bytes: three optional nullable fields pointing to the
  // officers' descriptions), so a model follows a company that left a partner's board.
  // 48,048 once list_holder_holdings gives each company's status, as REST's holdings do (144 bytes:
  // the status's values and its brief description), so a model mapping an owner's group tells the
  // companies in liquidation or closed from those active without a call per company.
  // 48,064 once search_companies' matchedNumber.kind may be one_digit_off, a company one digit from a
  // number no company has (16 bytes: the enum's value).
  // 48,448 once get_company_compliance's sanctions matches carry copyOf (384 bytes: a nullable object of
  // the copied match's source and entryId, briefly described), which tells the Latvian register's copy
  // of an EU, UN or OFAC entry from a second listing.
  // 45,723 once the list leaves out what tells a model nothing (2,725 bytes): "(YYYY-MM-DD)" after
  // each of 42 dates, whose values show it; a second title in each tool's annotations; the bounds of
  // limit and years said again in words; and, of the SDK's list, each schema's draft-07 $schema, the
  // output objects' additionalProperties false and execution's taskSupport forbidden, the default.
  // 45,691 once holdings' brief description says whose holdings are known (an LV company's in LV and
  // EE, another's in EE only, 32 bytes fewer): "as the LV and EE registers list their owners" read as an
  // EE company's LV holdings being known, which the sentence beside the answer then denied.
  // 45,699 once search_companies' description says that a company owner is found by name, one
  // registered abroad with what it holds (8 bytes, its first paragraph naming the get_company_* tools
  // rather than each of the three): "the name of an officer or owner finds none of their companies"
  // kept a model from searching a holder's name.
  // 46,000 once list_holder_holdings gives each holding's sharePercent and since (301 bytes): a model
  // mapping a group asked the details of every company held to learn whether the owner controls it.
  // 46,078 once search_companies' matchedNumber.kind may be number_beginning, a company whose number
  // the text only begins (78 bytes: the enum's value and its brief description): `1234` listed
  // companies of 1234… that a model read as the company of that number.
  // 46,131 once closedOn's brief description says that a Finnish company's may be a later day YTJ
  // announced, the company active until then (53 bytes): a day ahead read as a company closed.
  // 46,156 once flagDetail's brief description says the register's wording of a status is followed by its
  // English in brackets (25 bytes): the brackets of `Likvidēts (Liquidated, struck off)` were not explained.
  // 46,377 once list_holder_holdings gives each holding's shareAmount and shareCurrency (221 bytes: two
  // nullable fields described as the owners' share): UR gives an LV stockholder's nominal amount alone,
  // and sharePercent null said nothing of the holding.
  // 46,428 once get_company_details' description says an LV board's formerOfficers go back only to the
  // day the answer gives (51 bytes): "those who left within 5 years" read as five years of LV departures.
  // 47,088 once get_company_details' nace gives its NACE section and division with their official
  // English titles (660 bytes: two nullable objects of code and title, each field briefly described): a reader of
  // none of the registers' languages had only Zāģēšana, ēvelēšana or Programmeerimine to go by.
  // 47,372 once the tax rating of get_company_details and get_company_compliance gives valueEnglish,
  // the letter's meaning in English (284 bytes: a nullable text in two tools): VID's explanation is
  // Latvian, and a C beside flags [] was read without knowing it is a high risk.
  // 47,431 once flagDetail's brief description says an LV suspension's or securing measure's detail is
  // in Latvian alone (59 bytes): "its English in brackets" promised English that UR's words never have.
  // 47,795 once the company summary (search results and details) gives legalFormEnglish, the form
  // in English (364 bytes: a nullable text where the summary is): SIA, OÜ, UAB or Oy, and the
  // register's Latvian or Estonian full name, told a reader abroad nothing of what the company is.
  // 47,939 once isSanctioned says a candidate for review alone never sets it and sanctionCandidates that
  // such a candidate (a listed officer or minority holder) is among them at any threshold (144 bytes):
  // at SANCTIONS_THRESHOLD 0.8 "scored from 0.8 up to sanctionsThreshold" left a board member's candidate out.
  // 48,284 once get_company_details' nace gives its NACE class with its official English title (345 bytes:
  // a nullable object of code and title, as section and division are): a reader of none of the registers'
  // languages had the division alone beside Datorprogrammēšana or Programmeerimine, not the class.
  // 51,978 once check_person lists a person's company roles as REST /persons/check does (3,699 bytes: its
  // five arguments, and an output whose role fields are named in one description rather than typed one
  // by one; search_companies' line on people 5 bytes shorter): a model asked which companies a person is
  // tied to had no tool, and sent the name as a regcode, searched it, or reported the person as tied to none.
  // 51,993 once check_person's after takes a page of candidates, candidates:EE:12345678 (15 bytes: the
  // prefix in its pattern): a name matching more companies by name alone than limit held could not be paged.
  // 55,070 with list_new_person_roles (3,077 bytes: seven arguments, the forms of after and firstSeenAfter
  // checked but not published, and an output whose role fields are named in one description, as
  // check_person's): the instructions sent a model watching a person to REST /persons/new-registrations,
  // which a client of tools alone cannot call.
  // 55,178 once get_company_financials' description names what the sentences beside an empty list tell
  // (108 bytes): it said an empty list is a report not published wherever financialsPublished is true,
  // while they say the files hold no year before their first, nor of an EE FIE.
  // 55,465 once list_holder_holdings gives each holding's role and position, as REST's holdings do (287
  // bytes: the two roles and the positions, briefly described): a model mapping a group could not tell
  // a stockholding from a member's share, nor a share held jointly from one of the owner's own.
  // 55,688 once get_company_details gives closedOnOrBefore, as REST's details do (223 bytes: a nullable date,
  // briefly described): an EE company found gone from RIK's basic data has closedOn null, the register
  // giving no closing day, and closedOn null alone read as no closing known.
  // 56,245 once get_company_compliance gives officersNotScreened, as REST's statement does (557 bytes: a
  // nullable list of a name and a nullable position, briefly described): an EE board member RIK's files
  // give no birth date of is compared with no list, and no candidate read as the board screened clean.
  // 56,241 once officersNotScreened's brief says plainly to report the officers as not screened (4 bytes fewer).
  // 56,239 once check_person groups its roles by company and writes each match once (2 bytes fewer: the
  // grouping and what a role leaves out said where the role's fields were named, the company's named once).
  // 56,236 once list_new_person_roles groups its roles by company as check_person does (3 bytes fewer: its
  // companies described as check_person's, where "A role as check_person's" described a shape no longer so).
  // 56,234 once check_person's roles leave out birthDateMatch exact and its companies companySanctioned
  // false and companyFlags [] (2 bytes fewer: what is left out said once per list, not after each field).
  // 56,187 once flagDetail's brief no longer says an LV suspension's or securing measure's detail is in
  // Latvian alone (47 bytes fewer): the phrases UR writes there again and again are now given in English.
  // 56,188 once list_holder_holdings' regcode takes an owner's name up to 200 characters, as the search's query
  // (1 byte more: maxLength 200, where 40 refused an LV owner's name with its form in full as no text).
  // 56,253 once list_new_person_roles' firstSeenAfter says the instant to send for the roles from a day on (65 bytes
  // more), as its refusal of a day alone names it: a model asked "since Monday" sends that instant at once.
  // 56,325 once list_new_person_roles' description says that a poll with no file published after its firstSeenAfter
  // leaves out sources (72 bytes more), the 460 bytes of files and dates every such poll gave again.
  // 56,112 once get_company_details' latestFinancials names get_company_financials for a year's start and a group's
  // figures, and get_company_compliance's sanctionLists names sanctions for a list's name, where both repeated them (213 bytes fewer).
  // 56,179 once get_company_details' description says a register's label sent with the number names its country
  // (67 bytes more): `registrikood 11058424` answers the EE company, and "Pass country" alone had a model strip the label.
  // 55,688 once get_company_details' isSanctioned and taxRating.value name get_company_compliance, and get_company_financials'
  // and get_company_compliance's sources name get_company_details, where each repeated them word for word (491 bytes fewer).
  // 55,394 once get_company_compliance's flags name the field that says a flag (status closed, see blacklisted, see taxDebt),
  // where the list said it again (294 bytes fewer: the description 1,065 bytes before, 771 now).
  // 55,114 once a country field whose enum names LV, LT, EE and FI no longer names them again in words (280 bytes fewer:
  // `LV, LT, EE or FI` left out beside a company's country, each tool's argument saying only what its enum does not).
  assert.ok(bytes <= 55_114, `tools/list is ${bytes} bytes`);
  for (const tool of listed.tools) {
    const description = tool.description ?? '';
    assert.ok(description.length <= 900, `${tool.name}: ${description.length} characters`);
    for (const paragraph of description.split('\n')) assert.ok(paragraph.length <= 450, `${tool.name}: a paragraph of ${paragraph.length} characters`);
  }
});
