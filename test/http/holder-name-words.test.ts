// A part of the name of an owner registered abroad. The search named such an owner only where the
// name typed was its whole name (with or without its legal form): `Kyrenia Maritime` or the one
// distinctive word `Kyrenia` for Kyrenia Maritime Holdings Ltd found nothing, the index holding
// whole name keys. The words typed (the last one maybe begun) now find it among the names of legal
// entities holding a company here, kept in a word index of their own; natural persons never.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE, seedDatabase, type SeedRow } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { callTool } from '../mcp/client.ts';
import { openForReading, openForWriting, schemaVersion } from '../../src/store/open.ts';
import { rebuildAllSearchIndexes } from '../../src/store/search-index.ts';
import { createServices } from '../../src/services/index.ts';
import { migrations } from '../../src/store/migrations/index.ts';

const { eePohjaPuit, eeEnergia, lvBalticTrade, lvKekava } = FIXTURE.companies;
const KYRENIA = 'Kyrenia Maritime Holdings Ltd';

let id = 9700;
const role = (held: { country: string; regcode: string }, name: string, over: Partial<SeedRow> = {}): SeedRow => ({
  id: id++, country: held.country, regcode: held.regcode, role: 'member', position: null,
  person_name: name, name_key: personNameKey(name), entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: 'HE398114', holder_country: 'CY', since: '2020-01-01', until: null, share_percent: 10, share_amount: null,
  share_currency: null, assoc_key: `holder-words-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders',
  as_of: '2026-11-21', ...over,
});

const rows: SeedRow[] = [
  role(eePohjaPuit, KYRENIA),
  role(eeEnergia, KYRENIA, { until: '2023-05-01' }),
  // UR writes it Limited, with no country (FOREIGN_ENTITY); another of the words is German.
  role(lvBalticTrade, 'Kyrenia Maritime Holdings Limited', { holder_country: 'ZZ', source: 'lv.members' }),
  role(lvKekava, 'Kyrenia Maritime GmbH', { holder_regcode: 'HRB 12345', holder_country: 'DE', source: 'lv.members' }),
  // A natural person of the same words, among a company's members too.
  role(lvKekava, 'Kyrenia Marita Person', { entity_type: 'natural_person', holder_regcode: null, holder_country: null, source: 'lv.members' }),
];

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ rows: { person_roles: rows } });
  await t.ctx.services.warmUp();
});
after(() => t.close());

const named = async (q: string): Promise<string[]> => {
  const res = await t.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(q)}` });
  assert.equal(res.statusCode, 200, res.body);
  assert.ok(!res.body.includes('Person'), `${q}: a natural person named: ${res.body}`);
  return (res.json().holdersAbroad ?? []).map((h: { name: string; registeredIn: string | null }) => `${h.name} ${h.registeredIn}`).sort();
};

const EVERY = ['Kyrenia Maritime GmbH DE', 'Kyrenia Maritime Holdings Limited null', `${KYRENIA} CY`];
const HOLDINGS = ['Kyrenia Maritime Holdings Limited null', `${KYRENIA} CY`];

test('the first words of an owner abroad\'s name, or one distinctive word, name it as its whole name does', async () => {
  // Kyrenia Maritime is Kyrenia Maritime GmbH's whole name but for its form: the others by their words beside it.
  assert.deepEqual(await named('Kyrenia Maritime'), EVERY);
  assert.deepEqual(await named('kyrenia'), EVERY);
  assert.deepEqual(await named('Maritime Holdings'), HOLDINGS);
  // Words in another order, and a form written otherwise (Limited for Ltd), find it as well.
  assert.deepEqual(await named('Holdings Kyrenia Limited'), HOLDINGS);
  assert.deepEqual(await named('Kyrenia Shipping'), []);
});

test('the last word may be one begun, every other is read whole', async () => {
  assert.deepEqual(await named('Kyrenia Mari'), EVERY);
  assert.deepEqual(await named('Maritime Holdin'), HOLDINGS);
  assert.deepEqual(await named('Kyren Maritime'), [], 'a word before the last is read whole');
});

test('a natural person whose name holds the words typed is never named, alone or beside the legal entities', async () => {
  assert.deepEqual(await named('Marita Person'), []);
  assert.deepEqual(await named('Person'), []);
  assert.deepEqual(await named('Kyrenia Marit'), EVERY);
});

test('MCP search_companies names the owner by a part of its name, with the call listing its holdings', async () => {
  const search = await callTool(t.mcp.client, 'search_companies', { query: 'Kyrenia' });
  assert.match(JSON.stringify(search.content), /call list_holder_holdings with regcode HE398114 and registeredIn CY for every company it holds/);
  assert.ok(!JSON.stringify(search.content).includes('Person'));
});

test('a store of schema 22 gets the word index as it is brought up to date, and reindex builds it again', (tc) => {
  const store = seedDatabase(undefined, { rows: { person_roles: rows } });
  tc.after(() => store.cleanup());
  const old = new DatabaseSync(store.path);
  old.exec('DROP TABLE holder_name_words; ALTER TABLE person_roles DROP COLUMN nationality; ALTER TABLE import_runs DROP COLUMN file_rows; PRAGMA user_version = 22');
  old.close();
  const writer = openForWriting(store.path);
  assert.equal(schemaVersion(writer), migrations.at(-1)!.version);
  const found = () => {
    const reader = openForReading(store.path);
    try {
      return createServices({ db: reader, sanctionsThreshold: FIXTURE.sanctionsThreshold }).holdersNamed('Kyrenia')
        .map((h) => h.name).sort();
    } finally {
      reader.close();
    }
  };
  assert.deepEqual(found(), ['Kyrenia Maritime GmbH', 'Kyrenia Maritime Holdings Limited', KYRENIA]);
  // Emptied, as a store the index fell behind: reindex fills it from the roles.
  writer.exec('DELETE FROM holder_name_words');
  assert.deepEqual(found(), []);
  rebuildAllSearchIndexes(writer);
  assert.deepEqual(found(), ['Kyrenia Maritime GmbH', 'Kyrenia Maritime Holdings Limited', KYRENIA]);
  writer.close();
});
