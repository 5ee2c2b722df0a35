// An invoice line whose address is not the one the register holds (`SIA "Rīgas Koks", Rūpniecības
// iela 5`, a company registered at Brīvības iela 100) found the company by its name, and nothing said
// the address is another: an old seat, a branch's, another company's of a like name. The search and
// autofill answers' addressInText, and search_companies' sentence, now say it, by one rule
// (services/search/address-in-text.ts); the register's own address, however written, says nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { callTool, sentencesOf } from '../mcp/client.ts';

const { lvRigasKoks, eeEnergia } = FIXTURE.companies;

let t: ServedSeeded;
before(async () => { t = await serveSeeded({}, { RATE_LIMITS: 'off' }); });
after(() => t.close());

type Answer = { results: Array<{ regcode: string }>; addressInText?: string };
const ask = async (route: 'search' | 'autofill', q: string): Promise<Answer> => {
  const res = await t.app.app.inject({ url: `${API}/companies/${route}?q=${encodeURIComponent(q)}` });
  assert.equal(res.statusCode, 200, `${q}: ${res.body}`);
  return JSON.parse(res.body);
};

const MOVED = 'SIA "Rīgas Koks", Rūpniecības iela 5, Rīga';

test('a line whose address is not the register\'s says which address the register holds, in search and autofill alike', async () => {
  const said = 'the address in the text, Rūpniecības iela 5, is not the address of SIA "Rīgas Koks" (LV 40103564678), listed first: '
    + 'the register holds Brīvības iela 100, Rīga, LV-1011; an old address, a branch\'s or another company\'s: check which company the document means';
  for (const route of ['search', 'autofill'] as const) {
    const body = await ask(route, MOVED);
    assert.equal(body.results[0]?.regcode, lvRigasKoks.regcode, route);
    assert.equal(body.addressInText, said, route);
  }
  // Another house of the same street is another address, an abbreviated street type too.
  assert.match((await ask('search', 'Rīgas Koks, Brīvības ie. 102')).addressInText ?? '', /^the address in the text, Brīvības ie\. 102, is not/);
});

test('search_companies says the same of the line, by the same rule', async () => {
  assert.match(sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: MOVED })),
    /The address in the text, Rūpniecības iela 5, is not the address of SIA "Rīgas Koks" \(LV 40103564678\), listed first: the register holds Brīvības iela 100, Rīga, LV-1011\./);
  assert.doesNotMatch(sentencesOf(await callTool(t.mcp.client, 'search_companies', { query: 'Rīgas Koks, Brīvības iela 100' })), /address in the text/);
});

test('the register\'s own address says nothing, whatever its case, marks, street type or flat, nor does a text without a street\'s type', async () => {
  for (const q of ['SIA "Rīgas Koks", Brīvības iela 100, Rīga, LV-1011', 'rigas koks brivibas iela 100', 'RĪGAS KOKS, BRĪVĪBAS IE. 100 - 7',
    `Rīgas Koks, ${lvRigasKoks.regcode}, Brīvības iela 100`, 'Eesti Energia AS, Lelle tänav 22, Tallinn', 'Rīgas Koks 2010', 'Rīgas Koks, Rūpniecības 5']) {
    for (const route of ['search', 'autofill'] as const) assert.equal((await ask(route, q)).addressInText, undefined, `${route}: ${q}`);
  }
  assert.equal((await ask('search', 'Eesti Energia AS, Lelle tn 22')).results[0]?.regcode, eeEnergia.regcode);
});

test('the OpenAPI document describes addressInText in the search and autofill answers', async () => {
  const res = await t.app.app.inject({ url: `${API}/openapi.json` });
  const paths = JSON.parse(res.body).paths;
  for (const route of ['search', 'autofill']) {
    assert.match(JSON.stringify(paths[`${API}/companies/${route}`].get.responses['200']),
      /"addressInText":\{"type":"string","description":"Present only where the text writes a street and house number with the street's type/, route);
  }
});
