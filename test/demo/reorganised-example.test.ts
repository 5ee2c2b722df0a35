// The README's example of a company closed as reorganised, SIA "Smart Malka" (40000020719), is in
// every demo, whatever the day it is built on: it was the first closed SIA the generator drew, which
// moves with the day of the build, so a demo built on another day answered the example with a 404.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTABLE } from '../../src/demo/notable.ts';
import { NOW, writeDemo } from './helpers.ts';

const rowsOf = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8').replace(/^\uFEFF/, '').trim().split('\n').map((l) => l.split(';'));

test('the demo\'s company closed as reorganised is SIA "Smart Malka", merged into SIA "Rīgas Koks", on any build day', () => {
  const M = NOTABLE.reorganised;
  for (const daysLater of [0, 1, 2, 200]) {
    const demo = writeDemo({ now: new Date(NOW.getTime() + daysLater * 86_400_000) });
    try {
      const [header, ...rows] = rowsOf(demo.dir, 'register.csv');
      const col = (name: string) => header!.indexOf(name);
      const row = rows.find((r) => r[col('regcode')] === M.regcode);
      assert.ok(row, `register.csv lists ${M.regcode} on a build ${daysLater} days later`);
      assert.deepEqual([row[col('name')], row[col('registered')], row[col('terminated')], row[col('closed')]],
        [`"${M.name.replace(/"/g, '""')}"`, M.registeredOn, M.closedOn, 'R']);
      // No other company is closed as reorganised.
      assert.deepEqual(rows.filter((r) => r[col('closed')] === 'R').map((r) => r[col('regcode')]), [M.regcode]);
      assert.deepEqual(rowsOf(demo.dir, 'reorganizations.csv').slice(1).map((r) => r.slice(1)),
        [[M.regcode, NOTABLE.companies.LV.regcode], ['010312345', NOTABLE.companies.LV.regcode]]);
    } finally {
      demo.cleanup();
    }
  }
});
