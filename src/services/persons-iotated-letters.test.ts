// /persons/check: a name of Russian origin typed in Cyrillic or as a passport writes it finds the
// person the registers list, where its iotated letters are written otherwise: `Елена`, `Андреев`
// and `Григорьев` sound `ye` (Estonian `Jelena`, Latvian `Andrejevs`, `Grigorjevs`), `Мария`,
// a passport's `Mariya` or `Mariia`, and `Alekseeva` are `Marija` and `Aleksejeva` there; a
// passport's `E` for `Е` at a word's start (`Elena`, `Evgenii Egorov`) is the registers' `Je`, word
// by word (`Elena Eglīte`, a Latvian surname, is `Eglīte Jeļena`); a surname's soft sign a passport
// drops or writes i (`Grigorev`, `Grigoriev` for `Григорьев`) is the registers' j; and `ч`,
// a passport's `ch`, is the Estonian register's `tš` (`Vjatšeslav Tšernov`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';
import { personCheckNameKeys } from '../domain/name-transliterations.ts';

const C = FIXTURE.companies;
const JELENA = '1982-04-21';
const SERGEJS = '1971-03-09';
const MARIJA = '1990-07-15';
const VJATSESLAV = '1968-12-01';
const EVGENII = '1975-08-30';
const VASILJEVA = '1984-11-02';
const EGLITE = '1992-05-17';
const JULIA = '1996-10-19';
const ANASTASSIA = '1952-04-01';
const MIHHAILOV = '1977-03-14';
const LJUDMILA = '1963-08-05';
const FJODOROV = '1970-02-11';
const GENADIJS = '1966-09-27';
const PJOTR = '1974-06-12';
const ALEKSANDER = '1981-01-23';
const VJACESLAVS = '1969-04-08';
const SEMJONOV = '1979-10-14';
const ALJONA = '1988-02-29';
const KUZNETSOV = '1973-05-06';
const NATALJA = '1985-12-24';
const EDUARD = '1964-07-07';
const VIACESLAV = '1971-09-13';
const HARLAMOV = '1959-03-30';
const LAHT = '1958-07-14';
const KALNINA = '1971-03-15';
const LACIS = '1972-06-13';
const KLAVINS = '1966-11-04';
const KLAVINA = '1993-01-28';

