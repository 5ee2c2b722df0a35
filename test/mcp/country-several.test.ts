// A model unsure which country a company is in sends both (["LV", "EE"], "LV, EE", "Latvia or
// Estonia"), and was told the rule alone, country must be one of LV, LT, EE, FI: it read that it had
// sent what is taken, and sent one of them, missing a company of the other. Such a country is told
// that one is taken and that none looks in all four; any other is told the rule as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, errorTextOf } from './client.ts';
import { connectedFixture } from './fixture.ts';

const held = connectedFixture();
const RULE = 'country: must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland)';

for (const [country, named] of [[['LV', 'EE'], 'LV, EE'], ['LV,EE', 'LV, EE'], ['Latvia or Estonia', 'LV, EE'], ['lt / ee', 'LT, EE']] as const) {
  test(`country ${JSON.stringify(country)} is told one is taken and that none looks in all four`, async () => {
    for (const [tool, args] of [['search_companies', { query: 'Rīgas Koks' }], ['get_company_details', { regcode: '40003032949' }]] as const) {
      const text = errorTextOf(await callTool(held.mcp.client, tool, { ...args, country }));
      assert.equal(text, `${RULE}: one country, not several (${named}); leave country out to look in all four`);
    }
  });
}

// "all", "any" or "*", as a model fills a field it means to leave open, was told the rule alone, and a
// model sent one of the four, missing a company of another.
test('a country meaning every country is told to be left out', async () => {
  for (const country of ['all', 'Any', '*', 'all countries']) {
    const text = errorTextOf(await callTool(held.mcp.client, 'search_companies', { query: 'Rīgas Koks', country }));
    assert.equal(text, `${RULE}: leave country out (or send null) to look in all four`, country);
  }
});

test('a country that names none of the four, or one alone in a list, is told the rule alone', async () => {
  for (const country of ['Baltics', ['LV']]) {
    const text = errorTextOf(await callTool(held.mcp.client, 'search_companies', { query: 'Rīgas Koks', country }));
    assert.equal(text, RULE, JSON.stringify(country));
  }
});

test('a country of a register not held here is told that none of its companies is, and to leave country out', async () => {
  for (const [country, code] of [['Sweden', 'SE'], ['United Kingdom', 'GB']]) {
    const text = errorTextOf(await callTool(held.mcp.client, 'search_companies', { query: 'Rīgas Koks', country }));
    assert.equal(text, `${RULE}: the service holds no register of ${code}, so no company registered there `
      + `(an owner with registeredIn ${code} is none either); leave country out`, country);
  }
});

test('the kyb_check prompt tells a country of several the same', async () => {
  await assert.rejects(held.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: 'Rīgas Koks', country: 'LV, EE' } }),
    (err: Error) => err.message.includes(`${RULE}: one country, not several (LV, EE); leave country out to look in all four`));
});
