// RIK's general data lists a company's notified activities (teatatud_tegevusalad) with their start
// and end days. A company that gives its main activity an end on a later day (it stops that trade
// next month) still carries it on until then: the details keep it as the company's activity until
// that day has passed, as the roles and the other registers' entries are kept, and the activity
// notified to replace it from a later day is not served as the main one before that day.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { activityOf } from '../../../src/importers/ee/general.ts';
import { API } from '../../http/harness.ts';
import { ctxOn, servedFrom20November, NAIDIS_EHITUS_ROW } from './general-files.ts';

/** An entry of teatatud_tegevusalad as the general data writes it. */
const activity = (nace_kood: string, emtak_tekstina: string, main: boolean, algus_kpv: string, lopp_kpv: string | null = null) => ({
  emtak_kood: nace_kood.replace('.', '') + '1', emtak_tekstina, emtak_versioon: 2, emtak_versioon_tekstina: 'EMTAK 2008',
  nace_kood, on_pohitegevusala: main, algus_kpv, lopp_kpv,
});

test('an activity is read as carried on from its start day through its end day, weighed on the file\'s day', () => {
  const on = (entry: ReturnType<typeof activity>, day: string | null) => activityOf('14000001', entry, ctxOn(day))?.code ?? null;
  const endsLater = activity('41.20', 'Elamute ehitus', true, '05.06.2016', '31.12.2026');
  assert.equal(on(endsLater, '2026-11-20'), '41.20', 'ending next month: still carried on');
  assert.equal(on(endsLater, '2026-12-31'), '41.20', 'its end day is its last');
  assert.equal(on(endsLater, '2027-01-01'), null, 'the day after it ended');
  const beginsLater = activity('43.34', 'Värvimine ja klaasimine', true, '01.01.2027');
  assert.equal(on(beginsLater, '2026-11-20'), null, 'notified from a later day: not yet');
  assert.equal(on(beginsLater, '2027-01-01'), '43.34');
  // A file of no known day: an end date leaves the entry out, as it always did.
  assert.equal(on(endsLater, null), null);
  const ctx = ctxOn('2026-11-20');
  assert.equal(activityOf('14000001', activity('41.20', 'Elamute ehitus', true, '05.06.2016', 'n/a'), ctx), null);
  assert.deepEqual(ctx.warnings, ['teatatud_tegevusalad[].lopp_kpv is not a real date; the activity is left out: "n/a"']);
});

test('EE details keep a main activity ending on a later day until then, not its replacement notified from that day', async (t) => {
  const app = await servedFrom20November(t, [NAIDIS_EHITUS_ROW], [{
    ariregistri_kood: 14000001, nimi: 'Näidis Ehitus OÜ',
    yldandmed: {
      staatus: 'R', staatus_tekstina: 'Registrisse kantud', arinimed: [], sidevahendid: [], staatused: [],
      teatatud_tegevusalad: [
        activity('41.20', 'Elamute ehitus', true, '05.06.2016', '31.12.2026'),
        activity('43.34', 'Värvimine ja klaasimine', true, '01.01.2027'),
        activity('68.20', 'Enda või renditud kinnisvara üürileandmine', false, '05.06.2016'),
      ],
    },
  }]);
  const r = await app.inject({ method: 'GET', url: `${API}/companies/14000001?country=EE` });
  assert.equal(r.statusCode, 200, r.body);
  const { nace } = JSON.parse(r.body);
  assert.deepEqual([nace?.code, nace?.description], ['41.20', 'Elamute ehitus']);
});
