// VID enters a company in the micro-enterprise tax regime from a later day, and its members are
// linked to it from then (role micro_enterprise, since that day, no end). The person check and new
// registrations listed such a link as any tie in force, though a compliance flag dated from a later
// day is listed as announced, not in force: both now mark a role whose start is after the
// registers' day as announced.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { registersToday } from '../../src/domain/dates.ts';

const COMPANY = FIXTURE.companies.lvKekava;
const PERSON = { name: 'Zariņa Ieva', asked: 'Ieva Zariņa', birthDate: '1981-06-14' };
const now = Date.now();
const dayAfter = (days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 10);
const ENTERS = dayAfter(16);

let id = 9700;
const role = (over: Record<string, unknown>) => ({
  id: id++, country: COMPANY.country, regcode: COMPANY.regcode, position: null, person_name: PERSON.name,
  name_key: personNameKey(PERSON.name), entity_type: 'natural_person', birth_date: PERSON.birthDate, birth_key: null,
  holder_regcode: null, until: null, share_percent: 10, share_amount: null, share_currency: null,
  assoc_key: `announced-${id}`, source: 'lv.members', as_of: registersToday(new Date(now)), ...over,
});

let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({
    rows: {
      person_roles: [
        role({ role: 'member', since: '2020-03-01', first_seen_at: '2024-01-01T00:00:00Z' }),
        role({ role: 'micro_enterprise', position: 'member', share_percent: null, since: ENTERS, source: 'lv.micro-enterprise',
          first_seen_at: new Date(now - 2 * 3_600_000).toISOString() }),
      ],
    },
  }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

interface Row { role: string; since: string | null; announced: boolean; until: string | null }

async function rows(path: string): Promise<Row[]> {
  const res = await t.app.app.inject({ url: `${API}${path}?name=${encodeURIComponent(PERSON.asked)}&birthDate=${PERSON.birthDate}` });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { results: Row[] }).results;
}

test('the person check marks a role that begins after the registers\' day as announced, and one begun as not', async () => {
  const listed = (await rows('/persons/check')).map((r) => [r.role, r.since, r.announced, r.until]);
  assert.deepEqual(listed.sort(), [['member', '2020-03-01', false, null], ['micro_enterprise', ENTERS, true, null]]);
});

test('new registrations list an announced tie first seen in the window as announced, not as a tie in force', async () => {
  const listed = (await rows('/persons/new-registrations')).map((r) => [r.role, r.since, r.announced]);
  assert.deepEqual(listed, [['micro_enterprise', ENTERS, true]]);
});