const role = boardMemberRoles('iotated');

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    role(C.eeEnergia, 'Jelena Orlova', JELENA, 'ee.persons'),
    role(C.lvGaze, 'Orlova Jeļena', JELENA, 'lv.officers'),
    role(C.lvKekava, 'Grigorjevs Sergejs', SERGEJS, 'lv.officers'),
    role(C.eeTaxDebtor, 'Sergei Andrejev', SERGEJS, 'ee.persons'),
    role(C.lvBalticLogistics, 'Aleksejeva Marija', MARIJA, 'lv.officers'),
    role(C.eeEnergia, 'Vjatšeslav Tšernov', VJATSESLAV, 'ee.persons'),
    role(C.lvGaze, 'Černovs Vjačeslavs', VJATSESLAV, 'lv.officers'),
    role(C.lvKekava, 'Černov Viačeslav', VJATSESLAV, 'lv.officers'),
    role(C.eeTaxDebtor, 'Jevgeni Jegorov', EVGENII, 'ee.persons'),
    role(C.lvKekava, 'Jegorovs Jevgeņijs', EVGENII, 'lv.officers'),
    role(C.eeEnergia, 'Jelena Vassiljeva', VASILJEVA, 'ee.persons'),
    role(C.lvGaze, 'Vasiļjeva Jeļena', VASILJEVA, 'lv.officers'),
    role(C.lvKekava, 'Eglīte Jeļena', EGLITE, 'lv.officers'),
    role(C.eeEnergia, 'Julia Ivanova', JULIA, 'ee.persons'),
    role(C.lvGaze, 'Ivanova Jūlija', JULIA, 'lv.officers'),
    role(C.eeTaxDebtor, 'Anastassia Žukova', ANASTASSIA, 'ee.persons'),
    role(C.eeTaxDebtor, 'Sergei Mihhailov', MIHHAILOV, 'ee.persons'),
    role(C.lvKekava, 'Mihailovs Sergejs', MIHHAILOV, 'lv.officers'),
    role(C.eeEnergia, 'Ljudmila Smirnova', LJUDMILA, 'ee.persons'),
    role(C.lvGaze, 'Smirnova Ļudmila', LJUDMILA, 'lv.officers'),
    role(C.eeTaxDebtor, 'Aleksandr Fjodorov', FJODOROV, 'ee.persons'),
    role(C.lvKekava, 'Fjodorovs Aleksandrs', FJODOROV, 'lv.officers'),
    role(C.eeEnergia, 'Gennadi Zahharov', GENADIJS, 'ee.persons'),
    role(C.lvGaze, 'Zaharovs Genādijs', GENADIJS, 'lv.officers'),
    role(C.eeEnergia, 'Pjotr Ivanov', PJOTR, 'ee.persons'),
    role(C.lvKekava, 'Ivanovs Pjotrs', PJOTR, 'lv.officers'),
    role(C.eeTaxDebtor, 'Aleksander Volkov', ALEKSANDER, 'ee.persons'),
    role(C.lvGaze, 'Volkovs Aleksandrs', ALEKSANDER, 'lv.officers'),
    role(C.lvBalticLogistics, 'Vasiļjevs Vjačeslavs', VJACESLAVS, 'lv.officers'),
    role(C.eeEnergia, 'Artjom Semjonov', SEMJONOV, 'ee.persons'),
    role(C.lvKekava, 'Semjonovs Artjoms', SEMJONOV, 'lv.officers'),
    role(C.eeTaxDebtor, 'Aljona Petrova', ALJONA, 'ee.persons'),
    role(C.lvBalticLogistics, 'Petrova Aļona', ALJONA, 'lv.officers'),
    role(C.eeEnergia, 'Vjatšeslav Kuznetsov', KUZNETSOV, 'ee.persons'),
    role(C.lvKekava, 'Kuzņecovs Vjačeslavs', KUZNETSOV, 'lv.officers'),
    role(C.eeTaxDebtor, 'Natalja Ivanova', NATALJA, 'ee.persons'),
    role(C.lvGaze, 'Ivanova Natālija', NATALJA, 'lv.officers'),
    // A Lithuanian citizen, written in the Latvian register as his Lithuanian document writes him.
    role(C.lvKekava, 'Vasiljev Eduard', EDUARD, 'lv.officers'),
    role(C.lvGaze, 'Vasiljev Viačeslav', VIACESLAV, 'lv.officers'),
    role(C.eeEnergia, 'Mihhail Harlamov', HARLAMOV, 'ee.persons'),
    role(C.lvKekava, 'Harlamovs Mihails', HARLAMOV, 'lv.officers'),
    role(C.eeTaxDebtor, 'Endel Laht', LAHT, 'ee.persons'),
    role(C.lvGaze, 'Kalniņa Ilze', KALNINA, 'lv.officers'),
    role(C.lvBalticLogistics, 'Lācis Aivars', LACIS, 'lv.officers'),
    role(C.lvKekava, 'Kļaviņš Jānis', KLAVINS, 'lv.officers'),
    role(C.lvGaze, 'Kļaviņa Ieva', KLAVINA, 'lv.officers'),
  ] } });
});
after(() => ctx.close());

const companies = (v: { results: Array<{ country: string; regcode: string }> }) => v.results.map((r) => `${r.country}:${r.regcode}`);

test('an е sounded ye, typed in Cyrillic, finds the person as each register writes it', () => {
  for (const typed of ['Елена Орлова', 'ОРЛОВА ЕЛЕНА']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, JELENA, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
  }
  assert.deepEqual(companies(ctx.services.checkPerson('Сергей Григорьев', SERGEJS, 50)), [`LV:${C.lvKekava.regcode}`]);
  assert.deepEqual(companies(ctx.services.checkPerson('Андреев Сергей', SERGEJS, 50)), [`EE:${C.eeTaxDebtor.regcode}`]);
  assert.throws(() => ctx.services.checkPerson('Елена Орлова', '1982-04-22', 50), NotFoundError, 'the birth date still decides');
});

