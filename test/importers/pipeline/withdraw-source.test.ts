// A register that stops publishing a file (RIK's beneficial owners, reported discontinued on
// 10.07.2026): the download finds nothing, the source is skipped, and its last import would be
// served for ever, persons the register has since removed included. The skip says so, and
// `npm run import -- withdraw SOURCE` removes what the source published, its first-seen keys too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { withdrawSources } from '../../../src/importers/pipeline/withdraw.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { commandEnv } from '../../helpers/command-env.ts';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURES = join(REPO, 'test/fixtures/ee');
const BO = 'ee.beneficial-owners';
const fixtureSized = (list: SourceDefinition[]): SourceDefinition[] =>
  list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
const notFound: typeof fetch = async () => new Response('gone', { status: 404 });

function roles(databasePath: string) {
  const db = openForReading(databasePath);
  try {
    const services = createServices({ db, sanctionsThreshold: 0.9 });
    const person = services.checkPerson('Mari Tamm', '1975-06-04', 100);
    const recent = services.newRegistrations('Mari Tamm', '1975-06-04', 168, 100, new Date('2026-11-25T12:00:00Z'));
    const count = (sql: string) => Number((db.prepare(sql).get() as { n: number }).n);
    return {
      roles: [...new Set(person.results.map((r) => r.role))].sort(),
      recent: recent.results.map((r) => r.role),
      boSourceState: count(`SELECT count(*) AS n FROM source_state WHERE source = '${BO}'`),
      firstSeenKeys: count('SELECT count(*) AS n FROM association_first_seen'),
    };
  } finally {
    db.close();
  }
}

test('a source its publisher no longer publishes is named as still served, and withdraw removes it', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'withdraw-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const sources = fixtureSized(eeSources);
  const first = await importSources({ databasePath, sources, fromDir: FIXTURES, now: new Date('2026-07-01T06:00:00Z'), progress: 'none', screen: false });
  assert.ok(first.ok);
  const before = roles(databasePath);
  assert.deepEqual(before.roles, ['beneficial_owner', 'member', 'officer']);

  const download = await importSources({
    databasePath, sources: sources.filter((s) => s.id === BO), fetch: notFound,
    cacheDir: join(root, 'cache'), now: new Date('2026-11-24T06:00:00Z'), progress: 'none', screen: false,
  });
  const skipped = download.sources[0]!;
  assert.equal(skipped.status, 'skipped');
  assert.match(skipped.message, /rows published at 2026-07-01T06:00:00\.000Z \(files of .*\) are still served; .*npm run import -- withdraw ee\.beneficial-owners removes them/);
  assert.deepEqual(roles(databasePath).roles, before.roles, 'a skip changes nothing');

  const withdrawn = await withdrawSources({ databasePath, sources: sources.filter((s) => s.id === BO), knownSources: sources, now: new Date('2026-11-24T07:00:00Z') });
  assert.ok((withdrawn.sources[0]!.removed.role ?? 0) > 0);
  const after = roles(databasePath);
  assert.deepEqual(after.roles, ['member', 'officer'], 'the beneficial owner role is gone, the others stay');
  assert.equal(after.boSourceState, 0, 'the source is no longer listed as imported');
  assert.ok(after.firstSeenKeys < before.firstSeenKeys, 'the first-seen keys of its roles are gone');

  // Published again later, it is a first import: its roles are dated by the file, not listed as new.
  const again = await importSources({ databasePath, sources: sources.filter((s) => s.id === BO), fromDir: FIXTURES, now: new Date('2026-11-25T06:00:00Z'), progress: 'none', screen: false });
  assert.equal(again.sources[0]!.status, 'published');
  const back = roles(databasePath);
  assert.deepEqual(back.roles, before.roles);
  assert.deepEqual(back.recent, []);
});

test('npm run import -- withdraw names what it removed; an unknown source or a missing store is a usage error', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'withdraw-cli-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  await importSources({ databasePath, sources: fixtureSized(eeSources), fromDir: FIXTURES, progress: 'none', screen: false });
  const run = (args: string[], path = databasePath) => spawnSync(process.execPath, ['src/cli/import.ts', 'withdraw', ...args], {
    cwd: REPO, env: commandEnv({ DATABASE_PATH: path }), encoding: 'utf8', timeout: 60_000,
  });
  const ok = run([BO]);
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /^ee\.beneficial-owners: withdrawn, (1 role row|\d+ role rows) removed \(published .*\)$/m);
  assert.match(run([BO]).stdout, /ee\.beneficial-owners: the store held nothing of it/);
  const unknown = run(['ee.kasusaajad']);
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /withdraw: no source ee\.kasusaajad; known: .*ee\.beneficial-owners/);
  const missing = run([BO], join(root, 'nowhere.sqlite'));
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /withdraw: DATABASE_PATH=.*nowhere\.sqlite does not exist/);
});
