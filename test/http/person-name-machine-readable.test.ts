// A passport's machine-readable name line copied whole, `P<LVABERZINS<<JANIS<<<<…` (ICAO 9303: the
// document's kind and issuing state against the surname), was read as the words `P`, `LVABERZINS`
// and `JANIS`, and the check said the name was one word; the name is read from the sixth letter on,
// as the line of an ID card writes it alone (`BERZINS<<JANIS`), on both person routes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PERSON } from './services.ts';
import { companiesListed, personRoutesAsked } from './person-typed-asked.ts';
import { machineReadableName } from '../../src/domain/person-name-machine-readable.ts';
import { foldText } from '../../src/domain/fold.ts';

const { ask } = personRoutesAsked();
const companies = companiesListed;

test('a passport\'s or card\'s machine-readable name line copied whole finds the person as the name does', async () => {
  // The name as the line writes it: surname first, `<<` before the given names, no marks.
  const [given, surname] = foldText(PERSON.name).toUpperCase().split(' ') as [string, string];
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    const alone = await ask(path, PERSON.name);
    assert.equal(alone.statusCode, 200, alone.body);
    for (const line of [`P<LVA${surname}<<${given}`.padEnd(44, '<'), `I<LVA${surname}<<${given}`.padEnd(36, '<')]) {
      const r = await ask(path, line);
      assert.equal(r.statusCode, 200, `${path} ${line}: ${r.body}`);
      assert.deepEqual(companies(r.body), companies(alone.body), `${path} ${line}`);
    }
  }
});

test('only a line that begins with a document\'s kind and < is read so', () => {
  for (const typed of ['PETROVS<<SERGEJS', 'PPLVABERZINS<<JANIS', 'P<LVA Bērziņš Jānis', 'Jānis Bērziņš']) assert.equal(machineReadableName(typed), typed, typed);
  assert.equal(machineReadableName('P<D<<MUSTERMANN<<ERIKA<<<<'), 'MUSTERMANN<<ERIKA<<<<');
});
