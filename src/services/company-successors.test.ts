// Who carries on a closed LV company, read alone for the few closed companies of a list
// (search_companies' first results): the same succeededBy and closedOn its details give, where
// search_companies read each such company's full details for it, several times a search's cost.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const MERGED = '40000000011';
const CARRIES_ON = '40000000012';
const SPLIT = '40000000013';
const LIQUIDATED = '40000000014';
const ABROAD = '12345678';

const companies = [
  { ...ownCompany(MERGED, 'SIA "Vecā Malka"', { status: 'closed' }), registry_status: 'Reorganizēts', closed_on: '2018-11-15' },
  ownCompany(CARRIES_ON, 'SIA "Jaunā Malka"'),
  { ...ownCompany(SPLIT, 'SIA "Dalītā Malka"', { status: 'closed' }), registry_status: 'Reorganizēts', closed_on: '2020-03-02' },
  { ...ownCompany(LIQUIDATED, 'SIA "Beigtā Malka"', { status: 'closed' }), registry_status: 'Likvidēts', closed_on: '2025-06-30' },
];
const reorganization = (source: string, final: string) =>
  ({ country: 'LV', source_regcode: source, final_regcode: final, source: 'lv.reorganizations', as_of: '2026-11-21' });

let withFile: SeededServices;
let withoutFile: SeededServices;
before(() => {
  withFile = seededServices({ fixture: false, rows: {
    companies, reorganizations: [reorganization(MERGED, CARRIES_ON), reorganization(SPLIT, CARRIES_ON), reorganization(SPLIT, ABROAD)],
  } });
  withoutFile = seededServices({ fixture: false, rows: { companies } });
});
after(() => {
  withFile?.close();
  withoutFile?.close();
});

const key = (regcode: string) => ({ regcode, country: 'LV' as const });

test('the closed companies others carry on are named with the successors and closing day their details give, in the order asked', () => {
  const asked = [SPLIT, LIQUIDATED, MERGED, '40000000099'].map(key);
  const named = withFile.services.closedSucceeded(asked);
  assert.deepEqual(named.map((c) => c.regcode), [SPLIT, MERGED], 'a company liquidated, or not held, is left out');
  for (const c of named) {
    const details = withFile.services.getCompany(c.regcode, 'LV');
    assert.deepEqual(c, { regcode: c.regcode, country: 'LV', closedOn: details.closedOn, succeededBy: details.succeededBy }, c.regcode);
  }
  assert.equal(named[1]!.closedOn, '2018-11-15');
  assert.deepEqual(named[0]!.succeededBy, [
    { regcode: ABROAD, country: null, name: null, status: null },
    { regcode: CARRIES_ON, country: 'LV', name: 'SIA "Jaunā Malka"', status: 'active' },
  ]);
});

test('none is named where the store holds no reorganisation, nor of a list with no LV company', () => {
  assert.deepEqual(withoutFile.services.closedSucceeded([key(MERGED), key(SPLIT)]), []);
  assert.deepEqual(withFile.services.closedSucceeded([{ regcode: MERGED, country: 'EE' }]), []);
  assert.deepEqual(withFile.services.closedSucceeded([]), []);
});
