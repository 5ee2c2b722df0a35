// An Estonian company's years stopped at 2019 with nothing saying that RIK's key-figure files the
// service reads begin with 2019, so a credit analyst read the list's end as a company that had
// not filed before. get_company_financials now says where the country's files begin.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, connectInProcess, type Connected } from './client.ts';
import { FIXTURE, mcpFixture, type McpFixture } from './fixture.ts';
import { financialsSentences } from '../../src/mcp/tools/financials-hints.ts';

const C = FIXTURE.companies;
let fixture: McpFixture;
let mcp: Connected;

before(async () => {
  fixture = await mcpFixture();
  mcp = await connectInProcess({ services: fixture.services });
});
after(async () => {
  await mcp.close();
  await fixture.close();
});

const sentences = async (regcode: string) => {
  const result = await callTool(mcp.client, 'get_company_financials', { regcode });
  return (result.content as Array<{ type: string; text?: string }>).filter((c) => c.type === 'text').map((c) => c.text ?? '').join('\n');
};

test('an Estonian or Lithuanian answer says the first year the files read hold; a Latvian or Finnish one does not', async () => {
  assert.match(await sentences(C.eeEnergia.regcode), /RIK's key-figure files \(one per report year from 2019\): a year before 2019 is not in them, so its absence says nothing about whether the company filed it/);
  assert.match(await sentences(C.ltBlacklisted.regcode), /a year before 2014 is not in them/);
  assert.doesNotMatch(await sentences(C.lvKekava.regcode), /a year before/);
  assert.doesNotMatch(await sentences(C.fiClosed.regcode), /a year before/);
});

// Said on every Estonian or Lithuanian answer, it was one more sentence to read where every year
// asked for came: where the files begin bears on an answer only where years are missing from it.
test('every year asked for come: no word of where the files begin; fewer, or every year held of an older company: said', async () => {
  const asked = async (years: number) => {
    const result = await callTool(mcp.client, 'get_company_financials', { regcode: C.eeEnergia.regcode, country: 'EE', years });
    return { count: (result.structuredContent as { count: number }).count, said: (result.content as Array<{ type: string; text?: string }>).slice(1).map((c) => c.text ?? '').join(' ') };
  };
  const one = await asked(1);
  assert.equal(one.count, 1);
  assert.doesNotMatch(one.said, /a year before 2019/, one.said);
  const five = await asked(5);
  assert.ok(five.count < 5);
  assert.match(five.said, /a year before 2019 is not in them/, five.said);
});

// The description said an empty list means no annual report was published wherever financialsPublished
// is true, while the sentences beside an answer tell years the files cannot hold (before their first
// year, a company closed, an EE FIE's or LT IĮ's): a model weighed the description against them. It
// named a company closed before the files' first year alone, where any closed company's years are told
// as ending at its closing, and an EE FIE alone, where an LT IĮ's empty list is told as no report missing.
test('the description names the reasons the sentences give for a year not held, beside financialsPublished', async () => {
  const tool = (await mcp.client.listTools()).tools.find((t) => t.name === 'get_company_financials')!;
  assert.doesNotMatch(tool.description ?? '', /means the company published no annual report only where financialsPublished is true/);
  assert.match(tool.description ?? '', /only where financialsPublished is true and the sentences beside it give no reason: the files' first year, a company closed or under a year old, an EE FIE or LT IĮ\./);
  // An EE answer whose list ends at the files' first year says so, as the description tells.
  assert.match(await sentences(C.eeEnergia.regcode), /a year before 2019 is not in them/);
});

// Narva Logistika OÜ, registered the day before, was told beside its empty list that a year before
// 2019 is not in RIK's files, as if one of its years could be: said only of a company registered
// before the files' first year, or on a day not known.
test('an empty list says where the files begin only of a company that may have a year before them', () => {
  const empty = (registeredOn: string | null) => financialsSentences({
    name: 'Narva Logistika OÜ', regcode: '16987654', country: 'EE', registeredOn, financialsPublished: true, financials: [],
    sources: [{ name: 'ee.annual-reports', asOf: '2026-12-01' }],
  }).join(' ');
  assert.doesNotMatch(empty('2026-11-30'), /a year before 2019/);
  assert.doesNotMatch(empty('2019-02-01'), /a year before 2019/);
  assert.match(empty('2018-06-01'), /a year before 2019 is not in them/);
  assert.match(empty(null), /a year before 2019 is not in them/);
});
