import { test } from 'node:test';
import assert from 'node:assert/strict';
import { personCheckNameKeys, transliteratedNameKeys } from './name-transliterations.ts';

const keysOf = (name: string) => new Set(transliteratedNameKeys(name));

test('a passport spelling reads as each register writes the name', () => {
  // Estonian, Latvian (with its endings) and Lithuanian spellings of one name.
  for (const [typed, written] of [
    ['Sergey Petrov', ['petrov sergei', 'petrovs sergejs', 'petrov sergej']],
    ['Alexey Kuznetsov', ['aleksei kuznetsov', 'aleksejs kuznecovs', 'aleksej kuznecov']],
    ['Yevgeny Smirnov', ['jevgeni smirnov', 'jevgenijs smirnovs', 'jevgenij smirnov']],
    ['Dmitriy Volkov', ['dmitri volkov', 'dmitrijs volkovs', 'dmitrij volkov']],
    ['Mikhail Denisov', ['denissov mihhail', 'denisovs mihails', 'denisov michail']],
    ['Yuri Fyodorov', ['fjodorov juri', 'fjodorovs jurijs', 'fjodorov jurij']],
    ['Andrey Shcherbakov', ['andrei stserbakov', 'andrejs scerbakovs', 'andrej scerbakov']],
    ['Nikolay Zhukov', ['nikolai zukov', 'nikolajs zukovs', 'nikolaj zukov']],
  ] as const) {
    const keys = keysOf(typed);
    for (const key of written) assert.ok(keys.has(key), `${typed}: ${key} among ${[...keys].join(' | ')}`);
  }
});

test('a woman\'s name keeps its ending; ia after a consonant is ja or ija as each register writes it', () => {
  for (const typed of ['Natalia Ivanova', 'Natalya Ivanova']) {
    const keys = keysOf(typed);
    assert.ok(keys.has('ivanova natalja'), `${typed}: Estonian`);
    assert.ok(keys.has('ivanova natalija'), `${typed}: Latvian, Lithuanian`);
  }
  const tatiana = keysOf('Tatiana Vasilyeva');
  for (const key of ['tatjana vassiljeva', 'tatjana vasiljeva']) assert.ok(tatiana.has(key), key);
});

test('one register\'s spelling reads as the others\'; the key as typed is never among them', () => {
  assert.ok(keysOf('Sergejs Petrovs').has('petrov sergei'), 'Latvian to Estonian');
  assert.ok(keysOf('Sergei Petrov').has('petrovs sergejs'), 'Estonian to Latvian');
  assert.ok(keysOf('Ivans Petrovs').has('ivan petrov'));
  for (const typed of ['Sergei Petrov', 'Sergejs Petrovs', 'Boriss Andrejevs']) {
    assert.ok(!keysOf(typed).has([...typed.toLowerCase().split(' ')].sort().join(' ')), typed);
  }
  // `-s` after a vowel is the name's own (Boris, Jonas), not a Latvian ending.
  assert.ok(!keysOf('Boris Jonas').has('bori jona'));
  assert.ok(transliteratedNameKeys('Maria Kask').length <= 8, 'at most 8 lookups');
  assert.deepEqual(transliteratedNameKeys('  '), []);
});

test('a name written in Cyrillic reads its ё as the registers write it (jo), and as е too', () => {
  const keys = keysOf('Пётр Фёдоров');
  for (const key of ['fjodorovs pjotrs', 'fjodorov pjotr', 'fedorovs petrs']) assert.ok(keys.has(key), `${key} among ${[...keys].join(' | ')}`);
  // Decomposed (е and a combining diaeresis), at a word's start and after a soft sign.
  assert.ok(keysOf('Пе\u0308тр Фе\u0308доров').has('fjodorovs pjotrs'));
  assert.ok(keysOf('Ёлкин Сергей').has('jolkins sergejs'));
  assert.ok(keysOf('Соловьёв Андрей').has('andrejs solovjovs'));
});

