// A compliance team reading a partner's owners finds a holder registered abroad whose number looks
// like one of ours: an Estonian OÜ held by a Finnish Oy whose business ID the FI file here does not
// hold, or by a Latvian SIA under an 11-digit code RIK gives with no country. Sent to the details,
// that number was a plain 404 telling to search by name, and a search finds no holder either. The
// 404 now says whose number it is, which company it holds and the register it is in; so does the
// 400 of a number of no country here (a Cypriot HE398114), which told the REST user to search by name.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { callTool, errorTextOf, structuredOf } from '../mcp/client.ts';

const HELD = FIXTURE.companies.eePohjaPuit;
/** An owner that is a company here (EE), its number sent behind another country's code. */
const OWNER_HERE = FIXTURE.companies.eeEnergia;

let id = 9700;
const holder = (over: Partial<SeedRow>): SeedRow => ({
  id: id++, country: HELD.country, regcode: HELD.regcode, role: 'member', position: null,
  person_name: 'x', name_key: 'x', entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: null, holder_country: null, since: '2020-01-01', until: null, share_percent: 50, share_amount: null,
  share_currency: null, assoc_key: `owner-number-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders',
  as_of: '2026-11-21', ...over,
});

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ rows: { person_roles: [
    holder({ person_name: 'Pohjolan Puu Oy', name_key: 'pohjolan puu oy', holder_regcode: '1234567-1', holder_country: 'FI' }),
    holder({ person_name: 'Baltijas Koks SIA', name_key: 'baltijas koks sia', holder_regcode: '40003999991', holder_country: 'ZZ' }),
    holder({ person_name: 'Kyrenia Maritime Holdings Ltd', name_key: 'kyrenia maritime holdings ltd', holder_regcode: 'HE398114', holder_country: 'CY' }),
    holder({ person_name: 'Daugavas Tirdzniecība SIA', name_key: 'daugavas tirdznieciba sia', holder_regcode: '40003999993', holder_country: 'LV' }),
    holder({ person_name: OWNER_HERE.name, name_key: 'eesti energia as', holder_regcode: OWNER_HERE.regcode, holder_country: 'EE' }),
  ] } });
});
after(() => t.close());

test('a Finnish owner\'s business ID the FI data does not hold: the 404 names the owner, what it holds and its country', async () => {
  const res = await t.app.app.inject({ url: `${API}/companies/1234567-1` });
  assert.equal(res.statusCode, 404);
  const { detail } = problemOf(res);
  assert.match(detail, /^No company with registration number 1234567-1 in FI; /);
  assert.match(detail, /owner, Pohjolan Puu Oy, registered in FI/);
  assert.match(detail, new RegExp(`holding ${HELD.name} \\(EE ${HELD.regcode}\\)`));
  // The FI register is served here: it, not a register elsewhere, holds no company of that number.
  assert.match(detail, /no company this service holds: the register of FI served here \(fi\.ytj, its file of 2026-11-21\) holds no company of that number, which a compliance check should note/);
  assert.doesNotMatch(detail, /look the owner up/);
  assert.match(detail, new RegExp(`/companies/${HELD.regcode}\\?country=EE`), 'the next step is the holding company, not a search');
  assert.doesNotMatch(detail, /search\?q=/);
});

test('an EE company\'s owner registered in LV whose number no LV company here bears: the LV register served here holds none, not "look it up in LV"', async () => {
  const res = await t.app.app.inject({ url: `${API}/companies/40003999993` });
  assert.equal(res.statusCode, 404);
  const { detail } = problemOf(res);
  assert.match(detail, /owner, Daugavas Tirdzniecība SIA, registered in LV/);
  assert.match(detail, /the register of LV served here \(lv\.register, its file of 2026-11-21\) holds no company of that number, which a compliance check should note/);
  assert.doesNotMatch(detail, /look the owner up in the register of LV/);
});

test('an owner\'s 11-digit code its register names no country for: said to be registered abroad', async () => {
  const res = await t.app.app.inject({ url: `${API}/companies/40003999991/compliance` });
  assert.equal(res.statusCode, 404);
  const { detail } = problemOf(res);
  assert.match(detail, /Baltijas Koks SIA, registered abroad/);
  assert.match(detail, new RegExp(`holding ${HELD.name} \\(EE ${HELD.regcode}\\)`));
});

test('get_company_details of that number names the owner and the company whose details list it, not search_companies', async () => {
  const text = errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode: '1234567-1' }));
  assert.match(text, /Pohjolan Puu Oy, registered in FI/);
  assert.match(text, new RegExp(`get_company_details of ${HELD.regcode} \\(country EE\\) lists that owner`));
  assert.doesNotMatch(text, /Use search_companies/);
});

test('a number that is no owner\'s keeps the plain 404 and its search step', async () => {
  const res = await t.app.app.inject({ url: `${API}/companies/40003999992` });
  assert.equal(res.statusCode, 404);
  const { detail } = problemOf(res);
  assert.doesNotMatch(detail, /owner/);
  assert.match(detail, /search\?q=<name>/);
});

test('an owner\'s number of another country\'s form (HE398114): the 400 names the owner, its country and the company whose owners list it', async () => {
  for (const sent of ['HE398114', 'he398114']) {
    const res = await t.app.app.inject({ url: `${API}/companies/${sent}/compliance` });
    assert.equal(res.statusCode, 400);
    const problem = problemOf(res);
    assert.match(problem.detail, /is not a registration or VAT number of LV, LT, EE or FI; HE398114 is known here as the number of an owner, Kyrenia Maritime Holdings Ltd, registered in CY/);
    assert.match(problem.detail, new RegExp(`holding ${HELD.name} \\(EE ${HELD.regcode}\\)`));
    assert.match(problem.detail, new RegExp(`the owners of /companies/${HELD.regcode}\\?country=EE list it with its registeredIn, `
      + 'and /holders/HE398114/holdings\\?registeredIn=CY lists every company it holds$'));
    assert.doesNotMatch(problem.detail, /search\?q=/);
  }
  const text = errorTextOf(await callTool(t.mcp.client, 'get_company_compliance', { regcode: 'HE398114' }));
  assert.match(text, /Kyrenia Maritime Holdings Ltd, registered in CY/);
  assert.match(text, new RegExp(`get_company_details of ${HELD.regcode} \\(country EE\\) lists that owner`));
  assert.doesNotMatch(text, /use search_companies/);
});

test('a name sent as regcode keeps its 400 and the search step', async () => {
  const res = await t.app.app.inject({ url: `${API}/companies/Kyrenia%20Maritime` });
  assert.equal(res.statusCode, 400);
  assert.match(problemOf(res).detail, /search\?q=<name>/);
});

// The detail names three holdings "and others"; the next step names the call that lists them all, by
// the owner's number as the registers keep it (HE398114 for he398114) and its country, left out where
// its register names none. Followed, that call answers the companies the owner holds.
async function followedRest(detail: string): Promise<Array<{ regcode: string }>> {
  const path = /and (\/holders\/\S+) lists every company it holds$/.exec(detail)?.[1];
  assert.ok(path, `the detail names the holdings route: ${detail}`);
  const res = await t.app.app.inject({ url: `${API}${path}` });
  assert.equal(res.statusCode, 200, res.body);
  return (JSON.parse(res.body) as { results: Array<{ regcode: string }> }).results;
}

test('an owner\'s number: the REST 404 and 400 name the holder\'s holdings route, which lists what it holds', async () => {
  for (const [url, route] of [
    ['/companies/he398114/compliance', '/holders/HE398114/holdings?registeredIn=CY'],
    ['/companies/1234567-1', '/holders/1234567-1/holdings?registeredIn=FI'],
    ['/companies/40003999991', '/holders/40003999991/holdings'],
  ] as const) {
    const { detail } = problemOf(await t.app.app.inject({ url: `${API}${url}` }));
    assert.ok(detail.endsWith(`and ${route} lists every company it holds`), detail);
    assert.deepEqual((await followedRest(detail)).map((h) => h.regcode), [HELD.regcode]);
  }
});

test('an owner\'s number: the MCP error names list_holder_holdings with the owner\'s arguments, which lists what it holds', async () => {
  for (const [tool, regcode, args] of [
    ['get_company_compliance', 'he398114', { regcode: 'HE398114', registeredIn: 'CY' }],
    ['get_company_details', '1234567-1', { regcode: '1234567-1', registeredIn: 'FI' }],
    ['get_company_details', '40003999991', { regcode: '40003999991' }],
  ] as const) {
    const text = errorTextOf(await callTool(t.mcp.client, tool, { regcode }));
    const named = 'registeredIn' in args ? `regcode ${args.regcode} and registeredIn ${args.registeredIn}` : `regcode ${args.regcode}`;
    assert.ok(text.includes(`call list_holder_holdings with ${named} for every company it holds.`), text);
    assert.doesNotMatch(text, /no tool here looks it up/, 'the holdings are listed by a tool; the owner itself is not looked up');
    const listed = structuredOf<{ holdings: Array<{ regcode: string }> }>(await callTool(t.mcp.client, 'list_holder_holdings', args));
    assert.deepEqual(listed.holdings.map((h) => h.regcode), [HELD.regcode]);
  }
});

test('an owner\'s number that is a company\'s here, sent behind another country\'s code: the company its digits name, no note of "no company this service holds"', async () => {
  // `LT10137025`: told that the digits name Eesti Energia AS (EE), then that they are an owner's "of no
  // company this service holds", a compliance team read two answers that contradict each other.
  const number = `LT${OWNER_HERE.regcode}`;
  const { detail } = problemOf(await t.app.app.inject({ url: `${API}/companies/${number}` }));
  assert.match(detail, new RegExp(`without the country code, ${OWNER_HERE.regcode} names ${OWNER_HERE.name} \\(EE ${OWNER_HERE.regcode}\\)`));
  assert.match(detail, new RegExp(`repeat the request for ${OWNER_HERE.regcode} with country=EE$`));
  assert.doesNotMatch(detail, /no company this service holds/);
  const text = errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode: number }));
  assert.ok(text.includes(`names ${OWNER_HERE.name} (EE ${OWNER_HERE.regcode})`), text);
  assert.doesNotMatch(text, /no company this service holds/);
});

// Searched for, an owner's number no company here bears was answered `no company has registration
// number 40003999993` alone, where search_companies names the owner and its holding: numberNotFound
// names them, and the request listing its holdings, as the details' 404 does.
test('the search of an owner\'s whole number: numberNotFound names the owner, its holding and its holdings request, as the 404 does', async () => {
  const detail = problemOf(await t.app.app.inject({ url: `${API}/companies/40003999993` })).detail;
  const told = detail.slice(detail.indexOf('; ') + 2);
  for (const route of ['search', 'autofill']) {
    const body = (await t.app.app.inject({ url: `${API}/companies/${route}?q=40003999993` })).json();
    assert.equal(body.count, 0, route);
    assert.equal(body.numberNotFound, `no company has registration number 40003999993; ${told}`, route);
  }
  assert.match(told, new RegExp(`^40003999993 is known here as the number of an owner, Daugavas Tirdzniecība SIA, registered in LV, holding ${HELD.name} \\(EE ${HELD.regcode}\\)`));
  assert.match(told, /; the owners of \/companies\/\d+\?country=EE list it with its registeredIn, and \/holders\/40003999993\/holdings\?registeredIn=LV lists every company it holds$/);
  // A number of no owner keeps its sentence alone.
  assert.equal((await t.app.app.inject({ url: `${API}/companies/search?q=40003999995` })).json().numberNotFound, 'no company has registration number 40003999995');
});
