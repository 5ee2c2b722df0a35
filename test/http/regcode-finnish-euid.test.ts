// The EUID of a Finnish company, as the European business register interconnection (BRIS, the
// e-Justice portal's company search) and YTJ's euId give it (FIFPRO.0112038-9): a compliance team
// holding a cross-border extract or form that names the company by it looks the company up by it,
// REST and MCP alike; a wrong check digit stays no such company.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { restAndMcp } from './rest-and-mcp.ts';
import { FIXTURE } from './services.ts';
import { callTool, structuredOf } from '../mcp/client.ts';

const nokia = FIXTURE.companies.fiNokia;
const both = restAndMcp();
const rest = (regcode: string) => both.app.app.inject({ url: `${API}/companies/${encodeURIComponent(regcode)}` });

test('a Finnish EUID finds its company in REST details and MCP get_company_details', async () => {
  for (const typed of ['FIFPRO.0112038-9', 'fifpro.01120389', 'FIFPRO 0112038-9']) {
    const r = await rest(typed);
    assert.equal(r.statusCode, 200, `${typed}: ${r.body}`);
    const body = r.json() as { country: string; regcode: string; name: string };
    assert.deepEqual([body.country, body.regcode, body.name], ['FI', nokia.regcode, 'Nokia Oyj'], typed);
    const found = structuredOf<{ country: string; regcode: string }>(await callTool(both.mcp.client, 'get_company_details', { regcode: typed }));
    assert.deepEqual([found.country, found.regcode], ['FI', nokia.regcode], `MCP ${typed}`);
  }
  const compliance = await both.app.app.inject({ url: `${API}/companies/${encodeURIComponent('FIFPRO.0112038-9')}/compliance` });
  assert.equal(compliance.statusCode, 200, compliance.body);
  assert.equal((compliance.json() as { regcode: string }).regcode, nokia.regcode);
});

test('an EUID whose business ID has a wrong check digit names no company', async () => {
  const r = await rest('FIFPRO.0112038-8');
  assert.equal(r.statusCode, 404, r.body);
});
