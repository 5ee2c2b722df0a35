// UR's officers file lists current officers only, with no end date: a Latvian board member who
// left is simply no longer in it. A compliance analyst checking a partner wants exactly that board
// change, so the details list an office a new file no longer lists among the former officers,
// with the date of the first file without it, a company in business the file no longer lists at
// all too (its whole board gone, no successor registered); the same office under a corrected name,
// the board of a closed company, and an office listed again are not listed so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API } from '../../http/harness.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { query, runImport, scratch, sourceReport, type Scratch } from '../pipeline/helpers.ts';
import { answerOf, daysAgo, importOn, officerSources, row } from './officer-imports.ts';

// A second board member of SIA "Beidzējs" (40003000006), beside its liquidator (row 107).
const BEIDZEJS_MEMBER = '109;https://dati.ur.gov.lv/officers/109;40003000006;NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;Vītola Dace;030385-*****;;;INDIVIDUALLY;;2016-02-02;2016-02-02 09:00:00.000\r\n';

async function details(s: Scratch, regcode: string): Promise<Record<string, any>> {
  const r = await answerOf(s, `${API}/companies/${regcode}`);
  assert.equal(r.statusCode, 200, r.body);
  return JSON.parse(r.body);
}

const names = (list: Array<{ name: string }>) => list.map((o) => o.name).sort();

/** The fixture files imported twice: the second file dated five days ago lacks Liberte Inese, AS "Gamma"'s whole board (the company active), renames Bērziņš Jānis and closes SIA "Beidzējs" as its second board member leaves. */
async function withSecondImport(t: { after(fn: () => void): void }): Promise<{ s: Scratch; original: string; register: string; message: string }> {
  const s = scratch();
  t.after(() => s.cleanup());
  const original = readFileSync(join(s.files, 'officers.csv'), 'utf8') + BEIDZEJS_MEMBER;
  const register = readFileSync(join(s.files, 'register.csv'), 'utf8');
  const first = await importOn(s, daysAgo(10), original, register);
  assert.doesNotMatch(first, /departure/, 'a first import records none');
  const second = original
    .replace(row(102), '')
    .replace(row(104), '').replace(row(105), '')
    .replace('CHAIR_OF_BOARD;EXECUTIVE_BOARD;Bērziņš Jānis;', 'CHAIR_OF_BOARD;EXECUTIVE_BOARD;Bērziņš Jānis Pēteris;')
    .replace(row(109), '');
  const closed = register.replace('2013-04-05;; ;', `2013-04-05;${daysAgo(6)};L;`);
  assert.notEqual(closed, register);
  const message = await importOn(s, daysAgo(5), second, closed);
  return { s, original, register: closed, message };
}

test('an LV board member the officers file no longer lists is served among the former officers, dated by the first file without them', async (t) => {
  const { s, message } = await withSecondImport(t);
  assert.match(message, /3 offices no longer listed recorded as departures/);

  const alfa = await details(s, '40003000001');
  // Served given name first; the store keeps the file's `Liberte Inese` below.
  assert.deepEqual(alfa.formerOfficers, [
    { name: 'Inese Liberte', position: 'board_member', since: '2018-03-02', until: null, unlistedOn: daysAgo(5) },
  ]);
  // Kept with the birth and entity type the office was listed with: what the person check matches it by.
  assert.deepEqual(query(s.db, `SELECT person_name, entity_type, birth_date, birth_key FROM role_departures ORDER BY person_name`), [
    { person_name: 'Kalniņš Pēteris', entity_type: 'natural_person', birth_date: null, birth_key: null }, // 321234-*****: no date
    { person_name: 'Liberte Inese', entity_type: 'natural_person', birth_date: '1980-05', birth_key: null },
    { person_name: 'SIA "Alfa Koks"', entity_type: 'legal_entity', birth_date: null, birth_key: null },
  ]);
  // Renamed, the chair is the same office: in office under the new name, no departure of the old one.
  assert.deepEqual(names(alfa.officers), ['Jānis Pēteris Bērziņš']);
  assert.ok(alfa.sources.some((x: { name: string }) => x.name === 'lv.officers'), 'the file the former officer comes from is named');

  // The company:// resource and the get_company_details tool carry the same list (its until null).
  const db = openForReading(s.db);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(async () => { await mcp.close(); db.close(); });
  const resource = await mcp.client.readResource({ uri: 'company://LV/40003000001' });
  assert.deepEqual(JSON.parse((resource.contents[0] as { text: string }).text).formerOfficers, alfa.formerOfficers);
  const tool = await callTool(mcp.client, 'get_company_details', { regcode: '40003000001' });
  assert.notEqual(tool.isError, true, JSON.stringify(tool.content));
  assert.deepEqual(structuredOf<{ formerOfficers: unknown[] }>(tool).formerOfficers, alfa.formerOfficers);
});

