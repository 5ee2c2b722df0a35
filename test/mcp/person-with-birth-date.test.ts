// A person's name with a birth date sent for a company: a model asked which companies a person is tied
// to sends both, as the regcode of get_company_details or as a search query. The date was read as a
// number (`As a Finnish business ID, 1980010-1 has a wrong check digit`), or the search told to try
// fewer words, and a model reported the person as tied to no company; the answer now names the person
// check with the name and the date as it takes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, errorTextOf, sentencesOf, structuredOf } from './client.ts';
import { connectedFixture } from './fixture.ts';
import { personWithBirthDate } from '../../src/domain/person-name-like.ts';
import { personWithBirthYear } from '../../src/domain/person-birth-year.ts';

const session = connectedFixture();
const CANDIDATES = 'candidates true adds the roles matched by name alone, where a register gives no birth date (as RIK) or a sole '
  + 'trader\'s name holds the person\'s.';
const CHECK = 'If it is a person\'s name and birth date, call check_person with name "Jānis Bērziņš" and birthDate 1980-01-01 for the '
  + `person's companies; ${CANDIDATES} If it is a company's name, call search_companies with "Jānis Bērziņš".`;

test('a name and birth date sent as regcode name the person check with both, not a number', async () => {
  for (const regcode of ['Jānis Bērziņš 1980-01-01', 'Jānis Bērziņš (dz. 1.1.1980)']) {
    const text = errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode }));
    assert.ok(text.endsWith(` ${CHECK}`), text);
    assert.doesNotMatch(text, /business ID|check digit|19800101/, regcode);
  }
});

test('a name and birth date searched name the person check with both', async () => {
  const result = await callTool(session.mcp.client, 'search_companies', { query: 'Jānis Bērziņš, born 01.01.1980' });
  assert.equal(structuredOf<{ count: number }>(result).count, 0);
  assert.equal(sentencesOf(result), `No company matches "Jānis Bērziņš, born 01.01.1980". ${CHECK}`);
});

test('a name with a birth date in brackets lists no company by the date\'s digits; a company of that name is listed with the person check beside it', async () => {
  // Read as typed, `1.1` found companies by fewer words (`AN Puu Oy` on the demo), and no sentence named the person check.
  const result = await callTool(session.mcp.client, 'search_companies', { query: 'Jānis Bērziņš (dz. 1.1.1980)' });
  assert.equal(structuredOf<{ count: number }>(result).count, 0);
  assert.equal(sentencesOf(result), `No company matches "Jānis Bērziņš (dz. 1.1.1980)". ${CHECK}`);
  const named = await callTool(session.mcp.client, 'search_companies', { query: 'Latvijas Gāze 01.01.1980' });
  assert.deepEqual(structuredOf<{ results: Array<{ name: string }> }>(named).results.map((r) => r.name), ['Latvijas Gāze, AS']);
  assert.match(sentencesOf(named), /call check_person with name "Latvijas Gāze" and birthDate 1980-01-01/);
});

test('a text is read as a name and birth date only where the date is one and the rest a person\'s name', () => {
  assert.deepEqual(personWithBirthDate('Kadri Mets 22.05.1979'), { name: 'Kadri Mets', birthDate: '1979-05-22' });
  for (const text of ['SIA Rīgas Koks 2020-01-01', 'Rīgas Koks 1980-13-01', 'Jānis 1980-01-01', '40003123456', 'Jānis Bērziņš 2999-01-01']) {
    assert.equal(personWithBirthDate(text), null, text);
  }
});

test('a name with a birth date whose month is a word is searched as the name, with the person check beside, as the date in digits is', async () => {
  // Read as typed, `born 1 January 1980` was searched for `1` and listed companies of that number.
  // Its month cut short (`janv.`, `янв.`), it was searched for `1` too.
  for (const query of ['Jānis Bērziņš born 1 January 1980', 'Jānis Bērziņš (dz. 1980. gada 1. janvārī)', 'Jānis Bērziņš 1 января 1980',
    'Jānis Bērziņš (dz. 1980. g. 1. janv.)', 'Jānis Bērziņš 1 янв. 1980 г.', 'Jānis Bērziņš, sünd. 1. jaan 1980']) {
    const result = await callTool(session.mcp.client, 'search_companies', { query });
    assert.equal(structuredOf<{ count: number }>(result).count, 0, query);
    assert.equal(sentencesOf(result), `No company matches "${query}". ${CHECK}`);
  }
  const text = errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: 'Jānis Bērziņš, Jan 1, 1980' }));
  assert.ok(text.endsWith(` ${CHECK}`), text);
});

