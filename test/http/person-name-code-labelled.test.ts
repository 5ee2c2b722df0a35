// A personal code or birth date pasted after the name behind a label of two words or more
// (`Jānis Bērziņš, personas kods 010180-12345`, `…, p.k. …`, `…, date of birth 01.01.1980`, as a
// contract or a register extract writes who a party is) was a 400 saying the name holds two
// people's names, the label read as the second; a label of one word (`isikukood`) was read past.
// Such a part is now read past as no name: the name is answered as the name alone where the code or
// date is birthDate's, refused naming the code where it gives another day, and two names each with
// its code are still two people. A position written beside the code, before or after it, is read past too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { problemOf } from './harness.ts';
import { PERSON } from './services.ts';
import { companiesListed, personRoutesAsked } from './person-typed-asked.ts';

const { ask } = personRoutesAsked();
const [year, month, day] = PERSON.birthDate.split('-') as [string, string, string];
const code = (y: string) => `${day}${month}${y.slice(2)}-${y < '2000' ? '1' : '2'}2345`;
const otherYear = String(Number(year) + 1);

test('a personal code or birth date behind its label after the name and a comma is answered as the name alone', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    const alone = await ask(path, PERSON.name);
    assert.equal(alone.statusCode, 200, path);
    for (const after of [`personas kods ${code(year)}`, `p.k. ${code(year)}`, `personas kods: ${code(year)}`, `personal code ${code(year)}`,
      `date of birth ${day}.${month}.${year}`, `birth date ${PERSON.birthDate}`]) {
      const r = await ask(path, `${PERSON.name}, ${after}`);
      assert.equal(r.statusCode, 200, `${path} ${after}: ${r.body.slice(0, 300)}`);
      if (path === '/persons/check') assert.deepEqual(companiesListed(r.body), companiesListed(alone.body), after);
    }
  }
});

test('a labelled code of another birth date is refused naming it, and two names each with its code are two people', async () => {
  const other = await ask('/persons/check', `${PERSON.name}, personas kods ${code(otherYear)}`);
  assert.equal(other.statusCode, 400);
  assert.match(problemOf(other).errors?.[0]?.message ?? '', new RegExp(`^holds a personal code, ${code(otherYear)}, which gives the birth date ${otherYear}-${month}-${day}`));
  const two = await ask('/persons/check', `${PERSON.name}, p.k. ${code(year)}, Anna Ozola, p.k. 010170-12345`);
  assert.equal(two.statusCode, 400);
  assert.deepEqual(problemOf(two).errors?.map((e) => [e.parameter, e.message]), [['name',
    `must be one person's full name: it holds two, ${PERSON.name} and Anna Ozola; check one person at a time, each with their birth date`]]);
});

test('a position and a labelled code after the name, in either order, are both read past', async () => {
  const alone = await ask('/persons/check', PERSON.name);
  for (const after of [`valdes loceklis, personas kods ${code(year)}`, `p.k. ${code(year)}, valdes loceklis`]) {
    const r = await ask('/persons/check', `${PERSON.name}, ${after}`);
    assert.equal(r.statusCode, 200, `${after}: ${r.body.slice(0, 300)}`);
    assert.deepEqual(companiesListed(r.body), companiesListed(alone.body), after);
  }
  // The code's day is still compared with birthDate.
  assert.equal((await ask('/persons/check', `${PERSON.name}, valdes loceklis, p.k. ${code(otherYear)}`)).statusCode, 400);
});

// A Russian document writes the words saying born after the date (`05.11.1961 г.р.`, `1961 г.р.`):
// the part was read as a second person's name, and the check refused the name as two people's.
test('a birth date or year the words saying born follow, after a comma or in parentheses, is read as a labelled one is', async () => {
  for (const path of ['/persons/check', '/persons/new-registrations']) {
    const alone = await ask(path, PERSON.name);
    for (const after of [`, ${day}.${month}.${year} г.р.`, `, ${year} г. р.`, ` (${day}.${month}.${year} г.р.)`, `, ${day}.${month}.${year} года рождения`, `, ${year}. g. dz.`]) {
      const r = await ask(path, `${PERSON.name}${after}`);
      assert.equal(r.statusCode, 200, `${path} ${after}: ${r.body.slice(0, 300)}`);
      if (path === '/persons/check') assert.deepEqual(companiesListed(r.body), companiesListed(alone.body), after);
    }
  }
  const other = await ask('/persons/check', `${PERSON.name}, ${day}.${month}.${otherYear} г.р.`);
  assert.equal(other.statusCode, 400);
  assert.match(problemOf(other).errors?.[0]?.message ?? '', new RegExp(`^holds a birth date, ${otherYear}-${month}-${day}, other than birthDate=${PERSON.birthDate}`));
});
