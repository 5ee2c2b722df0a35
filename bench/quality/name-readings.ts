// How far the person check's name readings reach: each name is typed one way and must read as the
// Latvian and Estonian registers write it (personCheckNameKeys, the readings the check probes the
// name index with; capped at 12). Five sets, printed as misses of totals:
// - typed from another script or spelling: 28 Russian given names by 20 surnames, each in Cyrillic,
//   ICAO 9303 (a passport's) and the English press spelling, must read as both the Latvian and the
//   Estonian spelling (1,680 names);
// - typed as one register writes it: the demo's Russian names (src/demo/names/russian.ts) typed as
//   the Latvian register writes them (with and without the Latvian marks) must read as the Estonian
//   spelling, and typed as the Estonian one as the Latvian (2,240 names);
// - a Latvian name typed in Cyrillic: the demo's Latvian names (src/demo/names/lv.ts), given name
//   first, as Russian text writes them (latvian-in-cyrillic.ts: `Янис Клявиньш`, and with the older
//   ending `Янис Клявинь`) must read as the Latvian spelling (1,580 names);
// - the same with the surname of the other gender, in either order (`Клявиньш Иева`), must read as
//   the Latvian spelling of the words typed (`Kļaviņš Ieva`);
// - an Estonian name typed in Cyrillic: the demo's Estonian names (src/demo/names/ee.ts), in either
//   order, as Russian text writes them (estonian-in-cyrillic.ts: `Тыну Метс`) must read as the
//   Estonian spelling, with the Estonian reading the check tries where the readings find no one;
// - a name of `ö`, `å`, `ä` typed in Cyrillic without marks: the demo's Finnish and Estonian names
//   holding a letter Russian text writes `ё` (src/demo/names/fi.ts, ee.ts: `Åström`, `Lindström`,
//   `Väinö`, `Mölder`), in either order, as Russian text writes them (estonian-in-cyrillic.ts, a
//   Swedish surname by swedishInCyrillic: `Острём`, `Сьёберг`) with `ё` typed `е` (`Острем`), must
//   read as the register's spelling with the keys the check tries, in turn, where nothing finds the
//   person (estonianInCyrillicNameKeys, with wordStart, plainTypedMarksNameKeys). Finnish given
//   names with `y` are left out (`Jyrki`, `Юрки`: the seventh set's reading);
// - a Finnish name typed in Cyrillic: the demo's Finnish names (src/demo/names/fi.ts, the Swedish
//   surnames left out) holding `y`, `ä`, `ö` or a double letter, in either order, as Russian text
//   writes them by the Finnish-Russian practical transcription (estonian-in-cyrillic.ts,
//   finnishInCyrillic: `Юрки Мякинен`, `Пекка Хямяляйнен`), and again with their double letters
//   typed single (`Пека Хейкинен`), must read as the register's spelling with the keys the check
//   tries where nothing finds the person (as the sixth set, with the Finnish readings);
// - the same names holding an `ä` after a consonant, typed with its `я` as `е` (`Юрки Мекинен` for
//   Jyrki Mäkinen, `Пейви Мекеле` for Päivi Mäkelä), and again with their double letters typed single
//   too (`Мати Мекинен`), must read so as well.
//   node_modules/.bin/node bench/quality/name-readings.ts [--list]
// --list prints each name missed.
import { parseArgs } from 'node:util';
import { personCheckNameKeys } from '../../src/domain/name-transliterations.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { RU_FEMALE_FIRST, RU_MALE_FIRST, RU_SURNAMES } from '../../src/demo/names/russian.ts';
import { LV_FEMALE_FIRST, LV_MALE_FIRST, LV_SURNAMES } from '../../src/demo/names/lv.ts';
import { latvianInCyrillic } from './latvian-in-cyrillic.ts';
import { aTypedE, doubleTypedSingle, estonianInCyrillic, finnishInCyrillic, swedishInCyrillic } from './estonian-in-cyrillic.ts';
import * as inCyrillic from '../../src/domain/estonian-in-cyrillic.ts';
import { EE_FEMALE_FIRST, EE_MALE_FIRST, EE_SURNAMES } from '../../src/demo/names/ee.ts';
import { FI_FIRST, FI_SURNAMES } from '../../src/demo/names/fi.ts';

const { estonianInCyrillicNameKeys } = inCyrillic;

const { values } = parseArgs({ options: { list: { type: 'boolean' } } });
const missed: string[] = [];

