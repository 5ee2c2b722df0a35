// The vat_deregistered flag's detail, read alone by a reviewer: which number, which register, since when.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vatDeregistered } from './vat-deregistered-detail.ts';

const active = { country: 'LV', status: 'active', closed_on: null };

test('a deregistration the register dates: the number, the register and its first day off', () => {
  assert.deepEqual(vatDeregistered({ active: 0, registered_on: '2011-01-01', deregistered_on: '2024-01-01' }, 'LV40003555555', active, '2026-11-29'),
    { detail: "VAT number LV40003555555 deregistered from VID's VAT payer register since 2024-01-01", since: '2024-01-01' });
});

test('a deregistration the register gives no day of says so, rather than a day', () => {
  assert.deepEqual(vatDeregistered({ active: 0, registered_on: '2011-01-01', deregistered_on: null }, 'LT100003000021', { ...active, country: 'LT' }, '2026-11-29'),
    { detail: "VAT number LT100003000021 deregistered from VMI's VAT payer register, which gives no day it ended", since: null });
});
