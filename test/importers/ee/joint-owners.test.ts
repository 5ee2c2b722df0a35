// RIK writes how an OÜ holding is owned (osaluse_omandiliik): a holding in ühisomand (Y, joint
// property) is listed under each joint owner with the whole holding's percent, so Jaan Kask of
// Kase Kaubandus OÜ was served as a member with position null and 100 %, read as its sole owner.
// A joint owner now has position joint_owner (a co-owner, K, co_owner), as a Latvian joint owner
// has, and a shareholder first served without it keeps the instant it was first seen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { mapPersonsOfCompany } from '../../../src/importers/ee/person-entry.ts';
import { shareholderRole } from '../../../src/importers/ee/shareholders.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { FIRST, SECOND } from './former-reading.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));

test('an OÜ shareholder\'s position says whether the holding is joint, co-owned or its own', () => {
  assert.deepEqual(['Y', 'KY', 'K', 'L', null].map((kind) => shareholderRole({ osaluse_omandiliik: kind }).position),
    ['joint_owner', 'joint_owner', 'co_owner', null, null]);
});

test('a joint owner is served as one, first seen when the former reading was', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-joint-owners-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const sized = eeSources.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
  // ee.shareholders as it read every shareholder before: position null.
  const former = sized.map((s): SourceDefinition => s.id !== 'ee.shareholders' ? s : {
    ...s, files: s.files.map((f) => ({ ...f, mapRow: (row, ctx) => mapPersonsOfCompany(row, ctx, ['osanikud'], () => ({ role: 'member', position: null })) })),
  });
  const first = await importSources({ databasePath, sources: former, fromDir: FIXTURES, now: FIRST, progress: 'none', screen: false });
  assert.ok(first.sources.every((s) => s.status === 'published'), JSON.stringify(first.sources.map((s) => [s.source, s.status])));
  const second = await importSources({
    databasePath, sources: sized.filter((s) => s.id === 'ee.shareholders'), fromDir: FIXTURES, now: SECOND, progress: 'none', screen: false, force: true,
  });
  assert.equal(second.sources[0]!.status, 'published', second.sources[0]!.message);
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });

  const roles = services.checkPerson('Jaan Kask', '1980-01-31', 100, SECOND).results.filter((r) => r.regcode === '11000027');
  assert.deepEqual(roles.map((r) => [r.role, r.position, r.share?.percent]), [['member', 'joint_owner', 100]]);
  // A holding of one's own keeps no position.
  const mari = services.checkPerson('Mari Tamm', '1975-06-04', 100, SECOND).results.filter((r) => r.regcode === '14000001' && r.role === 'member');
  assert.ok(mari.some((r) => r.position === null && r.share?.percent === 60), JSON.stringify(mari));

  const fresh = services.newRegistrations('Jaan Kask', '1980-01-31', 168, 100, SECOND).results;
  assert.deepEqual(fresh.map((r) => `${r.regcode} ${r.position} ${r.firstSeenAt}`), [], 'the reread joint owner is no new registration');
});