test('the Lithuanian reading writes ё, ю, я after a consonant as io, iu, ia; a typed Lithuanian spelling reads as the others write it', () => {
  // Lithuanian documents write Пётр Фёдоров `Piotr Fiodorov`, Людмила `Liudmila`, Вячеслав `Viačeslav`.
  for (const [typed, lt] of [
    ['Пётр Фёдоров', 'fiodorov piotr'], ['Pyotr Fyodorov', 'fiodorov piotr'], ['Pjotrs Fjodorovs', 'fiodorov piotr'],
    ['Lyudmila Kostyukova', 'kostiukova liudmila'], ['Vyacheslav Tyurin', 'tiurin viaceslav'], ['Вячеслав Тюрин', 'tiurin viaceslav'],
  ] as const) {
    const keys = keysOf(typed);
    assert.ok(keys.has(lt), `${typed}: ${lt} among ${[...keys].join(' | ')}`);
    assert.ok(keys.size <= 8, `${typed}: at most 8 lookups`);
  }
  // After a soft sign the Lithuanian register writes jo as the others do: Соловьёв is `Solovjov` there too.
  assert.ok(keysOf('Соловьёв Андрей').has('andrej solovjov'));
  // And the other way: the Lithuanian spelling finds the Latvian and Estonian ones.
  for (const key of ['fjodorovs pjotrs', 'fjodorov pjotr']) assert.ok(keysOf('Piotr Fiodorov').has(key), key);
  assert.ok(keysOf('Liudmila Ivanova').has('ivanova ljudmila'));
  // The Lithuanian ending -ius is no ю: Darius keeps his name.
  assert.ok(![...keysOf('Darius Kazlauskas')].some((k) => k.includes('darjus')));
});

test('read for the person check, an е sounded ye, ия, a surname\'s -eev and the Estonian tš are read as the registers write them', () => {
  const iotated = (name: string) => new Set(transliteratedNameKeys(name, undefined, { personCheck: true }));
  for (const [typed, written] of [
    ['Елена Орлова', ['jelena orlova']],
    ['Евгений Андреев', ['andrejev jevgeni', 'andrejevs jevgenijs', 'andrejev jevgenij']],
    ['Григорьев Сергей', ['grigorjevs sergejs']],
    ['Євген Шевченко', ['jevgen sevcenko']],
    ['Мария Иванова', ['ivanova marija']],
    ['Анастасия Алексеева', ['aleksejeva anastassia', 'aleksejeva anastasija']],
    ['ALEKSEEVA YULIIA', ['aleksejeva julia', 'aleksejeva julija']],
    ['Mariya Ivanova', ['ivanova marija']],
    ['Sergey Mikhaylov', ['mihhailov sergei', 'mihailovs sergejs']],
    ['Oksana Zaytseva', ['oksana zaitseva', 'oksana zaiceva']],
    ['Людмила Орлова', ['ljudmila orlova', 'ludmila orlova', 'liudmila orlova']],
    ['Vyacheslav Chernov', ['tsernov vjatseslav', 'cernovs vjaceslavs', 'cernov vjaceslav']],
    ['Вячеслав Егоров', ['jegorov vjatseslav', 'jegorovs vjaceslavs']],
    ['Andrey Shcherbakov', ['andrei stserbakov', 'andrejs scerbakovs', 'andrej scerbakov']],
  ] as const) {
    const keys = iotated(typed);
    for (const key of written) assert.ok(keys.has(key), `${typed}: ${key} among ${[...keys].join(' | ')}`);
  }
  // An е after a consonant is e (Петров), and the readings screening takes are as before.
  assert.ok(!iotated('Сергей Петров').has('petrovs sjergejs'));
  assert.ok(iotated('Сергей Петров').has('petrovs sergejs'));
  assert.deepEqual(transliteratedNameKeys('Елена Орлова'), []);
  assert.ok(!transliteratedNameKeys('Vyacheslav Chernov').includes('tsernov vjatseslav'));
  assert.ok(!transliteratedNameKeys('Sergey Mikhaylov').includes('mihhailov sergei'), 'screening reads y before a consonant as before');
  assert.ok(!transliteratedNameKeys('Lyudmila Orlova').includes('ludmila orlova'), 'and Lyudmila as before');
  // A short word is no surname in -eev: the Latvian Ieva reads as before.
  assert.deepEqual([...iotated('Liepiņa Ieva')], transliteratedNameKeys('Liepiņa Ieva'));
  assert.ok(iotated('Евгения Алексеева').size <= 8, 'at most 8 lookups');
});

