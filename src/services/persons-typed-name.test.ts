// /persons/check and /persons/new-registrations: a name pasted from a web page (HTML character
// references) or typed with a title or form of address finds the person as the bare name does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { NotFoundError } from '../domain/errors.ts';
import { typedPersonName } from '../domain/person-name-typed.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const P = FIXTURE.persons;
let ctx: SeededServices;
before(() => { ctx = seededServices(); });
after(() => ctx.close());

test('a name with HTML character references finds the person, in the check and in new registrations', () => {
  const bare = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  for (const pasted of ['J&#257;nis B&#275;rzi&#326;&#353;', 'J&amacr;nis&nbsp;B&emacr;rzi&ncedil;&scaron;', 'Janis&#xA0;Berzins']) {
    const v = ctx.services.checkPerson(pasted, P.janis.birthDate, 50);
    assert.deepEqual(v.results, bare.results, pasted);
    assert.equal(v.person.name, pasted, 'the person is echoed as sent');
  }
  const recent = ctx.services.newRegistrations(P.janis.name, P.janis.birthDate, 24, 100, ctx.store.now);
  assert.deepEqual(ctx.services.newRegistrations('J&#257;nis&nbsp;B&#275;rzi&#326;&#353;', P.janis.birthDate, 24, 100, ctx.store.now).results, recent.results);
});

test('a title or form of address before or after the name finds the person; the birth date still decides', () => {
  const bare = ctx.services.checkPerson(P.janis.name, P.janis.birthDate, 50);
  for (const titled of ['Dr. Jānis Bērziņš', 'Prof. Dr. habil. Jānis Bērziņš', 'Bērziņš, Jānis, PhD', 'Jānis Bērziņš kungs', 'MR JANIS BERZINS', 'Hr Jānis Bērziņš']) {
    assert.deepEqual(ctx.services.checkPerson(titled, P.janis.birthDate, 50).results, bare.results, titled);
  }
  assert.throws(() => ctx.services.checkPerson('Dr. Jānis Bērziņš', '1980-01-02', 50), NotFoundError);
  const recent = ctx.services.newRegistrations(P.janis.name, P.janis.birthDate, 24, 100, ctx.store.now);
  assert.ok(recent.count > 0);
  assert.deepEqual(ctx.services.newRegistrations('Dr. Jānis Bērziņš', P.janis.birthDate, 24, 100, ctx.store.now).results, recent.results);
});

test('only titles at the edges are left out, and a name of titles only stays as typed', () => {
  assert.equal(typedPersonName('Jānis Bērziņš'), 'Jānis Bērziņš');
  assert.equal(typedPersonName('Petrovs, Sergejs'), 'Petrovs, Sergejs');
  assert.equal(typedPersonName('Dr. Jānis Bērziņš kungs'), 'Jānis Bērziņš');
  assert.equal(typedPersonName('Jānis Dr Bērziņš'), 'Jānis Dr Bērziņš');
  assert.equal(typedPersonName('Dr. Mr.'), 'Dr. Mr.');
  assert.equal(typedPersonName('Sergejs&nbsp;Petrovs'), 'Sergejs\u00A0Petrovs');
});
