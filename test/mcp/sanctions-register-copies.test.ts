// One listed owner matched twice on the EU list, from sanctions.eu and from the Latvian register's
// sanctions.csv (sanctions.ur), which records EU sanctions too without the EU's entry id: a model
// counted two listings. The register's copy now names the match it copies (copyOf), in the REST
// sanctions check and compliance statement and in get_company_compliance, which also says it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../helpers/seeded-services.ts';
import { FIXTURE } from '../helpers/seed.ts';
import type { SeedRow } from '../helpers/seed.ts';
import { callTool, connectInProcess, structuredOf, type Connected } from './client.ts';

const held = FIXTURE.companies.lvKekava;
const SCREENED_AT = '2026-11-21T06:00:00Z';

function entry(list: string, id: string, name: string, source: string): SeedRow {
  return {
    list, entry_id: id, reference: null, schema: 'person', name, aliases: '[]', identifiers: '[]', countries: '[]',
    programs: '["RUS"]', listed_on: '2022-06-03', reason: 'Listed under RUS', source_url: null, birth_dates: '[]', source, as_of: '2026-11-20',
  };
}
function match(list: string, id: string, name: string, features: Record<string, unknown>): SeedRow {
  return {
    country: 'LV', regcode: held.regcode, list, entry_id: id, matched_on: 'owner', matched_name: name, score: 1,
    features: JSON.stringify(features), algorithm_version: 'screen-20', screened_at: SCREENED_AT,
  };
}

let seeded: ReturnType<typeof seededServices>;
let mcp: Connected;
const UR_COPY = 'UR:40003333333:sergejs petrovs:RUS:beneficial_owner:';
const UR_OTHER = 'UR:40003333333:peteris ozols:RUS:beneficial_owner:';

before(async () => {
  seeded = seededServices({ rows: {
    sanction_entries: [
      entry('EU', 'EU-77', 'Sergei PETROV', 'sanctions.eu'),
      entry('EU', UR_COPY, 'Sergejs Petrovs', 'sanctions.ur'),
      // A UR record of an EU sanction whose owner the EU file matches no entry of: no copy told.
      entry('EU', UR_OTHER, 'Pēteris Ozols', 'sanctions.ur'),
    ],
    sanction_matches: [
      match('EU', 'EU-77', 'Sergei PETROV', { ownerName: 'Petrovs Sergejs', ownerRole: 'beneficial_owner', ownerType: 'person', birthDateMatch: 'exact' }),
      match('EU', UR_COPY, 'Sergejs Petrovs', { via: 'register_record', relation: 'owner', subjectSchema: 'person', position: 'BENEFICIAL_OWNER' }),
      match('EU', UR_OTHER, 'Pēteris Ozols', { via: 'register_record', relation: 'owner', subjectSchema: 'person', position: 'BENEFICIAL_OWNER' }),
    ],
  } });
  mcp = await connectInProcess({ services: seeded.services });
});
after(async () => { await mcp.close(); seeded.close(); });

type Listed = { entryId: string; source: string | null; copyOf: { source: string; entryId: string } | null };
const copies = (matches: Listed[]) => Object.fromEntries(matches.map((m) => [m.entryId, m.copyOf]));

test('the register\'s copy of an EU entry the same owner matches names that match; the other matches name none', () => {
  const expected = { 'EU-77': null, [UR_COPY]: { source: 'sanctions.eu', entryId: 'EU-77' }, [UR_OTHER]: null };
  assert.deepEqual(copies(seeded.services.sanctionsFor(held.regcode, 'LV').sanctions as Listed[]), expected, 'the REST sanctions check');
  assert.deepEqual(copies(seeded.services.complianceFor(held.regcode, 'LV').sanctions as Listed[]), expected, 'the REST compliance statement');
});

test('get_company_compliance gives copyOf and says the copy is one listing to count once', async () => {
  const result = await callTool(mcp.client, 'get_company_compliance', { regcode: held.regcode, country: 'LV' });
  const value = structuredOf<{ sanctions: Listed[] }>(result);
  assert.deepEqual(copies(value.sanctions)[UR_COPY], { source: 'sanctions.eu', entryId: 'EU-77' });
  const said = result.content.slice(1).map((c) => (c as { text: string }).text).join(' ');
  assert.match(said, /1 of the 3 sanctions matches is the Latvian register's copy \(source sanctions\.ur\) of an entry matched from the list's own file, which copyOf names: the same listing, to be counted once\./);
});

test('an answer without a register copy says nothing of copies', async () => {
  const result = await callTool(mcp.client, 'get_company_compliance', { regcode: FIXTURE.companies.lvSanctionedOwner.regcode, country: 'LV' });
  assert.doesNotMatch(JSON.stringify(result.content), /register's copy/);
  assert.equal(structuredOf<{ sanctions: Listed[] }>(result).sanctions[0]?.copyOf, null);
});
