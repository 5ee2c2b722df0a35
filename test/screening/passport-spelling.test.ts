// A foreign owner's name as the Estonian and Latvian registers write it, from the passport: a
// Russian passport writes Евгений Жуков `Evgenii Zhukov` and Юрий Яковлев `Iurii Iakovlev` (ICAO
// 9303), the lists `Yevgeniy ZHUKOV`, `Yuriy YAKOVLEV` or the Cyrillic. Two letters apart in a
// word, the owner was no candidate at all, however exactly the birth date agreed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD, REPORTING_FLOOR } from '../../src/domain/sanctions-matching.ts';
import { passportReading } from '../../src/domain/listed-name-passport.ts';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (name: string, birthDate: string | null, listed: string, listedBirth = '1965-03-03'): Pair => ({
  id: 'passport', kind: 'owner_person', company: { country: 'EE' }, owner: { name, birthDate },
  entry: { name: listed, birthDates: [listedBirth] }, expected: true, why: 'an owner written as a Russian passport writes the name',
});

test('an owner written as a Russian passport writes the listed name, born on the listed day, is flagged', () => {
  assert.ok(scorePair(owner('Evgenii Zhukov', '1965-03-03', 'Yevgeniy ZHUKOV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Iurii Iakovlev', '1965-03-03', 'YAKOVLEV, Yuriy')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Iakovlev Iurii', '1965-03-03', 'Юрий Яковлев')) >= DEFAULT_THRESHOLD, 'a name the list writes in Cyrillic');
  assert.ok(scorePair(owner('Petr Fedorov', '1965-03-03', 'Pyotr FYODOROV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('Sergei Andreev', '1965-03-03', 'Sergey ANDREYEV')) >= DEFAULT_THRESHOLD);
});

test('the passport spelling is a reading, so the birth date still decides', () => {
  assert.equal(scorePair(owner('Evgenii Zhukov', '1966-03-03', 'Yevgeniy ZHUKOV')), 0, 'born another day: another person');
  const unknown = scorePair(owner('Evgenii Zhukov', null, 'Yevgeniy ZHUKOV'));
  assert.ok(unknown >= REPORTING_FLOOR && unknown < DEFAULT_THRESHOLD, `no birth on the register: a candidate (${unknown})`);
});

test('a name the passport writes as the list does gives no reading', () => {
  assert.deepEqual(passportReading(['yevgeniy', 'zhukov']), ['evgenii', 'zhukov']);
  assert.deepEqual(passportReading(['yurii', 'yakovlev']), ['iurii', 'iakovlev'], 'Юрий Яковлев as folding reads it');
  assert.equal(passportReading(['ivan', 'petrov']), null);
});
