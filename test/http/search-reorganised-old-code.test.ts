// An old 9-digit Latvian code (with its leading 0) that UR's reorganizations.csv names as a company
// reorganised into another, and that register.csv no longer lists, named nothing: searched for
// (an old contract's or invoice's number), it listed nothing, and looked up it was a bare 404. The
// companies that carry on its business are now listed, marked as found by their predecessor's code
// (matchedNumber kind predecessor), in search, autofill and search_companies; the details stay the
// lookup of the code, and their 404 names those companies and the request for them.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { ownCompany } from '../helpers/seed.ts';
import { callTool, errorTextOf, structuredOf } from '../mcp/client.ts';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const OLD = '010312345';
const SPLIT_OLD = '000311111';
const CARRIES_ON = '40003123456';
const OTHER_PART = '40003123457';
const HELD_CLOSED = '40000020719';
const NOT_HELD = '40000000099';
const reorganization = (source: string, final: string) =>
  ({ country: 'LV', source_regcode: source, final_regcode: final, source: 'lv.reorganizations', as_of: '2026-11-21' });

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: {
    companies: [
      ownCompany(CARRIES_ON, 'SIA "Rīgas Koks"', { address: 'Rīga, Brīvības iela 12' }),
      ownCompany(OTHER_PART, 'SIA "Rīgas Dēļi"', { address: 'Rīga, Brīvības iela 14' }),
      ownCompany(HELD_CLOSED, 'SIA "Smart Malka"', { status: 'closed', address: 'Rīga, Meža iela 1' }),
    ],
    reorganizations: [
      reorganization(OLD, CARRIES_ON), reorganization(HELD_CLOSED, CARRIES_ON),
      // A split into a company held here, another, and one of a number no company here bears.
      reorganization(SPLIT_OLD, CARRIES_ON), reorganization(SPLIT_OLD, OTHER_PART), reorganization(SPLIT_OLD, NOT_HELD),
    ],
  } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

type Listed = { regcode: string; matchedNumber?: { number: string; kind: string } };
const listed = async (path: string, q: string, country?: string): Promise<Listed[]> => {
  const res = await t.app.app.inject({ url: `${API}/companies/${path}?q=${encodeURIComponent(q)}${country ? `&country=${country}` : ''}` });
  assert.equal(res.statusCode, 200, `${path} ${q}: ${res.body}`);
  return JSON.parse(res.body).results;
};
const marked = (results: Listed[]) => results.map((r) => [r.regcode, r.matchedNumber]);

test('an old code only the reorganisations name lists the company that carries on, marked as found by its predecessor\'s code', async () => {
  for (const path of ['search', 'autofill']) {
    for (const q of [OLD, '010 312 345', `LV${OLD}`, `Reģ. Nr. ${OLD}`]) {
      assert.deepEqual(marked(await listed(path, q)), [[CARRIES_ON, { number: OLD, kind: 'predecessor' }]], `${path} ${q}`);
    }
    // Split: the companies held here, not the number of none.
    assert.deepEqual(marked(await listed(path, SPLIT_OLD)), [
      [CARRIES_ON, { number: SPLIT_OLD, kind: 'predecessor' }], [OTHER_PART, { number: SPLIT_OLD, kind: 'predecessor' }],
    ], path);
    // Asked in another country: none of its companies.
    assert.deepEqual(await listed(path, OLD, 'EE'), [], path);
  }
});

test('a reorganised company the register still lists is found as itself, unmarked', async () => {
  assert.deepEqual(marked(await listed('search', HELD_CLOSED)), [[HELD_CLOSED, undefined]]);
  assert.deepEqual((await listed('search', '010312346')), []);
});

test('the details\' 404 names the company that carries on and the request for it', async () => {
  const res = await t.app.app.inject({ url: `${API}/companies/${OLD}` });
  assert.equal(res.statusCode, 404);
  assert.equal(problemOf(res).detail, `No company with registration number ${OLD}; ${OLD} is the code of a company UR closed as reorganised `
    + `into SIA "Rīgas Koks" (LV ${CARRIES_ON}), which carries on its business; repeat the request for ${CARRIES_ON} with country=LV`);
  assert.match(errorTextOf(await callTool(t.mcp.client, 'get_company_details', { regcode: OLD })),
    new RegExp(`reorganised into SIA "Rīgas Koks" \\(LV ${CARRIES_ON}\\).*Call get_company_details again with regcode ${CARRIES_ON} and country LV\\.$`));
});

test('search_companies marks the result and says the code is its predecessor\'s, no company here bearing it', async () => {
  const result: CallToolResult = await callTool(t.mcp.client, 'search_companies', { query: OLD });
  assert.deepEqual(structuredOf<{ results: Listed[] }>(result).results.map((r) => r.matchedNumber), [{ number: OLD, kind: 'predecessor' }]);
  const sentence = result.content.slice(1).map((b) => (b.type === 'text' ? b.text : '')).join(' ');
  assert.match(sentence, new RegExp(`No company here bears ${OLD}: it is the code of a company UR closed as reorganised into SIA "Rīgas Koks" \\(LV ${CARRIES_ON}\\)`));
});
