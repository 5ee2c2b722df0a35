// A notable company holds what its own record makes it hold, whatever the day the demo is built.
// The random roles drew their legal-entity holders from every active company, notable ones among
// them, and which one a draw picked moved with the build day: the demo built on 2026-12-03 made
// Tallinna Ehitus OÜ a member of Star Õlu OÜ, where README quotes its holdings answer as "holding
// no company", and the README examples test failed on that day alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateDataset } from '../../src/demo/generate/index.ts';
import { DEFAULT_SEED } from '../../src/demo/build.ts';
import { NOTABLE } from '../../src/demo/notable.ts';

/** Every company notable.ts fixes, by country and number, at any depth. */
const NOTABLE_KEYS = new Set<string>();
(function collect(value: unknown): void {
  if (Array.isArray(value)) value.forEach(collect);
  else if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.regcode === 'string' && typeof v.country === 'string') NOTABLE_KEYS.add(`${v.country}:${v.regcode}`);
    Object.values(v).forEach(collect);
  }
})(NOTABLE);

/** What each notable company holds in the default demo built on `day`: `holder → held companies`. */
function notableHoldings(day: string): Map<string, string> {
  const data = generateDataset({ seed: DEFAULT_SEED, now: new Date(`${day}T09:00:00Z`), scale: 1 });
  const held = new Map<string, string[]>();
  for (const role of data.roles) {
    const holder = role.holder && `${role.holder.country}:${role.holder.regcode}`;
    if (holder && NOTABLE_KEYS.has(holder)) held.set(holder, [...(held.get(holder) ?? []), `${role.company.country}:${role.company.regcode}`]);
  }
  return new Map([...held].map(([holder, companies]): [string, string] => [holder, companies.sort().join(' ')]).sort());
}

test('the notable companies hold the same companies in the demo built on each of five days, Tallinna Ehitus OÜ none', () => {
  const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
  const first = notableHoldings(days[0]!);
  assert.ok(NOTABLE_KEYS.has(`EE:${NOTABLE.companies.EE.regcode}`));
  assert.equal(first.get(`EE:${NOTABLE.companies.EE.regcode}`), undefined, 'Tallinna Ehitus OÜ holds no company');
  // The holdings its record makes stay: Lahden Puu Oy holds Kuressaare Puiduait OÜ (README's cross-border owner).
  assert.ok(first.get(`FI:${NOTABLE.companies.FI.regcode}`)?.startsWith('EE:'), 'Lahden Puu Oy holds its Estonian company');
  for (const day of days.slice(1)) assert.deepEqual(notableHoldings(day), first, `the demo built on ${day}`);
});
