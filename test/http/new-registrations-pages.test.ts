// A job watching a person through /persons/new-registrations was answered truncated: true with no
// way to the companies left out (and with candidates=true, counted after the person's, not even
// limit=1000 reached them). `next` is the request for the companies after the last one listed,
// keyed on the firstSeenAt of its newest role, its country and regcode: following it lists every
// company once, newest first, as one big page does, also when an import publishes between pages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { personNameKey } from '../../src/domain/fold.ts';
import { insertTableRows, ownCompany, type SeedRow } from '../helpers/seed.ts';
import { API, problemOf } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';

const PERSON = { name: 'Kārlis Liepa', birthDate: '1966-06-06' };
const QUERY = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}&hours=24`;
const lv = (i: number) => `400000001${String(i).padStart(2, '0')}`;
const ee = (i: number) => `1000000${i}`;
// The answers count the window back from the real clock: the roles are first seen hours before it.
const NOW = Date.now();
const hoursAgo = (h: number, ms = 0) => new Date(NOW - h * 3_600_000 + ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const TIE = hoursAgo(3);
const LAST_IMPORT = hoursAgo(1);

function role(country: 'LV' | 'EE', regcode: string, firstSeenAt: string, key: string, birthDate: string | null = PERSON.birthDate): SeedRow {
  return {
    country, regcode, role: 'officer', position: 'board_member', person_name: 'Liepa Kārlis', name_key: personNameKey(PERSON.name),
    entity_type: 'natural_person', birth_date: birthDate, since: '2020-01-01', until: null, assoc_key: `new-pages-${key}`,
    first_seen_at: firstSeenAt, source: country === 'EE' ? 'ee.persons' : 'lv.officers', as_of: '2026-11-01',
  };
}

// The person's companies, newest first: lv(1) (a second role 5 hours ago, after others' roles),
// lv(2), then three first seen in one second (EE before LV, then by regcode), lv(5), lv(6);
// lv(7) is out of the window.
const PERSON_ROLES = [
  role('LV', lv(1), hoursAgo(1), '1'), { ...role('LV', lv(1), hoursAgo(5), '1-member'), role: 'member', position: null },
  role('LV', lv(2), hoursAgo(2), '2'), role('LV', lv(4), TIE, '4'), role('EE', ee(1), TIE, 'e1'), role('LV', lv(3), TIE, '3'),
  role('LV', lv(5), hoursAgo(4), '5'), role('LV', lv(6), hoursAgo(6), '6'), role('LV', lv(7), hoursAgo(30), '7'),
];
const ORDER = [lv(1), lv(2), ee(1), lv(3), lv(4), lv(5), lv(6)];
// Without birth information (candidates=true): three Estonian companies.
const CANDIDATE_ROLES = [2, 3, 4].map((i) => role('EE', ee(i), hoursAgo(i), `c${i}`, null));

let t: ServedSeededRest;
before(async () => {
  const companies = [...[1, 2, 3, 4, 5, 6, 7, 8].map((i) => ownCompany(lv(i), `SIA Lapa ${i}`)),
    ...[1, 2, 3, 4].map((i) => ownCompany(ee(i), `Leht ${i} OÜ`, { country: 'EE', form: 'OÜ' }))];
  // The last import published the newest of those roles, as the pipeline dates them (a window with
  // no role reads through it, and the hours of one begun at firstSeenAfter are counted to it).
  t = await serveSeededRest({ rows: { companies, person_roles: [...PERSON_ROLES, ...CANDIDATE_ROLES] }, filesPublishedAt: LAST_IMPORT }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

interface Association { country: string; regcode: string; role: string; firstSeenAt: string }
interface Page {
  count: number; truncated: boolean; next: string | null; results: Association[]; candidates?: Association[];
  firstSeenThrough: string; personKnown: boolean; hours: number;
}

async function get(url: string): Promise<{ page: Page; link: unknown }> {
  const r = await t.app.app.inject({ url });
  assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
  return { page: r.json() as Page, link: r.headers.link };
}

async function walk(first: string): Promise<Page[]> {
  const pages: Page[] = [];
  for (let url: string | null = first; url !== null;) {
    const { page, link } = await get(url);
    assert.equal(link, page.next === null ? undefined : `<${page.next}>; rel="next"`, `${url}: the Link header names next`);
    assert.equal(page.truncated, page.next !== null, url);
    pages.push(page);
    url = page.next;
  }
  return pages;
}

const companiesOf = (list: Association[] = []) => [...new Set(list.map((r) => r.regcode))];

test('following next lists every company once, newest first, as one big page lists them', async () => {
  const pages = await walk(`${API}/persons/new-registrations?${QUERY}&limit=2`);
  assert.deepEqual(pages.map((p) => companiesOf(p.results).length), [2, 2, 2, 1]);
  assert.deepEqual(pages.flatMap((p) => companiesOf(p.results)), ORDER);
  const whole = (await get(`${API}/persons/new-registrations?${QUERY}&limit=1000`)).page;
  assert.deepEqual([whole.truncated, whole.next], [false, null]);
  assert.deepEqual(pages.flatMap((p) => p.results), whole.results, 'the pages are the whole list, cut between companies');
  assert.equal(pages[0]!.results.filter((r) => r.regcode === lv(1)).length, 2, 'both new roles of the first company, together');
  const params = new URLSearchParams(pages[0]!.next!.split('?')[1]);
  assert.ok(pages[0]!.next!.startsWith(`${API}/persons/new-registrations?`), pages[0]!.next!);
  assert.deepEqual([params.get('name'), params.get('birthDate'), params.get('hours'), params.get('limit')], [PERSON.name, PERSON.birthDate, '24', '2']);
  assert.equal(params.get('after'), `LV:${lv(2)}@${hoursAgo(2)}`, 'the last company listed and the firstSeenAt of its newest role');
  // Cut between the three companies first seen in one second: each is still listed once.
  const tie = await walk(`${API}/persons/new-registrations?${QUERY}&limit=1&after=LV%3A${lv(2)}%40${encodeURIComponent(hoursAgo(2))}`);
  assert.deepEqual(tie.flatMap((p) => companiesOf(p.results)), ORDER.slice(2));
});

test('with candidates=true, next follows the person\'s companies and then the candidates\'', async () => {
  const pages = await walk(`${API}/persons/new-registrations?${QUERY}&limit=3&candidates=true`);
  const whole = (await get(`${API}/persons/new-registrations?${QUERY}&limit=1000&candidates=true`)).page;
  assert.deepEqual(companiesOf(whole.candidates), [ee(2), ee(3), ee(4)]);
  assert.deepEqual(pages.flatMap((p) => p.results), whole.results);
  assert.deepEqual(pages.flatMap((p) => p.candidates!).map(({ country, regcode, role }) => ({ country, regcode, role })),
    whole.candidates!.map(({ country, regcode, role }) => ({ country, regcode, role })));
  // 7 companies of the person's, then 3 candidates': 3, 3, 1 + 2, 1.
  assert.deepEqual(pages.map((p) => [companiesOf(p.results).length, companiesOf(p.candidates).length]), [[3, 0], [3, 0], [1, 2], [0, 1]]);
  const params = new URLSearchParams(pages[2]!.next!.split('?')[1]);
  assert.deepEqual([params.get('candidates'), params.get('after'), params.get('candidatesAfter')], ['true', null, `EE:${ee(3)}@${hoursAgo(3)}`]);
});

test('an after edited or cut short is a 400 naming it and its form', async () => {
  const at = encodeURIComponent(hoursAgo(2));
  for (const [parameter, value] of [
    ['after', `LV%3A${lv(2)}`], ['after', at], ['after', `LV%3A${lv(2)}%40${encodeURIComponent(hoursAgo(2).slice(0, 16))}`], ['after', `XX%3A${lv(2)}%40${at}`],
    ['after', `LV%3A${lv(2)}%402026-13-45T25%3A00%3A00Z`], ['candidatesAfter', `EE%3A${ee(2)}%402026-02-30T00%3A00%3A00Z`],
  ]) {
    const r = await t.app.app.inject({ url: `${API}/persons/new-registrations?${QUERY}&candidates=true&${parameter}=${value}` });
    assert.equal(r.statusCode, 400, value);
    const problem = problemOf(r);
    assert.deepEqual(problem.errors?.map((e) => e.parameter), [parameter], value);
    assert.match(problem.errors![0]!.message, /a colon, its registration number, @ and the firstSeenAt of its newest role listed/, value);
    // The person check's cursor (LV:<regcode>) is told for what it is; the others are not.
    assert.equal(/next of \/persons\/check/.test(problem.errors![0]!.message), value === `LV%3A${lv(2)}`, value);
  }
  const alone = await t.app.app.inject({ url: `${API}/persons/new-registrations?${QUERY}&candidatesAfter=EE%3A${ee(2)}%40${at}` });
  assert.equal(alone.statusCode, 400);
  assert.deepEqual(problemOf(alone).errors?.map((e) => [e.parameter, e.message]), [['candidatesAfter', 'is a page of candidates: send it with candidates=true, as next does']]);
});

test('an after with its country in lower case follows on as the one next writes', async () => {
  const at = encodeURIComponent(hoursAgo(2));
  const capitals = (await get(`${API}/persons/new-registrations?${QUERY}&limit=2&after=LV%3A${lv(2)}%40${at}`)).page;
  assert.deepEqual(companiesOf(capitals.results), [ee(1), lv(3)]);
  assert.deepEqual((await get(`${API}/persons/new-registrations?${QUERY}&limit=2&after=lv%3A${lv(2)}%40${at}`)).page, capitals);
});

test('an import published between two pages moves no company across the cut', async () => {
  const first = (await get(`${API}/persons/new-registrations?${QUERY}&limit=3`)).page;
  assert.deepEqual(companiesOf(first.results), ORDER.slice(0, 3));
  // The publish: lv(4) leaves, lv(8) is first seen now, lv(5) gets a new role now.
  const writer = new DatabaseSync(t.ctx.store.path);
  try {
    writer.exec('BEGIN');
    writer.prepare('DELETE FROM person_roles WHERE regcode = ?').run(lv(4));
    insertTableRows(writer, 'person_roles', [role('LV', lv(8), hoursAgo(0), '8'), { ...role('LV', lv(5), hoursAgo(0), '5-member'), role: 'member', position: null }]);
    writer.exec('COMMIT');
  } finally {
    writer.close();
  }
  const rest = (await walk(first.next!)).flatMap((p) => companiesOf(p.results));
  // No company of the first page again, lv(6) not skipped for lv(4) gone, lv(5) in its place with
  // the role it had (its new one, first seen after the first page's newest, left out); lv(8) and
  // lv(5)'s new role are on the first page of a request made now.
  assert.deepEqual(rest, [lv(3), lv(5), lv(6)]);
  const now = (await get(`${API}/persons/new-registrations?${QUERY}&limit=2`)).page;
  assert.deepEqual(companiesOf(now.results).sort(), [lv(5), lv(8)]);
});

test('a job that sends each answer\'s firstSeenThrough as its next firstSeenAfter gets every role once, across pages and polls', async () => {
  // A job kept every association of an overlapping window and de-duplicated them; the watermark is all it keeps now.
  const base = `${API}/persons/new-registrations?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
  const after = (instant: string) => `${base}&firstSeenAfter=${encodeURIComponent(instant)}`;
  const pages = await walk(`${base}&hours=24&limit=2`);
  const through = pages[0]!.firstSeenThrough;
  assert.ok(pages.length > 1 && pages.every((p) => p.firstSeenThrough === through), 'every page gives the same watermark');
  const newest = pages.flatMap((p) => p.results).map((r) => r.firstSeenAt).sort().at(-1)!;
  assert.match(through, /\.\d{3}Z$/);
  assert.equal(`${through.slice(0, 19)}Z`, newest, 'the newest role listed, to the millisecond');
  const none = (await get(after(through))).page;
  assert.deepEqual([none.count, none.firstSeenThrough, none.personKnown], [0, through, true], 'nothing listed twice');
  // An import publishes a role after the answer: the next poll lists it alone, then nothing.
  const seen = new Date().toISOString();
  const writer = new DatabaseSync(t.ctx.store.path);
  try {
    insertTableRows(writer, 'person_roles', [{ ...role('LV', lv(7), seen, '7-member'), role: 'member', position: null }]);
  } finally {
    writer.close();
  }
  const fresh = (await get(after(through))).page;
  assert.deepEqual(fresh.results.map((r) => [r.regcode, r.role]), [[lv(7), 'member']]);
  assert.equal(fresh.firstSeenThrough, seen);
  assert.equal((await get(after(fresh.firstSeenThrough))).page.count, 0);
  // Stopped for longer than hours takes (168): the window from the watermark lists the role first seen 30 hours ago too.
  const longAgo = new Date(Date.now() - 200 * 3_600_000).toISOString();
  const whole = (await get(`${after(longAgo)}&limit=1000`)).page;
  assert.ok(whole.results.some((r) => r.regcode === lv(7) && r.role === 'officer'), JSON.stringify(whole.results));
  // Its hours span it to the last import, when a role was last first seen (not the clock, which changed them hourly).
  assert.equal(whole.hours, Math.ceil((Date.parse(LAST_IMPORT) - Date.parse(longAgo)) / 3_600_000));
  assert.ok(whole.hours > 168, String(whole.hours));
  // Its pages keep the window's start, not hours.
  const paged = await walk(`${after(longAgo)}&limit=1`);
  const params = new URLSearchParams(paged[0]!.next!.split('?')[1]);
  assert.deepEqual([params.get('firstSeenAfter'), params.get('hours')], [longAgo, null]);
  assert.deepEqual(paged.flatMap((p) => p.results), whole.results);
});