// A personal code sent as regcode, by a model asked about the person it names, was told the formats
// and owners registered abroad, and it reported the person as tied to no company.
test('a personal code sent as regcode is told it is one, with the person check and the date it gives', async () => {
  const lv = errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: '150384-12345' }));
  assert.match(lv, /: it is written as a person's personal code, no company's number\. If it is one, check_person finds the companies of a person .*by name and birthDate \(YYYY-MM-DD\)/, lv);
  assert.ok(lv.endsWith(' Send the person\'s name and birthDate 1984-03-15, the date the code gives, never the code.'), lv);
  assert.doesNotMatch(lv, /registered abroad|Registration numbers:/, lv);
  assert.match(errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: '131052-308T' })), /birthDate 1952-10-13, the date the code gives/);
  // Eleven digits of no company that read as a code: REST's 404 names its route, the tool check_person.
  const digits = errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: '37605030299' }));
  assert.match(digits, /^No company 37605030299 in LV, LT, EE or FI: 37605030299 reads as a person's personal code\. If it is one, check_person finds /);
  assert.ok(digits.endsWith('Send the person\'s name and birthDate 1976-05-03, the date the code gives, never the code.'), digits);
  assert.doesNotMatch(digits, /persons\/check/);
  // A masked century gives no date for certain: the birth date is asked for.
  assert.match(errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: '150384-*****' })), /Send the person's name and birth date, never the code\.$/);
});

// A person's name with a year of birth and no day (`Jānis Bērziņš 1980`), as a user most often gives
// it: searched, it was told only to try fewer or different words, and sent as regcode the number
// formats and owners registered abroad; a model reported the person as tied to no company.
const yearCheck = (birthDate: string) => 'If it is a person\'s name and year of birth, call check_person with name "Jānis Bērziņš" and '
  + `birthDate ${birthDate}, the whole birth date, as it takes no year alone (a register giving only the year and month of a birth is `
  + `matched on any day of that month); ${CANDIDATES} If it is a company's name, call search_companies with "Jānis Bērziņš".`;

test('a name with a year of birth searched or sent as regcode names the person check with the date to complete', async () => {
  for (const [query, birthDate] of [['Jānis Bērziņš 1980', '1980-MM-DD'], ['Jānis Bērziņš (born 1980)', '1980-MM-DD'], ['Jānis Bērziņš, dz. 03.1980', '1980-03-DD']]) {
    const result = await callTool(session.mcp.client, 'search_companies', { query: query! });
    assert.equal(structuredOf<{ count: number }>(result).count, 0, query);
    assert.equal(sentencesOf(result), `No company matches "${query}". ${yearCheck(birthDate!)}`);
  }
  for (const tool of ['get_company_details', 'get_company_compliance']) {
    const text = errorTextOf(await callTool(session.mcp.client, tool, { regcode: 'Jānis Bērziņš (1980)' }));
    assert.ok(text.endsWith(` ${yearCheck('1980-MM-DD')}`), text);
    assert.doesNotMatch(text, /Registration numbers:|registered abroad/, tool);
  }
});

test('a year read as a birth year only beside a person\'s name, one year alone, and not a recent one', async () => {
  assert.deepEqual(personWithBirthYear('Kalniņa Ilze (b. 1971-03)'), { name: 'Kalniņa Ilze', birthDate: '1971-03-DD', monthWritten: true });
  for (const text of ['SIA Rīgas Koks 1996', 'Rīgas Koks 2024', 'Jānis Bērziņš 1980-01-01', 'Jānis Bērziņš 1980 1981', 'Jānis 1980', 'Jānis Bērziņš 13.1980']) {
    assert.equal(personWithBirthYear(text, new Date('2026-11-30T00:00:00Z')), null, text);
  }
  // A company's name with its founding year lists it, with no person check beside it.
  const named = await callTool(session.mcp.client, 'search_companies', { query: 'Latvijas Gāze 1991' });
  assert.equal(structuredOf<{ results: Array<{ name: string }> }>(named).results[0]?.name, 'Latvijas Gāze, AS');
  assert.doesNotMatch(sentencesOf(named), /year of birth/);
});
