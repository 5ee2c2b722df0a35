// A registration number sent with the words around it (an invoice line or a letterhead pasted
// whole as regcode, or searched in another country than its company's): the refusal named the
// formats, a search by name and owners registered abroad, and never the number the text held, so a
// model searched by the name and picked among its namesakes. It now names the number and the
// company it names, and the call or the URI that reads it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, errorTextOf, structuredOf, textOf } from './client.ts';
import { connectedFixture, FIXTURE } from './fixture.ts';

const held = connectedFixture();
const GAZE = FIXTURE.companies.lvGaze;
const ENERGIA = FIXTURE.companies.eeEnergia;
const LINE = `Latvijas Gāze, AS, reģ. Nr. ${GAZE.regcode}, Rīga`;

test('an invoice line sent as regcode names the number it holds and the company, not the owners registered abroad', async () => {
  for (const tool of ['get_company_details', 'get_company_compliance', 'get_company_financials']) {
    const text = errorTextOf(await callTool(held.mcp.client, tool, { regcode: LINE }));
    assert.match(text, new RegExp(`the text holds words besides the number ${GAZE.regcode}, which names Latvijas Gāze, AS \\(LV ${GAZE.regcode}\\)`), text);
    assert.ok(text.endsWith(`Call ${tool} again with regcode ${GAZE.regcode} and country LV.`), text);
    assert.doesNotMatch(text, /registered abroad/, text);
  }
});

test('a number of the line that names no company in the country asked is answered as the number alone', async () => {
  const text = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode: `Eesti Energia AS, reg.kood ${ENERGIA.regcode}`, country: 'LV' }));
  assert.match(text, new RegExp(`number ${ENERGIA.regcode}; send the number alone, which is answered: No company ${ENERGIA.regcode} in LV; there is one in EE\\.`), text);
});

test('a company:// URI of a line names the URI of the number alone', async () => {
  const uri = `company://EE/${encodeURIComponent(`Latvijas Gāze ${GAZE.regcode}`)}`;
  await assert.rejects(held.mcp.client.readResource({ uri }), (err: Error) => {
    assert.match(err.message, new RegExp(`No company ${GAZE.regcode} in EE; there is one in LV\\. Read company://LV/${GAZE.regcode}\\.$`), err.message);
    return true;
  });
});

test('a line searched in another country than its number\'s company names that company', async () => {
  const result = await callTool(held.mcp.client, 'search_companies', { query: `Eesti Energia AS, reg.kood ${ENERGIA.regcode}`, country: 'LV' });
  assert.equal(structuredOf<{ count: number }>(result).count, 0);
  const sentence = result.content[1]?.type === 'text' ? result.content[1].text : '';
  assert.match(sentence, new RegExp(`the number ${ENERGIA.regcode} it holds names Eesti Energia AS \\(EE ${ENERGIA.regcode}\\)\\. ` +
    `Call get_company_details with regcode ${ENERGIA.regcode} and country EE, or search again with country EE or without country\\.`), sentence);
  assert.ok(textOf(result).startsWith('{'));
});

// A name holds no digit: the formats (some 290 characters) said nothing a model could use, and a
// person's name, sent as the number when asked for a person's companies, was sent on to the search,
// whose empty answer only then said that no tool here finds them.
test('a name without a number is told to search for it, and a person\'s name where those companies are found', async () => {
  const company = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode: 'SIA Latvijas Gāze' }));
  assert.match(company, /: it holds no digit\. If it is a company's name, call search_companies with it first\.$/);
  assert.doesNotMatch(company, /LV 11 digits|person/);
  const person = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode: 'Jānis Bērziņš' }));
  assert.match(person, /If it is a company's name, call search_companies with it first; if a person's, check_person finds the companies of a person .*by name and birthDate/);
  assert.doesNotMatch(person, /LV 11 digits/);
});

// A model asked about several partners sends their numbers in one regcode: the first was named and
// the others dropped without a word, and the model reported on one company of the two.
test('numbers of two companies sent in one regcode name both, and a call for each', async () => {
  for (const regcode of [`${GAZE.regcode}, ${ENERGIA.regcode}`, `${GAZE.regcode} and ${ENERGIA.regcode}`]) {
    const text = errorTextOf(await callTool(held.mcp.client, 'get_company_compliance', { regcode }));
    assert.ok(text.endsWith(`: the text holds 2 numbers, one company each: ${GAZE.regcode} names Latvijas Gāze, AS (LV ${GAZE.regcode}), `
      + `${ENERGIA.regcode} names Eesti Energia AS (EE ${ENERGIA.regcode}). Call get_company_compliance once for each, with its regcode and country.`), text);
  }
  const rigas = FIXTURE.companies.lvRigasKoks.regcode;
  await assert.rejects(held.mcp.client.readResource({ uri: `company://LV/${encodeURIComponent(`${GAZE.regcode} ${rigas}`)}` }), (err: Error) => {
    assert.match(err.message, new RegExp(`Read company://LV/${GAZE.regcode} and company://LV/${rigas}, one by one\\.$`), err.message);
    return true;
  });
});

