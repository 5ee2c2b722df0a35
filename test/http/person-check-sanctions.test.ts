// GET /persons/check says what sanctions screening found of the person asked about, role by role,
// and how many companies the person has in all, as the services make it (services/person-sanctions.ts).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { OZOLS, OZOLS_COMPANIES, OZOLS_LISTED_COMPANY, ozolsRows, ozolsRowsWithListedCompany } from '../helpers/person-sanctions-rows.ts';
import { API } from './harness.ts';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';

type Json = Record<string, any>;
let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ rows: ozolsRows() }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

async function get(query: string): Promise<Json> {
  const r = await t.app.app.inject({ url: `${API}/persons/check?name=${encodeURIComponent(OZOLS.name)}&birthDate=${OZOLS.birthDate}${query}` });
  assert.equal(r.statusCode, 200, r.body);
  return r.json() as Json;
}

test('each role says whether screening compares it, with the matches stored through it; the answer names threshold and lists', async () => {
  const body = await get('');
  const [A, B, C] = OZOLS_COMPANIES;
  const of = (regcode: string, role: string) => body.results.find((r: Json) => r.regcode === regcode && r.role === role);
  assert.deepEqual(body.results.map((r: Json) => [r.regcode, r.role, r.sanctionsScreened]), [
    [A, 'beneficial_owner', 'screened'], [A, 'member', 'screened'], [A, 'officer', 'screened_for_review'],
    [B, 'member', 'screened_if_controlling'], [B, 'officer', 'screened_for_review'], [C, 'stockholder', 'screened'],
  ]);
  assert.deepEqual(of(A, 'member').sanctions.map((m: Json) => [m.list, m.entryName, m.score]), [['EU', 'Pavel Ozol', 1]]);
  assert.match(of(A, 'member').sanctions[0].explanation, /has a name like the listed person|has the name of the listed person/);
  assert.deepEqual(of(C, 'stockholder').sanctionCandidates.map((m: Json) => m.entryId), ['OFAC-OZ']);
  assert.equal(body.sanctionsThreshold, 0.9);
  assert.ok(body.sanctionLists.some((l: Json) => l.list === 'EU' && l.source === 'sanctions.eu' && l.asOf === '2026-11-20'));
  // The person check serves no evidence of the match: the owner's birth and the list's reason stay out.
  assert.doesNotMatch(JSON.stringify(body.results), /features|birthDateMatch":"year|Listed under/);
});

test('totalCompanies is on every page the person\'s companies in all, where count is the page\'s roles', async () => {
  const first = await get('&limit=1');
  assert.deepEqual([first.count, first.totalCompanies, first.truncated], [3, 3, true]);
  const r = await t.app.app.inject({ url: first.next });
  const second = r.json() as Json;
  assert.deepEqual([second.count, second.totalCompanies], [2, 3]);
});

// A board chaired in a company on the EU list was served with sanctions [] and no word of the company.
test('each role says whether its company is sanctioned: true for a listed company, false for one screened clean, null where no list is imported', async () => {
  const [A, B, C] = OZOLS_COMPANIES;
  const url = `${API}/persons/check?name=${encodeURIComponent(OZOLS.name)}&birthDate=${OZOLS.birthDate}`;
  for (const [rows, fixture, expected] of [
    [ozolsRowsWithListedCompany(), true, [[A, true], [B, false], [C, false], [OZOLS_LISTED_COMPANY, true]]],
    [ozolsRows(), false, [[A, null], [B, null], [C, null]]],
  ] as const) {
    const served = await serveSeededRest({ fixture, rows }, { RATE_LIMITS: 'off' });
    const { app } = served;
    try {
      const body = (await app.app.inject({ url })).json() as Json;
      const byCompany = [...new Map(body.results.map((r: Json) => [r.regcode, r.companySanctioned])).entries()];
      assert.deepEqual(byCompany, expected);
      if (fixture) {
        const chair = body.results.find((r: Json) => r.regcode === OZOLS_LISTED_COMPANY);
        assert.deepEqual([chair.position, chair.sanctionsScreened, chair.sanctions], ['chair_of_board', 'screened_for_review', []]);
        // Every role in one company says the same, his board seat in A too.
        assert.deepEqual(body.results.filter((r: Json) => r.regcode === A).map((r: Json) => r.companySanctioned), [true, true, true]);
      }
    } finally {
      await served.close();
    }
  }
});
