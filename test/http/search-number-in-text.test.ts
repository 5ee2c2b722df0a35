// An invoice line naming one company and bearing another's VAT number (`Eesti Energia AS, KMKR
// LV40003032949`) listed the named company first, by its other words, and the REST answer said
// nothing of the number, where search_companies said it names another company: a compliance team
// checking the invoice took the number as the first company's. The answer's numberInText now says
// it, by the same rule (services/search/number-of-other-company.ts); a list of numbers alone, which
// has no other words, says each names its own company.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, sentencesOf } from '../mcp/client.ts';

const { eeEnergia, lvGaze } = FIXTURE.companies;

let t: ServedSeeded;
before(async () => { t = await serveSeeded({}, { RATE_LIMITS: 'off' }); });
after(() => t.close());

const search = async (q: string, limit = 20): Promise<{ results: Array<{ regcode: string }>; numberInText?: string }> => {
  const res = await t.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(q)}&limit=${limit}` });
  assert.equal(res.statusCode, 200, `${q}: ${res.body}`);
  return JSON.parse(res.body);
};

test('a search whose line holds another company\'s VAT number says which company the number names', async () => {
  const body = await search('Eesti Energia AS, KMKR LV40003032949');
  assert.equal(body.results[0]?.regcode, eeEnergia.regcode);
  assert.equal(body.numberInText, 'the number in the text names another company than the one listed first: LV40003032949 names '
    + `Latvijas Gāze, AS (LV ${lvGaze.regcode}), not Eesti Energia AS (EE ${eeEnergia.regcode}), listed first by the text's other words: `
    + 'check which company the document means');
});

test('a number of no company on the line is said to be none, as search_companies says it', async () => {
  const q = 'Eesti Energia AS, KMKR EE100247018';
  assert.equal((await search(q)).numberInText, `no company here has the number EE100247018 the text holds: Eesti Energia AS (EE ${eeEnergia.regcode}) `
    + 'is listed first by its other words: check the number\'s digits');
  // The one rule: the tool names the same number and company.
  assert.match(sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: q })), /No company here has the number EE100247018 the text holds: Eesti Energia AS/);
});

test('a list of numbers says each names its own company, not another than the one listed first', async () => {
  for (const q of [`${eeEnergia.regcode}, ${lvGaze.regcode}`, `${eeEnergia.regcode}\n${lvGaze.regcode}`]) {
    const body = await search(q);
    assert.deepEqual(body.results.map((r) => r.regcode), [eeEnergia.regcode, lvGaze.regcode], q);
    assert.equal(body.numberInText, `the text is a list of numbers, each searched: Eesti Energia AS (EE ${eeEnergia.regcode}) is listed first, `
      + `and ${lvGaze.regcode} names Latvijas Gāze, AS (LV ${lvGaze.regcode})`, q);
    assert.match(sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: q })),
      new RegExp(`The text is a list of numbers, each searched: Eesti Energia AS \\(EE ${eeEnergia.regcode}\\) is listed first, and ${lvGaze.regcode} names Latvijas`));
  }
  // A number of the list that names no company is told as one of the list, with no other words to name.
  assert.equal((await search(`${eeEnergia.regcode}, EE100247018`)).numberInText, 'no company here has the number EE100247018 of the list: check its digits');
});

test('a Finnish business ID of the list with its check digit mistyped is a number of no company, not words to search', async () => {
  // Read as the words `0112038 8`, it was searched as `8`: names holding an 8, and not the other number's company.
  for (const q of [`${eeEnergia.regcode}, 0112038-8`, `0112038-8\n${eeEnergia.regcode}`]) {
    const body = await search(q);
    assert.equal(body.results[0]?.regcode, eeEnergia.regcode, q);
    assert.equal(body.numberInText, 'no company here has the number 0112038-8 of the list: check its digits', q);
  }
});

test('the number of the company listed first, or a phone number, says nothing', async () => {
  for (const q of ['Eesti Energia AS, KMKR EE100247019', 'EE100247019', `Latvijas Gāze ${lvGaze.regcode}`, 'Eesti Energia AS, tel. 67123456', 'Eesti Energia AS']) {
    assert.equal((await search(q)).numberInText, undefined, q);
  }
});

test('the OpenAPI document describes numberInText in the search answer, and not in autofill\'s, which never sends it', async () => {
  const res = await t.app.app.inject({ url: `${API}/openapi.json` });
  assert.equal(res.statusCode, 200);
  const paths = JSON.parse(res.body).paths;
  assert.match(JSON.stringify(paths[`${API}/companies/search`].get.responses['200']), /"numberInText":\{"type":"string","description":"Present only where the text holds a registration or VAT number among other words/);
  // Autofill fills a form with a company as typed; a client generated from the document would wait for a field no answer has.
  assert.doesNotMatch(JSON.stringify(paths[`${API}/companies/autofill`].get.responses['200']), /numberInText/);
  const autofill = await t.app.app.inject({ url: `${API}/companies/autofill?q=${encodeURIComponent('Eesti Energia AS, KMKR LV40003032949')}` });
  assert.equal(JSON.parse(autofill.body).numberInText, undefined);
});

// A number after another country's register label (`registrikood 40003032949`, an LV number after the
// Estonian word) listed its company with no word of the label, where search_companies says it.
test('a search for a number after another country\'s register label says what the label names, as search_companies says it', async () => {
  const q = `registrikood ${lvGaze.regcode}`;
  const body = await search(q);
  assert.equal(body.results[0]?.regcode, lvGaze.regcode);
  const said = `registrikood ${lvGaze.regcode}: the label before it names EE's register, where a registration number has 8 digits, `
    + `and ${lvGaze.regcode} is not of that form: it is of LV's. The company listed is the LV one with that number, `
    + `Latvijas Gāze, AS (LV ${lvGaze.regcode}), not an EE company: check that the document means it.`;
  assert.equal(body.numberInText, said);
  assert.match(sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: q })), new RegExp(`^${said.replace(/[.()]/g, '\\$&')}`));
  // The number bare, after its own country's label or a label the languages share, carries none.
  for (const sent of [lvGaze.regcode, `reģ. nr. ${lvGaze.regcode}`, `Reg. No. ${lvGaze.regcode}`]) assert.equal((await search(sent)).numberInText, undefined, sent);
});
