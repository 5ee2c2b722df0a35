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
//   the Latvian spelling of the words typed (`Kļaviņš Ieva`); and a woman's name so typed is counted
//   apart, read at the birth date as the register writes her (`Kļaviņa Ieva`: masculineSurnameTyped,
//   where the tree has it), a man's never so read (`Клявиня Янис` is no Jānis Kļaviņš);
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
//   too (`Мати Мекинен`), must read so as well;
// - the same names holding an `ö`, typed with its `ё` as `е` as most Russian typists type it
//   (`Вяйне Мякинен` for Väinö Mäkinen), and again with their `ä` typed `е` too (`Вейне Мекинен`),
//   and with their double letters typed single too (`Вейне Хейкинен`), must read so as well.
// In the last two sets a name counts as read where the keys hold it or, at the birth date, where
// the names of the people born that day are compared with the typed name (finnishTypedLoosely,
// read where the tree has it): the last line counts the names it alone reads, and the names of the
// demo (every set's, Finnish, Estonian, Latvian, Russian) other than the one meant that it takes
// for a typed name of any set, which a check finds where such a person is born that day and no
// other reading finds anyone.
//   node_modules/.bin/node bench/quality/name-readings.ts [--list]
// --list prints each name missed, and each other name taken.
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
type Gendered = (readings: readonly string[]) => ((words: readonly string[]) => boolean) | null;
const genderModule = await import('../../src/domain/latvian-surname-gender.ts').catch(() => null);
const masculineTyped: Gendered = genderModule === null ? () => null : (genderModule as { masculineSurnameTyped: Gendered }).masculineSurnameTyped;
const woman = { missed: 0, total: 0 };
const womanTyped: Array<{ typed: string; want: string }> = [];
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
        if (female === 1) {
          // As the register writes her: at the birth date, the names of the day.
          woman.total++;
          const registers = personNameKey(`${s[1]} ${g}`);
          womanTyped.push({ typed, want: registers });
          if (!(masculineTyped(personCheckNameKeys(typed))?.(registers.split(' ')) ?? false)) { woman.missed++; missed.push(`${typed} misses ${s[1]} ${g} at the birth date`); }
        }
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
type Loosely = (name: string) => ((words: readonly string[]) => boolean) | null;
const loosely: Loosely = 'finnishTypedLoosely' in inCyrillic ? (inCyrillic as unknown as { finnishTypedLoosely: Loosely }).finnishTypedLoosely : () => null;
const looseOnly = { count: 0 };
// Read by the keys, or else at the birth date by the names of the day (counted apart).
const reads = (typed: string, want: string): boolean => {
  if (checkKeys(typed).includes(want)) return true;
  const found = loosely(typed)?.(want.split(' ')) ?? false;
  if (found) looseOnly.count++;
  return found;
};
const typedNames: Array<{ typed: string; want: string }> = [];
const FINNISH_SURNAMES = FI_SURNAMES.filter((s) => !SWEDISH_SURNAMES.has(s));
const finnishLetters = (name: string) => /[yäö]|(.)\1/u.test(name.toLowerCase());
const finnish = { practice: 0, practiceTotal: 0, single: 0, singleTotal: 0, e: 0, eTotal: 0, eSingle: 0, eSingleTotal: 0 };
const oTyped = { o: 0, oTotal: 0, oa: 0, oaTotal: 0, oaSingle: 0, oaSingleTotal: 0 };
const oTypedE = (word: string) => word.replaceAll('ё', 'е');
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
      typedNames.push({ typed, want });
      if (!reads(typed, want)) { finnish.e++; missed.push(`${typed} misses ${g} ${s}`); }
      const single = typed.split(' ').map(doubleTypedSingle).join(' ');
      if (single === typed) continue;
      finnish.eSingleTotal++;
      typedNames.push({ typed: single, want });
      if (!reads(single, want)) { finnish.eSingle++; missed.push(`${single} misses ${g} ${s}`); }
    }
  }
}
// `ö` typed `е` (`Вяйне Мякинен`), with `ä` typed `е` too (`Вейне Мекинен`), and double letters typed single too.
for (const g of FI_FIRST) {
  for (const s of FINNISH_SURNAMES) {
    const [given, surname] = [finnishInCyrillic(g), finnishInCyrillic(s)];
    if (!`${given}${surname}`.includes('ё')) continue;
    const want = personNameKey(`${g} ${s}`);
    for (const order of [[given, surname], [surname, given]]) {
      const o = order.map(oTypedE).join(' ');
      const oa = order.map((w) => aTypedE(oTypedE(w))).join(' ');
      const oaSingle = oa.split(' ').map(doubleTypedSingle).join(' ');
      oTyped.oTotal++;
      typedNames.push({ typed: o, want });
      if (!reads(o, want)) { oTyped.o++; missed.push(`${o} misses ${g} ${s}`); }
      if (oa !== o) {
        oTyped.oaTotal++;
        typedNames.push({ typed: oa, want });
        if (!reads(oa, want)) { oTyped.oa++; missed.push(`${oa} misses ${g} ${s}`); }
      }
      if (oaSingle !== oa) {
        oTyped.oaSingleTotal++;
        typedNames.push({ typed: oaSingle, want });
        if (!reads(oaSingle, want)) { oTyped.oaSingle++; missed.push(`${oaSingle} misses ${g} ${s}`); }
      }
    }
  }
}

