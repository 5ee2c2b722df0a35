// Someone monitoring which companies a person is tied to asks the person check. UR's officers file
// lists current officers only, so a Latvian board member who left is simply no longer in it: the
// person check lists such an office (kept at the import that no longer found it) as an ended role,
// until null and unlistedOn the date of the first file without it, matched by the name and birth
// the office was listed with, so a namesake born another day never gets it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '../../http/harness.ts';
import { scratch, type Scratch } from '../pipeline/helpers.ts';
import { answerOf, daysAgo, importOn, row } from './officer-imports.ts';

const line = (id: number, regcode: string, name: string, code: string, birth: string, since: string) =>
  `${id};https://dati.ur.gov.lv/officers/${id};${regcode};NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;${name};${code};${birth};;INDIVIDUALLY;;${since};${since} 09:00:00.000\r\n`;
// Krūmiņa Līga (born 1984-07-12) on the boards of SIA "Alfa Koks" (she leaves it) and of Biedrība
// Delta (she stays); a namesake born 1990-01-01 on the board of SIA "Parādnieks"; Ozoliņš Kārlis,
// whom UR gives no birth information of, on the board of SIA "Alfa Koks" (he leaves it).
const LIGA_ALFA = line(110, '40003000001', 'Krūmiņa Līga', '120784-*****', '1984-07-12', '2017-01-09');
const LIGA_DELTA = line(111, '50008000008', 'Krūmiņa Līga', '120784-*****', '1984-07-12', '2022-02-02');
const NAMESAKE = line(112, '40003000005', 'Krūmiņa Līga', '010190-*****', '1990-01-01', '2019-04-04');
const KARLIS = line(113, '40003000001', 'Ozoliņš Kārlis', '', '', '2016-06-06');

/** The fixture imported ten days ago with the rows above, then five days ago without 102 (Liberte Inese), 110 and 113. */
async function departed(t: { after(fn: () => void): void }): Promise<Scratch> {
  const s = scratch();
  t.after(() => s.cleanup());
  const original = readFileSync(join(s.files, 'officers.csv'), 'utf8') + LIGA_ALFA + LIGA_DELTA + NAMESAKE + KARLIS;
  await importOn(s, daysAgo(10), original);
  const message = await importOn(s, daysAgo(5), original.replace(row(102), '').replace(row(110), '').replace(row(113), ''));
  assert.match(message, /3 offices no longer listed recorded as departures/);
  return s;
}

async function check(s: Scratch, query: string): Promise<{ status: number; link: unknown; body: Record<string, any> }> {
  const r = await answerOf(s, `${API}/persons/check?${query}`);
  return { status: r.statusCode, link: r.headers.link, body: JSON.parse(r.body) };
}

const liga = 'name=L%C4%ABga%20Kr%C5%ABmi%C5%86a&birthDate=1984-07-12';

test('the person check lists a Latvian board the person left, until null and dated by the first officers file without them', async (t) => {
  const s = await departed(t);
  const { status, body } = await check(s, liga);
  assert.equal(status, 200, JSON.stringify(body));
  assert.equal(body.count, 2);
  assert.equal(body.truncated, false);
  assert.deepEqual(body.results.map((r: Record<string, unknown>) => [r.regcode, r.companyName, r.since, r.until, r.unlistedOn]), [
    ['40003000001', 'SIA "Alfa Koks"', '2017-01-09', null, daysAgo(5)],
    ['50008000008', '"Biedrība Delta"', '2022-02-02', null, null],
  ]);
  // asOf: the date of the file that no longer listed it.
  assert.deepEqual(body.results[0], {
    regcode: '40003000001', country: 'LV', companyName: 'SIA "Alfa Koks"', companyStatus: 'active', role: 'officer',
    position: 'board_member', since: '2017-01-09', announced: false, until: null, unlistedOn: daysAgo(5), representation: null, share: null, personName: 'Krūmiņa Līga',
    birthDateMatch: 'exact', source: 'lv.officers', asOf: daysAgo(5),
    // An office, and one left: never compared with the sanctions lists; no list imported, so the company's own screening says nothing.
    // No flag in force of the company: its compliance statement lists none.
    companySanctioned: null, companyFlags: [], sanctionsScreened: 'not_screened', sanctions: [], sanctionCandidates: [],
  });
});

test('a namesake born another day does not get the office the person left', async (t) => {
  const s = await departed(t);
  const { status, body } = await check(s, liga.replace('1984-07-12', '1990-01-01'));
  assert.equal(status, 200, JSON.stringify(body));
  assert.deepEqual(body.results.map((r: Record<string, unknown>) => [r.regcode, r.unlistedOn]), [['40003000005', null]]);
  const none = await check(s, liga.replace('1984-07-12', '1984-07-13'));
  assert.equal(none.status, 404, JSON.stringify(none.body));
});

test('a person whose only tie is an office they left is known: the check lists it, new registrations lists nothing new', async (t) => {
  const s = await departed(t);
  // Liberte Inese: UR gives her birth year and month (1980-05), any day of it matches.
  const { status, body } = await check(s, 'name=Inese%20Liberte&birthDate=1980-05-20');
  assert.equal(status, 200, JSON.stringify(body));
  assert.deepEqual(body.results.map((r: Record<string, unknown>) => [r.regcode, r.position, r.until, r.unlistedOn, r.birthDateMatch]),
    [['40003000001', 'board_member', null, daysAgo(5), 'month']]);
  const fresh = await answerOf(s, `${API}/persons/new-registrations?name=Inese%20Liberte&birthDate=1980-05-20&hours=168`);
  assert.equal(fresh.statusCode, 200, fresh.body);
  const news = JSON.parse(fresh.body);
  assert.deepEqual([news.personKnown, news.count, news.results], [true, 0, []]);
  assert.equal((await check(s, 'name=Inese%20Liberte&birthDate=1980-06-20')).status, 404);
});