test('a firstSeenAfter sent with hours, later than now or no instant is a 400 naming it', async () => {
  const base = `${API}/persons/new-registrations?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
  for (const [query, message] of [
    [`hours=24&firstSeenAfter=${encodeURIComponent(hoursAgo(5))}`, /^begins the window in place of hours: send one of them/],
    [`firstSeenAfter=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`, /^is later than now \(.*\): send the firstSeenThrough of an answer/],
    ['firstSeenAfter=2026-02-30T00%3A00%3A00Z', /^must be an instant as firstSeenThrough gives it/],
    ['firstSeenAfter=yesterday', /^must be an instant as firstSeenThrough gives it/],
  ] as const) {
    const r = await t.app.app.inject({ url: `${base}&${query}` });
    assert.equal(r.statusCode, 400, query);
    const problem = problemOf(r);
    assert.deepEqual(problem.errors?.map((e) => e.parameter), ['firstSeenAfter'], query);
    assert.match(problem.errors![0]!.message, message, query);
  }
});

test('a watermark written with an offset or as a number is a 400 naming the instant to send, which lists what the answer\'s own value does', async () => {
  // A Python job stored firstSeenThrough as a datetime and sent back its isoformat(), +00:00 and
  // microseconds: it was told "at most 24 characters long", nothing of what to send.
  const base = `${API}/persons/new-registrations?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
  const from = new Date(NOW - 4.5 * 3_600_000);
  const utc = from.toISOString();
  const inRiga = new Date(from.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
  for (const [sent, plus] of [
    [encodeURIComponent(inRiga), false],
    [encodeURIComponent(utc.replace('Z', '417+00:00')), false],
    [inRiga, true],
  ] as const) {
    const r = await t.app.app.inject({ url: `${base}&firstSeenAfter=${sent}` });
    assert.equal(r.statusCode, 400, sent);
    const problem = problemOf(r);
    assert.deepEqual(problem.errors?.map((e) => e.parameter), ['firstSeenAfter'], sent);
    const message = problem.errors![0]!.message;
    assert.ok(message.endsWith(`: send firstSeenAfter=${utc}`), message);
    assert.equal(message.includes('%2B is a +'), plus, message);
  }
  // In UTC with its Z and microseconds, as Python's and PostgreSQL's clocks write it: it was told
  // "in UTC with its Z", which it was; what it lacks is the form of the answer's decimals.
  const micro = await t.app.app.inject({ url: `${base}&firstSeenAfter=${encodeURIComponent(utc.replace('Z', '417Z'))}` });
  assert.equal(micro.statusCode, 400);
  assert.deepEqual(problemOf(micro).errors?.map((e) => [e.parameter, e.message]), [['firstSeenAfter',
    `must be an instant as firstSeenThrough gives it (2026-11-24T01:22:08.123Z), with three decimals of a second or none (it has 6); the instant sent is ${utc}: send firstSeenAfter=${utc}`]]);
  // Kept as a number, as JavaScript's getTime() or Python's timestamp() give it: it was told only the form.
  for (const [sent, unit] of [[String(from.getTime()), 'milliseconds'], [(from.getTime() / 1000).toFixed(3), 'seconds']] as const) {
    const r = await t.app.app.inject({ url: `${base}&firstSeenAfter=${sent}` });
    assert.equal(r.statusCode, 400, sent);
    assert.deepEqual(problemOf(r).errors?.map((e) => [e.parameter, e.message]), [['firstSeenAfter',
      `must be an instant as firstSeenThrough gives it (2026-11-24T01:22:08.123Z), not a number; read as ${unit} since 1970, the instant sent is ${utc}: send firstSeenAfter=${utc}`]], sent);
  }
  // Without its zone, as Python's utcnow().isoformat() or a database column writes it: it was told the
  // form alone; it names no instant, so it is still refused, told the instant it is where it is UTC.
  for (const sent of [utc.replace('Z', ''), utc.replace('T', ' ').replace('Z', '417'), utc.replace(/\.\d+Z$/, '')]) {
    const r = await t.app.app.inject({ url: `${base}&firstSeenAfter=${encodeURIComponent(sent)}` });
    assert.equal(r.statusCode, 400, sent);
    const whereUtc = sent.length === 19 ? utc.replace(/\.\d+Z$/, '.000Z') : utc;
    assert.deepEqual(problemOf(r).errors?.map((e) => [e.parameter, e.message]), [['firstSeenAfter',
      `must be an instant as firstSeenThrough gives it (2026-11-24T01:22:08.123Z), with its zone: a date and time without one names no instant; where it is UTC (as Python's datetime.utcnow().isoformat() writes it), send firstSeenAfter=${whereUtc}, and where it is another zone's time, the same with its offset (+02:00)`]], sent);
  }
  // The instant told lists the roles first seen after it (4 hours ago, lv(5)), none before (lv(1)'s membership, 5 hours ago).
  const told = (await get(`${base}&firstSeenAfter=${encodeURIComponent(utc)}`)).page;
  assert.ok(companiesOf(told.results).includes(lv(5)), JSON.stringify(told.results));
  assert.ok(told.results.every((r) => Date.parse(r.firstSeenAt) > from.getTime() - 1000), JSON.stringify(told.results));
  assert.ok(!told.results.some((r) => r.regcode === lv(1) && r.role === 'member'));
});

test('the watermark sent back under the answer\'s name for it, or as since, is a 400 naming firstSeenAfter, not the default window', async () => {
  // firstSeenThrough=<value> was ignored as unknown and answered the last 24 hours.
  const base = `${API}/persons/new-registrations?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
  const through = (await get(`${base}&hours=24`)).page.firstSeenThrough;
  for (const name of ['firstSeenThrough', 'first_seen_through', 'since', 'updatedSince']) {
    const r = await t.app.app.inject({ url: `${base}&${name}=${encodeURIComponent(through)}` });
    assert.equal(r.statusCode, 400, name);
    const problem = problemOf(r);
    assert.deepEqual(problem.errors?.map((e) => e.parameter), [name]);
    assert.match(problem.errors![0]!.message, /firstSeenAfter/, name);
  }
  // Told beside the schema's issues: a birth date missing too is named in the same answer.
  const both = problemOf(await t.app.app.inject({ url: `${API}/persons/new-registrations?name=${encodeURIComponent(PERSON.name)}&since=${encodeURIComponent(through)}` }));
  assert.deepEqual(both.errors?.map((e) => e.parameter).sort(), ['birthDate', 'since']);
  // A parameter of no meaning here is still ignored, as a cache-busting one is.
  assert.equal((await t.app.app.inject({ url: `${base}&hours=24&_=${Date.now()}` })).statusCode, 200);
});