test('read for the person check, a passport\'s dropped soft sign is the registers\' j, only where Russian writes one', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  for (const [typed, written] of [
    ['Sergey Grigorev', ['grigorjev sergei', 'grigorjevs sergejs']],
    ['Sergei Grigoriev', ['grigorjev sergei', 'grigorjevs sergejs']],
    ['VASILEVA OLGA', ['olga vassiljeva', 'olga vasiljeva']],
    ['Oleg Dementev', ['dementjev oleg', 'dementjevs olegs']],
    ['Egor Afanasev', ['afanasjev jegor', 'afanasjevs jegors']],
    ['Elena Vasileva', ['jelena vassiljeva', 'jelena vasiljeva']],
    ['Evgenii Vasilev', ['jevgeni vassiljev', 'jevgenijs vasiljevs']],
  ] as const) {
    const keys = iotated(typed);
    for (const key of written) assert.ok(keys.includes(key), `${typed}: ${key} among ${keys.join(' | ')}`);
  }
  // No ь before -ев after д, з, ц or two consonants: Лебедев, Князев, Зайцев, Яковлев.
  for (const typed of ['Yuri Lebedev', 'Oleg Knyazev', 'Oleg Zaitsev', 'Oleg Yakovlev', 'Anna Lebedeva']) {
    assert.ok(!iotated(typed).some((key) => /[a-z]je(vs?|va)\b/.test(key)), `${typed}: ${iotated(typed).join(' | ')}`);
  }
  // The readings there were before come first: the soft sign's follow them, within the cap (the
  // Lithuanian spellings after both).
  assert.deepEqual(iotated('Elena Vasileva').slice(0, 3), ['elena vassileva', 'jelena vassileva', 'jelena vasileva']);
  assert.deepEqual(iotated('Evgenii Vasilev').slice(0, 6),
    ['evgeni vassilev', 'evgenijs vasilevs', 'jevgeni vassilev', 'jevgenijs vasilevs', 'jevgeni vassiljev', 'jevgenijs vasiljevs']);
  assert.equal(transliteratedNameKeys('Sergey Grigorev').some((key) => key.includes('grigorj')), false, 'sanctions screening reads as before');
});

test('read for the person check, a passport\'s E is je word by word, and never in a word typed with marks', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  assert.deepEqual(iotated('Elena Eglīte'), ['eglite jelena']);
  assert.deepEqual(iotated('Elena Eglite'), ['jeglite jelena', 'eglite jelena', 'elena jeglite']);
  const evalds = iotated('Ēvalds Egorovs');
  assert.ok(evalds.includes('evalds jegorovs') && !evalds.some((key) => key.includes('jevald')), evalds.join(' | '));
});

test('read for the person check, an apostrophe inside a word is the soft sign\'s or the Ukrainian j, a name\'s own apostrophe is kept', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  for (const [typed, written] of [
    ["Grigor'ev Sergei", ['grigorjev sergei', 'grigorjevs sergejs', 'grigorjev sergej']],
    ['Vasil’eva Ol’ga', ['olga vassiljeva', 'olga vasiljeva']],
    ["Il'in Sergei", ['iljin sergei', 'iljins sergejs']],
    ["Mar'iana Kovalenko", ['kovalenko marjana', 'kovalenko marijana']],
    ["Мар'яна Коваленко", ['kovalenko marjana']],
  ] as const) {
    const keys = iotated(typed);
    for (const key of written) assert.ok(keys.includes(key), `${typed}: ${key} among ${keys.join(' | ')}`);
    assert.ok(!keys.some((key) => /\b(ev|evs|jev|eva|iana|ga|in)\b/.test(key)), `${typed}: no word split at the apostrophe: ${keys.join(' | ')}`);
  }
  // After a word's single letter (an elision) or a vowel, an apostrophe is the name's own.
  for (const typed of ["O'Brien Sean", "d'Artagnan Charles", "Ma'ruf Ali"]) {
    assert.deepEqual(iotated(typed), iotated(typed.replace(/'/g, ' ')), typed);
  }
  assert.deepEqual(transliteratedNameKeys("Grigor'ev Sergei"), transliteratedNameKeys('Grigor ev Sergei'), 'sanctions screening reads as before');
});

test('read for the person check, ё after a surname\'s soft sign, a passport\'s e, is also the registers\' jo, after every other reading', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  for (const [typed, written] of [
    ['Solovev Andrei', ['andrei solovjov', 'andrejs solovjovs']],
    ['Andrei Soloviev', ['andrei solovjov', 'andrejs solovjovs']],
    ['Соловьев Андрей', ['andrei solovjov', 'andrejs solovjovs']],
    ['VOROBEVA OLGA', ['olga vorobjova']],
    ['Elena Soloveva', ['jelena solovjova', 'elena solovjova']],
  ] as const) {
    const keys = iotated(typed);
    for (const key of written) assert.ok(keys.includes(key), `${typed}: ${key} among ${keys.join(' | ')}`);
  }
  // The readings there were keep their places (the Lithuanian after the Estonian and Latvian);
  // -rjev, -ljev have no ё after the soft sign.
  assert.deepEqual(iotated('Solovev Andrei').slice(0, 5), ['andrejs solovevs', 'andrei solovjev', 'andrejs solovjevs', 'andrei solovjov', 'andrejs solovjovs']);
  for (const typed of ['Sergey Grigorev', 'Olga Vasileva', 'Oleg Lebedev']) assert.ok(!iotated(typed).some((key) => key.includes('jov')), typed);
  assert.ok(!transliteratedNameKeys('Solovev Andrei').some((key) => key.includes('jov')), 'sanctions screening reads as before');
});

test('read for the person check, a man\'s name with a word\'s E and a surname\'s soft sign keeps the soft sign alone under its cap', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  // Эдуард is Eduard in every register: the soft sign alone is the reading that finds him.
  const eduard = iotated('Eduard Vasilev');
  for (const key of ['eduard vassiljev', 'eduards vasiljevs']) assert.ok(eduard.includes(key), `${key} among ${eduard.join(' | ')}`);
  assert.ok(iotated('Evgenii Egorov Vasilev').length <= 12, 'at most 12 lookups');
  // Sanctions screening keeps its cap of 8: a name of more readings reads as before.
  assert.equal(transliteratedNameKeys('Vyacheslav Kuznetsov').length, 8);
});

