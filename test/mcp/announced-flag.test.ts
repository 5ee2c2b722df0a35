// A flag a register dates from a later day (a suspension of activity decided for next month) is
// listed last in get_company_compliance's flagDetails and is in neither flags nor blacklisted until
// that day. What the model is told of flagDetails, in tools/list and in the kyb_check prompt, must
// not say each entry is one of the flags in force, or it reports the partner as suspended today.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, connectInProcess, structuredOf, type Connected } from './client.ts';

let seeded: SeededServices;
let mcp: Connected;
let compliance: Tool;
const lv = FIXTURE.companies.lvGaze;
// Forty days on: a later day in every register's time zone, whatever the day the test runs.
const firstDay = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

before(async () => {
  seeded = seededServices({
    rows: {
      compliance_flags: [{
        country: 'LV', regcode: lv.regcode, flag: 'blacklisted', detail: 'Saimnieciskā darbība apturēta',
        since: firstDay, until: null, source: 'lv.vid-flags', as_of: '2026-11-21',
      }],
    },
  });
  mcp = await connectInProcess({ services: seeded.services });
  compliance = (await mcp.client.listTools()).tools.find((t) => t.name === 'get_company_compliance')!;
});
after(async () => {
  await mcp?.close();
  seeded?.close();
});

interface Schema { description?: string; properties?: Record<string, Schema>; items?: Schema }

test('an announced flag is in flagDetails and not in flags, and the output schema says such an entry is not in force', async () => {
  const answer = structuredOf<{ flags: string[]; blacklisted: boolean; flagDetails: { flag: string; detail: string | null; since: string | null }[] }>(
    await callTool(mcp.client, 'get_company_compliance', { regcode: lv.regcode, country: 'LV' }));
  const announced = answer.flagDetails.find((f) => f.since === firstDay);
  assert.ok(announced, 'the announced flag is listed');
  // Begun in lower case, it read as a sentence cut off beside `Listed on EU` and `Tax debt …`.
  assert.equal(announced.detail, `Announced, in force from ${firstDay}: Saimnieciskā darbība apturēta`);
  assert.equal(answer.flags.includes(announced.flag), false, 'not in flags');
  assert.equal(answer.blacklisted, false);

  const flagDetails = (compliance.outputSchema as Schema).properties!.flagDetails!;
  const described = [flagDetails.description, flagDetails.items!.properties!.flag!.description].join(' | ');
  // It said "Every flag …" and that the flag is "one of those flags lists": a model took the entry for a flag in force.
  assert.doesNotMatch(described, /one of those flags lists/);
  assert.match(described, /announced/);
  assert.match(described, /later day/);
  assert.match(described, /not in flags/);
});

test('the kyb_check prompt tells the model an announced flag is not in force yet', async () => {
  const prompt = await mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: lv.regcode, country: 'LV' } });
  const text = (prompt.messages[0]!.content as { text: string }).text;
  assert.match(text, /announced[^.]*not in force/);
});
