// A company listed under a name it no longer bears: its compliance statement flagged it `listed on
// EU` beside a current name no list holds, and only the match's explanation said which name was
// listed. The sanctioned flag's detail names the former name listed and the day it ended.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { seededServices } from '../helpers/seeded-services.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { openForWriting } from '../../src/store/open.ts';

const C = FIXTURE.companies.lvSanctionedByName;

/** A match on a former name the company bore on the listing day (2022-03-15), as screening stores one (features.formerName, the name compared and its end). */
function addFormerNameMatch(path: string): void {
  const db = openForWriting(path);
  try {
    const features = { nameSimilarity: 1, formerName: true, companyName: 'SIA "Krievijas Tērauds"', nameValidTo: '2023-05-31' };
    db.prepare(`INSERT INTO sanction_matches (country, regcode, list, entry_id, matched_on, matched_name, score, features, algorithm_version, screened_at)
      VALUES ('LV', ?, 'EU', 'EU-1', 'name', 'KRIEVIJAS TERAUDS', 1, ?, 'screen-1', '2026-11-21T06:00:00Z')`).run(C.regcode, JSON.stringify(features));
  } finally {
    db.close();
  }
}

test('the sanctioned flag names the former name a list holds, beside the lists naming the current one', async () => {
  const seeded = seededServices();
  addFormerNameMatch(seeded.store.path);
  const t = await startTestApp({ services: seeded.services, env: { RATE_LIMITS: 'off' } });
  try {
    const body = (await t.app.inject({ url: `${API}/companies/${C.regcode}/compliance` })).json();
    assert.equal(body.isSanctioned, true);
    assert.equal(body.flagDetails.find((f: { flag: string }) => f.flag === 'sanctioned').detail,
      'Listed on UN; listed on EU under its former name SIA "Krievijas Tērauds" (borne until 2023-05-31)');
  } finally {
    await t.close();
    seeded.close();
  }
});
