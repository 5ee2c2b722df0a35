// list_holder_holdings asked with what is no holder's number. A company's name sent as regcode was
// told "No legal entity with number Latvijas Gāze, AS holds a company here", and a model reported the
// company as holding none; the number of a company served here that holds none was told the same, and
// a model took the number for a wrong one, or reported that the company holds nothing anywhere.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, errorTextOf, sentencesOf, structuredOf, type Connected } from './client.ts';

const { lvGaze, lvRigasKoks, fiNokia, eePohjaPuit } = FIXTURE.companies;

const LONG_NAME = 'Kyrenia Maritime and Offshore Holdings Limited';

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  // Latvijas Gāze holds Põhja Puit, as RIK lists a member registered in LV.
  ctx = seededServices({ rows: { person_roles: [{
    id: 9921, country: eePohjaPuit.country, regcode: eePohjaPuit.regcode, role: 'member', position: null, person_name: lvGaze.name,
    name_key: 'latvijas gaze as', entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: lvGaze.regcode,
    holder_country: 'LV', since: '2020-01-01', until: null, share_percent: 40, share_amount: null, share_currency: null,
    assoc_key: 'holdings-of-no-holder-9921', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
  } satisfies SeedRow, {
    // A German GmbH holding Põhja Puit, its number written as its register writes it, with a space.
    id: 9922, country: eePohjaPuit.country, regcode: eePohjaPuit.regcode, role: 'member', position: null, person_name: 'Nordsee Umschlag GmbH',
    name_key: 'nordsee umschlag gmbh', entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: 'HRB 12345',
    holder_country: 'DE', since: '2020-01-01', until: null, share_percent: 10, share_amount: null, share_currency: null,
    assoc_key: 'holdings-of-no-holder-9922', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
  } satisfies SeedRow, {
    // A Swedish AB its register lists with no number.
    id: 9923, country: eePohjaPuit.country, regcode: eePohjaPuit.regcode, role: 'member', position: null, person_name: 'Gotland Frakt AB',
    name_key: 'gotland frakt ab', entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: null,
    holder_country: 'SE', since: '2020-01-01', until: null, share_percent: 5, share_amount: null, share_currency: null,
    assoc_key: 'holdings-of-no-holder-9923', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
  } satisfies SeedRow, {
    // A Cypriot holder whose name, as its register writes it, is longer than an owner's number may be (40).
    id: 9924, country: eePohjaPuit.country, regcode: eePohjaPuit.regcode, role: 'member', position: null, person_name: LONG_NAME,
    name_key: 'kyrenia maritime and offshore holdings limited', entity_type: 'legal_entity', birth_date: null, birth_key: null, holder_regcode: 'HE400001',
    holder_country: 'CY', since: '2020-01-01', until: null, share_percent: 5, share_amount: null, share_currency: null,
    assoc_key: 'holdings-of-no-holder-9924', first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders', as_of: '2026-11-21',
  } satisfies SeedRow] } });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => {
  await mcp.close();
  ctx.close();
});

const holdings = (args: Record<string, unknown>) => callTool(mcp.client, 'list_holder_holdings', args);

// A company's name sent as regcode was sent to search_companies for its number, one call more, where an
// owner abroad's name is told its number: the company is named with its number, country and the call.
test('a company\'s name sent as regcode names the company, its regcode and country, and the call listing its holdings', async () => {
  for (const regcode of [lvGaze.name, 'Latvijas Gāze']) {
    assert.equal(errorTextOf(await holdings({ regcode })), `regcode: "${regcode}" is a name, not an owner's number: it is the name of a company `
      + `served here, Latvijas Gāze, AS (regcode ${lvGaze.regcode}, registeredIn LV), holding at least one company. Call list_holder_holdings again `
      + `with regcode ${lvGaze.regcode} and registeredIn LV.`);
  }
  // Two of the name holding none: each named with the registers that would show a holding, no call to make.
  assert.equal(errorTextOf(await holdings({ regcode: 'Rīgas Koks' })), 'regcode: "Rīgas Koks" is a name, not an owner\'s number: it is the name of '
    + `companies served here, SIA "Rīgas Koks" (regcode ${lvRigasKoks.regcode}, registeredIn LV), which the registers list holding no company in `
    + 'LV or EE; no register here would show one in LT or FI, so do not report it as holding none there; Rīgas Koks, SIA (regcode '
    + `${FIXTURE.companies.lvRigasKoksClosed.regcode}, registeredIn LV), which the registers list holding no company in LV or EE; no register here `
    + 'would show one in LT or FI, so do not report it as holding none there.');
  // A name of no company still goes to the search.
  assert.match(errorTextOf(await holdings({ regcode: 'Latgales Kokapstrāde' })), /holds no digit: .*Call search_companies with the name/);
});

