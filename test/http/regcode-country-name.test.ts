// A number pasted with its country's name before or after it (`Estonia 12345678`, `Latvija
// 40003032949`, `12345678 (Eesti)`, `Reg. No. 40003032949, Latvia`), as a buyer, a compliance
// analyst or a model copies it from a document: the details refused it as no number of the four
// countries, and search and autofill read the name as a word of names and listed `Eesti Energia
// AS` for an Estonian number. The number is now read as one of the country named, in REST and
// MCP details and in search and autofill alike; a name holding a country's word stays a name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf } from './harness.ts';
import { restAndMcp } from './rest-and-mcp.ts';
import { FIXTURE } from './services.ts';
import { callTool, errorTextOf, structuredOf } from '../mcp/client.ts';

const C = FIXTURE.companies;
const both = restAndMcp({ RATE_LIMITS: 'off' });
// 12345678 is an Estonian and a Lithuanian company's number: alone, a 400 asking for the country.
const EE = C.eePohjaPuit;
const LT = C.ltZalgiris;

const NAMED: Array<[string, { country: string; regcode: string }]> = [
  [`Estonia ${EE.regcode}`, EE], [`Eesti ${EE.regcode}`, EE], [`${EE.regcode} (Estonia)`, EE], [`Igaunija ${EE.regcode}`, EE],
  [`Эстония ${EE.regcode}`, EE], [`Lietuva ${LT.regcode}`, LT], [`Lithuania: ${LT.regcode}`, LT], [`${LT.regcode}, Leedu`, LT],
  [`Latvia ${C.lvGaze.regcode}`, C.lvGaze], [`Latvija ${C.lvGaze.regcode}`, C.lvGaze], [`Reg. No. ${C.lvGaze.regcode}, Latvia`, C.lvGaze],
  [`Lithuania, įm. k. ${C.ltVilkas.regcode}`, C.ltVilkas], [`Suomi ${C.fiNokia.regcode}`, C.fiNokia], [`Finland ${C.fiNokia.regcode}`, C.fiNokia],
  [`Latvia ${C.lvGaze.vatNumber}`, C.lvGaze],
  // The country's code for its name, as an invoice writes a number of a company abroad.
  [`${EE.regcode} (EE)`, EE], [`LT: ${LT.regcode}`, LT], [`${C.lvGaze.regcode} (LV)`, C.lvGaze], [`(LV) ${C.lvGaze.regcode}`, C.lvGaze],
  [`${C.fiNokia.regcode}, FI`, C.fiNokia],
  // The numero sign for its label, and N with a degree sign typed for it.
  [`№ ${C.lvGaze.regcode}`, C.lvGaze], [`N° ${C.lvGaze.regcode}`, C.lvGaze], [`Reģ. № ${C.lvGaze.regcode}`, C.lvGaze],
];

const get = (path: string) => both.app.app.inject({ url: `${API}${path}` });
const details = (regcode: string, query = '') => get(`/companies/${encodeURIComponent(regcode)}${query}`);

test('REST details and MCP get_company_details read a number with its country\'s name as one of that country', async () => {
  assert.equal((await details(EE.regcode)).statusCode, 400, 'the number alone is of two countries');
  for (const [typed, company] of NAMED) {
    const r = await details(typed);
    assert.equal(r.statusCode, 200, `${typed}: ${r.body}`);
    const body = r.json() as { country: string; regcode: string };
    assert.deepEqual([body.country, body.regcode], [company.country, company.regcode], typed);
    const found = structuredOf<{ country: string; regcode: string }>(await callTool(both.mcp.client, 'get_company_details', { regcode: typed }));
    assert.deepEqual([found.country, found.regcode], [company.country, company.regcode], `MCP ${typed}`);
  }
  // Asked for in the country it names: the same company.
  assert.equal((await details(`Estonia ${EE.regcode}`, '?country=EE')).statusCode, 200);
  // The MCP country argument takes the same names.
  const byName = structuredOf<{ country: string }>(await callTool(both.mcp.client, 'get_company_details', { regcode: EE.regcode, country: 'Igaunija' }));
  assert.equal(byName.country, 'EE');
});