// An invoice line naming one company and bearing another's number: told only that the number names
// the other and to call for it, a model filling a form from the line filled in the number's company.
test('a line whose name is of another company than its number names both and asks which one the document means', async () => {
  const regcode = `Eesti Energia AS, KMKR LV${GAZE.regcode}`;
  const text = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode }));
  assert.match(text, new RegExp(`number LV${GAZE.regcode}, which names Latvijas Gāze, AS \\(LV ${GAZE.regcode}\\); its other words name another company, `
    + `Eesti Energia AS \\(EE ${ENERGIA.regcode}\\)\\. Ask which company the document means\\.`), text);
  assert.ok(text.endsWith(`Call get_company_details again with regcode ${GAZE.regcode} and country LV for the number's company, `
    + `or ${ENERGIA.regcode} and EE for the name's.`), text);
  // A line whose name and number agree is answered as before, with the one call.
  assert.doesNotMatch(errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode: LINE })), /other words/);
});

test('a line whose number names no company says which company its name names, to check the digits against', async () => {
  const text = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode: 'Eesti Energia AS, KMKR EE100247018' }));
  assert.match(text, /send the number alone, which is answered: No company with VAT number EE100247018 in EE\./, text);
  // A digit from Eesti Energia's own VAT number, the company its words name: named once, with the call for it.
  assert.ok(text.endsWith(`A number one digit from it (a digit mistyped or two swapped) is that of Eesti Energia AS (EE ${ENERGIA.regcode}): `
    + `check which company the document means. Call get_company_details again with regcode ${ENERGIA.regcode} and country EE.`), text);
});

// A line whose only number is a phone number was told the formats and owners registered abroad, and
// `tel. 67123456` that 6712345-6 has a wrong check digit as a Finnish business ID: a model went looking
// for a mistyped registration number. It is told the number is a phone number and the search to call.
test('a line whose only number is a phone number is told so, and the search for its name', async () => {
  const text = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode: 'Latvijas Gāze, tel. +371 67123456' }));
  assert.ok(text.endsWith(': the only number it holds is a phone number, which no tool here finds a company by. '
    + 'Call search_companies with "Latvijas Gāze" for its regcode and country.'), text);
  for (const regcode of ['tel. 67123456', '+371 67123456']) {
    const alone = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode }));
    assert.match(alone, /the only number it holds is a phone number, .* Call search_companies with the company's name/, alone);
    assert.doesNotMatch(alone, /check digit|registered abroad/, alone);
  }
  // A registration number beside a phone number is still the one named.
  assert.match(errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode: `${LINE}, tel. 67123456` })),
    new RegExp(`which names Latvijas Gāze, AS \\(LV ${GAZE.regcode}\\)`));
});

// Eight digits listed after a phone number that are a Finnish business ID a company has, written
// without its hyphen (`puh. 26123456, 07375462`), were told "the only number it holds is a phone
// number" and a search by the name alone, where the search reads them as that ID (phone-numbers.ts).
test('a Finnish business ID listed after a phone number is the number named, as the search reads it', async () => {
  const FI_ID = FIXTURE.companies.fiAanekoski;
  const digits = FI_ID.regcode.replace('-', '');
  for (const regcode of [`Äänekosken Öljy Oy, puh. 26123456, ${digits}`, `puh. 26123456, ${digits}`]) {
    const text = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode }));
    assert.ok(text.endsWith(`the text holds words besides the number ${digits}, which names Äänekosken Öljy Oy (FI ${FI_ID.regcode}). `
      + `Call get_company_details again with regcode ${FI_ID.regcode} and country FI.`), text);
  }
  // A second phone number whose check digit fails as an ID stays a phone number.
  const other = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode: 'Äänekosken Öljy Oy, puh. 26123456, 07375463' }));
  assert.match(other, /the only number it holds is a phone number/, other);
});

// A line whose only number is a date (an invoice's name and day) was told the formats and that it is "the
// number of no owner the registers list here", and a model sent the line whole to search_companies,
// which read the date's digits as a number. It is told the date names no company and the search without it.
test('a line whose only number is a date is told so, and the search by its other words', async () => {
  for (const [regcode, rest] of [['Latvijas Gāze, AS 2026-11-15', 'Latvijas Gāze, AS'], ['Latvijas Gāze, AS; 15.11.2026', 'Latvijas Gāze, AS']]) {
    const text = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode }));
    assert.ok(text.endsWith(`: the only number it holds is a date, which names no company. Call search_companies with "${rest}" for its regcode and country.`), text);
    assert.doesNotMatch(text, /registered abroad|Registration numbers/, text);
    const found = structuredOf<{ results: Array<{ regcode: string }> }>(await callTool(held.mcp.client, 'search_companies', { query: rest }));
    assert.equal(found.results[0]?.regcode, GAZE.regcode);
  }
  // A person's name with a date is still sent to check_person.
  assert.match(errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode: 'Jānis Bērziņš 1980-01-01' })), /call check_person with name "Jānis Bērziņš"/);
});
