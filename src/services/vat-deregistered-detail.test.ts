// The vat_deregistered flag's detail, read alone by a reviewer: which number, which register, since when.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vatDeregistered } from './vat-deregistered-detail.ts';

const active = { country: 'LV', status: 'active', closed_on: null };

test('a deregistration the register dates: the number, the register and its first day off', () => {
  assert.deepEqual(vatDeregistered({ active: 0, registered_on: '2011-01-01', deregistered_on: '2024-01-01' }, 'LV40003555555', active, '2026-11-29'),
    { detail: "VAT number LV40003555555 deregistered from VID's VAT payer register on 2024-01-01", since: '2024-01-01' });
});

test('a deregistration the register gives no day of says so, rather than a day', () => {
  assert.deepEqual(vatDeregistered({ active: 0, registered_on: '2011-01-01', deregistered_on: null }, 'LT100003000021', { ...active, country: 'LT' }, '2026-11-29'),
    { detail: "VAT number LT100003000021 deregistered from VMI's VAT payer register, which gives no day it ended", since: null });
});

// YTJ's VAT end is the last day registered (the first day off the day after), written for a ceased
// company on its endDate, closedOn: the flag was dated closedOn on that day, while the list still
// showed the entry, and the day after from the next, so its day moved with the day asked.
test('FI: a VAT entry ending on closedOn is dated closedOn on that day and every day after', () => {
  const row = { active: 0, registered_on: '2010-01-01', deregistered_on: '2020-01-31' };
  const closed = { country: 'FI', status: 'closed', closed_on: '2020-01-31' };
  const register = "the Tax Administration's VAT register (YTJ)";
  assert.deepEqual(vatDeregistered({ ...row, active: 1 }, 'FI29544335', closed, '2020-01-31'),
    { detail: `VAT registration FI29544335 ended by the company's closure on 2020-01-31; ${register} still shows it registered`, since: '2020-01-31' });
  for (const today of ['2020-02-01', '2026-11-29']) {
    assert.deepEqual(vatDeregistered(row, 'FI29544335', closed, today),
      { detail: `VAT registration FI29544335 ended by the company's closure on 2020-01-31; ${register} gives 2020-01-31 as its last day registered`, since: '2020-01-31' }, today);
  }
  // Ended the day before the closure: off the list from closedOn, its own word, as in LV and LT, the
  // detail quoting YTJ's day as the details' deregisteredOn gives it, the last day registered.
  assert.deepEqual(vatDeregistered({ ...row, deregistered_on: '2020-01-30' }, 'FI29544335', closed, '2026-11-29'),
    { detail: `VAT number FI29544335 deregistered from ${register} after 2020-01-30, its last day registered`, since: '2020-01-31' });
  // A company trading on: the same words, since the first day off.
  assert.deepEqual(vatDeregistered({ ...row, deregistered_on: '2025-10-04' }, 'FI00092400', { country: 'FI', status: 'liquidation', closed_on: null }, '2026-11-29'),
    { detail: `VAT number FI00092400 deregistered from ${register} after 2025-10-04, its last day registered`, since: '2025-10-05' });
});

// An Estonian company found gone from RIK's basic data on a day (no file giving its deletion day)
// was deleted on or before it: "ended by the company's closure on" that day was quoted as the day.
test('EE: a closure known only as on or before the day the company was found gone is said so', () => {
  const gone = { country: 'EE', status: 'closed', closed_on: '2026-11-20' };
  const { detail, since } = vatDeregistered({ active: 1, registered_on: '2012-03-01', deregistered_on: null }, 'EE102000036', gone, '2026-11-29', true);
  assert.match(detail, /^VAT registration EE102000036 ended by the company's closure on or before 2026-11-20 \(the register gives no closing day\); /);
  assert.equal(since, '2026-11-20');
});