test('read for the person check, a Soviet double s is also the Latvian and Lithuanian single s, after every other reading', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  for (const [typed, written] of [
    ['Eduard Vassiliev', ['eduards vasiljevs']],
    ['Vassiljev Eduard', ['eduards vasiljevs', 'eduard vasiljev']],
    ['Aleksandr Vassiliev', ['aleksandrs vasiljevs']],
    ['Elena Vassilieva', ['jelena vasiljeva', 'elena vasiljeva']],
    ['Larissa Borissova', ['borisova larisa']],
  ] as const) {
    const keys = iotated(typed);
    for (const key of written) assert.ok(keys.includes(key), `${typed}: ${key} among ${keys.join(' | ')}`);
    assert.ok(keys.length <= 12, `${typed}: at most 12 lookups`);
  }
  // The readings there were keep their places, first: the single s only fills what the cap leaves.
  // Эдуард is never read Jeduard, whose readings had left the Lithuanian `Eduard Vasiljev` out.
  assert.deepEqual(iotated('Eduard Vassiliev'), [
    'eduard vassilijev', 'eduards vassilijevs', 'eduard vassiljev', 'eduards vassiljevs',
    'eduards vasiljevs', 'eduards vasilijevs', 'eduard vasiljev', 'eduard vasilijev',
  ]);
  assert.deepEqual(iotated('Vassiljev Eduard'), ['eduards vassiljevs', 'eduards vasiljevs', 'eduard vasiljev']);
  assert.deepEqual(iotated('Evgenii Egorov Vassiliev').slice(0, 12), [
    'egorov evgeni vassilijev', 'egorovs evgenijs vassilijevs', 'jegorov jevgeni vassilijev', 'jegorovs jevgenijs vassilijevs',
    'jegorov jevgeni vassiljev', 'jegorovs jevgenijs vassiljevs', 'egorov evgeni vassiljev', 'egorovs evgenijs vassiljevs',
    'egorov jevgeni vassilijev', 'egorovs jevgenijs vassilijevs', 'evgeni jegorov vassilijev', 'evgenijs jegorovs vassilijevs',
  ], 'a name whose Estonian and Latvian readings fill the cap keeps them all');
  // Only between vowels: the Latvian Boriss keeps its double s at the word's end.
  assert.deepEqual(iotated('Boriss Ivanovs'), ['boris ivanov']);
  // Sanctions screening reads as before.
  assert.deepEqual(transliteratedNameKeys('Eduard Vassiliev'), ['eduards vassilievs']);
  assert.deepEqual(transliteratedNameKeys('Vassiljev Eduard'), ['eduards vassiljevs']);
  assert.deepEqual(transliteratedNameKeys('Larissa Borissova'), []);
});

test('read for the person check, Fedorov, Alexander and the Latvian Ludmila are also the registers\' Fjodorov, Aleksandr and Ljudmila, after every other reading', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  for (const [typed, written] of [
    ['Sergei Fedorov', ['fjodorov sergei', 'fjodorovs sergejs']],
    ['Федорова Ольга', ['fjodorova olga']],
    ['Fedor Ivanov', ['fjodor ivanov', 'fjodors ivanovs']],
    ['Elena Fedorova', ['fjodorova jelena']],
    ['Alexander Petrov', ['aleksandr petrov', 'aleksandrs petrovs', 'aleksander petrov']],
    ['Aleksander Vasiliev', ['aleksandr vasiljev', 'aleksandrs vasiljevs']],
    ['Ludmila Petrova', ['ljudmila petrova']],
    ['Lubov Orlova', ['ljubov orlova']],
  ] as const) {
    const keys = iotated(typed);
    for (const key of written) assert.ok(keys.includes(key), `${typed}: ${key} among ${keys.join(' | ')}`);
    assert.ok(keys.length <= 12, `${typed}: at most 12 lookups`);
  }
  // Last: the readings of the name as typed keep their places ahead of them.
  assert.deepEqual(iotated('Sergei Fedorov').slice(0, 2), ['fedorovs sergejs', 'fjodorov sergei']);
  // The surname alone and its own words: Fedorenko, Fedotov, Lukas and Aleksandra read as before.
  for (const name of ['Fedorenko Olga', 'Fedotov Sergei', 'Lukas Petrov', 'Aleksandra Petrova']) {
    assert.ok(!iotated(name).some((key) => /fjod|aleksandr |lju/.test(key)), name);
  }
  // Sanctions screening reads as before.
  assert.ok(!transliteratedNameKeys('Sergei Fedorov').some((key) => key.includes('fjodorov')));
  assert.ok(!transliteratedNameKeys('Alexander Petrov').some((key) => key.includes('aleksandr ')));
  assert.deepEqual(transliteratedNameKeys('Ludmila Petrova'), []);
});

