// The person check says what sanctions screening found of the person asked about: Gennadijs
// Kuzņecovs, on the EU and OFAC lists, was listed with his roles and no word of it. Each role says
// whether screening compares it with the lists, and carries the matches stored through it; the
// answer says how many companies the person has in all, on every page.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../../test/helpers/seeded-services.ts';
import { openForWriting } from '../store/open.ts';
import { writeDatasetVersion } from '../store/dataset-version.ts';
import { OZOLS, OZOLS_COMPANIES, OZOLS_LISTED_COMPANY, ozolsRows, ozolsRowsWithListedCompany } from '../../test/helpers/person-sanctions-rows.ts';

const ctx = seededServices({ rows: ozolsRows() });
after(() => ctx.close());
const [A, B, C] = OZOLS_COMPANIES;

const check = () => ctx.services.checkPerson(OZOLS.name, OZOLS.birthDate, 50);
const roleOf = (regcode: string, role: string, position: string | null = null) =>
  check().results.find((r) => r.regcode === regcode && r.role === role && r.position === position)!;

test('a match screening stored through a holding is on that role, with its list, entry, score and explanation', () => {
  const member = roleOf(A, 'member');
  assert.equal(member.sanctionsScreened, 'screened');
  assert.deepEqual(member.sanctions.map((m) => [m.list, m.source, m.entryId, m.entryName, m.matchedName, m.score, m.listedOn]),
    [['EU', 'sanctions.eu', 'EU-OZ', 'Pavel Ozol', 'Pavel Ozol', 1, '2022-06-03']]);
  assert.match(member.sanctions[0]!.explanation, /^Its member Pāvels Ozols holding 60 % /);
  assert.deepEqual(member.sanctionCandidates, []);
  // The evidence stays in the company's sanctions answer: no features, reason nor birth dates here.
  assert.deepEqual(Object.keys(member.sanctions[0]!).sort(), ['copyOf', 'entryId', 'entryName', 'explanation', 'list', 'listedOn', 'matchedName', 'score', 'source']);
});

test('another owner\'s match of the same company is on no role of the person', () => {
  const ids = check().results.flatMap((r) => [...r.sanctions, ...r.sanctionCandidates].map((m) => m.entryId));
  assert.equal(ids.includes('EU-SID'), false);
});

// Since screen-24 an office is compared with the lists for a reviewer's candidate alone (test/screening/officer-review.test.ts).
test('an office is said to be compared for review; it carries the person\'s match through his holding there, not UR\'s record of a listed subject', () => {
  const [boardA, boardB] = [A, B].map((regcode) => roleOf(regcode, 'officer', 'board_member'));
  assert.deepEqual([boardA!.sanctionsScreened, boardA!.sanctions.map((m) => [m.entryId, m.score]), boardA!.sanctionCandidates], ['screened_for_review', [['EU-OZ', 1]], []]);
  assert.match(boardA!.sanctions[0]!.explanation, /^Its member Pāvels Ozols holding 60 % /, 'the explanation names the role it came through');
  assert.deepEqual([boardB!.sanctionsScreened, boardB!.sanctions, boardB!.sanctionCandidates], ['screened_for_review', [], []]);
});

// Screening stored the entry once for the company, through his holding: his beneficial ownership
// of it read `[]` beside it, as if that role were clean.
test('the person\'s other screened role in the company carries the match stored through his holding there', () => {
  const bo = roleOf(A, 'beneficial_owner');
  assert.equal(bo.sanctionsScreened, 'screened');
  assert.deepEqual(bo.sanctions.map((m) => [m.list, m.entryId, m.score]), [['EU', 'EU-OZ', 1]]);
  assert.match(bo.sanctions[0]!.explanation, /^Its member Pāvels Ozols holding 60 % /, 'the explanation names the role it came through');
});

test('a member of 30 % is screened only if it controls; a candidate below the threshold is apart', () => {
  assert.deepEqual([roleOf(B, 'member').sanctionsScreened, roleOf(B, 'member').sanctions], ['screened_if_controlling', []]);
  const stock = roleOf(C, 'stockholder');
  assert.equal(stock.sanctionsScreened, 'screened');
  assert.deepEqual(stock.sanctions, []);
  assert.deepEqual(stock.sanctionCandidates.map((m) => [m.list, m.entryId, m.score]), [['OFAC', 'OFAC-OZ', 0.85]]);
  const answer = check();
  assert.equal(answer.sanctionsThreshold, 0.9);
  assert.deepEqual([...new Set(answer.sanctionLists.map((l) => l.source))].sort(), ['sanctions.eu', 'sanctions.ofac', 'sanctions.un']);
});

