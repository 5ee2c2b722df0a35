// The instant an import records for a newly seen association is when its publish makes it
// visible, not when the command started: a job polling /persons/new-registrations looks back
// its interval plus 2 hours from its previous answer, and an association dated at the start of a
// command whose downloads took longer would fall before that window and never be listed.
// The register's file is served from 127.0.0.1 and held back until the test lets it go.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { sources } from '../../../src/importers/lv/index.ts';
import { LV_FIXTURES, query, runImport, sourceReport } from './helpers.ts';

const NEW_OFFICER = '999;https://dati.ur.gov.lv/officers/999;40003000001;NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;'
  + 'Jaunzems Pēteris;;1990-01-01;;INDIVIDUALLY;;2026-11-24;2026-11-24 10:00:00.000';

test('a role first seen by an import is dated when its publish makes it visible, however long the command ran before', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'first-seen-'));
  const databasePath = join(dir, 'store.sqlite');
  const register = sources.find((s) => s.id === 'lv.register')!;
  const officers = sources.find((s) => s.id === 'lv.officers')!;
  const first = await runImport({ databasePath, sources: [register, officers], fromDir: LV_FIXTURES, now: new Date('2026-11-20T06:00:00Z') });
  assert.ok(first.ok, JSON.stringify(first.sources.map((s) => s.message)));

  const body = Buffer.from(`${readFileSync(join(LV_FIXTURES, 'officers.csv'), 'utf8').trimEnd()}\n${NEW_OFFICER}\n`);
  let asked!: () => void;
  const downloadAsked = new Promise<void>((resolve) => { asked = resolve; });
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/api/3/action/package_show') {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, result: { resources: [{ name: 'OFFICERS.CSV', url: `${base}/download/officers.csv` }] } }));
      return;
    }
    asked();
    void released.then(() => res.writeHead(200, { 'content-length': body.length }).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => { server.close(); rmSync(dir, { recursive: true, force: true }); });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const downloaded = { ...officers, resolve: { kind: 'ckan' as const, api: `${base}/api/3/action`, packageId: 'officers', resourceName: 'officers.csv' } };

  const commandStarted = Date.now();
  const running = runImport({ databasePath, sources: [downloaded], cacheDir: join(dir, 'cache') });
  await downloadAsked;
  // The download is slow: the clock moves on before a byte of the file arrives.
  while (Date.now() <= commandStarted) await new Promise((resolve) => setTimeout(resolve, 5));
  const fileArrived = Date.now();
  release();
  const report = sourceReport(await running, 'lv.officers');
  assert.equal(report.status, 'published', report.message);

  const [row] = query<{ first_seen_at: string }>(databasePath, "SELECT first_seen_at FROM person_roles WHERE person_name LIKE 'Jaunzems%'");
  assert.ok(row, 'the new officer is stored');
  assert.ok(Date.parse(row.first_seen_at) >= fileArrived,
    `first seen ${row.first_seen_at}, before its file had even arrived (${new Date(fileArrived).toISOString()})`);
  const kept = query<{ first_seen_at: string }>(databasePath, "SELECT first_seen_at FROM person_roles WHERE person_name NOT LIKE 'Jaunzems%'");
  assert.ok(kept.length > 0 && kept.every((r) => Date.parse(r.first_seen_at) < Date.parse('2026-11-21')),
    'the roles seen before keep their instants');
});
