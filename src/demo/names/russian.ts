// Russian-origin names as each register writes them. The same Cyrillic name reaches the Latvian
// register Latvianised (Sergejs Petrovs, with case endings and ļ/ņ), the Estonian register in
// Estonian transliteration (Sergei Petrov, Mihhail with hh, Vjatšeslav with š). Row i of each
// list is the same Cyrillic name.

export interface RussianName { lv: string; ee: string }

export const RU_MALE_FIRST: readonly RussianName[] = [
  { lv: 'Sergejs', ee: 'Sergei' }, { lv: 'Aleksandrs', ee: 'Aleksandr' }, { lv: 'Dmitrijs', ee: 'Dmitri' },
  { lv: 'Andrejs', ee: 'Andrei' }, { lv: 'Jurijs', ee: 'Juri' }, { lv: 'Vladimirs', ee: 'Vladimir' },
  { lv: 'Igors', ee: 'Igor' }, { lv: 'Olegs', ee: 'Oleg' }, { lv: 'Nikolajs', ee: 'Nikolai' },
  { lv: 'Mihails', ee: 'Mihhail' }, { lv: 'Aleksejs', ee: 'Aleksei' }, { lv: 'Vitālijs', ee: 'Vitali' },
  { lv: 'Konstantīns', ee: 'Konstantin' }, { lv: 'Genādijs', ee: 'Gennadi' }, { lv: 'Jevgeņijs', ee: 'Jevgeni' },
  { lv: 'Vjačeslavs', ee: 'Vjatšeslav' },
];

export const RU_FEMALE_FIRST: readonly RussianName[] = [
  { lv: 'Jeļena', ee: 'Jelena' }, { lv: 'Tatjana', ee: 'Tatjana' }, { lv: 'Natālija', ee: 'Natalja' },
  { lv: 'Olga', ee: 'Olga' }, { lv: 'Irina', ee: 'Irina' }, { lv: 'Svetlana', ee: 'Svetlana' },
  { lv: 'Jekaterina', ee: 'Jekaterina' }, { lv: 'Marina', ee: 'Marina' }, { lv: 'Ludmila', ee: 'Ljudmila' },
  { lv: 'Anastasija', ee: 'Anastassia' }, { lv: 'Oksana', ee: 'Oksana' }, { lv: 'Jūlija', ee: 'Julia' },
];

/** Surnames as [male, female] in each register's spelling. */
export const RU_SURNAMES: ReadonlyArray<{ lv: readonly [string, string]; ee: readonly [string, string] }> = [
  { lv: ['Petrovs', 'Petrova'], ee: ['Petrov', 'Petrova'] },
  { lv: ['Ivanovs', 'Ivanova'], ee: ['Ivanov', 'Ivanova'] },
  { lv: ['Smirnovs', 'Smirnova'], ee: ['Smirnov', 'Smirnova'] },
  { lv: ['Kuzņecovs', 'Kuzņecova'], ee: ['Kuznetsov', 'Kuznetsova'] },
  { lv: ['Popovs', 'Popova'], ee: ['Popov', 'Popova'] },
  { lv: ['Vasiļjevs', 'Vasiļjeva'], ee: ['Vassiljev', 'Vassiljeva'] },
  { lv: ['Sokolovs', 'Sokolova'], ee: ['Sokolov', 'Sokolova'] },
  { lv: ['Mihailovs', 'Mihailova'], ee: ['Mihhailov', 'Mihhailova'] },
  { lv: ['Novikovs', 'Novikova'], ee: ['Novikov', 'Novikova'] },
  { lv: ['Fjodorovs', 'Fjodorova'], ee: ['Fjodorov', 'Fjodorova'] },
  { lv: ['Morozovs', 'Morozova'], ee: ['Morozov', 'Morozova'] },
  { lv: ['Volkovs', 'Volkova'], ee: ['Volkov', 'Volkova'] },
  { lv: ['Aleksejevs', 'Aleksejeva'], ee: ['Aleksejev', 'Aleksejeva'] },
  { lv: ['Lebedevs', 'Lebedeva'], ee: ['Lebedev', 'Lebedeva'] },
  { lv: ['Kozlovs', 'Kozlova'], ee: ['Kozlov', 'Kozlova'] },
  { lv: ['Jegorovs', 'Jegorova'], ee: ['Jegorov', 'Jegorova'] },
  { lv: ['Pavlovs', 'Pavlova'], ee: ['Pavlov', 'Pavlova'] },
  { lv: ['Orlovs', 'Orlova'], ee: ['Orlov', 'Orlova'] },
  { lv: ['Zaharovs', 'Zaharova'], ee: ['Zahharov', 'Zahharova'] },
  { lv: ['Žukovs', 'Žukova'], ee: ['Žukov', 'Žukova'] },
];
