// A VAT number written with another country's code (`EE40145707427`: a Latvian company's code behind
// EE; `LV101485881`: an Estonian VAT number's digits behind LV) finds the company its digits name
// (services/number-keys.ts), and the answer said nothing of it: a compliance team checking the VAT
// number pasted from an invoice read the company listed as the number's and took the number as
// valid, while it is no VAT number of the country its code names. Search, autofill and
// search_companies now mark such a result with matchedNumber, and the tool says it in words.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { EE_BY_VAT, LV, NUMBER_COMPANIES, NUMBER_VATS } from './numbers-of-other-country.ts';
import { callTool, structuredOf } from '../mcp/client.ts';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

// The sentence beside the JSON is a text block of its own.
const sentencesOf = (result: CallToolResult) => result.content.slice(1).map((b) => (b.type === 'text' ? b.text : '')).join(' ');

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: {
    companies: NUMBER_COMPANIES,
    vat_registrations: NUMBER_VATS,
  } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

type Listed = { regcode: string; matchedNumber?: { number: string; kind: string } };
const listed = async (path: string, q: string): Promise<Listed[]> => {
  const res = await t.app.app.inject({ url: `${API}/companies/${path}?q=${encodeURIComponent(q)}` });
  assert.equal(res.statusCode, 200, `${path} ${q}: ${res.body}`);
  return JSON.parse(res.body).results;
};

test('search and autofill mark a company found by the digits of a number typed with another country\'s code', async () => {
  for (const path of ['search', 'autofill']) {
    for (const q of [`EE${LV}`, `FI ${LV}`, `LT${LV}`]) {
      assert.deepEqual((await listed(path, q)).map((r) => [r.regcode, r.matchedNumber]),
        [[LV, { number: LV, kind: 'other_country_code' }]], `${path} ${q}`);
    }
    // An Estonian VAT number's digits behind LV: the company's VAT number is what the digits are.
    assert.deepEqual((await listed(path, 'LV101485881')).map((r) => [r.regcode, r.matchedNumber]),
      [[EE_BY_VAT, { number: 'EE101485881', kind: 'other_country_code' }]], path);
  }
});

test('a number found as typed carries no mark', async () => {
  for (const path of ['search', 'autofill']) {
    for (const q of [`LV${LV}`, LV, 'EE101485881', '101485881', EE_BY_VAT, 'Jūrmalas Čiekurs']) {
      const results = await listed(path, q);
      assert.ok(results.length > 0, `${path} ${q}`);
      assert.ok(results.every((r) => r.matchedNumber === undefined), `${path} ${q}: ${JSON.stringify(results)}`);
    }
  }
});

test('search_companies marks the result and says that the number as typed is no number of its code\'s country', async () => {
  const result = await callTool(t.mcp.client, 'search_companies', { query: `EE${LV}` });
  const value = structuredOf<{ results: Listed[] }>(result);
  assert.deepEqual(value.results.map((r) => r.matchedNumber), [{ number: LV, kind: 'other_country_code' }]);
  assert.match(sentencesOf(result), new RegExp(`"EE${LV}" is no registration or VAT number of the country its code names: `
    + `its digits without the code are ${LV} of SIA "Jūrmalas Čiekurs" \\(LV ${LV}\\)`));
  // Found as typed: no such sentence.
  assert.doesNotMatch(sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: `LV${LV}` })), /is no registration or VAT number/);
});

test('search_companies asked in the country the code names says which company the digits name, and the call for it', async () => {
  // The search keeps to the country asked for, and finds nothing: the sentence said only to check
  // the digits, while the details name the company the digits are.
  const result = await callTool(t.mcp.client, 'search_companies', { query: `EE${LV}`, country: 'EE' });
  assert.equal(structuredOf<{ count: number }>(result).count, 0);
  assert.equal(sentencesOf(result), `No company matches "EE${LV}" in EE: without the country code, ${LV} names SIA "Jūrmalas Čiekurs" `
    + `(LV ${LV}). Call get_company_details with regcode ${LV} and country LV, or search again without country.`);
  // Digits that name no company either: the plain sentence.
  assert.match(sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: 'LV99999999', country: 'LV' })), /Check its digits/);
});

test('a number typed with another country\'s code in a pasted line marks the company its digits name', async () => {
  // Read as a word, the number left the company found by the line's name alone, unmarked.
  for (const path of ['search', 'autofill']) {
    for (const q of [`Jūrmalas Čiekurs, PVN EE${LV}`, `SIA "Jūrmalas Čiekurs" EE ${LV}`]) {
      assert.deepEqual((await listed(path, q)).map((r) => [r.regcode, r.matchedNumber]),
        [[LV, { number: LV, kind: 'other_country_code' }]], `${path} ${q}`);
    }
    // Its own code in the line: unmarked.
    assert.deepEqual((await listed(path, `Jūrmalas Čiekurs, PVN LV${LV}`)).map((r) => r.matchedNumber), [undefined], path);
  }
  const result = await callTool(t.mcp.client, 'search_companies', { query: `Jūrmalas Čiekurs, PVN EE${LV}` });
  assert.match(sentencesOf(result), new RegExp(`^The number typed with a country code in "Jūrmalas Čiekurs, PVN EE${LV}" is no registration or VAT number`));
});