// Other names taken: each typed name of the sets above in Cyrillic, against every demo name.
const demoKeys = new Set<string>();
for (const g of FI_FIRST) for (const s of FI_SURNAMES) demoKeys.add(personNameKey(`${g} ${s}`));
for (const g of [...EE_MALE_FIRST, ...EE_FEMALE_FIRST]) for (const s of EE_SURNAMES) demoKeys.add(personNameKey(`${g} ${s}`));
for (const [given, female] of [[LV_MALE_FIRST, 0], [LV_FEMALE_FIRST, 1]] as const) for (const g of given) for (const s of LV_SURNAMES) demoKeys.add(personNameKey(`${s[female]} ${g}`));
for (const [given, female] of [[RU_MALE_FIRST, 0], [RU_FEMALE_FIRST, 1]] as const) {
  for (const g of given) for (const s of RU_SURNAMES) { demoKeys.add(personNameKey(`${s.lv[female]} ${g.lv}`)); demoKeys.add(personNameKey(`${g.ee} ${s.ee[female]}`)); }
}
const demoWords = [...demoKeys].map((key) => ({ key, words: key.split(' ') }));
for (const [given, female] of [[LV_MALE_FIRST, 0], [LV_FEMALE_FIRST, 1]] as const) {
  for (const g of given) for (const s of LV_SURNAMES) typedNames.push({ typed: `${latvianInCyrillic(g)} ${latvianInCyrillic(s[female])}`, want: personNameKey(`${s[female]} ${g}`) });
}
for (const g of [...EE_MALE_FIRST, ...EE_FEMALE_FIRST]) for (const s of EE_SURNAMES) typedNames.push({ typed: `${estonianInCyrillic(g)} ${estonianInCyrillic(s)}`, want: personNameKey(`${g} ${s}`) });
for (const [given, female] of [[MALE, false], [FEMALE, true]] as const) {
  for (const g of given) for (const s of SURNAMES.map((row) => (female ? feminine(row) : row))) typedNames.push({ typed: `${g[2]} ${s[2]}`, want: personNameKey(`${g[1]} ${s[1]}`) });
}
for (const g of FI_FIRST) {
  for (const s of FINNISH_SURNAMES) {
    const typed = `${finnishInCyrillic(g)} ${finnishInCyrillic(s)}`;
    typedNames.push({ typed, want: personNameKey(`${g} ${s}`) }, { typed: typed.split(' ').map(doubleTypedSingle).join(' '), want: personNameKey(`${g} ${s}`) });
  }
}
// The Latvian reading of a masculine surname typed: every demo name it takes beside the woman meant,
// for each name typed in Cyrillic of the sets (the men's with either surname, the Russian, Estonian, Finnish ones).
for (const [given, female] of [[LV_MALE_FIRST, 0], [LV_FEMALE_FIRST, 1]] as const) {
  for (const g of given) for (const s of LV_SURNAMES) typedNames.push({ typed: `${latvianInCyrillic(g)} ${latvianInCyrillic(s[1 - female]!)}`, want: personNameKey(`${s[female]} ${g}`) });
}
let genderTaken = 0;
for (const { typed, want } of [...typedNames, ...womanTyped]) {
  const match = masculineTyped(personCheckNameKeys(typed));
  if (match === null) continue;
  for (const { key, words } of demoWords) {
    if (key !== want && match(words)) { genderTaken++; if (values.list) missed.push(`${typed} takes ${key} (meant ${want}) by the surname's gender`); }
  }
}
let taken = 0;
const takers = new Set<string>();
for (const { typed, want } of typedNames) {
  const match = loosely(typed);
  if (match === null) continue;
  for (const { key, words } of demoWords) {
    if (key !== want && match(words)) { taken++; takers.add(typed); if (values.list) missed.push(`${typed} takes ${key} (meant ${want})`); }
  }
}

if (values.list) console.log(missed.join('\n'));
console.log(`typed from another script or spelling: ${otherScript} of ${otherScriptTotal} miss the Latvian or Estonian spelling`);
console.log(`typed as one register writes it: ${otherRegister} of ${otherRegisterTotal} miss the other register's spelling`);
console.log(`a Latvian name typed in Cyrillic: ${latvian} of ${latvianTotal} miss the Latvian spelling`);
console.log(`a Latvian name typed in Cyrillic, the surname of the other gender: ${otherGender} of ${otherGenderTotal} miss the Latvian spelling`);
console.log(`a Latvian woman's name typed in Cyrillic with the masculine surname: ${woman.missed} of ${woman.total} miss the register's spelling at the birth date; other demo names taken so: ${genderTaken}`);
console.log(`an Estonian name typed in Cyrillic: ${estonian} of ${estonianTotal} miss the Estonian spelling`);
console.log(`a name of ö, å, ä typed in Cyrillic without marks: ${unmarked} of ${unmarkedTotal} miss the register's spelling`);
console.log(`a Finnish name typed in Cyrillic: ${finnish.practice} of ${finnish.practiceTotal} miss the register's spelling; its double letters typed single: ${finnish.single} of ${finnish.singleTotal}`);
console.log(`a Finnish name typed in Cyrillic, ä typed е: ${finnish.e} of ${finnish.eTotal} miss the register's spelling; its double letters typed single too: ${finnish.eSingle} of ${finnish.eSingleTotal}`);
console.log(`a Finnish name typed in Cyrillic, ö typed е: ${oTyped.o} of ${oTyped.oTotal} miss the register's spelling; ä typed е too: ${oTyped.oa} of ${oTyped.oaTotal}; its double letters typed single too: ${oTyped.oaSingle} of ${oTyped.oaSingleTotal}`);
console.log(`read at the birth date alone (the names of the day): ${looseOnly.count}; other demo names taken so: ${taken}, by ${takers.size} of ${typedNames.length} typed names`);
