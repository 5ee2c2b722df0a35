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

// UR's type classifier (type, type_text of register.csv): every type it names reads in English,
// the cooperatives, state and municipal enterprises and EEIGs a partner check meets among them.
test('every type UR\'s classifier names reads in English', () => {
  const cases: Array<[code: string, name: string, english: string]> = [
    ['KB', 'Kooperatīvā sabiedrība', 'Cooperative society'],
    ['VU', 'Valsts uzņēmums', 'State enterprise'],
    ['PSV', 'Pašvaldības uzņēmums', 'Municipal enterprise'],
    ['EIG', 'Eiropas ekonomisko interešu grupa', 'European economic interest grouping (EEIG)'],
    ['KAT', 'Katoļu baznīcas publisko tiesību juridiskā persona', 'Public-law legal person of the Catholic Church'],
    ['SKT', 'Šķīrējtiesa', 'Arbitration court'],
    ['MIL', 'Masu informācijas līdzeklis', 'Mass medium'],
    ['GIM', 'Ģimenes uzņēmums', 'Family enterprise'],
    ['SAB', 'Sabiedriskā organizācija', 'Public organisation'],
    ['BAZ', 'Baznīca', 'Church'],
    ['ARA', 'Arodbiedrību apvienība', 'Association of trade unions'],
    ['POR', 'Ārvalsts organizācijas pārstāvniecība', 'Representative office of a foreign organisation'],
  ];
  for (const [code, name, english] of cases) assert.equal(legalFormInEnglish('LV', code, name), english, code);
  for (const code of ['UZN', 'PAP', 'LIG', 'KBU', 'KBS', 'KSS', 'SAV', 'SOU', 'DIE', 'MIS', 'KLO', 'ROI', 'REL', 'POL']) {
    assert.notEqual(legalFormInEnglish('LV', code, null), null, code);
  }
});

test('an Estonian state authority, RIK\'s TRAS, reads in English', () => {
  assert.equal(legalFormInEnglish('EE', 'TRAS', 'Täidesaatva riigivõimu asutus või riigi muu institutsioon'), 'State authority or other state institution');
});

test('an AS is a joint-stock company in Latvia and a public limited company in Estonia', () => {
  assert.deepEqual([legalFormInEnglish('LV', 'AS', null), legalFormInEnglish('EE', 'AS', null)], ['Joint-stock company', 'Public limited company']);
});

test('a form not on a country\'s list has no English', () => {
  const cases: Array<[string, string | null, string | null]> = [
    ['LV', 'PAJ', 'Paju sabiedrība'], ['LV', 'SPA', null], ['LV', null, 'Sabiedrība ar ierobežotu atbildību'],
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
