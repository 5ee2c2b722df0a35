// A question of a trade or a country typed into the search (`IT companies in Tallinn`, `bakeries in
// Helsinki`, `firms from Estonia`): the search finds companies by name, number or address, and it
// listed the names holding `IT` at an address in Tallinn, or holding `Estonia`, with nothing saying
// the trade or country was not read as one; autofill said nothing of a category at all. Now the
// list of a trade says so (categoryNotFiltered, the trade's words said read as a name's), a
// country's name kept alone lists none and names the country parameter, and autofill carries the
// search's categoryNotFiltered (services/search/category-question.ts); names holding such words
// are found first as before.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { ownCompany } from '../helpers/seed.ts';
import { callTool, sentencesOf, structuredOf } from '../mcp/client.ts';

const ee = (regcode: string, name: string, address: string) => ownCompany(regcode, name, { country: 'EE', form: 'OÜ', formName: 'Osaühing', address });
const lt = (regcode: string, name: string, address: string) => ownCompany(regcode, name, { country: 'LT', form: 'UAB', formName: 'Uždaroji akcinė bendrovė', address });
const fi = (regcode: string, name: string, address: string) => ownCompany(regcode, name, { country: 'FI', form: '16', formName: 'Osakeyhtiö', address });
const IT_PARTNERS = '16000201';
const IT_GROUP = '16000202';
const ESTONIA_HOTELL = '16000203';
const VIRU_PUIT = '16000204';
const TARTU_TARKVARA = '16000205';
const LOGISTICS_BALTIC = '40003000201';
const CONSTRUCTION_COMPANY = '300000201';
const VILNIAUS_STATYBA = '300000202';
const LITHUANIAN_AMBER = '300000203';
const HELSINGIN_LEIPOMO = '3000201-5';
const FINLAND_TRADING = '3000202-3';

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: { companies: [
    ee(IT_PARTNERS, 'IT Partners OÜ', 'Harju maakond, Tallinn, Kesklinna linnaosa, Narva mnt 5, 10117'),
    ee(IT_GROUP, 'IT Group OÜ', 'Tartu maakond, Tartu linn, Riia tn 5, 51010'),
    ee(ESTONIA_HOTELL, 'Estonia Hotell OÜ', 'Pärnu maakond, Pärnu linn, Rüütli tn 1, 80010'),
    ee(VIRU_PUIT, 'Viru Puit OÜ', 'Ida-Viru maakond, Jõhvi vald, Jõhvi linn, Rakvere tn 2, 41531'),
    ee(TARTU_TARKVARA, 'Tarkvara Arendus OÜ', 'Tartu maakond, Tartu linn, Ülikooli tn 1, 51003'),
    ownCompany(LOGISTICS_BALTIC, 'SIA "Logistics Baltic"', { address: 'Rīga, Krasta iela 5, LV-1019' }),
    lt(CONSTRUCTION_COMPANY, 'UAB "Construction Company"', 'Kaunas, Laisvės al. 1'),
    lt(VILNIAUS_STATYBA, 'UAB "Statybų meistrai"', 'Vilnius, Gedimino pr. 1'),
    lt(LITHUANIAN_AMBER, 'UAB "Lithuanian Amber"', 'Palanga, Vytauto g. 1'),
    fi(HELSINGIN_LEIPOMO, 'Leipomo Virtanen Oy', 'Mannerheimintie 1, 00100 Helsinki'),
    fi(FINLAND_TRADING, 'Finland Trading Oy', 'Hämeenkatu 1, 33100 Tampere'),
  ] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

interface Answer { results: Array<{ regcode: string }>; searchedFor?: string; nothingFound?: string; categoryNotFiltered?: string }

const ask = async (route: 'search' | 'autofill', q: string, country?: string): Promise<Answer> => {
  const res = await t.app.app.inject({ url: `${API}/companies/${route}?q=${encodeURIComponent(q)}${country ? `&country=${country}` : ''}` });
  assert.equal(res.statusCode, 200, `${q}: ${res.body}`);
  return JSON.parse(res.body);
};

const NO_FILTER = /^the search has no filter by town, country or trade: the companies listed are only those whose name or address holds "/;

test('a trade asked for with a town lists the names holding its words and says they are no trade\'s, search and autofill alike', async () => {
  const answer = await ask('search', 'IT companies in Tallinn');
  assert.equal(answer.results[0]?.regcode, IT_PARTNERS);
  assert.match(answer.categoryNotFiltered ?? '', NO_FILTER);
  assert.match(answer.categoryNotFiltered ?? '', /; "IT" was read as a word of a name, not as a trade: a company's trade \(NACE code\) is read with \/companies\/\{regcode\}$/);
  for (const q of ['logistics firms in Riga', 'construction companies Vilnius', 'bakeries in Helsinki', 'companies in Riga']) {
    const [search, filled] = [await ask('search', q), await ask('autofill', q)];
    assert.ok(search.results.length > 0, q);
    assert.match(search.categoryNotFiltered ?? '', NO_FILTER, q);
    assert.equal(filled.categoryNotFiltered, search.categoryNotFiltered, q);
  }
});

// `dentists Tallinn` was searched as `Tallinn` and listed the companies at an address there with
// nothing said, a list read as Tallinn's dentists; a misspelt name beside its town leaves out a
// word just so, and is told nothing of a trade.
test('a legal form kept before a category\'s word is read as the form, not said a name\'s word read in place of a trade', async () => {
  for (const q of ['SIA companies in Riga', 'Sabiedrība ar ierobežotu atbildību companies in Riga', 'Sabiedriba ar ierobezotu atbildbu companies in Riga']) {
    const answer = await ask('search', q);
    assert.equal(answer.results[0]?.regcode, LOGISTICS_BALTIC, q);
    assert.match(answer.categoryNotFiltered ?? '', NO_FILTER, q);
    assert.doesNotMatch(answer.categoryNotFiltered ?? '', /read as a word of a name/, q);
  }
});

test('a trade\'s word left out beside a town says the list is no trade\'s, a word outside the trades nothing', async () => {
  for (const route of ['search', 'autofill'] as const) {
    for (const q of ['dentists Tallinn', 'Tallinn lawyers', 'hambaarstid Tallinn']) {
      const answer = await ask(route, q);
      if (route === 'search') assert.equal(answer.searchedFor, 'Tallinn', q);
      assert.ok(answer.results.some((r) => r.regcode === IT_PARTNERS), `${route}: ${q}`);
      assert.match(answer.categoryNotFiltered ?? '', NO_FILTER, `${route}: ${q}`);
      assert.match(answer.categoryNotFiltered ?? '', /holds "Tallinn"; "\w+", a trade's word no name listed holds, was left out: a company's trade \(NACE code\) is read with \/companies\/\{regcode\}$/, `${route}: ${q}`);
    }
    const misspelt = await ask(route, 'Zzyzxq Tallinn');
    if (route === 'search') assert.equal(misspelt.searchedFor, 'Tallinn');
    assert.ok(misspelt.results.some((r) => r.regcode === IT_PARTNERS), route);
    assert.equal(misspelt.categoryNotFiltered, undefined, route);
  }
  const tool = await callTool(t.mcp.client, 'search_companies', { query: 'dentists Tallinn' });
  assert.match(sentencesOf(tool), /The search has no filter by town, country or trade: [^.]*"dentists", a trade's word no name listed holds, was left out: a company's trade \(NACE code\) is read with get_company_details\./);
});

// `sanctioned Tallinn` was searched as `Tallinn` and listed the companies at an address there with
// nothing said, a list read as Tallinn's sanctioned companies; `largest companies Tallinn` said the
// list was no town's and nothing of the size asked. A trait's word left out is said so.
test('a trait\'s word left out beside a town says the list is no trait\'s, search, autofill and search_companies alike', async () => {
  const TRAIT = /; "(\w+)", a trait's word no name listed holds, was left out: the search has no filter by sanctions status, status, size or age: each company listed carries its status, and its sanctions are read with \/companies\/\{regcode\}\/compliance$/;
  for (const route of ['search', 'autofill'] as const) {
    for (const [q, word] of [['sanctioned Tallinn', 'sanctioned'], ['bankrupt Tallinn', 'bankrupt'], ['largest companies Tallinn', 'largest'], ['new firms in Tallinn', 'new'], ['uued Tallinn', 'uued']] as const) {
      const answer = await ask(route, q);
      if (route === 'search') assert.equal(answer.searchedFor, 'Tallinn', q);
      assert.ok(answer.results.some((r) => r.regcode === IT_PARTNERS), `${route}: ${q}`);
      assert.match(answer.categoryNotFiltered ?? '', NO_FILTER, `${route}: ${q}`);
      assert.equal(TRAIT.exec(answer.categoryNotFiltered ?? '')?.[1], word, `${route}: ${q}`);
    }
  }
  const tool = await callTool(t.mcp.client, 'search_companies', { query: 'sanctioned Tallinn' });
  assert.match(sentencesOf(tool), /"sanctioned", a trait's word no name listed holds, was left out: [^.]*its sanctions are read with get_company_compliance \(its regcode and country\)\./);
});

// `apdirbimas` ("processing") names a trade only with what is processed (`medienos apdirbimas`), and
// is a word of such names: `apdirbimas Tallinn` was told a trade's word was left out, and
// `apdirbimas įmonė` what the search finds, where each may be a name typed wrong.
test('a word that names a trade only beside another is read as a name\'s, a trade\'s word of many names still as a trade\'s', async () => {
  for (const route of ['search', 'autofill'] as const) {
    const processing = await ask(route, 'apdirbimas Tallinn');
    assert.ok(processing.results.some((r) => r.regcode === IT_PARTNERS), route);
    assert.equal(processing.categoryNotFiltered, undefined, route);
    assert.match((await ask(route, 'apdirbimas įmonė')).nothingFound ?? '', /check the spelling/, route);
    assert.match((await ask(route, 'baldai Tallinn')).categoryNotFiltered ?? '', /; "baldai", a trade's word no name listed holds, was left out/, route);
  }
});

// `company` is a word of UAB "Construction Company": kept alone, it is a word of many names, as `in` is.
test('a category\'s word kept alone lists no company and says why', async () => {
  for (const route of ['search', 'autofill'] as const) {
    const answer = await ask(route, 'software company Tartu');
    assert.deepEqual(answer.results, [], route);
    assert.match(answer.nothingFound ?? '', /^the text names no company: of its words only "company", a word of many names on its own, was left to search/, route);
  }
});

// `software companies` found nothing at all, and was told to check the spelling of a text no
// spelling makes a company's name.
test('a category\'s plural that found nothing is told what the search finds, not to check the spelling', async () => {
  for (const route of ['search', 'autofill'] as const) {
    const answer = await ask(route, 'software companies');
    assert.deepEqual(answer.results, [], route);
    assert.match(answer.nothingFound ?? '', /^the text names no company; the search finds companies by name, registration or VAT number or address/, route);
  }
  assert.match((await ask('search', 'Zzyzxq firm')).nothingFound ?? '', /check the spelling/);
});

// `bakery firm` was told to check the spelling where `bakery firms` was told what the search finds:
// a singular beside a trade's words alone is no name typed wrong either.
test('a trade with a category\'s singular or a country that found nothing is told what the search finds', async () => {
  for (const route of ['search', 'autofill'] as const) {
    for (const q of ['bakery firm', 'software uzņēmums', 'dentists Latvia']) {
      const answer = await ask(route, q);
      assert.deepEqual(answer.results, [], `${route}: ${q}`);
      assert.match(answer.nothingFound ?? '', /^the text names no company; the search finds companies by name, registration or VAT number or address/, `${route}: ${q}`);
    }
    assert.match((await ask(route, 'dentists Latvia')).nothingFound ?? '', /; the search has a country parameter: for the companies of LV, set country=LV with a name$/, route);
    assert.match((await ask(route, 'Zzyzxq bakery firm')).nothingFound ?? '', /check the spelling/, route);
  }
});

// `sanctioned company` and `wood company` were told to check the spelling where `sanctioned
// companies` was told what the search finds: a trait's or a trade's word beside a singular is a question too.
test('a trait or a trade of the widened table with a category\'s singular that found nothing is told what the search finds', async () => {
  for (const route of ['search', 'autofill'] as const) {
    for (const q of ['sanctioned company', 'biggest company', 'largest firm', 'new uzņēmums', 'wood company', 'mööbel ettevõte', 'siivous yritys', 'sanctioned Latvia']) {
      const answer = await ask(route, q);
      assert.deepEqual(answer.results, [], `${route}: ${q}`);
      assert.match(answer.nothingFound ?? '', /^the text names no company\b.*; the search finds companies by name, registration or VAT number or address, and has no filter by sanctions status, trade or size/, `${route}: ${q}`);
    }
    assert.match((await ask(route, 'Zzyzxq sanctioned firm')).nothingFound ?? '', /check the spelling/, route);
  }
  const tool = sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: 'biggest company' }));
  assert.match(tool, /the text names no company\b.*the search finds companies by name/i);
  assert.doesNotMatch(tool, /check the spelling/);
});

test('a name holding a trade\'s or a category\'s word is found first, with no note', async () => {
  for (const [q, regcode] of [
    ['IT Group OÜ', IT_GROUP], ['IT Group', IT_GROUP], ['Logistics Baltic SIA', LOGISTICS_BALTIC], ['Construction Company', CONSTRUCTION_COMPANY],
    ['UAB Construction Company', CONSTRUCTION_COMPANY], ['Viru Puit in Estonia', VIRU_PUIT], ['the company Viru Puit', VIRU_PUIT], ['Viru Puit company', VIRU_PUIT],
    ['Lithuanian Amber', LITHUANIAN_AMBER], ['Finland Trading', FINLAND_TRADING],
  ] as const) {
    for (const route of ['search', 'autofill'] as const) {
      const answer = await ask(route, q);
      assert.equal(answer.results[0]?.regcode, regcode, `${route}: ${q}`);
      assert.equal(answer.categoryNotFiltered, undefined, `${route}: ${q}`);
    }
  }
});

// `Viru Pujt company` listed Viru Puit OÜ, read through the typo, and was told "Viru" and "Pujt" were
// read as words of a name, not as a trade: a name typed wrong is still a name.
test('a name typed wrong with a category\'s singular is found with no note', async () => {
  for (const [q, regcode] of [['Viru Pujt company', VIRU_PUIT], ['Tarkvara Arendys firm', TARTU_TARKVARA]] as const) {
    for (const route of ['search', 'autofill'] as const) {
      const answer = await ask(route, q);
      assert.equal(answer.results[0]?.regcode, regcode, `${route}: ${q}`);
      assert.equal(answer.categoryNotFiltered, undefined, `${route}: ${q}`);
    }
  }
});

test('a country\'s name kept alone lists no company and names the country parameter', async () => {
  for (const [q, country] of [['firms from Estonia', 'EE'], ['companies in Finland', 'FI'], ['Lithuanian companies', 'LT']] as const) {
    for (const route of ['search', 'autofill'] as const) {
      const answer = await ask(route, q);
      assert.deepEqual(answer.results, [], `${route}: ${q}`);
      assert.match(answer.nothingFound ?? '', /^the text names no company: of its words only "/, `${route}: ${q}`);
      assert.match(answer.nothingFound ?? '', new RegExp(`; the search has a country parameter: for the companies of ${country}, set country=${country} with a name$`), `${route}: ${q}`);
    }
    // Asked in that country already, nothing to set.
    assert.doesNotMatch((await ask('search', q, country)).nothingFound ?? '', /country parameter/, q);
  }
});

test('search_companies says the same, in its arguments\' words', async () => {
  const trade = await callTool(t.mcp.client, 'search_companies', { query: 'IT companies in Tallinn' });
  assert.equal(structuredOf<{ results: Array<{ regcode: string }> }>(trade).results[0]?.regcode, IT_PARTNERS);
  assert.match(sentencesOf(trade), /The search has no filter by town, country or trade: [^.]*; "IT" was read as a word of a name, not as a trade: a company's trade \(NACE code\) is read with get_company_details\./);
  const country = await callTool(t.mcp.client, 'search_companies', { query: 'firms from Estonia' });
  assert.equal(structuredOf<{ count: number }>(country).count, 0);
  assert.match(sentencesOf(country), /; the search has a country parameter: for the companies of EE, set country EE with a name\.$/);
  assert.doesNotMatch(sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: 'IT Group OÜ' })), /no filter/);
});

test('the OpenAPI document describes categoryNotFiltered in the search and autofill answers', async () => {
  const res = await t.app.app.inject({ url: `${API}/openapi.json` });
  const paths = JSON.parse(res.body).paths;
  for (const route of ['search', 'autofill']) {
    assert.match(JSON.stringify(paths[`${API}/companies/${route}`].get.responses['200']),
      /"categoryNotFiltered":\{"type":"string","description":"Present only where a question of a category listed companies by words it kept/, route);
  }
});
