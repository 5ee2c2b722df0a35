// README's name-only candidates example lists Kadri Mets FIE beside Kadri Mets's roles. The random
// FIEs hold one of that name on some build days alone (a given name and a surname drawn), so on the
// others the example, and the demo examples test, failed; the demo makes it where they hold none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateDataset } from '../../src/demo/generate/index.ts';
import { DEFAULT_SEED } from '../../src/demo/build.ts';
import { NOTABLE } from '../../src/demo/notable.ts';

const S = NOTABLE.namesakeSoleTrader;
const named = (now: string, scale: number) => generateDataset({ seed: DEFAULT_SEED, now: new Date(now), scale })
  .companies.filter((c) => c.country === S.country && c.name === S.name);

test('every build day holds one FIE of Kadri Mets\'s name: the one drawn, or the one made where none is', () => {
  // At full size the draws of 2026-12-01 give one: it is kept, and no second is made.
  const drawn = named('2026-12-01T10:00:00Z', 1);
  assert.equal(drawn.length, 1);
  assert.notEqual(drawn[0]!.regcode, S.regcode);
  // A smaller demo's draws give none: it is made, with no role naming its entrepreneur.
  for (const day of ['2026-12-03T10:00:00Z', '2027-01-15T10:00:00Z']) {
    const made = named(day, 0.1);
    assert.deepEqual(made.map((c) => [c.regcode, c.legalForm, c.kind]), [[S.regcode, 'FIE', 'sole']], day);
  }
});