test('read for the person check, a double consonant is single as the Latvian register writes it; a double l, m, n or r also double, first', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  // A double b, c, d, f, g, h, k, p, t, v or z, which Latvian never writes, is single in its reading.
  assert.deepEqual(iotated('Mihhail Zahharov'), ['mihails zaharovs']);
  assert.ok(iotated('Filipp Kirillov').includes('filips kirillovs'));
  assert.ok(!iotated('Filipp Kirillov').includes('filipps kirillovs'));
  // A double l, m, n or r, which it writes where the sound is long (Alla) and single where not
  // (Genādijs, Kirils), is read both ways, the double first.
  for (const [typed, written] of [
    ['Gennady Petrov', ['gennadijs petrovs', 'genadijs petrovs', 'gennadi petrov']],
    ['Геннадий Фёдоров', ['fjodorovs gennadijs', 'fjodorovs genadijs', 'fjodorov gennadi']],
    ['Gennadii Fedorov', ['fjodorovs genadijs', 'fjodorov gennadi']],
    ['Filipp Kirillov', ['filips kirilovs']],
    ['Alla Smirnova', ['ala smirnova']],
  ] as const) {
    const keys = iotated(typed);
    for (const key of written) assert.ok(keys.includes(key), `${typed}: ${key} among ${keys.join(' | ')}`);
    assert.ok(keys.length <= 12, `${typed}: at most 12 lookups`);
  }
  assert.deepEqual(iotated('Gennady Petrov'), ['gennadi petrov', 'gennadijs petrovs', 'genadijs petrovs', 'gennadij petrov']);
  // Only the Latvian reading: the Estonian and Lithuanian keep theirs.
  assert.ok(!iotated('Gennady Petrov').some((key) => key.startsWith('genadi ') || key.startsWith('genadij ')));
  // Sanctions screening reads as before.
  assert.deepEqual(transliteratedNameKeys('Gennady Petrov'), ['gennadi petrov', 'gennadijs petrovs', 'gennadij petrov']);
  assert.deepEqual(transliteratedNameKeys('Mihhail Zahharov'), ['mihhails zahharovs']);
});

test('read for the person check, Petr, Artem, Semen and Alena as ICAO 9303 writes ё are also the registers\' Pjotr, Artjom, Semjon and Aljona; Aleksandr also the Estonian Aleksander', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  for (const [typed, written] of [
    ['Petr Ivanov', ['ivanov pjotr', 'ivanovs pjotrs']],
    ['Artem Smirnov', ['artjom smirnov', 'artjoms smirnovs']],
    ['Semen Orlov', ['orlov semjon', 'orlovs semjons']],
    ['Alena Petrova', ['aljona petrova']],
    ['Aleksandr Petrov', ['aleksander petrov']],
    ['Александр Петров', ['aleksander petrov']],
    // Each word read on its own: Fedorov as Fjodorov with Aleksandr, and with Aleksander.
    ['Aleksandr Fedorov', ['aleksandr fjodorov', 'aleksandrs fjodorovs', 'aleksander fjodorov', 'aleksander fedorov']],
    ['Alexander Fedorov', ['aleksandr fjodorov', 'aleksander fjodorov']],
  ] as const) {
    const keys = iotated(typed);
    for (const key of written) assert.ok(keys.includes(key), `${typed}: ${key} among ${keys.join(' | ')}`);
    assert.ok(keys.length <= 12, `${typed}: at most 12 lookups`);
  }
  // Last: the readings of the name as typed keep their places ahead of them.
  assert.deepEqual(iotated('Petr Ivanov').slice(0, 1), ['ivanovs petrs']);
  assert.deepEqual(iotated('Aleksandr Petrov'), ['aleksandrs petrovs', 'aleksander petrov', 'aleksanders petrovs']);
  // The cap holds where a name's own readings fill it: Aleksander takes only the space left.
  const vasiliev = iotated('Aleksandr Vasiliev');
  assert.equal(vasiliev.length, 12);
  assert.ok(vasiliev.includes('aleksandrs vasiljevs') && vasiliev.includes('aleksandr vassiljev'));
  // Whole words alone: Petra, Petrov, Semenova, Alenka read as before.
  for (const name of ['Petra Ivanova', 'Petrov Ivan', 'Semenko Olga', 'Alenka Orlova', 'Aleksandra Petrova']) {
    assert.ok(!iotated(name).some((key) => /pjotr|semjon|aljon|aleksander/.test(key)), name);
  }
  // Sanctions screening reads as before.
  assert.deepEqual(transliteratedNameKeys('Petr Ivanov'), ['ivanovs petrs']);
  assert.deepEqual(transliteratedNameKeys('Aleksandr Petrov'), ['aleksandrs petrovs']);
  assert.deepEqual(transliteratedNameKeys('Artem Semenov'), ['artems semenovs']);
  assert.deepEqual(transliteratedNameKeys('Alena Petrova'), []);
});

