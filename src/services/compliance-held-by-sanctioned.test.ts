// The compliance statement's sanctionedHolders read where a sanctioned company may hold the company
// alone: reading the owners of every LV and EE company, and the whole statement of each owner held
// here, had made a compliance call half as dear again (bench/services-ab.ts --what compliance). The
// companies a company sanctioned at the threshold may hold are read once per dataset version; a
// company outside them names none, as before, and one inside is read as before.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { personNameKey } from '../domain/fold.ts';
import { datasetFacts } from './dataset-facts.ts';

const { lvKekava: heldBySanctioned, lvSanctionedOwner: sanctioned, lvGaze: candidateOnly, lvRigasKoks: heldByCandidate,
  lvBalticLogistics: plain, eePohjaPuit: heldByNumberAbroad } = FIXTURE.companies;

/** `holder` holding `percent` of `company`, as a members file lists a legal entity (`holderIn` its register's country). */
const holding = (id: number, company: { country: string; regcode: string }, holder: { regcode: string; name: string }, percent: number,
  holderIn: string): SeedRow => ({
  id, country: company.country, regcode: company.regcode, role: 'member', position: null, person_name: holder.name,
  name_key: personNameKey(holder.name), entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: holder.regcode,
  holder_country: holderIn, since: '2021-01-01', until: null, share_percent: percent, share_amount: null, share_currency: null,
  assoc_key: `held-by-sanctioned-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: company.country === 'LV' ? 'lv.members' : 'ee.shareholders', as_of: '2026-11-21',
});

let seeded: SeededServices;
before(() => {
  seeded = seededServices({ rows: {
    person_roles: [
      holding(9301, heldBySanctioned, sanctioned, 25, 'LV'),
      // Held by a company whose only match is under the threshold: a candidate, never a sanction.
      holding(9302, heldByCandidate, candidateOnly, 40, 'LV'),
      // Held by a Latvian-registered holder bearing the sanctioned company's number, its register named Lithuanian: not the same company.
      holding(9303, heldByNumberAbroad, sanctioned, 60, 'LT'),
    ],
    sanction_matches: [{
      country: 'LV', regcode: candidateOnly.regcode, list: 'OFAC', entry_id: 'OFAC-31', matched_on: 'name', matched_name: 'Latvijas Gaze',
      score: 0.6, features: JSON.stringify({ nameSimilarity: 0.6 }), algorithm_version: 'screen-1', screened_at: '2026-11-21T06:00:00Z',
    }],
  } });
});
after(() => seeded?.close());

test('the companies a sanctioned company may hold are those its number is listed holding, at the threshold', () => {
  const held = datasetFacts(seeded.db).heldBySanctioned(FIXTURE.sanctionsThreshold);
  const key = (c: { country: string; regcode: string }) => `${c.country}:${c.regcode}`;
  assert.ok(held.has(key(heldBySanctioned)), [...held].join(', '));
  // More than those held today, never fewer: the number alone, whatever the holder's register.
  assert.ok(held.has(key(heldByNumberAbroad)), [...held].join(', '));
  assert.equal(held.has(key(heldByCandidate)), false, 'a match under the threshold sanctions no one');
  assert.equal(held.has(key(plain)), false);
  // At a threshold the candidate reaches, its holding is among them.
  assert.ok(datasetFacts(seeded.db).heldBySanctioned(0.5).has(key(heldByCandidate)));
});

test('the statement names the sanctioned holder where one holds the company, and none elsewhere', () => {
  const { services } = seeded;
  const own = services.complianceFor(sanctioned.regcode, 'LV');
  assert.equal(own.isSanctioned, true);
  assert.deepEqual(services.complianceFor(heldBySanctioned.regcode, 'LV').sanctionedHolders, [{
    name: own.name, regcode: sanctioned.regcode, country: 'LV', share: { percent: 25, amount: null, currency: null }, flags: own.flags,
  }]);
  assert.deepEqual(services.complianceFor(heldByCandidate.regcode, 'LV').sanctionedHolders, []);
  assert.deepEqual(services.complianceFor(heldByNumberAbroad.regcode, 'EE').sanctionedHolders, []);
  assert.deepEqual(services.complianceFor(plain.regcode, 'LV').sanctionedHolders, []);
});
