// A number sent after another country's register label (`registrikood 40003032949`, an LV number after
// the Estonian word): the tools answered the company the number names and said nothing of the label,
// so a model asked for an Estonian company reported the Latvian one as it. The label is said beside
// the answer, with the form the number has in the register it names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, sentencesOf, structuredOf } from './client.ts';
import { FIXTURE, connectedFixture } from './fixture.ts';

const { lvGaze } = FIXTURE.companies;
const session = connectedFixture();

async function answered(tool: string, regcode: string): Promise<{ said: string; country: string; regcode: string }> {
  const result = await callTool(session.mcp.client, tool, { regcode });
  const value = structuredOf<{ country: string; regcode: string }>(result);
  return { said: sentencesOf(result), country: value.country, regcode: value.regcode };
}

test('a number after another country\'s register label is answered with a sentence saying what the label names', async () => {
  for (const tool of ['get_company_details', 'get_company_compliance', 'get_company_financials']) {
    const estonianWord = await answered(tool, `registrikood ${lvGaze.regcode}`);
    assert.deepEqual([estonianWord.country, estonianWord.regcode], ['LV', lvGaze.regcode], tool);
    assert.match(estonianWord.said, new RegExp(`^registrikood ${lvGaze.regcode}: the label before it names EE's register, where a registration number `
      + `has 8 digits, and ${lvGaze.regcode} is not of that form: it is of LV's\\. This answer is of the LV company with that number, `
      + `Latvijas Gāze, AS \\(${lvGaze.regcode}\\), not of an EE company: check that the document means it\\.`), tool);
    assert.match((await answered(tool, `Y-tunnus ${lvGaze.regcode}`)).said, /^Y-tunnus \d+: the label before it names FI's register, .* not of an FI company: /, tool);
  }
  // The number alone, with its own country's label or with a label the languages share, is answered as before.
  for (const sent of [lvGaze.regcode, `reģ. nr. ${lvGaze.regcode}`, `Reg. No. ${lvGaze.regcode}`]) {
    assert.doesNotMatch((await answered('get_company_details', sent)).said, /the label before it/, sent);
  }
});

// search_companies listed the company of such a number with no word of the label either.
test('a search for a number after another country\'s register label says what the label names of the company listed', async () => {
  const said = async (query: string) => {
    const result = await callTool(session.mcp.client, 'search_companies', { query });
    const value = structuredOf<{ results: Array<{ regcode: string; country: string }> }>(result);
    assert.deepEqual([value.results[0]?.country, value.results[0]?.regcode], ['LV', lvGaze.regcode], query);
    return sentencesOf(result);
  };
  assert.match(await said(`registrikood ${lvGaze.regcode}`), new RegExp(`^registrikood ${lvGaze.regcode}: the label before it names EE's register, `
    + `where a registration number has 8 digits, and ${lvGaze.regcode} is not of that form: it is of LV's\\. The company listed is the LV one `
    + `with that number, Latvijas Gāze, AS \\(LV ${lvGaze.regcode}\\), not an EE company: check that the document means it\\.`));
  for (const query of [lvGaze.regcode, `reģ. nr. ${lvGaze.regcode}`]) assert.doesNotMatch(await said(query), /the label before it/, query);
});
