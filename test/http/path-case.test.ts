// Paths are matched case-sensitively (as nginx's location and a cache's key read them), and a
// path typed in another case (`/Companies/search`, a client's constant written in title case) was
// the 404 "No endpoint" with nothing saying why, which reads as a missing endpoint. The 404 now
// names the path in the case the routes take; the number in it is kept as sent. A resource named
// in the other number (`/person/check`, `/company/{regcode}`) is told the path that exists, and a
// path under a group of routes none takes (`/persons/Janis`) the group's paths.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

test('a path in another case is a 404 naming the path that exists', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    const cases: Array<[string, string]> = [
      [`${API}/Companies/search?q=koks`, `${API}/companies/search`],
      [`/API/Public/V1/companies/LV40003123456/Sanctions`, `${API}/companies/LV40003123456/sanctions`],
      [`${API}/persons/Check?name=a`, `${API}/persons/check`],
      [`/Healthz`, `/healthz`],
    ];
    for (const [url, exists] of cases) {
      const r = await t.app.inject({ url });
      assert.equal(r.statusCode, 404, url);
      const problem = problemOf(r);
      assert.equal(problem.type, `${API}/problems/not-found`, url);
      assert.equal(problem.detail, `No endpoint at ${url.split('?')[0]}; paths are case-sensitive: ${exists}`, url);
    }
    // A path no route takes in any case keeps the pointer to the reference.
    const nowhere = problemOf(await t.app.inject({ url: `${API}/Companies/x/owners` }));
    assert.equal(nowhere.detail, `No endpoint at ${API}/Companies/x/owners; the API reference is at ${API}`);
  } finally {
    await t.close();
  }
});

