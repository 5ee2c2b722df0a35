// get_company_compliance names the files it rests on and their dates, as get_company_details
// does: a compliance note quotes "not VAT registered" or a tax rating as of a day and a file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, structuredOf } from './client.ts';
import { FIXTURE, connectedFixture } from './fixture.ts';

const C = FIXTURE.companies;
const session = connectedFixture();

type Source = { name: string; asOf: string | null };
type Answer = { vatRegistered: boolean | null; taxRating: { source: string } | null; sources: Source[] };
const answerOf = async (tool: string, regcode: string) => structuredOf<Answer>(await callTool(session.mcp.client, tool, { regcode }));

test('the VAT status, the tax rating and the register entry are dated by the same sources as the details', async () => {
  const compliance = await answerOf('get_company_compliance', C.lvGaze.regcode);
  const details = await answerOf('get_company_details', C.lvGaze.regcode);
  assert.equal(compliance.vatRegistered, true);
  // lv.vid-flags, the flag register it was sought in, holds nothing of it (no flag) and is named too.
  assert.deepEqual(compliance.sources.map((s) => s.name), ['lv.register', 'lv.tax-ratings', 'lv.vat', 'lv.vid-flags']);
  for (const source of compliance.sources) {
    assert.ok(source.asOf, `${source.name} is dated`);
    // The details name a flag register only where it holds a flag they show.
    if (source.name === 'lv.vid-flags') continue;
    assert.deepEqual(source, details.sources.find((d) => d.name === source.name), 'the same file and date as details');
  }
});

test('"not VAT registered" names the VAT list it was read from, where the list holds no entry of the company', async () => {
  const compliance = await answerOf('get_company_compliance', C.lvKekava.regcode);
  assert.equal(compliance.vatRegistered, false);
  assert.deepEqual(compliance.sources.find((s) => s.name === 'lv.vat'), { name: 'lv.vat', asOf: '2026-11-20' });
  // Where the country's VAT data is not held at all, no VAT file is named (vatRegistered is null).
  const lt = await answerOf('get_company_compliance', C.ltBlacklisted.regcode);
  assert.equal(lt.vatRegistered, null);
  assert.ok(lt.sources.length > 0 && lt.sources.every((s) => s.name.startsWith('lt.')), JSON.stringify(lt.sources));
});

test('no tax debt names the debt list it was read from, dated, where the country publishes one', async () => {
  // An EE company absent from EMTA's debtors list answered taxDebt null with the list nowhere in
  // sources, so "no tax debt" had no day, while the debtor's answer dated its own.
  const clean = await answerOf('get_company_compliance', C.eeEnergia.regcode) as Answer & { taxDebt: unknown };
  assert.equal(clean.taxDebt, null);
  assert.deepEqual(clean.sources.find((s) => s.name === 'ee.tax-debts'), { name: 'ee.tax-debts', asOf: '2026-11-01' });
  const debtor = await answerOf('get_company_compliance', C.eeTaxDebtor.regcode);
  assert.deepEqual(debtor.sources.find((s) => s.name === 'ee.tax-debts'), { name: 'ee.tax-debts', asOf: '2026-11-01' });
  // Where the country publishes no tax debts, no debt list is named.
  const lv = await answerOf('get_company_compliance', C.lvKekava.regcode);
  assert.ok(lv.sources.every((s) => !/debt/.test(s.name)), JSON.stringify(lv.sources));
});

test('the output schema publishes sources with what each field is', async () => {
  const { tools } = await session.mcp.client.listTools();
  const schema = tools.find((t) => t.name === 'get_company_compliance')?.outputSchema as
    { properties: Record<string, { description?: string; items?: { properties: Record<string, { description?: string }> } }> };
  assert.ok(schema.properties.sources?.description);
  assert.deepEqual(Object.keys(schema.properties.sources?.items?.properties ?? {}).sort(), ['asOf', 'name']);
});
