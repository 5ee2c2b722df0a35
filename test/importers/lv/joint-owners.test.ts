// UR lists a jointly held holding once (entity_type JOINT_OWNERS) with its persons in
// members_joint_owners.csv / stockholders_joint_owners.csv, and the service serves each joint
// owner with the whole holding. A person check showed such an owner as a member with position
// null and 100 % of the capital, which reads as the company's sole owner, though the holding is
// shared with another person. A joint owner now has position joint_owner (members and
// stockholders), and a role first served without it keeps the instant it was first seen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sources } from '../../../src/importers/lv/index.ts';
import { mapMemberGroup } from '../../../src/importers/lv/member-shares.ts';
import type { MapResult, SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, scratch, sourceReport } from '../pipeline/helpers.ts';

const FIRST = new Date('2026-11-20T06:00:00Z');
const SECOND = new Date('2026-11-21T06:00:00Z');
const ANNA = { name: 'Anna Ozola', birthDate: '1990-01-01' };
const INESE = { name: 'Inese Liberte', birthDate: '1980-05-17' };

/** A role as the importers read a joint owner before: no position. */
const withoutPosition = (result: MapResult): MapResult => {
  const drop = (e: unknown) => (e && typeof e === 'object' && 'kind' in e && e.kind === 'role' && 'record' in e
    ? { ...e, record: { ...(e.record as object), position: null } } : e);
  return (Array.isArray(result) ? result.map(drop) : drop(result)) as MapResult;
};

/** lv.members and lv.stockholders as they read joint owners before. */
const former = (s: SourceDefinition): SourceDefinition => {
  if (s.id === 'lv.members') {
    return { ...s, mapGroup: (rows, ctx) => mapMemberGroup(rows, { ...ctx, stageRow: (g, result) => ctx.stageRow!(g, withoutPosition(result)) }) };
  }
  if (s.id === 'lv.stockholders') {
    return { ...s, files: s.files.map((f) => (f.mapRow ? { ...f, mapRow: (row, ctx) => withoutPosition(f.mapRow!(row, ctx)) } : f)) };
  }
  return s;
};

test('a joint owner is served as one, first seen when the former reading was', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const first = await runImport({ databasePath: s.db, sources: sources.map(former), fromDir: s.files, now: FIRST });
  assert.equal(sourceReport(first, 'lv.members').status, 'published', sourceReport(first, 'lv.members').message);
  const again = sources.filter((x) => x.id === 'lv.members' || x.id === 'lv.stockholders');
  const second = await runImport({ databasePath: s.db, sources: again, fromDir: s.files, now: SECOND, force: true });
  assert.equal(sourceReport(second, 'lv.members').status, 'published', sourceReport(second, 'lv.members').message);
  assert.equal(sourceReport(second, 'lv.stockholders').status, 'published', sourceReport(second, 'lv.stockholders').message);

  const db = openForReading(s.db);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });

  // SIA 40003000005: one holding of 2,800, held jointly by Anna Ozola and Juris Ozols.
  const anna = services.checkPerson(ANNA.name, ANNA.birthDate, 100, SECOND).results.filter((r) => r.role === 'member');
  assert.deepEqual(anna.map((r) => [r.regcode, r.position, r.share]), [['40003000005', 'joint_owner', { percent: 100, amount: 2800, currency: 'EUR' }]]);
  // AS 40003000007: a joint holding of stock beside a holding of its own.
  const inese = services.checkPerson(INESE.name, INESE.birthDate, 100, SECOND).results
    .filter((r) => r.role === 'stockholder' || r.role === 'member').map((r) => `${r.regcode} ${r.role}/${r.position}`);
  assert.deepEqual(inese, ['40003000006 member/null', '40003000007 stockholder/joint_owner']);

  const fresh = [...services.newRegistrations(ANNA.name, ANNA.birthDate, 168, 100, SECOND).results,
    ...services.newRegistrations(INESE.name, INESE.birthDate, 168, 100, SECOND).results];
  assert.deepEqual(fresh.map((r) => `${r.regcode} ${r.position} ${r.firstSeenAt}`), [], 'the reread joint owners are no new registrations');
});