test('a country\'s name that disagrees with country is a 400 naming both, with the requests that answer', async () => {
  const r = await details(`Latvia ${C.lvGaze.regcode}`, '?country=EE');
  assert.equal(r.statusCode, 400);
  const problem = problemOf(r) as { detail: string; errors: Array<{ parameter: string; in: string }> };
  assert.deepEqual(problem.errors.map((e) => [e.parameter, e.in]), [['country', 'query']]);
  assert.equal(problem.detail, `country is EE, while regcode "Latvia ${C.lvGaze.regcode}" names LV; `
    + 'repeat the request with country=LV or without country, or send the number alone with country=EE');
  const text = errorTextOf(await callTool(both.mcp.client, 'get_company_details', { regcode: `Latvia ${C.lvGaze.regcode}`, country: 'Estonia' }));
  assert.match(text, /^country: is EE, while regcode "Latvia 40003032949" names LV\. Call get_company_details again with country LV or without country/);
});

test('a number of another country than the one named: a 404 naming the company and the request for it', async () => {
  const r = await details(`Estonia ${C.lvGaze.regcode}`);
  assert.equal(r.statusCode, 404);
  assert.equal(problemOf(r).detail, `No company with registration number ${C.lvGaze.regcode} in EE; the number names Latvijas Gāze, AS `
    + `(LV ${C.lvGaze.regcode}); repeat the request for ${C.lvGaze.regcode} with country=LV`);
  const text = errorTextOf(await callTool(both.mcp.client, 'get_company_details', { regcode: `Estonia ${C.lvGaze.regcode}` }));
  assert.match(text, new RegExp(`^No company with registration number ${C.lvGaze.regcode} in EE\\. .*Call get_company_details again with regcode ${C.lvGaze.regcode} and country LV\\.$`));
});

type Results = { results: Array<{ country: string; regcode: string }> };
const listed = async (path: string) => ((await get(path)).json() as Results).results.map((r) => `${r.country} ${r.regcode}`);

test('search and autofill list the company of the country named, not names holding the country\'s word; names stay names', async () => {
  for (const path of ['/companies/search?q=', '/companies/autofill?q=']) {
    assert.deepEqual(await listed(`${path}${encodeURIComponent(`Eesti ${EE.regcode}`)}`), [`EE ${EE.regcode}`], path);
    assert.deepEqual(await listed(`${path}${encodeURIComponent(`${LT.regcode} (Lithuania)`)}`), [`LT ${LT.regcode}`], path);
    // Asked for in another country: none of its companies.
    assert.deepEqual(await listed(`${path}${encodeURIComponent(`Eesti ${EE.regcode}`)}&country=LT`), [], path);
  }
  // A name that begins with a country's word is still searched as a name.
  for (const [q, company] of [['Eesti Energia AS', C.eeEnergia], ['Latvijas Gāze', C.lvGaze], ['Suomen Kauppa', C.fiSuomenKauppa]] as const) {
    assert.equal((await listed(`/companies/search?q=${encodeURIComponent(q)}`))[0], `${company.country} ${company.regcode}`, q);
    assert.equal((await listed(`/companies/autofill?q=${encodeURIComponent(q)}`))[0], `${company.country} ${company.regcode}`, q);
  }
});

// Every failing parameter is listed: the disagreement was found by the lookup alone, after the
// query had passed its schema, so beside a parameter the schema refuses it went unnamed.
test('a country\'s name that disagrees with country is named beside another parameter refused', async () => {
  const typed = encodeURIComponent(`Latvia ${C.lvGaze.regcode}`);
  for (const sub of ['sanctions', 'compliance']) {
    const r = await get(`/companies/${typed}/${sub}?country=ee&candidates=yes`);
    assert.equal(r.statusCode, 400, r.body);
    const errors = problemOf(r).errors ?? [];
    assert.deepEqual(errors.map((e) => e.parameter), ['candidates', 'country'], `${sub}: ${r.body}`);
    assert.equal(errors[1]!.message, `is EE, while regcode "Latvia ${C.lvGaze.regcode}" names LV`);
  }
  // A country the number's own agrees with, or one that is no country, adds nothing to the schema's issues.
  const agreeing = problemOf(await get(`/companies/${typed}/sanctions?country=LV&candidates=yes`)).errors ?? [];
  assert.deepEqual(agreeing.map((e) => e.parameter), ['candidates']);
  const unknown = problemOf(await get(`/companies/${typed}/sanctions?country=SE&candidates=yes`)).errors ?? [];
  assert.deepEqual(unknown.map((e) => e.parameter), ['country', 'candidates']);
});