test('a resource named in the other number is told the path that exists; a path under a group none takes, its paths', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    const detail = async (url: string) => {
      const r = await t.app.inject({ url });
      assert.equal(r.statusCode, 404, url);
      return problemOf(r).detail;
    };
    for (const [url, exists] of [
      [`${API}/person/check?name=a`, `${API}/persons/check`],
      [`${API}/company/LV40003123456`, `${API}/companies/LV40003123456`],
      [`${API}/holder/CY123/holdings`, `${API}/holders/CY123/holdings`],
    ] as const) {
      assert.equal(await detail(url), `No endpoint at ${url.split('?')[0]}; the endpoint is ${exists}`, url);
    }
    const persons = `the endpoints under ${API}/persons are ${API}/persons/check, ${API}/persons/new-registrations; the API reference is at ${API}`;
    for (const path of [`${API}/persons/Janis`, `${API}/persons`, `${API}/persons/check/2`]) {
      assert.equal(await detail(path), `No endpoint at ${path}; ${persons}`, path);
    }
    assert.match(await detail(`${API}/companies/40003123456/owners`),
      new RegExp(`; the endpoints under ${API}/companies are .*${API}/companies/\\{regcode\\}/compliance, ${API}/companies/\\{regcode\\}/sanctions; the API`));
    // A part of the details asked as a path of its own is told the details that list it, and the fields.
    assert.match(await detail(`${API}/companies/40003123456/owners`),
      new RegExp(`^No endpoint at ${API}/companies/40003123456/owners; the owners of a company are in its details: ${API}/companies/40003123456 \\(owners, personOwners\\); the endpoints under`));
    assert.match(await detail(`${API}/companies/40003123456/officers`), new RegExp(`in its details: ${API}/companies/40003123456 \\(officers, formerOfficers\\)`));
    // The names other registries' APIs give these parts.
    for (const [part, clause] of [
      ['holders', 'the holders of a company are in its details: COMPANY \\(owners, personOwners\\)'],
      ['directors', 'the directors of a company are in its details: COMPANY \\(officers, formerOfficers\\)'],
      ['status', 'the status of a company is in its details: COMPANY \\(status, registryStatus, closedOn\\)'],
      ['former-names', 'the former names of a company are in its details: COMPANY \\(formerNames\\)'],
      ['annual-reports', 'the annual reports of a company are in its details: COMPANY \\(financials, financialsPublished\\)'],
    ] as const) {
      assert.match(await detail(`${API}/companies/40003123456/${part}`),
        new RegExp(`; ${clause.replace('COMPANY', `${API}/companies/40003123456`)}; the endpoints under`), part);
    }
    assert.doesNotMatch(await detail(`${API}/companies/40003123456/owners/2`), /in its details/);
    // A part of the compliance statement asked as a path of its own is told that statement, and the fields.
    assert.match(await detail(`${API}/companies/40003123456/flags`),
      new RegExp(`^No endpoint at ${API}/companies/40003123456/flags; the flags of a company are in its compliance statement: ${API}/companies/40003123456/compliance \\(flags, flagDetails\\); the endpoints under`));
    assert.match(await detail(`${API}/companies/40003123456/tax-debt`),
      new RegExp(`the tax debt of a company is in its compliance statement: ${API}/companies/40003123456/compliance \\(taxDebt, taxDebtPublished\\)`));
    assert.match(await detail(`${API}/companies/40003123456/VAT`), new RegExp(`in its compliance statement: ${API}/companies/40003123456/compliance \\(vatNumber, vatRegistered\\)`));
    // The words a compliance team or a KYB tool asks a company's checks by, each told where the answer holds them.
    for (const [part, clause] of [
      ['insolvency', 'the insolvency proceedings of a company are in its compliance statement: COMPANY/compliance \\(status, flags, flagDetails\\)'],
      ['liquidation', 'the liquidation of a company is in its compliance statement: COMPANY/compliance \\(status, flags, flagDetails\\)'],
      ['kyb', 'the KYB checks of a company are in its compliance statement: COMPANY/compliance \\(flags, flagDetails, sanctions, taxDebt\\)'],
      ['taxes', 'the tax data of a company are in its compliance statement: COMPANY/compliance \\(taxDebt, taxRating, taxRegisters, vatNumber\\)'],
      ['screening', 'the sanctions screening of a company is in its compliance statement: COMPANY/compliance \\(isSanctioned, sanctions\\)'],
      ['financial-statements', 'the financial statements of a company are in its details: COMPANY \\(financials, financialsPublished\\)'],
      ['ownership', 'the ownership of a company is in its details: COMPANY \\(owners, personOwners\\)'],
      ['beneficiaries', 'the beneficial owners of a company are listed by no answer'],
    ] as const) {
      assert.match(await detail(`${API}/companies/40003123456/${part}`),
        new RegExp(`; ${clause.replaceAll('COMPANY', `${API}/companies/40003123456`)}`), part);
    }
    // Beneficial owners, listed by no answer, are said to be so, and where screening's word on them is.
    assert.match(await detail(`${API}/companies/40003123456/beneficial-owners`),
      new RegExp(`; the beneficial owners of a company are listed by no answer \\(the person check finds a person's own, by name and birth date\\); whether screening found one on a sanctions list is in its compliance statement: ${API}/companies/40003123456/compliance \\(sanctions, flags\\); the endpoints under`));
    // An owner's number without the word of its list (as a company's owners name it) is told the request that lists its holdings.
    for (const path of [`${API}/holders/HE398114`, `${API}/holders/HE398114/companies`]) {
      assert.equal(await detail(path), `No endpoint at ${path}; the companies an owner holds are listed at ${API}/holders/HE398114/holdings; `
        + `the endpoints under ${API}/holders are ${API}/holders/{holderRegcode}/holdings; the API reference is at ${API}`, path);
    }
    assert.doesNotMatch(await detail(`${API}/holders/HE398114/holdings/2`), /an owner holds/);
    // Nothing of the kind: the reference alone.
    assert.equal(await detail(`${API}/people/check`), `No endpoint at ${API}/people/check; the API reference is at ${API}`);
  } finally {
    await t.close();
  }
});

test('a path of many segments under a group is told the group\'s paths at once', async () => {
  // The parts of the path a documented one may be under were read from the path's own end, each
  // part joined anew: 7,500 segments (`/persons/a/a/…`, 15 kB) were a quarter of a second of CPU and
  // 100,000 segments minutes. Only parts as deep as a documented path are read now.
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    const path = `${API}/persons/${'a/'.repeat(100_000)}b`;
    const r = await t.app.inject({ url: path });
    assert.equal(r.statusCode, 404);
    assert.equal(problemOf(r).detail,
      `No endpoint at ${path}; the endpoints under ${API}/persons are ${API}/persons/check, ${API}/persons/new-registrations; the API reference is at ${API}`);
  } finally {
    await t.close();
  }
});
