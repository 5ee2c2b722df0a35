// OFAC blocks an entity that blocked persons own 50 % or more of (its 50 Percent Rule), where the
// EU's and the UN's rules ask for more than half. Screening compared a member or stockholder only
// where it held more than half (or was the only one), so a company half owned by a person on OFAC's
// list was answered not sanctioned, with no candidate either. A holder of exactly half is now
// compared with OFAC's list, and its match says the rule it rests on; so are the holders below
// half, whose holdings the rule sums: two listed members of 30 % each block the company. A holder of
// half or less that no rule makes the company sanctioned through (on the EU list; on OFAC's, short of
// half together) is a candidate for a reviewer (minority-holder-review.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenAllCompanies } from '../../src/importers/screening/index.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';
import type { Database } from '../../src/store/open.ts';
import { createTestStore, insertCompany, insertRole, matchesOf, withDb } from './store.ts';

const NOW = new Date('2026-11-21T08:00:00Z');

function insertPerson(db: Database, list: 'OFAC' | 'EU', entryId: string, name: string, birthDate: string): void {
  db.prepare(`INSERT INTO sanction_entries (list, entry_id, schema, name, aliases, identifiers, countries, programs, birth_dates, source)
    VALUES (?, ?, 'person', ?, '[]', '[]', '[]', '[]', ?, ?)`).run(list, entryId, name, JSON.stringify([birthDate]), `sanctions.${list.toLowerCase()}`);
}

const HALF_OFAC = { country: 'EE', regcode: '16000101', name: 'Pool Kahe Kaubandus OÜ' };
const HALF_EU = { country: 'EE', regcode: '16000102', name: 'Pool Kolme Kaubandus OÜ' };
const MINORITY = { country: 'EE', regcode: '16000103', name: 'Väike Osa Kaubandus OÜ' };
const HALF_BY_AMOUNTS = { country: 'LV', regcode: '40003960101', name: 'AS "Puse Uz Pusi"' };

test('a holder of exactly half is compared with OFAC\'s list alone, and the match names OFAC\'s 50 Percent Rule', () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      for (const c of [HALF_OFAC, HALF_EU, MINORITY, HALF_BY_AMOUNTS]) insertCompany(db, c);
      insertPerson(db, 'OFAC', '70001', 'VOLKOV, Boriss', '1968-04-02');
      insertPerson(db, 'EU', 'EU.70002', 'Jevgeni SOROKIN', '1971-09-15');
      // Half each: the listed person beside a namesake-free partner.
      insertRole(db, { ...HALF_OFAC, role: 'member', name: 'Boriss Volkov', birthDate: '1968-04-02', sharePercent: 50 });
      insertRole(db, { ...HALF_OFAC, role: 'member', name: 'Tiit Rand', birthDate: '1970-01-01', sharePercent: 50 });
      // The same half held by a person on the EU list alone: the EU's rule asks for more than half.
      insertRole(db, { ...HALF_EU, role: 'member', name: 'Jevgeni Sorokin', birthDate: '1971-09-15', sharePercent: 50 });
      insertRole(db, { ...HALF_EU, role: 'member', name: 'Tiit Rand', birthDate: '1970-01-01', sharePercent: 50 });
      // Less than half, even on OFAC's list: no rule blocks the company through it, a reviewer's candidate.
      insertRole(db, { ...MINORITY, role: 'member', name: 'Boriss Volkov', birthDate: '1968-04-02', sharePercent: 49 });
      insertRole(db, { ...MINORITY, role: 'member', name: 'Tiit Rand', birthDate: '1970-01-01', sharePercent: 51 });
      // UR gives a stockholder's amount alone: half of the amounts in force is half.
      insertRole(db, { ...HALF_BY_AMOUNTS, role: 'stockholder', name: 'Volkovs Boriss', birthDate: '1968-04-02', shareAmount: 1400, shareCurrency: 'EUR' });
      insertRole(db, { ...HALF_BY_AMOUNTS, role: 'stockholder', name: 'Rands Tīts', birthDate: '1970-01-01', shareAmount: 1400, shareCurrency: 'EUR' });
      const result = screenAllCompanies(db, { now: NOW });
      assert.equal(result.algorithmVersion, 'screen-49');
    });
    withDb(store.path, (db) => {
      const owned = (c: { country: string; regcode: string }) => matchesOf(db, c.country, c.regcode).filter((m) => m.matched_on === 'owner');
      const [half] = owned(HALF_OFAC);
      assert.ok(half, 'the half holder on OFAC\'s list is matched');
      assert.deepEqual([half.list, half.entry_id, half.score], ['OFAC', '70001', 1]);
      const features = JSON.parse(half.features) as Record<string, unknown>;
      assert.equal(features.ownershipRule, 'ofac_50_percent');
      assert.equal(features.sharePercent, 50);
      const explained = explainMatch('owner', half.matched_name, features);
      assert.match(explained, /^Its member Boriss Volkov holding 50 % has the name of the listed person "VOLKOV, Boriss", with the same birth date/);
      assert.match(explained, /OFAC's 50 Percent Rule blocks a company blocked persons own 50 % or more of/);
      const review = (c: { country: string; regcode: string }) => owned(c).map((m) => [m.list, m.entry_id, m.score, JSON.parse(m.features).ownershipRule]);
      assert.deepEqual(review(HALF_EU), [['EU', 'EU.70002', 0.8, 'holding_for_review']], 'a half held by a person on the EU list alone is a candidate, no match');
      assert.deepEqual(review(MINORITY), [['OFAC', '70001', 0.8, 'holding_for_review']], 'less than half is a candidate, no match, on OFAC\'s list too');
      const byAmounts = owned(HALF_BY_AMOUNTS);
      assert.deepEqual(byAmounts.map((m) => [m.list, m.entry_id]), [['OFAC', '70001']]);
      assert.equal((JSON.parse(byAmounts[0]!.features) as Record<string, unknown>).holdingPercentFromAmounts, 50);
    });
  } finally {
    store.cleanup();
  }
});

