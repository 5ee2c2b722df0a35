// A person on the EU list on a company's board, or its member whose share the register does not
// give, was compared with no list: no match, no candidate. The EU's guidance counts the right to
// appoint or remove most of a board, and a dominant influence, as control: such a person, named with
// certainty (name and birth date), is now a candidate for a reviewer on the company, never
// sanctioning, at any threshold (0.8 too), its explanation naming the office or the holding; the REST
// answers, get_company_compliance and the person check alike. A departed officer gives none.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { DatabaseSync } from 'node:sqlite';
import { createServices, type Services } from '../../src/services/index.ts';
import { REPORTING_FLOOR } from '../../src/domain/sanctions-matching.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { createTestStore, importEuFixture, insertCompany, insertRole, withDb, type TestStore } from './store.ts';
import { callTool, structuredOf, type Connected } from '../mcp/client.ts';
import { servedScreening } from './served.ts';

const LISTED = { name: 'Kuzņecovs Gennadijs', birthDate: '1961-11-05' };
const BOARD = { country: 'LV', regcode: '40103777151', name: 'SIA "Ventspils Osta Serviss"' };
const PROCURATOR = { country: 'LV', regcode: '40103777152', name: 'SIA "Ventspils Kravas"' };
const UNKNOWN_SHARE = { country: 'LV', regcode: '40103777153', name: 'SIA "Ventspils Doki"' };
// The board seat ended (until passed), the one the officers file stopped listing, and a namesake born another day: no candidate.
const ENDED = { country: 'LV', regcode: '40103777154', name: 'SIA "Ventspils Tauva"' };
const DEPARTED = { country: 'LV', regcode: '40103777155', name: 'SIA "Ventspils Enkurs"' };
const NAMESAKE = { country: 'LV', regcode: '40103777156', name: 'SIA "Ventspils Bura"' };
// A board member UR names by the masked personal code alone (DDMMYY), as most LV officers.
const MASKED = { country: 'LV', regcode: '40103777157', name: 'SIA "Ventspils Krasti"' };
const OWNER = { name: 'Liepa Ilze', birthDate: '1975-01-01' };
// The listed person on an Estonian board, named as RIK's files have named a person since November
// 2024, by no birth date: compared with no entry, so the compliance statement names the officer.
const NO_BIRTH = { country: 'EE', regcode: '14000019', name: 'Narva Kaubasadam OÜ' };

let store: TestStore;
let db: DatabaseSync;
let services: Services;
let atFloor: Services;
let mcp: Connected;
let close: () => Promise<void>;

before(async () => {
  store = createTestStore();
  withDb(store.path, (w) => {
    insertCompany(w, NO_BIRTH);
    insertRole(w, { ...NO_BIRTH, role: 'officer', position: 'board_member', name: LISTED.name, since: '2022-01-01' });
    insertRole(w, { ...NO_BIRTH, role: 'officer', position: 'board_member', name: 'Tamm Mari', birthDate: '1980-04-02', since: '2019-01-01' });
    insertRole(w, { ...NO_BIRTH, role: 'officer', position: 'procurator', name: 'Põhja Halduse OÜ', entityType: 'legal_entity', holderRegcode: '10000001' });
    for (const c of [BOARD, PROCURATOR, UNKNOWN_SHARE, ENDED, DEPARTED, NAMESAKE, MASKED]) {
      insertCompany(w, c);
      insertRole(w, { ...c, role: 'member', ...OWNER, sharePercent: c === UNKNOWN_SHARE ? null : 100 });
    }
    insertRole(w, { ...BOARD, role: 'officer', position: 'chair_of_board', ...LISTED, since: '2021-03-01' });
    insertRole(w, { ...PROCURATOR, role: 'officer', position: 'procurator', ...LISTED });
    insertRole(w, { ...UNKNOWN_SHARE, role: 'member', ...LISTED, sharePercent: null });
    insertRole(w, { ...ENDED, role: 'officer', position: 'board_member', ...LISTED, until: '2020-05-01' });
    insertRole(w, { ...MASKED, role: 'officer', position: 'board_member', name: LISTED.name, birthKey: '051161' });
    insertRole(w, { ...NAMESAKE, role: 'officer', position: 'board_member', name: LISTED.name, birthDate: '1970-02-11' });
    w.prepare(`INSERT INTO role_departures (assoc_key, country, regcode, role, position, person_name, name_key, entity_type,
      birth_date, birth_key, since, unlisted_on, source) VALUES ('officer-review-departed', ?, ?, 'officer', 'board_member', ?, ?, 'natural_person', ?, NULL,
      '2019-01-01', '2026-01-10', 'lv.officers')`).run(DEPARTED.country, DEPARTED.regcode, LISTED.name, personNameKey(LISTED.name), LISTED.birthDate);
  });
  // The EU list's import screens every company: Gennadiy Kuznetsov (9102), born 1961-11-05.
  await importEuFixture(store);
  ({ db, services, mcp, close } = await servedScreening(store));
  // The lowest threshold the configuration allows, at which a candidate's score alone would flag.
  atFloor = createServices({ db, sanctionsThreshold: REPORTING_FLOOR });
});
after(() => close());

