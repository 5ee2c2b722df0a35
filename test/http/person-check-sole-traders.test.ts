// /persons/check?candidates=true lists the sole traders whose business name holds the name asked for
// and whose register names no owner (an EE FIE, an FI toiminimi, an LT individuali įmonė), marked
// roleFrom business_name; their companies may be Finnish or Lithuanian, and a next naming one is a
// page the route takes (candidatesAfter=FI:…), where it took Latvian and Estonian companies only.
// One read from its parallel name (`Rakennus Åström`, parallel name `Matti Åström Tmi`) names that
// name in matchedOtherName, where it read as though its registered name held the person's.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { companyNameKey } from '../../src/domain/fold.ts';
import { ownCompany } from '../helpers/seed.ts';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';

const QUERY = `name=${encodeURIComponent('Matti Åström')}&birthDate=1970-03-03`;
const companies = [
  ownCompany('10900021', 'Matti Åström FIE', { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja', source: 'ee.basic' }),
  ownCompany('3100021-1', 'Tmi Matti Åström', { country: 'FI', form: '26', formName: 'Yksityinen elinkeinonharjoittaja', source: 'fi.ytj' }),
  ownCompany('310000021', 'Matti Åström IĮ', { country: 'LT', form: '110', formName: 'IĮ', source: 'lt.register' }),
];
// A toiminimi whose registered name names a trade before a surname, the person in its parallel name.
// First seen an hour ago: a job polling new registrations reads it too.
const BRAND = {
  ...ownCompany('3100022-1', 'Rakennus Åström', { country: 'FI', form: '26', formName: 'Yksityinen elinkeinonharjoittaja', source: 'fi.ytj' }),
  first_seen_at: new Date(Date.now() - 3_600_000).toISOString(),
};
const BRAND_PARALLEL = {
  country: 'FI', regcode: '3100022-1', name: 'Matti Åström Tmi', name_key: companyNameKey('Matti Åström Tmi'), kind: 'parallel',
  valid_from: '2020-01-01', valid_to: null, source: 'fi.ytj', as_of: '2026-11-20',
};

let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ rows: { companies } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

interface Candidate {
  country: string; regcode: string; companyName: string; role: string; position: string; personName: string; roleFrom?: string;
  matchedOtherName?: { name: string; kind: string; until: string | null };
}
interface Page { count: number; next: string | null; candidates?: Candidate[]; candidateRoles?: number }

async function get(url: string): Promise<Page> {
  const r = await t.app.app.inject({ url });
  assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
  return r.json() as Page;
}

test('the sole traders named after the person are candidates, marked business_name, paged in every country', async () => {
  const all = await get(`${API}/persons/check?${QUERY}&candidates=true`);
  assert.deepEqual(all.candidates!.map((c) => `${c.country}:${c.regcode} ${c.roleFrom} ${c.role} ${c.position} ${c.personName}`), [
    'EE:10900021 business_name micro_enterprise owner Matti Åström',
    'FI:3100021-1 business_name micro_enterprise owner Matti Åström',
    'LT:310000021 business_name micro_enterprise owner Matti Åström',
  ]);
  const seen: string[] = [];
  let url: string | null = `${API}/persons/check?${QUERY}&limit=1&candidates=true`;
  while (url !== null) {
    const page: Page = await get(url);
    seen.push(...page.candidates!.map((c) => `${c.country}:${c.regcode}`));
    url = page.next;
  }
  assert.deepEqual(seen, ['EE:10900021', 'FI:3100021-1', 'LT:310000021']);
  // A page of the person's results still names an LV or EE company only.
  const r = await t.app.app.inject({ url: `${API}/persons/check?${QUERY}&after=FI:3100021-1` });
  assert.equal(r.statusCode, 400);
});

test('without candidates=true the 404 counts them, and new registrations take a candidates page of any country', async () => {
  const r = await t.app.app.inject({ url: `${API}/persons/check?${QUERY}` });
  assert.equal(r.statusCode, 404);
  assert.match(r.body, /the name alone matches 3 sole traders whose business name holds it/);
  const news = await get(`${API}/persons/new-registrations?${QUERY}`);
  assert.equal(news.candidateRoles, 3);
  await get(`${API}/persons/new-registrations?${QUERY}&candidates=true&candidatesAfter=${encodeURIComponent('FI:3100021-1@2026-11-20T10:00:00Z')}&firstSeenUntil=2026-11-20T10:00:00.000Z`);
});

test('the files of the sole traders listed are among the answer\'s sources, each with its date', async () => {
  // A candidate of fi.ytj or of the Lithuanian register was listed beside sources naming the LV and
  // EE role files and registers alone, where every file an answer rests on is named with its date.
  interface Dated { source: string; asOf: string | null }
  const sourcesOf = async (url: string) => {
    const body = (await t.app.app.inject({ url })).json() as { sources: Array<{ name: string; asOf: string | null }>; candidates: Dated[] };
    return { named: new Map(body.sources.map((s) => [s.name, s.asOf])), candidates: body.candidates };
  };
  const check = await sourcesOf(`${API}/persons/check?${QUERY}&candidates=true`);
  assert.deepEqual(check.candidates.map((c) => c.source).sort(), ['ee.basic', 'fi.ytj', 'lt.register']);
  for (const c of check.candidates) assert.equal(check.named.get(c.source), c.asOf, c.source);
  assert.deepEqual([...check.named.keys()], [...check.named.keys()].sort(), 'sources stay in the order of their names');
  // Without candidates, the role files and their registers alone, as before.
  const without = (await t.app.app.inject({ url: `${API}/persons/new-registrations?${QUERY}` })).json() as { sources: Array<{ name: string }> };
  assert.ok(!without.sources.some((s) => s.name === 'fi.ytj'));
});

test('a sole trader read from its parallel name says so in matchedOtherName; one read from its own name has none', async () => {
  const withBrand = await serveSeededRest({ rows: { companies: [...companies, BRAND], company_names: [BRAND_PARALLEL] } }, { RATE_LIMITS: 'off' });
  try {
    for (const path of ['persons/check', 'persons/new-registrations']) {
      const r = await withBrand.app.app.inject({ url: `${API}/${path}?${QUERY}&candidates=true` });
      assert.equal(r.statusCode, 200, r.body);
      const listed = (r.json() as Page).candidates!;
      const brand = listed.find((c) => c.regcode === '3100022-1');
      assert.deepEqual([brand?.companyName, brand?.personName, brand?.matchedOtherName],
        ['Rakennus Åström', 'Matti Åström', { name: 'Matti Åström Tmi', kind: 'parallel', until: null }], path);
      for (const c of listed.filter((c) => c.regcode !== '3100022-1')) assert.equal(c.matchedOtherName, undefined, `${path} ${c.regcode}`);
    }
  } finally {
    await withBrand.close();
  }
});
