// /holders/{holderRegcode}/holdings asked with what is no owner's number was told only "No legal
// entity with number Kyrenia Maritime Holdings Ltd holds a company here", where list_holder_holdings
// says what the text is: a journalist following a person sent their personal code (37605030299) or
// name (Jānis Bērziņš) and read that the person holds nothing; a team mapping a group sent an
// owner's name and read the same of it. The 404 now says what was sent and where its holdings are:
// an owner of that name with its number and the request listing its holdings, the person check with
// the birth date a personal code gives, or the search of a name (and the person check, where it may be a person's).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';
import { ownCompany } from '../helpers/seed-rows-companies.ts';

const { eePohjaPuit, lvGaze, lvRigasKoks, lvRigasKoksClosed } = FIXTURE.companies;

const holding: SeedRow = {
  id: 9970, country: eePohjaPuit.country, regcode: eePohjaPuit.regcode, role: 'member', position: null,
  person_name: 'Kyrenia Maritime Holdings Ltd', name_key: personNameKey('Kyrenia Maritime Holdings Ltd'), entity_type: 'legal_entity',
  birth_date: null, birth_key: null, holder_regcode: 'HE398114', holder_country: 'CY', since: '2020-01-01', until: null, share_percent: 10,
  share_amount: null, share_currency: null, assoc_key: 'holder-path-not-number', first_seen_at: '2024-01-01T00:00:00Z',
  source: 'ee.shareholders', as_of: '2026-11-21',
};

// An owner whose register gives no number: no list of its own, the search names its holdings.
const withoutNumber: SeedRow = {
  ...holding, id: 9971, person_name: 'Tortola Shipping Ltd', name_key: personNameKey('Tortola Shipping Ltd'), holder_regcode: null,
  holder_country: 'VG', assoc_key: 'holder-path-not-number-2',
};

// A company served here holding another: Latvijas Gāze holds Põhja Puit, as RIK lists a member registered in LV.
const companyHolding: SeedRow = {
  ...holding, id: 9972, person_name: lvGaze.name, name_key: personNameKey(lvGaze.name), holder_regcode: lvGaze.regcode,
  holder_country: 'LV', assoc_key: 'holder-path-not-number-3',
};

// A Cypriot holder whose name, as its register writes it, is longer than an owner's number may be (40).
const LONG_NAME = 'Paphos Aegean Marine Investments Public Company Limited';
const longNamed: SeedRow = {
  ...holding, id: 9973, person_name: LONG_NAME, name_key: personNameKey(LONG_NAME), holder_regcode: 'HE400001',
  assoc_key: 'holder-path-not-number-4',
};

// One name in each register and a second in LV: more than are named.
const agroBaltic = [
  ownCompany('40144872138', 'SIA "Agro Baltic"'), ownCompany('40144872139', 'Agro Baltic, SIA'),
  ownCompany('12374885', 'Agro Baltic OÜ', { country: 'EE', form: 'OÜ' }), ownCompany('306516267', 'UAB "Agro Baltic"', { country: 'LT', form: 'UAB' }),
];
// A sole trader, whose business name is its entrepreneur's.
const soleTrader = ownCompany('10999001', 'Kadri Mets FIE', { country: 'EE', form: 'FIE' });

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ rows: { person_roles: [holding, withoutNumber, companyHolding, longNamed], companies: [...agroBaltic, soleTrader] } });
});
after(() => t.close());

async function notFound(sent: string): Promise<string> {
  const res = await t.app.app.inject({ url: `${API}/holders/${encodeURIComponent(sent)}/holdings` });
  assert.equal(res.statusCode, 404, `${sent}: ${res.body}`);
  return res.json().detail;
}

