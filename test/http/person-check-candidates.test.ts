// /persons/check?candidates=true lists, apart from the person's roles, the roles of the name in full
// whose register gives no birth information (most Estonian persons since RIK left personal codes
// out of its open data on 2024-11-01). `limit` counts the companies of both, the person's first,
// and following `next` lists every company of each list once; an answer without the parameter is
// the one served before, with candidateRoles saying how many candidates the parameter would list.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { personNameKey } from '../../src/domain/fold.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { API, problemOf } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';

const PERSON = { name: 'Kārlis Liepa', birthDate: '1966-06-06' };
const QUERY = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
const [LV_A, LV_B] = ['40000000101', '40000000103'];
const EE = ['10000001', '10000002', '10000003'];

function role(country: string, regcode: string, birthDate: string | null, key: string): SeedRow {
  return {
    country, regcode, role: 'officer', position: 'board_member', person_name: 'Liepa Kārlis', name_key: personNameKey(PERSON.name),
    entity_type: 'natural_person', birth_date: birthDate, since: '2020-01-01', until: null, assoc_key: `candidates-${key}`,
    first_seen_at: '2024-01-01T00:00:00Z', source: country === 'EE' ? 'ee.persons' : 'lv.officers', as_of: '2026-11-01',
  };
}

const companies = [...[LV_A, LV_B].map((c) => ownCompany(c, `SIA Lapa ${c}`)), ...EE.map((c) => ownCompany(c, `Leht ${c} OÜ`, { country: 'EE', form: 'OÜ' }))];
const confirmed = [role('LV', LV_A, PERSON.birthDate, 'a'), role('LV', LV_B, PERSON.birthDate, 'b')];
// Without birth information: three Estonian companies, and a second role in one of the person's.
const unknown = [...EE.map((c) => role('EE', c, null, c)), { ...role('LV', LV_B, null, 'b-unknown'), role: 'member', position: null }];

const appOf = (roles: SeedRow[]) => serveSeededRest({ rows: { companies, person_roles: roles } }, { RATE_LIMITS: 'off' });

let withCandidates: ServedSeededRest;
let without: ServedSeededRest;
before(async () => {
  withCandidates = await appOf([...confirmed, ...unknown]);
  without = await appOf(confirmed);
});
after(async () => {
  for (const app of [withCandidates, without]) await app.close();
});

interface Association { country: string; regcode: string; role: string; birthDateMatch: string }
interface Page { count: number; truncated: boolean; next: string | null; results: Association[]; candidates?: Association[] }

async function get(url: string): Promise<Page> {
  const r = await withCandidates.app.app.inject({ url });
  assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
  return r.json() as Page;
}

const companiesOf = (rows: Association[] = []) => [...new Set(rows.map((r) => `${r.country}:${r.regcode}`))];

test('candidates=true lists the roles without birth information after the person\'s, each unknown', async () => {
  const page = await get(`${API}/persons/check?${QUERY}&candidates=true`);
  assert.deepEqual(companiesOf(page.results), [`LV:${LV_A}`, `LV:${LV_B}`]);
  assert.ok(page.results.every((r) => r.birthDateMatch === 'exact'));
  assert.deepEqual(companiesOf(page.candidates), [...EE.map((c) => `EE:${c}`), `LV:${LV_B}`]);
  assert.ok(page.candidates!.every((r) => r.birthDateMatch === 'unknown'));
  assert.deepEqual([page.count, page.truncated, page.next], [2, false, null], 'count is of results alone');
});

for (const limit of [2, 3]) {
  test(`following next with limit=${limit} lists every company of both lists once, the person's first`, async () => {
    const pages: Page[] = [];
    for (let url: string | null = `${API}/persons/check?${QUERY}&limit=${limit}&candidates=true`; url !== null;) {
      const page: Page = await get(url);
      pages.push(page);
      assert.ok(companiesOf(page.results).length + companiesOf(page.candidates).length <= limit);
      if (page.next !== null) {
        assert.equal(page.truncated, true);
        assert.equal(new URLSearchParams(page.next.split('?')[1]).get('candidates'), 'true', 'next keeps asking for candidates');
      }
      url = page.next;
    }
    const whole = await get(`${API}/persons/check?${QUERY}&candidates=true&limit=100`);
    assert.deepEqual(pages.flatMap((p) => p.results), whole.results);
    assert.deepEqual(pages.flatMap((p) => p.candidates ?? []), whole.candidates);
    assert.equal(pages.at(-1)!.truncated, false);
    assert.equal(pages.length, limit === 2 ? 3 : 2);
    if (limit === 2) {
      // The person's companies fill the first page, and candidates are left: next goes on after them.
      assert.match(pages[0]!.next!, new RegExp(`&after=LV%3A${LV_B}$`));
      assert.deepEqual(pages[0]!.candidates, []);
    } else {
      assert.match(pages[0]!.next!, new RegExp(`&candidatesAfter=EE%3A${EE[0]}$`));
    }
  });
}

