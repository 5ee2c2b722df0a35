// get_company_details lists a company's holders with the regcode their own register gives them: a
// Cypriot or German holder of an Estonian OÜ comes as { regcode: "HE398114", country: null,
// registeredIn: "CY" }. A model following the owners, as it does a holder held here, calls
// get_company_details with that regcode: the answer said only that the text is no number of the
// four countries and to use search_companies, which finds no company of that name either, so the
// model searched on or reported the holder as unknown to the registers it had just read it from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, errorTextOf } from './client.ts';
import { connectedFixture } from './fixture.ts';

const held = connectedFixture();

// The seed lists no owner of these numbers: the owners were searched, so the answer says no owner
// has it, and names only what else get_company_details gives with country null (an officer, a
// company a Latvian one merged with). It said "If it is the regcode of an owner …", and a model
// reported an owner that no register lists.
for (const regcode of ['HE398114', 'HRB 12345', '1234']) {
  test(`a number of no register here that no owner bears (${regcode}) is told as no owner's, and what else it may be`, async () => {
    const text = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode }));
    assert.match(text, /is not a registration or VAT number of LV, LT, EE or FI/);
    assert.match(text, /It is the number of no owner the registers list here\./);
    assert.doesNotMatch(text, /regcode of an owner/, 'says nothing of an owner the lookup found none of');
    assert.match(text, /an officer, or of a company in succeededBy or reorganisedFrom, with country null/, 'names what else it may be');
    assert.match(text, /no tool here looks it up/, 'says no call finds it');
  });
}

test('a name sent as regcode is still sent to search_companies', async () => {
  const text = errorTextOf(await callTool(held.mcp.client, 'get_company_compliance', { regcode: 'Rīgas Koks' }));
  assert.match(text, /If it is a company's name, call search_companies with it first/);
});

// The owner's registeredIn sent as the country: told only the four codes, a model asked again in
// one of them, or reported the owner as one no register lists.
for (const [country, code] of [['CY', 'CY'], ['Germany', 'DE']]) {
  test(`the country of an owner's register abroad sent as country (${country}) is told to be left out`, async () => {
    const text = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode: 'HE398114', country }));
    assert.match(text, /country: must be one of LV, LT, EE, FI/);
    assert.match(text, new RegExp(`the service holds no register of ${code}, so no company registered there \\(an owner with registeredIn ${code} is none either\\); leave country out`));
  });
}

test('a country that is none (XX) is told the rule alone', async () => {
  const text = errorTextOf(await callTool(held.mcp.client, 'search_companies', { query: 'koks', country: 'XX' }));
  assert.match(text, /country: must be one of LV, LT, EE, FI \(or the name: Latvia, Lithuania, Estonia, Finland\)/);
});

// A number of a register abroad is said to be one (domain/foreign-number.ts), but the tool went on with
// the formats of the four countries' numbers and "If you only know the name", reading it a second time as
// one of ours mistyped. It is told the branch or subsidiary registered here, found by name, as REST's 400 is.
test('a number of a register abroad is told as the details tell it, not read again as a number of ours', async () => {
  const text = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode: 'USt-IdNr. DE123456789' }));
  assert.match(text, /^regcode: "USt-IdNr\. DE123456789" is a German VAT number: the service holds companies of LV, LT, EE and FI only\. A branch or subsidiary of the company registered in LV, LT, EE or FI has a number of its own: call search_companies with its name for its regcode and country\./);
  assert.doesNotMatch(text, /Registration numbers:|If you only know the name/);
  // Its digits after a register's label were read alone as a number of the four countries.
  const labelled = errorTextOf(await callTool(held.mcp.client, 'get_company_details', { regcode: 'NIP 1234567890' }));
  assert.match(labelled, /^regcode: "NIP 1234567890" is a Polish tax number \(NIP\): the service holds companies of LV, LT, EE and FI only\. A branch or subsidiary/);
  assert.doesNotMatch(labelled, /send the number alone|has 10 digits/);
});

// Every register's label abroad the details read (domain/foreign-number.ts), through the three tools
// that take a company's number. `Org.nr 556677-8899`, read as digits after label words the registers
// here share, is of no company here: told whose number it is, it went on `Use search_companies to find
// the registration number` (with country, `or call again without country to look in all four
// countries`), as if the Swedish company had a number here, where each other number abroad is told
// that a branch or subsidiary registered here has a number of its own, as REST's 400 tells it.
const LABELLED_ABROAD: Array<[string, string]> = [
  ['NIP 1234567890', 'a Polish tax number (NIP)'],
  ['KRS 0000123456', 'a Polish court register number (KRS)'],
  ['REGON 123456789', 'a Polish statistical number (REGON)'],
  ['ИНН 7707083893', 'a Russian taxpayer number (INN)'],
  ['ОГРН 1027700132195', 'a Russian state registration number (OGRN)'],
  ['KVK 12345678', 'a Dutch chamber of commerce number (KVK)'],
  ['CVR 12345678', 'a Danish company number (CVR)'],
  ['IČO 12345678', 'a Czech company number (IČO)'],
  ['SIREN 123 456 789', 'a French company number (SIREN)'],
  ['SIRET 12345678901234', 'a French establishment number (SIRET)'],
  ['EIN 12-3456789', 'a United States employer identification number (EIN)'],
  ['Org.nr 556677-8899', 'a Swedish organisation number'],
  ['Org.nr. 923 609 016', 'a Norwegian organisation number'],
];

test('a number after a register\'s label abroad is told whose it is and the branch registered here, by each company tool', async () => {
  const branch = 'A branch or subsidiary of the company registered in LV, LT, EE or FI has a number of its own: call search_companies with its name for its regcode and country.';
  for (const tool of ['get_company_details', 'get_company_compliance', 'get_company_financials']) {
    for (const [regcode, is] of LABELLED_ABROAD) {
      for (const args of [{ regcode }, { regcode, country: 'LV' }]) {
        const text = errorTextOf(await callTool(held.mcp.client, tool, args));
        const said = `"${regcode}" is ${is}: the service holds companies of LV, LT, EE and FI only. ${branch}`;
        assert.ok(text.includes(said), `${tool} ${JSON.stringify(args)}: ${text}`);
        assert.doesNotMatch(text, /find the registration number|without country|Registration numbers:|has \d+ digits|exists in/, `${tool} ${JSON.stringify(args)}`);
      }
    }
  }
});
