// A search text read otherwise than typed: `Tell me about Viru Puit` is searched as `Viru Puit`
// (services/search/request-words.ts), and a text that found nothing as fewer of its words
// (relaxed-query.ts fewerWords). The answer said nothing of it, and a reader took the list for
// the whole text's. GET /companies/search now gives searchedFor, and search_companies a sentence.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { callTool } from '../mcp/client.ts';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const ee = (regcode: string, name: string, address: string) => ownCompany(regcode, name, { country: 'EE', form: 'OÜ', formName: 'Osaühing', address });
const VIRU_PUIT = '11058424';
const FIND_SOLUTIONS = '16000001';
const TAMME_KOKS = '16000002';
const KYRENIA = 'Kyrenia Maritime Holdings Ltd';

// An owner registered abroad, which no register here holds as a company, holding Viru Puit OÜ.
const kyreniaHolds: SeedRow = {
  id: 9901, country: 'EE', regcode: VIRU_PUIT, role: 'member', position: null, person_name: KYRENIA, name_key: personNameKey(KYRENIA),
  entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: 'HE398114', holder_country: 'CY', since: '2020-01-01',
  until: null, share_percent: 10, share_amount: null, share_currency: null, assoc_key: 'kyrenia-viru-puit', first_seen_at: '2024-01-01T00:00:00Z',
  source: 'ee.shareholders', as_of: '2026-11-21',
};

