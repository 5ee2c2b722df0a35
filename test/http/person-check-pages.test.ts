// A person with roles in more companies than one person check lists (limit, at most 100) was
// answered truncated: true with no way to the others. `next` is the request for the companies
// after the last one listed; following it lists every company once, in order, also when an
// import publishes between two pages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { personNameKey } from '../../src/domain/fold.ts';
import { insertTableRows, ownCompany, type SeedRow } from '../helpers/seed.ts';
import { API, problemOf } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';

const PERSON = { name: 'Kārlis Liepa', birthDate: '1966-06-06' };
const QUERY = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
const regcode = (i: number) => `400000001${String(i).padStart(2, '0')}`;
const COMPANIES = [1, 3, 5, 7, 9, 11, 13].map(regcode);

function role(regcode: string, position: string, key: string): SeedRow {
  return {
    country: 'LV', regcode, role: 'officer', position, person_name: 'Liepa Kārlis', name_key: personNameKey(PERSON.name),
    entity_type: 'natural_person', birth_date: PERSON.birthDate, since: '2020-01-01', until: null, assoc_key: `pages-${key}`,
    first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.officers', as_of: '2026-11-01',
  };
}

let t: ServedSeededRest;
before(async () => {
  // Seven companies, two roles in the third: a page holds whole companies, every role in each.
  const roles = COMPANIES.map((c) => role(c, 'board_member', c));
  roles.push(role(COMPANIES[2]!, 'procurator', `${COMPANIES[2]}-second`));
  const companies = [...COMPANIES, regcode(2), regcode(8), regcode(99)].map((c) => ownCompany(c, `SIA Lapa ${c}`));
  t = await serveSeededRest({ rows: { companies, person_roles: roles } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

interface Page { count: number; truncated: boolean; next: string | null; results: Array<{ regcode: string; position: string }> }

async function get(url: string): Promise<Page> {
  const r = await t.app.app.inject({ url });
  assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
  return r.json() as Page;
}

const companiesOf = (page: Page) => [...new Set(page.results.map((r) => r.regcode))];

test('following next lists every company once, in order, each with all its roles', async () => {
  const pages: Page[] = [];
  let url: string | null = `${API}/persons/check?${QUERY}&limit=3`;
  while (url !== null) {
    const page: Page = await get(url);
    pages.push(page);
    if (page.next !== null) {
      assert.equal(page.truncated, true);
      assert.ok(page.next.startsWith(`${API}/persons/check?`), `a path on this server: ${page.next}`);
      const params = new URLSearchParams(page.next.split('?')[1]);
      assert.deepEqual([params.get('name'), params.get('birthDate'), params.get('limit')], [PERSON.name, PERSON.birthDate, '3'],
        'next keeps the name, birth date and limit asked for');
      assert.equal(params.get('after'), `LV:${companiesOf(page).at(-1)}`);
    }
    url = page.next;
  }
  assert.deepEqual(pages.map((p) => companiesOf(p).length), [3, 3, 1]);
  assert.deepEqual(pages.flatMap(companiesOf), COMPANIES);
  assert.deepEqual(pages.map((p) => p.truncated), [true, true, false]);
  assert.equal(pages[0]!.results.filter((r) => r.regcode === COMPANIES[2]).length, 2, 'both roles in the third company');
  const whole = await get(`${API}/persons/check?${QUERY}&limit=100`);
  assert.deepEqual(pages.flatMap((p) => p.results), whole.results, 'the pages are the whole list, cut between companies');
  assert.equal(whole.next, null);
});

test('each page with a next names it in a Link header too, as generic HTTP clients follow pages', async () => {
  let url: string | null = `${API}/persons/check?${QUERY}&limit=3`;
  let pages = 0;
  while (url !== null) {
    const r: { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown } = await t.app.app.inject({ url });
    assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
    const page = r.json() as Page;
    if (page.next === null) assert.equal(r.headers.link, undefined, `${url}: the last page links no next`);
    else assert.equal(r.headers.link, `<${page.next}>; rel="next"`, url);
    url = page.next;
    pages += 1;
  }
  assert.equal(pages, 3);
});

test('an import published between two pages moves no company across the cut', async () => {
  const first = await get(`${API}/persons/check?${QUERY}&limit=3`);
  assert.deepEqual(companiesOf(first), COMPANIES.slice(0, 3));
  // The publish: a role before the cut is added, one after it ends, one after it is added.
  const writer = new DatabaseSync(t.ctx.store.path);
  try {
    writer.exec('BEGIN');
    writer.prepare('DELETE FROM person_roles WHERE regcode = ?').run(COMPANIES[3]!);
    insertTableRows(writer, 'person_roles', [regcode(2), regcode(8)].map((added) => role(added, 'board_member', added)));
    writer.exec('COMMIT');
  } finally {
    writer.close();
  }
  const rest: string[] = [];
  for (let url = first.next; url !== null;) {
    const page = await get(url);
    rest.push(...companiesOf(page));
    url = page.next;
  }
  // Not COMPANIES[2] again, as skipping 3 companies would once regcode(2) came before it, and
  // not COMPANIES[4] left out, as it would with COMPANIES[3] gone; regcode(2), added before the
  // cut, is on the first page of a check made now (and in the new registrations).
  assert.deepEqual(rest, [regcode(8), ...COMPANIES.slice(4)]);
});

test('a page after the last company of a known person is empty, not a 404', async () => {
  const page = await get(`${API}/persons/check?${QUERY}&after=LV%3A${regcode(99)}`);
  assert.deepEqual([page.count, page.truncated, page.next, page.results], [0, false, null, []]);
  const nobody = await t.app.app.inject({ url: `${API}/persons/check?name=Nobody%20Known&birthDate=1966-06-06&after=LV%3A${regcode(1)}` });
  assert.equal(nobody.statusCode, 404);
});

test('an after with its country in lower case follows on as the one next writes', async () => {
  const capitals = await get(`${API}/persons/check?${QUERY}&limit=2&after=LV%3A${COMPANIES[1]}`);
  // The companies after it (an earlier test's publish changed which).
  assert.equal(companiesOf(capitals).length, 2);
  assert.ok(companiesOf(capitals).every((c) => c > COMPANIES[1]!), companiesOf(capitals).join());
  for (const country of ['lv', 'Lv']) {
    const page = await get(`${API}/persons/check?${QUERY}&limit=2&after=${country}%3A${COMPANIES[1]}`);
    assert.deepEqual(page, capitals, country);
  }
});

test('an after edited or cut short is a 400 naming after and its form', async () => {
  for (const after of ['LV', 'LV%3A', 'lv%3A', 'XX%3A40000000101', 'xx%3A40000000101', '40000000101', 'LV%3A4000%200101', 'lv%3A4000%200101', 'LV%3A40000000101%3A2']) {
    const r = await t.app.app.inject({ url: `${API}/persons/check?${QUERY}&after=${after}` });
    assert.equal(r.statusCode, 400, after);
    const problem = problemOf(r);
    assert.deepEqual(problem.errors?.map((e) => e.parameter), ['after'], after);
    assert.match(problem.errors![0]!.message, /country \(LV or EE, the registers that publish roles\), a colon and its registration number \(LV:40003123456\)/, after);
  }
});

test('an after kept from new registrations is told to be that route\'s next', async () => {
  const theirs = await t.app.app.inject({ url: `${API}/persons/check?${QUERY}&after=LV%3A${regcode(1)}%402026-11-28T01%3A00%3A00Z` });
  assert.equal(theirs.statusCode, 400);
  assert.deepEqual(problemOf(theirs).errors?.map((e) => e.parameter), ['after']);
  assert.match(problemOf(theirs).errors![0]!.message, /a colon and its registration number \(LV:40003123456\); this value is a next of \/persons\/new-registrations/);
  const cut = await t.app.app.inject({ url: `${API}/persons/check?${QUERY}&after=LV%3A${regcode(1)}%40` });
  assert.doesNotMatch(problemOf(cut).errors![0]!.message, /new-registrations/);
});

test('a limit above 100 is told that the companies come page by page', async () => {
  const r = await t.app.app.inject({ url: `${API}/persons/check?${QUERY}&limit=500` });
  assert.equal(r.statusCode, 400);
  assert.match(problemOf(r).errors![0]!.message, /^must be an integer from 1 to 100; .*next/);
});
