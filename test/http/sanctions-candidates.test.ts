// A reviewer asks for the candidates the screening keeps below the threshold (scored from 0.8):
// docs/sanctions.md said a reviewer could read them, and no answer carried them. They come only
// when asked for (candidates=true), apart from the matches, and never make the company sanctioned.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { seededServices } from '../helpers/seeded-services.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { openForWriting } from '../../src/store/open.ts';
import { discoveryDocument } from './discovery-document.ts';

const MATCHED = FIXTURE.companies.lvSanctionedByName.regcode;
const CLEAN = FIXTURE.companies.lvSoleTrader.regcode;

/** A stored candidate: a name match the screening scored below the threshold. */
function addCandidate(path: string, regcode: string, score: number): void {
  const db = openForWriting(path);
  try {
    db.prepare(`INSERT INTO sanction_matches (country, regcode, list, entry_id, matched_on, matched_name, score, features, algorithm_version, screened_at)
      VALUES ('LV', ?, 'EU', 'EU-1', 'name', 'Sankciju Tirdzniecība', ?, '{"nameSimilarity":0.84}', 'screen-1', '2026-11-21T06:00:00Z')`).run(regcode, score);
  } finally {
    db.close();
  }
}

test('candidates=true lists the stored matches below the threshold apart from the matches; without it none is shown', async () => {
  const seeded = seededServices();
  addCandidate(seeded.store.path, MATCHED, 0.84);
  addCandidate(seeded.store.path, CLEAN, 0.81);
  const t = await startTestApp({ services: seeded.services, env: { RATE_LIMITS: 'off' } });
  try {
    const plain = (await t.app.inject({ url: `${API}/companies/${MATCHED}/sanctions` })).json();
    assert.equal(plain.candidates, undefined, 'left out unless asked for');
    const asked = await t.app.inject({ url: `${API}/companies/${MATCHED}/sanctions?candidates=true` });
    assert.equal(asked.statusCode, 200, asked.body);
    const body = asked.json();
    assert.deepEqual(body.sanctions, plain.sanctions, 'the matches are the same');
    assert.ok(body.sanctions.every((m: { score: number }) => m.score >= body.threshold));
    const candidates = body.candidates as Array<{ list: string; entryId: string; score: number; explanation: string; entryName: string | null }>;
    assert.deepEqual(candidates.map((c) => [c.list, c.entryId, c.score]), [['EU', 'EU-1', 0.84]]);
    assert.ok(candidates[0]!.score < body.threshold);
    assert.ok(candidates[0]!.explanation.length > 0, 'a candidate says why it scored');

    // A company whose only stored match is a candidate is not sanctioned, asked or not.
    const clean = (await t.app.inject({ url: `${API}/companies/${CLEAN}/sanctions?candidates=true` })).json();
    assert.equal(clean.isSanctioned, false);
    assert.deepEqual(clean.sanctions, []);
    assert.deepEqual(clean.candidates.map((c: { score: number }) => c.score), [0.81]);

    // candidates=false is the plain answer.
    assert.equal((await t.app.inject({ url: `${API}/companies/${MATCHED}/sanctions?candidates=false` })).json().candidates, undefined);
  } finally {
    await t.close();
    seeded.close();
  }
});

// A compliance team reading sanctions [] without candidates=true took a company as clean where an
// entry scored just under the threshold; the count says so in every answer.
test('every sanctions answer and compliance statement counts the candidates, listed or not', async () => {
  const seeded = seededServices();
  addCandidate(seeded.store.path, CLEAN, 0.81);
  const t = await startTestApp({ services: seeded.services, env: { RATE_LIMITS: 'off' } });
  const get = async (path: string) => (await t.app.inject({ url: `${API}${path}` })).json();
  try {
    const plain = await get(`/companies/${CLEAN}/sanctions`);
    assert.deepEqual([plain.isSanctioned, plain.sanctions, plain.candidateCount, plain.candidates], [false, [], 1, undefined]);
    assert.equal((await get(`/companies/${CLEAN}/sanctions?candidates=true`)).candidateCount, 1, 'the same count beside the list');
    const statement = await get(`/companies/${CLEAN}/compliance`);
    assert.deepEqual([statement.isSanctioned, statement.flags, statement.sanctionCandidateCount, statement.sanctionCandidates],
      [false, [], 1, undefined]);
    const matched = await get(`/companies/${MATCHED}/sanctions`);
    assert.deepEqual([matched.isSanctioned, matched.candidateCount], [true, 0], 'a match at the threshold is no candidate');
    assert.equal((await get(`/companies/${MATCHED}/compliance`)).sanctionCandidateCount, 0);
  } finally {
    await t.close();
    seeded.close();
  }
});

test('a candidates value that is not true or false is a 400 naming candidates', async () => {
  const seeded = seededServices();
  const t = await startTestApp({ services: seeded.services, env: { RATE_LIMITS: 'off' } });
  try {
    const r = await t.app.inject({ url: `${API}/companies/${MATCHED}/sanctions?candidates=yes` });
    assert.equal(r.statusCode, 400, r.body);
    assert.match(r.json().detail, /candidates/);
  } finally {
    await t.close();
    seeded.close();
  }
});

// The compliance statement gives the sanctions check's values under other names (sanctionsThreshold
// for threshold, screeningAlgorithm for algorithmVersion): the reference names the other field, so a
// client reading both answers knows they are one value.
test('the reference of each sanctions field of the compliance statement names the sanctions check\'s field of the same value', async () => {
  const doc = await discoveryDocument();
  const statement = doc.components.schemas.Compliance.properties;
  const check = doc.components.schemas.Sanctions.properties;
  const pairs = [['sanctionsThreshold', 'threshold'], ['screeningAlgorithm', 'algorithmVersion'], ['sanctionLists', 'lists'],
    ['sanctionCandidateCount', 'candidateCount']];
  for (const [own, other] of pairs) {
    assert.ok(check[other!], `the sanctions check has ${other}`);
    assert.match(String(statement[own!].description), new RegExp(`sanctions check's ${other}\\b`), own);
  }
});
