// LT before an older Lithuanian company code of 8 digits (`LT11058424`, whose company's VAT number is
// LT100011058424) is no VAT number's form: the lookup finds the company by the code, and the answer said
// nothing of it, where `LT110700834` (LT before a 9-digit code) and `EE12754320` are told they are none,
// so a model checking an invoice's VAT number reported it as the company's, valid.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, connectInProcess, sentencesOf, textOf, type Connected } from './client.ts';
import { API, startTestApp, type TestApp } from '../http/harness.ts';
import { seededServices } from '../helpers/seeded-services.ts';
import { FIXTURE } from '../helpers/seed.ts';

const { ltZalgiris, ltVilkas, eePohjaPuit } = FIXTURE.companies;
const VAT_NUMBER = `LT1000${ltZalgiris.regcode}`;
const SENT = `LT${ltZalgiris.regcode}`;
const VILKAS_VAT_NUMBER = `LT100${ltVilkas.regcode}`;
let seeded: ReturnType<typeof seededServices>;
let mcp: Connected;
let app: TestApp;
before(async () => {
  seeded = seededServices({ rows: { vat_registrations: [{
    country: 'LT', regcode: ltZalgiris.regcode, vat_number: VAT_NUMBER, active: 1, registered_on: '2004-05-01',
    deregistered_on: null, source: 'lt.vat', as_of: '2026-11-20',
  }, {
    country: 'LT', regcode: ltVilkas.regcode, vat_number: VILKAS_VAT_NUMBER, active: 1, registered_on: '2004-05-01',
    deregistered_on: null, source: 'lt.vat', as_of: '2026-11-20',
  }] } });
  mcp = await connectInProcess({ services: seeded.services });
  app = await startTestApp({ services: seeded.services });
});
after(async () => { await mcp.close(); await app.close(); seeded.close(); });

test('LT before an 8-digit company code is told to be no VAT number of the company, with its VAT number', async () => {
  const none = `${SENT} is no VAT number of ${ltZalgiris.name}`;
  for (const tool of ['get_company_details', 'get_company_compliance', 'get_company_financials']) {
    const said = sentencesOf(await callTool(mcp.client, tool, { regcode: SENT }));
    assert.ok(said.includes(`${none} (${ltZalgiris.regcode}), found by the registration number its digits give: `
      + `its VAT number is ${VAT_NUMBER}.`), `${tool}: ${said}`);
  }
  const search = await callTool(mcp.client, 'search_companies', { query: SENT });
  assert.match(sentencesOf(search), new RegExp(`${none} \\(LT ${ltZalgiris.regcode}\\), found by the registration number its digits give: its VAT number is ${VAT_NUMBER}\\.`));
  const rest = JSON.parse((await app.app.inject({ url: `${API}/companies/search?q=${SENT}` })).body) as { numberInText?: string };
  assert.equal(rest.numberInText, `${none} (LT ${ltZalgiris.regcode}), found by the registration number its digits give: its VAT number is ${VAT_NUMBER}`);
  // The VAT number itself, and the code alone, say nothing of it.
  for (const regcode of [VAT_NUMBER, ltZalgiris.regcode]) {
    assert.doesNotMatch(sentencesOf(await callTool(mcp.client, 'get_company_details', { regcode, country: 'LT' })), /VAT number/, regcode);
  }
});

// LT before a 9-digit company code no VAT number has (`LT110700834`) was told to be none by the
// lookups, while the searches listed the company by that code and said nothing of the number.
test('a search of LT before a 9-digit company code that is no VAT number says so beside the company listed', async () => {
  const sent = `LT${ltVilkas.regcode}`;
  const said = `${sent} is no VAT number of ${ltVilkas.name} (LT ${ltVilkas.regcode}), found by the registration number its digits give: its VAT number is ${VILKAS_VAT_NUMBER}`;
  for (const query of [sent, `${ltVilkas.name}, PVM kodas ${sent}`]) {
    const search = await callTool(mcp.client, 'search_companies', { query });
    assert.ok(sentencesOf(search).includes(`${said}.`), `${query}: ${sentencesOf(search)}`);
    const rest = JSON.parse((await app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(query)}` })).body) as { numberInText?: string };
    assert.ok(rest.numberInText?.includes(said), `${query}: ${rest.numberInText}`);
  }
});

// The company's name before its LT form (`AB "Nemuno laivyba" LT11058424`, an invoice line): the number was
// read without its LT, as 8 digits an EE and an LT company hold, and the lookups' 400 told to add country, the
// searches nothing of the number, where the LT form alone answers the LT company and says it is no VAT number.
test('a name before LT and an older company code is read with its LT, as the number alone is', async () => {
  const line = `${ltZalgiris.name} ${SENT}`;
  const none = `${SENT} is no VAT number of`;
  const vatNumberIs = `found by the registration number its digits give: its VAT number is ${VAT_NUMBER}`;
  for (const route of ['', '/compliance']) {
    const res = await app.app.inject({ url: `${API}/companies/${encodeURIComponent(line)}${route}` });
    const { detail } = JSON.parse(res.body) as { detail: string };
    assert.equal(res.statusCode, 400, route);
    assert.ok(detail.includes(`the number ${SENT}, which names ${ltZalgiris.name} (LT ${ltZalgiris.regcode}); ${none} that company, ${vatNumberIs}; `
      + `repeat the request for ${ltZalgiris.regcode} with country=LT`), `${route}: ${detail}`);
    assert.doesNotMatch(detail, /add country=/, route);
  }
  for (const tool of ['get_company_details', 'get_company_compliance', 'get_company_financials']) {
    const said = textOf(await callTool(mcp.client, tool, { regcode: line }));
    assert.ok(said.includes(`the number ${SENT}, which names ${ltZalgiris.name} (LT ${ltZalgiris.regcode}). ${none} ${ltZalgiris.name} (LT ${ltZalgiris.regcode}), ${vatNumberIs}.`),
      `${tool}: ${said}`);
  }
  const search = await callTool(mcp.client, 'search_companies', { query: line });
  assert.ok(sentencesOf(search).includes(`${none} ${ltZalgiris.name} (LT ${ltZalgiris.regcode}), ${vatNumberIs}.`), sentencesOf(search));
  const rest = JSON.parse((await app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(line)}` })).body) as { numberInText?: string };
  assert.equal(rest.numberInText, `${none} ${ltZalgiris.name} (LT ${ltZalgiris.regcode}), ${vatNumberIs}`);
  // The EE company holding the same 8 digits named before it: the number is the LT company's, the words the EE one's.
  const other = `${eePohjaPuit.name} ${SENT}`;
  const res = await app.app.inject({ url: `${API}/companies/${encodeURIComponent(other)}` });
  assert.ok((JSON.parse(res.body) as { detail: string }).detail.includes(`the number ${SENT}, which names ${ltZalgiris.name} (LT ${ltZalgiris.regcode}), `
    + `while its other words name another company, ${eePohjaPuit.name} (EE ${eePohjaPuit.regcode})`), res.body);
  const listed = JSON.parse((await app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(other)}` })).body) as { numberInText?: string };
  assert.ok(listed.numberInText?.includes(`${SENT} names ${ltZalgiris.name} (LT ${ltZalgiris.regcode}), not ${eePohjaPuit.name} (EE ${eePohjaPuit.regcode})`),
    listed.numberInText);
});