type Match = { entryId: string; list: string; score: number; explanation: string; features: Record<string, unknown> };

const CHAIR = 'Its chair of the board Gennadijs Kuzņecovs has the name of the listed person "Gennadijs Kuzņecovs" (an alias of the entry '
  + '"Gennadiy Kuznetsov"), with the same birth date; a chair of the board: control through the board is for the reviewer to judge (the EU\'s '
  + 'guidance counts the right to appoint or remove most of a company\'s board, and a dominant influence on it, as control, which no register '
  + 'file shows), so it is shown for review (a candidate: it does not make the company sanctioned).';
const PROCURATOR_SAID = 'Its procurator Gennadijs Kuzņecovs has the name of the listed person "Gennadijs Kuzņecovs" (an alias of the entry '
  + '"Gennadiy Kuznetsov"), with the same birth date; a procurator: control through the office is for the reviewer to judge (the EU\'s guidance '
  + 'counts a dominant influence on a company as control, which no register file shows), so it is shown for review (a candidate: it does not '
  + 'make the company sanctioned).';
const UNKNOWN_SAID = 'Its member Gennadijs Kuzņecovs has the name of the listed person "Gennadijs Kuzņecovs" (an alias of the entry '
  + '"Gennadiy Kuznetsov"), with the same birth date; a holding whose share the register does not give: the EU\'s and the UN\'s rules look at '
  + 'ownership of more than half, or control, of a company, so it is shown for review (a candidate: it does not make the company sanctioned).';

test('a listed chair of the board, a procurator and a member of no known share are candidates, each explanation naming the role', () => {
  for (const [c, said, forReview] of [[BOARD, CHAIR, 'office'], [PROCURATOR, PROCURATOR_SAID, 'office'], [UNKNOWN_SHARE, UNKNOWN_SAID, 'holding']] as const) {
    const answer = services.sanctionsFor(c.regcode, 'LV', true);
    assert.deepEqual([answer.isSanctioned, answer.sanctions, answer.candidateCount], [false, [], 1], c.name);
    const [candidate] = answer.candidates as Match[];
    assert.deepEqual([candidate!.list, candidate!.entryId, candidate!.score, candidate!.features.forReview], ['EU', '9102', 0.8, forReview], c.name);
    assert.equal(candidate!.explanation, said);
  }
});

test('a board member the register names by a masked personal code is a candidate as one named by the date', () => {
  const answer = services.sanctionsFor(MASKED.regcode, 'LV', true);
  assert.deepEqual([answer.isSanctioned, (answer.candidates as Match[]).map((m) => [m.entryId, m.score, m.features.forReview])], [false, [['9102', 0.8, 'office']]]);
  assert.match((answer.candidates as Match[])[0]!.explanation, /^Its board member Gennadijs Kuzņecovs .*; a board member: control through the board is for the reviewer to judge/);
});