test('read for the person check, the Lithuanian spellings come after the Estonian and Latvian, whose roles it searches', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  // Lithuania publishes no persons' roles: the Latvian Vasiļjevs Vjačeslavs now fits under the cap.
  for (const typed of ['Vyacheslav Vasiliev', 'Вячеслав Васильев', 'VASILIEV VIACHESLAV']) {
    const keys = iotated(typed);
    assert.ok(keys.includes('vasiljevs vjaceslavs'), `${typed}: ${keys.join(' | ')}`);
    assert.ok(keys.includes('vassiljev vjatseslav'), `${typed}: the Estonian too`);
    assert.ok(keys.length <= 12, `${typed}: at most 12 lookups`);
  }
  assert.deepEqual(iotated('Sergey Petrov'), ['petrov sergei', 'petrovs sergejs', 'petrov sergej']);
  // A ya after a consonant as typed, which no register writes, takes no place: the Lithuanian
  // Vasiljev Viačeslav is under the cap.
  for (const typed of ['Vyacheslav Vasiliev', 'Natalya Ivanova']) {
    assert.ok(!iotated(typed).some((key) => /[^aeiouy]ya/.test(key)), `${typed}: ${iotated(typed).join(' | ')}`);
  }
  assert.ok(iotated('Vyacheslav Vasiliev').includes('vasiljev viaceslav'));
  // Still read where the cap leaves room, as a Latvian role may name a Lithuanian citizen so.
  assert.ok(iotated('Вячеслав Чернов').includes('cernov viaceslav'));
  // Sanctions screening reads as before.
  assert.deepEqual(transliteratedNameKeys('Vyacheslav Vasiliev'), ['vassiliev vjaceslav', 'vassiliev vyaceslav', 'vasilievs vijaceslavs',
    'vasilievs vjaceslavs', 'vasilievs vyaceslavs', 'vasiliev vijaceslav', 'vasiliev vjaceslav', 'vasiliev vyaceslav']);
});

test('read for the person check, the surnames Semenov and Artemov as ICAO 9303 writes ё are also the registers\' Semjonov and Artjomov', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  for (const [typed, written] of [
    ['Sergei Semenov', ['semjonov sergei', 'semjonovs sergejs']],
    ['Семенова Ольга', ['olga semjonova']],
    ['Artemov Igor', ['artjomov igor', 'artjomovs igors']],
    // Each word also alone, as a register may write one so and not the other.
    ['Artem Semenov', ['artjom semjonov', 'artjoms semjonovs', 'artjom semenov', 'artem semjonov']],
    ['Petr Fedorov', ['fjodorov pjotr', 'fedorov pjotr', 'fjodorovs petrs']],
  ] as const) {
    const keys = iotated(typed);
    for (const key of written) assert.ok(keys.includes(key), `${typed}: ${key} among ${keys.join(' | ')}`);
    assert.ok(keys.length <= 12, `${typed}: at most 12 lookups`);
  }
  // Last: the readings of the name as typed keep their places ahead of them.
  assert.deepEqual(iotated('Sergei Semenov').slice(0, 1), ['semenovs sergejs']);
  // Whole surnames alone: Semenenko, Artemenko read as before.
  for (const name of ['Semenenko Olga', 'Artemenko Igor']) assert.ok(!iotated(name).some((key) => /semjon|artjom/.test(key)), name);
  // Sanctions screening reads as before.
  assert.deepEqual(transliteratedNameKeys('Sergei Semenov'), ['semenovs sergejs', 'semenov sergej']);
});

