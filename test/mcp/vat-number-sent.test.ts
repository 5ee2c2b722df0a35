// A company found by a text read as a VAT number that is not its VAT number in force: the lookup finds
// it by the registration number the digits give (EE10137025, an Estonian registry code behind EE, whose
// VAT number is EE100247019; LV40003333333 of a Latvian company never registered for VAT), and the answer
// said nothing of it, so a model checking an invoice's VAT number reported it as the company's, valid.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, errorTextOf, sentencesOf, structuredOf } from './client.ts';
import { FIXTURE, connectedFixture } from './fixture.ts';

const { eeEnergia, lvKekava, lvBalticTrade, lvGaze } = FIXTURE.companies;
const session = connectedFixture();

async function told(tool: string, regcode: string): Promise<string> {
  const result = await callTool(session.mcp.client, tool, { regcode });
  structuredOf(result);
  return sentencesOf(result);
}

async function readNotes(regcode: string, country: string): Promise<string> {
  const { contents } = await session.mcp.client.readResource({ uri: `company://${country}/${regcode}` });
  const first = contents[0];
  return (JSON.parse(first && 'text' in first ? first.text : '{}') as { notes: string[] }).notes.join(' ');
}

// get_company_financials answered such a number's company's years with nothing of it, where the details and
// the compliance answer of the same text say it is none.
test('a registry code sent behind its country code as a VAT number is told to be none, with the VAT number in force', async () => {
  for (const tool of ['get_company_details', 'get_company_compliance', 'get_company_financials']) {
    assert.match(await told(tool, `EE${eeEnergia.regcode}`), new RegExp(`^EE${eeEnergia.regcode} is no VAT number of Eesti Energia AS `
      + `\\(${eeEnergia.regcode}\\), found by the registration number its digits give: its VAT number is EE100247019\\.`), tool);
  }
  assert.match(await readNotes(`EE${eeEnergia.regcode}`, 'EE'), /is no VAT number of Eesti Energia AS .*its VAT number is EE100247019\./);
});

test('a VAT number of a company not registered for VAT, or no longer, is told so', async () => {
  assert.match(await told('get_company_compliance', `LV ${lvKekava.regcode}`), new RegExp(`^LV${lvKekava.regcode} is no VAT number of `
    + `SIA "Ķekavas Ļaudis" \\(${lvKekava.regcode}\\), found by the registration number its digits give: the company is not registered for `
    + `VAT \\(vat registered false\\); do not report LV${lvKekava.regcode} as its VAT number\\.`));
  assert.match(await told('get_company_details', `LV${lvBalticTrade.regcode}`), new RegExp(`^LV${lvBalticTrade.regcode} is the VAT number of `
    + 'SIA "Baltic Trade" \\(40003555555\\), whose VAT registration is not in force \\(vat registered false\\): do not report it as a valid VAT number\\.'));
});

test('the VAT number in force, or a registration number, adds no sentence', async () => {
  for (const regcode of [`LV${lvGaze.regcode}`, lvGaze.regcode, 'EE100247019', lvKekava.regcode]) {
    assert.doesNotMatch(await told('get_company_details', regcode), /VAT number/, regcode);
    assert.doesNotMatch(await told('get_company_financials', regcode), /VAT number/, regcode);
  }
});

// search_companies listed the company of such a number, alone or on an invoice line, and said nothing
// of it, where get_company_details of the same text says it is none.
test('a search whose text holds a VAT number that is none of the company listed says so beside it', async () => {
  const said = async (query: string) => {
    const result = await callTool(session.mcp.client, 'search_companies', { query });
    const { results } = structuredOf<{ results: Array<{ regcode: string }> }>(result);
    return { said: sentencesOf(result), listed: results.map((r) => r.regcode) };
  };
  for (const query of [`EE${eeEnergia.regcode}`, `Eesti Energia AS, KMKR EE${eeEnergia.regcode}`]) {
    const { said: text, listed } = await said(query);
    assert.equal(listed[0], eeEnergia.regcode, query);
    assert.match(text, new RegExp(`EE${eeEnergia.regcode} is no VAT number of Eesti Energia AS \\(EE ${eeEnergia.regcode}\\), `
      + 'found by the registration number its digits give: its VAT number is EE100247019\\.'), query);
  }
  assert.match((await said(`LV${lvKekava.regcode}`)).said, new RegExp(`LV${lvKekava.regcode} is no VAT number of SIA "Ķekavas Ļaudis" `
    + `\\(LV ${lvKekava.regcode}\\), .*the company is not registered for VAT`));
  // The VAT number in force, and a registration number, say nothing of it.
  for (const query of ['EE100247019', `LV${lvGaze.regcode}`, eeEnergia.regcode]) {
    assert.doesNotMatch((await said(query)).said, /VAT number/, query);
  }
});

