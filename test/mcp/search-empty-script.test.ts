// search_companies of a text in letters or digits the search does not read: a name written in Greek
// or Chinese letters (a model asked in that language writes it so) or a number in Arabic-Indic digits
// was told "Try different words or the registration number", and a model translated the name again
// in the same letters, or reported the company unknown. It is told what the search reads; such a number sent
// to get_company_details was told that it "holds no digit", and to search for it as a name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, errorTextOf, sentencesOf, structuredOf } from './client.ts';
import { FIXTURE, connectedFixture } from './fixture.ts';

const session = connectedFixture();
const search = (args: Record<string, unknown>) => callTool(session.mcp.client, 'search_companies', args);

test('a name in letters no register writes is told to be written in Latin letters', async () => {
  for (const query of ['Ρίγας Κοκς', '里加木材']) {
    const result = await search({ query });
    assert.equal(structuredOf<{ count: number }>(result).count, 0, query);
    assert.equal(sentencesOf(result), `No company matches "${query}": the registers write names in Latin letters, and the search reads a `
      + 'name in them or in Cyrillic alone; write the name in Latin letters as its register does, or search by the registration number.');
  }
  assert.match(sentencesOf(await search({ query: 'Ρίγας', country: 'LV' })), /^No company matches "Ρίγας" in LV: the registers write names in Latin letters/);
});

test('a number in digits other than 0-9 is told to be written in them', async () => {
  const arabicIndic = [...FIXTURE.companies.lvGaze.regcode].map((d) => String.fromCharCode(0x0660 + Number(d))).join('');
  const result = await search({ query: arabicIndic });
  assert.equal(structuredOf<{ count: number }>(result).count, 0);
  assert.equal(sentencesOf(result), `No company matches "${arabicIndic}": a registration or VAT number is read in the digits 0-9 alone; write it in them.`);
});

test('a name in Latin or Cyrillic letters that matches nothing is told the retries as before', async () => {
  assert.match(sentencesOf(await search({ query: 'Zzyqx Wvvq' })), /^No company matches "Zzyqx Wvvq"\. If it is a company's name, try fewer or different words/);
  assert.doesNotMatch(sentencesOf(await search({ query: 'Жжыщх Ъъьь' })), /Latin letters/);
});

test('a number in digits other than 0-9 sent as regcode is told to be sent in them, not that it holds no digit', async () => {
  const arabicIndic = [...FIXTURE.companies.lvGaze.regcode].map((d) => String.fromCharCode(0x0660 + Number(d))).join('');
  const text = errorTextOf(await callTool(session.mcp.client, 'get_company_details', { regcode: arabicIndic }));
  assert.match(text, /: a registration or VAT number is read in the digits 0-9 alone; send it in them\.$/);
  assert.doesNotMatch(text, /holds no digit/);
});

// A shop page's field pasted with its HTML: search_companies said only "try fewer or different
// words", where the REST search and autofill say the text is markup.
test('markup with no word outside its tags is told as markup, as REST says it', async () => {
  const query = '<script>alert(1)</script>';
  const result = await search({ query });
  assert.equal(structuredOf<{ count: number }>(result).count, 0);
  assert.equal(sentencesOf(result), `No company matches "${query}": the text is markup (HTML tags) with no words outside its tags, `
    + 'scripts and styles, which are not searched: send the company\'s name, or its registration or VAT number, as plain text.');
});
