// The file naming the owner a sanctions match rests on: SIA "Kurzemes Metāla Serviss" on the demo,
// flagged sanctioned_owner through its member named in UR's members file, cited sanctions.eu,
// sanctions.ofac and the register in its sources, not lv.members, so a reviewer quoting the holding
// had no file to cite. The statement now cites the file of each owner a match names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices } from '../../test/helpers/seeded-services.ts';

const { lvSanctionedOwner: owned, lvGaze: plain } = FIXTURE.companies;

test('a match through an owner cites the file that names the owner among the statement\'s sources', () => {
  // The seeded match as screening stores one: its features name the owner's role and name.
  const s = seededServices({ rows: { sanction_matches: [{
    country: 'LV', regcode: owned.regcode, list: 'OFAC', entry_id: 'OFAC-9', matched_on: 'owner', matched_name: 'PETROV, Ivan', score: 1,
    features: JSON.stringify({ ownerName: 'Ivan Petrov', ownerRole: 'beneficial_owner', nameSimilarity: 1 }), algorithm_version: 'screen-1',
    screened_at: '2026-11-21T06:00:00Z',
  }] } });
  try {
    const names = (regcode: string) => s.services.complianceFor(regcode, 'LV').sources.map((v) => v.name);
    assert.ok(names(owned.regcode).includes('lv.beneficial-owners'), JSON.stringify(names(owned.regcode)));
    assert.deepEqual(names(owned.regcode), [...names(owned.regcode)].sort(), 'in order, as every other');
    // A statement without an owner's match cites no owner file.
    assert.ok(!names(plain.regcode).includes('lv.beneficial-owners'), JSON.stringify(names(plain.regcode)));
  } finally {
    s.close();
  }
});
