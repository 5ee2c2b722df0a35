// A sole trader (LV IK) is one natural person's own business: UR names its owner among its officers
// (OWNER, stored as micro_enterprise owner) and no file lists a member. Its details counted 0
// natural persons holding it, read as held by none, while screening compared that owner; the
// details now count the owner as the one person holding the whole business, and the count of the
// owners screened agrees, so the two answers tell one story, a sanctioned owner and a clean one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { controllingHolderCounter } from '../../src/store/screening-write.ts';
import { createTestStore, insertCompany, insertRole, withDb, importEuFixture } from './store.ts';

const C = {
  listedOwner: { country: 'LV', regcode: '41503777150', name: 'IK "Metāla Tirgotājs"' },
  cleanOwner: { country: 'LV', regcode: '41503777151', name: 'IK "Ozola Dārzs"' },
  microMember: { country: 'LV', regcode: '40103777152', name: 'SIA "Mazais Metāls"' },
} as const;

test('an LV sole trader counts its owner as the one person holding it, and a listed owner flags it sanctioned_owner', async () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      for (const c of Object.values(C)) insertCompany(db, c);
      db.prepare("UPDATE companies SET legal_form_code = 'IK' WHERE regcode IN (?, ?)").run(C.listedOwner.regcode, C.cleanOwner.regcode);
      // The EU fixture lists Gennadiy Kuznetsov (alias Gennadijs Kuzņecovs), born 1961-11-05, from 2022-06-03.
      insertRole(db, { ...C.listedOwner, role: 'micro_enterprise', position: 'owner', name: 'Kuzņecovs Gennadijs', birthKey: '051161', since: '2019-04-02' });
      // The same person as beneficial owner: one person, compared and counted once.
      insertRole(db, { ...C.listedOwner, role: 'beneficial_owner', name: 'Kuzņecovs Gennadijs', birthKey: '051161', since: '2019-04-02' });
      insertRole(db, { ...C.cleanOwner, role: 'micro_enterprise', position: 'owner', name: 'Ozols Andris', birthDate: '1984-03-15', since: '2016-04-01' });
      // A member linked through VID's micro-enterprise tax holds through its members' row: counted once, with its share.
      insertRole(db, { ...C.microMember, role: 'micro_enterprise', position: 'member', name: 'Liepa Ilze', birthDate: '1975-01-01' });
      insertRole(db, { ...C.microMember, role: 'member', name: 'Liepa Ilze', birthDate: '1975-01-01', sharePercent: 90 });
      insertRole(db, { ...C.microMember, role: 'member', name: 'Ozols Andris', birthDate: '1984-03-15', sharePercent: 10 });
    });
    await importEuFixture(store);

    const db = openForReading(store.path);
    try {
      const services = createServices({ db, sanctionsThreshold: DEFAULT_THRESHOLD });
      const personOwners = (regcode: string) => services.getCompany(regcode, 'LV').personOwners;
      assert.deepEqual(personOwners(C.listedOwner.regcode), { count: 1, sharePercent: 100 });
      assert.deepEqual(personOwners(C.cleanOwner.regcode), { count: 1, sharePercent: 100 });
      assert.deepEqual(personOwners(C.microMember.regcode), { count: 2, sharePercent: 100 });

      // The owner compared is the owner counted: "1 of its 1 natural-person owner", never "0 of its 1".
      const count = controllingHolderCounter(db);
      assert.deepEqual(count('LV', C.listedOwner.regcode, '2026-11-21'), { persons: 1, ownerPersons: 1, entities: 0 });
      assert.deepEqual(count('LV', C.cleanOwner.regcode, '2026-11-21'), { persons: 1, ownerPersons: 1, entities: 0 });

      const flags = (regcode: string) => services.complianceFor(regcode, 'LV').flagDetails.filter((f) => f.flag.startsWith('sanctioned'));
      assert.deepEqual(flags(C.listedOwner.regcode).map((f) => [f.flag, f.since]), [['sanctioned', '2022-06-03'], ['sanctioned_owner', '2022-06-03']]);
      assert.match(flags(C.listedOwner.regcode).find((f) => f.flag === 'sanctioned_owner')!.detail ?? '', /Gennadijs Kuzņecovs/);
      assert.deepEqual(flags(C.cleanOwner.regcode), []);
      // One match however many of the person's roles were compared.
      assert.equal(services.sanctionsFor(C.listedOwner.regcode, 'LV').sanctions.filter((s) => s.matchedOn === 'owner').length, 1);
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
});
