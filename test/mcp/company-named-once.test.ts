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

test('a details answer names the company at its first mention, and "the company" after; the sentence on an LV formerOfficers names it not', async () => {
  const trader = sentencesOf(await callTool(mcp.client, 'get_company_details', { regcode: lvSoleTrader.regcode, country: 'LV' }));
  assert.match(trader, /^formerOfficers holds the offices the register's file stopped listing [^.]*\. /);
  assert.match(trader, new RegExp(`\\. ${lvSoleTrader.name} \\(${lvSoleTrader.regcode}\\) is a sole trader \\(IK, individuālais komersants\\)`));
  assert.equal(count(trader, lvSoleTrader.regcode), 1, trader);
  const { eePohjaPuit } = FIXTURE.companies;
  const ee = sentencesOf(await callTool(mcp.client, 'get_company_details', { regcode: eePohjaPuit.regcode, country: 'EE' }));
  assert.match(ee, new RegExp(`say nothing about who holds ${eePohjaPuit.name} \\(${eePohjaPuit.regcode}\\);.* holdings \\[\\] means only that the company holds no EE company`));
  assert.equal(count(ee, eePohjaPuit.regcode), 1, ee);
});

test('namedOnce names the company at its first mention across the sentences, in their order', () => {
  assert.deepEqual(namedOnce([`No list names ${COMPANY}.`, `${COMPANY} is closed; ${COMPANY} holds none.`, 'Nothing else.'], { name: 'SIA "A"', regcode: '40000000000' }),
    ['No list names SIA "A" (40000000000).', 'The company is closed; the company holds none.', 'Nothing else.']);
  assert.deepEqual(namedOnce(['No mention.'], { name: 'X', regcode: '1' }), ['No mention.']);
});
