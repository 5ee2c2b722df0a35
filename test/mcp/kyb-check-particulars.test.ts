// kyb_check, what a list says of the listed party, and an owner registered abroad: the walk-through
// asked for each sanctions entry's addresses only, so a model following it took a name and a birth
// year for the person and never set the entry's gender, places of birth, last amendment and UN
// reference against what it knew of the owner; and it named an owner with country null by its
// registeredIn and stopped, never listing what else that owner holds here.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, structuredOf, type Connected } from './client.ts';
import { callAsWritten, kybCheckText } from './kyb-check-followed.ts';

const OWNED = FIXTURE.companies.lvSanctionedOwner;
const HELD = FIXTURE.companies.eePohjaPuit;
const PARTICULARS = { gender: 'male', birthPlaces: ['Tula, Russian Federation'], amendedOn: '2024-02-23', unReference: 'RUi.042' };

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  ctx = seededServices({ rows: {
    sanction_entries: [{
      list: 'EU', entry_id: 'EU-42', reference: 'EU.4242.42', schema: 'person', name: 'Pjotr Sidorov', aliases: '[]', identifiers: '[]',
      countries: '["RU"]', programs: '["RUS"]', listed_on: '2022-04-08', reason: 'Listed under RUS', source_url: 'https://example.org/eu/EU-42',
      birth_dates: '["1961"]', source: 'sanctions.eu', as_of: '2026-11-20', addresses: '["Moscow, Russian Federation"]',
      particulars: JSON.stringify(PARTICULARS),
    }],
    sanction_matches: [{
      country: OWNED.country, regcode: OWNED.regcode, list: 'EU', entry_id: 'EU-42', matched_on: 'owner', matched_name: 'Pjotr Sidorov',
      score: 0.85, features: '{"ownerName":"Pjotrs Sidorovs","nameSimilarity":0.95,"birthDateMatch":"year"}', algorithm_version: 'screen-20',
      screened_at: '2026-11-21T06:00:00Z',
    }],
    person_roles: [{
      id: 9901, country: HELD.country, regcode: HELD.regcode, role: 'member', position: null, person_name: 'Kyrenia Maritime Holdings Ltd',
      name_key: 'kyrenia maritime holdings ltd', entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: 'HE398114',
      holder_country: 'CY', since: '2020-01-01', until: null, share_percent: 60, share_amount: null, share_currency: null,
      assoc_key: 'kyb-particulars-9901', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
    } satisfies SeedRow],
  } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

test('the compliance step asks to set each entry\'s particulars against what is known of the owner, which the call as written gives', async () => {
  const text = await kybCheckText(mcp.client, { company: OWNED.regcode, country: 'LV' });
  const answer = structuredOf<{ sanctionCandidates?: Array<{ entryId: string; particulars: unknown }> }>(
    await callAsWritten(mcp.client, text, 'get_company_compliance', { regcode: OWNED.regcode, country: 'LV' }));
  assert.deepEqual(answer.sanctionCandidates?.find((c) => c.entryId === 'EU-42')?.particulars, PARTICULARS);
  assert.match(text, /sanctions: set each match's gender, birthPlaces, addresses and particulars against what is known of the owner or company matched and say where they agree or disagree/);
  assert.match(text, /a disagreement is for a reviewer to weigh, never a reason to drop a match/);
  assert.match(text, /amendedOn beside listedOn dates the entry; unReference is the same party on the UN list; particulars null is not yet imported, not none/);
  assert.match(text, /name each \(entry, list, score, addresses, particulars\) for a reviewer/);
  assert.match(text, /each sanctions candidate to review, with what its particulars agree or disagree on/);
});

test('the details step follows an owner registered abroad with list_holder_holdings, which lists what it holds', async () => {
  const text = await kybCheckText(mcp.client, { company: HELD.regcode, country: 'EE' });
  assert.match(text, /An owner with country null is not held here: name the country its registeredIn gives \(CY, DE\), or say that the register names none, and call list_holder_holdings\(regcode, registeredIn\) of that owner for every company it holds here/);
  const details = structuredOf<{ owners: Array<{ regcode: string | null; country: string | null; registeredIn: string | null }> }>(
    await callTool(mcp.client, 'get_company_details', { regcode: HELD.regcode, country: 'EE' }));
  const abroad = details.owners.find((o) => o.country === null && o.regcode !== null)!;
  const listed = structuredOf<{ holdings: Array<{ regcode: string }> }>(
    await callTool(mcp.client, 'list_holder_holdings', { regcode: abroad.regcode, registeredIn: abroad.registeredIn }));
  assert.deepEqual(listed.holdings.map((h) => h.regcode), [HELD.regcode]);
});