// The sentence beside the JSON is a text block of its own.
const sentencesOf = (result: CallToolResult) => result.content.slice(1).map((b) => (b.type === 'text' ? b.text : '')).join(' ');

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: { companies: [
    ee(VIRU_PUIT, 'Viru Puit OÜ', 'Harju maakond, Tallinn, Kristiine linnaosa, Tulika tn 55, 10614'),
    ee('16808138', 'ME Metall OÜ', 'Ida-Viru maakond, Narva linn, Puškini tn 4-68, 20491'),
    ee(FIND_SOLUTIONS, 'Find Solutions OÜ', 'Harju maakond, Tallinn, Narva mnt 5, 10117'),
    ee(TAMME_KOKS, 'Tamme Koks OÜ', 'Tartu maakond, Tartu linn, Riia tn 10, 50411'),
    ee('16000003', 'ME Koks OÜ', 'Harju maakond, Tallinn, Tamme tn 5, 10134'),
  ], person_roles: [kyreniaHolds] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const searched = async (q: string): Promise<{ results: Array<{ regcode: string }>; searchedFor?: string }> => {
  const res = await t.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(q)}` });
  assert.equal(res.statusCode, 200, `${q}: ${res.body}`);
  return JSON.parse(res.body);
};

test('search says the text it searched where the words of a request were left out', async () => {
  for (const [q, text] of [
    ['Tell me about Viru Puit', 'Viru Puit'], ['Kellele kuulub Viru Puit', 'Viru Puit'], ['Show me Viru Puit OÜ please', 'Viru Puit OÜ'],
    ['Viru Puit who owns it?', 'Viru Puit'], ['Viru Puit OÜ omanik', 'Viru Puit OÜ'],
    // A dash typed apart goes with the request's words.
    ['Who owns - Viru Puit', 'Viru Puit'], ['Viru Puit - who owns it?', 'Viru Puit'],
    // Words in parentheses no name holds.
    ['Viru Puit OÜ (Eesti)', 'Viru Puit OÜ'],
    // A page's title copied with its site's name after a bar or a dot.
    ['Viru Puit OÜ | LinkedIn', 'Viru Puit OÜ'], ['Viru Puit OÜ · Facebook', 'Viru Puit OÜ'], ['Kontakt • Viru Puit OÜ', 'Viru Puit OÜ'],
  ]) {
    const answer = await searched(q!);
    assert.deepEqual([answer.results.map((r) => r.regcode), answer.searchedFor], [[VIRU_PUIT], text], q);
  }
  // Only the words of a request before the name: the name itself begins with `Find`.
  const answer = await searched('Tell me about Find Solutions');
  assert.deepEqual([answer.results[0]?.regcode, answer.searchedFor], [FIND_SOLUTIONS, 'Find Solutions']);
});

// A question ended with its request after the name, as it is asked: `… please tell me` was read
// keeping `me`, a name's word (ME Metall OÜ), and `Rīgas Koks SIA me` listed SIA "ME Koks".
test('the words of a request ending the text, a politeness or tell me, are left out', async () => {
  for (const [q, text] of [
    ['Viru Puit please tell me', 'Viru Puit'], ['Viru Puit OÜ, tell me please', 'Viru Puit OÜ'], ['Viru Puit thanks', 'Viru Puit'],
    ['Who owns Viru Puit? Thank you very much', 'Viru Puit'], ['Viru Puit pls let me know', 'Viru Puit'],
    ['Viru Puit palun räägi mulle', 'Viru Puit'], ['Viru Puit, aitäh', 'Viru Puit'], ['Viru Puit paldies', 'Viru Puit'],
    ['Viru Puit ačiū', 'Viru Puit'], ['Viru Puit kerro minulle', 'Viru Puit'], ['Viru Puit спасибо', 'Viru Puit'],
  ]) {
    const answer = await searched(q!);
    assert.deepEqual([answer.results.map((r) => r.regcode), answer.searchedFor], [[VIRU_PUIT], text], q);
  }
  // `Tamme Koks me` named ME Koks OÜ, of Tamme tn, and not Tamme Koks OÜ.
  const koks = await searched('who are the board members of Tamme Koks please tell me');
  assert.deepEqual([koks.results[0]?.regcode, koks.searchedFor], [TAMME_KOKS, 'Tamme Koks']);
  // The name holding `me` is still found, whatever ends the text.
  const answer = await searched('ME Metall please tell me');
  assert.deepEqual([answer.results[0]?.regcode, answer.searchedFor], ['16808138', 'ME Metall']);
});

test('search says the text it searched where words no name holds were left out', async () => {
  for (const [q, text] of [['Viru Puit Zanzibar', 'Viru Puit'], ['Viru Puit OÜ Zanzibar', 'Viru Puit OÜ']]) {
    const answer = await searched(q!);
    assert.deepEqual([answer.results.map((r) => r.regcode), answer.searchedFor], [[VIRU_PUIT], text], q);
  }
});

test('a text searched as typed carries no searchedFor', async () => {
  for (const q of ['Viru Puit', 'Find Solutions', 'ME Metall', 'Zanzibar']) {
    assert.equal((await searched(q)).searchedFor, undefined, q);
  }
});

test('search_companies says in a sentence which words it left out', async () => {
  const said = async (query: string) => sentencesOf(await callTool(t.mcp.client, 'search_companies', { query }));
  assert.match(await said('Tell me about Viru Puit'), /Searched for "Viru Puit": the words "Tell me about" were left out\./);
  assert.match(await said('Show me Viru Puit please'), /Searched for "Viru Puit": the words "Show me" and "please" were left out\./);
  assert.match(await said('Viru Puit Zanzibar'), /Searched for "Viru Puit": the word "Zanzibar" was left out\./);
  assert.match(await said('Viru Puit who owns it?'), /Searched for "Viru Puit": the words "who owns it\?" were left out\./);
  assert.match(await said('Viru Puit (Eesti)'), /Searched for "Viru Puit": the word "\(Eesti\)" was left out\./);
  assert.doesNotMatch(await said('Viru Puit'), /Searched for/);
});

// A country's name left out: the list is of every country, and a model asked about the Estonian
// company reported a namesake of another country listed among them as found for it.
test('search_companies names the country a word left out names, and the country to set', async () => {
  const said = async (query: string, country?: string) => sentencesOf(await callTool(t.mcp.client, 'search_companies', { query, country }));
  assert.match(await said('Viru Puit (Eesti)'), /the word "\(Eesti\)" was left out\. "Eesti" names EE: set country EE to list its companies alone\./);
  assert.match(await said('Viru Puit Zanzibar'), /the word "Zanzibar" was left out\.(?! ")/);
  // A country set already: nothing to set.
  assert.doesNotMatch(await said('Viru Puit (Eesti)', 'EE'), /set country/);
});

test('search_companies names the words of a request left out, not a word of the name typed alike', async () => {
  const result = await callTool(t.mcp.client, 'search_companies', { query: 'Show me me Metall' });
  // The second `me` is the name's word (ME Metall OÜ), the first the request's.
  assert.match(sentencesOf(result), /Searched for "me Metall": the words "Show me" were left out\./);
});

test('a request about an owner abroad answers of its name: no company of the request\'s words, the owner in holdersAbroad', async () => {
  // Read as typed once the name found nothing, `Tell me about …` listed ME Metall OÜ by `me`, and
  // holdersAbroad was read by the whole text, so `Who owns …?` named no owner.
  for (const q of ['Tell me about Kyrenia Maritime Holdings', 'Who owns Kyrenia Maritime Holdings?', 'Kyrenia Maritime Holdings owners']) {
    const answer = await searched(q) as { results: Array<{ regcode: string }>; searchedFor?: string; holdersAbroad?: Array<{ regcode: string }> };
    assert.deepEqual(answer.results, [], q);
    assert.match(answer.searchedFor ?? '', /^Kyrenia Maritime Holdings\??$/, q);
    assert.deepEqual(answer.holdersAbroad?.map((h) => h.regcode), ['HE398114'], q);
  }
  const said = sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: 'Who owns Kyrenia Maritime Holdings?' }));
  assert.match(said, /HE398114/, said);
});

test('the text searched leaves out the punctuation left at its ends, and the words of a script the search does not read', async () => {
  // `Viru Puit:` kept the colon typed before the request's word, `Viru Puit -` the dash before a country.
  for (const [q, text] of [['Viru Puit: owners', 'Viru Puit'], ['Viru Puit, please', 'Viru Puit'], ['Viru Puit Κοκς', 'Viru Puit'],
    ['Tell me about Viru Puit Κοκς', 'Viru Puit'], ['Viru Puit - Estonia', 'Viru Puit'], ['Viru Puit – Eesti', 'Viru Puit']]) {
    const answer = await searched(q!);
    assert.deepEqual([answer.results.map((r) => r.regcode), answer.searchedFor], [[VIRU_PUIT], text], q);
  }
  // A text of such words alone is no text searched (the empty answer says why).
  assert.equal((await searched('Κοκς')).searchedFor, undefined);
  const said = async (query: string) => sentencesOf(await callTool(t.mcp.client, 'search_companies', { query }));
  assert.match(await said('Viru Puit: owners'), /Searched for "Viru Puit": the word "owners" was left out\./);
  assert.match(await said('Viru Puit Κοκς'), /Searched for "Viru Puit": the word "Κοκς" was left out\. "Κοκς" is in letters the search does not read: it reads Latin and Cyrillic alone; write the name in Latin letters as its register does\./);
});
