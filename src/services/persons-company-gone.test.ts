// A role whose company the store does not hold: a register's source withdrawn while its role
// files stay (npm run import -- withdraw lv.register), or a company a role file lists and the
// register's file does not. No read of rows lists such a role (each joins the company), so the
// reads that tell whether a person is known, which names were born a day and how many candidates
// a name has must pass it over too: a monitor asking for such a person was answered a 200 with
// no role at all (found through the names born that day), new registrations said personKnown
// true, and a 404 counted candidates that candidates=true then did not list.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { personNameKey } from '../domain/fold.ts';
import { NotFoundError } from '../domain/errors.ts';
import { registersToday } from '../domain/dates.ts';
import { openForReading, openForWriting } from '../store/open.ts';
import { createServices, type Services } from './index.ts';
import { FIXTURE, seedDatabase, type SeededStore } from '../../test/helpers/seed.ts';

const C = FIXTURE.companies;
// A company of no row of companies (its register's file withdrawn, or never listing it).
const GONE = { country: 'LV', regcode: '40003999990' };
const ILZE = { name: 'Ilze Liepiņa', birthDate: '1977-04-18', key: '180477' };
const ROBERTS = { name: 'Roberts Kalns', birthDate: '1969-09-09', key: '090969' };

let seq = 0;
function role(c: { country: string; regcode: string }, name: string, birth: { date?: string; key?: string } = {}) {
  seq++;
  return {
    country: c.country, regcode: c.regcode, role: 'officer', position: 'board_member', person_name: name, name_key: personNameKey(name),
    entity_type: 'natural_person', birth_date: birth.date ?? null, birth_key: birth.key ?? null, since: '2020-02-01', until: null,
    assoc_key: `company-gone-${seq}`, first_seen_at: new Date().toISOString(), source: 'lv.officers', as_of: '2026-11-01',
  };
}

let store: SeededStore;
let close: () => void;
let services: Services;
before(() => {
  assert.ok(!Object.values(C).some((c) => c.country === GONE.country && c.regcode === GONE.regcode), 'GONE is no company of the fixture');
  store = seedDatabase(undefined, { rows: { person_roles: [
    // Ilze's only role is in the company gone; first seen now, as a new registration would be.
    role(GONE, 'Liepiņa Ilze', { date: ILZE.birthDate, key: ILZE.key }),
    // Matti Juhani Virtanen's role is in a company held, his namesake Matti Kalevi's (born the same day) in the one gone.
    role(C.lvGaze, 'Virtanen Matti Juhani', { date: '1971-01-21' }),
    role(GONE, 'Virtanen Matti Kalevi', { date: '1971-01-21' }),
    // Two roles of a name whose register gives no birth: one in a company held, one in the one gone.
    role(C.lvRigasKoks, 'Bērziņa Zane'),
    role(GONE, 'Bērziņa Zane'),
  ] } });
  // Roberts Kalns: an office UR's officers file stopped listing, in the company gone.
  const writer = openForWriting(store.path);
  writer.prepare(`INSERT INTO role_departures (assoc_key, country, regcode, role, position, person_name, name_key, entity_type,
    birth_date, birth_key, since, unlisted_on, source) VALUES (?, ?, ?, 'officer', 'board_member', ?, ?, 'natural_person', ?, ?, '2019-01-01', ?, 'lv.officers')`)
    .run('company-gone-departure', GONE.country, GONE.regcode, 'Kalns Roberts', personNameKey(ROBERTS.name), ROBERTS.birthDate, ROBERTS.key,
      registersToday(new Date(Date.now() - 20 * 86_400_000)));
  writer.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  writer.close();
  const db = openForReading(store.path);
  services = createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold });
  close = () => { db.close(); store.cleanup(); };
});
after(() => close());

test('a person whose only role is in a company the store does not hold is a 404, not a 200 listing nothing', () => {
  assert.throws(() => services.checkPerson(ILZE.name, ILZE.birthDate, 50), NotFoundError);
  assert.throws(() => services.checkPerson(ILZE.name, ILZE.birthDate, 50, undefined, null, { after: null }), NotFoundError);
  const fresh = services.newRegistrations(ILZE.name, ILZE.birthDate, 24, 100);
  assert.deepEqual([fresh.personKnown, fresh.count], [false, 0]);
});

test('a person whose only office left is in a company the store does not hold is not known either', () => {
  assert.throws(() => services.checkPerson(ROBERTS.name, ROBERTS.birthDate, 50), NotFoundError);
  assert.equal(services.newRegistrations(ROBERTS.name, ROBERTS.birthDate, 24, 100).personKnown, false);
});

test('a namesake of a company gone does not make a name within two fuller names ambiguous', () => {
  // Matti Virtanen is within both fuller names; only Matti Juhani's role is listed anywhere.
  const answer = services.checkPerson('Matti Virtanen', '1971-01-21', 50);
  assert.deepEqual(answer.results.map((r) => [r.regcode, r.personName]), [[C.lvGaze.regcode, 'Virtanen Matti Juhani']]);
});

test('the 404 counts only the candidates that candidates=true lists', () => {
  const asked = { name: 'Zane Bērziņa', birthDate: '1990-03-03' };
  assert.throws(() => services.checkPerson(asked.name, asked.birthDate, 50),
    (err: Error) => err instanceof NotFoundError && /the name alone matches 1 role whose register/.test(err.message));
  const listed = services.checkPerson(asked.name, asked.birthDate, 50, undefined, null, { after: null });
  assert.deepEqual(listed.candidates!.map((r) => r.regcode), [C.lvRigasKoks.regcode]);
  assert.equal(services.newRegistrations(asked.name, asked.birthDate, 24, 100).candidateRoles, 1);
});
