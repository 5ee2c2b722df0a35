// A Finnish toiminimi registered as `Rakennus Virtanen`, a brand, with the parallel name `Matti
// Virtanen Tmi`: sanctions screening reads the entrepreneur from that parallel name, while the
// person check of Matti Virtanen read the main name alone and listed no sole trader of his. The
// look-up reads the names a business bears beside its main name too, as screening reads them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { companyNameKey } from '../domain/fold.ts';
import { NotFoundError } from '../domain/errors.ts';
import { ownCompany } from '../../test/helpers/seed-rows-companies.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const BORN = '1975-01-01';

const tmi = (regcode: string, name: string) =>
  ownCompany(regcode, name, { country: 'FI', form: '26', formName: 'Yksityinen elinkeinonharjoittaja', source: 'fi.ytj' });
const otherName = (regcode: string, name: string, kind: 'parallel' | 'auxiliary' | 'former', validTo: string | null = null) => ({
  country: 'FI', regcode, name, name_key: companyNameKey(name), kind, valid_from: '2020-01-01', valid_to: validTo, source: 'fi.ytj', as_of: '2026-11-21',
});

const S = {
  brand: '3200011-1', swedish: '3200012-1', auxiliary: '3200013-1', ended: '3200014-1', former: '3200015-1', ownName: '3200016-1', oy: '3200017-1',
};

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ now: NOW, rows: {
    companies: [
      tmi(S.brand, 'Rakennus Virtanen'), tmi(S.swedish, 'Nordbygg'), tmi(S.auxiliary, 'Kotisiivous'), tmi(S.ended, 'Puutyö Virtanen'),
      tmi(S.former, 'Maalaus Virtanen'), tmi(S.ownName, 'Tmi Liisa Korhonen'),
      ownCompany(S.oy, 'Virtanen Rakennus Oy', { country: 'FI', form: '16', formName: 'Osakeyhtiö', source: 'fi.ytj' }),
    ],
    company_names: [
      otherName(S.brand, 'Matti Virtanen Tmi', 'parallel'),
      otherName(S.swedish, 'Firma Matti Virtanen', 'parallel'),
      otherName(S.auxiliary, 'T:mi Matti Virtanen', 'auxiliary'),
      // A parallel name YTJ ended, and a former name: names the business no longer bears.
      otherName(S.ended, 'Tmi Matti Virtanen', 'parallel', '2025-06-30'),
      otherName(S.former, 'Tmi Matti Virtanen', 'former', '2024-01-31'),
      // A main name holding a person: one business, one entrepreneur, the other name is not read.
      otherName(S.ownName, 'Tmi Matti Virtanen', 'parallel'),
      // No sole trader: an Oy bearing his name as its parallel name.
      otherName(S.oy, 'Matti Virtanen Oy', 'parallel'),
    ],
  } });
});
after(() => ctx.close());

const listed = (rows: Array<{ country: string; regcode: string; roleFrom?: string }>) =>
  rows.map((r) => `${r.country}:${r.regcode}${r.roleFrom ? ` ${r.roleFrom}` : ''}`);
const withCandidates = (name: string) => ctx.services.checkPerson(name, BORN, 50, NOW, null, { after: null });

test('a toiminimi whose parallel or auxiliary name in use holds the person is a candidate of the person check', () => {
  const answer = withCandidates('Matti Virtanen');
  assert.deepEqual(listed(answer.candidates!), [S.brand, S.swedish, S.auxiliary].map((regcode) => `FI:${regcode} business_name`));
  const [brand] = answer.candidates!;
  // The company as it is named, the entrepreneur as the parallel name holds him.
  assert.deepEqual([brand!.companyName, brand!.personName, brand!.role, brand!.position], ['Rakennus Virtanen', 'Matti Virtanen', 'micro_enterprise', 'owner']);
  // And the name he was read from, where the registered name alone read as though it held his.
  assert.deepEqual(answer.candidates!.map((c) => c.matchedOtherName), [
    { name: 'Matti Virtanen Tmi', kind: 'parallel', until: null },
    { name: 'Firma Matti Virtanen', kind: 'parallel', until: null },
    { name: 'T:mi Matti Virtanen', kind: 'auxiliary', until: null },
  ]);
  assert.deepEqual(listed(withCandidates('VIRTANEN matti').candidates!), listed(answer.candidates!), 'in any word order and case');
  // Without candidates=true the 404 counts them.
  assert.throws(() => ctx.services.checkPerson('Matti Virtanen', BORN, 50, NOW), (err: Error) => {
    assert.ok(err instanceof NotFoundError);
    assert.match(err.message, /the name alone matches 3 sole traders whose business name holds it/);
    return true;
  });
});

test('the main name holding a person is read alone, as screening reads it', () => {
  const own = withCandidates('Liisa Korhonen').candidates!;
  assert.deepEqual(listed(own), [`FI:${S.ownName} business_name`]);
  assert.equal(own[0]!.matchedOtherName, undefined, 'read from its registered name: no other name');
});

test('new registrations list a toiminimi registered within the window whose parallel name holds the person', () => {
  const seen = new Date(NOW.getTime() - 3 * 3_600_000).toISOString();
  const extra = seededServices({ now: NOW, rows: {
    companies: [{ ...tmi('3200021-1', 'Rakennus Virtanen'), registered_on: seen.slice(0, 10), first_seen_at: seen }],
    company_names: [otherName('3200021-1', 'Matti Virtanen Tmi', 'parallel')],
  } });
  try {
    const asked = extra.services.newRegistrations('Matti Virtanen', BORN, 24, 100, NOW, true);
    assert.deepEqual(listed(asked.candidates!), ['FI:3200021-1 business_name']);
    assert.equal(asked.candidates![0]!.personName, 'Matti Virtanen');
    assert.deepEqual(asked.candidates![0]!.matchedOtherName, { name: 'Matti Virtanen Tmi', kind: 'parallel', until: null });
  } finally {
    extra.close();
  }
});
