// A partnership (LV PS or KS, EE TÜ or UÜ) has no shares and no board: its general partners own
// and run it. Screening counted a partner only as a member holding more than half or alone, and
// the registers give no share of a general partner, so a partnership whose general partner is a
// listed person was not flagged unless that person was also recorded as its beneficial owner. A
// general partner now controls the partnership whatever its share; a limited partner beside a
// general partner does not, by being the only one of its kind (a candidate for review alone, its share not given).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { createTestStore, insertCompany, insertRole, withDb, importEuFixture } from './store.ts';

const C = {
  ps: { country: 'LV', regcode: '40103777130', name: 'PS "Kurzemes Metāllūžņi"' },
  ks: { country: 'LV', regcode: '40103777131', name: 'KS "Ventas Metāls"' },
  tu: { country: 'EE', regcode: '14777132', name: 'Metallikaubandus TÜ' },
  uu: { country: 'EE', regcode: '14777133', name: 'Metalliäri UÜ' },
} as const;

// The EU fixture lists Gennadiy Kuznetsov (alias Gennadijs Kuzņecovs), born 1961-11-05: entry 9102.
const LISTED_LV = { name: 'Kuzņecovs Gennadijs', birthKey: '051161' };
const LISTED_EE = { name: 'Gennadijs Kuzņecovs', birthDate: '1961-11-05' };
const OTHER = { name: 'Liepa Ilze', birthDate: '1975-01-01' };

test('a general partner who is a listed person flags the partnership; a limited partner beside a general partner does not', async () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      for (const c of Object.values(C)) insertCompany(db, c);
      // UR officers.csv MEMBER_OF_PARTNERSHIP, as the importer stores it; no members.csv holding, no beneficial owner.
      insertRole(db, { ...C.ps, role: 'member', position: 'general_partner', ...LISTED_LV });
      insertRole(db, { ...C.ps, role: 'member', position: 'general_partner', ...OTHER });
      insertRole(db, { ...C.ks, role: 'member', position: 'general_partner', ...LISTED_LV });
      // RIK TOSAN (täisosanik) and UOSAN (usaldusosanik).
      insertRole(db, { ...C.tu, role: 'member', position: 'general_partner', ...LISTED_EE });
      insertRole(db, { ...C.tu, role: 'member', position: 'general_partner', ...OTHER });
      insertRole(db, { ...C.uu, role: 'member', position: 'general_partner', ...OTHER });
      insertRole(db, { ...C.uu, role: 'member', position: 'limited_partner', ...LISTED_EE });
    });
    await importEuFixture(store);

    const db = openForReading(store.path);
    try {
      const services = createServices({ db, sanctionsThreshold: DEFAULT_THRESHOLD });
      for (const c of [C.ps, C.ks, C.tu]) {
        const answer = services.sanctionsFor(c.regcode, c.country);
        assert.equal(answer.isSanctioned, true, `${c.name}: its general partner is listed`);
        const m = answer.sanctions.find((x) => x.entryId === '9102');
        assert.ok(m, `${c.name} has no match of entry 9102`);
        assert.equal(m.matchedOn, 'owner');
        assert.deepEqual([m.features.ownerRole, m.features.ownerPosition], ['member', 'general_partner']);
        assert.match(m.explanation, /^Its general partner (Kuzņecovs Gennadijs|Gennadijs Kuzņecovs) has the name of the listed person /);
      }
      const uu = services.sanctionsFor(C.uu.regcode, C.uu.country);
      assert.equal(uu.isSanctioned, false, 'a limited partner beside a general partner does not control the partnership');
      assert.deepEqual(uu.sanctions, []);
      // Its share not given, the listed limited partner is a candidate for review alone (screen-24).
      const candidates = services.sanctionsFor(C.uu.regcode, C.uu.country, true).candidates ?? [];
      assert.deepEqual(candidates.map((m) => [m.entryId, m.score, m.features.forReview]), [['9102', 0.8, 'holding']]);
      assert.match(candidates[0]!.explanation, /^Its limited partner Gennadijs Kuzņecovs .*; a holding whose share the register does not give: /);
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
});

// A täisühing's partners the card lists as plain Osanik are general partners from their publish, where
// the company's legal form is known: test/importers/ee/general-partnership-partners.test.ts.
