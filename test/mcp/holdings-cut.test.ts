// get_company_details lists the first 100 companies a company holds, with holdingsCount counting
// all: a model mapping a group had the count but no word of where the rest were, and could report the
// 100 as everything the company holds. The answer now names the call that lists them all, and a
// page of that call asked for after its last holding says the list has ended.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { FIXTURE, ownCompany, type SeedRow } from '../helpers/seed.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf, type Connected } from './client.ts';

const holder = FIXTURE.companies.lvGaze;
const HELD = 101;
const held = Array.from({ length: HELD }, (_, i) => ownCompany(String(17000000 + i), `Hoitud Ettevõte ${String(i).padStart(3, '0')} OÜ`, { country: 'EE', form: 'OÜ' }));
const holding = (company: SeedRow, i: number): SeedRow => ({
  id: 97000 + i, country: 'EE', regcode: company.regcode as string, role: 'member', position: null,
  person_name: holder.name, name_key: 'latvijas gaze', entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: holder.regcode, holder_country: 'LV', since: '2020-01-01', until: null, share_percent: 100, share_amount: 2500,
  share_currency: 'EUR', assoc_key: `holdings-cut-${i}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
});

let seeded: SeededServices;
let mcp: Connected;
before(async () => {
  seeded = seededServices({ rows: { companies: held, person_roles: held.map(holding) } });
  mcp = await connectInProcess({ services: seeded.services });
});
after(async () => {
  await mcp?.close();
  seeded?.close();
});

const sentences = sentencesOf;

test('a holdings list cut at 100 says how many there are and which call lists them all, which does', async () => {
  const result = await callTool(mcp.client, 'get_company_details', { regcode: holder.regcode, country: 'LV' });
  const details = structuredOf<{ holdings: unknown[]; holdingsCount: number }>(result);
  assert.deepEqual([details.holdings.length, details.holdingsCount], [100, HELD]);
  const told = sentences(result);
  assert.match(told, new RegExp(`holds ${HELD} companies today; holdings lists the first 100\\. Call list_holder_holdings with regcode ${holder.regcode} and registeredIn LV for every one of them`), told);

  // Followed as said, the pages hold every company held.
  const listed: string[] = [];
  let after: string | null = null;
  do {
    const page: { holdings: Array<{ regcode: string }>; next: string | null } = structuredOf(await callTool(mcp.client, 'list_holder_holdings',
      { regcode: holder.regcode, registeredIn: 'LV', ...(after ? { after } : {}) }));
    listed.push(...page.holdings.map((h) => h.regcode));
    after = page.next;
  } while (after !== null);
  for (const company of held) assert.ok(listed.includes(company.regcode as string), `${company.regcode} listed`);
});

test('a holdings list that is whole says nothing of it', async () => {
  const result = await callTool(mcp.client, 'get_company_details', { regcode: FIXTURE.companies.lvRigasKoks.regcode, country: 'LV' });
  assert.doesNotMatch(sentences(result), /holdings lists the first/);
});

test('a page asked for after the last holding says the list ended there and where it begins', async () => {
  const last = structuredOf<{ holdings: Array<{ country: string; regcode: string }> }>(await callTool(mcp.client, 'list_holder_holdings',
    { regcode: holder.regcode, registeredIn: 'LV', after: 'EE:17000099' }));
  assert.deepEqual(last.holdings.map((h) => h.regcode), ['17000100']);
  const result = await callTool(mcp.client, 'list_holder_holdings', { regcode: holder.regcode, registeredIn: 'LV', after: 'EE:17000100' });
  assert.deepEqual(structuredOf<{ holdings: unknown[]; next: string | null }>(result).holdings, []);
  assert.match(sentences(result), /^No company of this owner's list follows EE:17000100: the list has ended; call list_holder_holdings without after for its first page\.$/);
});

// The same page of a number no legal entity holds a company by said "No company of this owner's list follows":
// an owner's list ended, of an owner the registers do not list (a number mistyped between two calls).
test('a page after a company of a number no legal entity bears is told what the number is, as its first page is', async () => {
  const first = await callTool(mcp.client, 'list_holder_holdings', { regcode: 'HE000000' });
  const later = await callTool(mcp.client, 'list_holder_holdings', { regcode: 'HE000000', after: 'EE:17000000' });
  assert.equal(later.isError, true);
  assert.deepEqual(later.content, first.content);
});
