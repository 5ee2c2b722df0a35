// An optional file is one a publisher may not publish (a 404, no address found), not one whose
// download failed: a transfer broken off, a server error. Read without it, lv.members published
// its holdings without their joint owners (removed from the person check), and fi.ytj, whose
// files are both optional, was skipped, a group's import exiting 0. Served from 127.0.0.1 only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { sources } from '../../../src/importers/lv/index.ts';
import { ytjSource } from '../../../src/importers/fi/ytj.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { LV_FIXTURES, REPO, query, runImport, sourceReport } from './helpers.ts';

type Fault = 'none' | 'closed-early' | 'server-error' | 'not-found';

/** Serves the LV fixtures and YTJ's bulk file by name, `faults` deciding how each answers. */
async function startServer(faults: Map<string, Fault>): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.split('/').pop() ?? '';
    const fault = faults.get(name) ?? 'none';
    if (fault === 'not-found') { res.writeHead(404).end('not found'); return; }
    if (fault === 'server-error') { res.writeHead(503).end('Service Unavailable'); return; }
    const body = name === 'all_companies'
      ? readFileSync(join(REPO, 'test/fixtures/fi/all_companies.json'))
      : readFileSync(join(LV_FIXTURES, name));
    res.writeHead(200, { 'content-length': body.length });
    if (fault === 'closed-early') res.write(body.subarray(0, body.length >> 1), () => res.socket?.destroy());
    else res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** lv.members downloaded from `base`, both files at their own address. */
const membersFrom = (base: string): SourceDefinition => {
  const def = sources.find((s) => s.id === 'lv.members')!;
  return {
    ...def, resolve: undefined, url: `${base}/members.csv`,
    files: def.files.map((f) => (f.name === 'members.csv' ? f : { ...f, url: `${base}/${f.name}` })),
  };
};

const jointOwners = (db: string) => query<{ name: string }>(db,
  "SELECT person_name AS name FROM person_roles WHERE source = 'lv.members' AND position = 'joint_owner' ORDER BY person_name").map((r) => r.name);

test('an optional file whose download fails fails its source, its rows served as before; one not published is read without', async (t) => {
  const faults = new Map<string, Fault>();
  const { server, base } = await startServer(faults);
  const dir = mkdtempSync(join(tmpdir(), 'import-optional-dl-'));
  t.after(() => { server.closeAllConnections(); server.close(); rmSync(dir, { recursive: true, force: true }); });
  const db = join(dir, 'store.sqlite');
  const cacheDir = join(dir, 'cache');
  await runImport({ databasePath: db, sources: [sources.find((s) => s.id === 'lv.register')!], fromDir: LV_FIXTURES });
  const first = await runImport({ databasePath: db, sources: [membersFrom(base)], cacheDir });
  assert.equal(sourceReport(first, 'lv.members').status, 'published');
  assert.deepEqual(jointOwners(db), ['Ozola Anna', 'Ozols Juris']);

  for (const fault of ['closed-early', 'server-error'] as const) {
    faults.set('members_joint_owners.csv', fault);
    const report = await runImport({ databasePath: db, sources: [membersFrom(base)], cacheDir, force: true });
    const members = sourceReport(report, 'lv.members');
    assert.equal(report.ok, false, fault);
    assert.equal(members.status, 'failed', `${fault}: ${members.message}`);
    assert.ok(members.message.includes(`${base}/members_joint_owners.csv`), members.message);
    assert.match(members.message, /members_joint_owners\.csv is optional only where the publisher does not publish it/);
    assert.deepEqual(jointOwners(db), ['Ozola Anna', 'Ozols Juris'], `${fault}: the joint owners are served as before`);
  }

  // The publisher no longer publishes it: the source reads without it, as before.
  faults.set('members_joint_owners.csv', 'not-found');
  const gone = sourceReport(await runImport({ databasePath: db, sources: [membersFrom(base)], cacheDir, force: true }), 'lv.members');
  assert.equal(gone.status, 'published', gone.message);
  assert.match(gone.warnings.join('\n'), /optional file members_joint_owners\.csv skipped: download failed: HTTP 404/);
});

test('fi.ytj whose bulk file fails to download fails, not skipped as having no file', async (t) => {
  const faults = new Map<string, Fault>([['all_companies', 'server-error']]);
  const { server, base } = await startServer(faults);
  const dir = mkdtempSync(join(tmpdir(), 'import-optional-dl-'));
  t.after(() => { server.closeAllConnections(); server.close(); rmSync(dir, { recursive: true, force: true }); });
  const ytj: SourceDefinition = {
    ...ytjSource, expectedRows: { min: 0, max: ytjSource.expectedRows.max },
    files: ytjSource.files.map((f) => (f.name === 'all_companies.json' ? { ...f, url: `${base}/all_companies` } : f)),
  };
  const report = await runImport({ databasePath: join(dir, 'store.sqlite'), sources: [ytj], cacheDir: join(dir, 'cache') });
  const fi = sourceReport(report, 'fi.ytj');
  assert.equal(fi.status, 'failed', fi.message);
  assert.equal(report.ok, false);
  assert.match(fi.message, /HTTP 503 from http:\/\/127\.0\.0\.1:\d+\/all_companies/);
});
