// search_companies of a person's name that lists only companies bearing words like its own:
// `Maarja Ilves` listed Invest Marja Ay without a word, and a model asked which companies the person
// is tied to reported that partnership as hers. It is told the list is not the person's, and where
// the person's companies are found; a name one of whose words a result bears (another ending of it,
// or typed in Cyrillic by its sound, as the search reads it) is told nothing of it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany } from '../helpers/seed.ts';
import { serveSeeded, type ServedSeeded } from '../http/served-seeded.ts';
import { callTool, sentencesOf, structuredOf } from './client.ts';

const INVEST_MARJA = '40003123456';

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: {
    companies: [
      ownCompany(INVEST_MARJA, 'SIA "Invest Marja"', { address: 'Rīga, Brīvības iela 12' }),
      ownCompany('40003654321', 'SIA "Rīgas Koks"', { address: 'Rīga, Meža iela 1' }),
      // Other people's sole traders of one given name, none of the surname searched.
      ownCompany('16481846', 'Andres Jõgi FIE', { country: 'EE', form: 'FIE', source: 'ee.basic' }),
      ownCompany('16333910', 'Andres Karu FIE', { country: 'EE', form: 'FIE', source: 'ee.basic' }),
    ],
  } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

const search = (query: string) => callTool(t.mcp.client, 'search_companies', { query });

test('a person\'s name listing only companies of words like its own is told they are not the person\'s', async () => {
  for (const [query, name] of [['Maarja Ilves', 'Maarja Ilves'], ['Who is Maarja Ilves', 'Maarja Ilves']] as const) {
    const result = await search(query);
    assert.equal(structuredOf<{ results: Array<{ regcode: string }> }>(result).results[0]?.regcode, INVEST_MARJA, query);
    const said = sentencesOf(result);
    assert.match(said, new RegExp(`^If "${name}" is a person's name: the companies listed bear none of its words, only words like them, `
      + 'and the search reads no officer or owner, so they are not the person\'s\\. check_person finds the companies of a person'), query);
    assert.match(said, /by name and birthDate \(YYYY-MM-DD\)/, query);
  }
});

test('a name one of whose words a company listed bears, as the search reads it, is told nothing of a person', async () => {
  // The word itself, another ending of it (Rigos Kok), and a name typed in Cyrillic by its sound.
  for (const query of ['Marja Ilves', 'Rigas Kokss', 'Rigos Kok', 'Ригас Кокс']) {
    assert.ok(structuredOf<{ count: number }>(await search(query)).count > 0, query);
    assert.doesNotMatch(sentencesOf(await search(query)), /person/, query);
  }
});

// `Andres Rebane` was searched for `Andres`, the surname no company bears left out, and listed other
// people's sole traders (Andres Jõgi FIE) with "the word Rebane was left out" alone: a model following
// the person had no word that the list is not theirs, nor of the tool that finds their companies.
test('a person\'s name searched for one of its words alone is told the companies listed are not the person\'s', async () => {
  const result = await search('Andres Rebane');
  assert.ok(structuredOf<{ results: Array<{ name: string }> }>(result).results.some((r) => r.name === 'Andres Jõgi FIE'));
  const said = sentencesOf(result);
  assert.match(said, /^If "Andres Rebane" is a person's name: the companies listed bear only some of its words, the search having left out the others, and it reads no officer or owner, so they are not the person's\. check_person finds the companies of a person/);
  assert.match(said, /Searched for "Andres": the word "Rebane" was left out\.$/);
  // A request around a name, its words left out, and a company's name keeping several words, are told nothing of a person.
  for (const query of ['Who is Andres Rebane', 'Rīgas Koks Rebane']) assert.doesNotMatch(sentencesOf(await search(query)), /person/, query);
});
