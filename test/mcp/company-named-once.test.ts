// The sentences beside a company's answer named it with its number in each sentence (taxDebt null
// says nothing about whether Latvijas Gāze, AS (40003032949) owes tax …), some 30 bytes a sentence
// of what a model reads, the JSON beside them naming it too: they name it at its first mention and
// say "the company" after.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../helpers/seeded-services.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, connectInProcess, sentencesOf, type Connected } from './client.ts';
import { COMPANY, namedOnce } from '../../src/mcp/tools/company-named-once.ts';

const { lvGaze, lvSoleTrader } = FIXTURE.companies;
let seeded: ReturnType<typeof seededServices>;
let mcp: Connected;
before(async () => {
  seeded = seededServices();
  mcp = await connectInProcess({ services: seeded.services });
});
after(async () => { await mcp.close(); seeded.close(); });

const count = (text: string, part: string) => text.split(part).length - 1;

test('a compliance answer\'s sentences name the company once, and "the company" after', async () => {
  const said = sentencesOf(await callTool(mcp.client, 'get_company_compliance', { regcode: lvGaze.regcode, country: 'LV' }));
  assert.equal(count(said, `${lvGaze.name} (${lvGaze.regcode})`), 1, said);
  assert.equal(count(said, lvGaze.regcode), 1, said);
  assert.match(said, /as owners of Latvijas Gāze, AS \(40003032949\), none matching: .* taxDebt null says nothing about whether the company owes tax/);
  assert.doesNotMatch(said, /\u0000/);
});

test('a details answer names the company in its first sentence, and a later sentence beginning with it says "The company"', async () => {
  const said = sentencesOf(await callTool(mcp.client, 'get_company_details', { regcode: lvSoleTrader.regcode, country: 'LV' }));
  assert.match(said, new RegExp(`^The LV register publishes no end of an office: the empty formerOfficers list says nothing about who left the board of ${lvSoleTrader.name} \\(${lvSoleTrader.regcode}\\);`));
  assert.equal(count(said, lvSoleTrader.regcode), 1, said);
  assert.match(said, /\. The company is a sole trader \(IK, individuālais komersants\)/);
});

test('namedOnce names the company at its first mention across the sentences, in their order', () => {
  assert.deepEqual(namedOnce([`No list names ${COMPANY}.`, `${COMPANY} is closed; ${COMPANY} holds none.`, 'Nothing else.'], { name: 'SIA "A"', regcode: '40000000000' }),
    ['No list names SIA "A" (40000000000).', 'The company is closed; the company holds none.', 'Nothing else.']);
  assert.deepEqual(namedOnce(['No mention.'], { name: 'X', regcode: '1' }), ['No mention.']);
});
