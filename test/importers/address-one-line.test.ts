// A register's address field may hold a line break or a tab (a quoted CSV field spanning lines, a
// multi-line form field in a JSON dump): LT, EE and FI addresses, and their parts, are served on
// one line, each run of white space one space, as LV's are (lv/register-line-breaks.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapRegistered } from '../../src/importers/lt/jar-map.ts';
import { mapBasicRow } from '../../src/importers/ee/basic.ts';
import { companyAddress } from '../../src/importers/fi/ytj-address.ts';
import { makeContext, recordsOf } from './lt/support.ts';

const addressOf = (c: { address: string | null; addressStreet: string | null; addressCity: string | null; addressPostcode: string | null }) =>
  ({ address: c.address, street: c.addressStreet, city: c.addressCity, postcode: c.addressPostcode });

test('an LT adresas holding a line break is one line, its street and town alike', () => {
  const row = {
    ja_kodas: '304000009', ja_pavadinimas: 'UAB "Eilutė"', adresas: 'Kaunas,\r\nLaisvės al.\t10-5,\nLT-44001', ja_reg_data: '2015-06-01',
    form_kodas: '310', form_pavadinimas: 'Uždaroji akcinė bendrovė', stat_kodas: '0', stat_pavadinimas: 'Teisinis statusas neįregistruotas',
    stat_data_nuo: '2015-06-01', formavimo_data: '2026-11-20',
  };
  const [company] = recordsOf(mapRegistered(row, makeContext('JAR_IREGISTRUOTI.csv')), 'company');
  assert.deepEqual(addressOf(company!), { address: 'Kaunas, Laisvės al. 10-5, LT-44001', street: 'Laisvės al. 10-5', city: 'Kaunas', postcode: 'LT-44001' });
});

test('an EE address, street and EHAK text holding line breaks are one line each', () => {
  const row = {
    nimi: 'Rida OÜ', ariregistri_kood: '16000009', ettevotja_oiguslik_vorm: 'Osaühing', ettevotja_oigusliku_vormi_alaliik: '', kmkr_nr: '',
    ettevotja_staatus: 'R', ettevotja_staatus_tekstina: 'Registrisse kantud', ettevotja_esmakande_kpv: '01.02.2020',
    ettevotja_aadress: 'Turu tn\n34', asukoht_ettevotja_aadressis: 'Turu tn\r\n34', asukoha_ehak_kood: '8151',
    asukoha_ehak_tekstina: 'Tartu linn,\nTartu linn, Tartu maakond', indeks_ettevotja_aadressis: '51004', ads_adr_id: '', ads_ads_oid: '',
    ads_normaliseeritud_taisaadress: 'Tartu maakond, Tartu linn,\r\nTartu linn, Turu tn  34', teabesysteemi_link: '',
  };
  const [company] = recordsOf(mapBasicRow(row, makeContext('ettevotja_rekvisiidid__lihtandmed.csv')), 'company');
  assert.deepEqual(addressOf(company!), {
    address: 'Tartu maakond, Tartu linn, Tartu linn, Turu tn 34, 51004', street: 'Turu tn 34', city: 'Tartu', postcode: '51004',
  });
  const built = recordsOf(mapBasicRow({ ...row, ads_normaliseeritud_taisaadress: '', ettevotja_aadress: '' },
    makeContext('ettevotja_rekvisiidid__lihtandmed.csv')), 'company')[0]!;
  assert.equal(built.address, 'Turu tn 34, Tartu linn, Tartu linn, Tartu maakond, 51004');
});

test('an FI street, c/o line and post office holding line breaks are one line each', () => {
  const address = companyAddress([{
    type: 1, street: 'Itäinen\nRantakatu', buildingNumber: '18', entrance: 'B', apartmentNumber: '52', co: 'Tilitoimisto\r\nLaskuri Oy',
    postCode: '00100', registrationDate: '2024-08-05', postOffices: [{ city: 'HELSINKI\t', languageCode: '1', municipalityCode: '091' }],
  }]);
  assert.equal(address.line, 'c/o Tilitoimisto Laskuri Oy, Itäinen Rantakatu 18 B 52, 00100 HELSINKI');
  assert.equal(address.street, 'c/o Tilitoimisto Laskuri Oy, Itäinen Rantakatu 18 B 52');
});