test('the departed office pages as a company of the person does: next and Link follow it', async (t) => {
  const s = await departed(t);
  const first = await check(s, `${liga}&limit=1`);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.deepEqual([first.body.count, first.body.truncated, first.body.results[0].unlistedOn], [1, true, daysAgo(5)]);
  assert.match(first.body.next, /after=LV%3A40003000001$/);
  assert.equal(first.link, `<${first.body.next}>; rel="next"`);
  const second = await check(s, first.body.next.slice(first.body.next.indexOf('?') + 1));
  assert.deepEqual(second.body.results.map((r: Record<string, unknown>) => [r.regcode, r.unlistedOn]), [['50008000008', null]]);
  assert.deepEqual([second.body.truncated, second.body.next, second.link], [false, null, undefined]);
});

test('an office left by someone UR gives no birth information of is a candidate of the name, dated alike', async (t) => {
  const s = await departed(t);
  const q = 'name=K%C4%81rlis%20Ozoli%C5%86%C5%A1&birthDate=1970-01-01';
  const without = await check(s, q);
  assert.equal(without.status, 404);
  assert.match(without.body.detail, /the name alone matches 1 role whose register gives no birth date/);
  const { status, body } = await check(s, `${q}&candidates=true`);
  assert.equal(status, 200, JSON.stringify(body));
  assert.deepEqual(body.results, []);
  assert.deepEqual(body.candidates.map((r: Record<string, unknown>) => [r.regcode, r.until, r.unlistedOn, r.birthDateMatch]),
    [['40003000001', null, daysAgo(5), 'unknown']]);
});

// A namesake born another day takes the seat the person left (a son of the same name succeeding
// his father on a family company's board): the same company, role, position and name, another
// person. The office the person left stays theirs, and the namesake's seat is not the person's.
const NAMESAKE_AT_ALFA = line(114, '40003000001', 'Krūmiņa Līga', '010190-*****', '1990-01-01', daysAgo(7));

test('a namesake born another day taking the seat in the same file leaves the office the person left listed', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const original = readFileSync(join(s.files, 'officers.csv'), 'utf8') + LIGA_ALFA + LIGA_DELTA;
  await importOn(s, daysAgo(10), original);
  await importOn(s, daysAgo(5), original.replace(row(110), NAMESAKE_AT_ALFA));
  const { status, body } = await check(s, liga);
  assert.equal(status, 200, JSON.stringify(body));
  assert.deepEqual(body.results.map((r: Record<string, unknown>) => [r.regcode, r.since, r.unlistedOn]), [
    ['40003000001', '2017-01-09', daysAgo(5)],
    ['50008000008', '2022-02-02', null],
  ]);
  const details = JSON.parse((await answerOf(s, `${API}/companies/40003000001`)).body);
  // Served given name first, where the officers file writes `Krūmiņa Līga`.
  assert.deepEqual(details.formerOfficers.filter((o: { name: string }) => o.name === 'Līga Krūmiņa'),
    [{ name: 'Līga Krūmiņa', position: 'board_member', since: '2017-01-09', until: null, unlistedOn: daysAgo(5) }]);
});

test('a namesake born another day appointed to the seat later does not take back the office the person left', async (t) => {
  const s = await departed(t);
  const file = readFileSync(join(s.files, 'officers.csv'), 'utf8');
  await importOn(s, daysAgo(2), file + NAMESAKE_AT_ALFA);
  const { body } = await check(s, liga);
  assert.deepEqual(body.results.map((r: Record<string, unknown>) => [r.regcode, r.since, r.unlistedOn]), [
    ['40003000001', '2017-01-09', daysAgo(5)],
    ['50008000008', '2022-02-02', null],
  ]);
  // The namesake's check lists the seat taken, in office, and not the office the person left.
  const namesake = await check(s, liga.replace('1984-07-12', '1990-01-01'));
  assert.deepEqual(namesake.body.results.map((r: Record<string, unknown>) => [r.regcode, r.since, r.unlistedOn]), [
    ['40003000001', daysAgo(7), null],
    ['40003000005', '2019-04-04', null],
  ]);
});

test('the API description of a role of the person check says what source and asOf are for an office the file stopped listing', async (t) => {
  const s = await departed(t);
  const doc = JSON.parse((await answerOf(s, API)).body);
  const item = doc.components.schemas.PersonCheck.properties.results.items.properties;
  // Served: source lv.officers, asOf the date of the first file without the office (its unlistedOn).
  const { body } = await check(s, liga);
  assert.deepEqual([body.results[0].source, body.results[0].asOf, body.results[0].unlistedOn], ['lv.officers', daysAgo(5), daysAgo(5)]);
  assert.match(item.asOf.description, /stopped listing \(unlistedOn set\), the date of the first file without it/);
  assert.match(item.source.description, /stopped listing \(unlistedOn set\), the source whose file listed it/);
  assert.deepEqual(doc.components.schemas.PersonCheck.properties.candidates.items.properties.asOf, item.asOf);
});
