// A company that left the board: UR's officers file gives an officer that is itself a legal entity
// its own number (legal_entity_registration_number), and the details serve it on the officers in
// office, but a departure (an office the file stopped listing, role_departures) kept the name
// alone, so a compliance user could not follow a company that left a partner's board. The
// departure now keeps the number and its register's country, served on formerOfficers as on
// officers; a natural person's former office gains no field, and a departure recorded before the
// store kept the number serves the three fields null, not known.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openForReading, openForWriting, schemaVersion } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { migrations } from '../../../src/store/migrations/index.ts';
import { API } from '../../http/harness.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { scratch, type Scratch } from '../pipeline/helpers.ts';
import { answerOf, daysAgo, importOn, row } from './officer-imports.ts';

const GAMMA = '40003000007'; // AS "Gamma": SIA "Alfa Koks" (40003000001) on its board, row 104, and Kalniņš Pēteris, row 105
// A foreign company on Gamma's board too, written as its own register writes it.
const NORDIC = '140;https://dati.ur.gov.lv/officers/140;40003000007;FOREIGN_ENTITY;BOARD_MEMBER;EXECUTIVE_BOARD;Nordic Freight AB;;;556677-8899;INDIVIDUALLY;;2021-03-01;2021-03-01 09:00:00.000\r\n';

type Office = Record<string, unknown> & { name: string };
const byName = (officers: Office[]) => Object.fromEntries(officers.map((o) => [o.name, o]));

/** The fixture imported ten days ago with Nordic Freight AB on Gamma's board, then five days ago with Gamma's whole board gone. */
async function gammaBoardLeft(t: { after(fn: () => void): void }): Promise<Scratch> {
  const s = scratch();
  t.after(() => s.cleanup());
  const original = readFileSync(join(s.files, 'officers.csv'), 'utf8') + NORDIC;
  await importOn(s, daysAgo(10), original);
  const message = await importOn(s, daysAgo(5), original.replace(row(104), '').replace(row(105), '').replace(row(140), ''));
  assert.match(message, /3 offices no longer listed recorded as departures/);
  return s;
}

async function formerOfficersOf(s: Scratch): Promise<Record<string, Office>> {
  const r = await answerOf(s, `${API}/companies/${GAMMA}?country=LV`);
  assert.equal(r.statusCode, 200, r.body);
  return byName(JSON.parse(r.body).formerOfficers);
}

test('a company that left the board is served among the former officers with its number and country to follow it by', async (t) => {
  const s = await gammaBoardLeft(t);
  const former = await formerOfficersOf(s);
  assert.deepEqual(former['SIA "Alfa Koks"'], {
    name: 'SIA "Alfa Koks"', position: 'board_member', since: '2020-10-10', until: null, unlistedOn: daysAgo(5),
    regcode: '40003000001', country: 'LV', registeredIn: 'LV',
  });
  // Of a register abroad UR names no country of: its number as written, linked to no company here.
  const nordic = former['Nordic Freight AB']!;
  assert.deepEqual([nordic.regcode, nordic.country, nordic.registeredIn], ['556677-8899', null, null]);
  // A natural person's former office: its five fields, no number.
  assert.deepEqual(Object.keys(former['Pēteris Kalniņš']!).sort(), ['name', 'position', 'since', 'unlistedOn', 'until']);
  // The number followed: the former officer's own details.
  const followed = await answerOf(s, `${API}/companies/40003000001?country=LV`);
  assert.equal(JSON.parse(followed.body).name, 'SIA "Alfa Koks"');

  // get_company_details gives the same list.
  const db = openForReading(s.db);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(async () => { await mcp.close(); db.close(); });
  const tool = await callTool(mcp.client, 'get_company_details', { regcode: GAMMA, country: 'LV' });
  assert.notEqual(tool.isError, true, JSON.stringify(tool.content));
  assert.deepEqual(byName(structuredOf<{ formerOfficers: Office[] }>(tool).formerOfficers), former);
});

test('a departure recorded before the store kept the number serves it, its country and register null, not known', async (t) => {
  const s = await gammaBoardLeft(t);
  // The store as schema 21 left it: the departures without the two columns.
  const old = new DatabaseSync(s.db);
  old.exec('ALTER TABLE role_departures DROP COLUMN holder_regcode; ALTER TABLE role_departures DROP COLUMN holder_country; DROP TABLE holder_name_words; ALTER TABLE person_roles DROP COLUMN nationality; ALTER TABLE import_runs DROP COLUMN file_rows; PRAGMA user_version = 21');
  old.close();
  const writer = openForWriting(s.db);
  assert.equal(schemaVersion(writer), migrations.at(-1)!.version);
  writer.close();

  const former = await formerOfficersOf(s);
  assert.deepEqual(former['SIA "Alfa Koks"'], {
    name: 'SIA "Alfa Koks"', position: 'board_member', since: '2020-10-10', until: null, unlistedOn: daysAgo(5),
    regcode: null, country: null, registeredIn: null,
  });
  assert.deepEqual(Object.keys(former['Pēteris Kalniņš']!).sort(), ['name', 'position', 'since', 'unlistedOn', 'until']);
});
