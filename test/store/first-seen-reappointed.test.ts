// The re-appointed-role update runs at every publish of a role source over its whole staged file.
// Read through roles_source, it read every live role of the source for each staged role: hours
// for a national file, the import's write transaction held all along. It must find the live role
// by its key, and date the same roles as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DatabaseSync } from 'node:sqlite';
import { openForWriting } from '../../src/store/open.ts';
import { tableSpec } from '../../src/store/record-tables.ts';
import { renewFirstSeenOfReappointedRoles } from '../../src/store/first-seen-reappointed.ts';

const SOURCE = 'lv.officers';
const STAGE = 'temp.stage_roles';
const NOW = '2026-11-25T06:00:00.000Z';
const COLUMNS = tableSpec('role').columns.map((c) => c.column);

interface Role { key: string; since: string | null; firstSeen: string; live: boolean; staged: boolean }
// One role of each kind the update tells apart, keyed by what it is.
const ROLES: Role[] = [
  { key: 'live-unchanged', since: '2015-07-01', firstSeen: '2015-07-01T00:00:00.000Z', live: true, staged: true },
  { key: 'live-started-later', since: '2026-11-24', firstSeen: '2026-11-20T06:00:00.000Z', live: true, staged: true },
  { key: 'reappointed', since: '2026-11-24', firstSeen: '2015-07-01T00:00:00.000Z', live: false, staged: true },
  { key: 'back-with-own-start', since: '2015-07-01', firstSeen: '2015-07-01T00:00:00.000Z', live: false, staged: true },
  { key: 'back-same-day', since: '2026-11-20', firstSeen: '2026-11-20T06:00:00.000Z', live: false, staged: true },
  { key: 'back-without-start', since: null, firstSeen: '2015-07-01T00:00:00.000Z', live: false, staged: true },
  { key: 'left', since: '2001-02-03', firstSeen: '2001-02-03T00:00:00.000Z', live: true, staged: false },
  { key: 'other-source-live', since: '2026-11-24', firstSeen: '2015-07-01T00:00:00.000Z', live: false, staged: true },
];

function storeWithStagedRoles(): DatabaseSync {
  const db = openForWriting(':memory:');
  db.exec(`CREATE TEMP TABLE stage_roles (${COLUMNS.join(', ')}, _line INTEGER)`);
  const live = db.prepare(`INSERT INTO person_roles (country, regcode, role, person_name, name_key, entity_type, since, assoc_key, first_seen_at, source)
    VALUES ('LV', '40003000001', 'officer', 'Jānis Bērziņš', 'berzins janis', 'natural_person', ?, ?, ?, ?)`);
  const staged = db.prepare(`INSERT INTO ${STAGE} (country, regcode, role, person_name, name_key, entity_type, since, assoc_key, _line)
    VALUES ('LV', '40003000001', 'officer', 'Jānis Bērziņš', 'berzins janis', 'natural_person', ?, ?, ?)`);
  const seen = db.prepare('INSERT INTO association_first_seen (assoc_key, first_seen_at) VALUES (?, ?)');
  ROLES.forEach((r, line) => {
    seen.run(r.key, r.firstSeen);
    if (r.live) live.run(r.since, r.key, r.firstSeen, SOURCE);
    if (r.key === 'other-source-live') live.run(r.since, r.key, r.firstSeen, 'lv.members');
    if (r.staged) staged.run(r.since, r.key, line + 1);
  });
  return db;
}

function renewedKeys(db: DatabaseSync): string[] {
  return (db.prepare('SELECT assoc_key FROM association_first_seen WHERE first_seen_at = ? ORDER BY assoc_key').all(NOW) as Array<{ assoc_key: string }>)
    .map((r) => r.assoc_key);
}

test('only roles that come back with a start after their first sighting are first seen at the publish', () => {
  const db = storeWithStagedRoles();
  try {
    const renewed = renewFirstSeenOfReappointedRoles(db, STAGE, SOURCE, NOW);
    assert.deepEqual(renewedKeys(db), ['other-source-live', 'reappointed']);
    assert.equal(renewed, 2);
  } finally {
    db.close();
  }
});

test('the live role is looked up by its key, not by reading every role of the source', () => {
  const db = storeWithStagedRoles();
  const plans: string[] = [];
  // Records the plan of each statement the update prepares, then runs it as it would.
  const recording = new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (sql: string) => {
          if (/^\s*UPDATE/i.test(sql)) {
            const plan = target.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ source: SOURCE, now: NOW }) as Array<{ detail: string }>;
            plans.push(...plan.map((p) => p.detail));
          }
          return target.prepare(sql);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as DatabaseSync;
  try {
    renewFirstSeenOfReappointedRoles(recording, STAGE, SOURCE, NOW);
    const liveLookups = plans.filter((d) => /\bo\b/.test(d) && /^(SEARCH|SCAN)/.test(d));
    assert.deepEqual(liveLookups, ['SEARCH o USING INDEX roles_assoc (assoc_key=?)']);
  } finally {
    db.close();
  }
});