test('a holder of more than half is matched as before, without the half rule', () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      insertCompany(db, MINORITY);
      insertPerson(db, 'OFAC', '70001', 'VOLKOV, Boriss', '1968-04-02');
      insertRole(db, { ...MINORITY, role: 'member', name: 'Boriss Volkov', birthDate: '1968-04-02', sharePercent: 51 });
      insertRole(db, { ...MINORITY, role: 'member', name: 'Tiit Rand', birthDate: '1970-01-01', sharePercent: 49 });
      screenAllCompanies(db, { now: NOW });
      const [m] = matchesOf(db, MINORITY.country, MINORITY.regcode);
      assert.ok(m);
      assert.equal(m.score, 1);
      assert.equal((JSON.parse(m.features) as Record<string, unknown>).ownershipRule, undefined);
    });
  } finally {
    store.cleanup();
  }
});

const SUMMED = { country: 'EE', regcode: '16000104', name: 'Kolm Osanikku OÜ' };
const SUMMED_SHORT = { country: 'EE', regcode: '16000105', name: 'Neli Osanikku OÜ' };
const SUMMED_WITH_EU = { country: 'EE', regcode: '16000106', name: 'Viis Osanikku OÜ' };
const JOINT = { country: 'EE', regcode: '16000107', name: 'Ühisomand Kaubandus OÜ' };

