// A client building a company's path from an empty number field sends `/companies//sanctions`
// (`/companies/${regcode}/sanctions`, regcode '') or a number of spaces (`/companies/%20`, a
// blank field with its padding). The router reads a run of slashes as one, so the first asked
// getCompany for regcode "sanctions" and was told `regcode "sanctions" is not a registration or
// VAT number`, and the second `regcode ""` is not one: each named something never sent as a
// number. Both are now "regcode is required", as `/companies/` is, and MCP says it is empty.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf } from './harness.ts';
import { restAndMcp } from './rest-and-mcp.ts';
import { FIXTURE } from './services.ts';
import { callTool, errorTextOf } from '../mcp/client.ts';

const LV = FIXTURE.companies.lvGaze.regcode;
const both = restAndMcp({ RATE_LIMITS: 'off' });

async function get(url: string) {
  const r = await both.app.app.inject({ url });
  return { status: r.statusCode, problem: r.statusCode >= 400 ? problemOf(r) : null };
}

test('an empty number before a company sub-path is regcode required, naming where the number goes', async () => {
  const cases: Array<[string, RegExp]> = [
    [`${API}/companies//sanctions`, /^is required: the registration or VAT number of the company, \/companies\/\{regcode\}\/sanctions /],
    [`${API}/companies//compliance?country=LV`, /^is required: .*\/companies\/\{regcode\}\/compliance /],
    [`${API}/companies///sanctions/`, /^is required: .*\/companies\/\{regcode\}\/sanctions /],
    // No such route below a company: where the number goes in the details.
    [`${API}/companies//financials`, /^is required: .*\/companies\/\{regcode\} \(\/companies\/40003123456\)$/],
  ];
  for (const [url, message] of cases) {
    const { status, problem } = await get(url);
    assert.equal(status, 400, url);
    assert.equal(problem!.type, `${API}/problems/invalid-parameter`, url);
    assert.deepEqual(problem!.errors?.map((e) => e.parameter), ['regcode'], url);
    assert.match(problem!.errors![0]!.message, message, url);
    assert.match(problem!.detail, /^regcode is required/, url);
    assert.doesNotMatch(problem!.detail, /"(sanctions|compliance|financials)"/, url);
  }
  // With a query that fails too, both are listed, the number as required.
  const listed = await get(`${API}/companies//sanctions?country=XX`);
  assert.equal(listed.status, 400);
  assert.deepEqual(listed.problem!.errors?.map((e) => e.parameter), ['regcode', 'country']);
  assert.match(listed.problem!.errors![0]!.message, /^is required/);
});

test('an empty number followed by more path is regcode required, not the company named after it', async () => {
  // `/companies/${regcode}/${other}/sanctions` with regcode '': the router reads a run of slashes
  // as one, so this was the sanctions of LV (or `"x" is not a registration number`).
  const cases: Array<[string, RegExp]> = [
    [`${API}/companies//${LV}/sanctions`, /\/companies\/\{regcode\}\/sanctions /],
    [`${API}/companies//x/sanctions`, /\/companies\/\{regcode\}\/sanctions /],
    [`${API}/companies//${LV}/compliance?country=LV`, /\/companies\/\{regcode\}\/compliance /],
    [`${API}/companies///x//compliance/`, /\/companies\/\{regcode\}\/compliance /],
  ];
  for (const [url, message] of cases) {
    const { status, problem } = await get(url);
    assert.equal(status, 400, url);
    assert.deepEqual(problem!.errors?.map((e) => e.parameter), ['regcode'], url);
    assert.match(problem!.errors![0]!.message, /^is required: the registration or VAT number of the company/, url);
    assert.match(problem!.errors![0]!.message, message, url);
    assert.doesNotMatch(problem!.detail, /"x"/, url);
  }
  // With a query that fails too, both are listed, the number as required.
  const listed = await get(`${API}/companies//${LV}/sanctions?country=XX`);
  assert.deepEqual(listed.problem!.errors?.map((e) => e.parameter), ['regcode', 'country']);
  assert.match(listed.problem!.errors![0]!.message, /^is required/);
});

test('a number of spaces or invisible characters alone is regcode required, not regcode ""', async () => {
  for (const url of [
    `${API}/companies/%20`, `${API}/companies/%20%20?country=LV`, `${API}/companies/%20/sanctions`,
    `${API}/companies/%C2%A0%09/compliance`, `${API}/companies/%E2%80%8B`, `${API}/companies/%20?country=XX`,
  ]) {
    const { status, problem } = await get(url);
    assert.equal(status, 400, url);
    assert.equal(problem!.errors![0]!.parameter, 'regcode', url);
    assert.match(problem!.errors![0]!.message, /^is required: the registration or VAT number of the company/, url);
    assert.match(problem!.detail, /^regcode is required/, url);
    assert.doesNotMatch(problem!.detail, /""/, url);
  }
});

test('a number after a doubled slash, or a word sent for one, is read as before', async () => {
  // A base address joined with a doubled slash: the company.
  assert.equal((await get(`${API}/companies//${LV}`)).status, 200);
  assert.equal((await get(`${API}/companies/${LV}//sanctions`)).status, 200);
  // A word with a digit after one slash and after two: no number, named as sent.
  for (const url of [`${API}/companies/abc1`, `${API}/companies//abc1`, `${API}/companies/sanctions`]) {
    const { status, problem } = await get(url);
    assert.equal(status, 400, url);
    assert.match(problem!.errors![0]!.message, /" is not a registration or VAT number/, url);
  }
});

test('MCP: a regcode of invisible characters alone is empty, as one of spaces is', async () => {
  for (const regcode of ['  ', '\u200B', '\u00A0\u200B ']) {
    const text = errorTextOf(await callTool(both.mcp.client, 'get_company_details', { regcode }));
    assert.match(text, /^regcode: is empty, LV 11 digits/, JSON.stringify(regcode));
  }
});

test('an empty owner\'s number before its holdings is holderRegcode required, not a path gone', async () => {
  // `/holders/${regcode}/holdings` with regcode '': read as /holders/holdings, no route's path, it
  // was the 404 "No endpoint at …/holders//holdings", as if the route were gone.
  for (const url of [`${API}/holders//holdings`, `${API}/holders///holdings/?registeredIn=CY`]) {
    const { status, problem } = await get(url);
    assert.equal(status, 400, url);
    assert.equal(problem!.type, `${API}/problems/invalid-parameter`, url);
    assert.deepEqual(problem!.errors?.map((e) => e.parameter), ['holderRegcode'], url);
    assert.match(problem!.detail, /^holderRegcode is required: the owner's number .*\/holders\/\{holderRegcode\}\/holdings \(\/holders\/HE398114\/holdings\)$/, url);
  }
  // A path without the place of a number is no such route, as before.
  assert.equal((await get(`${API}/holders/holdings`)).status, 404);
  assert.equal((await get(`${API}/holders//other`)).status, 404);
});
