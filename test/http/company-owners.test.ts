// A compliance analyst following a company's ownership, over REST and through the MCP tool: the
// legal entities holding the company are named with the number and country a second details call
// takes, natural persons holding it are only counted, never named.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { callTool, structuredOf } from '../mcp/client.ts';

const C = FIXTURE.companies.lvBalticTrade;
const GAZE = FIXTURE.companies.lvGaze;

let id = 9300;
const holding = (over: Partial<SeedRow>): SeedRow => ({
  id: id++, country: C.country, regcode: C.regcode, role: 'member', position: null,
  person_name: 'x', name_key: 'x', entity_type: 'natural_person', birth_date: null, birth_key: null,
  holder_regcode: null, since: '2020-01-01', until: null, share_percent: null, share_amount: null, share_currency: null,
  assoc_key: `owners-http-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.members', as_of: '2026-11-21', ...over,
});

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ rows: { person_roles: [
    holding({ person_name: GAZE.name, name_key: 'gaze', entity_type: 'legal_entity', holder_regcode: GAZE.regcode,
      share_percent: 60, share_amount: 1680, share_currency: 'EUR', since: '2019-05-02' }),
    holding({ person_name: 'Ozola Anna', name_key: 'anna ozola', birth_date: '1975-03-04', share_percent: 35, share_amount: 980, share_currency: 'EUR' }),
  ] } });
});
after(() => t.close());

interface Owner { name: string; regcode: string | null; country: string | null; role: string; share: { percent: number | null } | null }
interface Owned { name: string; owners: Owner[]; personOwners: { count: number; sharePercent: number | null } }

const GAZE_OWNER = {
  name: GAZE.name, regcode: GAZE.regcode, country: 'LV', registeredIn: 'LV', role: 'member', position: null,
  share: { percent: 60, amount: 1680, currency: 'EUR' }, since: '2019-05-02',
};

test('REST details list the corporate owner, whose regcode and country a second GET follows', async () => {
  const res = await t.app.app.inject({ url: `${API}/companies/${C.regcode}?country=LV` });
  assert.equal(res.statusCode, 200);
  const d = res.json() as Owned;
  assert.deepEqual(d.owners, [GAZE_OWNER]);
  // Anna Ozola's 35 % and the fixture's own member with 5 %: counted, not named.
  assert.deepEqual(d.personOwners, { count: 2, sharePercent: 40 });
  assert.doesNotMatch(res.body, /Ozola|Ābola/);
  const owner = d.owners[0]!;
  const next = await t.app.app.inject({ url: `${API}/companies/${encodeURIComponent(owner.regcode!)}?country=${owner.country}` });
  assert.equal(next.statusCode, 200);
  assert.equal((next.json() as Owned).name, GAZE.name);
});

test('get_company_details gives the corporate owner and the count of persons, naming no person', async () => {
  const result = await callTool(t.mcp.client, 'get_company_details', { regcode: C.regcode, country: 'LV' });
  assert.equal(result.isError, undefined);
  const d = structuredOf<Owned>(result);
  assert.deepEqual(d.owners, [GAZE_OWNER]);
  assert.deepEqual(d.personOwners, { count: 2, sharePercent: 40 });
  // The text a model reads holds the owner too, and no person.
  const text = JSON.stringify(result.content);
  assert.match(text, new RegExp(GAZE.regcode));
  assert.doesNotMatch(text, /Ozola|Ābola/);
});

// An IK is its owner's own business, with no members or shares: a count of 0 read as held by no natural
// person. Its owner, the trader UR names among its officers, is the one person holding the whole of it.
test('an LV sole trader counts its owner as the one natural person holding the whole business, REST and MCP alike', async () => {
  const trader = FIXTURE.companies.lvSoleTrader;
  const res = await t.app.app.inject({ url: `${API}/companies/${trader.regcode}?country=LV` });
  assert.equal(res.statusCode, 200);
  const d = res.json() as Owned & { officers: Array<{ position: string }>; sources: Array<{ name: string }> };
  assert.deepEqual([d.owners, d.personOwners, d.officers.map((o) => o.position)], [[], { count: 1, sharePercent: 100 }, ['owner']]);
  assert.ok(d.sources.some((s) => s.name === 'lv.officers'));
  const result = await callTool(t.mcp.client, 'get_company_details', { regcode: trader.regcode, country: 'LV' });
  assert.deepEqual(structuredOf<Owned>(result).personOwners, { count: 1, sharePercent: 100 });
});

// LT and FI publish no holders at all: a count of 0 there read as "no person holds the company",
// which no register said, while the owners list's emptiness was already said to mean nothing.
test('a company of a country whose registers publish no holders gives personOwners null, REST and MCP alike', async () => {
  for (const company of [FIXTURE.companies.fiNokia, FIXTURE.companies.ltVilkas]) {
    const res = await t.app.app.inject({ url: `${API}/companies/${encodeURIComponent(company.regcode)}?country=${company.country}` });
    assert.equal(res.statusCode, 200, company.regcode);
    const d = res.json() as { owners: unknown[]; personOwners: unknown };
    assert.deepEqual(d.owners, [], company.regcode);
    assert.equal(d.personOwners, null, company.regcode);
    const tool = structuredOf<{ personOwners: unknown }>(await callTool(t.mcp.client, 'get_company_details', { regcode: company.regcode, country: company.country }));
    assert.equal(tool.personOwners, null, company.regcode);
  }
  // An LV company no one holds by the register's files is still counted as held by none.
  const lv = await t.app.app.inject({ url: `${API}/companies/${GAZE.regcode}?country=LV` });
  assert.deepEqual((lv.json() as Owned).personOwners, { count: 0, sharePercent: null });
});

// A closed company's holders are no longer listed: its count of 0 said "held by no person", where
// the number is not known (the contract's null); a live company's count stays its own.
test('REST details of a closed company none of whose holders is listed any more give personOwners null, not a count of 0', async () => {
  const closed = FIXTURE.companies.lvRigasKoksClosed;
  const res = await t.app.app.inject({ url: `${API}/companies/${closed.regcode}?country=LV` });
  assert.equal(res.statusCode, 200);
  const d = res.json() as { status: string; owners: unknown[]; personOwners: unknown };
  assert.deepEqual([d.status, d.owners, d.personOwners], ['closed', [], null]);
});
