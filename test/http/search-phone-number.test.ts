// A phone number on a line pasted from an invoice or a letterhead (`Tallinna Ehitus OÜ, tel.
// 12345678`, `+372 …`, `Tālr. 67 123 456`): its eight digits read as an Estonian registry code,
// eleven as a Latvian regcode, so the line listed the company that number names, or its
// name's company after others, and search_companies spoke of the number as a registration
// number. The phone number is now left out of the text searched, and said (searchedFor).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { ownCompany } from '../helpers/seed.ts';
import { callTool, structuredOf } from '../mcp/client.ts';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const EHITUS = '14123456';
// Companies whose codes are the digits of the phone numbers below.
const BY_PHONE = '12345678';
const BY_INTERNATIONAL = '37251234567';
const KOKS = '40003123456';
// A company whose code is the digits of a second phone number listed after the first.
const BY_SECOND_PHONE = '67123457';

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: { companies: [
    ownCompany(EHITUS, 'Tallinna Ehitus OÜ', { country: 'EE', form: 'OÜ', address: 'Tallinn, Narva mnt 5' }),
    ownCompany('14123457', 'Tartu Ehitus OÜ', { country: 'EE', form: 'OÜ', address: 'Tartu, Riia 5' }),
    ownCompany(BY_PHONE, 'Kalamees OÜ', { country: 'EE', form: 'OÜ', address: 'Tallinn, Pärnu mnt 1' }),
    ownCompany(BY_INTERNATIONAL, 'SIA "Zvejnieks"', { country: 'LV', form: 'SIA', address: 'Rīga, Brīvības iela 1' }),
    ownCompany(KOKS, 'SIA "Rīgas Koks"', { country: 'LV', form: 'SIA', address: 'Rīga, Cēsu iela 19' }),
    ownCompany(BY_SECOND_PHONE, 'Kalur OÜ', { country: 'EE', form: 'OÜ', address: 'Tallinn, Pärnu mnt 2' }),
  ] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const answer = async (path: string, q: string): Promise<{ results: Array<{ regcode: string }>; searchedFor?: string; nothingFound?: string }> => {
  const res = await t.app.app.inject({ url: `${API}/companies/${path}?q=${encodeURIComponent(q)}` });
  assert.equal(res.statusCode, 200, `${path} ${q}: ${res.body}`);
  return JSON.parse(res.body);
};

const LINES = [
  `Tallinna Ehitus OÜ, tel. ${BY_PHONE}`, `Tallinna Ehitus OÜ, Tel.: 1234 5678`, `Tallinna Ehitus OÜ тел. ${BY_PHONE}`,
  'Tallinna Ehitus OÜ, +372 5123 4567', 'Tallinna Ehitus OÜ, tel: +372 51234567', `Tallinna Ehitus OÜ, telefon ${BY_PHONE}, Narva mnt 5`,
];

test('the name of a line with a phone number finds its company, and no company of the phone\'s digits', async () => {
  for (const q of LINES) {
    for (const path of ['search', 'autofill']) {
      const { results } = await answer(path, q);
      assert.equal(results[0]?.regcode, EHITUS, `${path} ${q}`);
      assert.ok(!results.some((r) => r.regcode === BY_PHONE || r.regcode === BY_INTERNATIONAL), `${path} ${q}: ${JSON.stringify(results)}`);
    }
  }
});

test('search says the phone number was left out of the text searched', async () => {
  assert.equal((await answer('search', `Tallinna Ehitus OÜ, tel. ${BY_PHONE}`)).searchedFor, 'Tallinna Ehitus OÜ');
  assert.equal((await answer('search', 'SIA "Rīgas Koks", Tālr. 67 123 456')).searchedFor, 'SIA "Rīgas Koks"');
  assert.equal((await answer('search', `Tallinna Ehitus OÜ, telefon ${BY_PHONE}, Narva mnt 5`)).searchedFor, 'Tallinna Ehitus OÜ, Narva mnt 5');
});

test('a registration number beside a phone number is read, and numbers without a phone word are as before', async () => {
  const { results } = await answer('search', `SIA "Rīgas Koks", reģ. Nr. ${KOKS}, tel: +371 67123456`);
  assert.equal(results[0]?.regcode, KOKS);
  assert.equal((await answer('search', `Kalamees OÜ ${BY_PHONE}`)).results[0]?.regcode, BY_PHONE);
  assert.equal((await answer('search', BY_INTERNATIONAL)).results[0]?.regcode, BY_INTERNATIONAL);
});

test('search_companies names the phone number left out, not a registration number', async () => {
  const result: CallToolResult = await callTool(t.mcp.client, 'search_companies', { query: `Tallinna Ehitus OÜ, tel. ${BY_PHONE}` });
  const value = structuredOf<{ results: Array<{ regcode: string }> }>(result);
  assert.equal(value.results[0]?.regcode, EHITUS);
  const sentences = result.content.slice(1).map((b) => (b.type === 'text' ? b.text : '')).join(' ');
  assert.match(sentences, /Searched for "Tallinna Ehitus OÜ"/, sentences);
  assert.match(sentences, new RegExp(`"tel\\. ${BY_PHONE}"|"${BY_PHONE}"`));
  assert.doesNotMatch(sentences, /names another company|registry code|registration number/i, sentences);
});

const sentencesOf = async (query: string): Promise<string> => {
  const result: CallToolResult = await callTool(t.mcp.client, 'search_companies', { query });
  return result.content.slice(1).map((b) => (b.type === 'text' ? b.text : '')).join(' ');
};

test('a second phone number after a comma is left out too, not read as the registry code of another company', async () => {
  for (const q of ['Tallinna Ehitus OÜ, tel. 6712 3456, 6712 3457', 'Tallinna Ehitus OÜ, tel. 67123456, 67123457']) {
    for (const path of ['search', 'autofill']) {
      const { results } = await answer(path, q);
      assert.equal(results[0]?.regcode, EHITUS, `${path} ${q}`);
      assert.ok(!results.some((r) => r.regcode === BY_SECOND_PHONE), `${path} ${q}: ${JSON.stringify(results)}`);
    }
    assert.equal((await answer('search', q)).searchedFor, 'Tallinna Ehitus OÜ', q);
    const sentences = await sentencesOf(q);
    assert.doesNotMatch(sentences, /names another company/, sentences);
    assert.match(sentences, /Searched for "Tallinna Ehitus OÜ"/, sentences);
  }
  // An Estonian registry code after the phone number is read as one: Kalamees OÜ's, not the phone's.
  for (const q of [`Tallinna Ehitus OÜ, tel. 67123456, ${BY_PHONE}`, `Tallinna Ehitus OÜ, tel. 6712345, ${BY_PHONE}`]) {
    const { results } = await answer('search', q);
    assert.ok(results.some((r) => r.regcode === BY_PHONE), `${q}: ${JSON.stringify(results)}`);
  }
});

test('a phone number with its calling code alone lists no company and says it is a phone number', async () => {
  for (const q of ['+372 5123 4567', '+371 6712 3456']) {
    for (const path of ['search', 'autofill']) {
      const body = await answer(path, q);
      assert.deepEqual(body.results, [], `${path} ${q}`);
      if (path === 'search') assert.match(body.nothingFound ?? '', /phone number/, q);
    }
    const sentences = await sentencesOf(q);
    assert.match(sentences, /phone number/, sentences);
    assert.doesNotMatch(sentences, /registration number 3725|regcode/, sentences);
  }
  // The digits alone, without the plus of a calling code, are still read as a Latvian regcode.
  assert.equal((await answer('search', BY_INTERNATIONAL)).results[0]?.regcode, BY_INTERNATIONAL);
});

// `tel: 12345678` was searched as typed: its eight digits listed Kalamees OÜ, whose registry code
// they are, and `tel. 6712 3456` was told to check the spelling.
test('a phone number after its phone word alone lists no company and says it is a phone number', async () => {
  for (const q of [`tel: ${BY_PHONE}`, 'tel. 6712 3456', 'puh. 040 123 4567', 'Tālr. 6712 3456, 2912 3456', 'Tel. +371 67123456']) {
    for (const path of ['search', 'autofill']) {
      const body = await answer(path, q);
      assert.deepEqual(body.results, [], `${path} ${q}`);
      assert.match(body.nothingFound ?? '', /^the text is a phone number, which names no company here/, `${path} ${q}`);
    }
    assert.match(await sentencesOf(q), /phone number/, q);
  }
  // A phone word with fewer digits is a name's (`Tel 2000 OÜ`), and a name beside the number is searched.
  assert.doesNotMatch((await answer('search', 'Tel 2000')).nothingFound ?? '', /phone number/);
  assert.equal((await answer('search', `Tallinna Ehitus OÜ, tel. ${BY_PHONE}`)).results[0]?.regcode, EHITUS);
});
