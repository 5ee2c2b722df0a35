// What every spelling reading of a listed person's name must leave as it was: it reads the name
// alone, so the birth date still decides (an owner born another day is no match), an owner the
// register gives no birth date of is a candidate, and an entry the list gives none of leaves a
// candidate too (a reading is no very same name).
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD, REPORTING_FLOOR } from '../../src/domain/sanctions-matching.ts';
import { scorePair, type Pair } from './score-pair.ts';

type Owner = (name: string, birthDate: string | null, listed: string, listedBirth?: string[]) => Pair;
/** A registered name and the listed one it reads as. */
type Named = readonly [registered: string, listed: string];

export function assertBirthDateStillDecides(owner: Owner, c: {
  otherDay: string; bornOtherDay: Named; unknownBirth: Named; unlistedBirth: readonly [registered: string, listed: string, born: string];
}): void {
  assert.equal(scorePair(owner(c.bornOtherDay[0], c.otherDay, c.bornOtherDay[1])), 0, 'born another day: another person');
  const unknown = scorePair(owner(c.unknownBirth[0], null, c.unknownBirth[1]));
  assert.ok(unknown >= REPORTING_FLOOR && unknown < DEFAULT_THRESHOLD, `no birth on the register: a candidate (${unknown})`);
  const unlisted = scorePair(owner(c.unlistedBirth[0], c.unlistedBirth[2], c.unlistedBirth[1], []));
  assert.ok(unlisted >= REPORTING_FLOOR && unlisted < DEFAULT_THRESHOLD, `no birth on the list: a reading is no very same name, a candidate (${unlisted})`);
}
