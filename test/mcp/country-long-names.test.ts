// A country argument written as the country's official long name (`Republic of Estonia`, `Eesti
// Vabariik`, `Latvijas Republika`) or its common name in another language of the region's documents
// (`Lettonia`, `Lituanie`) was refused, where `Estonia` and `Suomi` were taken. MCP and REST read it
// by one rule (domain/country.ts countryFromName), so both take each and answer the same company.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveSeeded, type ServedSeeded } from '../http/served-seeded.ts';
import { API } from '../http/harness.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, errorTextOf, structuredOf } from './client.ts';

let t: ServedSeeded;
before(async () => { t = await serveSeeded(); });
after(() => t.close());

// FIXTURE.ambiguousRegcode is a number of an LT and an EE company: the country sent picks one.
const NAMES: Array<[string, 'LV' | 'LT' | 'EE' | 'FI']> = [
  ['Republic of Estonia', 'EE'], ['Eesti Vabariik', 'EE'], ['Estonie', 'EE'], ['Эстонская Республика', 'EE'], ['République d’Estonie', 'EE'],
  ['Lituanie', 'LT'], ['Lietuvos Respublika', 'LT'], ['Republik Litauen', 'LT'], ['lituania', 'LT'],
];

test('a country written as its official long name or its name in another language picks that country, over MCP and REST alike', async () => {
  for (const [name, country] of NAMES) {
    const tool = structuredOf<{ country: string }>(await callTool(t.mcp.client, 'get_company_details', { regcode: FIXTURE.ambiguousRegcode, country: name }));
    assert.equal(tool.country, country, name);
    const res = await t.app.app.inject({ url: `${API}/companies/${FIXTURE.ambiguousRegcode}?country=${encodeURIComponent(name)}` });
    assert.equal(res.statusCode, 200, `${name}: ${res.body}`);
    assert.equal((res.json() as { country: string }).country, country, name);
  }
});

test('the names of Latvia and Finland are taken as theirs: a company looked for there is not found in the other country', async () => {
  const { regcode } = FIXTURE.companies.lvRigasKoks;
  for (const name of ['Lettonia', 'Latvijas Republika', 'Republic of Latvia', 'Lettonie', 'Letonia', 'Латвийская Республика']) {
    assert.equal(structuredOf<{ country: string }>(await callTool(t.mcp.client, 'get_company_details', { regcode, country: name })).country, 'LV', name);
  }
  for (const name of ['Suomi', 'Suomen tasavalta', 'Finnland', 'Finlandia', 'Republiken Finland']) {
    // Asked in Finland, a Latvian number names no company there: the argument was read as FI, not refused.
    assert.match(errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode, country: name })), /^No company \S+ in FI/, name);
  }
  // A country of none of the four is still refused with the rule.
  assert.match(errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode, country: 'Republic of Poland' })), /country: must be one of LV, LT, EE, FI/);
});
