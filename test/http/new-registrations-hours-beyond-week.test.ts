// A person asking for a month's new roles (hours=720) has no last answer to take a firstSeenThrough
// from. REST's 400 named only "firstSeenAfter, the firstSeenThrough of its last answer" (or the
// person check), where list_new_person_roles' refusal names firstSeenAfter as any instant, with one:
// the 400 now says the same, and the instant it names is taken.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { personNameKey } from '../../src/domain/fold.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { API, problemOf } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { callTool, errorTextOf } from '../mcp/client.ts';

const PERSON = { name: 'Dace Kalniņa', birthDate: '1969-03-21' };
const lv = (i: number) => `400000007${String(i).padStart(2, '0')}`;
const role = (i: number, firstSeenAt: string): SeedRow => ({
  country: 'LV', regcode: lv(i), role: 'officer', position: 'board_member', person_name: 'Kalniņa Dace', name_key: personNameKey(PERSON.name),
  entity_type: 'natural_person', birth_date: PERSON.birthDate, since: '2020-01-01', until: null, assoc_key: `beyond-week-${i}`,
  first_seen_at: firstSeenAt, source: 'lv.officers', as_of: '2026-11-01',
});

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({
    rows: { companies: [1, 2].map((i) => ownCompany(lv(i), `SIA Kalni ${i}`)), person_roles: [role(1, '2026-11-10T08:00:00.000Z'), role(2, '2026-10-20T08:00:00.000Z')] },
  }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const BASE = `${API}/persons/new-registrations?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
const INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\b/;

test('hours beyond a week: the 400 names firstSeenAfter as an instant of the client\'s choosing, as the tool does, and that instant is taken', async () => {
  const problem = problemOf(await t.app.app.inject({ url: `${BASE}&hours=720` }));
  const message = problem.errors?.[0]?.message ?? '';
  assert.equal(problem.errors?.[0]?.parameter, 'hours');
  assert.match(message, /firstSeenAfter in place of hours, the instant after which to list the roles first seen/,
    'a client asking for a month, with no last answer, is told it may send any instant');
  const offered = INSTANT.exec(message)?.[0];
  assert.ok(offered !== undefined, `the 400 gives an instant to send: ${message}`);
  const refusal = errorTextOf(await callTool(t.mcp.client, 'list_new_person_roles', { ...PERSON, hours: 720 }));
  assert.equal(INSTANT.exec(refusal)?.[0], offered, 'the tool\'s refusal names the same instant');
  assert.match(message, /\/persons\/check/, 'the person check is still named');
  const sent = await t.app.app.inject({ url: `${BASE}&firstSeenAfter=${encodeURIComponent(offered)}` });
  assert.equal(sent.statusCode, 200, sent.body);
  assert.deepEqual((sent.json() as { results: Array<{ regcode: string }> }).results.map((r) => r.regcode), [lv(1)]);
});