test('holders below half that OFAC\'s list names hold half or more together: each matched, the sum said; less together, candidates', () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      for (const c of [SUMMED, SUMMED_SHORT, SUMMED_WITH_EU, JOINT]) insertCompany(db, c);
      insertPerson(db, 'OFAC', '70001', 'VOLKOV, Boriss', '1968-04-02');
      insertPerson(db, 'OFAC', '70003', 'SOKOLOVA, Irina', '1975-12-24');
      insertPerson(db, 'EU', 'EU.70002', 'Jevgeni SOROKIN', '1971-09-15');
      // 30 % and 25 % on OFAC's list: 55 % together.
      insertRole(db, { ...SUMMED, role: 'member', name: 'Boriss Volkov', birthDate: '1968-04-02', sharePercent: 30 });
      insertRole(db, { ...SUMMED, role: 'member', name: 'Irina Sokolova', birthDate: '1975-12-24', sharePercent: 25 });
      insertRole(db, { ...SUMMED, role: 'member', name: 'Tiit Rand', birthDate: '1970-01-01', sharePercent: 45 });
      // 30 % and 15 %: 45 % together, short of half.
      insertRole(db, { ...SUMMED_SHORT, role: 'member', name: 'Boriss Volkov', birthDate: '1968-04-02', sharePercent: 30 });
      insertRole(db, { ...SUMMED_SHORT, role: 'member', name: 'Irina Sokolova', birthDate: '1975-12-24', sharePercent: 15 });
      insertRole(db, { ...SUMMED_SHORT, role: 'member', name: 'Tiit Rand', birthDate: '1970-01-01', sharePercent: 55 });
      // 30 % on OFAC's list and 30 % on the EU's: OFAC's rule sums the persons it blocks alone.
      insertRole(db, { ...SUMMED_WITH_EU, role: 'member', name: 'Boriss Volkov', birthDate: '1968-04-02', sharePercent: 30 });
      insertRole(db, { ...SUMMED_WITH_EU, role: 'member', name: 'Jevgeni Sorokin', birthDate: '1971-09-15', sharePercent: 30 });
      insertRole(db, { ...SUMMED_WITH_EU, role: 'member', name: 'Tiit Rand', birthDate: '1970-01-01', sharePercent: 40 });
      // One holding of 30 % the two listed persons own jointly, each linked with the whole of it: 30 % together.
      insertRole(db, { ...JOINT, role: 'member', position: 'joint_owner', name: 'Boriss Volkov', birthDate: '1968-04-02', sharePercent: 30, since: '2020-01-01' });
      insertRole(db, { ...JOINT, role: 'member', position: 'joint_owner', name: 'Irina Sokolova', birthDate: '1975-12-24', sharePercent: 30, since: '2020-01-01' });
      insertRole(db, { ...JOINT, role: 'member', name: 'Tiit Rand', birthDate: '1970-01-01', sharePercent: 70 });
      screenAllCompanies(db, { now: NOW });
    });
    withDb(store.path, (db) => {
      const owned = (c: { country: string; regcode: string }) => matchesOf(db, c.country, c.regcode).filter((m) => m.matched_on === 'owner');
      const review = (c: { country: string; regcode: string }) => owned(c).map((m) => {
        const f = JSON.parse(m.features) as Record<string, unknown>;
        return [m.list, m.entry_id, m.score, f.ownershipRule, f.listedHoldersPercent ?? null];
      }).sort();
      assert.deepEqual(review(JOINT), [['OFAC', '70001', 0.8, 'holding_for_review', 30], ['OFAC', '70003', 0.8, 'holding_for_review', 30]],
        'one holding two listed persons own jointly is counted once, short of half: candidates');
      const summed = owned(SUMMED);
      assert.deepEqual(summed.map((m) => [m.list, m.entry_id, m.score]).sort(), [['OFAC', '70001', 1], ['OFAC', '70003', 1]]);
      const features = JSON.parse(summed.find((m) => m.entry_id === '70001')!.features) as Record<string, unknown>;
      assert.deepEqual([features.ownershipRule, features.listedHoldersPercent, features.sharePercent], ['ofac_50_percent_aggregate', 55, 30]);
      assert.match(explainMatch('owner', 'VOLKOV, Boriss', features),
        /^Its member Boriss Volkov holding 30 % has the name of the listed person "VOLKOV, Boriss", with the same birth date; the holders OFAC's list names hold 55 % of the company together/);
      assert.deepEqual(review(SUMMED_SHORT), [['OFAC', '70001', 0.8, 'holding_for_review', 45], ['OFAC', '70003', 0.8, 'holding_for_review', 45]],
        'less than half together is no match, each a candidate');
      assert.deepEqual(review(SUMMED_WITH_EU), [['EU', 'EU.70002', 0.8, 'holding_for_review', null], ['OFAC', '70001', 0.8, 'holding_for_review', 30]],
        'a holder on the EU list alone is not summed with OFAC\'s');
    });
  } finally {
    store.cleanup();
  }
});
