// A match on an alias named only the alias (matchedName "Gennadijs Kuzņecovs"): a reviewer
// looking the entry up in the list, which files it as "Gennadiy Kuznetsov", had only the id to go
// by. The answer now carries the entry's own name, and the explanation says the alias is one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../../test/helpers/seeded-services.ts';
import { FIXTURE } from '../../test/helpers/seed.ts';

const C = FIXTURE.companies;

test('an alias match names the entry the alias belongs to, in the sanctions check and the compliance answer', () => {
  const ctx = seededServices({
    rows: {
      sanction_entries: [{
        list: 'EU', entry_id: 'EU-3', reference: 'EU.9102.22', schema: 'person', name: 'Gennadiy Kuznetsov',
        aliases: JSON.stringify([{ name: 'Gennadijs Kuzņecovs', weak: false }]), identifiers: '[]', countries: '["RU"]',
        programs: '["RUS"]', listed_on: '2022-06-03', reason: 'Businessperson', source_url: null, birth_dates: '["1961-11-05"]',
        source: 'sanctions.eu', as_of: '2026-11-20',
      }],
      sanction_matches: [{
        country: 'LV', regcode: C.lvRigasKoks.regcode, list: 'EU', entry_id: 'EU-3', matched_on: 'owner', matched_name: 'Gennadijs Kuzņecovs', score: 1,
        features: JSON.stringify({ ownerName: 'Gennadijs Kuzņecovs', ownerRole: 'beneficial_owner', ownerType: 'person', nameSimilarity: 1, birthDateMatch: 'exact' }),
        algorithm_version: 'screen-4', screened_at: '2026-11-20T00:00:00Z',
      }],
    },
  });
  try {
    const rest = ctx.services.sanctionsFor(C.lvRigasKoks.regcode).sanctions.find((m) => m.entryId === 'EU-3');
    const mcp = ctx.services.complianceFor(C.lvRigasKoks.regcode).sanctions.find((m) => m.entryId === 'EU-3');
    for (const m of [rest, mcp]) {
      assert.ok(m);
      assert.equal(m.matchedName, 'Gennadijs Kuzņecovs');
      assert.equal(m.entryName, 'Gennadiy Kuznetsov');
      assert.match(m.explanation, /"Gennadijs Kuzņecovs" \(an alias of the entry "Gennadiy Kuznetsov"\)/);
    }
    // A match on the entry's own name names it once.
    const own = ctx.services.sanctionsFor(C.lvSanctionedByCode.regcode).sanctions[0]!;
    assert.equal(own.entryName, own.matchedName);
    assert.doesNotMatch(own.explanation, /alias/);
  } finally {
    ctx.close();
  }
});