test('a personal code is told the person check with the birth date it gives', async () => {
  for (const [sent, born] of [['37605030299', '1976-05-03'], ['150384-12345', '1984-03-15'], ['131052-308T', '1952-10-13']]) {
    const detail = await notFound(sent!);
    assert.ok(detail.startsWith(`No legal entity with number ${sent} holds a company here`), detail);
    assert.ok(detail.includes(`${sent} reads as a person's personal code, which gives the birth date ${born}: this list is of the `
      + 'companies a legal entity holds; a natural person\'s companies (as owner, officer or member) are listed by the person check, '
      + `by name and birth date, never the code: /api/public/v1/persons/check?name=<name>&birthDate=${born}`), detail);
  }
  // A Latvian code whose century is masked gives no day for certain: the check is named without one.
  assert.match(await notFound('010180-*****'), /reads as a person's personal code: .* never the code: \/api\/public\/v1\/persons\/check\?name=<name>&birthDate=YYYY-MM-DD$/);
});

test('an owner\'s name is told its number and the request listing its holdings', async () => {
  const detail = await notFound('Kyrenia Maritime Holdings Ltd');
  assert.ok(detail.endsWith('Kyrenia Maritime Holdings Ltd is a name, not a number: the registers list an owner of that name or its words, '
    + 'Kyrenia Maritime Holdings Ltd (CY HE398114), whose holdings are listed at /api/public/v1/holders/HE398114/holdings?registeredIn=CY'), detail);
  const unnumbered = await notFound('Tortola Shipping Ltd');
  assert.ok(unnumbered.endsWith('Tortola Shipping Ltd is a name, not a number: the registers list an owner of that name without its '
    + 'number, whose holdings the search\'s holdersAbroad names: /api/public/v1/companies/search?q=Tortola%20Shipping%20Ltd'), unnumbered);
});

test('a name that may be a person\'s is told the person check and the search, a company\'s name the search', async () => {
  const person = await notFound('Jānis Bērziņš');
  assert.ok(person.includes('; Jānis Bērziņš is a name, not a number: if it is a person\'s, '
    + 'this list is of the companies a legal entity holds; a natural person\'s companies (as owner, officer or member) are listed by the '
    + 'person check, by name and birth date: /api/public/v1/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=YYYY-MM-DD; '
    + 'if a company\'s, /api/public/v1/companies/search?q=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1 finds a company of that name'), person);
  const dated = await notFound('Jānis Bērziņš, born 1 January 1980');
  assert.ok(dated.endsWith('Jānis Bērziņš, born 1 January 1980 is written as a person\'s name and birth date, not a number: this list is '
    + 'of the companies a legal entity holds; a natural person\'s companies (as owner, officer or member) are listed by the person check, '
    + 'by name and birth date: /api/public/v1/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=1980-01-01'), dated);
  const company = await notFound('SIA Baltic Holdings');
  // A company here holding others (its holdings listed by its number) is no owner abroad: the search gives its number.
  assert.ok(company.endsWith('SIA Baltic Holdings is a name, not a number: /api/public/v1/companies/search?q=SIA%20Baltic%20Holdings finds '
    + 'a company of that name and its number, whose holdings are listed at /api/public/v1/holders/{number}/holdings, and in holdersAbroad '
    + 'an owner registered abroad with its number'), company);
  // A number of no legal entity is told as before.
  assert.equal(await notFound('HE000000'), 'No legal entity with number HE000000 holds a company here: the registers list no legal entity '
    + 'of that number among the members or stockholders of a company');
});

// A team mapping a group sent a company's name (Rīgas Koks) and was sent to the search for its
// number, one request more, where an owner abroad's name is told its number.
test('a company\'s name is told the company with its country and number, and the request listing its holdings or that it holds none', async () => {
  const gaze = await notFound('Latvijas Gāze');
  assert.ok(gaze.endsWith('; Latvijas Gāze is a name, not a number: it is the name of a company served here, Latvijas Gāze, AS '
    + `(LV ${lvGaze.regcode}), whose holdings are listed at /api/public/v1/holders/${lvGaze.regcode}/holdings?registeredIn=LV`), gaze);
  const res = await t.app.app.inject({ url: `${API}/holders/${lvGaze.regcode}/holdings?registeredIn=LV` });
  assert.deepEqual(res.json().holdings.map((h: { regcode: string }) => h.regcode), [eePohjaPuit.regcode]);
  // Two of the name, neither holding one: each named, not sent to the search, nor to the person check.
  const koks = await notFound('SIA "Rīgas Koks"');
  assert.ok(koks.endsWith('it is the name of companies served here, '
    + `SIA "Rīgas Koks" (LV ${lvRigasKoks.regcode}), which the registers list holding no company in LV or EE (no register here would show one in LT or FI); `
    + `Rīgas Koks, SIA (LV ${lvRigasKoksClosed.regcode}), which the registers list holding no company in LV or EE (no register here would show one in LT or FI)`), koks);
  // A sole trader's name is its entrepreneur's too: the person check is named beside it.
  const trader = await notFound('Kadri Mets');
  assert.match(trader, /: it is the name of a company served here, Kadri Mets FIE \(EE 10999001\), which the registers list holding no company in EE .*; if it is a person's, .*\/persons\/check\?name=Kadri%20Mets&birthDate=YYYY-MM-DD$/, trader);
});

test('a name of more companies than are named names a few, then the search', async () => {
  const detail = await notFound('Agro Baltic');
  const named = detail.match(/\((?:LV|EE|LT|FI) \d+\)/g) ?? [];
  assert.equal(named.length, 3, detail);
  assert.ok(detail.endsWith('; the search lists the others of that name: /api/public/v1/companies/search?q=Agro%20Baltic'), detail);
});

// An owner's name longer than an owner's number may be (an LV holder's as UR writes it, its form in full), or
// a number after the name, was the 400 `holderRegcode must be at most 40 characters long`, where
// list_holder_holdings names the owner and its number; the path takes as much as the tool, 200 characters.
test('an owner\'s name longer than 40 characters is told its number, as list_holder_holdings tells it; only too long a text is refused', async () => {
  const detail = await notFound(LONG_NAME);
  assert.ok(detail.endsWith(`${LONG_NAME} is a name, not a number: the registers list an owner of that name or its words, `
    + `${LONG_NAME} (CY HE400001), whose holdings are listed at /api/public/v1/holders/HE400001/holdings?registeredIn=CY`), detail);
  const withNumber = await notFound(`${LONG_NAME}, HE400001`);
  assert.ok(withNumber.endsWith(`holds a company here: the text holds words besides the owner's number HE400001, the number of ${LONG_NAME}, `
    + 'registered in CY: ask again with HE400001'), withNumber);
  const tooLong = await t.app.app.inject({ url: `${API}/holders/${'x'.repeat(201)}/holdings` });
  assert.equal(tooLong.statusCode, 400);
  assert.equal(tooLong.json().errors[0].parameter, 'holderRegcode');
});
