// /persons/check: a company's name sent as the person's (`SIA Rīgas Koks`, `Kyrenia Maritime
// Holdings Ltd`) was told the bare 404 of a person with no company, which reads as a company
// without ties. Its 404 now says the name looks like a company's and where a company owner's
// holdings are listed; a person's name whose letters a form may share is told as before. New
// registrations, which answer an unknown person 200 with personKnown false, say it in nameHint.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

function notFoundDetail(name: string, birthDate = '1980-01-01'): string {
  try {
    ctx.services.checkPerson(name, birthDate, 50);
  } catch (e) {
    assert.ok(e instanceof NotFoundError, `${name}: ${String(e)}`);
    return e.message;
  }
  assert.fail(`${name} found someone`);
}

test('a company name holding a legal form is told it looks like a company\'s, and where holdings are listed', () => {
  for (const [name, form] of [
    ['SIA Rīgas Koks', 'SIA'], ['SIA "Rīgas Koks"', 'SIA'], ['Kyrenia Maritime Holdings Ltd', 'Ltd'], ['AS Tallinna Vesi', 'AS'],
    ['Metsapuu OÜ', 'OÜ'], ['UAB Grigeo', 'UAB'], ['Pohjolan Puu Oy', 'Oy'], ['Nokia Oyj', 'Oyj'], ['Baltic Holz GmbH', 'GmbH'],
    ['Osaühing Metsapuu', 'Osaühing'], ['Sabiedrība ar ierobežotu atbildību Koks', 'Sabiedrība ar ierobežotu atbildību'],
  ]) {
    const detail = notFoundDetail(name!);
    assert.match(detail, new RegExp(`the name looks like a company's, holding the legal form ${form}, and the person check finds natural persons only`), name);
    assert.match(detail, /\/holders\/\{holderRegcode\}\/holdings/, name);
    assert.match(detail, /\/companies\/search\?q=<name> finds the company, and in holdersAbroad/, name);
  }
});

test('a person\'s name that holds a form\'s letters, or none, is told no company hint', () => {
  // Ou, Tu, Ay and Żuk are surnames, Sia and Fie given names; a name all in capitals writes every word so.
  for (const name of ['Ou Wei', 'Tu Anh', 'Hasan Ay', 'Andrzej Żuk', 'Sia Furler', 'Fie Hansen', 'ANNA AS', 'Mari-Liis Kask', 'Nobody Nowhere']) {
    assert.doesNotMatch(notFoundDetail(name), /looks like a company's/, name);
  }
  // The person asked for with the wrong birth date: the 404 as before, and what to check.
  const wrongDay = notFoundDetail(FIXTURE.persons.janis.name, '1980-01-02');
  assert.doesNotMatch(wrongDay, /company's/);
  assert.match(wrongDay, /; check the birth date, which must match the register's exactly \(day and month not swapped\), and the letters of the name: word order, case and diacritics do not matter$/);
  // A 404 the name explains is told that alone.
  assert.doesNotMatch(notFoundDetail('SIA Rīgas Koks'), /check the birth date/);
});

test('new registrations of a company name say in nameHint what the person check\'s 404 says; of a person\'s name, nothing', () => {
  for (const [name, form] of [['SIA Rīgas Koks', 'SIA'], ['Kyrenia Maritime Holdings Ltd', 'Ltd'], ['Osaühing Metsapuu', 'Osaühing']]) {
    const watched = ctx.services.newRegistrations(name!, '1980-01-01', 24, 100);
    assert.equal(watched.personKnown, false, name);
    assert.equal(watched.count, 0, name);
    assert.match(watched.nameHint ?? '', new RegExp(`^The name looks like a company's, holding the legal form ${form}, and the person check finds natural persons only: .*/holders/\\{holderRegcode\\}/holdings.*holds\\.$`), name);
  }
  // One word, and initials beside one word, as the 404 says them.
  assert.match(ctx.services.newRegistrations('Bērziņš', '1980-01-01', 24, 100).nameHint ?? '', /^The name is one word, .*in either order\.$/);
  assert.match(ctx.services.newRegistrations('J. Bērziņš', '1980-01-01', 24, 100).nameHint ?? '', /^The name holds one whole word beside initials/);
  for (const name of ['Sia Furler', 'Ou Wei', 'Nobody Nowhere']) {
    assert.equal(ctx.services.newRegistrations(name, '1980-01-01', 24, 100).nameHint, undefined, name);
  }
  // A person known is told nothing of the name.
  const janis = ctx.services.newRegistrations(FIXTURE.persons.janis.name, FIXTURE.persons.janis.birthDate, 24, 100);
  assert.equal(janis.personKnown, true);
  assert.equal(janis.nameHint, undefined);
});
