// An owner registered abroad holding Baltic companies: searched by its name over REST, the answer
// listed nothing (or a namesake by some of the words) and said nothing of the owner, which MCP's
// search_companies names; the answer now carries holdersAbroad, the owner with its number, country
// and first holdings, where the search found little. A natural person is never named. It names
// three holdings "and others", and a compliance team mapping the group, or a model told of
// "others", had no way to list the rest: GET /holders/{holderRegcode}/holdings and MCP
// list_holder_holdings list every company it holds, a page at a time.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { callTool, structuredOf } from '../mcp/client.ts';

const { eePohjaPuit, eeEnergia, eeTaxDebtor, lvBalticTrade, lvKekava } = FIXTURE.companies;
const KYRENIA = 'Kyrenia Maritime Holdings Ltd';

let id = 9900;
const role = (held: { country: string; regcode: string }, over: Partial<SeedRow>): SeedRow => ({
  id: id++, country: held.country, regcode: held.regcode, role: 'member', position: null,
  person_name: KYRENIA, name_key: personNameKey(KYRENIA), entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: 'HE398114', holder_country: 'CY', since: '2020-01-01', until: null, share_percent: 10, share_amount: null,
  share_currency: null, assoc_key: `holder-holdings-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders',
  as_of: '2026-11-21', ...over,
});

const rows: SeedRow[] = [
  role(eePohjaPuit, {}),
  // RIK's persons file lists the same holding: one company once.
  role(eePohjaPuit, { source: 'ee.persons' }),
  role(eeEnergia, { until: '2023-05-01' }),
  role(eeTaxDebtor, {}),
  // UR writes it Limited, with no country (FOREIGN_ENTITY).
  role(lvBalticTrade, { person_name: 'Kyrenia Maritime Holdings Limited', name_key: personNameKey('Kyrenia Maritime Holdings Limited'), holder_country: 'ZZ', source: 'lv.members' }),
  // Another entity of the same number in Germany, and a natural person: neither is the Cypriot's.
  role(lvKekava, { person_name: 'Kyrenia Maritime GmbH', name_key: personNameKey('Kyrenia Maritime GmbH'), holder_country: 'DE', source: 'lv.members' }),
  // A Swedish AB whose name holds the words of a company here (Põhja Puit OÜ).
  role(eeEnergia, { person_name: 'Põhja Puit Holding AB', name_key: personNameKey('Põhja Puit Holding AB'), holder_regcode: '556677-8899', holder_country: 'SE' }),
  role(lvKekava, { person_name: 'Kyrenia Person', name_key: personNameKey('Kyrenia Person'), entity_type: 'natural_person', holder_country: 'CY', source: 'lv.members' }),
];

let t: ServedSeeded;
before(async () => {
  // The rate limits off: the file asks more than a client's budget of 10 seconds, and a 429 tells nothing of holders.
  t = await serveSeeded({ rows: { person_roles: rows } }, { RATE_LIMITS: 'off' });
  await t.ctx.services.warmUp();
});
after(() => t.close());

const get = async (url: string) => t.app.app.inject({ url: `${API}${url}` });
const held = (holdings: Array<{ country: string; regcode: string }>) => holdings.map((h) => `${h.country} ${h.regcode}`);

test('the search of an owner abroad\'s name names it in holdersAbroad, with its first holdings and more', async () => {
  const res = await get('/companies/search?q=Kyrenia%20Maritime%20Holdings');
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.equal(body.count, 0);
  const cypriot = body.holdersAbroad.find((h: { registeredIn: string }) => h.registeredIn === 'CY');
  assert.deepEqual({ ...cypriot, holdings: held(cypriot.holdings) },
    { name: KYRENIA, regcode: 'HE398114', registeredIn: 'CY', holdings: [`EE ${eePohjaPuit.regcode}`, `EE ${eeTaxDebtor.regcode}`, `EE ${eeEnergia.regcode}`], more: false });
  assert.ok(!JSON.stringify(body).includes('Kyrenia Person'), 'a natural person is never named');
});

test('an empty search naming owners abroad says what they are and where their holdings are, not to check the spelling', async () => {
  const body = (await get('/companies/search?q=Kyrenia%20Maritime%20Holdings')).json();
  assert.equal(body.count, 0);
  assert.ok(body.holdersAbroad.length > 1);
  assert.match(body.nothingFound, /^no company in LV, LT, EE or FI has a name matching the text, which names owners the registers list that are no company here \(holdersAbroad\): Kyrenia Maritime Holdings Ltd \(HE398114, registered in CY\), holding /);
  assert.match(body.nothingFound, /; \/holders\/HE398114\/holdings\?registeredIn=CY lists every company the first holds$/);
  assert.doesNotMatch(body.nothingFound, /spelling/);
  // Asked in one country, the same: no company of that country bears the name either.
  const inLv = (await get('/companies/search?q=Kyrenia%20Maritime%20Holdings&country=LV')).json();
  assert.match(inLv.nothingFound, /^no company in LV has a name matching the text, which names owners/);
  // A name of no owner nor company keeps the sentence of a name to check.
  assert.match((await get('/companies/search?q=Zzqxv%20Wqpt')).json().nothingFound, /check the spelling/);
});

test('autofill, which fills a form with a company here, neither sends holdersAbroad nor declares it', async () => {
  const body = (await get('/companies/autofill?q=Kyrenia%20Maritime%20Holdings')).json();
  assert.equal(body.count, 0);
  assert.equal(body.holdersAbroad, undefined);
  // Its name spelt right is told what it is, not to check the spelling: no form is filled from it.
  assert.match(body.nothingFound, /^no company in LV, LT, EE or FI has a name matching the text, which names owners the registers list that are no company here, so no form is filled from them: Kyrenia Maritime Holdings Ltd \(HE398114, registered in CY\), holding /);
  assert.doesNotMatch(body.nothingFound, /spelling|holdersAbroad/);
  // The OpenAPI document declared it for autofill, where no answer carries it: a client generated from it waited for it.
  const doc = (await get('')).json();
  const answer = (path: string) => doc.paths[`${API}${path}`].get.responses['200'].content['application/json'].schema;
  assert.ok(answer('/companies/search').properties.holdersAbroad);
  assert.equal(answer('/companies/autofill').properties.holdersAbroad, undefined);
});

// Searched by its number, the owner was told to check the spelling or search by the registration
// number, the very thing typed, where search_companies names it: it is answered as its name is.
test('the search of an owner abroad\'s number lists it in holdersAbroad as its name does; autofill says no form is filled from it', async () => {
  const byName = (await get('/companies/search?q=Kyrenia%20Maritime%20Holdings')).json();
  for (const typed of ['HE398114', 'he%20398114', 'HE398114&country=LV']) {
    const body = (await get(`/companies/search?q=${typed}`)).json();
    assert.equal(body.count, 0, typed);
    assert.deepEqual(body.holdersAbroad, byName.holdersAbroad.filter((h: { registeredIn: string }) => h.registeredIn === 'CY'), typed);
    const asked = typed.endsWith('LV') ? 'LV' : 'LV, LT, EE or FI';
    assert.equal(body.nothingFound, `no company in ${asked} has a name or number matching the text, which is the number of an owner the registers `
      + `list that is no company here (holdersAbroad): ${KYRENIA} (HE398114, registered in CY), holding ${eePohjaPuit.name} (EE ${eePohjaPuit.regcode}), `
      + `${eeTaxDebtor.name} (EE ${eeTaxDebtor.regcode}), ${eeEnergia.name} (EE ${eeEnergia.regcode}) until 2023-05-01; `
      + '/holders/HE398114/holdings?registeredIn=CY lists every company it holds', typed);
  }
  const form = (await get('/companies/autofill?q=HE398114')).json();
  assert.equal(form.holdersAbroad, undefined);
  assert.match(form.nothingFound, /^no company in LV, LT, EE or FI has a name or number matching the text, which is the number of an owner the registers list that is no company here, so no form is filled from it: Kyrenia Maritime Holdings Ltd \(HE398114, registered in CY\)/);
  // A number of no owner keeps the sentence it had.
  assert.match((await get('/companies/search?q=HE000000')).json().nothingFound, /check the spelling/);
});

// Typed with its country's code before it (`CY HE398114`, as a VAT number or an owners list writes a
// foreign number), the owner's number named no owner on any route: it is read as the number of the
// owner registered in that country, and only of one known there.
test('an owner abroad\'s number with its country code before it is answered as the number alone, of the owner registered there', async () => {
  const alone = (await get('/companies/search?q=HE398114')).json();
  for (const typed of ['CY%20HE398114', 'CYHE398114', 'cy%20he398114']) {
    assert.deepEqual((await get(`/companies/search?q=${typed}`)).json(), alone, typed);
    assert.match((await get(`/companies/${typed}`)).json().detail, new RegExp(`HE398114 is known here as the number of an owner, ${KYRENIA}, registered in CY, `), typed);
  }
  assert.match((await get('/companies/autofill?q=cy%20he398114')).json().nothingFound, /so no form is filled from it: Kyrenia Maritime Holdings Ltd \(HE398114, registered in CY\)/);
  const tool = await callTool(t.mcp.client, 'search_companies', { query: 'CY HE398114' });
  assert.match(JSON.stringify(tool.content), /HE398114 is known here as the number of an owner, Kyrenia Maritime Holdings Ltd, registered in CY/);
  // The same number's German owner, by the German code.
  const german = (await get('/companies/search?q=DE%20HE398114')).json();
  assert.deepEqual(german.holdersAbroad.map((h: { name: string; registeredIn: string }) => `${h.name} ${h.registeredIn}`), ['Kyrenia Maritime GmbH DE']);
  // A code of a country no owner of that number is registered in names none, as before.
  assert.doesNotMatch((await get('/companies/EE%20HE398114')).json().detail, /known here/);
  assert.match((await get('/companies/search?q=EE%20HE398114')).json().nothingFound, /check the spelling/);
});

test('a search that finds a full page, or the company of the very name, carries no holdersAbroad', async () => {
  // Beside the namesake the words find, the owner of that name is named where the page is not full.
  const beside = (await get('/companies/search?q=P%C3%B5hja%20Puit%20Holding')).json();
  assert.equal(beside.results[0]?.name, eePohjaPuit.name);
  assert.deepEqual(beside.holdersAbroad?.map((h: { name: string; registeredIn: string }) => [h.name, h.registeredIn]), [['Põhja Puit Holding AB', 'SE']]);
  // However full the page of the fewer words searched (Holding left out), the owner of the name typed is named.
  const fewer = (await get('/companies/search?q=P%C3%B5hja%20Puit%20Holding&limit=1')).json();
  assert.equal(fewer.count, 1);
  assert.deepEqual(fewer.holdersAbroad?.map((h: { name: string }) => h.name), ['Põhja Puit Holding AB']);
  // A full page of the text as typed reads nothing more, nor does a search listing the company of the name typed.
  const full = (await get('/companies/search?q=Puit&limit=1')).json();
  assert.equal(full.count, 1);
  assert.equal(full.holdersAbroad, undefined);
  assert.equal((await get(`/companies/search?q=${encodeURIComponent(eePohjaPuit.name)}`)).json().holdersAbroad, undefined);
});

test('every company the Cypriot owner holds, a page at a time, by its number and country', async () => {
  const first = await get('/holders/HE398114/holdings?registeredIn=cy&limit=2');
  assert.equal(first.statusCode, 200, first.body);
  const one = first.json();
  assert.deepEqual(held(one.results), [`EE ${eeEnergia.regcode}`, `EE ${eePohjaPuit.regcode}`]);
  assert.equal(one.count, one.results.length);
  assert.equal(one.results[0].until, '2023-05-01', 'an ended holding is listed with its end');
  assert.equal(one.truncated, true);
  assert.equal(one.next, `${API}/holders/HE398114/holdings?registeredIn=cy&limit=2&after=EE%3A${eePohjaPuit.regcode}`);
  assert.equal(first.headers.link, `<${one.next}>; rel="next"`);
  const two = (await t.app.app.inject({ url: one.next })).json();
  assert.deepEqual(held(two.results), [`EE ${eeTaxDebtor.regcode}`]);
  assert.equal(two.next, null);
  assert.equal(two.truncated, false);
});

test('the list is results, as every list of the API is; holdings, its name before, is the same list, deprecated', async () => {
  // Read against API.md's "every list response is an object with results and count", a client
  // found no results here; one written against the name before still finds holdings.
  const body = (await get('/holders/HE398114/holdings?registeredIn=CY')).json();
  assert.equal(body.count, 3);
  assert.deepEqual(body.holdings, body.results);
  const doc = (await get('/openapi.json')).json();
  const ok = doc.paths['/api/public/v1/holders/{holderRegcode}/holdings'].get.responses['200'].content['application/json'].schema;
  assert.equal(ok.properties.holdings.deprecated, true);
  assert.equal(ok.properties.results.deprecated, undefined);
});

test('without registeredIn every legal entity of the number, each holding with the country its register names', async () => {
  const body = (await get('/holders/HE398114/holdings')).json();
  assert.deepEqual(body.results.map((h: { regcode: string; holderName: string; holderRegisteredIn: string | null }) => [h.regcode, h.holderName, h.holderRegisteredIn]), [
    [eeEnergia.regcode, KYRENIA, 'CY'], [eePohjaPuit.regcode, KYRENIA, 'CY'], [eeTaxDebtor.regcode, KYRENIA, 'CY'],
    [lvKekava.regcode, 'Kyrenia Maritime GmbH', 'DE'], [lvBalticTrade.regcode, 'Kyrenia Maritime Holdings Limited', null],
  ]);
  assert.equal(body.registeredIn, null);
});

test('a number no legal entity holds anything under is a 404; a country that is no code a 400 naming it', async () => {
  const missing = await get('/holders/HE000000/holdings?registeredIn=CY');
  assert.equal(missing.statusCode, 404);
  assert.match(missing.json().detail, /No legal entity with number HE000000 registered in CY holds a company here/);
  const bad = await get('/holders/HE398114/holdings?registeredIn=Atlantis');
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(bad.json().errors.map((e: { parameter: string }) => e.parameter), ['registeredIn']);
});

// registeredIn=Cyprus was the 400 "Cyprus is CY", naming the code it had read, where MCP's
// list_holder_holdings listed the holdings: the name or alpha-3 is read as the code, as MCP reads it.
test('registeredIn sent as a country\'s name or alpha-3 answers as its code does, as MCP takes it', async () => {
  const byCode = (await get('/holders/HE398114/holdings?registeredIn=CY')).json();
  assert.ok(byCode.results.length > 0);
  for (const sent of ['Cyprus', 'CYP', 'cyp', 'K%C3%BCpros', '%20Cyprus%20']) {
    const r = await get(`/holders/HE398114/holdings?registeredIn=${sent}`);
    assert.equal(r.statusCode, 200, `${sent}: ${r.body.slice(0, 200)}`);
    assert.deepEqual(r.json(), byCode, sent);
  }
});

test('the number of a company here that holds none the registers show is told which company, and which holdings they would show', async () => {
  // Told only that no legal entity of the number holds a company, a team mapping a group read the
  // company as holding none anywhere, where an EE company's holdings are known in EE companies alone.
  // Said as list_holder_holdings says it.
  for (const [company, seen, unseen] of [[eeEnergia, 'EE', 'LV, LT or FI'], [lvKekava, 'LV or EE', 'LT or FI']] as const) {
    const res = await get(`/holders/${company.regcode}/holdings`);
    assert.equal(res.statusCode, 404, res.body);
    assert.ok(res.json().detail.endsWith(`; ${company.regcode} is the number of ${company.name} (${company.country} ${company.regcode}), a company `
      + `served here that the registers list holding no company in ${seen}; no register here would show one in ${unseen}`), res.json().detail);
  }
  // Asked with another country than the company's, the 404 as before.
  assert.doesNotMatch((await get(`/holders/${eeEnergia.regcode}/holdings?registeredIn=LV`)).json().detail, /a company served here/);
});

test('a blank holder number is a 400 naming it, beside another parameter refused, as a blank company number is', async () => {
  for (const url of ['/holders/%20/holdings', '/holders/%20%20/holdings?limit=0']) {
    const blank = await get(url);
    assert.equal(blank.statusCode, 400, url);
    const told = blank.json().errors.find((e: { parameter: string }) => e.parameter === 'holderRegcode');
    assert.equal(told?.message, 'must hold a character other than a space', `${url}: ${blank.body}`);
  }
});

test('MCP list_holder_holdings lists them too, and the search sentence names the call', async () => {
  const result = await callTool(t.mcp.client, 'list_holder_holdings', { regcode: 'HE398114', registeredIn: 'CY' });
  const value = structuredOf<{ count: number; holdings: Array<{ country: string; regcode: string; status: string }>; next: string | null }>(result);
  assert.deepEqual(held(value.holdings), [`EE ${eeEnergia.regcode}`, `EE ${eePohjaPuit.regcode}`, `EE ${eeTaxDebtor.regcode}`]);
  // Each company's status, as REST gives it, in the structured answer and in its text.
  const rest = (await get('/holders/HE398114/holdings?registeredIn=CY')).json();
  const statuses = rest.holdings.map((h: { status: string }) => h.status);
  assert.ok(statuses.length === 3 && statuses.every((s: unknown) => typeof s === 'string'), JSON.stringify(rest));
  assert.deepEqual(value.holdings.map((h) => h.status), statuses);
  const text = JSON.parse((result.content as Array<{ text: string }>)[0]!.text) as typeof value;
  assert.deepEqual(text.holdings.map((h) => h.status), statuses);
  assert.equal(value.next, null);
  const search = await callTool(t.mcp.client, 'search_companies', { query: 'Kyrenia Maritime Holdings' });
  assert.match(JSON.stringify(search.content), /call list_holder_holdings with regcode HE398114 and registeredIn CY for every company it holds/);
  const none = await callTool(t.mcp.client, 'list_holder_holdings', { regcode: 'HE000000' });
  assert.equal(none.isError, true);
  assert.match(JSON.stringify(none.content), /No legal entity with number HE000000 holds a company here/);
});

// Asked with a country guessed wrong, the 404 said the registers list no legal entity of that
// number, and a model concluded the owner holds nothing here; it names those the registers list.
test('a number held under another country than the one asked: the 404 names the legal entities of that number and the request to send', async () => {
  const res = await get('/holders/HE398114/holdings?registeredIn=FI');
  assert.equal(res.statusCode, 404);
  const detail: string = res.json().detail;
  assert.match(detail, /^No legal entity with number HE398114 registered in FI holds a company here; the registers list that number for /);
  assert.doesNotMatch(detail, /list no legal entity of that number/);
  for (const named of [`${KYRENIA}, registered in CY`, 'Kyrenia Maritime GmbH, registered in DE',
    'Kyrenia Maritime Holdings Limited, whose country its register does not name']) assert.ok(detail.includes(named), `${named}: ${detail}`);
  assert.match(detail, /ask again with registeredIn (CY or DE|DE or CY), or without registeredIn for the holdings of every legal entity of that number$/);
  assert.ok(!detail.includes('Kyrenia Person'), 'a natural person is never named');
  const mcp = await callTool(t.mcp.client, 'list_holder_holdings', { regcode: 'HE398114', registeredIn: 'FI' });
  assert.equal(mcp.isError, true);
  assert.match(JSON.stringify(mcp.content), /the registers list that number for .*Kyrenia Maritime Holdings Ltd, registered in CY/);
});

// A page after a company of a number no legal entity holds a company by (a number mistyped between two
// pages) was a 200 of no holdings, next null, read as an owner whose list had ended; it is the number's
// 404, as its first page is, while a page after the last holding of an owner the registers list stays [].
test('a page after a company of a number no legal entity bears is that number\'s 404; past an owner\'s last holding, []', async () => {
  for (const url of ['/holders/HE000000/holdings?after=EE%3A10000000', '/holders/HE398114/holdings?registeredIn=SE&after=EE%3A10000000']) {
    const res = await get(url);
    assert.equal(res.statusCode, 404, `${url}: ${res.body}`);
    assert.equal(res.json().detail, (await get(url.replace(/[?&]after=[^&]*$/, ''))).json().detail, url);
  }
  const past = await get(`/holders/HE398114/holdings?registeredIn=CY&after=EE%3A${eeTaxDebtor.regcode}`);
  assert.equal(past.statusCode, 200);
  assert.deepEqual([past.json().results, past.json().next], [[], null]);
});