test('the whole board of a company in business gone from the officers file left it; the board of a closed company did not', async (t) => {
  const { s } = await withSecondImport(t);
  // AS "Gamma" is active in the register, and the officers file lists no one of it any more: no
  // board is registered, which a check of a partner must see.
  const gamma = await details(s, '40003000007');
  assert.equal(gamma.status, 'active');
  assert.deepEqual(gamma.officers, []);
  assert.deepEqual(names(gamma.formerOfficers), ['Pēteris Kalniņš', 'SIA "Alfa Koks"']);
  for (const o of gamma.formerOfficers) assert.deepEqual([o.until, o.unlistedOn], [null, daysAgo(5)], o.name);
  const beidzejs = await details(s, '40003000006');
  assert.equal(beidzejs.status, 'closed');
  assert.deepEqual(beidzejs.formerOfficers, []);
});

test('an LV officer listed again (reappointed) is in office, no longer among the former officers', async (t) => {
  const { s, original, register } = await withSecondImport(t);
  const inese = original.match(row(102))![0];
  const reappointed = inese.replace('2018-03-02;', `${daysAgo(3)};`);
  assert.notEqual(reappointed, inese);
  await importOn(s, daysAgo(2), original.replace(row(102), reappointed).replace(row(104), '').replace(row(105), '').replace(row(109), ''), register);

  const alfa = await details(s, '40003000001');
  assert.deepEqual(alfa.formerOfficers, []);
  assert.deepEqual(alfa.officers.find((o: { name: string }) => o.name === 'Inese Liberte'),
    { name: 'Inese Liberte', position: 'board_member', since: daysAgo(3), representation: { type: 'jointly_with_at_least', withAtLeast: 2 } });
});

test('a publish that fails leaves the recorded departures as they were', async (t) => {
  const { s, original, register } = await withSecondImport(t);
  const before = query(s.db, 'SELECT * FROM role_departures ORDER BY assoc_key');
  assert.equal(before.length, 3);
  const db = new DatabaseSync(s.db);
  db.exec("CREATE TRIGGER fail_roles BEFORE INSERT ON person_roles BEGIN SELECT RAISE(ABORT, 'disk full'); END");
  db.close();
  const third = original.replace(row(101), '').replace(row(102), '').replace(row(104), '').replace(row(105), '').replace(row(109), '');
  writeFileSync(join(s.files, 'officers.csv'), third);
  writeFileSync(join(s.files, 'register.csv'), register);
  const report = await runImport({ databasePath: s.db, sources: officerSources, fromDir: s.files, now: new Date() });
  assert.equal(sourceReport(report, 'lv.officers').status, 'failed');
  assert.deepEqual(query(s.db, 'SELECT * FROM role_departures ORDER BY assoc_key'), before);
});

test('an officers file lacking an implausible share of the offices (a truncated file) records no departure', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const header = readFileSync(join(s.files, 'officers.csv'), 'utf8').split(/\r?\n/)[0];
  // 1,200 board members of ten companies of the register fixture's numbers, unique by name and code.
  const companies = ['40003000001', '40003000005', '40003000007', '50008000008'];
  const lines = Array.from({ length: 1200 }, (_, i) => `${1000 + i};https://dati.ur.gov.lv/officers/${1000 + i};${companies[i % companies.length]};`
    + `NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;Persona${i} Vārds;${String(100000 + i)}-*****;;;INDIVIDUALLY;;2019-01-01;2019-01-01 09:00:00.000`);
  const register = readFileSync(join(s.files, 'register.csv'), 'utf8');
  await importOn(s, daysAgo(10), [header, ...lines, ''].join('\r\n'), register);
  // A quarter of the rows lost, each company still listed: within the row-count check's half.
  const message = await importOn(s, daysAgo(5), [header, ...lines.slice(0, 900), ''].join('\r\n'), register);
  assert.match(message, /300 of the 1200 offices in force are gone from the file at once .* none is recorded as a departure/);
  assert.deepEqual(query(s.db, 'SELECT * FROM role_departures'), []);
  assert.deepEqual((await details(s, '40003000001')).formerOfficers, []);
});
