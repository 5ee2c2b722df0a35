// Among a person's roles, one that has ended: an LV office the register's file no longer lists keeps
// until null beside unlistedOn, and a model asked which companies the person is tied to read it as a
// seat held (Aivars Ozoliņš on the demo, his board seat at SIA "Ventas Tilti" no longer listed). The
// answer now says how many of the roles listed have ended, and to report them as former.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { openForReading, openForWriting } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { FIXTURE, seedDatabase } from '../helpers/seed.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf, type Connected } from './client.ts';
import { personCheckAsRest } from './person-check-expanded.ts';

const LEFT = { name: 'Ozoliņš Aivars', birthDate: '1962-10-30' };
const OLD = { name: 'Valdis Vecais', birthDate: '1950-05-05' };
const C = FIXTURE.companies;

let store: ReturnType<typeof seedDatabase>;
let db: ReturnType<typeof openForReading>;
let mcp: Connected;

before(async () => {
  store = seedDatabase();
  const writer = openForWriting(store.path);
  try {
    // An office UR's officers file stopped listing on 2026-11-20, as the import records it (role_departures).
    writer.prepare(`INSERT INTO role_departures (assoc_key, country, regcode, role, position, person_name, name_key, entity_type,
      birth_date, since, unlisted_on, source) VALUES ('left-1', 'LV', ?, 'officer', 'board_member', ?, ?, 'natural_person', ?, '2014-02-17', '2026-11-20', 'lv.officers')`)
      .run(C.lvRigasKoks.regcode, LEFT.name, personNameKey(LEFT.name), LEFT.birthDate);
  } finally {
    writer.close();
  }
  db = openForReading(store.path);
  mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold }) });
});
after(async () => {
  await mcp.close();
  db.close();
  store.cleanup();
});

type Role = { regcode: string; until: string | null; unlistedOn: string | null };

test('a role no longer listed, or ended on a day the register gives, is told as ended beside the roles', async () => {
  const left = await callTool(mcp.client, 'check_person', LEFT);
  assert.deepEqual(personCheckAsRest<{ results: Role[] }>(left).results.map((r) => [r.regcode, r.until, r.unlistedOn]), [[C.lvRigasKoks.regcode, null, '2026-11-20']]);
  assert.match(sentencesOf(left), /^1 of the 1 roles listed has ended \(until, or unlistedOn: an LV office the register's file no longer lists, ended on or before that day\): report it as former, not current\./);
  const old = await callTool(mcp.client, 'check_person', OLD);
  assert.deepEqual(personCheckAsRest<{ results: Role[] }>(old).results.map((r) => r.until), ['2020-01-01']);
  assert.match(sentencesOf(old), /^1 of the 1 roles listed has ended/);
});

test('a person whose roles all last is told nothing of ended roles', async () => {
  const { janis } = FIXTURE.persons;
  const answer = await callTool(mcp.client, 'check_person', { name: janis.name, birthDate: janis.birthDate });
  assert.ok(personCheckAsRest<{ results: Role[] }>(answer).results.every((r) => r.until === null && r.unlistedOn === null));
  assert.doesNotMatch(sentencesOf(answer), /ended/);
});
