// get_company_details lists a company's holders with the regcode their own register gives them: a
// Cypriot or German holder of an Estonian OÜ comes as { regcode: "HE398114", country: null,
// registeredIn: "CY" }. A model following the owners, as it does a holder held here, calls
// get_company_details with that regcode: the answer said only that the text is no number of the
// four countries and to use search_companies, which finds no company of that name either, so the
// model searched on or reported the holder as unknown to the registers it had just read it from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, errorTextOf } from './client.ts';
import { connectedFixture } from './fixture.ts';

const held = connectedFixture();

for (const regcode of ['HE398114', 'HRB 12345']) {
  test(`a foreign holder's registration number (${regcode}) is told as one no register here holds`, async () => {
    const text = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode }));
    assert.match(text, /is not a registration or VAT number of LV, LT, EE or FI/);
    assert.match(text, /owner .*country null/, 'names the owner entry it comes from');
    assert.match(text, /registeredIn/, 'points to where its country is named');
    assert.match(text, /no tool here/i, 'says no call finds it');
  });
}

test('a name sent as regcode is still sent to search_companies', async () => {
  const text = errorTextOf(await callTool(held.mcp.client, 'get_company_compliance', { regcode: 'Rīgas Koks' }));
  assert.match(text, /If you only know the name, use search_companies first\./);
});
