// search_companies of a number that lists no company. A model reading a company's owners sends a
// holder's regcode to the search as often as to the details; for an owner registered abroad
// (HE398114, or an 11-digit code RIK files for a Latvian SIA) the details name the owner and the
// company it holds, while the search told the model to try the registration number it had just sent
// and that a person's name finds nothing, and it searched on. A number of a company of another
// country than the one asked for was told to try fewer words.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, structuredOf, textOf, type Connected } from './client.ts';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const HELD = FIXTURE.companies.eePohjaPuit;
const ENERGIA = FIXTURE.companies.eeEnergia;

const holder = (id: number, over: Partial<SeedRow>): SeedRow => ({
  id, country: HELD.country, regcode: HELD.regcode, role: 'member', position: null,
  person_name: 'x', name_key: 'x', entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: null, holder_country: null, since: '2020-01-01', until: null, share_percent: 50, share_amount: null,
  share_currency: null, assoc_key: `search-empty-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders',
  as_of: '2026-11-21', ...over,
});

let ctx: SeededServices;
let mcp: Connected;

before(async () => {
  ctx = seededServices({ rows: { person_roles: [
    holder(9801, { person_name: 'Valkas Pārvadājumi SIA', name_key: 'valkas parvadajumi sia', holder_regcode: '40103888312', holder_country: 'LV' }),
    holder(9802, { person_name: 'Kyrenia Maritime Holdings Ltd', name_key: 'kyrenia maritime holdings ltd', holder_regcode: 'HE398114', holder_country: 'CY' }),
  ] } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

/** The sentence beside an empty search answer. */
async function emptySearch(args: Record<string, unknown>): Promise<string> {
  const result: CallToolResult = await callTool(mcp.client, 'search_companies', args);
  assert.equal(structuredOf<{ count: number }>(result).count, 0, JSON.stringify(args));
  const hint = result.content[1];
  assert.ok(hint && hint.type === 'text', 'a sentence beside the empty answer');
  return hint.text;
}

for (const [number, owner, country] of [['40103888312', 'Valkas Pārvadājumi SIA', 'LV'], ['HE398114', 'Kyrenia Maritime Holdings Ltd', 'CY']]) {
  test(`an owner's number searched for (${number}) names the owner and the company it holds, as the details do`, async () => {
    const text = await emptySearch({ query: number });
    assert.match(text, new RegExp(`${number} is known here as the number of an owner, ${owner}, registered in ${country}`));
    assert.match(text, new RegExp(`holding ${HELD.name} \\(EE ${HELD.regcode}\\)`));
    assert.match(text, new RegExp(`get_company_details of ${HELD.regcode} \\(country EE\\) lists that owner`));
    assert.doesNotMatch(text, /or the registration number|a person's name/, 'not told to try the number it sent, nor of persons');
  });
}

test('a number of a company of another country than the one asked for names that country', async () => {
  const text = await emptySearch({ query: ENERGIA.regcode, country: 'LV' });
  assert.equal(text, `No company matches "${ENERGIA.regcode}" in LV; the number names a company in EE. Search again with country EE, or without country.`);
});

test('a registration number of no company is told so, not to try the registration number', async () => {
  const text = await emptySearch({ query: '49999999999' });
  assert.equal(text, 'No company matches "49999999999": no company here has that registration or VAT number. Check its digits, or search by the company\'s name.');
});

test('a name that matches nothing is still told where a person\'s companies are found', async () => {
  assert.match(await emptySearch({ query: 'Zzyzx Qwerty' }), /if a person's, check_person finds the companies of a person/);
  assert.equal(textOf(await callTool(mcp.client, 'search_companies', { query: 'Zzyzx Qwerty' })), '{"count":0,"results":[]}');
});

// The person hint is some 300 characters: a company's name mistyped, with its legal form or digits,
// or a single word (the person check needs a given name and a surname) was told it on every empty answer.
test('a name that cannot be a person\'s (a legal form, a digit, quote marks, one word) is not told about persons', async () => {
  for (const query of ['SIA "Zzyzx Qwerty"', 'Zzyzx Qwerty OÜ', 'Zzyzx Qwerty osaühing', 'Zzyzx 24 Qwerty', 'Zzyzx']) {
    const text = await emptySearch({ query });
    assert.doesNotMatch(text, /person/, query);
    assert.match(text, /^No company matches "[^"]*(?:"[^"]*")?[^"]*"\. Try .*or the registration number\.$/, query);
  }
});

