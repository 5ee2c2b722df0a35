// registryStatusInEnglish remembers the answers it gave (a details call folded the wording anew
// each time): a remembered answer must be the one the wording of that country gives, whatever was
// asked before it, and past the bound the answers are still given.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { registryStatusInEnglish, withEnglishParts } from './registry-status-english.ts';

test('a wording is answered in the country it is asked in, the second time as the first', () => {
  for (let ask = 0; ask < 2; ask++) {
    assert.equal(registryStatusInEnglish('FI', 'Rekisterissä; Konkurssi'), 'Registered; Bankruptcy');
    assert.equal(registryStatusInEnglish('LV', 'Rekisterissä; Konkurssi'), null, 'a Finnish wording is none of LV\'s');
    assert.equal(registryStatusInEnglish('FI', ' rekisterissä ;  KONKURSSI'), 'Registered; Bankruptcy');
    assert.equal(registryStatusInEnglish('FI', 'Rekisterissä; Tuntematon'), null, 'a part not listed leaves the whole unsaid');
    assert.equal(registryStatusInEnglish('LV', 'Likvidēts'), 'Liquidated (struck off)');
    assert.equal(registryStatusInEnglish('XX', 'Likvidēts'), null);
    assert.equal(registryStatusInEnglish('LV', null), null);
  }
});

test('past the answers remembered, every wording is still answered', () => {
  for (let i = 0; i < 1000; i++) assert.equal(registryStatusInEnglish('EE', `tundmatu ${i}`), null);
  assert.equal(registryStatusInEnglish('EE', 'Likvideerimisel'), 'In liquidation');
  assert.equal(registryStatusInEnglish('FI', 'Selvitystila'), 'Liquidation');
});

test('a flag\'s detail gives each part of the register\'s wording with its English, the rest as written', () => {
  assert.equal(withEnglishParts('LT', 'Likviduojamas dėl bankroto'), 'Likviduojamas dėl bankroto (Being liquidated due to bankruptcy)');
  assert.equal(withEnglishParts('LV', 'Maksātnespējas process; Juridiskās personas maksātnespējas process; Rīgas pilsētas tiesa'),
    'Maksātnespējas process (Insolvency proceedings); Juridiskās personas maksātnespējas process (Insolvency proceedings of a legal person); Rīgas pilsētas tiesa (Riga City Court)');
  assert.equal(withEnglishParts('LV', 'Tiesiskās aizsardzības process'), 'Tiesiskās aizsardzības process (Legal protection proceedings, court-supervised restructuring)',
    'no parenthesis within another');
  assert.equal(withEnglishParts('EE', 'Likvideerimisel; in force until 2027-01-31'), 'Likvideerimisel (In liquidation); in force until 2027-01-31');
  assert.equal(withEnglishParts('FI', 'Tuntematon'), 'Tuntematon');
  assert.equal(withEnglishParts('FI', null), null);
});

// The court of every LV insolvency on the demo store, Rīgas pilsētas tiesa, was given in Latvian alone.
test('an LV insolvency\'s court is given in English, one not listed said a court, its name as written', () => {
  assert.equal(withEnglishParts('LV', 'Maksātnespējas process; Vidzemes rajona tiesa; case C12345678'),
    'Maksātnespējas process (Insolvency proceedings); Vidzemes rajona tiesa (Vidzeme District Court); case C12345678');
  assert.equal(withEnglishParts('LV', 'Rīgas pilsētas Vidzemes priekšpilsētas tiesa'), 'Rīgas pilsētas Vidzemes priekšpilsētas tiesa (Court)');
  assert.equal(withEnglishParts('LV', 'Kurzemes apgabaltiesa'), 'Kurzemes apgabaltiesa (Kurzeme Regional Court)');
  assert.equal(withEnglishParts('LV', 'Liepājas apgabaltiesa'), 'Liepājas apgabaltiesa (Regional court)');
  // A word of no court's name, a wording ending in another word, or the word alone, stays as written.
  for (const part of ['Tiesas sēde', 'tiesa', 'Tiesa un prokuratūra; administrator Anna Bērziņa']) assert.equal(withEnglishParts('LV', part), part);
  assert.equal(withEnglishParts('EE', 'Harju Maakohus'), 'Harju Maakohus');
});

