// A compliance statement that finds nothing (no tax debt, no flag) says so of the registers it
// sought the company in: taxDebt null and flags [] rest on the tax-debt list and the flag registers
// of the day of their files. Those registers were named in sources only where they held a row of the
// company, so a clean answer named the company register alone and a compliance team could not say
// as of when the partner had no tax debt or no insolvency, liquidation or suspension.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, structuredOf } from '../mcp/client.ts';

const C = FIXTURE.companies;
type Sources = Array<{ name: string; asOf: string | null }>;

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded();
});
after(() => t.close());

async function compliance(regcode: string, country: string): Promise<{ taxDebt: unknown; flags: string[]; sources: Sources }> {
  const res = await t.app.app.inject({ url: `${API}/companies/${regcode}/compliance?country=${country}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

test('an Estonian company with no tax debt names the debtors list it was sought in, with its date', async () => {
  const body = await compliance(C.eeEnergia.regcode, 'EE');
  assert.equal(body.taxDebt, null);
  assert.deepEqual(body.sources.find((s) => s.name === 'ee.tax-debts'), { name: 'ee.tax-debts', asOf: '2026-11-01' });
});

test('a Latvian company with no flag names the flag register it was sought in, with its date', async () => {
  const body = await compliance(C.lvGaze.regcode, 'LV');
  assert.deepEqual(body.flags, []);
  assert.deepEqual(body.sources.find((s) => s.name === 'lv.vid-flags'), { name: 'lv.vid-flags', asOf: '2026-11-01' });
  assert.equal(body.sources.some((s) => s.name.startsWith('ee.')), false, 'another country\'s registers are not named');
});

test('get_company_compliance names the same registers', async () => {
  const result = structuredOf(await callTool(t.mcp.client, 'get_company_compliance', { regcode: C.eeEnergia.regcode, country: 'EE' })) as { sources: Sources };
  assert.ok(result.sources.some((s) => s.name === 'ee.tax-debts'));
});
