// YTJ dates that hold text but are no real date: an endDate closes the company (or ends a name,
// form, VAT entry or situation), so the company is rejected; the trade-register
// registrationDate only describes, so the company is kept and the report is told.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapYtjCompany } from '../../../src/importers/fi/ytj-company.ts';
import type { MapContext, Row } from '../../../src/importers/source.ts';
import { fixturesDir, recordsOf } from '../lt/support.ts';

const bulk = JSON.parse(readFileSync(join(fixturesDir('fi'), 'all_companies.json'), 'utf8')) as Row[];
const company = (): Row => structuredClone(bulk.find((c) => (c.businessId as { value: string }).value === '2345678-0')!);

function recording(): { ctx: MapContext; warned: string[] } {
  const warned: string[] = [];
  return { warned, ctx: { file: 'all_companies.json', line: 1, asOf: null, lookup: () => undefined, warn: (r, d) => { warned.push(`${r} ${d}`); } } };
}

test('an endDate that is no real date rejects the company instead of serving it as active', () => {
  const row = company();
  row.endDate = '2024-02-30';
  assert.deepEqual(mapYtjCompany(row, recording().ctx), { reject: 'endDate "2024-02-30" is not a real date' });
  const named = company();
  (named.names as Row[])[0]!.endDate = 'pian';
  assert.deepEqual(mapYtjCompany(named, recording().ctx), { reject: 'names[].endDate "pian" is not a real date' });
});

test('a registrationDate that is no real date keeps the company, falls back to the business ID date, and warns', () => {
  const row = company();
  row.registrationDate = '2019-13-01';
  const { ctx, warned } = recording();
  const [record] = recordsOf(mapYtjCompany(row, ctx), 'company');
  assert.equal(record!.status, 'active');
  assert.equal(record!.registeredOn, (row.businessId as { registrationDate: string }).registrationDate);
  assert.deepEqual(warned, ['registrationDate is not a real date; the row is kept with it empty "2019-13-01"']);
});
