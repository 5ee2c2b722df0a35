// An Estonian sole proprietor (FIE) is one person's business. RIK's open files are not documented to
// name the entrepreneur, so an FIE of which no owner is read answered personOwners { count: 0 },
// "held by no natural person"; it answers null (not known), as an LV IK whose owner UR names
// answers { count: 1, sharePercent: 100 }, and so does an FIE whose registry card names one.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany, type SeedRow } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const FIE = { regcode: '14809368', name: 'Maarja Karu FIE' };
const NAMED_FIE = { regcode: '14809369', name: 'Jaan Karu FIE' };
const OU = { regcode: '14809370', name: 'Karu Ehitus OÜ' };

let id = 9700;
const role = (regcode: string, over: Partial<SeedRow>): SeedRow => ({
  id: id++, country: 'EE', regcode, role: 'member', position: null,
  person_name: 'x', name_key: 'x', entity_type: 'natural_person', birth_date: null, birth_key: null,
  holder_regcode: null, since: '2020-01-01', until: null, share_percent: null, share_amount: null, share_currency: null,
  assoc_key: `fie-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.persons', as_of: '2026-11-21', ...over,
});

let ctx: SeededServices;
before(() => {
  const ee = (c: { regcode: string; name: string }, form: string) => ownCompany(c.regcode, c.name, { country: 'EE', form, source: 'ee.basic' });
  ctx = seededServices({
    rows: {
      companies: [ee(FIE, 'FIE'), ee(NAMED_FIE, 'FIE'), ee(OU, 'OÜ')],
      person_roles: [
        role(OU.regcode, { person_name: 'Karu Jaan', name_key: 'jaan karu', share_percent: 100, source: 'ee.shareholders' }),
        role(NAMED_FIE.regcode, { role: 'micro_enterprise', position: 'owner', person_name: 'Jaan Karu', name_key: 'jaan karu' }),
      ],
    },
  });
});
after(() => ctx.close());

test('an FIE no file names the owner of: personOwners null, not a count of 0 persons', () => {
  const d = ctx.services.getCompany(FIE.regcode, 'EE');
  assert.deepEqual([d.owners, d.personOwners], [[], null]);
  // The country's holders are held: an OÜ of it is counted.
  assert.deepEqual(ctx.services.getCompany(OU.regcode, 'EE').personOwners, { count: 1, sharePercent: 100 });
});

test('an FIE whose card names its owner counts that one person holding the whole of it, as an LV IK', () => {
  assert.deepEqual(ctx.services.getCompany(NAMED_FIE.regcode, 'EE').personOwners, { count: 1, sharePercent: 100 });
});
