// /persons/check and /persons/new-registrations: an Estonian name typed in Cyrillic as Russian text
// writes it (`Тыну Метс` for `Tõnu Mets`, `Индрек Вяли` for `Indrek Väli`, `Прийт Кыйв` for `Priit
// Kõiv`), as a Russian-speaking clerk in Estonia types it, found no one: folded as a Russian name it
// read `tynu`, `vyali`, `kyiv`. It is read as the Estonian name so transcribed where the name and its
// readings find no one; the birth date still decides. So is a Finnish name of Swedish letters the
// Estonian and Latvian registers name, as Russian text writes it (`Микко Острём` for `Mikko Åström`,
// `Ларс Эстерберг` for `Lars Österberg`), a word's first `о` as `å`, `э` as `ö` or `ä`.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { boardMemberRoles } from '../../test/helpers/seed-rows-people.ts';
import { estonianInCyrillicNameKeys } from '../domain/estonian-in-cyrillic.ts';

const C = FIXTURE.companies;
const TONU = '1979-03-16';
const VALI = '1988-08-20';
const KOIV = '1986-04-28';
const ULO = '1951-06-03';
const KAARIKU = '1962-02-14';
const KART = '1969-06-26';
const ASTROM = '1974-09-12';
const OSTERBERG = '1966-01-07';
const ANGSTROM = '1981-11-30';
const role = boardMemberRoles('estonian-cyrillic');

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: { person_roles: [
    role(C.eeEnergia, 'Tõnu Mets', TONU, 'ee.persons'),
    role(C.eeTaxDebtor, 'Indrek Väli', VALI, 'ee.persons'),
    role(C.eeEnergia, 'Priit Kõiv', KOIV, 'ee.persons'),
    role(C.lvGaze, 'Kõiv Priit', KOIV, 'lv.officers'),
    role(C.eeTaxDebtor, 'Ülo Sepp', ULO, 'ee.persons'),
    role(C.eeEnergia, 'Peeter Kääriku', KAARIKU, 'ee.persons'),
    // A role in a dump after RIK left personal codes out: no birth information at all.
    { ...role(C.eePohjaPuit, 'Kärt Jõgi', KART, 'ee.persons'), birth_date: null },
    role(C.eeEnergia, 'Mikko Åström', ASTROM, 'ee.persons'),
    role(C.eeTaxDebtor, 'Lars Österberg', OSTERBERG, 'ee.persons'),
    role(C.lvGaze, 'Ängström Anna', ANGSTROM, 'lv.officers'),
  ] } });
});

const companies = (v: { results: Array<{ country: string; regcode: string }> }) => v.results.map((r) => `${r.country}:${r.regcode}`);

test('an Estonian name typed in Cyrillic as Russian text writes it finds the person: ы as õ, я, ю after a consonant as ä, ü, й as j or i', () => {
  for (const [typed, birth, found] of [
    ['Тыну Метс', TONU, [`EE:${C.eeEnergia.regcode}`]],
    ['МЕТС ТЫНУ', TONU, [`EE:${C.eeEnergia.regcode}`]],
    ['Индрек Вяли', VALI, [`EE:${C.eeTaxDebtor.regcode}`]],
    ['Прийт Кыйв', KOIV, [`EE:${C.eeEnergia.regcode}`, `LV:${C.lvGaze.regcode}`]],
    // Ü at a name's start is ю as jü is: Юло is Ülo.
    ['Юло Сепп', ULO, [`EE:${C.eeTaxDebtor.regcode}`]],
    // A long ä, e as яэ, еэ.
    ['Пеэтер Кяэрику', KAARIKU, [`EE:${C.eeEnergia.regcode}`]],
  ] as const) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, birth, 50)), found, typed);
  }
  assert.throws(() => ctx.services.checkPerson('Тыну Метс', '1979-03-17', 50), NotFoundError, 'the birth date still decides');
});

