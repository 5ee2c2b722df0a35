// A number after another country's register label that no company has, searched for
// (`registrikood 49999999999`, the Estonian word before a number of LV's form no LV company has):
// the details' 404 says what the label names, while the REST search's numberNotFound said "no company
// has registration number 49999999999" and search_companies "no company here has that registration or
// VAT number", no word of the label. `reģ. nr. 10000018` was told its Estonian form twice in one answer.
// Seven digits after such a label, read as a number being typed (`registrikood 1234567`), were told by
// nothingFound only to check them, while search_companies said what the label names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { restAndMcp } from './rest-and-mcp.ts';
import { UNKNOWN_REGCODE } from './services.ts';
import { callTool, errorTextOf, sentencesOf } from '../mcp/client.ts';

const both = restAndMcp({ RATE_LIMITS: 'off' });

async function searched(sent: string): Promise<{ rest: string; mcp: string }> {
  const r = await both.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(sent)}` });
  assert.equal(r.statusCode, 200, `${sent}: ${r.body}`);
  const rest = (r.json() as { numberNotFound?: string }).numberNotFound ?? '';
  return { rest, mcp: sentencesOf(await callTool(both.mcp.client, 'search_companies', { query: sent })) };
}

const estonianForm = /has the form of an Estonian registry code|read as an Estonian registry code|EE's/g;

test('a number of no company after another country\'s register label, searched for, is told what the label names', async () => {
  const said = `the label before it names EE's register, where a registration number has 8 digits, and ${UNKNOWN_REGCODE} `
    + 'is not of that form: it is of LV\'s, and no LV company has it';
  const estonianWord = await searched(`registrikood ${UNKNOWN_REGCODE}`);
  assert.equal(estonianWord.rest, `no company has registration number ${UNKNOWN_REGCODE}; ${said}`);
  assert.ok(estonianWord.mcp.includes(`no company here has that registration or VAT number; ${said}. Check its digits`), estonianWord.mcp);
  // Eight digits after the Latvian label: its Estonian form said once, in the search and the details' 404.
  const latvianLabel = await searched('reģ. nr. 10000018');
  const details = await both.app.app.inject({ url: `${API}/companies/${encodeURIComponent('reģ. nr. 10000018')}` });
  const detailsMcp = errorTextOf(await callTool(both.mcp.client, 'get_company_details', { regcode: 'reģ. nr. 10000018' }));
  for (const text of [latvianLabel.rest, latvianLabel.mcp, (details.json() as { detail: string }).detail, detailsMcp]) {
    assert.match(text, /[Tt]he label before it names LV's register, where a registration number has 11 digits, and 10000018 is not of that form: it is of LT's and EE's, and no LT or EE company has it/);
    assert.equal(text.match(estonianForm)?.length, 1, text);
  }
  // The number alone or after a label the languages share: no word of a label.
  for (const sent of [UNKNOWN_REGCODE, `Reg. No. ${UNKNOWN_REGCODE}`]) {
    const answer = await searched(sent);
    assert.doesNotMatch(`${answer.rest} ${answer.mcp}`, /the label before it/i, sent);
  }
});

test('seven digits after another country\'s register label, read as a number being typed, are told what the label names', async () => {
  // `registrikood 9999999`: the Estonian word before seven digits, an older Lithuanian code's form, of no company here;
  // nothingFound said only to check the digits, while search_companies said what the label names.
  const said = 'the label before it names EE\'s register, where a registration number has 8 digits, and 9999999 is not of that '
    + 'form: it is of LT\'s, and no LT company has it';
  const nothingFound = async (route: string, query: string) => {
    const r = await both.app.app.inject({ url: `${API}/companies/${route}?${query}` });
    assert.equal(r.statusCode, 200, r.body);
    return (r.json() as { nothingFound?: string }).nothingFound;
  };
  for (const route of ['search', 'autofill']) {
    assert.equal(await nothingFound(route, 'q=registrikood%209999999'),
      `no company in LV, LT, EE or FI has a registration or VAT number that is or begins with the number typed; ${said}: check its digits`, route);
    // Bare, or asked in one country, as before: no word of a label.
    assert.equal(await nothingFound(route, 'q=9999999'),
      'no company in LV, LT, EE or FI has a registration or VAT number that is or begins with the number typed: check its digits', route);
    assert.equal(await nothingFound(route, 'q=registrikood%209999999&country=LT'),
      'no company in LT has a registration or VAT number that is or begins with the number typed: check its digits', route);
  }
  // The same sentence search_companies says (services/number-read.ts labelElsewhereNoneNote).
  const mcp = sentencesOf(await callTool(both.mcp.client, 'search_companies', { query: 'registrikood 9999999' }));
  assert.ok(mcp.includes(`; ${said}. Check its digits`), mcp);
});