// Latvian, Estonian, Cyrillic, ICAO 9303, English press.
type Row = [string, string, string, string, string];
const MALE: Row[] = [['Sergejs','Sergei','Сергей','Sergei','Sergey'],['Aleksandrs','Aleksandr','Александр','Aleksandr','Alexander'],['Dmitrijs','Dmitri','Дмитрий','Dmitrii','Dmitry'],['Andrejs','Andrei','Андрей','Andrei','Andrey'],['Jurijs','Juri','Юрий','Iurii','Yuri'],['Vladimirs','Vladimir','Владимир','Vladimir','Vladimir'],['Igors','Igor','Игорь','Igor','Igor'],['Olegs','Oleg','Олег','Oleg','Oleg'],['Nikolajs','Nikolai','Николай','Nikolai','Nikolay'],['Mihails','Mihhail','Михаил','Mikhail','Mikhail'],['Aleksejs','Aleksei','Алексей','Aleksei','Alexey'],['Vitālijs','Vitali','Виталий','Vitalii','Vitaly'],['Konstantīns','Konstantin','Константин','Konstantin','Konstantin'],['Genādijs','Gennadi','Геннадий','Gennadii','Gennady'],['Jevgeņijs','Jevgeni','Евгений','Evgenii','Yevgeny'],['Vjačeslavs','Vjatšeslav','Вячеслав','Viacheslav','Vyacheslav']];
const FEMALE: Row[] = [['Jeļena','Jelena','Елена','Elena','Yelena'],['Tatjana','Tatjana','Татьяна','Tatiana','Tatyana'],['Natālija','Natalja','Наталья','Natalia','Natalya'],['Olga','Olga','Ольга','Olga','Olga'],['Irina','Irina','Ирина','Irina','Irina'],['Svetlana','Svetlana','Светлана','Svetlana','Svetlana'],['Jekaterina','Jekaterina','Екатерина','Ekaterina','Yekaterina'],['Marina','Marina','Марина','Marina','Marina'],['Ludmila','Ljudmila','Людмила','Liudmila','Lyudmila'],['Anastasija','Anastassia','Анастасия','Anastasiia','Anastasiya'],['Oksana','Oksana','Оксана','Oksana','Oksana'],['Jūlija','Julia','Юлия','Iuliia','Yuliya']];
const SURNAMES: Row[] = [['Petrovs','Petrov','Петров','Petrov','Petrov'],['Ivanovs','Ivanov','Иванов','Ivanov','Ivanov'],['Smirnovs','Smirnov','Смирнов','Smirnov','Smirnov'],['Kuzņecovs','Kuznetsov','Кузнецов','Kuznetsov','Kuznetsov'],['Popovs','Popov','Попов','Popov','Popov'],['Vasiļjevs','Vassiljev','Васильев','Vasilev','Vasiliev'],['Sokolovs','Sokolov','Соколов','Sokolov','Sokolov'],['Mihailovs','Mihhailov','Михайлов','Mikhailov','Mikhaylov'],['Novikovs','Novikov','Новиков','Novikov','Novikov'],['Fjodorovs','Fjodorov','Фёдоров','Fedorov','Fyodorov'],['Morozovs','Morozov','Морозов','Morozov','Morozov'],['Volkovs','Volkov','Волков','Volkov','Volkov'],['Aleksejevs','Aleksejev','Алексеев','Alekseev','Alekseyev'],['Lebedevs','Lebedev','Лебедев','Lebedev','Lebedev'],['Kozlovs','Kozlov','Козлов','Kozlov','Kozlov'],['Jegorovs','Jegorov','Егоров','Egorov','Yegorov'],['Pavlovs','Pavlov','Павлов','Pavlov','Pavlov'],['Orlovs','Orlov','Орлов','Orlov','Orlov'],['Zaharovs','Zahharov','Захаров','Zakharov','Zakharov'],['Žukovs','Žukov','Жуков','Zhukov','Zhukov']];
const feminine = (surname: Row): Row => surname.map((w, i) => (i === 0 ? w.replace(/s$/, 'a') : i === 2 ? `${w}а` : `${w}a`)) as Row;

let otherScript = 0;
let otherScriptTotal = 0;
for (const [given, female] of [[MALE, false], [FEMALE, true]] as const) {
  for (const g of given) {
    for (const s of SURNAMES) {
      const sur = female ? feminine(s) : s;
      const lv = personNameKey(`${sur[0]} ${g[0]}`);
      const ee = personNameKey(`${g[1]} ${sur[1]}`);
      for (const k of [2, 3, 4]) {
        otherScriptTotal++;
        const keys = new Set(personCheckNameKeys(`${g[k]} ${sur[k]}`));
        const lacks = [keys.has(lv) ? '' : 'LV', keys.has(ee) ? '' : 'EE'].filter(Boolean);
        if (lacks.length > 0) { otherScript++; missed.push(`${g[k]} ${sur[k]} misses ${lacks.join(', ')}`); }
      }
    }
  }
}

