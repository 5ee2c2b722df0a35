// A job paging through /persons/new-registrations while an import publishes between two pages.
// The order is by each company's newest role, and `after` alone named a place in it, so a company
// not listed yet that the import gave a new role jumped before `after` and was on no later page:
// its other new roles were skipped, and those first seen more than the job's next window ago were
// never reported. The pages after the first now leave out the roles first seen after the newest
// one the first page read (`firstSeenUntil` of next): every company keeps its place, and the new
// roles are on the first page of the job's next request. A company whose newest role the import
// removed may be listed again, with roles already listed, which the job leaves out as README says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { personNameKey } from '../../src/domain/fold.ts';
import { insertTableRows, ownCompany, type SeedRow } from '../helpers/seed.ts';
import { API, problemOf, type TestApp } from './harness.ts';
import { serveSeededRest } from './served-seeded.ts';

const PERSON = { name: 'Ilze Bērza', birthDate: '1971-04-04' };
const QUERY = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}&hours=24`;
const lv = (i: number) => `400000002${String(i).padStart(2, '0')}`;
const ee = (i: number) => `1100000${i}`;
// The answers count the window back from the real clock: the roles are first seen hours before it.
const NOW = Date.now();
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

function role(country: 'LV' | 'EE', regcode: string, firstSeenAt: string, key: string, over: Partial<SeedRow> = {}): SeedRow {
  return {
    country, regcode, role: 'officer', position: 'board_member', person_name: 'Bērza Ilze', name_key: personNameKey(PERSON.name),
    entity_type: 'natural_person', birth_date: PERSON.birthDate, since: '2020-01-01', until: null, assoc_key: `between-pages-${key}`,
    first_seen_at: firstSeenAt, source: country === 'EE' ? 'ee.persons' : 'lv.officers', as_of: '2026-11-01', ...over,
  };
}
const member = (r: SeedRow, key: string, firstSeenAt: string): SeedRow => ({ ...r, role: 'member', position: null, assoc_key: `between-pages-${key}`, first_seen_at: firstSeenAt });

// The person's companies, newest first: lv(1) (also a member since 5 hours ago), lv(2), lv(3), lv(4)
// (also a member since 20 hours ago). Candidates (no birth date): ee(1), newer than any of hers, ee(2), ee(3).
const ROLES = [
  role('LV', lv(1), hoursAgo(1), '1'), member(role('LV', lv(1), '', ''), '1m', hoursAgo(5)),
  role('LV', lv(2), hoursAgo(2), '2'), role('LV', lv(3), hoursAgo(3), '3'),
  role('LV', lv(4), hoursAgo(4), '4'), member(role('LV', lv(4), '', ''), '4m', hoursAgo(20)),
  role('EE', ee(1), hoursAgo(0.5), 'c1', { birth_date: null }), role('EE', ee(2), hoursAgo(2.5), 'c2', { birth_date: null }),
  role('EE', ee(3), hoursAgo(3.5), 'c3', { birth_date: null }),
];

interface Association { country: string; regcode: string; role: string; position: string | null; firstSeenAt: string }
interface Page { truncated: boolean; next: string | null; results: Association[]; candidates?: Association[] }

async function withApp(run: (t: TestApp, path: string) => Promise<void>): Promise<void> {
  const companies = [...[1, 2, 3, 4].map((i) => ownCompany(lv(i), `SIA Berzs ${i}`)),
    ...[1, 2, 3].map((i) => ownCompany(ee(i), `Kask ${i} OÜ`, { country: 'EE', form: 'OÜ' }))];
  const served = await serveSeededRest({ rows: { companies, person_roles: ROLES } }, { RATE_LIMITS: 'off' });
  try {
    await run(served.app, served.ctx.store.path);
  } finally {
    await served.close();
  }
}

async function get(t: TestApp, url: string): Promise<Page> {
  const r = await t.app.inject({ url });
  assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
  return r.json() as Page;
}

async function walkFrom(t: TestApp, url: string | null): Promise<Page[]> {
  const pages: Page[] = [];
  for (; url !== null; url = pages.at(-1)!.next) pages.push(await get(t, url));
  return pages;
}

/** An import's publish, as the tests of paging make it: roles added (first seen now) and removed. */
function publish(path: string, change: { add?: SeedRow[]; removeKeys?: string[] }): void {
  const writer = new DatabaseSync(path);
  try {
    writer.exec('BEGIN');
    for (const key of change.removeKeys ?? []) writer.prepare('DELETE FROM person_roles WHERE assoc_key = ?').run(`between-pages-${key}`);
    insertTableRows(writer, 'person_roles', change.add ?? []);
    writer.exec('COMMIT');
  } finally {
    writer.close();
  }
}

const companiesOf = (list: Association[] = []) => [...new Set(list.map((r) => r.regcode))];
const seenKey = (a: Association) => [a.country, a.regcode, a.role, a.position, a.firstSeenAt].join('|');

test('a company given a new role between two pages is still on a later page, with the roles it had', async () => {
  await withApp(async (t, path) => {
    const first = await get(t, `${API}/persons/new-registrations?${QUERY}&limit=2`);
    assert.deepEqual(companiesOf(first.results), [lv(1), lv(2)]);
    // The publish gives lv(3) and lv(4), not listed yet, a new role each: newer than the cut.
    publish(path, { add: [member(role('LV', lv(3), '', ''), '3m', hoursAgo(0)), role('LV', lv(4), hoursAgo(0), '4-again', { position: 'chair' })] });
    const rest = (await walkFrom(t, first.next)).flatMap((p) => p.results);
    assert.deepEqual(companiesOf(rest), [lv(3), lv(4)], 'no company of the first page\'s window is skipped');
    assert.deepEqual(rest.map((r) => [r.regcode, r.role, r.firstSeenAt]),
      [[lv(3), 'officer', hoursAgo(3)], [lv(4), 'officer', hoursAgo(4)], [lv(4), 'member', hoursAgo(20)]],
      'the roles as the first page\'s window had them: the member since 20 hours ago, which the job\'s next 24-hour window leaves out, among them');
    // The new roles are on the first page of a request made now.
    const now = await get(t, `${API}/persons/new-registrations?${QUERY}&limit=2`);
    assert.deepEqual(companiesOf(now.results), [lv(3), lv(4)]);
    assert.ok(now.results.some((r) => r.regcode === lv(3) && r.role === 'member' && r.firstSeenAt === hoursAgo(0)));
  });
});

test('a company whose newest role left between two pages is listed again only with roles already listed', async () => {
  await withApp(async (t, path) => {
    const first = await get(t, `${API}/persons/new-registrations?${QUERY}&limit=2`);
    publish(path, { removeKeys: ['1'] });
    const rest = (await walkFrom(t, first.next)).flatMap((p) => p.results);
    // lv(1)'s newest role is now its membership of 5 hours ago, after the cut: listed again, as README warns.
    assert.deepEqual(companiesOf(rest), [lv(3), lv(4), lv(1)]);
    const seen = new Set(first.results.map(seenKey));
    assert.deepEqual(rest.filter((r) => r.regcode === lv(1) && !seen.has(seenKey(r))), [], 'nothing new to a job that leaves out what it has seen');
  });
});

test('with candidates=true, the pages after one full of the person\'s companies keep every candidate, also one newer than hers', async () => {
  await withApp(async (t, path) => {
    const first = await get(t, `${API}/persons/new-registrations?${QUERY}&limit=2&candidates=true`);
    assert.deepEqual([companiesOf(first.results), first.candidates], [[lv(1), lv(2)], []]);
    // ee(3), a candidate not listed yet, is given a new role.
    publish(path, { add: [member(role('EE', ee(3), '', '', { birth_date: null }), 'c3m', hoursAgo(0))] });
    const rest = await walkFrom(t, first.next);
    assert.deepEqual(rest.flatMap((p) => companiesOf(p.results)), [lv(3), lv(4)]);
    assert.deepEqual(rest.flatMap((p) => companiesOf(p.candidates)), [ee(1), ee(2), ee(3)]);
    assert.deepEqual(rest.flatMap((p) => p.candidates!).filter((r) => r.regcode === ee(3)).map((r) => r.firstSeenAt), [hoursAgo(3.5)]);
  });
});

test('next bounds the pages after the first by the newest role the first page read, and keeps the bound', async () => {
  await withApp(async (t) => {
    const pages = await walkFrom(t, `${API}/persons/new-registrations?${QUERY}&limit=1&candidates=true`);
    const bounds = pages.slice(0, -1).map((p) => new URLSearchParams(p.next!.split('?')[1]).get('firstSeenUntil'));
    // ee(1), a candidate's, is the newest: half an hour ago, to the millisecond.
    assert.deepEqual(bounds, Array(bounds.length).fill(new Date(Date.parse(hoursAgo(0.5))).toISOString()));
    assert.equal(bounds.length, 6, 'four companies of the person\'s and three of candidates, one a page');
  });
});

test('a firstSeenUntil on a first page, of another form or later than now is a 400 naming it', async () => {
  await withApp(async (t) => {
    const after = `after=LV%3A${lv(2)}%40${encodeURIComponent(hoursAgo(2))}`;
    for (const [query, message] of [
      ['firstSeenUntil=2026-11-24T01%3A22%3A08.123Z', 'bounds the pages after the first: send it with after or candidatesAfter, as next does'],
      [`${after}&firstSeenUntil=2026-11-24T01%3A22Z`, 'must be an instant as next gives it (2026-11-24T01:22:08.123Z)'],
      [`${after}&firstSeenUntil=2026-02-30T01%3A22%3A08.123Z`, 'must be an instant as next gives it (2026-11-24T01:22:08.123Z)'],
    ]) {
      const r = await t.app.inject({ url: `${API}/persons/new-registrations?${QUERY}&${query}` });
      assert.equal(r.statusCode, 400, query);
      assert.deepEqual(problemOf(r).errors?.map((e) => [e.parameter, e.message]), [['firstSeenUntil', message]], query);
    }
    // One later than now was given back as the page's firstSeenThrough, the watermark a job stores,
    // which its next poll's firstSeenAfter was then refused for.
    const future = await t.app.inject({ url: `${API}/persons/new-registrations?${QUERY}&${after}&firstSeenUntil=2099-01-01T00%3A00%3A00.000Z` });
    assert.equal(future.statusCode, 400, future.body.slice(0, 200));
    assert.deepEqual(problemOf(future).errors?.map((e) => e.parameter), ['firstSeenUntil']);
    assert.match(problemOf(future).errors![0]!.message, /^is later than now \(.*\): send it as next gives it, the newest firstSeenAt the first page read/);
  });
});
