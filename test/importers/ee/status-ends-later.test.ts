// RIK's general data dates a company's statuses in staatused[] (start and end days). A compliance
// team reads the current one (liquidation, bankruptcy) as a flag dated from when it began. A
// status whose end the register sets for a later day is still the one in force on the file's day
// (its end day is its last), as activities, websites and roles are kept until then: its start
// dates the flag, not nothing, and not an earlier spell of the same status that ended long ago.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusFlag } from '../../../src/importers/ee/general.ts';
import { API } from '../../http/harness.ts';
import { basicRow, ctxOn, servedFrom20November } from './general-files.ts';

const WORDING: Record<string, string> = { R: 'Registrisse kantud', L: 'Likvideerimisel', N: 'Pankrotis' };
const status = (staatus: string, algus_kpv: string, lopp_kpv: string | null = null) => ({ staatus, algus_kpv, lopp_kpv });
const data = (staatus: string, staatused: unknown[]) => ({ staatus, staatus_tekstina: WORDING[staatus], staatused });

// In liquidation in 2020 (back to registered since), and again from 2 October 2026 to 31 December.
const TWICE = [status('R', '05.06.2016', '01.03.2020'), status('L', '02.03.2020', '15.04.2020'),
  status('R', '16.04.2020', '01.10.2026'), status('L', '02.10.2026', '31.12.2026')];

test('a status flag is dated by the spell of its status in force on the file\'s day, its end day its last', () => {
  const since = (day: string | null) => {
    const out = statusFlag('10000018', data('L', TWICE), ctxOn(day));
    return out !== null && out.kind === 'flag' ? [out.record.flag, out.record.since] : null;
  };
  assert.deepEqual(since('2026-11-20'), ['in_liquidation', '2026-10-02'], 'ending next month: in force');
  assert.deepEqual(since('2026-12-31'), ['in_liquidation', '2026-10-02'], 'its end day is its last');
  // A file of no known day weighs no end: only an entry with no end dates the flag, as before.
  assert.deepEqual(since(null), ['in_liquidation', null]);
  const ctx = ctxOn('2026-11-20');
  const odd = statusFlag('10000018', data('L', [status('L', '02.10.2026', 'n/a')]), ctx);
  assert.equal(odd?.kind === 'flag' ? odd.record.since : 'none', null);
  assert.deepEqual(ctx.warnings, ['staatused[].lopp_kpv is not a real date; the status entry is left out: "n/a"']);
});

test('EE compliance dates a liquidation or bankruptcy whose end is set for a later day from when it began', async (t) => {
  const basic = (code: string, name: string, st: string) => basicRow({
    nimi: name, ariregistri_kood: code, ettevotja_oiguslik_vorm: 'Osaühing', ettevotja_staatus: st,
    ettevotja_staatus_tekstina: WORDING[st]!, ettevotja_esmakande_kpv: '05.06.2016',
  });
  const entity = (code: string, name: string, yld: object) => ({
    ariregistri_kood: Number(code), nimi: name, yldandmed: { ...yld, arinimed: [], sidevahendid: [], teatatud_tegevusalad: [] },
  });
  const app = await servedFrom20November(t, [basic('10000018', 'Tamme Puit OÜ', 'L'), basic('11000027', 'Kase Kaubandus OÜ', 'N')], [
    entity('10000018', 'Tamme Puit OÜ', data('L', TWICE)),
    entity('11000027', 'Kase Kaubandus OÜ', data('N', [status('R', '05.06.2016', '08.09.2026'), status('N', '09.09.2026', '15.01.2027')])),
  ]);
  const flagOf = async (regcode: string) => {
    const r = await app.inject({ method: 'GET', url: `${API}/companies/${regcode}/compliance?country=EE` });
    assert.equal(r.statusCode, 200, r.body);
    const { flagDetails } = JSON.parse(r.body) as { flagDetails: Array<{ flag: string; since: string | null; source: string }> };
    return flagDetails.filter((f) => f.flag === 'in_liquidation' || f.flag === 'insolvent').map((f) => [f.flag, f.since, f.source]);
  };
  assert.deepEqual(await flagOf('10000018'), [['in_liquidation', '2026-10-02', 'ee.general']]);
  assert.deepEqual(await flagOf('11000027'), [['insolvent', '2026-09-09', 'ee.general']]);
});
