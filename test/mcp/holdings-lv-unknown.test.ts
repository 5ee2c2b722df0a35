// The holdings of an Estonian, Lithuanian or Finnish company never include one in a Latvian company:
// UR names no country for a holder registered abroad (FOREIGN_ENTITY), so its owners never match
// such a company. The output schema said so, but the answer did not, and a model read an EE
// company's holdings as all it holds. A sentence beside the answer says so; an LV company's has none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { FIXTURE, seedDatabase } from '../helpers/seed.ts';
import { callTool, connectInProcess, structuredOf } from './client.ts';

test('get_company_details of an EE company says its holdings never include one in an LV company; of an LV company, nothing', async (t) => {
  const store = seedDatabase();
  const db = openForReading(store.path);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold }) });
  t.after(async () => { await mcp.close(); db.close(); store.cleanup(); });

  const ee = FIXTURE.companies.eePohjaPuit;
  const result = await callTool(mcp.client, 'get_company_details', { regcode: ee.regcode, country: 'EE' });
  assert.ok(Array.isArray(structuredOf<{ holdings: unknown[] | null }>(result).holdings), 'the fixture lists holders');
  assert.match(JSON.stringify(result.content), new RegExp(`The holdings of ${ee.name} \\(${ee.regcode}\\) are only those in EE companies whose register `
    + 'names it, with its country, as a holder: the LV register names no country for a holder registered abroad \\(FOREIGN_ENTITY\\) and the LT and FI '
    + 'registers list no holders, so do not report it as holding no LV, LT or FI company'));
  const lv = await callTool(mcp.client, 'get_company_details', { regcode: FIXTURE.companies.lvKekava.regcode });
  assert.doesNotMatch(JSON.stringify(lv.content), /FOREIGN_ENTITY/);
});
