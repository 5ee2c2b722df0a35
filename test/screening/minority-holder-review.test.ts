// A person on the EU list holding 40 % of a company gave no match and no candidate at all: only
// OFAC's list was compared with holders of half or less (its 50 Percent Rule, summed). Such a holder,
// named with the certainty OFAC's rule asks for (name and birth date, or the number), is now a
// candidate for a reviewer, below the threshold, never sanctioning, its explanation naming the
// holding and the rule it falls short of; the REST answers and get_company_compliance alike.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { DatabaseSync } from 'node:sqlite';
import type { Services } from '../../src/services/index.ts';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { createTestStore, importEuFixture, insertCompany, insertRole, withDb, type TestStore } from './store.ts';
import { callTool, structuredOf, type Connected } from '../mcp/client.ts';
import { servedScreening } from './served.ts';

const LISTED = { name: 'Kuzņecovs Gennadijs', birthDate: '1961-11-05' };
const MINORITY = { country: 'LV', regcode: '40103777141', name: 'SIA "Ventspils Metāls"' };
// The same name born another day, and the name with no birth the register shows: no certainty, no candidate.
const NAMESAKE = { country: 'LV', regcode: '40103777142', name: 'SIA "Ventspils Koks"' };
const UNDATED = { country: 'LV', regcode: '40103777143', name: 'SIA "Ventspils Stikls"' };

let store: TestStore;
let db: DatabaseSync;
let services: Services;
let mcp: Connected;
let close: () => Promise<void>;

before(async () => {
  store = createTestStore();
  withDb(store.path, (w) => {
    for (const c of [MINORITY, NAMESAKE, UNDATED]) insertCompany(w, c);
    insertRole(w, { ...MINORITY, role: 'member', ...LISTED, sharePercent: 40 });
    insertRole(w, { ...MINORITY, role: 'member', name: 'Liepa Ilze', birthDate: '1975-01-01', sharePercent: 60 });
    insertRole(w, { ...NAMESAKE, role: 'member', name: LISTED.name, birthDate: '1970-02-11', sharePercent: 40 });
    insertRole(w, { ...NAMESAKE, role: 'member', name: 'Liepa Ilze', birthDate: '1975-01-01', sharePercent: 60 });
    insertRole(w, { ...UNDATED, role: 'member', name: LISTED.name, sharePercent: 40 });
    insertRole(w, { ...UNDATED, role: 'member', name: 'Liepa Ilze', birthDate: '1975-01-01', sharePercent: 60 });
  });
  // The EU list's import screens every company: Gennadiy Kuznetsov (9102), born 1961-11-05.
  await importEuFixture(store);
  ({ db, services, mcp, close } = await servedScreening(store));
});
after(() => close());

type Match = { entryId: string; list: string; score: number; explanation: string; features: Record<string, unknown> };

const EXPLAINED = 'Its member Gennadijs Kuzņecovs holding 40 % has the name of the listed person "Gennadijs Kuzņecovs" (an alias of the entry '
  + '"Gennadiy Kuznetsov"), with the same birth date; a holding of 40 %, less than half: the EU\'s and the UN\'s rules look at ownership of '
  + 'more than half, or control, of a company, so it is shown for review (a candidate: it does not make the company sanctioned).';

test('a listed member of 40 % is a candidate below the threshold, not sanctioned, its explanation naming the holding and the rule', () => {
  const answer = services.sanctionsFor(MINORITY.regcode, 'LV', true);
  assert.equal(answer.isSanctioned, false);
  assert.deepEqual(answer.sanctions, []);
  assert.equal(answer.candidateCount, 1);
  const [candidate] = answer.candidates as Match[];
  assert.deepEqual([candidate!.list, candidate!.entryId, candidate!.score], ['EU', '9102', 0.8]);
  assert.ok(candidate!.score < DEFAULT_THRESHOLD);
  assert.equal(candidate!.features.ownershipRule, 'holding_for_review');
  assert.equal(candidate!.explanation, EXPLAINED);
});

test('the compliance statement raises no flag and counts the candidate; get_company_compliance lists it with the same sentence', async () => {
  const statement = services.complianceFor(MINORITY.regcode, 'LV', true);
  assert.equal(statement.isSanctioned, false);
  assert.deepEqual(statement.flags.filter((f) => f.startsWith('sanctioned')), []);
  assert.equal(statement.sanctionCandidateCount, 1);
  assert.equal((statement.sanctionCandidates as Match[])[0]!.explanation, EXPLAINED);
  const result = await callTool(mcp.client, 'get_company_compliance', { regcode: MINORITY.regcode, country: 'LV', candidates: true });
  const value = structuredOf<{ isSanctioned: boolean; sanctionCandidates: Match[] }>(result);
  assert.equal(value.isSanctioned, false);
  assert.deepEqual(value.sanctionCandidates.map((m) => [m.entryId, m.score, m.explanation]), [['9102', 0.8, EXPLAINED]]);
});

test('a namesake born another day, or one the register shows no birth of, is no candidate', () => {
  for (const c of [NAMESAKE, UNDATED]) assert.equal(services.sanctionsFor(c.regcode, 'LV').candidateCount, 0, c.name);
});

test('the person check gives the candidate on the holder\'s role, among its candidates, not its matches', () => {
  const answer = services.checkPerson('Gennadijs Kuzņecovs', LISTED.birthDate, 50);
  const role = answer.results.find((r) => r.regcode === MINORITY.regcode);
  assert.ok(role, JSON.stringify(answer.results));
  // A role a candidate is stored through is one screening compared (sanctionsScreened screened).
  assert.deepEqual([role.sanctionsScreened, role.sanctions, role.companySanctioned], ['screened', [], false]);
  assert.deepEqual(role.sanctionCandidates.map((m) => [m.entryId, m.score, m.explanation]), [['9102', 0.8, EXPLAINED]]);
});