// The answers to a text by the search, autofill, the details lookup and the MCP tools, one after another.
async function answers(sent: string): Promise<string> {
  const said: string[] = [];
  for (const route of ['search?q=', 'autofill?q=', '']) {
    said.push((await both.app.app.inject({ url: `${API}/companies/${route}${encodeURIComponent(sent)}` })).body);
  }
  said.push(JSON.stringify(await callTool(both.mcp.client, 'search_companies', { query: sent })));
  said.push(JSON.stringify(await callTool(both.mcp.client, 'get_company_details', { regcode: sent })));
  return said.join('\n');
}

/** Asserts that each form before a number of no company is answered as its label is, the text it repeats aside. */
async function assertReadAsLabel(forms: ReadonlyArray<readonly [string, string]>): Promise<void> {
  for (const [form, label] of forms) {
    const base = await answers(`${label} ${UNKNOWN_REGCODE}`);
    assert.match(base, /the label before it names/i, label);
    const asForm = (await answers(`${form} ${UNKNOWN_REGCODE}`))
      .replaceAll(form, label).replaceAll(encodeURIComponent(form), encodeURIComponent(label));
    assert.equal(asForm, base, form);
  }
}

test('the case forms a sentence writes a register label in before a number are read as the label', async () => {
  // `ettevõtte registrikood` (the company's registry code) and `yrityksen Y-tunnus` were searched as
  // name words, and `įmonės kodo` (of the company code) was read as a question of a category: each is
  // now answered as the label it is a form of, by the search, autofill, the details lookup and the MCP tools.
  await assertReadAsLabel([
    ['ettevõtte registrikood', 'registrikood'], ['registrikoodiga', 'registrikood'], ['yrityksen Y-tunnus', 'Y-tunnus'],
    ['Y-tunnuksella', 'Y-tunnus'], ['Y-tunnukseltaan', 'Y-tunnus'], ['įmonės kodo', 'įmonės kodas'],
  ]);
});

test('the genitive Y-tunnuksen, and įmonės kodo, kodą and kodu after įmonės or įm. alone, are read as the label', async () => {
  // `Y-tunnuksen 49999999999` (of the business ID) was searched as a name word and `įmonės kodą …`,
  // `įmonės kodu …` (the company code as object, and by it) as a question of a category (`įmonės`, companies),
  // `įm. kodą …` and `įm. kodu …` as name words.
  await assertReadAsLabel([
    ['Y-tunnuksen', 'Y-tunnus'], ['įmonės kodą', 'įmonės kodas'], ['Įmonės kodu', 'Įmonės kodas'], ['imones kodu', 'imones kodas'],
    ['įm. kodą', 'įm. kodas'], ['įm. kodo', 'įm. kodas'], ['įm. kodu', 'įm. kodas'],
  ]);
  // `Kodu` (the Estonian for home) and `Kodo` begin names: before a number, with no `įmonės` or `įm.`,
  // each stays a name's word, searched for as before, and the text no labelled number.
  for (const word of ['Kodu', 'Kodo']) {
    const named = encodeURIComponent(`${word} ${UNKNOWN_REGCODE}`);
    assert.match((await both.app.app.inject({ url: `${API}/companies/search?q=${named}` })).body, /has a name or address matching the text/, word);
    for (const sent of [named, encodeURIComponent(`${word} 12345678`)]) {
      assert.equal((await both.app.app.inject({ url: `${API}/companies/${sent}` })).statusCode, 400, sent);
    }
  }
});