test('without candidates the answer is the one served before, with how many candidates there are; a limit the person fills is not truncated', async () => {
  // Every page says the same: the four candidates candidates=true lists over its pages, none of them among results.
  const listed = (await get(`${API}/persons/check?${QUERY}&candidates=true&limit=100`)).candidates!.length;
  assert.equal(listed, 4);
  for (const query of [QUERY, `${QUERY}&limit=2`, `${QUERY}&limit=1`, `${QUERY}&candidates=false`]) {
    const [a, b] = await Promise.all([withCandidates, without].map((app) => app.app.app.inject({ url: `${API}/persons/check?${query}` })));
    assert.equal(a!.statusCode, 200);
    const { candidateRoles, ...rest } = a!.json() as { candidateRoles?: number };
    assert.equal(candidateRoles, listed, query);
    assert.deepEqual(rest, b!.json(), query);
    assert.equal('candidateRoles' in b!.json(), false, 'a name without such roles carries no count');
    assert.equal('candidates' in a!.json(), false);
  }
});

test('a 404 tells how many roles the name alone matches; with candidates=true they are answered', async () => {
  const query = `name=${encodeURIComponent(PERSON.name)}&birthDate=1970-01-01`;
  const plain = await withCandidates.app.app.inject({ url: `${API}/persons/check?${query}` });
  assert.equal(plain.statusCode, 404);
  assert.match(problemOf(plain).detail, /the name alone matches 4 roles whose register gives no birth date \(candidates=true lists them\)/);
  const other = await without.app.app.inject({ url: `${API}/persons/check?${query}` });
  assert.doesNotMatch(problemOf(other).detail, /candidates/, 'a name with none is told what it was before');
  const asked = await get(`${API}/persons/check?${query}&candidates=true`);
  assert.deepEqual([asked.count, asked.results], [0, []]);
  assert.equal(asked.candidates!.length, 4);
});

test('new registrations: candidates=true lists the candidates apart; personKnown false counts them', async () => {
  const query = `name=${encodeURIComponent(PERSON.name)}&birthDate=1970-01-01&hours=168`;
  const plain = (await withCandidates.app.app.inject({ url: `${API}/persons/new-registrations?${query}` })).json();
  assert.deepEqual([plain.personKnown, plain.count, plain.candidateRoles, plain.candidates], [false, 0, 4, undefined]);
  const asked = await withCandidates.app.app.inject({ url: `${API}/persons/new-registrations?${query}&candidates=true` });
  assert.equal(asked.statusCode, 200, asked.body);
  assert.deepEqual(asked.json().candidates, [], 'first seen long before the window');
  const known = await Promise.all([withCandidates, without].map((app) =>
    app.app.app.inject({ url: `${API}/persons/new-registrations?${QUERY}` })));
  // firstSeenThrough of a window holding none of the person's roles is the last publish of its files, not the clock.
  assert.deepEqual(known[0]!.json(), known[1]!.json(), 'a known person\'s answer is the one served before');
});

test('a candidatesAfter with its country in lower case follows on as the one next writes', async () => {
  const capitals = await get(`${API}/persons/check?${QUERY}&candidates=true&candidatesAfter=EE%3A${EE[0]}`);
  assert.deepEqual(companiesOf(capitals.candidates), [`EE:${EE[1]}`, `EE:${EE[2]}`, `LV:${LV_B}`]);
  assert.deepEqual(await get(`${API}/persons/check?${QUERY}&candidates=true&candidatesAfter=ee%3A${EE[0]}`), capitals);
});

test('a candidates value that is not true or false, or a candidatesAfter out of place, is a 400 naming it', async () => {
  for (const [url, parameter] of [
    [`${API}/persons/check?${QUERY}&candidates=yes`, 'candidates'],
    [`${API}/persons/new-registrations?${QUERY}&candidates=1x`, 'candidates'],
    [`${API}/persons/check?${QUERY}&candidatesAfter=EE%3A${EE[0]}`, 'candidatesAfter'],
    [`${API}/persons/check?${QUERY}&candidates=true&after=LV%3A${LV_A}&candidatesAfter=EE%3A${EE[0]}`, 'candidatesAfter'],
    [`${API}/persons/check?${QUERY}&candidates=true&candidatesAfter=EE`, 'candidatesAfter'],
    [`${API}/persons/check?${QUERY}&candidates=true&candidatesAfter=se%3A${EE[0]}`, 'candidatesAfter'],
  ] as const) {
    const r = await withCandidates.app.app.inject({ url });
    assert.equal(r.statusCode, 400, url);
    assert.deepEqual(problemOf(r).errors?.map((e) => e.parameter), [parameter], url);
  }
});
