// A job that watches a person reads count 0 from /persons/new-registrations day after day, and a
// person check as the person's ties today. When imports stop, both kept answering so, and only
// /readyz showed that the registers' files were days old: the job could not tell "nothing new"
// from "no file newer than that day". Both answers now name the role files they searched, each
// with its date, in the shape company answers name theirs (`sources`), and a 404 dates the
// registers it names.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';

const { persons: P } = FIXTURE;
// A role file whose imports stopped three weeks before the others, with a role of someone else.
const STALE = { source: 'ee.shareholders', asOf: '2026-11-02' };
const EE = FIXTURE.companies.eePohjaPuit;

let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({
    rows: {
      source_state: [{
        source: STALE.source, country: 'EE', as_of: STALE.asOf, checksum: 'sha256-stale', last_run_id: 90,
        published_at: `${STALE.asOf}T06:00:00Z`, row_count: 1,
      }],
      person_roles: [{
        id: 900, country: EE.country, regcode: EE.regcode, role: 'member', position: null, person_name: 'Kask Tiit',
        name_key: personNameKey('Kask Tiit'), entity_type: 'natural_person', birth_date: '1970-01-01', birth_key: null,
        holder_regcode: null, since: '2015-01-01', until: null, share_percent: 100, share_amount: 2500, share_currency: 'EUR',
        assoc_key: 'stale-900', first_seen_at: '2026-01-01T00:00:00Z', source: STALE.source, as_of: STALE.asOf,
      }],
    },
  }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

// Every source of the seed whose file lists roles, with its file's date, and the registers of
// their countries, whose companies every role listed joins (person-answers-register-date.test.ts);
// none of its VAT, tax or sanctions files, nor LT's or FI's register, which no person answer reads.
const ROLE_FILES = [
  { name: 'ee.basic', asOf: '2026-11-21' },
  { name: 'ee.beneficial-owners', asOf: '2026-11-21' }, { name: 'ee.officers', asOf: '2026-11-21' },
  { name: STALE.source, asOf: STALE.asOf }, { name: 'lv.beneficial-owners', asOf: '2026-11-21' },
  { name: 'lv.members', asOf: '2026-11-21' }, { name: 'lv.officers', asOf: '2026-11-21' },
  { name: 'lv.register', asOf: '2026-11-21' }, { name: 'lv.stockholders', asOf: '2026-11-21' },
];

async function answer(path: string): Promise<{ status: number; body: Record<string, any> }> {
  const r = await t.app.app.inject({ url: `${API}${path}` });
  return { status: r.statusCode, body: r.json() };
}

test('a person check names every role file it searched with the file\'s date, the stale one too', async () => {
  const r = await answer(`/persons/check?name=${encodeURIComponent(P.janis.name)}&birthDate=${P.janis.birthDate}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.ok(r.body.count > 0);
  assert.deepEqual(r.body.sources, ROLE_FILES);
});

test('new registrations with nothing new say as of which files there is nothing new', async () => {
  const r = await answer(`/persons/new-registrations?name=${encodeURIComponent(P.mari.name)}&birthDate=${P.mari.birthDate}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.deepEqual([r.body.personKnown, r.body.count], [true, 0]);
  assert.deepEqual(r.body.sources, ROLE_FILES);
  // A name no register knows is answered against the same files.
  const nobody = await answer('/persons/new-registrations?name=Nobody%20Nowhere&birthDate=1980-01-01');
  assert.deepEqual([nobody.body.personKnown, nobody.body.sources], [false, ROLE_FILES]);
});

test('a person check that finds no one dates each register it names by its oldest role file', async () => {
  const r = await answer('/persons/check?name=Nobody%20Nowhere&birthDate=1980-01-01');
  assert.equal(r.status, 404);
  assert.match(r.body.detail, /in the registers that publish company roles \(LV as of 2026-11-21, EE as of 2026-11-02\)/);
});
