// The State Revenue Service's rating C (a high risk of unpaid taxes) raises no compliance flag, and
// the kyb_check report's red flags did not name it: a model following the walk-through over an LV
// company rated C with flags [] summed it up as low risk. The report's red flags now name rating C.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../helpers/seeded-services.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, connectInProcess, structuredOf } from './client.ts';
import { callAsWritten, kybCheckText } from './kyb-check-followed.ts';

const rated = FIXTURE.companies.lvKekava;

/** An MCP client over the seeded store with `rated` rated C by the State Revenue Service, closed after the test. */
async function ratedCConnected(t: TestContext) {
  const seeded = seededServices({ rows: { tax_ratings: [{
    country: 'LV', regcode: rated.regcode, rating: 'C', explanation: 'Augsts nodokļu nemaksāšanas risks', rated_on: '2026-11-01',
    source: 'lv.tax-ratings', as_of: '2026-11-01',
  }] } });
  const mcp = await connectInProcess({ services: seeded.services });
  t.after(async () => { await mcp.close(); seeded.close(); });
  return mcp;
}

test('an LV company rated C has no flag for it, and the kyb_check report counts the rating among the red flags', async (t) => {
  const mcp = await ratedCConnected(t);

  const text = await kybCheckText(mcp.client, { company: rated.name, country: 'LV' });
  const answer = structuredOf<{ taxRating: { value: string } | null; flags: string[] }>(
    await callAsWritten(mcp.client, text, 'get_company_compliance', { regcode: rated.regcode, country: 'LV' }));
  assert.deepEqual([answer.taxRating?.value, answer.flags], ['C', []], 'the rating is read, and raises no flag');
  const report = text.slice(text.indexOf('Then write a short report'));
  assert.match(report, /Every red flag: [^]*an LV tax rating C \(the State Revenue Service's high risk of unpaid taxes, which raises no flag/);
});

// Called without the walk-through, the answer's flags [] and the rating's Latvian words were all a
// model had, unless its client handed it the output schema: the answer now says what C is beside it.
test('get_company_compliance of an LV company rated C says beside the answer that C is a high risk raising no flag; of one rated otherwise, nothing', async (t) => {
  const mcp = await ratedCConnected(t);
  const said = async (regcode: string) => {
    const result = await callTool(mcp.client, 'get_company_compliance', { regcode, country: 'LV' });
    const taxRating = structuredOf<{ taxRating: { value: string; valueEnglish: string | null } | null }>(result).taxRating;
    return { rating: taxRating?.value, english: taxRating?.valueEnglish, told: JSON.stringify(result.content.slice(1)) };
  };
  const c = await said(rated.regcode);
  assert.equal(c.rating, 'C');
  // The sentence gives the meaning valueEnglish gives, not words of its own that could part from it.
  assert.ok(c.english && c.told.toLowerCase().includes(` a ${c.english.toLowerCase()} (as of`), `${c.english} in ${c.told}`);
  assert.match(c.told, new RegExp(`taxRating C: the State Revenue Service rates (.* \\(${rated.regcode}\\)|the company) a high risk of unpaid taxes \\(as of 2026-11-01\\), which raises no flag`), c.told);
  const other = await said(FIXTURE.companies.lvGaze.regcode);
  assert.notEqual(other.rating, 'C');
  assert.doesNotMatch(other.told, /taxRating C/);
});

// get_company_details carries the same taxRating beside flags []: an analyst's model reading the
// details alone reported a company rated C as clean, where the compliance answer warned. The
// details now say it in the same words; the FI prepayment sentence is shared as well.
test('get_company_details of an LV company rated C says what get_company_compliance says of the rating; of one rated otherwise, nothing', async (t) => {
  const mcp = await ratedCConnected(t);
  const sentence = (told: string) => /taxRating C: the State Revenue Service rates [^.]*which raises no flag: weigh it beside flags, not as clean\./.exec(told)?.[0]
    .replace(/rates .* \(\d+\) a /, 'rates the company a ');
  const told = async (tool: string, regcode: string) => JSON.stringify((await callTool(mcp.client, tool, { regcode, country: 'LV' })).content.slice(1));
  const details = await told('get_company_details', rated.regcode);
  const compliance = await told('get_company_compliance', rated.regcode);
  assert.ok(sentence(details), details);
  assert.equal(sentence(details), sentence(compliance));
  assert.doesNotMatch(await told('get_company_details', FIXTURE.companies.lvGaze.regcode), /taxRating C/);
});
