// The explanation of an owner match names the rule that read the listed name as the owner's
// is written (a German, Ukrainian or Russian passport's, Polish, a lost `ё` sounded), from the
// features screening stores: it said "written as the Baltic registers write it" of every reading.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildEntryIndex } from '../../src/importers/screening/entry-index.ts';
import { ownerMatches } from '../../src/importers/screening/owner-matches.ts';
import { soleTraderMatches } from '../../src/importers/screening/sole-trader-matches.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';

test('the features screening stores for an owner written by a document\'s rule read as that rule', () => {
  const explained = (owner: string, listed: string) => {
    const index = buildEntryIndex([{
      list: 'EU', entryId: 'e', schema: 'person', name: listed, aliases: [], identifiers: [], countries: [], birthDates: ['1961-11-05'], listedOn: null,
    }]);
    const [m] = ownerMatches(index, 'LV', {
      country: 'LV', regcode: '40003000000', role: 'beneficial_owner', personName: owner, entityType: 'natural_person', birthDate: '1961-11-05',
      birthKey: null, holderRegcode: null, holderCountry: null, sharePercent: null,
    }, 0, () => 1);
    assert.ok(m, `${owner} matches ${listed}`);
    return explainMatch(m.matchedOn, m.matchedName, m.features);
  };
  assert.match(explained('Gennadij Kusnezow', 'Gennadiy KUZNETSOV'), /"Gennadiy KUZNETSOV" read as a German passport writes it \(/);
  assert.match(explained('Siergiej Ławrow', 'Sergey LAVROV'), /"Sergey LAVROV" read as Polish writes it \(/);
  assert.match(explained('Serhii Bohdanov', 'Sergey BOGDANOV'), /"Sergey BOGDANOV" read as a Ukrainian passport writes it \(/);
  assert.match(explained('Pjotrs Fjodorovs', 'Petr FEDOROV'), /"Petr FEDOROV" written as the Baltic registers write it, the name read with the `ё` the list left out sounded \(/);
  assert.match(explained('Gennadijs Kuzņecovs', 'Gennadiy KUZNETSOV'), /"Gennadiy KUZNETSOV" written as the Baltic registers write it \(gennadijs kuznecovs/);
  assert.match(explained('Nikolajs Azarovs', 'Mykola AZAROV'), /"Mykola AZAROV" written as the Baltic registers write it, the name read with its Ukrainian given name in the Russian form \(/);
  assert.match(explained('Iļja Kiva', 'Illia KYVA'),
    /"Illia KYVA" written as the Baltic registers write it, the name read with its Ukrainian given name in the Russian form and a short word's Ukrainian `y` as the Russian `i` \(/);
  assert.match(explained('Illia Kiva', 'Illia KYVA'), /"Illia KYVA" read with a short word's Ukrainian `y` as the Russian `i` \(/);
  assert.match(explained('Siarhei Petrov', 'Sergei PETROV'), /"Sergei PETROV" read with its given name in its other form \(Belarusian or Georgian, or Russian\) \(/);
  assert.match(explained('Sergejs Petrovs', 'Siarhei PETROV'),
    /"Siarhei PETROV" written as the Baltic registers write it, the name read with its given name in its other form \(Belarusian or Georgian, or Russian\) \(/);
  assert.match(explained('Dmitrijs Ivanovs', 'Dzmitry IVANOU'),
    /"Dzmitry IVANOU" written as the Baltic registers write it, the name read with its given name in its other form \(Belarusian or Georgian, or Russian\) and its surname's Belarusian `-ou`, `-eu`, `-au`, `-ava`, `-enka` \(its `dz` before `e`, `i` as `d`, a common stem as Russian writes it\) as the Russian `-ov`, `-ev`, `-ov`, `-ova`, `-enko` or the other way \(/);
  assert.match(explained('Igors Lebedevs', 'Ihar LEBEDZEU'), /"Ihar LEBEDZEU" written as the Baltic registers write it, the name read with its given name in its other form \(Belarusian or Georgian, or Russian\) and its surname's Belarusian `-ou`, `-eu`, `-au`, `-ava`, `-enka` \(its `dz` before `e`, `i` as `d`, a common stem as Russian writes it\) as the Russian `-ov`, `-ev`, `-ov`, `-ova`, `-enko` or the other way \(/);
  assert.match(explained('Siarhei Petrou', 'Sergei PETROV'), /"Sergei PETROV" read with its given name in its other form \(Belarusian or Georgian, or Russian\) and its surname's Belarusian `-ou`, `-eu`, `-au`, `-ava`, `-enka` \(its `dz` before `e`, `i` as `d`, a common stem as Russian writes it\) as the Russian `-ov`, `-ev`, `-ov`, `-ova`, `-enko` or the other way \(/);
});

test('a Ukrainian form of a given name the list writes without its `ё` (`Petro` for `Petr`) is said to be the Ukrainian passport\'s, not the `ё`\'s', () => {
  const explained = (owner: string, listed: string) => {
    const index = buildEntryIndex([{
      list: 'EU', entryId: 'e', schema: 'person', name: listed, aliases: [], identifiers: [], countries: [], birthDates: ['1961-11-05'], listedOn: null,
    }]);
    const [m] = ownerMatches(index, 'LV', {
      country: 'LV', regcode: '40003000000', role: 'beneficial_owner', personName: owner, entityType: 'natural_person', birthDate: '1961-11-05',
      birthKey: null, holderRegcode: null, holderCountry: null, sharePercent: null,
    }, 0, () => 1);
    assert.ok(m, `${owner} matches ${listed}`);
    return explainMatch(m.matchedOn, m.matchedName, m.features);
  };
  // Petr is Пётр's ICAO spelling, whose Ukrainian form is Petro; Fedor Фёдор's, Fedir.
  assert.match(explained('Petro Ivanov', 'Petr IVANOV'), /"Petr IVANOV" read as a Ukrainian passport writes it \(petro ivanov; /);
  assert.match(explained('Fedir Ivanov', 'Fedor IVANOV'), /"Fedor IVANOV" read as a Ukrainian passport writes it \(fedir ivanov; /);
  // The surname's `ё` is Ukrainian `е`, as the passport writes it: the whole name is its reading.
  assert.match(explained('Petro Fedorov', 'Petr FEDOROV'), /"Petr FEDOROV" read as a Ukrainian passport writes it \(petro fedorov; similarity 0\.95\)/);
  // Where the `ё` sounded is what pairs the names, it is still named.
  assert.match(explained('Pjotrs Ivanovs', 'Petr IVANOV'), /written as the Baltic registers write it, the name read with the `ё` the list left out sounded \(/);
});

test('a sole trader\'s sentence names the reading its business name\'s person matched, as an owner\'s does', () => {
  const explained = (business: string, listed: string) => {
    const index = buildEntryIndex([{
      list: 'EU', entryId: 'e', schema: 'person', name: listed, aliases: [], identifiers: [], countries: [], birthDates: [], listedOn: null,
    }]);
    const [m] = soleTraderMatches(index, {
      country: 'EE', regcode: '10000000', name: business, legalFormCode: 'FIE', legalFormName: 'Füüsilisest isikust ettevõtja', registeredOn: null, otherNames: [],
    }, 0, () => 1);
    assert.ok(m, `${business} matches ${listed}`);
    return explainMatch(m.matchedOn, m.matchedName, m.features);
  };
  assert.match(explained('Siergiej Ławrow FIE', 'Sergey LAVROV'), /"Sergey LAVROV" read as Polish writes it \(siergiej lawrow; similarity 0\.95\)/);
  assert.match(explained('Mykola Azarov FIE', 'Nikolai AZAROV'), /"Nikolai AZAROV" read as a Ukrainian passport writes it \(/);
  assert.match(explained('Pjotr Fjodorov FIE', 'Petr FEDOROV'), /"Petr FEDOROV" written as the Baltic registers write it, the name read with the `ё` the list left out sounded \(/);
  // The very same name: no reading named.
  assert.match(explained('Oleg Petrenko FIE', 'Oleg PETRENKO'), /listed person "Oleg PETRENKO", with no birth date on the list/);
});

test('a sole trader\'s name matched through its genitive read as the nominative and a reading of the listed name names both', () => {
  const best = (business: string, listed: string) => {
    const index = buildEntryIndex([{
      list: 'EU', entryId: 'e', schema: 'person', name: listed, aliases: [], identifiers: [], countries: [], birthDates: [], listedOn: null,
    }]);
    const matches = soleTraderMatches(index, {
      country: 'LT', regcode: '310000001', name: business, legalFormCode: '110', legalFormName: 'IĮ', registeredOn: null, otherNames: [],
    }, 0, () => 1);
    const [m] = matches.sort((a, b) => b.score - a.score);
    assert.ok(m, `${business} matches ${listed}`);
    return m;
  };
  // Mykolos Azarovo, Mykola Azarov's: the nominative, then the Ukrainian form of the listed Nikolai.
  const ukrainian = best('Mykolos Azarovo IĮ', 'Nikolai AZAROV');
  assert.equal(ukrainian.features.nameReading, 'mykola azarov');
  assert.equal(ukrainian.features.registerSpelling, 'mykola azarov');
  assert.match(explainMatch(ukrainian.matchedOn, ukrainian.matchedName, ukrainian.features),
    /it read as the nominative \(mykola azarov\) is the name of the listed person "Nikolai AZAROV" read as a Ukrainian passport writes it \(mykola azarov; similarity 0\.95\)/);
  const polish = best('Władimiro Żyrinowskio IĮ', 'Vladimir ZHIRINOVSKY');
  assert.match(explainMatch(polish.matchedOn, polish.matchedName, polish.features),
    /it read as the nominative \(wladimir zyrinowskis\) is the name of the listed person "Vladimir ZHIRINOVSKY" read as Polish writes it \(/);
  // The nominative alone, the listed name as it is: no reading of the listed name named, and the very same name.
  const alone = best('Viktoro Kuzmino IĮ', 'Viktor KUZMIN');
  assert.equal(alone.features.registerSpelling, undefined);
  assert.match(explainMatch(alone.matchedOn, alone.matchedName, alone.features), /it read as the nominative \(viktor kuzmin\) is the name of the listed person "Viktor KUZMIN", with no birth date on the list/);
});
