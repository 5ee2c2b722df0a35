// The sentences beside a company's answer named it with its number in each sentence (taxDebt null
// says nothing about whether Latvijas Gāze, AS (40003032949) owes tax …), some 30 bytes a sentence
// of what a model reads, the JSON beside them naming it too: they name it at its first mention and
// say "the company" after.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../helpers/seeded-services.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf, type Connected } from './client.ts';
import { COMPANY, namedOnce } from '../../src/mcp/tools/company-named-once.ts';

const { lvGaze, lvSoleTrader, lvRigasKoksClosed } = FIXTURE.companies;
let seeded: ReturnType<typeof seededServices>;
let mcp: Connected;
before(async () => {
  // A closed company VID's VAT list still shows registered, with no day it ended.
  seeded = seededServices({ rows: { vat_registrations: [{
    country: 'LV', regcode: lvRigasKoksClosed.regcode, vat_number: `LV${lvRigasKoksClosed.regcode}`, active: 1, registered_on: '2000-01-01',
    deregistered_on: null, source: 'lv.vat', as_of: '2026-11-20',
  }] } });
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

// A closed company whose VAT list gives no day it ended (still showing it registered) was answered vat
// registered false and deregisteredOn null alone, and a model read a registration struck off on a day
// not known, where get_company_compliance's flagDetails says the closure ended it: said beside the details.
test('a closed company whose VAT list gives no end is told that its closure ended the registration, in the details and the resource', async () => {
  const details = await callTool(mcp.client, 'get_company_details', { regcode: lvRigasKoksClosed.regcode, country: 'LV' });
  const { vat } = structuredOf<{ vat: { registered: boolean; deregisteredOn: string | null } }>(details);
  assert.deepEqual([vat.registered, vat.deregisteredOn], [false, null]);
  const sentence = 'vat registered false beside deregisteredOn null: VAT registration LV40003000001 ended by the company\'s closure on 2019-05-01; '
    + 'VID\'s VAT payer register still shows it registered. Report the registration as ended by the closure, not as in force nor as struck off on a day of its own.';
  assert.ok(sentencesOf(details).includes(sentence), sentencesOf(details));
  const { contents } = await mcp.client.readResource({ uri: `company://LV/${lvRigasKoksClosed.regcode}` });
  assert.ok((JSON.parse((contents[0] as { text: string }).text).notes as string[]).includes(sentence));
  // A company registered, or struck off on a day given, is told nothing of it.
  for (const regcode of [lvGaze.regcode, FIXTURE.companies.lvBalticTrade.regcode]) {
    assert.doesNotMatch(sentencesOf(await callTool(mcp.client, 'get_company_details', { regcode, country: 'LV' })), /deregisteredOn null/);
  }
});
