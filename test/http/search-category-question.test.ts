// A question of a category typed into the search (`sanctioned companies in Latvia`): the words no
// name holds were left out and `in` kept, and the search listed IN Auto OÜ and IN Mets OÜ, names
// bearing the word, as its answer; `construction companies in Riga` listed SIA "IN Krāsas" (a name
// with `in` at an address in Rīga). Now such a text lists no company and says what the search finds
// and where sanctions and trade are read (services/search/function-words-kept.ts); a name holding
// such a word is still found.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { ownCompany } from '../helpers/seed.ts';
import { callTool, sentencesOf, structuredOf } from '../mcp/client.ts';

const ee = (regcode: string, name: string, address: string) => ownCompany(regcode, name, { country: 'EE', form: 'OÜ', formName: 'Osaühing', address });
const IN_AUTO = '16000101';
const IN_METS = '16000102';
const IN_KRASAS = '40003000103';
const MADE_IN_LATVIA = '40003000104';
const RIGAS_KOKS = '40003000105';

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: { companies: [
    ee(IN_AUTO, 'IN Auto OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Tartu mnt 10, 10117'),
    ee(IN_METS, 'IN Mets OÜ', 'Tartu maakond, Tartu linn, Riia tn 5, 51010'),
    ownCompany(IN_KRASAS, 'SIA "IN Krāsas"', { address: 'Rīga, Brīvības iela 12, LV-1010' }),
    ownCompany(MADE_IN_LATVIA, 'SIA "Made in Latvia"', { address: 'Cēsis, Rīgas iela 1, LV-4101' }),
    ownCompany(RIGAS_KOKS, 'SIA "Rīgas Koks"', { address: 'Valmiera, Meža iela 1, LV-4201' }),
  ] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

interface Answer { results: Array<{ regcode: string }>; searchedFor?: string; nothingFound?: string }

const searched = async (q: string, country?: string): Promise<Answer> => {
  const res = await t.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(q)}${country ? `&country=${country}` : ''}` });
  assert.equal(res.statusCode, 200, `${q}: ${res.body}`);
  return JSON.parse(res.body);
};

const WHAT_SEARCH_FINDS = /the search finds companies by name, registration or VAT number or address, and has no filter by sanctions status, trade or size: search for a company by its name, then read its sanctions with \/companies\/\{regcode\}\/compliance and its trade \(NACE code\) with \/companies\/\{regcode\}/;

test('a question of a category whose words kept are function words alone lists no company and says why', async () => {
  // SIA "Made in Latvia" holds `in Latvia`, the words kept of the first: a name bearing them is no answer either.
  for (const [q, country, kept] of [
    ['sanctioned companies in Latvia', 'LV', 'in Latvia'], ['biggest companies in Estonia', 'EE', 'in'], ['show me companies in Finland', 'FI', 'in'],
  ] as const) {
    const answer = await searched(q);
    assert.deepEqual([answer.results, answer.searchedFor], [[], kept], q);
    assert.match(answer.nothingFound ?? '', /^the text names no company: of its words only "in", a word of many names on its own, was left to search, so no company is listed; /, q);
    assert.match(answer.nothingFound ?? '', WHAT_SEARCH_FINDS, q);
    assert.match(answer.nothingFound ?? '', new RegExp(`; the search has a country parameter: for the companies of ${country}, set country=${country} with a name$`), q);
  }
  // Asked in the country it names, the answer does not tell to set it.
  assert.doesNotMatch((await searched('sanctioned companies in Latvia', 'LV')).nothingFound ?? '', /set country/);
  // A text naming a country that found nothing at all is told the same.
  const list = await searched('list of Latvian companies');
  assert.match(list.nothingFound ?? '', /^the text names no company; the search finds companies by name/);
  assert.match(list.nothingFound ?? '', /set country=LV with a name$/);
});

// Autofill reads the same list: `sanctioned companies in Latvia` listed nothing there too, and its
// nothingFound told a form to check the spelling of a text no spelling could make a company's.
test('autofill tells a question of a category what the search finds, as the search does', async () => {
  const filled = async (q: string, country?: string): Promise<Answer> => {
    const res = await t.app.app.inject({ url: `${API}/companies/autofill?q=${encodeURIComponent(q)}${country ? `&country=${country}` : ''}` });
    assert.equal(res.statusCode, 200, `${q}: ${res.body}`);
    return JSON.parse(res.body);
  };
  for (const country of [undefined, 'LV', 'EE']) {
    const [answer, search] = [await filled('sanctioned companies in Latvia', country), await searched('sanctioned companies in Latvia', country)];
    assert.deepEqual(answer.results, []);
    assert.match(answer.nothingFound ?? '', WHAT_SEARCH_FINDS, country);
    assert.equal(answer.nothingFound, search.nothingFound, country);
  }
  assert.match((await filled('list of Latvian companies')).nothingFound ?? '', /^the text names no company; the search finds companies by name/);
  // A name holding a function word still fills the form; a typo is still told to check the spelling.
  assert.equal((await filled('IN Auto')).results[0]?.regcode, IN_AUTO);
  assert.match((await filled('Zzyzxq Qwvbn')).nothingFound ?? '', /check the spelling/);
});

test('function words kept beside a town that no name holds with it are left out of the text searched', async () => {
  const answer = await searched('construction companies in Riga');
  assert.equal(answer.searchedFor, 'Riga');
  assert.equal(answer.results[0]?.regcode, RIGAS_KOKS);
});

// `companies in Riga` listed the companies whose name or address holds Riga (searchedFor "Riga"),
// a list a reader took for the town's companies: nothing said the search has no town filter.
test('a question of a category listed by a town it kept says the search has no such filter, REST and MCP alike', async () => {
  const NOTE = 'the search has no filter by town, country or trade: the companies listed are only those whose name or address holds "Riga"';
  for (const q of ['companies in Riga', 'construction companies in Riga']) {
    const answer = await searched(q) as Answer & { categoryNotFiltered?: string };
    assert.equal(answer.searchedFor, 'Riga', q);
    assert.ok(answer.results.length > 0, q);
    assert.equal(answer.categoryNotFiltered, NOTE, q);
    const tool = await callTool(t.mcp.client, 'search_companies', { query: q });
    assert.deepEqual(structuredOf<{ results: Array<{ regcode: string }> }>(tool).results.map((r) => r.regcode), answer.results.map((r) => r.regcode), q);
    assert.ok(sentencesOf(tool).includes(`${NOTE.charAt(0).toUpperCase()}${NOTE.slice(1)}.`), q);
  }
  // A name asked for, alone or in a request, is no category: no note.
  for (const q of ['Rīgas Koks', 'Tell me about IN Krāsas', 'Who owns Made in Latvia', 'Rīgas Koks registration number']) {
    assert.equal((await searched(q) as { categoryNotFiltered?: string }).categoryNotFiltered, undefined, q);
  }
});

test('a name holding a function word is still found first, typed alone or in a request', async () => {
  for (const [q, regcode] of [
    ['IN Auto', IN_AUTO], ['In Mets', IN_METS], ['Made in Latvia', MADE_IN_LATVIA], ['Tell me about IN Krāsas', IN_KRASAS],
    ['Who owns Made in Latvia', MADE_IN_LATVIA], ['Rīgas Koks registration number', RIGAS_KOKS],
  ] as const) {
    const answer = await searched(q);
    assert.equal(answer.results[0]?.regcode, regcode, q);
    assert.equal(answer.nothingFound, undefined, q);
  }
});

test('search_companies tells a question of a category what the search finds, in the tools\' words', async () => {
  const result = await callTool(t.mcp.client, 'search_companies', { query: 'sanctioned companies in Latvia' });
  assert.equal(structuredOf<{ count: number }>(result).count, 0);
  assert.equal(sentencesOf(result), 'The text names no company: of its words only "in", a word of many names on its own, was left to search, '
    + 'so no company is listed; the search finds companies by name, registration or VAT number or address, and has no filter by '
    + 'sanctions status, trade or size: search for a company by its name, then read its sanctions with get_company_compliance (its '
    + 'regcode and country) and its trade (NACE code) with get_company_details; the search has a country parameter: for the companies '
    + 'of LV, set country LV with a name.');
  const named = await callTool(t.mcp.client, 'search_companies', { query: 'IN Auto' });
  assert.equal(structuredOf<{ results: Array<{ regcode: string }> }>(named).results[0]?.regcode, IN_AUTO);
  assert.doesNotMatch(sentencesOf(named), /no filter/);
});

// `Rīgas Koks registration number` lists SIA "Rīgas Koks", the words of the number asked for left
// out; the sentence said only that, and the number asked for was not named.
test('search_companies names the regcode as the number asked for beside a name', async () => {
  const result = await callTool(t.mcp.client, 'search_companies', { query: 'Rīgas Koks registration number' });
  assert.equal(structuredOf<{ results: Array<{ regcode: string }> }>(result).results[0]?.regcode, RIGAS_KOKS);
  assert.match(sentencesOf(result), new RegExp(`The registration number asked for is each result's regcode \\(SIA "Rīgas Koks": ${RIGAS_KOKS}, LV\\)\\.`));
  assert.doesNotMatch(sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: 'Rīgas Koks owners' })), /registration number asked/);
});

