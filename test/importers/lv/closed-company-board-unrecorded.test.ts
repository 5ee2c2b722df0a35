// UR's officers file lists no board of a company the register has struck off, and the service
// records no office of a closed company as one the file stopped listing (store/role-departures.ts):
// the status says the company is gone. So a company closed after the service began recording has
// empty officers and formerOfficers lists whatever board it had, and get_company_details must not
// tell a model that no officer of it was dropped since the file it records from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { scratch } from '../pipeline/helpers.ts';
import { daysAgo, importOn, row } from './officer-imports.ts';

// "Biedrība Delta": one board member (officers.csv row 108), struck off (L) in the second files.
const DELTA = '50008000008';

test('a Latvian company struck off while departures are recorded is not said to have had no officer dropped', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const officers = readFileSync(join(s.files, 'officers.csv'), 'utf8');
  const register = readFileSync(join(s.files, 'register.csv'), 'utf8');
  await importOn(s, daysAgo(10), officers, register);
  const closed = register.replace(/^(50008000008;.*?;2021-11-12;);( );/m, `$1${daysAgo(6)};L;`);
  assert.notEqual(closed, register, 'the fixture row of Biedrība Delta changed');
  await importOn(s, daysAgo(5), officers.replace(row(108), ''), closed);

  const db = openForReading(s.db);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(async () => {
    await mcp.close();
    db.close();
  });
  const result = await callTool(mcp.client, 'get_company_details', { regcode: DELTA });
  const details = structuredOf<{ status: string; officers: unknown[]; formerOfficers: unknown[] }>(result);
  assert.equal(details.status, 'closed');
  assert.deepEqual([details.officers, details.formerOfficers], [[], []], 'the board it had is in neither list');
  const said = JSON.stringify(result.content.slice(1));
  assert.doesNotMatch(said, /was dropped from it since then/, 'its board was dropped, and not recorded: the company is closed');
  assert.match(said, /(Biedrība Delta.*\(50008000008\)|The company) is closed: .*none of its offices is recorded here as ended.*say nothing of who ran it; do not report it as having no board\./);
});
