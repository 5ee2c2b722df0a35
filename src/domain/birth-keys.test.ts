// Screening compares an officer only with the entries whose birth can agree with its own to the day
// or the month (the only agreements a match of 1 rests on): a key a listed date and a register's
// birth do not share would leave a listed board member unseen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { birthDateAgreement, listedBirthKeys, registerBirthKeys } from './sanctions-persons.ts';

const shares = (listed: string, b: { birthDate: string | null; birthKey: string | null }) => registerBirthKeys(b).some((k) => listedBirthKeys([listed]).includes(k));

test('a birth agreeing to the day or the month shares a key with the listed date; one agreeing less shares none', () => {
  const births = [
    { birthDate: '1961-11-05', birthKey: null }, { birthDate: null, birthKey: '051161' }, { birthDate: '1961-11', birthKey: null },
    { birthDate: '1961-11-06', birthKey: null }, { birthDate: null, birthKey: '051261' }, { birthDate: '1962-11-05', birthKey: null },
  ];
  for (const listed of ['1961-11-05', '1961-11', '1961', 'circa 1961-11-05']) {
    for (const b of births) {
      const agreement = birthDateAgreement(b, [listed]);
      assert.equal(shares(listed, b), agreement === 'exact' || agreement === 'month', `${listed} against ${JSON.stringify(b)}: ${agreement}`);
    }
  }
});