test('the number of a company served here that holds none says so, and where no register would show one', async () => {
  const lv = errorTextOf(await holdings({ regcode: lvRigasKoks.regcode }));
  assert.match(lv, new RegExp(`${lvRigasKoks.regcode} is the number of .* \\(LV ${lvRigasKoks.regcode}\\), a company served here that the registers `
    + 'list holding no company in LV or EE; no register here would show one in LT or FI'));
  const fi = errorTextOf(await holdings({ regcode: fiNokia.regcode }));
  assert.match(fi, /a company served here that the registers list holding no company in EE; no register here would show one in LV, LT or FI/);
});

test('a company that holds one is listed, and its number written otherwise is told the form, not that it holds none', async () => {
  const listed = structuredOf<{ holdings: Array<{ regcode: string }> }>(await holdings({ regcode: lvGaze.regcode }));
  assert.deepEqual(listed.holdings.map((h) => h.regcode), [eePohjaPuit.regcode]);
  const text = errorTextOf(await holdings({ regcode: `LV${lvGaze.regcode}` }));
  assert.match(text, new RegExp(`ask again with ${lvGaze.regcode}`));
  assert.doesNotMatch(text, /holding no company/);
});

test('a number of no company and no holder is told as before', async () => {
  assert.equal(errorTextOf(await holdings({ regcode: 'HE000001' })), 'No legal entity with number HE000001 holds a company here: the registers '
    + 'list no legal entity of that number among the members or stockholders of a company. Send regcode and registeredIn as an owner\'s are given.');
});

