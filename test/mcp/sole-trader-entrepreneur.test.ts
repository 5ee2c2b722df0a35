// A sole trader no file names the owner of (an EE FIE, an FI toiminimi) is screened through the
// person its name holds, as the entrepreneur's. The compliance answer said "No owner … is screened"
// of it, and the details of an FIE gave personOwners null with no word of why, which a model read
// as held by no one and no person screened.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, sentencesOf, type Connected } from './client.ts';
import { personNameKey } from '../../src/domain/fold.ts';

const FIE = { regcode: '14809368', name: 'Maarja Karu FIE' };
const ONE_WORD_FIE = { regcode: '14809371', name: 'Karu FIE' };
const TMI = { regcode: '3100002-9', name: 'Tmi Juha Lehtonen' };
const IJ = { regcode: '304000001', name: 'Jono Jonaičio IĮ' };
// An FIE whose beneficial owner RIK's file names, and one whose name holds no person's, with one too.
const FIE_WITH_OWNER = { regcode: '14809384', name: 'Kadri Tamm FIE' };
const ONE_WORD_FIE_WITH_OWNER = { regcode: '14809397', name: 'Tamm FIE' };
const beneficialOwner = (c: { regcode: string }, id: number) => ({
  id, country: 'EE', regcode: c.regcode, role: 'beneficial_owner', position: 'direct_ownership', person_name: 'Peeter Tamm',
  name_key: personNameKey('Peeter Tamm'), entity_type: 'natural_person', birth_date: '1970-02-03', birth_key: null, holder_regcode: null,
  since: '2020-01-01', until: null, share_percent: null, share_amount: null, share_currency: null, assoc_key: `sole-trader-bo-${id}`,
  first_seen_at: '2020-01-02T00:00:00Z', source: 'ee.beneficial-owners', as_of: '2026-11-21',
});

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  ctx = seededServices({
    rows: {
      companies: [
        ownCompany(FIE.regcode, FIE.name, { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja', source: 'ee.basic' }),
        ownCompany(ONE_WORD_FIE.regcode, ONE_WORD_FIE.name, { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja', source: 'ee.basic' }),
        ownCompany(TMI.regcode, TMI.name, { country: 'FI', form: '26', formName: 'Yksityinen elinkeinonharjoittaja', source: 'fi.ytj' }),
        ownCompany(IJ.regcode, IJ.name, { country: 'LT', form: '110', formName: 'IĮ', source: 'lt.register' }),
        ...[FIE_WITH_OWNER, ONE_WORD_FIE_WITH_OWNER].map((c) =>
          ownCompany(c.regcode, c.name, { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja', source: 'ee.basic' })),
      ],
      person_roles: [beneficialOwner(FIE_WITH_OWNER, 9101), beneficialOwner(ONE_WORD_FIE_WITH_OWNER, 9102)],
    },
  });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => { await mcp.close(); ctx.close(); });

const said = async (tool: string, c: { regcode: string }, country: string) => sentencesOf(await callTool(mcp.client, tool, { regcode: c.regcode, country }));

test('an FIE\'s personOwners null is explained, and what the screening compared instead', async () => {
  const details = await said('get_company_details', FIE, 'EE');
  assert.match(details, /is a sole proprietor \(FIE, füüsilisest isikust ettevõtja\), one natural person's business with no members or shares: personOwners null gives no count because RIK's open files do not name the entrepreneur; do not report it as held by no natural person\. Sanctions screening compares the person its business name holds, as the entrepreneur, with the listed persons by name alone \(no file gives a birth date\)\./);
  assert.match(await said('get_company_details', ONE_WORD_FIE, 'EE'),
    /personOwners null gives no count .* Its name holds no person's name that sanctions screening could compare: it is screened by its own name and number alone\./);
});

test('the compliance answer of a sole trader no file names the owner of says its entrepreneur was compared by the name its name holds', async () => {
  for (const [c, country, form] of [[FIE, 'EE', 'a sole proprietor \\(FIE\\)'], [TMI, 'FI', 'a sole trader \\(toiminimi\\)']] as const) {
    const text = await said('get_company_compliance', c, country);
    assert.match(text, new RegExp(`is ${form} no file here names the owner of: sanctions screening compared the person its name holds, as the entrepreneur, `
      + 'with the listed persons by name alone \\(no file gives that person\'s birth date, so a listed person the list dates is a candidate at most\\), none matching\\.'), country);
    assert.doesNotMatch(text, /No owner of .* is screened/, country);
  }
  // A name holding no person's name: no person was compared, as before.
  assert.match(await said('get_company_compliance', ONE_WORD_FIE, 'EE'), /No owner of .* is screened against the sanctions lists/);
  // The REST statement says the same by its ownersScreened, of an LT individuali įmonė too, whose register names no owner.
  const statement = (c: { regcode: string }, country: 'EE' | 'FI' | 'LT') => ctx.services.complianceFor(c.regcode, country).ownersScreened;
  assert.deepEqual([statement(FIE, 'EE'), statement(TMI, 'FI'), statement(IJ, 'LT'), statement(ONE_WORD_FIE, 'EE')], [true, true, true, false]);
});

// The seed holds no EE members or stockholders file: the sentence on an empty owners list of such a
// store said "do not report it as held by no company or by no natural person" beside the FIE's own.
test('an FIE\'s details in a store holding no EE members say once that it is no finding of who holds it', async () => {
  assert.equal(ctx.services.coverage().EE.members, false);
  const details = await said('get_company_details', FIE, 'EE');
  assert.equal(details.match(/held by no natural person/g)?.length, 1, details);
  assert.doesNotMatch(details, /names no owners of any company/);
});

// An FI toiminimi's or an LT individuali įmonė's details said only that the register names no owners,
// nothing of the entrepreneur the compliance answer says was screened.
test('a toiminimi\'s and an individuali įmonė\'s details say what sanctions screening compares of the entrepreneur', async () => {
  for (const [c, country, form] of [[TMI, 'FI', 'a sole trader \\(toiminimi, yksityinen elinkeinonharjoittaja\\)'],
    [IJ, 'LT', 'an individual enterprise \\(IĮ, individuali įmonė\\)']] as const) {
    const details = await said('get_company_details', c, country);
    assert.match(details, new RegExp(`The company is ${form}, one natural person's business with no members or shares\\. Sanctions screening `
      + 'compares the person its business name holds, as the entrepreneur, with the listed persons by name alone \\(no file gives a birth date\\)\\.'), country);
    // Said once, in the sentence on the register's empty lists.
    assert.equal(details.match(/names no officers and no owners of any company/g)?.length, 1, country);
  }
});

// A sole trader with a beneficial owner fell back to a company's owners' words ("a member or
// stockholder holding more than half"), leaving out the entrepreneur compared by its name.
test('a sole trader with a beneficial owner is told the entrepreneur and the beneficial owner compared', async () => {
  const compliance = await said('get_company_compliance', FIE_WITH_OWNER, 'EE');
  assert.match(compliance, /is a sole proprietor \(FIE\) no file here names the owner of: sanctions screening compared the person its name holds, as the entrepreneur, with the listed persons by name alone \(.*\), and 1 person the register names as its beneficial owner \(by name and birth date\), none matching\./);
  assert.doesNotMatch(compliance, /member or stockholder/);
  assert.match(await said('get_company_details', FIE_WITH_OWNER, 'EE'),
    /as the entrepreneur, with the listed persons by name alone \(no file gives a birth date\), and the person the register names as its beneficial owner by name and birth date\./);
  // A name holding no person's: the beneficial owner alone, in an FIE's words.
  const oneWord = await said('get_company_compliance', ONE_WORD_FIE_WITH_OWNER, 'EE');
  assert.match(oneWord, /Sanctions screening compared 1 person \(by name and birth date\) and no company with the .+? as owners of .*, none matching: it weighs only the owner, the entrepreneur, and the beneficial owners\./);
  assert.match(await said('get_company_details', ONE_WORD_FIE_WITH_OWNER, 'EE'),
    /it is screened by its own name and number, and the person the register names as its beneficial owner by name and birth date\./);
});

// A person's name listing the sole trader its name holds: a model following the person through
// companies reported that business as the person's only company.
test('a search for a person\'s name that lists a sole trader bearing it says it is not all the person\'s companies', async () => {
  const searched = async (query: string) => {
    const result = await callTool(mcp.client, 'search_companies', { query });
    return { said: sentencesOf(result), listed: (result.structuredContent as { results: Array<{ regcode: string }> }).results.map((r) => r.regcode) };
  };
  for (const [query, c] of [['Maarja Karu', FIE], ['Lehtonen Juha', TMI], ['Jono Jonaičio', IJ]] as const) {
    const { said: text, listed } = await searched(query);
    assert.ok(listed.includes(c.regcode), `${query} lists ${c.name}`);
    assert.match(text, new RegExp(`^If "${query}" is a person's name: ${c.name} \\(\\w\\w ${c.regcode}\\) is a sole trader's business bearing it, `
      + 'not all the person\'s companies; the search reads no officer or owner\\. check_person finds the companies of a person .*by name and birthDate'), query);
  }
  // The business's own name, or one word, is no person's name typed.
  for (const query of ['Maarja Karu FIE', 'Karu']) assert.doesNotMatch((await searched(query)).said, /person's name/, query);
});

// "holdings [] means only that the company holds no EE company" read, to a model following the
// entrepreneur, as the person holding none.
test('an FIE\'s empty holdings are told to say nothing of the companies its entrepreneur holds', async () => {
  const details = await said('get_company_details', FIE, 'EE');
  assert.match(details, /holdings \[\] says nothing of the companies its entrepreneur holds: an FIE is no legal person and holds no shares of its own, the person holding them in their own name: check_person lists them, with the person's name and birth date\./);
  assert.doesNotMatch(details, /holds no EE company/);
});

// "No annual report of Maarja Karu FIE is published in the register data" beside financialsPublished
// true read, to a model following kyb_check, as a report missing, a red flag of every FIE.
test('an FIE\'s empty financial years are told not to show a missing annual report', async () => {
  const expected = /^Maarja Karu FIE \(14809368\) is a sole proprietor \(FIE\), for which the register's annual-report files hold no report; they say nothing of whether one was due, so the empty list does not show a missing annual report, though financialsPublished is true for EE\.$/;
  assert.match(await said('get_company_financials', FIE, 'EE'), expected);
  const { contents } = await mcp.client.readResource({ uri: `company://EE/${FIE.regcode}` });
  const first = contents[0];
  const notes = (JSON.parse(first && 'text' in first ? first.text : '{}') as { notes: string[] }).notes;
  // The details' note has said what the company is: the financials' note does not open "The company is a sole proprietor" again.
  assert.equal(notes.filter((n) => n.includes(' is a sole proprietor (FIE')).length, 1, notes.join('\n'));
  assert.ok(notes.includes('Of a sole proprietor (FIE), the register\'s annual-report files hold no report; they say nothing of whether one was due, '
    + 'so the empty list does not show a missing annual report, though financialsPublished is true for EE.'), notes.join('\n'));
  assert.doesNotMatch(notes.join(' '), /No annual report of/);
});

// The legal form that tells an FIE's empty list was read by counting the company's holders, the
// statement screening weighs them by, for every EE company without a year: it is read with the years.
test('an FIE\'s empty financial years are told so without the count of its holders', async () => {
  const counted: string[] = [];
  const services = { ...ctx.services, controllingHoldersOf: (...args: Parameters<typeof ctx.services.controllingHoldersOf>) => {
    counted.push(args[0]);
    return ctx.services.controllingHoldersOf(...args);
  } };
  const uncounted = await connectInProcess({ services });
  try {
    const result = await callTool(uncounted.client, 'get_company_financials', { regcode: FIE.regcode, country: 'EE' });
    assert.match(sentencesOf(result), /^Maarja Karu FIE \(14809368\) is a sole proprietor \(FIE\), for which the register's annual-report files hold no report/);
    assert.deepEqual(counted, [], 'the holders are not counted');
  } finally {
    await uncounted.close();
  }
});