test('new registrations know the person so typed', () => {
  const watched = ctx.services.newRegistrations('Индрек Вяли', VALI, 168, 100);
  assert.equal(watched.personKnown, true);
  assert.equal(ctx.services.newRegistrations('Микко Острём', ASTROM, 168, 100).personKnown, true);
});

test('a Finnish name of Swedish letters typed in Cyrillic as Russian text writes it finds the person: о as å, э as ö or ä at a word\'s start', () => {
  for (const [typed, birth, found] of [
    ['Микко Острём', ASTROM, [`EE:${C.eeEnergia.regcode}`]],
    ['Ларс Эстерберг', OSTERBERG, [`EE:${C.eeTaxDebtor.regcode}`]],
    ['Анна Энгстрём', ANGSTROM, [`LV:${C.lvGaze.regcode}`]],
  ] as const) {
    assert.deepEqual(companies(ctx.services.checkPerson(typed, birth, 50)), found, typed);
  }
  assert.throws(() => ctx.services.checkPerson('Микко Острём', '1974-09-13', 50), NotFoundError, 'the birth date still decides');
  // Read so only after the other readings: the Estonian reading alone is as before.
  assert.deepEqual(estonianInCyrillicNameKeys('Микко Острём'), ['mikko ostrom']);
  assert.deepEqual(estonianInCyrillicNameKeys('Микко Острём', { wordStart: true }), ['mikko ostrom', 'astrom mikko']);
});

test('a role RIK gives no birth date of is a candidate of the name so typed, as of the name in Latin letters', () => {
  assert.throws(() => ctx.services.checkPerson('Кярт Йыги', KART, 50), (e: unknown) => e instanceof NotFoundError
    && /the name alone matches 1 role whose register gives no birth date \(candidates=true lists them\)/.test(e.message));
  const answer = ctx.services.checkPerson('Кярт Йыги', KART, 50, undefined, null, { after: null });
  assert.deepEqual(answer.candidates!.map((r) => `${r.country}:${r.regcode} ${r.personName}`), [`EE:${C.eePohjaPuit.regcode} Kärt Jõgi`]);
  const watched = ctx.services.newRegistrations('Кярт Йыги', KART, 168, 100);
  assert.equal(watched.candidateRoles, 1);
});

test('the Estonian reading of a name typed in Cyrillic: the letters as the Estonian-Russian transcription writes them', () => {
  assert.deepEqual(estonianInCyrillicNameKeys('Кристьян Лыхмус'), ['kristjan lohmus']);
  assert.deepEqual(estonianInCyrillicNameKeys('Кярт Йыги'), ['jogi kart']);
  assert.deepEqual(estonianInCyrillicNameKeys('Юри Пыдер'), ['juri poder', 'poder uri']);
  assert.deepEqual(estonianInCyrillicNameKeys('Вяйнё Лехтонен'), ['lehtonen vaino']);
  // A name in Latin letters has none; one whose reading is the key as typed none either.
  assert.deepEqual(estonianInCyrillicNameKeys('Tõnu Mets'), []);
  assert.deepEqual(estonianInCyrillicNameKeys('Тармо Метс'), []);
});

test('a text of many words read in more than one way is read in a bounded number of spellings, and the check answers it', () => {
  // Each word beginning with э is read three ways, with ю two: 13 words of `Эло` were read in
  // 1.6 million spellings (9 s) and 40 in more than the machine could, the server answering no one.
  const many = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 'Эло' : 'Юло')).join(' ');
  const keys = estonianInCyrillicNameKeys(many, { wordStart: true });
  assert.ok(keys.length > 0 && keys.length <= 32, `${keys.length} keys`);
  // A name of three such words keeps every reading: 3 × 2 × 3 spellings.
  assert.equal(new Set(estonianInCyrillicNameKeys('Эло Юло Эло', { wordStart: true })).size >= 9, true);
  assert.throws(() => ctx.services.checkPerson(many, TONU, 50), NotFoundError);
});
