// A page's `next` carries `limit` also where the client sent none: the default the first page was
// answered with, written out, so every page a client follows is of the first page's size even
// where a deploy between two pages changed the default, and the request stands on its own.
// The description of `next` said nothing of it, while the code said a limit left out stayed out;
// a client comparing next with its own request read the added limit as a mistake. Each paged
// route is walked without limit here, and the document's `next` says it is kept.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { personNameKey } from '../../src/domain/fold.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';

const PERSON = { name: 'Kārlis Liepa', birthDate: '1966-06-06' };
const QUERY = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
// One more company than the largest default (new registrations: 100).
const COMPANIES = Array.from({ length: 101 }, (_, i) => `40000${String(i).padStart(6, '0')}`);
const recently = new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

const personRole = (regcode: string): SeedRow => ({
  country: 'LV', regcode, role: 'officer', position: 'board_member', person_name: 'Liepa Kārlis', name_key: personNameKey(PERSON.name),
  entity_type: 'natural_person', birth_date: PERSON.birthDate, since: '2020-01-01', until: null, assoc_key: `limit-${regcode}`,
  first_seen_at: recently, source: 'lv.officers', as_of: '2026-11-01',
});
const holding = (regcode: string): SeedRow => ({
  country: 'LV', regcode, role: 'member', position: null, person_name: 'Kyrenia Maritime Holdings Ltd',
  name_key: personNameKey('Kyrenia Maritime Holdings Ltd'), entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: 'HE398114', holder_country: 'CY', since: '2020-01-01', until: null, share_percent: 10, assoc_key: `limit-holding-${regcode}`,
  first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.members', as_of: '2026-11-01',
});

let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({
    rows: { companies: COMPANIES.map((c) => ownCompany(c, `SIA Lapa ${c}`)), person_roles: [...COMPANIES.map(personRole), ...COMPANIES.map(holding)] },
    filesPublishedAt: recently,
  }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const ROUTES = [
  { path: '/persons/check', first: `${API}/persons/check?${QUERY}`, limit: 50 },
  { path: '/persons/new-registrations', first: `${API}/persons/new-registrations?${QUERY}`, limit: 100 },
  { path: '/holders/{holderRegcode}/holdings', first: `${API}/holders/HE398114/holdings`, limit: 50 },
];

test('a page asked without limit names the default it was answered with in next, so every page is of its size', async () => {
  for (const route of ROUTES) {
    const first = (await t.app.app.inject({ url: route.first })).json() as { next: string | null; count: number };
    assert.equal(first.count, route.limit, route.path);
    assert.ok(first.next, `${route.path}: a next`);
    assert.equal(new URLSearchParams(first.next.split('?')[1]).get('limit'), String(route.limit), `${route.path}: ${first.next}`);
    const second = (await t.app.app.inject({ url: first.next })).json() as { count: number };
    assert.equal(second.count, Math.min(route.limit, COMPANIES.length - route.limit), `${route.path}: the second page of the first one's size`);
  }
});

test('the reference says next keeps limit, the default where none was sent', async () => {
  const doc = (await t.app.app.inject({ url: API })).json();
  for (const route of ROUTES) {
    const answer = doc.paths[`${API}${route.path}`].get.responses['200'].content['application/json'].schema;
    const schema = answer.$ref ? doc.components.schemas[answer.$ref.split('/').at(-1)] : answer;
    const next = schema.properties.next;
    const description = next.description ?? next.anyOf?.find((s: { description?: string }) => s.description)?.description;
    assert.match(description, new RegExp(`limit.*\\(${route.limit}\\) where none was sent`), `${route.path}: ${description}`);
  }
});

// New registrations' next writes out hours too, its default where none was sent (and no
// firstSeenAfter): the description said only limit, and a client saw a second parameter it never sent.
test('new registrations\' next carries hours, the default where none was sent, and the reference says so', async () => {
  const first = (await t.app.app.inject({ url: `${API}/persons/new-registrations?${QUERY}` })).json() as { next: string | null };
  assert.equal(new URLSearchParams(first.next!.split('?')[1]).get('hours'), '24', first.next!);
  const doc = (await t.app.app.inject({ url: API })).json();
  const answer = doc.paths[`${API}/persons/new-registrations`].get.responses['200'].content['application/json'].schema;
  const schema = answer.$ref ? doc.components.schemas[answer.$ref.split('/').at(-1)] : answer;
  const next = schema.properties.next;
  const description: string = next.description ?? next.anyOf?.find((s: { description?: string }) => s.description)?.description;
  assert.match(description, /carries hours as sent, or the default \(24\) where neither hours nor firstSeenAfter was sent/, description);
});
