// A flag in force whose register gives its last day: VID suspends a taxpayer's economic activity
// until a day (Aizliegts_veikt_darijumus_lidz), UR a company's activity until date_to. That day was
// read only to decide whether the flag is in force, so the compliance statement said the partner is
// blacklisted since a day and nothing of the day it ends, which a compliance team plans around.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { registersToday } from '../../src/domain/dates.ts';

const C = FIXTURE.companies.lvBalticLogistics;
const today = registersToday(new Date());
const endsOn = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
const flag = (over: Partial<SeedRow>): SeedRow => ({
  country: 'LV', regcode: C.regcode, flag: 'blacklisted', detail: 'VID: economic activity suspended',
  since: '2026-01-05', until: endsOn, source: 'lv.suspended-activity', as_of: today, ...over,
});

let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ rows: { compliance_flags: [
    flag({}),
    // No end given: the detail is the register's alone.
    flag({ flag: 'suspended', detail: 'Komercdarbības apturēšana', until: null, source: 'lv.suspensions' }),
  ] } });
});
after(() => t.close());

test('a suspension in force until a day the register gives says that day in its detail', async () => {
  const res = await t.app.app.inject({ url: `${API}/companies/${C.regcode}/compliance?country=LV` });
  assert.equal(res.statusCode, 200);
  const body = res.json();
  assert.equal(body.blacklisted, true);
  const blacklisted = body.flagDetails.find((f: { flag: string }) => f.flag === 'blacklisted');
  assert.deepEqual(blacklisted, {
    flag: 'blacklisted', detail: `VID: economic activity suspended; in force until ${endsOn}`, since: '2026-01-05', source: 'lv.suspended-activity',
  });
  const suspended = body.flagDetails.find((f: { flag: string }) => f.flag === 'suspended');
  assert.equal(suspended.detail, 'Komercdarbības apturēšana (Suspension of commercial activity)');
});
