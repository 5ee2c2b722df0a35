// The Estonian register writes ч as `tš` (Vjatšeslav Tšernov, Tšernomorets OÜ), as the person
// check reads it; screening read a listed name's `ch` for Estonia as `c`, the Latvian and
// Lithuanian č, which no Estonian entry holds, so an Estonian owner or company of a listed name
// holding ч was no candidate at all, whatever the birth date or the country.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { scorePair, type Pair } from './score-pair.ts';

const owner = (birthDate: string, listed: string): Pair => ({
  id: 'ee-ch', kind: 'owner_person', company: { country: 'EE' }, owner: { name: 'Vjatšeslav Tšernov', birthDate },
  entry: { name: listed, birthDates: ['1970-01-12'] }, expected: true, why: 'the Estonian register writes ч as tš',
});

test('an Estonian owner whose name the register writes with tš for ч, born on the listed day, is flagged', () => {
  assert.ok(scorePair(owner('1970-01-12', 'Vyacheslav CHERNOV')) >= DEFAULT_THRESHOLD);
  assert.ok(scorePair(owner('1970-01-12', 'Вячеслав Чернов')) >= DEFAULT_THRESHOLD, 'a name the list writes in Cyrillic');
  assert.equal(scorePair(owner('1971-01-12', 'Vyacheslav CHERNOV')), 0, 'born another year: another person');
});

test('an Estonian company whose name the register writes with tš is found by the listed name, listed in Estonia', () => {
  const company: Pair = {
    id: 'ee-ch-company', kind: 'company_name', company: { name: 'Tšernomorets OÜ', country: 'EE' },
    entry: { name: 'OOO CHERNOMORETS', countries: ['EE'] }, expected: true, why: 'the Estonian register writes ч as tš',
  };
  assert.ok(scorePair(company) >= DEFAULT_THRESHOLD);
});
