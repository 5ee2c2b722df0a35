// An officer that is itself a company: UR's officers.csv gives the officer's own number in
// legal_entity_registration_number (the company's is at_legal_entity_registration_number). The
// details listed such an officer by name, position and start alone, so a compliance user could
// not follow it to that company. It now carries its number, the country the service holds it in
// and its register's country, as an owner does; a natural person's office keeps its four fields.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { runImport, scratch, sourceReport } from '../pipeline/helpers.ts';
import { FIRST_IMPORT } from './fixture-import.ts';

const GAMMA = '40003000007'; // AS "Gamma": the fixture lists SIA "Alfa Koks" (40003000001) on its board, and a person on its council

const s = scratch();
test.after(() => s.cleanup());
// A foreign company on Gamma's board too, written as its own register writes it.
appendFileSync(join(s.files, 'officers.csv'),
  '140;https://dati.ur.gov.lv/officers/140;40003000007;FOREIGN_ENTITY;BOARD_MEMBER;EXECUTIVE_BOARD;Nordic Freight AB;;;556677-8899;INDIVIDUALLY;;2021-03-01;2021-03-01 09:00:00.000\n');
const report = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: FIRST_IMPORT });

type Office = Record<string, unknown> & { name: string };
const byName = (officers: Office[]) => Object.fromEntries(officers.map((o) => [o.name, o]));

function assertOfficers(officers: Office[]): void {
  const o = byName(officers);
  assert.deepEqual(o['SIA "Alfa Koks"'], {
    name: 'SIA "Alfa Koks"', position: 'board_member', since: '2020-10-10', representation: { type: 'alone', withAtLeast: null },
    regcode: '40003000001', country: 'LV', registeredIn: 'LV',
  });
  // Of a register abroad UR names no country of: its number as written, linked to no company here.
  assert.deepEqual([o['Nordic Freight AB']!.regcode, o['Nordic Freight AB']!.country, o['Nordic Freight AB']!.registeredIn], ['556677-8899', null, null]);
  // A natural person: the same four fields as before, no number, named given name first (the file's `Kalniņš Pēteris`).
  assert.deepEqual(Object.keys(o['Pēteris Kalniņš']!).sort(), ['name', 'position', 'representation', 'since']);
}

test('GET /companies lists an officer that is a company with its number and country to follow it by; a person\'s office unchanged', async (t) => {
  assert.equal(sourceReport(report, 'lv.officers').status, 'published');
  const db = openForReading(s.db);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  t.after(async () => { await close(); db.close(); });
  const r = await app.inject({ method: 'GET', url: `${API}/companies/${GAMMA}?country=LV` });
  assert.equal(r.statusCode, 200, r.body);
  assertOfficers(r.json().officers);
  // The number followed: the officer's own details.
  const followed = await app.inject({ method: 'GET', url: `${API}/companies/40003000001?country=LV` });
  assert.equal(followed.json().name, 'SIA "Alfa Koks"');
});

test('get_company_details gives them too', async (t) => {
  const db = openForReading(s.db);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(async () => { await mcp.close(); db.close(); });
  const value = structuredOf<{ officers: Office[] }>(await callTool(mcp.client, 'get_company_details', { regcode: GAMMA, country: 'LV' }));
  assertOfficers(value.officers);
});