test('an е at a word\'s start as a passport writes it, E, finds the person the registers write with Je', () => {
  for (const typed of ['Elena Orlova', 'ORLOVA ELENA']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, JELENA, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
  }
  assert.deepEqual(companies(ctx.services.checkPerson('Evgenii Egorov', EVGENII, 50)), [`EE:${C.eeTaxDebtor.regcode}`, `LV:${C.lvKekava.regcode}`]);
  assert.throws(() => ctx.services.checkPerson('Elena Orlova', '1982-04-22', 50), NotFoundError, 'the birth date still decides');
  assert.equal(ctx.services.newRegistrations('Elena Orlova', JELENA, 24, 100).personKnown, true);
});

test('a surname\'s soft sign a passport drops or writes i finds the person the registers write with j', () => {
  for (const typed of ['Sergey Grigorev', 'Sergei Grigoriev', 'GRIGOREV SERGEI']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, SERGEJS, 50)), [`LV:${C.lvKekava.regcode}`], typed);
  }
  // ICAO 9303 as a Russian passport writes Елена Васильева: both the E and the soft sign.
  for (const typed of ['Elena Vasileva', 'VASILEVA ELENA']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, VASILJEVA, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
  }
  assert.throws(() => ctx.services.checkPerson('Elena Vasileva', '1984-11-03', 50), NotFoundError, 'the birth date still decides');
  assert.equal(ctx.services.newRegistrations('Sergey Grigorev', SERGEJS, 24, 100).personKnown, true);
});

test('a passport\'s E is read word by word: a Russian given name beside a Latvian surname', () => {
  for (const typed of ['Elena Eglīte', 'Elena Eglite', 'EGLITE ELENA']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, EGLITE, 50)), [`LV:${C.lvKekava.regcode}`], typed);
  }
  assert.equal(ctx.services.newRegistrations('Elena Eglīte', EGLITE, 24, 100).personKnown, true);
});

test('ия, a passport\'s iya or iia, and -eeva after a vowel find the person the register writes with ija and -jeva', () => {
  for (const typed of ['Мария Алексеева', 'Mariya Alekseeva', 'ALEKSEEVA MARIIA', 'Maria Alekseyeva']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, MARIJA, 50)), [`LV:${C.lvBalticLogistics.regcode}`], typed);
  }
});

test('ия, typed in Cyrillic or as a passport writes it, finds the person the Estonian register writes with ia and the Latvian with ija', () => {
  for (const typed of ['Юлия Иванова', 'Yuliya Ivanova', 'IVANOVA IULIIA', 'Yulia Ivanova', 'Jūlija Ivanova']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, JULIA, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
  }
  for (const typed of ['Анастасия Жукова', 'Anastasiya Zhukova', 'Anastasiia Zhukova', 'Anastasia Zhukova']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, ANASTASSIA, 50)), [`EE:${C.eeTaxDebtor.regcode}`], typed);
  }
  // Read so after its ia alone: Mariya is never the Estonian and Finnish Marja.
  assert.ok(!personCheckNameKeys('Mariya Alekseeva').includes('aleksejeva marja'));
  assert.equal(ctx.services.newRegistrations('Анастасия Жукова', ANASTASSIA, 24, 100).personKnown, true);
});

test('й before a consonant as a passport may write it, y, finds the person the registers write with i', () => {
  for (const typed of ['Sergey Mikhaylov', 'MIKHAYLOV SERGEY', 'Sergey Mikhailov', 'Сергей Михайлов']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, MIHHAILOV, 50)), [`EE:${C.eeTaxDebtor.regcode}`, `LV:${C.lvKekava.regcode}`], typed);
  }
  assert.equal(ctx.services.newRegistrations('Sergey Mikhaylov', MIHHAILOV, 24, 100).personKnown, true);
});

test('Л before ю at a name\'s start finds the person the Latvian register writes with Ļ, the Estonian with Lj', () => {
  for (const typed of ['Людмила Смирнова', 'Lyudmila Smirnova', 'SMIRNOVA LIUDMILA', 'Ljudmila Smirnova']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, LJUDMILA, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
  }
  // Inside a word lj is the soft sign's, which the Latvian register writes ļj: Vasiļjeva keeps it.
  assert.ok(personCheckNameKeys('Vasilyeva Olga').includes('olga vasiljeva'));
});

