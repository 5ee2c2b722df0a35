// taxDebt null is no tax debt only where a debtors list held would show the company's: asked whether
// an LV partner is safe, a model read `taxDebt: null` (taxDebtPublished false, as no LV list is held)
// as "no tax debt", as it rightly reads it for an EE company the list names none of. The answer now
// says beside the JSON that the null says nothing, and why; where the list would show a debt, nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { FIXTURE, ownCompany } from '../helpers/seed.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf, type Connected } from './client.ts';

const C = FIXTURE.companies;
const FIE = { regcode: '14809368', name: 'Maarja Karu FIE' };

let seeded: SeededServices;
let mcp: Connected;
before(async () => {
  seeded = seededServices({ rows: { companies: [ownCompany(FIE.regcode, FIE.name, { country: 'EE', form: 'FIE', source: 'ee.basic' })] } });
  mcp = await connectInProcess({ services: seeded.services });
});
after(async () => {
  await mcp?.close();
  seeded?.close();
});

const answer = async (regcode: string, country: string) => {
  const result: CallToolResult = await callTool(mcp.client, 'get_company_compliance', { regcode, country });
  const value = structuredOf<{ taxDebt: unknown; taxDebtPublished: boolean }>(result);
  return { ...value, told: sentencesOf(result) };
};

test('an LV, LT or FI company\'s taxDebt null is said to say nothing, as no debtors list of its country is held', async () => {
  for (const [company, country] of [[C.lvGaze, 'LV'], [C.ltBlacklisted, 'LT'], [C.fiNokia, 'FI']] as const) {
    const { taxDebt, taxDebtPublished, told } = await answer(company.regcode, country);
    assert.deepEqual([taxDebt, taxDebtPublished], [null, false], country);
    assert.match(told, new RegExp(`taxDebt null says nothing about whether (.* \\(${company.regcode}\\)|the company) owes tax: no ${country} debtors list is held here \\(only Estonia's is read\\); do not report it as free of tax debt\\.`), told);
  }
});

test('an EE sole proprietor\'s taxDebt null is said to say nothing; an EE company the list names none of says no more', async () => {
  const fie = await answer(FIE.regcode, 'EE');
  assert.equal(fie.taxDebtPublished, false);
  assert.match(fie.told, /taxDebt null says nothing about whether (Maarja Karu FIE \(14809368\)|the company) owes tax: the EE debtors list held names a sole proprietor \(FIE\) by a personal code/, fie.told);
  const clean = await answer(C.eeEnergia.regcode, 'EE');
  assert.deepEqual([clean.taxDebt, clean.taxDebtPublished], [null, true]);
  assert.doesNotMatch(clean.told, /taxDebt null/);
  const debtor = await answer(C.eeTaxDebtor.regcode, 'EE');
  assert.ok(debtor.taxDebt !== null);
  assert.doesNotMatch(debtor.told, /taxDebt null/);
});
