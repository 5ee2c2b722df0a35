// Paths other APIs give a company or a search, as a client moving from them sends them: the
// country and the number as two segments (`/companies/lv/40003123456`, OpenCorporates' form) was
// told the group's paths only, and `/companies?q=Rīgas Koks` that a registration number is
// required. Each answer now names the request that was meant.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

test('a company asked as /companies/{country}/{regcode} is told the request with country as its parameter', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    for (const [path, meant] of [
      ['/companies/lv/40003032949', '/companies/40003032949?country=LV'],
      ['/companies/LV/40003032949/', '/companies/40003032949?country=LV'],
      // A number two countries give (EE's and LT's 12345678): the country is what picks the company.
      ['/companies/ee/12345678/compliance', '/companies/12345678/compliance?country=EE'],
      ['/companies/Finland/0112038-9/sanctions', '/companies/0112038-9/sanctions?country=FI'],
      ['/companies/Lietuva/110053842', '/companies/110053842?country=LT'],
    ] as const) {
      const r = await t.app.inject({ url: `${API}${path}` });
      assert.equal(r.statusCode, 404, path);
      const { detail } = problemOf(r);
      assert.ok(detail.startsWith(`No endpoint at ${API}${path}; a company is asked by its number, the country as the parameter country: ${API}${meant}; the endpoints under`), detail);
      // The request named answers (the path is the service's own, not only words).
      const meantAnswer = await t.app.inject({ url: `${API}${meant}` });
      assert.notEqual(meantAnswer.statusCode, 404, `${meant}: ${meantAnswer.body.slice(0, 200)}`);
    }
    const search = problemOf(await t.app.inject({ url: `${API}/companies/lv/search?q=koks` })).detail;
    assert.match(search, new RegExp(`; the country is the parameter country here: ${API}/companies/search\\?country=LV;`));
    // A part of the details or of the compliance statement asked below the country and the number
    // (`/companies/lv/40003032949/owners`) is told where it is, the country as the parameter.
    for (const [path, meant] of [
      ['/companies/lv/40003032949/owners', 'the owners of a company are in its details: /companies/40003032949?country=LV (owners, personOwners)'],
      ['/companies/Estonia/12345678/financials', 'the financials of a company are in its details: /companies/12345678?country=EE (financials)'],
      ['/companies/FI/0112038-9/tax-debt', 'the tax debt of a company is in its compliance statement: /companies/0112038-9/compliance?country=FI (taxDebt, taxDebtPublished)'],
      ['/companies/lt/110053842/ubo', 'whether screening found one on a sanctions list is in its compliance statement: /companies/110053842/compliance?country=LT (sanctions, flags)'],
    ] as const) {
      const r = await t.app.inject({ url: `${API}${path}` });
      assert.equal(r.statusCode, 404, path);
      const { detail } = problemOf(r);
      assert.ok(detail.includes(meant.replaceAll('/companies/', `${API}/companies/`)), `${path}: ${detail}`);
      const request = /(\/companies\/\S+)/.exec(meant)![1]!;
      const meantAnswer = await t.app.inject({ url: `${API}${request}` });
      assert.equal(meantAnswer.statusCode, 200, `${request}: ${meantAnswer.body.slice(0, 200)}`);
    }
    // Segments that are no country, or more path than a company's, are told the group's paths as before.
    for (const path of ['/companies/se/5560000000', '/companies/lv/40003123456/owners/x', '/companies/lv/40003123456/history', '/companies/se/5560000000/owners']) {
      const { detail } = problemOf(await t.app.inject({ url: `${API}${path}` }));
      assert.ok(!detail.includes('the parameter country'), `${path}: ${detail}`);
      assert.match(detail, /the endpoints under/, path);
    }
  } finally {
    await t.close();
  }
});

test('/companies with a search\'s text is told the search with that text', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    for (const [query, sent, text] of [['q=R%C4%ABgas%20Koks', 'q', 'R%C4%ABgas%20Koks'], ['name=koks', 'name', 'koks'], ['query=%2040003123456%20', 'query', '40003123456']] as const) {
      const r = await t.app.inject({ url: `${API}/companies?${query}` });
      assert.equal(r.statusCode, 400, query);
      const problem = problemOf(r);
      assert.equal(problem.errors?.[0]?.parameter, 'regcode');
      assert.match(problem.detail, new RegExp(`; a search by name or number is /companies/search\\?q=${text} \\(${sent} was given\\)$`), problem.detail);
    }
    // No search's text: the missing number alone, as before.
    const bare = problemOf(await t.app.inject({ url: `${API}/companies?q=%20` })).detail;
    assert.equal(bare, 'regcode is required: the registration or VAT number of the company, /companies/{regcode} (/companies/40003123456)');
  } finally {
    await t.close();
  }
});