test('at the lowest threshold allowed, 0.8, a candidate for review still sets no isSanctioned and no flag, and stays a candidate', async () => {
  for (const c of [BOARD, UNKNOWN_SHARE]) {
    const answer = atFloor.sanctionsFor(c.regcode, 'LV');
    assert.deepEqual([answer.isSanctioned, answer.sanctions, answer.candidateCount], [false, [], 1], c.name);
    const statement = atFloor.complianceFor(c.regcode, 'LV');
    assert.deepEqual([statement.isSanctioned, statement.flags.filter((f) => f.startsWith('sanctioned')), statement.sanctionCandidateCount], [false, [], 1], c.name);
    assert.equal(atFloor.getCompany(c.regcode, 'LV').isSanctioned, false, c.name);
  }
  const role = atFloor.checkPerson('Gennadijs Kuzņecovs', LISTED.birthDate, 50).results.find((r) => r.regcode === BOARD.regcode)!;
  assert.deepEqual([role.companySanctioned, role.sanctions, role.sanctionCandidates.length], [false, [], 1]);
});

test('an ended board seat, one the officers file stopped listing, and a namesake born another day give no candidate', () => {
  for (const c of [ENDED, DEPARTED, NAMESAKE]) assert.equal(services.sanctionsFor(c.regcode, 'LV').candidateCount, 0, c.name);
});

test('get_company_compliance lists the board candidate with the same sentence, isSanctioned false', async () => {
  const result = await callTool(mcp.client, 'get_company_compliance', { regcode: BOARD.regcode, country: 'LV', candidates: true });
  const value = structuredOf<{ isSanctioned: boolean; sanctionCandidates: Match[] }>(result);
  assert.equal(value.isSanctioned, false);
  assert.deepEqual(value.sanctionCandidates.map((m) => [m.entryId, m.score, m.explanation]), [['9102', 0.8, CHAIR]]);
});

test('the person check gives the candidate on the office, compared for review, and says a departed office is not screened', () => {
  const results = services.checkPerson('Gennadijs Kuzņecovs', LISTED.birthDate, 50).results;
  const role = (c: { regcode: string }) => results.find((r) => r.regcode === c.regcode)!;
  assert.deepEqual([role(BOARD).position, role(BOARD).sanctionsScreened, role(BOARD).sanctions, role(BOARD).companySanctioned],
    ['chair_of_board', 'screened_for_review', [], false]);
  assert.deepEqual(role(BOARD).sanctionCandidates.map((m) => [m.entryId, m.score, m.explanation]), [['9102', 0.8, CHAIR]]);
  assert.deepEqual([role(UNKNOWN_SHARE).sanctionsScreened, role(UNKNOWN_SHARE).sanctionCandidates.map((m) => m.explanation)], ['screened', [UNKNOWN_SAID]]);
  assert.deepEqual([role(ENDED).sanctionsScreened, role(ENDED).sanctionCandidates], ['not_screened', []]);
  assert.deepEqual([role(DEPARTED).sanctionsScreened, role(DEPARTED).sanctionCandidates], ['not_screened', []]);
});

test('an officer whose register gives no birth date is compared with no list, and the compliance statement names the officer', async () => {
  assert.equal(services.sanctionsFor(NO_BIRTH.regcode, 'EE', true).candidateCount, 0);
  const statement = services.complianceFor(NO_BIRTH.regcode, 'EE');
  assert.deepEqual([statement.isSanctioned, statement.sanctionCandidateCount, statement.officersNotScreened],
    [false, 0, [{ name: LISTED.name, position: 'board_member' }]]);
  // Each officer compared: born to the day, by a masked code's day, or an office held by a company.
  for (const c of [BOARD, MASKED]) assert.deepEqual(services.complianceFor(c.regcode, 'LV').officersNotScreened, [], c.name);
});

test('the person check says an office whose holder the register gives no birth date of is not screened, not compared for review', () => {
  const { results, candidates } = services.checkPerson('Gennadijs Kuzņecovs', LISTED.birthDate, 50, undefined, null, { after: null });
  assert.ok(results.some((r) => r.regcode === BOARD.regcode && r.sanctionsScreened === 'screened_for_review'), 'an office of a birth date the register gives');
  const office = (candidates ?? []).find((r) => r.regcode === NO_BIRTH.regcode);
  assert.deepEqual([office?.role, office?.position, office?.sanctionsScreened, office?.sanctionCandidates], ['officer', 'board_member', 'not_screened', []]);
});