test('in a store no list was imported into, no role is screened and no match is served', () => {
  const bare = seededServices({ fixture: false, rows: ozolsRows() });
  try {
    const answer = bare.services.checkPerson(OZOLS.name, OZOLS.birthDate, 50);
    assert.deepEqual(answer.sanctionLists, []);
    assert.deepEqual([...new Set(answer.results.map((r) => r.sanctionsScreened))], ['not_screened']);
    assert.deepEqual(answer.results.flatMap((r) => [...r.sanctions, ...r.sanctionCandidates]), []);
    // Not screened: null, never false, which would read as checked and clean.
    assert.deepEqual([...new Set(answer.results.map((r) => r.companySanctioned))], [null]);
  } finally {
    bare.close();
  }
});

test('every page says how many companies the person has in all, count the roles of the page', () => {
  const first = ctx.services.checkPerson(OZOLS.name, OZOLS.birthDate, 1);
  assert.deepEqual([first.totalCompanies, first.count, first.truncated], [3, 3, true]);
  const second = ctx.services.checkPerson(OZOLS.name, OZOLS.birthDate, 1, undefined, first.next as { country: 'LV'; regcode: string });
  assert.deepEqual([second.totalCompanies, second.results.map((r) => r.regcode)], [3, [B, B]]);
  const last = ctx.services.checkPerson(OZOLS.name, OZOLS.birthDate, 5, undefined, { country: 'LV', regcode: B });
  assert.deepEqual([last.totalCompanies, last.results.map((r) => r.regcode), last.truncated], [3, [C], false]);
});

// Andris Ozols chaired the board of AS "Dzintara Osta Termināls", on the EU list, and the check said
// sanctions [] of it and nothing of the company: his own matches are no word of the company's.
test('each role says whether its company is sanctioned, as the company\'s compliance statement says, beside the person\'s own matches', () => {
  const listed = seededServices({ rows: ozolsRowsWithListedCompany() });
  try {
    const answer = listed.services.checkPerson(OZOLS.name, OZOLS.birthDate, 50);
    const chair = answer.results.find((r) => r.regcode === OZOLS_LISTED_COMPANY)!;
    assert.deepEqual([chair.position, chair.sanctions, chair.companySanctioned], ['chair_of_board', [], true]);
    assert.equal(listed.services.complianceFor(OZOLS_LISTED_COMPANY, 'LV').isSanctioned, true);
    // A: sanctioned through its members' matches (his and another's), every role there, his board seat too;
    // B (a match of 0.8) and C (a candidate of 0.85) below the threshold: not sanctioned.
    assert.deepEqual(answer.results.map((r) => [r.regcode, r.role, r.companySanctioned]), [
      [A, 'beneficial_owner', true], [A, 'member', true], [A, 'officer', true], [B, 'member', false], [B, 'officer', false],
      [C, 'stockholder', false], [OZOLS_LISTED_COMPANY, 'officer', true],
    ]);
    for (const regcode of [A, B, C]) {
      assert.equal(answer.results.find((r) => r.regcode === regcode)!.companySanctioned, listed.services.complianceFor(regcode, 'LV').isSanctioned, regcode);
    }
  } finally {
    listed.close();
  }
});

// The sanctioned companies are read once per dataset version: a screening that lists one since is
// answered at once, not after a restart.
test('a company screening finds sanctioned since the last answer is companySanctioned true in the next', () => {
  const listed = seededServices({ rows: ozolsRows() });
  const writer = openForWriting(listed.store.path);
  try {
    const of = () => listed.services.checkPerson(OZOLS.name, OZOLS.birthDate, 50).results.find((r) => r.regcode === B)!.companySanctioned;
    assert.equal(of(), false);
    writer.exec('BEGIN IMMEDIATE');
    writer.prepare(`INSERT INTO sanction_matches (country, regcode, list, entry_id, matched_on, matched_name, score, features, algorithm_version, screened_at)
      VALUES ('LV', ?, 'EU', 'EU-OM', 'name', 'Ozolu Mezs', 0.95, '{}', 'screen-20', '2026-11-22T06:00:00Z')`).run(B);
    writeDatasetVersion(writer, new Date('2026-11-22T06:00:00Z'));
    writer.exec('COMMIT');
    assert.equal(of(), true);
  } finally {
    writer.close();
    listed.close();
  }
});
