// A closed Finnish company, of a country whose register publishes no annual reports the service holds,
// was told, after the sentence that its empty list says nothing, that no report of a year after its
// closing is due and to "report its years as ending there": years no file here holds, and a model read
// them as known. The closure is said only where the country's reports are held.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, connectedFixture } from './fixture.ts';
import { callTool, sentencesOf } from './client.ts';

const C = FIXTURE.companies;
const session = connectedFixture();
const said = async (args: Record<string, unknown>) => sentencesOf(await callTool(session.mcp.client, 'get_company_financials', args));

test('a closed company of a country publishing no annual reports is told only that its empty list says nothing', async () => {
  const alone = 'The register data of FI that this service holds has no annual reports of any company: the empty list says nothing about '
    + 'Vanha Puu Oy (2954433-5); do not count it as a missing annual report.';
  assert.equal(await said({ regcode: C.fiClosed.regcode, country: 'FI' }), alone);
  assert.equal(await said({ regcode: C.fiClosed.regcode, country: 'FI', years: 3 }), alone);
});

test('a closed company of a country whose reports are held is still told the day it closed', async () => {
  assert.match(await said({ regcode: C.lvRigasKoksClosed.regcode, country: 'LV' }), /was closed on 2019-05-01, so no annual report of a year after 2019 is due/);
});
