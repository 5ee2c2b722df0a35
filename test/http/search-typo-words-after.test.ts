// A name typed with a typo and a word after it, a country, a town or a word of the request
// (`Baltic Transprt Estonia`, `Baltic Tranprt Eesti`, `Baltic Logstika Latvia`): no name holds
// every word, so words were left out, and the word with the typo first, being in no dictionary:
// `Baltic Estonia` was searched and `Baltic Logistika OÜ` listed. The words after it are left out
// first now, and the rest read with its typos, as the name typed alone is.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { resultNames, serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { API } from './harness.ts';
import { ownCompany } from '../helpers/seed.ts';
import { callTool } from '../mcp/client.ts';

const EE = { country: 'EE', form: 'OÜ', formName: 'Osaühing' };
let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: { companies: [
    ownCompany('16107111', 'Baltic Transport OÜ', { ...EE, address: 'Harju maakond, Tallinn, Narva mnt 5' }),
    ownCompany('16720325', 'Baltic Logistika OÜ', { ...EE, address: 'Harju maakond, Tallinn, Pärnu mnt 7' }),
    ownCompany('14197969', 'Solutions Baltic OÜ', { ...EE, address: 'Tartu maakond, Tartu, Riia tn 2' }),
    ownCompany('14212329', 'Eesti Piim Baltic AS', { country: 'EE', form: 'AS', formName: 'Aktsiaselts', address: 'Harju maakond, Tallinn, Tartu mnt 9' }),
    ownCompany('40002110476', 'SIA "Baltic Loģistika"', { address: 'Rīga, Krasta iela 5' }),
    ownCompany('40190955682', 'SIA "Baltic Eko"', { address: 'Rīga, Brīvības iela 1' }),
  ] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const names = (path: 'search' | 'autofill', q: string) => resultNames(t)(path, q);

async function searchedFor(q: string): Promise<string | undefined> {
  const res = await t.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(q)}` });
  assert.equal(res.statusCode, 200, res.body);
  return (JSON.parse(res.body) as { searchedFor?: string }).searchedFor;
}

test('a name with a typo and a country, a town or another word after it finds the company, and says what it searched', async () => {
  for (const path of ['search', 'autofill'] as const) {
    for (const q of ['Baltic Transprt Estonia', 'Baltic Transprt, Tallinn', 'Baltic Transprt Tallinn Estonia', 'Baltic Tranprt Eesti',
      'Baltic Transprt company', 'Baltic Transprt OÜ Estonia', 'Baltic Transp Estonia']) {
      assert.equal((await names(path, q))[0], 'Baltic Transport OÜ', `${path} ${q}`);
    }
    assert.equal((await names(path, 'Baltic Logstika Latvia'))[0], 'SIA "Baltic Loģistika"', path);
  }
  assert.equal(await searchedFor('Baltic Transprt Estonia'), 'Baltic Transprt');
  assert.equal(await searchedFor('Baltic Transprt Tallinn Estonia'), 'Baltic Transprt');
  assert.equal(await searchedFor('Baltic Tranprt Eesti'), 'Baltic transport');
  const result = await callTool(t.mcp.client, 'search_companies', { query: 'Baltic Tranprt Eesti' });
  const said = result.content.slice(1).map((b) => (b.type === 'text' ? b.text : '')).join(' ');
  assert.match(said, /Searched for "Baltic transport": the word "Tranprt" was read as "transport"; the word "Eesti" was left out\./);
});

test('a name found with the word after it, or with no typo, keeps its reading', async () => {
  // `Eesti Piim Baltic AS` holds both words typed: no word is left out.
  assert.deepEqual(await names('search', 'Baltic Eesti'), ['Eesti Piim Baltic AS']);
  assert.equal(await searchedFor('Baltic Eesti'), undefined);
  // No typo: the country is left out as before.
  assert.equal((await names('search', 'Baltic Transport Estonia'))[0], 'Baltic Transport OÜ');
  assert.equal(await searchedFor('Baltic Transport Estonia'), 'Baltic Transport');
  // A word far from every name, with a word after it, is still left out for the others.
  assert.deepEqual(await names('search', 'Qwertyuiop Baltic Eko'), ['SIA "Baltic Eko"']);
});

// Found by its typos alone once the words in parentheses were left out, the list said nothing of
// them, where the same name typed right said `Baltic Transport`: a reader took `(Eesti)` for matched.
test('a name with a typo beside words in parentheses no name holds says they were left out', async () => {
  assert.equal((await names('search', 'Baltic Transprt (Eesti)'))[0], 'Baltic Transport OÜ');
  assert.equal(await searchedFor('Baltic Transprt (Eesti)'), 'Baltic Transprt');
  assert.equal(await searchedFor('Baltic Transport (Eesti)'), 'Baltic Transport');
  const result = await callTool(t.mcp.client, 'search_companies', { query: 'Baltic Transprt (Eesti)' });
  const said = result.content.slice(1).map((b) => (b.type === 'text' ? b.text : '')).join(' ');
  assert.match(said, /Searched for "Baltic Transprt": the word "\(Eesti\)" was left out\./);
});
