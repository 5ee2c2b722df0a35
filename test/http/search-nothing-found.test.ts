// An empty search or autofill answer says what to do (docs/search.md, "An empty answer"): a
// checkout form showed no result and nothing to tell its buyer, while the text asked in one
// country (a country field left at its default) found companies of another.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveSeededRest, type ServedSeededRest } from './served-seeded.ts';
import { API } from './harness.ts';
import { ownCompany } from '../helpers/seed.ts';

let t: ServedSeededRest;
before(async () => {
  t = await serveSeededRest({ fixture: false, rows: { companies: [
    ownCompany('40003123456', 'SIA "Rīgas Koks"', { address: 'Rīga, Brīvības iela 12 - 5, LV-1010' }),
    ownCompany('12754320', 'Tallinna Ehitus OÜ', { country: 'EE', form: 'OÜ', formName: 'Osaühing' }),
  ] } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

async function answer(path: 'search' | 'autofill', query: string) {
  const res = await t.app.app.inject({ url: `${API}/companies/${path}?${query}` });
  assert.equal(res.statusCode, 200, res.body);
  return JSON.parse(res.body) as { count: number; nothingFound?: string; foundIn?: string[]; numberNotFound?: string };
}

test('asked in one country, an empty answer names the countries whose companies the text finds', async () => {
  for (const path of ['search', 'autofill'] as const) {
    const body = await answer(path, 'q=R%C4%ABgas%20Koks&country=EE');
    assert.equal(body.count, 0);
    assert.deepEqual(body.foundIn, ['LV'], path);
    assert.match(body.nothingFound ?? '', /no company in EE matches the text; it finds companies in LV: repeat without country, or with country=LV$/, path);
    // Found nowhere: no foundIn, the spelling to check.
    const nowhere = await answer(path, 'q=Zzqxv%20Wqpt&country=EE');
    assert.equal(nowhere.foundIn, undefined, path);
    assert.match(nowhere.nothingFound ?? '', /^no company in EE has a name or address matching the text.*check the spelling/, path);
  }
});

// A checkout form whose country field was left at EE, the buyer pasting a Latvian number: numberNotFound
// said "no company in EE has VAT number LV40003123456" and nothing more, where the details' 404 says
// "there is one in LV" and a name asked so is told foundIn.
test('asked in one country, a whole number of a company of another names that company and the country to ask', async () => {
  for (const path of ['search', 'autofill'] as const) {
    for (const q of ['LV40003123456', '40003123456']) {
      const body = await answer(path, `q=${q}&country=EE`);
      assert.equal(body.count, 0);
      assert.deepEqual(body.foundIn, ['LV'], `${path} ${q}`);
      assert.match(body.numberNotFound ?? '', /^no company in EE has .*; the number is that of SIA "Rīgas Koks" \(LV 40003123456\): repeat without country, or with country=LV$/, `${path} ${q}`);
    }
    // A number no company has anywhere is told as before, without foundIn.
    const nowhere = await answer(path, 'q=40003999999&country=EE');
    assert.equal(nowhere.foundIn, undefined, path);
    assert.doesNotMatch(nowhere.numberNotFound ?? '', /repeat without country/, path);
  }
});

test('an empty answer without a country says to check the spelling or the digits; a list says nothing more', async () => {
  for (const path of ['search', 'autofill'] as const) {
    const name = await answer(path, 'q=Zzqxv%20Wqpt');
    assert.match(name.nothingFound ?? '', /^no company in LV, LT, EE or FI has a name or address matching the text/, path);
    assert.equal(name.foundIn, undefined);
    assert.match((await answer(path, 'q=4000399')).nothingFound ?? '', /number that is or begins with the number typed: check its digits/, path);
    // Too few digits to be read as a number's beginning: no spelling to check, more digits to type.
    const few = (await answer(path, 'q=00')).nothingFound ?? '';
    assert.match(few, /^no company in LV, LT, EE or FI has a name or address holding 00, and a registration or VAT number is looked up from its first 4 digits: type more of the number/, path);
    assert.doesNotMatch(few, /spelling/, path);
    const found = await answer(path, 'q=R%C4%ABgas%20Koks');
    assert.equal(found.count, 1);
    assert.equal(found.nothingFound, undefined, path);
    // A whole number no company has is told by numberNotFound alone.
    const number = await answer(path, 'q=40003999999');
    assert.ok(number.numberNotFound, path);
    assert.equal(number.nothingFound, undefined, path);
  }
});

test('a person\'s name with a birth date finds no company by the date\'s digits, and the empty answer names the person check', async () => {
  for (const path of ['search', 'autofill'] as const) {
    const body = await answer(path, `q=${encodeURIComponent('Jānis Bērziņš (dz. 1.1.1980)')}`);
    assert.equal(body.count, 0, path);
    assert.equal(body.nothingFound, 'no company in LV, LT, EE or FI has the name "Jānis Bērziņš"; as a person\'s name and birth date, the '
      + 'companies the person is tied to are found by the person check: GET /api/public/v1/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=1980-01-01', path);
  }
});

// A year of birth alone, or its month and year, was told to check the spelling of a name spelt right;
// the person check it is now told needs the whole birth date, the request written with what is missing.
test('a person\'s name with a year of birth names the person check and says it needs the whole birth date', async () => {
  for (const path of ['search', 'autofill'] as const) {
    const year = await answer(path, `q=${encodeURIComponent('Jānis Bērziņš 1980')}`);
    assert.equal(year.count, 0, path);
    assert.equal(year.nothingFound, 'no company in LV, LT, EE or FI has the name "Jānis Bērziņš"; as a person\'s name and year of birth, the '
      + 'companies the person is tied to are found by the person check, which needs the whole birth date: '
      + 'GET /api/public/v1/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=1980-MM-DD', path);
    const month = await answer(path, `q=${encodeURIComponent('Jānis Bērziņš, dz. 03.1980')}&country=LV`);
    assert.equal(month.nothingFound, 'no company in LV has the name "Jānis Bērziņš"; as a person\'s name and month and year of birth, the '
      + 'companies the person is tied to are found by the person check, which needs the whole birth date: '
      + 'GET /api/public/v1/persons/check?name=J%C4%81nis%20B%C4%93rzi%C5%86%C5%A1&birthDate=1980-03-DD', path);
  }
});