test('Fedorov and Alexander, as a passport or English writes them, find the person the registers write Fjodorov and Aleksandr; the Latvian Ludmila the Estonian Ljudmila', () => {
  for (const typed of ['Alexander Fedorov', 'FEDOROV ALEKSANDER', 'Александр Федоров', 'Aleksandr Fedorov', 'Alexander Fyodorov']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, FJODOROV, 50)), [`EE:${C.eeTaxDebtor.regcode}`, `LV:${C.lvKekava.regcode}`], typed);
  }
  assert.equal(ctx.services.newRegistrations('Alexander Fedorov', FJODOROV, 24, 100).personKnown, true);
  for (const typed of ['Ludmila Smirnova', 'Smirnova Ludmila']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, LJUDMILA, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
  }
});

test('a double consonant the Latvian register writes single, Gennady or the Estonian Zahharov, finds the person there (Genādijs, Zaharovs)', () => {
  for (const typed of ['Gennady Zakharov', 'Геннадий Захаров', 'GENNADII ZAKHAROV', 'Gennadi Zahharov']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, GENADIJS, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
  }
  assert.equal(ctx.services.newRegistrations('Gennady Zakharov', GENADIJS, 24, 100).personKnown, true);
});

test('the Latvian spelling, Genādijs Zaharovs, finds the person the Estonian register writes with the Russian double, Gennadi Zahharov', () => {
  for (const typed of ['Zaharovs Genādijs', 'Genadijs Zaharovs', 'ZAHAROVS GENADIJS']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, GENADIJS, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
  }
  assert.equal(ctx.services.newRegistrations('Zaharovs Genādijs', GENADIJS, 24, 100).personKnown, true);
});

test('the Latvian c and č, Kuzņecovs Vjačeslavs, find the person the Estonian register writes with ts and tš', () => {
  for (const typed of ['Kuzņecovs Vjačeslavs', 'Vjaceslavs Kuznecovs', 'Vyacheslav Kuznetsov', 'Вячеслав Кузнецов']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, KUZNETSOV, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvKekava.regcode}`], typed);
  }
});

test('Natālija and Natalja, the Latvian and Estonian Наталья, find each other', () => {
  for (const typed of ['Ivanova Natālija', 'Natalja Ivanova', 'Natalya Ivanova', 'Наталья Иванова']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, NATALJA, 50)), [`EE:${C.eeTaxDebtor.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
  }
});

test('Алёна finds the person the Latvian register writes Aļona and the Estonian Aljona; Aļona typed finds both', () => {
  for (const typed of ['Алёна Петрова', 'Alyona Petrova', 'Aljona Petrova', 'Alena Petrova', 'Petrova Aļona', 'PETROVA AĻONA']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, ALJONA, 50)), [`EE:${C.eeTaxDebtor.regcode}`, `LV:${C.lvBalticLogistics.regcode}`], typed);
  }
  assert.equal(ctx.services.newRegistrations('Alyona Petrova', ALJONA, 24, 100).personKnown, true);
  assert.throws(() => ctx.services.checkPerson('Alyona Petrova', '1988-03-01', 50), NotFoundError, 'the birth date still decides');
});

test('Eduard Vassiliev, as a Soviet passport writes Эдуард Васильев, finds the Lithuanian spelling Vasiljev Eduard', () => {
  for (const typed of ['Eduard Vassiliev', 'Эдуард Васильев', 'Eduard Vasilev']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, EDUARD, 50)), [`LV:${C.lvKekava.regcode}`], typed);
  }
});

test('Vyacheslav Vasiliev, as an English-language passport writes it, finds the Lithuanian spelling Vasiljev Viačeslav', () => {
  for (const typed of ['Vyacheslav Vasiliev', 'VASILIEV VYACHESLAV']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, VIACESLAV, 50)), [`LV:${C.lvGaze.regcode}`], typed);
  }
});

