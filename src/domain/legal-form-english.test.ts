import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { legalFormInEnglish } from './legal-form-english.ts';

test('each country\'s common forms read in English, from the code and name the store keeps', () => {
  const cases: Array<[country: string, code: string | null, name: string | null, english: string]> = [
    ['LV', 'SIA', 'Sabiedrība ar ierobežotu atbildību', 'Limited liability company'],
    ['LV', 'AS', 'Akciju sabiedrība', 'Joint-stock company'],
    ['LV', 'IK', 'Individuālais komersants', 'Individual merchant'],
    ['LV', 'KS', 'Komandītsabiedrība', 'Limited partnership'],
    ['LV', 'BDR', 'Biedrība', 'Association'],
    ['EE', 'OÜ', 'Osaühing', 'Private limited company'],
    ['EE', 'AS', 'Aktsiaselts', 'Public limited company'],
    ['EE', 'FIE', 'Füüsilisest isikust ettevõtja', 'Sole proprietor'],
    ['EE', 'MTÜ', 'Mittetulundusühing', 'Non-profit association'],
    ['LT', '310', 'UAB', 'Private limited liability company'],
    ['LT', '110', 'Individuali įmonė', 'Individual enterprise'],
    ['LT', '950', 'Asociacija', 'Association'],
    ['FI', '16', 'Osakeyhtiö', 'Limited company'],
    ['FI', '17', 'Julkinen osakeyhtiö', 'Public limited company'],
    ['FI', '13', 'Kommandiittiyhtiö', 'Limited partnership'],
    ['FI', '26', 'Sole trader', 'Sole trader'],
    ['FI', '14', 'OSUUSKUNTA', 'Cooperative'],
  ];
  for (const [country, code, name, english] of cases) assert.equal(legalFormInEnglish(country, code, name), english, `${country} ${code} ${name}`);
});

test('an AS is a joint-stock company in Latvia and a public limited company in Estonia', () => {
  assert.deepEqual([legalFormInEnglish('LV', 'AS', null), legalFormInEnglish('EE', 'AS', null)], ['Joint-stock company', 'Public limited company']);
});

test('a form not on a country\'s list has no English', () => {
  const cases: Array<[string, string | null, string | null]> = [
    ['LV', 'KAT', 'Katoliskās baznīcas publisko tiesību juridiskā persona'], ['LV', null, 'Sabiedrība ar ierobežotu atbildību'],
    ['EE', null, 'Kohaliku omavalitsuse asutus'], ['LT', '999', 'DNSB'], ['LT', '1', 'constructor'],
    ['FI', '99', 'Osuuspankki'], ['FI', null, null], ['SE', 'AB', 'Aktiebolag'],
  ];
  for (const [country, code, name] of cases) assert.equal(legalFormInEnglish(country, code, name), null, `${country} ${code} ${name}`);
});

// JAR's form classifier gives each form's English (form_name): the table says what the register says.
test('the LT forms read as JAR\'s own classifier writes them in English', () => {
  const rows = readFileSync(new URL('../../test/fixtures/lt/JAR_TEI_FORM_KLASIFIKATORIUS.csv', import.meta.url), 'utf8')
    .replace(/^\uFEFF/, '').trim().split('\n').slice(1).map((line) => line.split('|'));
  assert.ok(rows.length >= 4);
  for (const [code, short, full, english] of rows) {
    assert.equal(legalFormInEnglish('LT', code!, short!), english, short);
    assert.equal(legalFormInEnglish('LT', code!, full!), english, full);
  }
});
