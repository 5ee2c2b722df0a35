// A joint owner of an LV holding is served with the whole of it: a match through such an owner
// said "Its member … holding 100 %", a claim a compliance record keeps, while the holding is shared
// with another person. The evidence now carries the position and the sentence says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { createTestStore, insertCompany, insertRole, withDb, importEuFixture } from './store.ts';

test('a match through a joint owner says the holding is held jointly', async () => {
  const store = createTestStore();
  try {
    const company = { country: 'LV', regcode: '40103777134', name: 'SIA "Kopīgais Metāls"' };
    withDb(store.path, (db) => {
      insertCompany(db, company);
      // One holding of the whole capital, held jointly (members.csv JOINT_OWNERS): each joint owner with all of it.
      insertRole(db, { ...company, role: 'member', position: 'joint_owner', name: 'Kuzņecovs Gennadijs', birthKey: '051161', sharePercent: 100 });
      insertRole(db, { ...company, role: 'member', position: 'joint_owner', name: 'Liepa Ilze', birthDate: '1975-01-01', sharePercent: 100 });
    });
    await importEuFixture(store);
    const db = openForReading(store.path);
    try {
      const answer = createServices({ db, sanctionsThreshold: 0.9 }).sanctionsFor(company.regcode, 'LV');
      const m = answer.sanctions.find((x) => x.entryId === '9102');
      assert.ok(m, 'the jointly held company has no match of entry 9102');
      assert.equal(m.features.ownerPosition, 'joint_owner');
      assert.match(m.explanation, /^Its member Gennadijs Kuzņecovs holding 100 % jointly with others has the name of the listed person /);
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
});