test('read for the person check, a Latvian spelling is also the Estonian: х between vowels hh, ц and ч ts, a Russian double the Latvian writes single', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  for (const [typed, written] of [
    ['Zaharovs Sergejs', ['sergei zahharov']],
    ['Zaharova Olga', ['olga zahharova']],
    ['Mihails Petrovs', ['mihhail petrov']],
    ['Genādijs Petrovs', ['gennadi petrov']],
    ['Genadijs Zaharovs', ['gennadi zahharov']],
    ['Kirils Orlovs', ['kirill orlov']],
    ['Kuzņecovs Andrejs', ['andrei kuznetsov']],
    ['Vjačeslavs Petrovs', ['petrov vjatseslav']],
    ['Petrova Natālija', ['natalja petrova']],
    // And the other way: the Estonian Natalja is the Latvian Natālija, Gennadi Vassiljev Vasiļjevs Genādijs.
    ['Natalja Petrova', ['natalija petrova']],
    ['Gennadi Vassiljev', ['genadijs vasiljevs']],
  ] as const) {
    const keys = iotated(typed);
    for (const key of written) assert.ok(keys.includes(key), `${typed}: ${key} among ${keys.join(' | ')}`);
    assert.ok(keys.length <= 12, `${typed}: at most 12 lookups`);
  }
  // Only where the Latvian spelling has it: a word of h before a consonant or at its start keeps one h.
  assert.ok(!iotated('Hodakovs Mihkels').some((key) => key.includes('hh')), iotated('Hodakovs Mihkels').join(' | '));
  // Sanctions screening reads as before.
  assert.deepEqual(transliteratedNameKeys('Zaharovs Sergejs'), ['sergei zaharov', 'sergej zaharov']);
  assert.deepEqual(transliteratedNameKeys('Kuzņecovs Vjačeslavs'), ['kuznecov vjaceslav', 'kuznecov viaceslav']);
  assert.deepEqual(transliteratedNameKeys('Natalja Petrova'), ['natalia petrova']);
});

test('read for the person check, Алёна is also the Latvian Aļona, and Aļona typed the Estonian Aljona', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  for (const typed of ['Алёна Петрова', 'Alyona Petrova', 'Aljona Petrova', 'Alena Petrova', 'ALIONA PETROVA']) {
    assert.ok(iotated(typed).includes('alona petrova'), `${typed}: ${iotated(typed).join(' | ')}`);
  }
  // After the Estonian and Latvian readings there were: Ilja keeps the Latvian Iļja (the j of a soft sign) first.
  assert.deepEqual(iotated('Aljona Smirnova'), ['alona smirnova', 'aliona smirnova']);
  assert.ok(iotated('Ilja Petrovs')[0] === 'ilja petrov', iotated('Ilja Petrovs').join(' | '));
  for (const typed of ['Aļona Petrova', 'Petrova Aļona', 'PETROVA AĻONA']) {
    assert.ok(iotated(typed).includes('aljona petrova'), `${typed}: ${iotated(typed).join(' | ')}`);
  }
  // A Latvian name's own ņ before a: Kalniņa is no Kalninja.
  assert.ok(!iotated('Kalniņa Ieva').some((key) => key.includes('nj')), iotated('Kalniņa Ieva').join(' | '));
  // Sanctions screening reads as before.
  assert.deepEqual(transliteratedNameKeys('Alyona Petrova'), ['aljona petrova', 'aliona petrova']);
  assert.deepEqual(transliteratedNameKeys('Aļona Petrova'), []);
});

test('read for the person check, х is the Estonian hh between vowels alone, h elsewhere; Калниня the Latvian Kalniņa', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  for (const [typed, written] of [
    ['Mikhail Kharlamov', ['harlamov mihhail', 'harlamovs mihails']],
    ['Эндель Лахт', ['endel laht']],
    ['Bakhtin Oleg', ['bahtin oleg']],
    ['Gennady Zakharov', ['gennadi zahharov']],
    ['Илзе Калниня', ['ilze kalnina']],
  ] as const) {
    const keys = iotated(typed);
    for (const key of written) assert.ok(keys.includes(key), `${typed}: ${key} among ${keys.join(' | ')}`);
  }
  assert.ok(!iotated('Mikhail Kharlamov').some((key) => key.includes('hharlamov')));
  // Sanctions screening reads as before.
  assert.ok(transliteratedNameKeys('Mikhail Kharlamov').includes('hharlamov mihhail'));
});

