// A compliance flag for a listed owner was dated by the listing of the owner's entry alone: a person
// listed in 2022 who bought into a company in 2025 made its sanctioned_owner flag say since 2022,
// years before they held it. Screening keeps the day the holding began beside the match, and the
// flag is dated by the later of the two, the detail saying which (or that no start is known).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { createTestStore, insertCompany, insertRole, withDb, importEuFixture } from './store.ts';

const C = {
  boughtAfter: { country: 'LV', regcode: '40103777140', name: 'SIA "Daugavas Krasts"' },
  heldBefore: { country: 'LV', regcode: '40103777141', name: 'SIA "Gaujas Krasts"' },
  startUnknown: { country: 'LV', regcode: '40103777142', name: 'SIA "Ventas Krasts"' },
} as const;

// The EU fixture lists Gennadiy Kuznetsov (alias Gennadijs Kuzņecovs), born 1961-11-05, from 2022-06-03: entry 9102.
const LISTED = { name: 'Kuzņecovs Gennadijs', birthKey: '051161', role: 'beneficial_owner' };

test('a sanctioned owner is flagged from the later of the listing and the day the holding began, the detail saying which', async () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      for (const c of Object.values(C)) insertCompany(db, c);
      insertRole(db, { ...C.boughtAfter, ...LISTED, since: '2025-03-01' });
      insertRole(db, { ...C.heldBefore, ...LISTED, since: '2019-05-10' });
      insertRole(db, { ...C.startUnknown, ...LISTED, since: null });
    });
    await importEuFixture(store);

    const db = openForReading(store.path);
    try {
      const services = createServices({ db, sanctionsThreshold: DEFAULT_THRESHOLD });
      const flagsOf = (regcode: string) => services.complianceFor(regcode, 'LV').flagDetails
        .filter((f) => f.flag.startsWith('sanctioned')).map((f) => [f.flag, f.since]);
      const ownerDetail = (regcode: string) => services.complianceFor(regcode, 'LV').flagDetails.find((f) => f.flag === 'sanctioned_owner')?.detail;

      // Listed in 2022, an owner from 2025: held by a listed owner since 2025, not 2022.
      assert.deepEqual(flagsOf(C.boughtAfter.regcode), [['sanctioned', '2025-03-01'], ['sanctioned_owner', '2025-03-01']]);
      assert.match(ownerDetail(C.boughtAfter.regcode)!, /; since 2025-03-01, the day Gennadijs Kuzņecovs became an owner \(listed on 2022-06-03, before\)$/);
      // The start kept beside the match, as the REST sanctions answer shows it.
      assert.equal(services.sanctionsFor(C.boughtAfter.regcode, 'LV').sanctions[0]!.features.ownerSince, '2025-03-01');

      // An owner from 2019, listed in 2022: since the listing.
      assert.deepEqual(flagsOf(C.heldBefore.regcode), [['sanctioned', '2022-06-03'], ['sanctioned_owner', '2022-06-03']]);
      assert.match(ownerDetail(C.heldBefore.regcode)!, /; since 2022-06-03, the day Gennadijs Kuzņecovs was listed \(an owner from 2019-05-10\)$/);

      // No start in the register: the listing day, said to be so.
      assert.deepEqual(flagsOf(C.startUnknown.regcode), [['sanctioned', '2022-06-03'], ['sanctioned_owner', '2022-06-03']]);
      assert.match(ownerDetail(C.startUnknown.regcode)!, /\(the day the holding began not known\)$/);
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
});