// An invoice line sent whole as regcode was refused naming the company its number names, "which names
// Eesti Energia AS", read as the invoice's VAT number being valid; the call it was sent to next, with
// the registration number alone, says nothing of the VAT number.
test('an invoice line sent as regcode holding a VAT number that is none of the company says so in the refusal', async () => {
  const refused = async (regcode: string) => errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode }));
  const text = await refused(`Eesti Energia AS, KMKR EE${eeEnergia.regcode}`);
  assert.match(text, new RegExp(`which names Eesti Energia AS \\(EE ${eeEnergia.regcode}\\)\\. EE${eeEnergia.regcode} is no VAT number of Eesti Energia AS `
    + `\\(EE ${eeEnergia.regcode}\\), found by the registration number its digits give: its VAT number is EE100247019\\. Call get_company_details again`));
  assert.doesNotMatch(await refused('Eesti Energia AS, KMKR EE100247019'), /is no VAT number|not registered for VAT/);
});

// An invoice line naming one company and bearing another's VAT number listed the named one first and
// said nothing, and a model checking the invoice reported the number as that company's, valid.
test('a search of a text whose number names another company than the one listed first says so', async () => {
  const search = async (query: string) => {
    const result = await callTool(session.mcp.client, 'search_companies', { query });
    return { said: sentencesOf(result), first: structuredOf<{ results: Array<{ regcode: string }> }>(result).results[0]?.regcode };
  };
  const mixed = await search('Eesti Energia AS, KMKR LV40003032949');
  assert.equal(mixed.first, eeEnergia.regcode);
  assert.match(mixed.said, new RegExp('The number in the text names another company than the one listed first: LV40003032949 names Latvijas Gāze, AS '
    + `\\(LV ${lvGaze.regcode}\\), not Eesti Energia AS \\(EE ${eeEnergia.regcode}\\), listed first by the text's other words\\.`));
  // The number of the company listed first, alone or on its line, says nothing of it.
  for (const query of ['Eesti Energia AS, KMKR EE100247019', 'EE100247019', `Latvijas Gāze ${lvGaze.regcode}`]) {
    assert.doesNotMatch((await search(query)).said, /another company/, query);
  }
});

// A number of no company on the line (a digit mistyped) was told only as a word left out of the search;
// one typed with another country's code whose digits name another company, not at all.
test('a search of a text whose number names no company, or by its digits another one, says so beside the company listed first', async () => {
  const said = async (query: string, limit?: number) => sentencesOf(await callTool(session.mcp.client, 'search_companies', { query, limit }));
  assert.match(await said('Eesti Energia AS, KMKR EE100247018'), new RegExp('No company here has the number EE100247018 the text holds: Eesti Energia AS '
    + `\\(EE ${eeEnergia.regcode}\\) is listed first by its other words\\. Check the number's digits before reporting it as the first's\\.`));
  // Digits a phone number may be are not told as a number mistyped.
  assert.doesNotMatch(await said('Eesti Energia AS, tel. 67123456'), /No company here has/);
  // Where that company is not listed (limit 1); listed, its matchedNumber tells it.
  assert.match(await said(`Eesti Energia AS, EE${lvGaze.regcode}`, 1), new RegExp(`EE${lvGaze.regcode}, as typed no company's number, names by its digits `
    + `alone Latvijas Gāze, AS \\(LV ${lvGaze.regcode}\\), not Eesti Energia AS \\(EE ${eeEnergia.regcode}\\), listed first`));
});
