// RIK's general data lists a company's contacts (sidevahendid) with an end day (lopp_kpv). A
// company that gives its website an end on a later day (it moves to a new address next month)
// still has that website until then: the details keep serving it until that day has passed, as
// the activities, roles and the other registers' entries are kept, instead of dropping it at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { websiteOf } from '../../../src/importers/ee/general.ts';
import { API } from '../../http/harness.ts';
import { ctxOn, servedFrom20November, NAIDIS_EHITUS_ROW } from './general-files.ts';

/** A contact of sidevahendid as the general data writes it. */
const www = (kirje_id: number, sisu: string, lopp_kpv: string | null = null) => ({ kirje_id, liik: 'WWW', liik_tekstina: 'Veebileht', sisu, lopp_kpv });

test('a website is read as the company\'s through its end day, weighed on the file\'s day', () => {
  const on = (contacts: unknown[], day: string | null) => websiteOf({ sidevahendid: contacts }, ctxOn(day));
  const endsLater = [www(108, 'www.naidis.ee', '31.12.2026')];
  assert.equal(on(endsLater, '2026-11-20'), 'www.naidis.ee', 'ending next month: still its website');
  assert.equal(on(endsLater, '2026-12-31'), 'www.naidis.ee', 'its end day is its last');
  assert.equal(on(endsLater, '2027-01-01'), null, 'the day after it ended');
  // A later entry that has ended does not hide an earlier one still current.
  assert.equal(on([www(107, 'www.vana.ee'), www(109, 'www.uus.ee', '01.11.2026')], '2026-11-20'), 'www.vana.ee');
  // A file of no known day: an end date leaves the entry out, as it always did.
  assert.equal(on(endsLater, null), null);
  const ctx = ctxOn('2026-11-20');
  assert.equal(websiteOf({ sidevahendid: [www(108, 'www.naidis.ee', 'n/a')] }, ctx), null);
  assert.deepEqual(ctx.warnings, ['sidevahendid[].lopp_kpv is not a real date; the contact is left out: "n/a"']);
});

test('EE details serve a website ending on a later day until then', async (t) => {
  const app = await servedFrom20November(t, [NAIDIS_EHITUS_ROW], [{
    ariregistri_kood: 14000001, nimi: 'Näidis Ehitus OÜ',
    yldandmed: {
      staatus: 'R', staatus_tekstina: 'Registrisse kantud', arinimed: [], staatused: [],
      teatatud_tegevusalad: [{
        emtak_kood: '41201', emtak_tekstina: 'Elamute ehitus', emtak_versioon: 2, emtak_versioon_tekstina: 'EMTAK 2008',
        nace_kood: '41.20', on_pohitegevusala: true, algus_kpv: '05.06.2016', lopp_kpv: null,
      }],
      sidevahendid: [www(108, 'www.naidis.ee', '31.12.2026')],
    },
  }]);
  const r = await app.inject({ method: 'GET', url: `${API}/companies/14000001?country=EE` });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(JSON.parse(r.body).website, 'https://www.naidis.ee/');
});
