// get_company_details said which owners the sanctions screening weighed only beside a personOwners count
// above 0: a company held by legal entities alone (60 % by a Cypriot Ltd, 40 % by a German GmbH, as
// Paldiski Sadamalogistika OÜ on the demo) was answered isSanctioned false and nothing more, and a model
// asked whether any owner is sanctioned reported both clear, while the 40 % holder is compared with no
// list. The sentence is now given beside owners too.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, ownCompany, type SeedRow } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf, type Connected } from './client.ts';

const HELD = '40003999001';
// An EE AS, whose stockholders RIK does not list, with a beneficial owner.
const EE_AS = '10999001';
const beneficialOwner: SeedRow = {
  id: 9933, country: 'EE', regcode: EE_AS, role: 'beneficial_owner', position: 'direct_ownership', person_name: 'Mari Tamm',
  name_key: 'mari tamm', entity_type: 'natural_person', birth_date: '1975-04-05', birth_key: null, holder_regcode: null, holder_country: null,
  since: '2020-01-01', until: null, share_percent: null, share_amount: null, share_currency: null,
  assoc_key: 'details-owners-screened-9933', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.beneficial-owners', as_of: '2026-11-21',
};
const holder = (id: number, name: string, regcode: string, country: string, percent: number): SeedRow => ({
  id, country: 'LV', regcode: HELD, role: 'member', position: null, person_name: name, name_key: name.toLowerCase(),
  entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: regcode, holder_country: country,
  since: '2020-01-01', until: null, share_percent: percent, share_amount: null, share_currency: null,
  assoc_key: `details-owners-screened-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.members', as_of: '2026-11-21',
});

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  ctx = seededServices({ rows: {
    companies: [ownCompany(HELD, 'SIA "Divi Turētāji"'), ownCompany(EE_AS, 'Tamme Tehnika AS', { country: 'EE', form: 'AS', formName: 'Aktsiaselts', source: 'ee.basic' })],
    person_roles: [holder(9931, 'Kyrenia Maritime Holdings Ltd', 'HE398114', 'CY', 60), holder(9932, 'Nordsee Umschlag GmbH', 'HRB 12345', 'DE', 40),
      beneficialOwner],
  } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

test('a company held by legal entities alone is told which of them the screening compared', async () => {
  const result = await callTool(mcp.client, 'get_company_details', { regcode: HELD, country: 'LV' });
  const details = structuredOf<{ owners: unknown[]; personOwners: { count: number } }>(result);
  assert.equal(details.owners.length, 2);
  assert.equal(details.personOwners.count, 0);
  assert.match(sentencesOf(result), /Sanctions screening compared no person \(the register data held here names no beneficial owner\) and 1 company with the .+? as owners of SIA "Divi Turētāji" \(40003999001\), none matching: it weighs only the beneficial owners and a member holding more than half or alone; minority members are weighed on OFAC's list \(its 50 Percent Rule\) and are candidates for review at most on the others, officers on all\./);
});

test('the details and the compliance answer say the same of the screening', async () => {
  const details = sentencesOf(await callTool(mcp.client, 'get_company_details', { regcode: FIXTURE.companies.lvGaze.regcode, country: 'LV' }));
  const compliance = sentencesOf(await callTool(mcp.client, 'get_company_compliance', { regcode: FIXTURE.companies.lvGaze.regcode, country: 'LV' }));
  const screening = /Sanctions screening compared no person \(the register data held here names no beneficial owner\) and 1 company/;
  assert.match(compliance, screening);
  assert.match(details, screening);
});

// An EE AS lists no owner (RIK leaves its stockholders to the depository), and its details said only
// that its owners are unknown, where the compliance answer says its beneficial owners were compared.
test('a company no owner is listed of is told which beneficial owners the screening compared, as the compliance answer says', async () => {
  const details = sentencesOf(await callTool(mcp.client, 'get_company_details', { regcode: EE_AS, country: 'EE' }));
  const compliance = sentencesOf(await callTool(mcp.client, 'get_company_compliance', { regcode: EE_AS, country: 'EE' }));
  const screening = /Sanctions screening compared 1 person \(by name and birth date\) and no company with the .+? as owners of .*, none matching: it weighs only the beneficial owners \(the EE register data held here lists no stockholders of an AS\); officers are compared with every list for review alone \(a candidate at most\) where the register gives their birth date, and with none where it gives none, as RIK's files do for most \(officersNotScreened of get_company_compliance names them\)\./;
  assert.match(details, screening);
  // The compliance answer names officersNotScreened itself, so its sentence sends the model to no call of itself.
  assert.match(compliance, new RegExp(screening.source.replace(' \\(officersNotScreened of get_company_compliance names them\\)', '')));
  assert.doesNotMatch(compliance, /of get_company_compliance names them/);
  assert.match(details, /the empty owners list and personOwners null say nothing about who holds/);
});

// Where no owner matched, the sentence said "with the lists", naming neither the lists nor when, which
// a details answer, holding no sanctionLists, gave nowhere else, and spent some 270 characters on the
// rule of minority holders and officers: it names each list with its date, as the compliance answer's
// sanctionLists give them, and says the rule in some 120.
test('where no owner matched, the details name the lists compared and their dates, and say the rest of the rule briefly', async () => {
  const lists = structuredOf<{ sanctionLists: Array<{ list: string; asOf: string }> }>(
    await callTool(mcp.client, 'get_company_compliance', { regcode: HELD, country: 'LV' })).sanctionLists;
  assert.ok(lists.length > 0);
  const said = sentencesOf(await callTool(mcp.client, 'get_company_details', { regcode: HELD, country: 'LV' }));
  const screening = said.match(/Sanctions screening compared [^]*?, none matching: [^]*?on all\./)?.[0];
  assert.ok(screening, said);
  for (const { list, asOf } of lists) assert.match(screening, new RegExp(`\\b${list}\\b[^;]*? lists? of ${asOf}`), `${list} of ${asOf}`);
  assert.doesNotMatch(screening, /with the lists as owners/);
  // The owners weighed and the rule of the others: 350 characters where the rule took 270.
  const rule = screening.slice(screening.indexOf('none matching: '));
  assert.ok(rule.length < 250, `${rule.length} characters: ${rule}`);
});
