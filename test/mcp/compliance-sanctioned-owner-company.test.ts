// A company held by a company that is itself sanctioned: the screening counts a controlling holder
// of the company's own and no owner further up a chain of companies (docs/sanctions.md), so a
// company held by a sanctioned one (the demo's SIA "Liepājas Metālapstrāde", a fifth of it held by
// SIA "Kurzemes Metāla Serviss") was answered isSanctioned false with no word of it, and a model reported it clear.
// get_company_compliance, get_company_details and the company:// resource now name such an owner
// and the call to read it; a company with no sanctioned owner gets no such sentence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../helpers/seeded-services.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { callTool, connectInProcess, structuredOf } from './client.ts';

const { lvKekava: held, lvSanctionedOwner: owner, lvBalticLogistics: plain } = FIXTURE.companies;

test('an owner held here that is sanctioned itself is named beside a compliance answer that is not sanctioned', async (t) => {
  const seeded = seededServices({ rows: { person_roles: [{
    id: 9101, country: 'LV', regcode: held.regcode, role: 'member', position: null, person_name: owner.name,
    name_key: personNameKey(owner.name), entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: owner.regcode,
    holder_country: 'LV', since: '2021-01-01', until: null, share_percent: 30, share_amount: 840, share_currency: 'EUR',
    assoc_key: 'sanctioned-owner-company-1', first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.members', as_of: '2026-11-21',
  }] } });
  const mcp = await connectInProcess({ services: seeded.services });
  t.after(async () => { await mcp.close(); seeded.close(); });

  const ownAnswer = structuredOf<{ isSanctioned: boolean }>(await callTool(mcp.client, 'get_company_compliance', { regcode: owner.regcode, country: 'LV' }));
  assert.equal(ownAnswer.isSanctioned, true, 'the owner is sanctioned');
  for (const candidates of [true, false]) {
    const result = await callTool(mcp.client, 'get_company_compliance', { regcode: held.regcode, country: 'LV', candidates });
    assert.equal(structuredOf<{ isSanctioned: boolean }>(result).isSanctioned, false);
    const said = JSON.stringify(result.content.slice(1).map((c) => (c as { text: string }).text).join(' '));
    assert.ok(said.includes(`An owner of ${JSON.stringify(held.name).slice(1, -1)} (${held.regcode}) held here is itself sanctioned: `
      + `${JSON.stringify(owner.name).slice(1, -1)} (LV ${owner.regcode}, holding 30 %; flags sanctioned`), said);
    assert.match(said, /isSanctioned false does not clear this company: call get_company_compliance for that owner/);
    // Which owners were compared ("…, none matching") read as contradicting the owner named: the rule above says it.
    assert.doesNotMatch(said, /none matching|Sanctions screening compared/);
  }
  // get_company_details and the company:// resource, whose isSanctioned is as false, say the same.
  const details = await callTool(mcp.client, 'get_company_details', { regcode: held.regcode, country: 'LV' });
  assert.match(JSON.stringify(details.content.slice(1)), /held here is itself sanctioned: .*isSanctioned false does not clear this company/);
  assert.doesNotMatch(JSON.stringify(details.content.slice(1)), /none matching/);
  const read = await mcp.client.readResource({ uri: `company://LV/${held.regcode}` });
  const notes = (JSON.parse((read.contents[0] as { text: string }).text) as { notes: string[] }).notes;
  assert.ok(notes.some((n) => n.includes('held here is itself sanctioned')), JSON.stringify(notes));
  const other = await callTool(mcp.client, 'get_company_compliance', { regcode: plain.regcode, country: 'LV', candidates: true });
  assert.doesNotMatch(JSON.stringify(other.content), /is itself sanctioned/);
});
