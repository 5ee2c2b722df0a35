// EMTA's debtors list dates each debt by the due date of its oldest unpaid claim, which the
// compliance statement serves as the tax_debt flag's since. The demo wrote a month of the year
// before the load for every debtor, so a company registered this year was shown a debt since a
// day before it existed (on the demo store, 16778857, registered 2026-09-23, a debt since 2025-07-10).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeDemo } from './helpers.ts';

const iso = (dotted: string) => dotted.split('.').reverse().join('-');

test('a demo tax debt falls due after its company was registered and not after the list\'s day', () => {
  const w = writeDemo({ scale: 0.3 });
  try {
    const registered = new Map(w.data.companies.filter((c) => c.country === 'EE').map((c) => [c.regcode, c.registeredOn]));
    const lines = readFileSync(join(w.dir, 'maksuvolglaste_nimekiri.csv'), 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/).slice(1);
    assert.ok(lines.length > 20, `${lines.length} debtors`);
    for (const line of lines) {
      const cells = line.split(';');
      const [asOf, regcode, due] = [iso(cells[0]!), cells[1]!, iso(cells[7]!)];
      assert.ok(due > registered.get(regcode)!, `${regcode} registered ${registered.get(regcode)}, oldest claim due ${due}`);
      assert.ok(due <= asOf, `${regcode} oldest claim due ${due}, list of ${asOf}`);
    }
  } finally {
    w.cleanup();
  }
});