// `įmonės kodas 1234567`: LT's own label for a company code, whose `įmonės` is also the Lithuanian
// for companies, was read as a question of a category and told the text names no company, by the
// search, autofill and search_companies alike; so was `Firmas reģ. Nr.`, a Latvian letterhead's
// label, and search_companies said it of `įmonės kodas 40003999999` where the search said the label.
test('a register label holding a category\'s word before a number is read as the label, not as a category', async () => {
  const typed = 'no company in LV, LT, EE or FI has a registration or VAT number that is or begins with the number typed';
  for (const q of ['įmonės kodas 1234567', 'imones kodas 1234567', 'Įmonės kodas: 1234567', 'Firmas reģ. Nr. 1234567']) {
    for (const route of ['search', 'autofill']) {
      const res = await t.app.app.inject({ url: `${API}/companies/${route}?q=${encodeURIComponent(q)}` });
      assert.equal(res.statusCode, 200, `${q}: ${res.body}`);
      const nothingFound = (res.json() as Answer).nothingFound ?? '';
      assert.ok(nothingFound.startsWith(typed), `${route} ${q}: ${nothingFound}`);
    }
    const mcp = sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: q }));
    assert.match(mcp, /no company here has that registration or VAT number/, q);
    assert.doesNotMatch(mcp, /names no company/, q);
  }
  const elsewhere = sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: 'įmonės kodas 40003999999' }));
  assert.match(elsewhere, /the label before it names LT's register, where a registration number has 9 digits \(an older code 7 or 8\), and 40003999999 is not of that form: it is of LV's, and no LV company has it\. Check its digits/);
  // A category's plural before a number with no label word stays a category's.
  assert.match((await searched('companies 1234567')).nothingFound ?? '', /^the text names no company/);
});
