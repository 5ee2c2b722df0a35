// A number after another country's register label that names no company (`registrikood 49999999999`,
// the Estonian word before a number of LV's form no LV company has): the 404 said "No company with
// registration number 49999999999" and no word of the label, as if EE's register had been looked in
// alone. REST's detail and the MCP answer now say what the label names and the form the number has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { restAndMcp } from './rest-and-mcp.ts';
import { UNKNOWN_REGCODE } from './services.ts';
import { callTool, errorTextOf } from '../mcp/client.ts';

const both = restAndMcp({ RATE_LIMITS: 'off' });

async function answers(sent: string): Promise<{ rest: string; mcp: string }> {
  const r = await both.app.app.inject({ url: `${API}/companies/${encodeURIComponent(sent)}` });
  assert.equal(r.statusCode, 404, `${sent}: ${r.body}`);
  assert.match(r.headers['content-type'] as string, /^application\/problem\+json/);
  const mcp = errorTextOf(await callTool(both.mcp.client, 'get_company_details', { regcode: sent }));
  return { rest: (r.json() as { detail: string }).detail, mcp };
}

test('a number of no company after another country\'s register label is told what the label names, in REST and MCP', async () => {
  const estonianWord = await answers(`registrikood ${UNKNOWN_REGCODE}`);
  const said = `the label before it names EE's register, where a registration number has 8 digits, and ${UNKNOWN_REGCODE} `
    + 'is not of that form: it is of LV\'s, and no LV company has it';
  assert.ok(estonianWord.rest.startsWith(`No company with registration number ${UNKNOWN_REGCODE}; ${said}; `), estonianWord.rest);
  assert.ok(estonianWord.mcp.includes(`${said.charAt(0).toUpperCase()}${said.slice(1)}.`), estonianWord.mcp);
  // Eight digits after the Latvian label: of LT's and EE's form.
  const latvianLabel = await answers('reģ. nr. 10000018');
  for (const text of [latvianLabel.rest, latvianLabel.mcp]) {
    assert.match(text, /[Tt]he label before it names LV's register, where a registration number has 11 digits, and 10000018 is not of that form: it is of LT's and EE's, and no LT or EE company has it/);
  }
  // The number alone, after its own country's label or after a label the languages share: no word of a label.
  for (const sent of [UNKNOWN_REGCODE, `reģ. nr. ${UNKNOWN_REGCODE}`, `Reg. No. ${UNKNOWN_REGCODE}`]) {
    const answer = await answers(sent);
    assert.doesNotMatch(`${answer.rest} ${answer.mcp}`, /the label before it/i, sent);
  }
});
