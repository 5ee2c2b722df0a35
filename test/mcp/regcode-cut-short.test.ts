// A number cut short or masked sent as regcode: `40003032***` (a document hiding digits) was read past
// its marks and answered as the Latvian or Estonian phone number 40003032, and `LV40003...` (a number a
// page shortened) as no number, "the number of no owner the registers list here", so a model went
// on with a number no one had written. Both answers, the tool's and REST's, now say it is cut short,
// and the tool names the search of its beginning.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../helpers/seed.ts';
import { serveSeeded, type ServedSeeded } from '../http/served-seeded.ts';
import { callTool, errorTextOf, structuredOf } from './client.ts';

const GAZE = FIXTURE.companies.lvGaze.regcode;

let t: ServedSeeded;
before(async () => { t = await serveSeeded({}, { RATE_LIMITS: 'off' }); });
after(() => t.close());

const details = (regcode: string) => callTool(t.mcp.client, 'get_company_details', { regcode });

test('a number cut short or masked is told so, with the search of its beginning', async () => {
  for (const [sent, mark, beginning] of [['LV40003...', '...', 'LV40003'], ['40003032***', '***', '40003032'], ['4000…', '…', '4000'],
    ['400030329xx', 'xx', '400030329']] as const) {
    const text = errorTextOf(await details(sent));
    assert.equal(text, `regcode: "${sent}" is a number cut short or masked ("${mark}"), no whole registration or VAT number: no company is `
      + `looked up by part of its number. Send the whole number, or call search_companies with ${beginning}, its beginning, to list the `
      + 'companies whose number begins so: any of them may be the one meant, so ask which.', sent);
  }
  assert.match(errorTextOf(await callTool(t.mcp.client, 'get_company_compliance', { regcode: '40003032***' })), /is a number cut short or masked \("\*\*\*"\)/);
});

test('REST answers a number cut short as a 400 naming regcode, in the same words', async () => {
  for (const sent of ['40003032***', 'LV40003...']) {
    const res = await t.app.app.inject({ url: `/api/public/v1/companies/${encodeURIComponent(sent)}` });
    assert.equal(res.statusCode, 400, sent);
    const body = JSON.parse(res.body) as { errors: Array<{ parameter: string; message: string }> };
    assert.deepEqual(body.errors.map((e) => e.parameter), ['regcode'], sent);
    assert.match(body.errors[0]!.message, /is a number cut short or masked/, sent);
  }
});

test('a whole number before an ellipsis, and a masked personal code, are read as before', async () => {
  assert.equal(structuredOf<{ regcode: string }>(await details(`${GAZE}...`)).regcode, GAZE);
  const code = errorTextOf(await details('010180-*****'));
  assert.match(code, /written as a person's personal code/);
  assert.doesNotMatch(code, /cut short/);
});
