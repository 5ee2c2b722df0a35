// A word of eight letters or more typed with two typos that the typo read cannot mend: its first
// letter among them (`Rilitoimisyo` for `Tilitoimisto`, R beside T; or the first letter left out,
// `ilitoimisto`, with no other typo), or two letters left out, which leaves a
// word of seven letters, read within one edit (`tranprt` for `transport`). Search and autofill
// answered nothing, or, with another word typed, the companies of that word alone (`JG Tranprt`
// listed `JG Auto OÜ`). Where nothing else is found, the word is read as the name's word two typos
// from it (services/search/two-typos.ts).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { resultNames, serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { API } from './harness.ts';
import { ownCompany } from '../helpers/seed.ts';
import { callTool } from '../mcp/client.ts';

const EE = { country: 'EE', form: 'OÜ', formName: 'Osaühing' };
const FI = { country: 'FI', form: '16', formName: 'Osakeyhtiö' };
let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: { companies: [
    ownCompany('12754320', 'JG Transport OÜ', { ...EE, address: 'Harju maakond, Tallinn, Narva mnt 5' }),
    ownCompany('12754337', 'JG Auto OÜ', { ...EE, address: 'Harju maakond, Tallinn, Pärnu mnt 7' }),
    ownCompany('3012367-7', 'Kuopion Tilitoimisto Oy', { ...FI, address: 'Kauppakatu 3, 70100 KUOPIO' }),
    ownCompany('40003123456', 'SIA "Ziemeļu Degviela"', { address: 'Rīga, Krasta iela 5' }),
  ] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const names = (path: 'search' | 'autofill', q: string) => resultNames(t)(path, q);

test('a long word typed with two typos, its first letter among them or two letters left out, finds the company', async () => {
  for (const path of ['search', 'autofill'] as const) {
    for (const [q, name] of [
      ['tranprt', 'JG Transport OÜ'], ['Rilitoimisyo', 'Kuopion Tilitoimisto Oy'], ['ilitoimisto', 'Kuopion Tilitoimisto Oy'],
      ['Kuopion Itlitoimisto', 'Kuopion Tilitoimisto Oy'], ['Segvyela', 'SIA "Ziemeļu Degviela"'], ['ziemelu egviela', 'SIA "Ziemeļu Degviela"'],
      ['Xtilitoimisyo', 'Kuopion Tilitoimisto Oy'],
    ] as const) {
      assert.equal((await names(path, q))[0], name, `${path} ${q}`);
    }
    // With another word typed: the company of both words, no longer that word's companies alone.
    assert.deepEqual(await names(path, 'JG Tranprt'), ['JG Transport OÜ'], path);
  }
});

test('a text that finds something as typed, or with one typo, reads no word with two, and a word far from every name finds nothing', async () => {
  for (const path of ['search', 'autofill'] as const) {
    assert.deepEqual(await names(path, 'JG Auto'), ['JG Auto OÜ'], path);
    assert.deepEqual(await names(path, 'Tilitoimsto'), ['Kuopion Tilitoimisto Oy'], path);
    // A word of the names of fewer than eight letters is not read two typos from what is typed.
    assert.deepEqual(await names(path, 'Kiopiin'), [], path);
    for (const q of ['Microsoft', 'Volkswagen', 'qwertyuiop']) assert.deepEqual(await names(path, q), [], `${path} ${q}`);
  }
});

test('search says the word it read two typos from the one typed (searchedFor)', async () => {
  const searchedFor = async (q: string) => {
    const res = await t.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(q)}` });
    assert.equal(res.statusCode, 200, res.body);
    return (JSON.parse(res.body) as { searchedFor?: string }).searchedFor;
  };
  assert.equal(await searchedFor('JG Tranprt'), 'JG transport');
  assert.equal(await searchedFor('tranprt'), 'transport');
  assert.equal(await searchedFor('Kuopion Itlitoimisto'), 'Kuopion tilitoimisto');
  // Found as typed, or by one typo, whose names show their spelling: not said.
  for (const q of ['JG Transport', 'Tilitoimsto']) assert.equal(await searchedFor(q), undefined, q);
});

// `Searched for "JG transport", not the whole text.` left a model to guess which word was changed,
// and it reported JG Transport OÜ as the company of the name typed.
test('search_companies names the word typed and the word it was read as, beside the words left out', async () => {
  const said = async (query: string) => {
    const result = await callTool(t.mcp.client, 'search_companies', { query });
    return result.content.slice(1).map((b) => (b.type === 'text' ? b.text : '')).join(' ');
  };
  assert.match(await said('JG Tranprt'), /Searched for "JG transport": the word "Tranprt" was read as "transport"\./);
  assert.match(await said('Kuopion Itlitoimisto'), /Searched for "Kuopion tilitoimisto": the word "Itlitoimisto" was read as "tilitoimisto"\./);
  assert.match(await said('Tell me about JG Tranprt'),
    /Searched for "JG transport": the word "Tranprt" was read as "transport"; the words "Tell me about" were left out\./);
  assert.match(await said('JG Tranprt Κοκς'),
    /Searched for "JG transport": the word "Tranprt" was read as "transport"; the word "Κοκς" was left out\. "Κοκς" is in letters/);
  for (const q of ['JG Tranprt', 'Tell me about JG Tranprt', 'JG Tranprt Κοκς']) assert.doesNotMatch(await said(q), /not the whole text/, q);
});

// Words in parentheses no name holds were left out by a reading that runs before the two typos are
// read, and the two did not combine: `JG Tranprt (Eesti)` was searched for `JG` and listed
// `JG Auto OÜ` first, where `JG Tranprt` found `JG Transport OÜ`.
test('a word with two typos beside words in parentheses no name holds finds the company, and says what it read', async () => {
  for (const path of ['search', 'autofill'] as const) {
    for (const q of ['JG Tranprt (Eesti)', 'JG Tranprt (Estonia)', 'JG Tranprt (Eesti', 'Tell me about JG Tranprt (Eesti)']) {
      assert.deepEqual(await names(path, q), ['JG Transport OÜ'], `${path} ${q}`);
    }
  }
  const res = await t.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent('JG Tranprt (Eesti)')}` });
  assert.equal((JSON.parse(res.body) as { searchedFor?: string }).searchedFor, 'JG transport');
  const result = await callTool(t.mcp.client, 'search_companies', { query: 'JG Tranprt (Eesti)' });
  const said = result.content.slice(1).map((b) => (b.type === 'text' ? b.text : '')).join(' ');
  assert.match(said, /Searched for "JG transport": the word "Tranprt" was read as "transport"; the word "\(Eesti\)" was left out\./);
});