// Each empty answer told every way to search again (fewer words, no legal form, no country filter),
// whatever was typed: it tells those the text allows, and a person's name where it could be one once.
test('an empty answer names only the retries the text allows, and a person\'s name once', async () => {
  assert.equal(await emptySearch({ query: 'SIA "Zzyzx Qwerty"' }),
    'No company matches "SIA "Zzyzx Qwerty"". Try fewer or different words, the name without its legal form, or the registration number.');
  assert.equal(await emptySearch({ query: 'Zzyzx' }), 'No company matches "Zzyzx". Try different words or the registration number.');
  assert.equal(await emptySearch({ query: 'Zzyzx 24 Qwerty', country: 'EE' }),
    'No company matches "Zzyzx 24 Qwerty" in EE. Try fewer or different words, no country filter, or the registration number.');
  const person = await emptySearch({ query: 'Zzyzx Qwerty' });
  assert.match(person, /^No company matches "Zzyzx Qwerty"\. If it is a company's name, try fewer or different words or the registration number; if a person's, check_person finds the companies of a person/);
  assert.equal(person.match(/companies of a person|person's name finds/g)?.length, 1, 'the companies of a person are said once');
});

// A number written with a country's name is searched in that country alone, as the details look it
// up; one of a company of another country was told that no company here has it (or none in the
// country asked for, where the text named another), and a model dropped a number it had right.
const GAZE = FIXTURE.companies.lvGaze;

test('a number written with the name of a country where no company has it names the company it is and the call for it', async () => {
  for (const query of [`Estonia ${GAZE.regcode}`, `${GAZE.regcode} (Eesti)`]) {
    assert.equal(await emptySearch({ query }), `No company matches "${query}" in EE, the country the text names with the number; `
      + `the number names ${GAZE.name} (LV ${GAZE.regcode}). Call get_company_details with regcode ${GAZE.regcode} and country LV, `
      + 'or search for the number alone.');
  }
});

test('a number written with the name of a country other than country is told the two disagree, not that no company has it', async () => {
  assert.equal(await emptySearch({ query: `Estonia ${GAZE.regcode}`, country: 'LV' }), `No company matches "Estonia ${GAZE.regcode}" in LV: `
    + 'the text names EE with the number. Search again with country EE or without country, or send the number alone with country LV.');
});

// Told "no country filter" among the retries, a model searching a name in the country it took the
// company for rephrased it there and reported it unknown: the companies it matches elsewhere are named.
test('a name found in no company of the country asked for names the companies it matches in the others', async () => {
  const koks = FIXTURE.companies.lvRigasKoks;
  const said = await emptySearch({ query: koks.name, country: 'EE' });
  assert.match(said, new RegExp(`^No company matches "${koks.name}" in EE; without country it matches ${koks.name} \\(LV ${koks.regcode}\\)`), said);
  assert.match(said, /: search again with country LV, or without country\.$/);
  assert.doesNotMatch(said, /companies of a person/);
  // A name no company bears anywhere is told the retries, as before.
  assert.match(await emptySearch({ query: 'Zzyzx 24 Qwerty', country: 'EE' }), /Try fewer or different words, no country filter/);
});

// Digits of no number's length were told to try "different words or the registration number", and a
// model sent the same digits again.
test('digits of no registration number\'s length are told so, with the lengths', async () => {
  for (const query of ['12345678901234', '123 456 789 012 345']) {
    const result = await callTool(mcp.client, 'search_companies', { query });
    assert.equal(structuredOf<{ count: number }>(result).count, 0, query);
    assert.equal(textOf({ ...result, content: result.content.slice(1) } as CallToolResult), `No company matches "${query}": it is no registration or VAT `
      + 'number of LV, LT, EE or FI (LV 11 digits, EE 8, LT 9, older ones 7 or 8, FI NNNNNNN-N). Check its digits, or search by the company\'s name.');
  }
});

// A personal code searched for was told that no company has that registration or VAT number and to
// check its digits (an EE code's 11 digits are an LV number's length), or, with its hyphen, that it is
// no number of the four countries: a model asked about the person reported none of their companies.
test('a personal code searched for is told as one, with check_person and the birth date it gives, the code not said again', async () => {
  const cases: Array<[string, string | null]> = [['37605030299', '1976-05-03'], ['010180-12345', '1980-01-01'], ['131052-308T', '1952-10-13'], ['150384-*****', null]];
  for (const [code, birthDate] of cases) {
    const text = await emptySearch({ query: code });
    assert.match(text, /^No company has that number: it reads as a person's personal code, no company's registration number\. If it is one, check_person finds/, code);
    assert.match(text, birthDate ? new RegExp(`Send the person's name and birthDate ${birthDate}, the date the code gives, never the code\\.$`) : /Send the person's name and birth date, never the code\.$/, code);
    assert.ok(!text.includes(code), `${code} is not repeated`);
  }
  // Ten digits, no code's length, are still told as a number of no company.
  assert.match(await emptySearch({ query: '0101801234' }), /no company here has that registration or VAT number/);
});