const strip = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
let otherRegister = 0;
let otherRegisterTotal = 0;
for (const [given, female] of [[RU_MALE_FIRST, 0], [RU_FEMALE_FIRST, 1]] as const) {
  for (const g of given) {
    for (const s of RU_SURNAMES) {
      const lvName = `${s.lv[female]} ${g.lv}`;
      const eeName = `${g.ee} ${s.ee[female]}`;
      for (const [typed, want] of [[lvName, eeName], [strip(lvName), eeName], [eeName, lvName], [strip(eeName), lvName]] as const) {
        otherRegisterTotal++;
        if (!personCheckNameKeys(typed).includes(personNameKey(want))) { otherRegister++; missed.push(`${typed} misses ${want}`); }
      }
    }
  }
}

let latvian = 0;
let latvianTotal = 0;
for (const [given, female] of [[LV_MALE_FIRST, 0], [LV_FEMALE_FIRST, 1]] as const) {
  for (const g of given) {
    for (const s of LV_SURNAMES) {
      const want = personNameKey(`${s[female]} ${g}`);
      // The older ending differs only for a man's -ņš: each name typed once.
      for (const typed of new Set([false, true].map((older) => `${latvianInCyrillic(g)} ${latvianInCyrillic(s[female], older)}`))) {
        latvianTotal++;
        if (!personCheckNameKeys(typed).includes(want)) { latvian++; missed.push(`${typed} misses ${s[female]} ${g}`); }
      }
    }
  }
}

// A Latvian name typed in Cyrillic with the surname of the other gender, as Russian text may keep
// a family's one form (`Клявиньш Иева`): read as the Latvian spelling of the words typed (`Kļaviņš
// Ieva`); a gendered form is another word (docs/search.md), so that is all it can find.
let otherGender = 0;
let otherGenderTotal = 0;
for (const [given, female] of [[LV_MALE_FIRST, 0], [LV_FEMALE_FIRST, 1]] as const) {
  for (const g of given) {
    for (const s of LV_SURNAMES) {
      const surname = s[1 - female]!;
      if (surname === s[female]) continue;
      const want = personNameKey(`${surname} ${g}`);
      for (const typed of new Set([false, true].flatMap((older) => {
        const cyrillic = latvianInCyrillic(surname, older);
        return [`${latvianInCyrillic(g)} ${cyrillic}`, `${cyrillic} ${latvianInCyrillic(g)}`];
      }))) {
        otherGenderTotal++;
        if (!personCheckNameKeys(typed).includes(want)) { otherGender++; missed.push(`${typed} misses ${surname} ${g}`); }
      }
    }
  }
}

// An Estonian name typed in Cyrillic as Russian text writes it (estonian-in-cyrillic.ts: `Тыну Метс`),
// in either order: its readings or its Estonian reading (estonianInCyrillicNameKeys, which the check
// tries where the readings find no one, before the letter pairs) must hold the Estonian spelling.
let estonian = 0;
let estonianTotal = 0;
for (const given of [EE_MALE_FIRST, EE_FEMALE_FIRST]) {
  for (const g of given) {
    for (const s of EE_SURNAMES) {
      const want = personNameKey(`${g} ${s}`);
      for (const typed of [`${estonianInCyrillic(g)} ${estonianInCyrillic(s)}`, `${estonianInCyrillic(s)} ${estonianInCyrillic(g)}`]) {
        estonianTotal++;
        if (![...personCheckNameKeys(typed), ...estonianInCyrillicNameKeys(typed)].includes(want)) { estonian++; missed.push(`${typed} misses ${g} ${s}`); }
      }
    }
  }
}

// A name of `ö`, `å`, `ä` typed in Cyrillic without marks (`Микко Острем` for `Mikko Åström`). The
// keys of plain letters read as marked ones are read where the tree has them (none before).
const plainTyped = (name: string): string[] => ('plainTypedMarksNameKeys' in inCyrillic ? (inCyrillic as { plainTypedMarksNameKeys: (n: string) => string[] }).plainTypedMarksNameKeys(name) : []);
const SWEDISH_SURNAMES = new Set(['Åström', 'Sjöberg', 'Åkerlund', 'Lindström', 'Grönroos']);
const typedInCyrillic = (word: string) => (SWEDISH_SURNAMES.has(word) ? swedishInCyrillic(word) : estonianInCyrillic(word));
let unmarked = 0;
let unmarkedTotal = 0;
for (const [givens, surnames] of [[FI_FIRST.filter((g) => !g.includes('y')), FI_SURNAMES], [[...EE_MALE_FIRST, ...EE_FEMALE_FIRST], EE_SURNAMES]] as const) {
  for (const g of givens) {
    for (const s of surnames) {
      const [given, surname] = [typedInCyrillic(g), typedInCyrillic(s)];
      if (!`${given}${surname}`.includes('ё')) continue;
      const want = personNameKey(`${g} ${s}`);
      for (const typed of [`${given} ${surname}`, `${surname} ${given}`].map((t) => t.replaceAll('ё', 'е'))) {
        unmarkedTotal++;
        const keys = [...personCheckNameKeys(typed), ...estonianInCyrillicNameKeys(typed), ...estonianInCyrillicNameKeys(typed, { wordStart: true }), ...plainTyped(typed)];
        if (!keys.includes(want)) { unmarked++; missed.push(`${typed} misses ${g} ${s}`); }
      }
    }
  }
}