test('read for the person check, a Latvian name typed in Cyrillic reads ля, ня, кя after a consonant as ļa, ņa, ķa, and its first ие as ie', () => {
  for (const [typed, key] of [['Янис Клявиньш', 'janis klavins'], ['Янис Клявинь', 'janis klavins'], ['Эгле Клявиня', 'egle klavina'],
    ['Иева Янсоне', 'ieva jansone'], ['Гунарс Кьегумс', 'gunars kegums'], ['Ильзе Плявиня', 'ilze plavina']] as const) {
    assert.ok(personCheckNameKeys(typed).includes(key), `${typed}: ${key} among ${personCheckNameKeys(typed).join(' | ')}`);
  }
  // After every reading there was: Клюев is the Latvian Kļujevs last, the readings before it as they were.
  assert.deepEqual(personCheckNameKeys('Андрей Клюев'),
    ['andrei klyuev', 'andrei kljujev', 'andrejs kljujevs', 'andrej kliujev', 'andrej kljujev', 'andrejs klujevs']);
  // Typed in Latin letters, an lj after a consonant is read as before.
  assert.ok(!personCheckNameKeys('Janis Kljavins').includes('janis klavins'));
  // Sanctions screening reads as before.
  assert.ok(!transliteratedNameKeys('Янис Клявиньш').includes('janis klavins'));
});

test('read for the person check, я after a consonant typed in Cyrillic is never ija, so Клявиньш Иева keeps Kļaviņš Ieva under the cap', () => {
  // A woman's given name beside a man's surname, as Russian text may keep a family's one form: its
  // Latvian reading was the 14th, and the 12 kept held kli-ja-vinš and kl-ya-vinš, which no register writes.
  for (const typed of ['Клявиньш Иева', 'Иева Клявиньш']) {
    const keys = personCheckNameKeys(typed);
    assert.ok(keys.includes('ieva klavins'), `${typed}: ieva klavins among ${keys.join(' | ')}`);
    assert.ok(!keys.slice(1).some((key) => /klija|klya/.test(key)), `${typed}: ${keys.join(' | ')}`);
  }
  // Вячеслав is the Latvian Vjačeslavs and the Lithuanian Viačeslav, never Vijačeslavs.
  assert.deepEqual(personCheckNameKeys('Вячеслав Чернов'),
    ['chernov vyacheslav', 'tsernov vjatseslav', 'cernovs vjaceslavs', 'cernov vjaceslav', 'cernov viaceslav']);
  // A soft sign before it, or ya typed in Latin letters, may be ья: Наталья, Natalya are the Latvian Natālija.
  for (const typed of ['Наталья Петрова', 'Natalya Petrova']) assert.ok(personCheckNameKeys(typed).includes('natalija petrova'), typed);
  // A word holding ья is read so beside one holding я alone: Дарья Клявиня is Darija Kļavinja, Darja Kļaviņa.
  const darja = personCheckNameKeys('Дарья Клявиня');
  assert.ok(darja.includes('darija kljavinja') && darja.includes('darja klavina') && !darja.slice(1).some((key) => key.includes('klija')), darja.join(' | '));
  // Sanctions screening reads as before.
  assert.ok(transliteratedNameKeys('Вячеслав Чернов').includes('cernovs vijaceslavs'));
});

test('read for the person check, a Latvian name typed in Cyrillic by its sound keeps its own ending -is, -us, -š', () => {
  const iotated = (name: string) => transliteratedNameKeys(name, undefined, { personCheck: true });
  for (const [typed, key] of [['Лацис Аиварс', 'aivars lacis'], ['Цирулис Артурс', 'arturs cirulis'], ['Аболиньш Рихардс', 'abolins rihards']] as const) {
    assert.ok(iotated(typed).includes(key), `${typed}: ${key} among ${iotated(typed).join(' | ')}`);
  }
  // After the readings there were: Борис is still the Latvian Boriss first; typed in Latin letters, as before.
  assert.deepEqual(iotated('Борис Иванов').slice(0, 1), ['boriss ivanovs']);
  assert.deepEqual(iotated('Boriss Ivanovs'), ['boris ivanov']);
  // Sanctions screening reads as before.
  assert.deepEqual(transliteratedNameKeys('Лацис Аиварс'), ['aivar latsis', 'aivars laciss', 'aivar lacis']);
});

test('read for the person check, a soft sign before я, ю, ё typed in Cyrillic is the Latvian j after ļ, ņ, never left out', () => {
  for (const [typed, junk, kept] of [['Наталья', 'natala', 'natalja'], ['Ульяна', 'ulana', 'uljana'], ['Илья Васильев', 'ila vasilevs', 'ilja vasiljevs']] as const) {
    const keys = personCheckNameKeys(typed);
    assert.ok(!keys.includes(junk) && keys.includes(kept), `${typed}: ${keys.join(' | ')}`);
  }
  // With no sign between, ля, ня are the Latvian ļa, ņa; typed in Latin letters the sign is not told.
  assert.ok(personCheckNameKeys('Алёна').includes('alona'));
  assert.ok(personCheckNameKeys('Калниня').includes('kalnina'));
  assert.ok(personCheckNameKeys('Alyona').includes('alona'));
});