// A model following a person through companies sent the person as the owner: with a birth date it was
// told "No legal entity with number Jānis Bērziņš 1980-01-01 holds a company here" and reported the
// person as holding none; the name alone was sent only to search_companies for a company's number.
test('a person\'s name, with a birth date or without, is sent to check_person', async () => {
  const dated = errorTextOf(await holdings({ regcode: 'Jānis Bērziņš 01.01.1980' }));
  assert.match(dated, /^regcode: "Jānis Bērziņš 01\.01\.1980" is no owner's number: list_holder_holdings lists the companies a legal entity holds, never a natural person's\. /);
  assert.match(dated, /call check_person with name "Jānis Bērziņš" and birthDate 1980-01-01 for the person's companies/);
  assert.doesNotMatch(dated, /No legal entity with number/);
  const named = errorTextOf(await holdings({ regcode: 'Jānis Bērziņš' }));
  assert.match(named, /Call search_companies with the name for a company's regcode; .* If it is a person's name, check_person finds the companies of a person .*by name and birthDate/);
  // A company's name, with its legal form, is no person's.
  assert.doesNotMatch(errorTextOf(await holdings({ regcode: lvGaze.name })), /person's name/);
});

// A person's personal code, as a compliance officer holds of a person, was told "No legal entity with
// number 150384-12345 holds a company here", and a model asked which companies the person is behind
// reported none; get_company_details already sent the same code to the person check.
test('a personal code is sent to check_person with the birth date it gives, never as an owner holding none', async () => {
  for (const [regcode, as, birthDate] of [['150384-12345', 'is written as', '1984-03-15'], ['37605030299', 'reads as', '1976-05-03']]) {
    const text = errorTextOf(await holdings({ regcode }));
    assert.ok(text.startsWith(`regcode: "${regcode}" ${as} a person's personal code, no owner's number: list_holder_holdings lists the companies `
      + 'a legal entity holds, never a natural person\'s. If it is one, check_person finds the companies of a person'), text);
    assert.ok(text.endsWith(`Send the person's name and birthDate ${birthDate}, the date the code gives, never the code.`), text);
    assert.doesNotMatch(text, /No legal entity with number/);
  }
  // A company's own number of eleven digits is still told as that company's.
  assert.match(errorTextOf(await holdings({ regcode: lvRigasKoks.regcode })), /a company served here that the registers list holding no company/);
});

// The owner's number copied with its name or its country, as search_companies' sentence names an owner
// (`Nordsee Umschlag GmbH (regcode HRB 12345, registeredIn DE)`): told "No legal entity with number
// Nordsee Umschlag GmbH, HRB 12345 holds a company here", a model reported the owner as holding none.
test('an owner\'s number sent with its name or country names the owner and the call with the number alone', async () => {
  for (const regcode of ['Nordsee Umschlag GmbH, HRB 12345', 'HRB 12345 (DE)']) {
    assert.equal(errorTextOf(await holdings({ regcode })), `regcode: "${regcode}" holds words besides the owner's number HRB 12345, the number of `
      + 'Nordsee Umschlag GmbH, registered in DE. Call list_holder_holdings again with regcode HRB 12345 and registeredIn DE.');
  }
  assert.match(errorTextOf(await holdings({ regcode: `Latvijas Gāze ${lvGaze.regcode}` })),
    new RegExp(`holds words besides the owner's number ${lvGaze.regcode}, the number of Latvijas Gāze, AS, registered in LV\\. `));
  // The number in letters of another case is named as the registers write it, as REST's 404 names it: the
  // call named was `regcode hrb 12345`, and a model reported the owner by a number no register writes.
  assert.equal(errorTextOf(await holdings({ regcode: 'Nordsee Umschlag GmbH, hrb 12345' })), 'regcode: "Nordsee Umschlag GmbH, hrb 12345" holds '
    + 'words besides the owner\'s number HRB 12345, the number of Nordsee Umschlag GmbH, registered in DE. Call list_holder_holdings again with '
    + 'regcode HRB 12345 and registeredIn DE.');
  // A number of no owner among words is told as before.
  assert.match(errorTextOf(await holdings({ regcode: 'Nordsee GmbH, HRB 99999' })), /^No legal entity with number Nordsee GmbH, HRB 99999 holds a company here/);
});

// An owner registered abroad sent by its name, as a model mapping a group holds it from a document: it
// was sent to search_companies for the number, one call more, where REST's 404 of the same path named
// the owner's number. The owner is named with the call that lists its holdings.
test('an owner\'s name sent as regcode names the owner of that name and the call with its number', async () => {
  for (const regcode of ['Nordsee Umschlag GmbH', 'Nordsee Umschlag']) {
    assert.equal(errorTextOf(await holdings({ regcode })), `regcode: "${regcode}" is a name, not an owner's number: the registers list an `
      + 'owner of that name or its words, Nordsee Umschlag GmbH (regcode HRB 12345, registeredIn DE). Call list_holder_holdings again '
      + 'with regcode HRB 12345 and registeredIn DE.');
  }
});

// An owner its register lists without a number has no list of its own: told to find its regcode with
// search_companies, a model looked for a number the search does not give.
test('an owner\'s name the registers list without a number is sent to the search, which names what it holds', async () => {
  assert.equal(errorTextOf(await holdings({ regcode: 'Gotland Frakt AB' })), 'regcode: "Gotland Frakt AB" is a name, not an owner\'s number: the '
    + 'registers list an owner of that name without its number, which list_holder_holdings cannot list by; call search_companies with '
    + '"Gotland Frakt AB": it names the companies that owner holds.');
  const searched = await callTool(mcp.client, 'search_companies', { query: 'Gotland Frakt AB' });
  assert.match(sentencesOf(searched), /Gotland Frakt AB \(no regcode given, registeredIn SE\), holding Põhja Puit OÜ/);
});

// An owner's name longer than 40 characters (an LV holder's as UR writes it, its form in full) was
// told "regcode must be a text", the type's refusal zod gave the length bound, where a shorter one is named.
test('an owner\'s name longer than an owner\'s number is read as a name, and only too long a text is refused as one', async () => {
  assert.equal(errorTextOf(await holdings({ regcode: LONG_NAME })), `regcode: "${LONG_NAME}" is a name, not an owner's number: the registers list an `
    + `owner of that name or its words, ${LONG_NAME} (regcode HE400001, registeredIn CY). Call list_holder_holdings again `
    + 'with regcode HE400001 and registeredIn CY.');
  assert.match(errorTextOf(await holdings({ regcode: 'x'.repeat(201) })), /^regcode: is too long, more than 200 characters: the owner's number/);
});