test('х, typed kh or in Cyrillic, finds the person the Estonian register writes with h at a word\'s start or before a consonant', () => {
  for (const typed of ['Mikhail Kharlamov', 'Михаил Харламов', 'KHARLAMOV MIKHAIL']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, HARLAMOV, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvKekava.regcode}`], typed);
  }
  assert.deepEqual(companies(ctx.services.checkPerson('Эндель Лахт', LAHT, 50)), [`EE:${C.eeTaxDebtor.regcode}`]);
});

test('a Latvian name typed in Cyrillic with ня for ņa, Илзе Калниня, finds Kalniņa Ilze', () => {
  assert.deepEqual(companies(ctx.services.checkPerson('Илзе Калниня', KALNINA, 50)), [`LV:${C.lvGaze.regcode}`]);
});

test('a Latvian name typed in Cyrillic, Лацис Аиварс, finds Lācis Aivars: its own ending is no Russian name\'s', () => {
  for (const typed of ['Лацис Аиварс', 'Аиварс Лацис']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, LACIS, 50)), [`LV:${C.lvBalticLogistics.regcode}`], typed);
  }
});

test('a Latvian name typed in Cyrillic with ля after a consonant and нь, Янис Клявиньш, finds Kļaviņš Jānis; Иева Клявиня Kļaviņa Ieva', () => {
  for (const typed of ['Янис Клявиньш', 'Клявиньш Янис', 'Янис Клявинь', 'КЛЯВИНЬШ ЯНИС']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, KLAVINS, 50)), [`LV:${C.lvKekava.regcode}`], typed);
  }
  for (const typed of ['Иева Клявиня', 'Клявиня Иева']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, KLAVINA, 50)), [`LV:${C.lvGaze.regcode}`], typed);
  }
  assert.throws(() => ctx.services.checkPerson('Янис Клявиньш', '1966-11-05', 50), NotFoundError, 'the birth date still decides');
});

test('Petr, as ICAO 9303 writes Пётр, finds the person the registers write Pjotr and Pjotrs; Aleksandr the Estonian Aleksander', () => {
  for (const typed of ['Petr Ivanov', 'IVANOV PETR', 'Пётр Иванов', 'Pyotr Ivanov']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, PJOTR, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvKekava.regcode}`], typed);
  }
  assert.equal(ctx.services.newRegistrations('Petr Ivanov', PJOTR, 24, 100).personKnown, true);
  for (const typed of ['Aleksandr Volkov', 'Александр Волков', 'Alexander Volkov', 'Aleksander Volkov']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, ALEKSANDER, 50)), [`EE:${C.eeTaxDebtor.regcode}`, `LV:${C.lvGaze.regcode}`], typed);
  }
});

test('ч, typed in Cyrillic or as ch, finds the person as the Estonian register writes it (tš), the Latvian (č) and a Lithuanian document (ia)', () => {
  for (const typed of ['Вячеслав Чернов', 'Vyacheslav Chernov', 'CHERNOV VIACHESLAV']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, VJATSESLAV, 50)),
      [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvGaze.regcode}`, `LV:${C.lvKekava.regcode}`], typed);
  }
});

test('Vyacheslav Vasiliev finds the Latvian Vasiļjevs Vjačeslavs: the Lithuanian spellings take no place of the Latvian', () => {
  for (const typed of ['Vyacheslav Vasiliev', 'Вячеслав Васильев', 'Viacheslav Vasilev']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, VJACESLAVS, 50)), [`LV:${C.lvBalticLogistics.regcode}`], typed);
  }
});

test('Semenov, as ICAO 9303 writes Семёнов, finds the person the registers write Semjonov and Semjonovs', () => {
  for (const typed of ['Artem Semenov', 'Семенов Артем', 'ARTEM SEMENOV']) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, SEMJONOV, 50)), [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvKekava.regcode}`], typed);
  }
});

test('new registrations know the person by the same readings', () => {
  assert.equal(ctx.services.newRegistrations('Елена Орлова', JELENA, 24, 100).personKnown, true);
  assert.equal(ctx.services.newRegistrations('Mariya Alekseeva', MARIJA, 24, 100).personKnown, true);
});
