// VID's rating file gives beside each letter its own explanation (Skaidrojums). A reviewer who
// records why a partner was accepted quotes the register's words, not the letter alone: details
// carry it over REST and in get_company_details and get_company_compliance alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { importFixtures } from './fixture-import.ts';

const { s } = await importFixtures();
const db = openForReading(s.db);
const services = createServices({ db, sanctionsThreshold: 0.9 });
const { app, close } = await startTestApp({ services, env: { RATE_LIMITS: 'off' } });
const mcp = await connectInProcess({ services });
test.after(async () => { await mcp.close(); await close(); db.close(); s.cleanup(); });

type Rating = { value: string; valueEnglish: string | null; explanation: string | null; asOf: string | null };

test('the rating carries VID\'s explanation of it, the latest row\'s when a company is listed twice', async () => {
  const r = await app.inject({ method: 'GET', url: `${API}/companies/40003000001?country=LV` });
  assert.equal(r.statusCode, 200, r.body);
  const alfa = JSON.parse(r.body).taxRating as Rating;
  assert.deepEqual([alfa.value, alfa.explanation], ['A', 'Labs, uzticams nodokļu maksātājs']);
  const gamma = JSON.parse((await app.inject({ method: 'GET', url: `${API}/companies/40003000007?country=LV` })).body).taxRating as Rating;
  assert.deepEqual([gamma.value, gamma.explanation, gamma.asOf], ['A', 'Labs', '2026-11-01']);
});

test('MCP details and compliance give the same explanation', async () => {
  for (const tool of ['get_company_details', 'get_company_compliance']) {
    const answer = structuredOf<{ taxRating: Rating }>(await callTool(mcp.client, tool, { regcode: '40003000005', country: 'LV' }));
    assert.deepEqual([answer.taxRating.value, answer.taxRating.explanation], ['C', 'Zems'], tool);
  }
});

test('the letter\'s meaning is given in English beside VID\'s Latvian words, whatever they say, over REST and MCP', async () => {
  const r = await app.inject({ method: 'GET', url: `${API}/companies/40003000001?country=LV` });
  const alfa = JSON.parse(r.body).taxRating as Rating;
  assert.deepEqual([alfa.valueEnglish, alfa.explanation], ['Low risk of unpaid taxes', 'Labs, uzticams nodokļu maksātājs']);
  // The file's C reads Zems (low): the English is the letter's, the Latvian stays as written.
  for (const tool of ['get_company_details', 'get_company_compliance']) {
    const answer = structuredOf<{ taxRating: Rating }>(await callTool(mcp.client, tool, { regcode: '40003000005', country: 'LV' }));
    assert.deepEqual([answer.taxRating.value, answer.taxRating.valueEnglish, answer.taxRating.explanation], ['C', 'High risk of unpaid taxes', 'Zems'], tool);
  }
});
