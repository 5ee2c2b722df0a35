// Asked with years: 5, a company whose files hold 4 annual reports got 4 years and no word why, and
// a model reported the fifth as an annual report not filed, though the company was registered later
// or the files read begin later. A sentence beside the answer now says why fewer came.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, connectInProcess, type Connected } from './client.ts';
import { FIXTURE, mcpFixture, type McpFixture } from './fixture.ts';
import { financialsSentences, type FinancialsRead } from '../../src/mcp/tools/financials-hints.ts';
import { namedOnce } from '../../src/mcp/tools/company-named-once.ts';

/** The sentences as an answer gives them, the company named. */
const sentencesFor = (found: FinancialsRead, asked: number) => namedOnce(financialsSentences(found, asked), found);

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

const answer = async (args: Record<string, unknown>) => {
  const result = await callTool(mcp.client, 'get_company_financials', args);
  const text = (result.content as Array<{ type: string; text?: string }>).filter((c) => c.type === 'text').map((c) => c.text ?? '').join('\n');
  return { text, structured: result.structuredContent as Record<string, unknown> };
};

test('an LV company with 4 years held, asked for 5: the sentence names the years the files hold none for, between its oldest and newest', async () => {
  const { text, structured } = await answer({ regcode: C.lvGaze.regcode, years: 5 });
  assert.equal(structured.count, 4);
  assert.match(text, /4 of the 5 years asked for came, every year the files read hold of Latvijas Gāze, AS \(40003032949\): the LV annual reports this service holds begin with the year 2013; the files hold no annual report of it for 2014–2021\./);
  // The registration date the sentence may use is no field of the answer.
  assert.equal('registeredOn' in structured, false);
});

test('no such sentence where the years asked for all came, or none were asked for', async () => {
  assert.doesNotMatch((await answer({ regcode: C.lvGaze.regcode, years: 4 })).text, /years asked for came/);
  assert.doesNotMatch((await answer({ regcode: C.lvGaze.regcode, years: 2 })).text, /years asked for came/);
  assert.doesNotMatch((await answer({ regcode: C.lvGaze.regcode })).text, /years asked for came/);
});

test('an Estonian company asked for more years than the files read hold: the sentence points to the files\' first year, said once', async () => {
  const { text } = await answer({ regcode: C.eeEnergia.regcode, years: 5 });
  assert.match(text, /1 of the 5 years asked for came, every year the files read hold of Eesti Energia AS \(10137025\): the EE files read begin with 2019, as said above; the files hold no annual report of it for 2019–2022\./);
  assert.equal(text.match(/a year before 2019 is not in them/g)?.length, 1);
});

test('a company registered after the files\' first year: the sentence dates it by its registration, the years before it unnamed', () => {
  const fewer = sentencesFor({
    name: 'Jauna OÜ', regcode: '16000000', country: 'EE', registeredOn: '2022-03-04', financialsPublished: true, sources: [],
    financials: [{ year: 2025 }, { year: 2024 }, { year: 2022 }],
  }, 5).find((s) => s.includes('years asked for came'));
  assert.equal(fewer, '3 of the 5 years asked for came, every year the files read hold of Jauna OÜ (16000000): it was registered on 2022-03-04, '
    + 'so it has no year before 2022; the files hold no annual report of it for 2023.');
  const lv = sentencesFor({
    name: 'SIA "Jauna"', regcode: '40000000000', country: 'LV', registeredOn: '2021-09-01', financialsPublished: true, sources: [],
    financials: [{ year: 2023 }, { year: 2022 }],
  }, 5).find((s) => s.includes('years asked for came'));
  assert.equal(lv, '2 of the 5 years asked for came, every year the files read hold of SIA "Jauna" (40000000000): it was registered on 2021-09-01, '
    + 'so it has no year before 2021; the files hold no annual report of it for 2021.');
});

// Asked for the last years of a company closed years ago, a model was told which years the files hold
// and reported the years since as reports not filed, or the company as one that stopped filing.
test('a closed company with fewer years than asked, or none, is told the day it closed and the companies it went on in', async () => {
  const closed = C.lvRigasKoksClosed;
  const { text, structured } = await answer({ regcode: closed.regcode, years: 3 });
  assert.equal(structured.count, 0);
  assert.match(text, new RegExp(`\\(${closed.regcode}\\) is published in the register data \\(lv\\.financials as of 2026-11-15\\)\\. The company was closed on `
    + '2019-05-01, so no annual report of a year after 2019 is due: report its years as ending there, not as reports missing\\.$'));
  // An active company with fewer years than asked is told nothing of a closure.
  assert.doesNotMatch((await answer({ regcode: C.lvGaze.regcode, years: 5 })).text, /was closed/);
  // An LV company closed as reorganised names the companies it went on in; one with every year asked for, nothing.
  const found: FinancialsRead = { name: 'SIA "Smart Malka"', regcode: '40000020719', country: 'LV', financials: [{ year: 2017 }], financialsPublished: true,
    sources: [{ name: 'lv.financials', asOf: '2026-11-30' }], status: 'closed', closedOn: '2018-11-15',
    succeededBy: [{ regcode: '40003123456', country: 'LV', name: 'SIA "Rīgas Koks"' }] };
  assert.match(sentencesFor(found, 3).join(' '), /was closed on 2018-11-15, .*; its business went on in SIA "Rīgas Koks" \(LV 40003123456\), whose years get_company_financials gives\.$/);
  assert.doesNotMatch(sentencesFor(found, 1).join(' '), /was closed/);
});

// The demo store's Estonian and Lithuanian years begin with 2022: asked for six years, an answer named
// 2019–2021 (LT 2014–2021) as years the files hold no annual report of the company for, from the
// first year RIK and Registrų centras document, where the store holds no year of any company before 2022.
test('where the store\'s files begin after the documented first year, the years before it are named for no company', () => {
  const found: FinancialsRead = { name: 'Holding Värvid OÜ', regcode: '10017104', country: 'EE', registeredOn: '1999-06-22', financialsPublished: true,
    sources: [{ name: 'ee.annual-reports', asOf: '2026-12-01' }], filesFrom: 2022,
    financials: [{ year: 2025 }, { year: 2024 }, { year: 2023 }, { year: 2022 }] };
  const said = sentencesFor(found, 6).join(' ');
  assert.match(said, /from RIK's key-figure files \(one per report year from 2019\), of which this service holds the years from 2022: a year before 2022 is not in them/);
  assert.match(said, /4 of the 6 years asked for came, every year the files read hold of Holding Värvid OÜ \(10017104\): the EE files read begin with 2022, as said above\.$/);
  assert.doesNotMatch(said, /2019–2021/);
  // A store holding the documented first year's files answers as before.
  assert.match(sentencesFor({ ...found, filesFrom: 2019 }, 6).join(' '), /a year before 2019 is not in them.*the EE files read begin with 2019, as said above; the files hold no annual report of it for 2019–2021\.$/);
  assert.match(sentencesFor({ ...found, country: 'LT', filesFrom: 2022 }, 6).join(' '), /of which this service holds the years from 2022: .*the LT files read begin with 2022, as said above\.$/);
});
