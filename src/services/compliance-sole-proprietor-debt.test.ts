// The compliance statement of an Estonian sole proprietor (FIE): EMTA's debtors list may name it by
// a personal code the service cannot join to the FIE's registry code, so finding no row of it is no
// evidence of no debt, and the statement must not say a debt would have been published.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const FIE = { regcode: '14809368', name: 'Maarja Karu FIE' };
const LISTED_FIE = { regcode: '14809369', name: 'Jaan Karu FIE' };
const OU = { regcode: '14809370', name: 'Karu Ehitus OÜ' };

let ctx: SeededServices;
before(() => {
  const ee = (c: { regcode: string; name: string }, form: string) =>
    ownCompany(c.regcode, c.name, { country: 'EE', form, source: 'ee.basic' });
  ctx = seededServices({
    rows: {
      companies: [ee(FIE, 'FIE'), ee(LISTED_FIE, 'FIE'), ee(OU, 'OÜ')],
      tax_debts: [{
        country: 'EE', regcode: LISTED_FIE.regcode, amount: 812.4, currency: 'EUR', disputed_amount: 0, scheduled_amount: 0,
        schedule_ends: null, debt_as_of: '2026-11-01', source: 'ee.tax-debts', as_of: '2026-11-01',
      }],
    },
  });
});
after(() => ctx.close());

test('an FIE the debtors list holds no row of: its debt is not known, not published as none', () => {
  const statement = ctx.services.complianceFor(FIE.regcode, 'EE');
  assert.equal(statement.taxDebt, null);
  assert.equal(statement.taxDebtPublished, false);
  // The list was still sought, and is named with its day.
  assert.ok(statement.sources.some((s) => s.name === 'ee.tax-debts'), JSON.stringify(statement.sources));
});

test('an FIE the list names by its registry code: its debt is served', () => {
  const statement = ctx.services.complianceFor(LISTED_FIE.regcode, 'EE');
  assert.equal(statement.taxDebt?.amount, 812.4);
  assert.equal(statement.taxDebtPublished, true);
  assert.deepEqual(statement.flags, ['tax_debt']);
});

test('an OÜ the list holds no row of: no published debt, as before', () => {
  const statement = ctx.services.complianceFor(OU.regcode, 'EE');
  assert.equal(statement.taxDebt, null);
  assert.equal(statement.taxDebtPublished, true);
});