// A legal protection proceeding's detail gave UR's abbreviation of it, TAP, a code with no meaning to a reader.
test('an LV legal protection proceeding\'s abbreviation, TAP, is given in English', () => {
  assert.equal(withEnglishParts('LV', 'Tiesiskās aizsardzības process; TAP; Rīgas pilsētas tiesa'),
    'Tiesiskās aizsardzības process (Legal protection proceedings, court-supervised restructuring); TAP (Legal protection proceedings); Rīgas pilsētas tiesa (Riga City Court)');
});

test('an LV liquidation\'s grounds are given in English after its type, and as registryStatus where the file gives no type', () => {
  // liquidations.csv: liquidation_type_text, then grounds_for_liquidation (who decided the winding-up).
  assert.equal(withEnglishParts('LV', 'Brīvprātīga likvidācija; Dalībnieku sapulces lēmums'),
    "Brīvprātīga likvidācija (Voluntary liquidation); Dalībnieku sapulces lēmums (Decision of the shareholders' meeting)");
  assert.equal(registryStatusInEnglish('LV', 'Dalībnieku sapulces lēmums'), "Decision of the shareholders' meeting");
  assert.equal(registryStatusInEnglish('LV', 'Piespiedu likvidācija; Tiesas nolēmums'), 'Compulsory liquidation; Court ruling');
  // The shareholders' decision as UR's file may word it without the meeting (a written decision).
  assert.equal(withEnglishParts('LV', 'Brīvprātīga likvidācija; Dalībnieku lēmums'),
    'Brīvprātīga likvidācija (Voluntary liquidation); Dalībnieku lēmums (Decision of the shareholders)');
});

test('an LV suspension\'s and securing measure\'s recurring wordings are given in English, a bailiff by office, the rest as written', () => {
  // suspensions_prohibitions.csv: suspension_code_text, then ground_for (who decided it).
  assert.equal(withEnglishParts('LV', 'Aizliegums reģistrēt izmaiņas; Tiesu izpildītāja lēmums'),
    "Aizliegums reģistrēt izmaiņas (Prohibition to register changes); Tiesu izpildītāja lēmums (Bailiff's decision)");
  assert.equal(withEnglishParts('LV', 'Darbības apturēšana; VID lēmums; in force until 2026-11-19'),
    "Darbības apturēšana (Suspension of activity); VID lēmums (State Revenue Service's decision); in force until 2026-11-19");
  // securing_measures.csv: the measure, the institution (a bailiff by name), then the case.
  assert.equal(withEnglishParts('LV', 'Aresta uzlikšana kustamai mantai; Zvērināta tiesu izpildītāja Anna Bērziņa; case 02315/007/2024'),
    'Aresta uzlikšana kustamai mantai (Seizure of movable property); Zvērināta tiesu izpildītāja Anna Bērziņa (Sworn bailiff); case 02315/007/2024');
  assert.equal(withEnglishParts('LV', 'Aizliegums atsavināt mantu; Valsts ieņēmumu dienests'),
    'Aizliegums atsavināt mantu (Prohibition to dispose of property); Valsts ieņēmumu dienests (State Revenue Service)');
  assert.equal(withEnglishParts('LV', 'Hipotēkas nostiprināšana; Zvērināta tiesu izpildītāja'), 'Hipotēkas nostiprināšana; Zvērināta tiesu izpildītāja',
    'a wording not listed, and an office naming no one, as written');
  assert.equal(registryStatusInEnglish('LV', 'Zvērināta tiesu izpildītāja Anna Bērziņa'), null, 'a name is no registryStatus wording');
});

// An ended legal protection's detail (insolvency_legal_person_proceeding.csv proceeding_resolution_name) gave
// UR's resolution, Izbeigts, in Latvian alone, between parts each followed by its English.
test('an LV proceeding\'s resolution, Izbeigts, is given in English', () => {
  assert.equal(withEnglishParts('LV', 'Tiesiskās aizsardzības process; TAP; Izbeigts; Rīgas pilsētas tiesa'),
    'Tiesiskās aizsardzības process (Legal protection proceedings, court-supervised restructuring); TAP (Legal protection proceedings); Izbeigts (Ended); Rīgas pilsētas tiesa (Riga City Court)');
  assert.equal(registryStatusInEnglish('LV', 'izbeigts'), 'Ended');
});
