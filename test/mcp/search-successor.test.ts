// A Latvian company closed as reorganised, found by a search: the REST autofill gives its
// succeededBy, search_companies only status closed, and a model filling a form from an old invoice
// of the merged company filled in the closed one, never naming the company its business went to.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany } from '../helpers/seed.ts';
import { serveSeeded, type ServedSeeded } from '../http/served-seeded.ts';
import { callTool, sentencesOf, structuredOf } from './client.ts';

const MERGED = '40000020719';
const CARRIES_ON = '40003123456';
const CLOSED_ALONE = '40003999990';

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: {
    companies: [
      ownCompany(CARRIES_ON, 'SIA "Rīgas Koks"', { address: 'Rīga, Brīvības iela 12' }),
      ownCompany(MERGED, 'SIA "Smart Malka"', { status: 'closed', address: 'Rīga, Meža iela 1' }),
      ownCompany(CLOSED_ALONE, 'SIA "Smart Dēlis"', { status: 'closed', address: 'Rīga, Meža iela 3' }),
    ],
    reorganizations: [{ country: 'LV', source_regcode: MERGED, final_regcode: CARRIES_ON, source: 'lv.reorganizations', as_of: '2026-11-21' }],
  } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

test('a search listing a company closed as reorganised names the company that carries on its business, as autofill does', async () => {
  const result = await callTool(t.mcp.client, 'search_companies', { query: 'Smart Malka' });
  assert.equal(structuredOf<{ results: Array<{ regcode: string }> }>(result).results[0]?.regcode, MERGED);
  assert.match(sentencesOf(result), /^SIA "Smart Malka" \(LV 40000020719\) is closed( \(\d{4}-\d{2}-\d{2}\))? as reorganised: SIA "Rīgas Koks" \(LV 40003123456\) carries on its business \(succeededBy of get_company_details\)\./);
  // The REST autofill of the same text names the same company.
  const autofill = JSON.parse((await t.app.app.inject({ url: '/api/public/v1/companies/autofill?q=Smart%20Malka' })).body) as { results: Array<{ regcode: string; succeededBy?: Array<{ regcode: string }> }> };
  assert.deepEqual(autofill.results.find((r) => r.regcode === MERGED)?.succeededBy?.map((s) => s.regcode), [CARRIES_ON]);
  // A company closed otherwise is told nothing of a successor.
  assert.doesNotMatch(sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: 'Smart Dēlis' })), /reorganised/);
});