// A Finnish name typed in Cyrillic (`Юрки Мякинен`, `Пека Хейкинен`). The options of the Finnish
// reading are read where the tree has them (a tree without them reads the name as before).
type Keys = (name: string, options?: { wordStart?: boolean; finnish?: boolean }) => string[];
const checkKeys = (typed: string): string[] => {
  const plain = (plainTyped as unknown as Keys);
  const estonianKeys = estonianInCyrillicNameKeys as Keys;
  const finnishPlain = 'plainTypedMarksNameKeys' in inCyrillic ? (inCyrillic as unknown as { plainTypedMarksNameKeys: Keys }).plainTypedMarksNameKeys(typed, { finnish: true }) : [];
  return [...personCheckNameKeys(typed), ...estonianKeys(typed), ...estonianKeys(typed, { wordStart: true }), ...estonianKeys(typed, { finnish: true }), ...plain(typed), ...finnishPlain];
};
const FINNISH_SURNAMES = FI_SURNAMES.filter((s) => !SWEDISH_SURNAMES.has(s));
const finnishLetters = (name: string) => /[yäö]|(.)\1/u.test(name.toLowerCase());
const finnish = { practice: 0, practiceTotal: 0, single: 0, singleTotal: 0, e: 0, eTotal: 0, eSingle: 0, eSingleTotal: 0 };
for (const g of FI_FIRST) {
  for (const s of FINNISH_SURNAMES) {
    if (!finnishLetters(`${g} ${s}`)) continue;
    const want = personNameKey(`${g} ${s}`);
    const [given, surname] = [finnishInCyrillic(g), finnishInCyrillic(s)];
    for (const typed of [`${given} ${surname}`, `${surname} ${given}`]) {
      finnish.practiceTotal++;
      if (!checkKeys(typed).includes(want)) { finnish.practice++; missed.push(`${typed} misses ${g} ${s}`); }
      const single = typed.split(' ').map(doubleTypedSingle).join(' ');
      if (single === typed) continue;
      finnish.singleTotal++;
      if (!checkKeys(single).includes(want)) { finnish.single++; missed.push(`${single} misses ${g} ${s}`); }
    }
    // `ä` typed `е` (`Юрки Мекинен`), and with the double letters typed single too (`Мати Мекинен`).
    const [givenE, surnameE] = [aTypedE(given), aTypedE(surname)];
    if (givenE === given && surnameE === surname) continue;
    for (const typed of [`${givenE} ${surnameE}`, `${surnameE} ${givenE}`]) {
      finnish.eTotal++;
      if (!checkKeys(typed).includes(want)) { finnish.e++; missed.push(`${typed} misses ${g} ${s}`); }
      const single = typed.split(' ').map(doubleTypedSingle).join(' ');
      if (single === typed) continue;
      finnish.eSingleTotal++;
      if (!checkKeys(single).includes(want)) { finnish.eSingle++; missed.push(`${single} misses ${g} ${s}`); }
    }
  }
}

if (values.list) console.log(missed.join('\n'));
console.log(`typed from another script or spelling: ${otherScript} of ${otherScriptTotal} miss the Latvian or Estonian spelling`);
console.log(`typed as one register writes it: ${otherRegister} of ${otherRegisterTotal} miss the other register's spelling`);
console.log(`a Latvian name typed in Cyrillic: ${latvian} of ${latvianTotal} miss the Latvian spelling`);
console.log(`a Latvian name typed in Cyrillic, the surname of the other gender: ${otherGender} of ${otherGenderTotal} miss the Latvian spelling`);
console.log(`an Estonian name typed in Cyrillic: ${estonian} of ${estonianTotal} miss the Estonian spelling`);
console.log(`a name of ö, å, ä typed in Cyrillic without marks: ${unmarked} of ${unmarkedTotal} miss the register's spelling`);
console.log(`a Finnish name typed in Cyrillic: ${finnish.practice} of ${finnish.practiceTotal} miss the register's spelling; its double letters typed single: ${finnish.single} of ${finnish.singleTotal}`);
console.log(`a Finnish name typed in Cyrillic, ä typed е: ${finnish.e} of ${finnish.eTotal} miss the register's spelling; its double letters typed single too: ${finnish.eSingle} of ${finnish.eSingleTotal}`);
