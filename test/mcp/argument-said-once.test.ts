// The SDK's input validation ends each line of a refusal with ` at <argument>`, which read as the
// sentence's own words (`… which lists every role of the person, new or not at hours`, `… ask the
// user for it where it is not known at birthDate`) or named the argument twice (`limit must be at
// most 100 at limit`). Every tool's refusal of an argument now names it once, first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, errorTextOf } from './client.ts';
import { FIXTURE, connectedFixture } from './fixture.ts';

const C = FIXTURE.companies;
const session = connectedFixture();
const PERSON = { name: 'Jānis Bērziņš', birthDate: '1980-01-01' };

const WRONG: ReadonlyArray<[string, Record<string, unknown>, string]> = [
  ['search_companies', { query: 'Rīgas Koks', limit: 500 }, 'limit: must be at most 100'],
  ['get_company_details', { regcode: C.lvGaze.regcode, country: 'SE' }, 'country: must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland): '
    + 'the service holds no register of SE, so no company registered there (an owner with registeredIn SE is none either); leave country out'],
  ['get_company_financials', { regcode: C.lvGaze.regcode, years: 0 }, 'years: must be at least 1, how many of the latest financial years (3 for the last three); leave years out for every year held'],
  ['get_company_compliance', { regcode: C.lvGaze.regcode, candidates: 'yes' }, 'candidates: must be true or false'],
  ['check_person', { name: PERSON.name }, 'birthDate: is required, the person\'s birth date YYYY-MM-DD, matched with the name, as one name is often several people\'s; '
    + 'send it apart where the name holds it, and ask the user for it where it is not known'],
  ['list_new_person_roles', { ...PERSON, hours: 500 }, 'hours: must be at most 168 (7 days): for a longer time send firstSeenAfter in place of hours, the instant after which '
    + 'to list the roles first seen (2026-11-01T00:00:00.000Z) or the firstSeenThrough of the last answer, or call check_person, which lists every role of the person, new or not'],
  ['list_holder_holdings', { regcode: ' ' }, 'regcode: is empty, the owner\'s number, as an owner\'s regcode or the search\'s sentence gives it (HE398114)'],
];

for (const [tool, args, told] of WRONG) {
  test(`${tool} ${JSON.stringify(args)} names the argument once, before its rule`, async () => {
    assert.equal(errorTextOf(await callTool(session.mcp.client, tool, args)), told);
  });
}

test('an argument refused beside an unknown one is named once too, each on its line', async () => {
  const text = errorTextOf(await callTool(session.mcp.client, 'search_companies', { query: 'Rīgas Koks', limit: 0, offset: 20 }));
  const lines = text.split('\n');
  assert.equal(lines[0], 'limit: must be at least 1');
  assert.match(lines[1] ?? '', /^Unknown argument "offset": search_companies takes only query, country, limit\./);
  assert.equal(lines.length, 2, text);
});

// A refusal a tool writes itself, once the schema has passed the arguments (the person check's, the
// window's, a number naming another country), read `birthDate must be …` beside the schema's
// `birthDate: is required …` for the same argument: it names its argument first the same way.
const TOOL_WRITTEN: ReadonlyArray<[string, Record<string, unknown>, string]> = [
  ['check_person', { ...PERSON, birthDate: '01.01.1980' }, 'birthDate: must be a birth date written YYYY-MM-DD; the date sent, read day first, is 1980-01-01: send birthDate 1980-01-01.'],
  ['check_person', { ...PERSON, after: 'candidates:EE:12345678' }, 'after: is a page of candidates: send it with candidates true, as next does.'],
  ['check_person', { ...PERSON, name: 'Jānis Bērziņš, b. 1975-01-01' }, 'name: holds a birth date, 1975-01-01, other than birthDate 1980-01-01: send the name alone (name "Jānis Bērziņš") and the person\'s birth date in birthDate.'],
  ['list_new_person_roles', { ...PERSON, hours: 24, firstSeenAfter: '2026-11-27T00:00:00Z' }, 'firstSeenAfter: begins the window in place of hours: send one of them (firstSeenAfter, the firstSeenThrough of the last answer, for a watch that polls).'],
  ['get_company_details', { regcode: `Latvia ${C.lvGaze.regcode}`, country: 'EE' }, `country: is EE, while regcode "Latvia ${C.lvGaze.regcode}" names LV. Call get_company_details again with country LV or without country, or send the number alone with country EE.`],
];

for (const [tool, args, told] of TOOL_WRITTEN) {
  test(`${tool} ${JSON.stringify(args)}, refused by the tool itself, names the argument first as the schema's refusals do`, async () => {
    assert.equal(errorTextOf(await callTool(session.mcp.client, tool, args)), told);
  });
}

test('a tool\'s error that opens with no argument of the call is left as it is', async () => {
  const text = errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: '12345' }));
  assert.match(text, /^No company 12345 in LV, LT, EE or FI\./);
});
