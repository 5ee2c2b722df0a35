// A number of an LT and an EE company sent with another country's register label (`Y-tunnus
// 12345678`, Finland's) was refused by the REST API saying why the label chose neither, but by the
// MCP tools with "exists in LT and EE" alone, so a model could not tell its label was read.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveSeeded, type ServedSeeded } from '../http/served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, errorTextOf } from './client.ts';

let t: ServedSeeded;
before(async () => { t = await serveSeeded(); });
after(() => t.close());

test('a label naming a register that holds neither company is said in the refusal, with the countries to set', async () => {
  for (const tool of ['get_company_details', 'get_company_compliance']) {
    const text = errorTextOf(await callTool(t.mcp.client, tool, { regcode: `Y-tunnus ${FIXTURE.ambiguousRegcode}` }));
    assert.match(text, /the label before it names FI's register/, `${tool}: ${text}`);
    assert.match(text, /country set to LT or EE/, tool);
  }
  // Without a label, the refusal is as before: no word of a label.
  const bare = errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode: FIXTURE.ambiguousRegcode }));
  assert.doesNotMatch(bare, /label/);
});
