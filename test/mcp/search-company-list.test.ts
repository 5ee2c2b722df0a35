// A list of companies pasted into one search (`SIA "Rīgas Koks"; SIA "Daugavas Enerģija"`) is searched
// for its first company, and the sentence beside the results said the rest was left out in words
// nested in quotes, `Searched for "SIA "Rīgas Koks"": the words "SIA "Daugavas Enerģija"" were left
// out.`, which read as four quoted texts, and a list of three as words of its parts run together. It
// now names the companies left out as typed, and a text holding quotes of its own is not quoted again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, sentencesOf, structuredOf } from './client.ts';
import { connectedFixture } from './fixture.ts';

const held = connectedFixture();
const search = async (query: string) => callTool(held.mcp.client, 'search_companies', { query });

test('a pasted list names the companies left out as typed, with no quotes nested', async () => {
  const cases: Array<[query: string, said: string]> = [
    ['SIA "Rīgas Koks"; SIA "Daugavas Enerģija"', 'The text is a list of companies separated by semicolons, and a search is for one: searched for the first, '
      + 'SIA "Rīgas Koks"; the other, SIA "Daugavas Enerģija", was left out: send it to search_companies on its own.'],
    ['Rīgas Koks SIA; Daugavas Enerģija SIA; SIA Nams', 'The text is a list of companies separated by semicolons, and a search is for one: searched for the first, '
      + 'Rīgas Koks SIA; the 2 others, Daugavas Enerģija SIA and SIA Nams, were left out: send each to search_companies on its own.'],
  ];
  for (const [query, said] of cases) {
    const answer = await search(query);
    assert.equal(structuredOf<{ results: Array<{ name: string }> }>(answer).results[0]?.name, 'SIA "Rīgas Koks"', query);
    const sentences = sentencesOf(answer);
    assert.ok(sentences.includes(said), sentences);
    // A quote opening on a text that opens a quote of its own, or two closing together.
    assert.doesNotMatch(sentences, /""|"SIA "/, query);
  }
});

test('a name typed in quotes after the words of a request is not quoted again, nor one whose quote was left open', async () => {
  const sentences = sentencesOf(await search('Tell me about SIA "Rīgas Koks"'));
  assert.ok(sentences.includes('Searched for SIA "Rīgas Koks": the words "Tell me about" were left out.'), sentences);
  // A quote left open (the closing one not copied) is no part of the text searched, which is said without it.
  const open = sentencesOf(await search('Show me "Rīgas Koks'));
  assert.ok(open.includes('Searched for "Rīgas Koks": the words "Show me" were left out.'), open);
});
