// Parameter bounds of spec section 8, checked at, below and above every limit: a value out of
// range is a 400 naming the parameter, never silently corrected; unknown parameters are ignored
// (one named in another case than the endpoint's is not: parameter-name-case.test.ts).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { FIXTURE, testServices, PERSON } from './services.ts';
import { COUNT_PARAMETERS } from '../../src/http/query-string.ts';
import { NAME_WITHOUT_LETTER_RULE } from '../../src/domain/person-name-typed.ts';

const person = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;

// [endpoint with the other parameters valid, parameter, accepted values, rejected values]
const BOUNDS: Array<[string, string, string[], string[]]> = [
  // A count is decimal digits: a hexadecimal, exponent or fractional form is not read as a number.
  [`${API}/companies/search?q=ab`, 'limit', ['1', '100', '+5', '05', ' 7 '], ['0', '101', '-1', '1.5', 'ten', '', '0x5', '1e1', '5.0']],
  [`${API}/companies/autofill?q=ab`, 'limit', ['1', '50'], ['0', '51']],
  [`${API}/persons/check?${person}`, 'limit', ['1', '100'], ['0', '101']],
  [`${API}/persons/new-registrations?${person}`, 'limit', ['1', '1000'], ['0', '1001']],
  [`${API}/persons/new-registrations?${person}`, 'hours', ['1', '168'], ['0', '169', '0x18', '2.4e1']],
];

// One app for the file: with limits off, no request changes what another sees.
let shared: TestApp;
before(async () => { shared = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await shared.close(); });
const withApp = (run: (t: TestApp) => Promise<void>) => run(shared);

test('the counts held to decimal digits are every integer query parameter of the API', () => withApp(async ({ app }) => {
  const doc = (await app.inject({ url: API })).json() as { paths: Record<string, { get: { parameters?: Array<{ name: string; in: string; schema: { type?: string } }> } }> };
  const integers = new Set(Object.values(doc.paths).flatMap((item) => (item.get.parameters ?? [])
    .filter((p) => p.in === 'query' && p.schema.type === 'integer').map((p) => p.name)));
  assert.deepEqual([...integers].sort(), [...COUNT_PARAMETERS].sort());
}));

test('limit and hours: accepted at both bounds, 400 naming the parameter beyond them', () => withApp(async ({ app }) => {
  for (const [base, parameter, accepted, rejected] of BOUNDS) {
    for (const value of accepted) {
      const r = await app.inject({ url: `${base}&${parameter}=${value}` });
      assert.equal(r.statusCode, 200, `${base} ${parameter}=${value}: ${r.body}`);
    }
    for (const value of rejected) {
      const r = await app.inject({ url: `${base}&${parameter}=${encodeURIComponent(value)}` });
      assert.equal(r.statusCode, 400, `${base} ${parameter}=${value} must be rejected`);
      const body = problemOf(r);
      assert.deepEqual(body.errors?.map((e) => [e.parameter, e.in]), [[parameter, 'query']]);
      // Beyond the maximum a parameter may add, after the rule, what to do instead.
      assert.match(body.detail, new RegExp(`^${parameter} must be an integer from 1 to \\d+($|; )`));
      assert.equal(body.type, `${API}/problems/invalid-parameter`);
    }
  }
}));

test('hours beyond 168: the 400 says how a job that was stopped longer catches up; below 1 it gives the bounds alone', () => withApp(async ({ app }) => {
  const over = problemOf(await app.inject({ url: `${API}/persons/new-registrations?${person}&hours=720` }));
  assert.equal(over.errors?.[0]?.parameter, 'hours');
  assert.match(over.errors![0]!.message, /^must be an integer from 1 to 168; .*\/persons\/check/);
  const under = problemOf(await app.inject({ url: `${API}/persons/new-registrations?${person}&hours=0` }));
  assert.equal(under.errors?.[0]?.message, 'must be an integer from 1 to 168');
  // The same advice in the reference, where a poller's author reads the bounds.
  const doc = (await app.inject({ url: API })).json() as { paths: Record<string, { get: { description: string; parameters: Array<{ name: string; description: string }> } }> };
  const route = doc.paths[`${API}/persons/new-registrations`]!.get;
  assert.match(route.description, /at most 168[^.]*\/persons\/check/);
  assert.match(route.parameters.find((p) => p.name === 'hours')!.description, /Beyond 168: .*\/persons\/check/);
}));

/** The free-text parameters: endpoint, parameter, and the rest of a valid query. */
const TEXT_PARAMETERS: Array<[string, string, string]> = [
  [`${API}/companies/search`, 'q', ''],
  [`${API}/companies/autofill`, 'q', ''],
  [`${API}/persons/check`, 'name', `&birthDate=${PERSON.birthDate}`],
  [`${API}/persons/new-registrations`, 'name', `&birthDate=${PERSON.birthDate}`],
];

test('q and name: 1 character is 400, 2 characters are accepted', () => withApp(async ({ app }) => {
  for (const [path, parameter, rest] of TEXT_PARAMETERS) {
    const short = await app.inject({ url: `${path}?${parameter}=a${rest}` });
    assert.equal(short.statusCode, 400, `${path} ${parameter}=a`);
    const body = problemOf(short);
    assert.deepEqual(body.errors, [{ parameter, in: 'query', message: 'must be at least 2 characters long' }]);
    const two = parameter === 'q' ? 'ab' : encodeURIComponent(PERSON.name);
    const ok = await app.inject({ url: `${path}?${parameter}=${two}${rest}` });
    assert.notEqual(ok.statusCode, 400, `${path} ${parameter}=${two}: ${ok.body}`);
  }
}));

test('q and name: spaces do not count towards the 2 characters', () => withApp(async ({ app }) => {
  for (const [path, parameter, rest] of TEXT_PARAMETERS) {
    for (const blank of ['  ', 'a ', ' \t a\n ']) {
      const r = await app.inject({ url: `${path}?${parameter}=${encodeURIComponent(blank)}${rest}` });
      assert.equal(r.statusCode, 400, `${path} ${parameter}=${JSON.stringify(blank)}`);
      assert.deepEqual(problemOf(r).errors, [{ parameter, in: 'query', message: 'must hold at least 2 characters other than spaces' }]);
    }
  }
  // Two one-letter words are two characters: searched, not refused.
  const twoWords = await app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(' a b ')}` });
  assert.equal(twoWords.statusCode, 200, twoWords.body);
}));

// A character that prints as none, pasted along with a letter (a zero-width space, a soft hyphen,
// a direction mark) or an accent sent apart from its letter (a and U+0301, the one letter á), made
// one letter pass as two, and the search answered whatever names begin with `a` where `á`
// precomposed and `a ` were refused.
test('q and name: an invisible character or an accent sent apart does not count towards the 2 characters', () => withApp(async ({ app }) => {
  for (const [path, parameter, rest] of TEXT_PARAMETERS) {
    for (const text of ['a\u200b', '\u200ba', 'a\u00ad', 'a\u200e', 'a\u2060', 'a\u200d', 'a\u0301', 'O\u0304', '4\u200b', 'a\ufe0f']) {
      const r = await app.inject({ url: `${path}?${parameter}=${encodeURIComponent(text)}${rest}` });
      assert.equal(r.statusCode, 400, `${path} ${parameter}=${JSON.stringify(text)}: ${r.body}`);
      assert.deepEqual(problemOf(r).errors, [{ parameter, in: 'query', message: 'must hold at least 2 characters other than spaces' }]);
    }
  }
  // Two letters with such characters among them, or written with their accents apart, still count as two.
  for (const text of ['a\u200bb', 'R\u012b\u00adga', 'Ri\u0304', 'S\u0308a\u0308']) {
    const r = await app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(text)}` });
    assert.equal(r.statusCode, 200, `q=${JSON.stringify(text)}: ${r.body}`);
  }
}));

test('q and name: a text without a letter or a digit is 400, one letter or digit of any script is enough', () => withApp(async ({ app }) => {
  for (const [path, parameter, rest] of TEXT_PARAMETERS) {
    for (const text of ['--', '"" **', '\u{1F600}\u{1F600}', '\u200b\u200b', '№ / .']) {
      const r = await app.inject({ url: `${path}?${parameter}=${encodeURIComponent(text)}${rest}` });
      assert.equal(r.statusCode, 400, `${path} ${parameter}=${JSON.stringify(text)}: ${r.body}`);
      // A person's name needs a letter: told as a name of digits is.
      const rule = parameter === 'name' ? NAME_WITHOUT_LETTER_RULE : 'must hold a letter or a digit';
      assert.deepEqual(problemOf(r).errors, [{ parameter, in: 'query', message: rule }]);
    }
    // Too short or blank is still said as such, not as this rule.
    const blank = await app.inject({ url: `${path}?${parameter}=${encodeURIComponent('  ')}${rest}` });
    assert.deepEqual(problemOf(blank).errors, [{ parameter, in: 'query', message: 'must hold at least 2 characters other than spaces' }]);
    // A digit is enough for a search; a person's name needs a letter (NAME_WITHOUT_LETTER_RULE).
    for (const text of [...(parameter === 'q' ? ['-7'] : []), 'Ω-', '"Ž"', '公司']) {
      const r = await app.inject({ url: `${path}?${parameter}=${encodeURIComponent(text)}${rest}` });
      assert.notEqual(r.statusCode, 400, `${path} ${parameter}=${JSON.stringify(text)}: ${r.body}`);
    }
    if (parameter === 'name') {
      const digits = await app.inject({ url: `${path}?name=-7${rest}` });
      assert.deepEqual(problemOf(digits).errors, [{ parameter: 'name', in: 'query', message: NAME_WITHOUT_LETTER_RULE }]);
    }
  }
}));

test('birthDate must be a real calendar date written YYYY-MM-DD', () => withApp(async ({ app }) => {
  const name = encodeURIComponent(PERSON.name);
  for (const path of [`${API}/persons/check`, `${API}/persons/new-registrations`]) {
    for (const bad of ['2023-02-30', '1980-13-01', '13/13/1980', '31.02.1980', 'yesterday', '2023-02-29']) {
      const r = await app.inject({ url: `${path}?name=${name}&birthDate=${encodeURIComponent(bad)}` });
      assert.equal(r.statusCode, 400, `${path} birthDate=${bad}`);
      assert.deepEqual(problemOf(r).errors, [{ parameter: 'birthDate', in: 'query', message: 'must be a real calendar date written YYYY-MM-DD' }]);
    }
    // A real day written year first in another way, or sent with a time, is refused with the date to send.
    for (const written of ['1980-1-1', '1980-01-01T00:00:00Z', '01/01/1980']) {
      const r = await app.inject({ url: `${path}?name=${name}&birthDate=${encodeURIComponent(written)}` });
      assert.equal(r.statusCode, 400, `${path} birthDate=${written}`);
      assert.deepEqual(problemOf(r).errors?.map((e) => e.parameter), ['birthDate']);
      assert.match(problemOf(r).errors![0]!.message, /send birthDate=1980-01-01/, written);
    }
    // A year before 1000 is refused as every other date that is no birth date YYYY-MM-DD, by the
    // validator and listed with the other failing parameters; the service refused it alone, later,
    // in other words (`must be a real date YYYY-MM-DD`). Its rule says the year is the matter (the
    // year 0 or 1 a placeholder for a date not known: birth-date-year-first.test.ts).
    for (const early of ['0000-01-01', '0999-12-31']) {
      const r = await app.inject({ url: `${path}?name=x&birthDate=${early}` });
      assert.equal(r.statusCode, 400, `${path} birthDate=${early}`);
      assert.deepEqual(problemOf(r).errors?.map((e) => e.parameter), ['name', 'birthDate'], `${path} birthDate=${early}`);
      assert.equal(problemOf(r).errors![0]!.message, 'must be at least 2 characters long');
      assert.match(problemOf(r).errors![1]!.message, new RegExp(`^must be the person's birth date written YYYY-MM-DD, of a year from 1000 on: the year ${early.slice(0, 4)} `));
    }
    const leap = await app.inject({ url: `${path}?name=${name}&birthDate=2024-02-29` });
    assert.notEqual(leap.statusCode, 400, 'a leap day is a real date');
    // A date pasted with a space around it is the same date, answered and echoed as written without it.
    const plain = await app.inject({ url: `${path}?name=${name}&birthDate=${PERSON.birthDate}` });
    for (const spaced of [` ${PERSON.birthDate}`, `${PERSON.birthDate} `, `\t${PERSON.birthDate}\u00a0`]) {
      const r = await app.inject({ url: `${path}?name=${name}&birthDate=${encodeURIComponent(spaced)}` });
      assert.equal(r.statusCode, 200, `${path} birthDate=${JSON.stringify(spaced)}: ${r.body}`);
      assert.deepEqual(r.json(), plain.json(), JSON.stringify(spaced));
    }
  }
}));

test('birthDate may not be later than today, and that failure is listed with the others', () => withApp(async ({ app }) => {
  const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const name = encodeURIComponent(PERSON.name);
  for (const path of [`${API}/persons/check`, `${API}/persons/new-registrations`]) {
    for (const future of [day(2), '2080-01-01']) {
      const r = await app.inject({ url: `${path}?name=${name}&birthDate=${future}` });
      assert.equal(r.statusCode, 400, `${path} birthDate=${future}`);
      assert.deepEqual(problemOf(r).errors, [{ parameter: 'birthDate', in: 'query', message: 'must not be later than today' }]);
    }
    const yesterday = await app.inject({ url: `${path}?name=${name}&birthDate=${day(-1)}` });
    assert.notEqual(yesterday.statusCode, 400, `${path}: yesterday is a possible birth date`);
    const both = problemOf(await app.inject({ url: `${path}?name=x&birthDate=2080-01-01` }));
    assert.deepEqual(both.errors?.map((e) => e.parameter).sort(), ['birthDate', 'name']);
  }
}));

test('missing required parameters are each named', () => withApp(async ({ app }) => {
  const r = await app.inject({ url: `${API}/persons/new-registrations?hours=0` });
  assert.equal(r.statusCode, 400);
  const body = problemOf(r);
  assert.deepEqual(body.errors?.map((e) => e.parameter).sort(), ['birthDate', 'hours', 'name']);
  assert.equal(body.errors?.find((e) => e.parameter === 'name')?.message, 'is required');
  for (const name of ['name', 'birthDate', 'hours']) assert.match(body.detail, new RegExp(`\\b${name}\\b`));
  const search = problemOf(await app.inject({ url: `${API}/companies/search` }));
  assert.deepEqual(search.errors, [{ parameter: 'q', in: 'query', message: 'is required' }]);
}));

test('every failing parameter is listed, and the detail names each one', () => withApp(async ({ app }) => {
  const r = await app.inject({ url: `${API}/companies/search?q=a&limit=0&country=SE` });
  assert.equal(r.statusCode, 400);
  const body = problemOf(r);
  assert.deepEqual(body.errors, [
    { parameter: 'q', in: 'query', message: 'must be at least 2 characters long' },
    { parameter: 'limit', in: 'query', message: 'must be an integer from 1 to 100' },
    { parameter: 'country', in: 'query', message: 'must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland)' },
  ]);
  assert.equal(body.detail, 'q must be at least 2 characters long; limit must be an integer from 1 to 100; country must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland)');
}));

test('a bad path parameter and a bad query parameter are reported together', () => withApp(async ({ app }) => {
  const r = await app.inject({ url: `${API}/companies/${'1'.repeat(41)}?country=SE` });
  assert.equal(r.statusCode, 400);
  assert.deepEqual(problemOf(r).errors?.map((e) => [e.parameter, e.in]), [['regcode', 'path'], ['country', 'query']]);
  // A regcode that is no registration or VAT number of any country too, on both routes that take one.
  for (const url of [`${API}/companies/abc?country=SE`, `${API}/companies/abc/sanctions?country=SE`]) {
    const both = await app.inject({ url });
    assert.equal(both.statusCode, 400, url);
    assert.deepEqual(problemOf(both).errors, [
      { parameter: 'regcode', in: 'path', message: '"abc" is not a registration or VAT number of LV, LT, EE or FI' },
      { parameter: 'country', in: 'query', message: 'must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland)' },
    ], url);
    const alone = await app.inject({ url: url.replace('?country=SE', '') });
    assert.deepEqual(problemOf(alone).errors, problemOf(both).errors?.slice(0, 1), 'the same issue as when it fails alone');
  }
}));

test('a regcode of any length is 400 naming regcode, on both routes that take one', () => withApp(async ({ app }) => {
  // The router used to refuse a path parameter over 100 characters itself, as a request that
  // "could not be routed", without naming the parameter or its bound.
  const overNumber = 'must be at most 64 characters long, spaces around it aside';
  for (const [length, message] of [[65, overNumber], [101, overNumber], [256, overNumber], [257, 'must be at most 256 characters long'],
    [5000, 'must be at most 256 characters long']] as const) {
    for (const suffix of ['', '/sanctions']) {
      const r = await app.inject({ url: `${API}/companies/${'1'.repeat(length)}${suffix}` });
      assert.equal(r.statusCode, 400, `${length} characters${suffix}`);
      assert.deepEqual(problemOf(r).errors, [{ parameter: 'regcode', in: 'path', message }], `${length} characters${suffix}`);
    }
  }
  for (const length of [200, 300]) {
    const withQuery = await app.inject({ url: `${API}/companies/${'1'.repeat(length)}?country=SE` });
    assert.deepEqual(problemOf(withQuery).errors?.map((e) => [e.parameter, e.in]), [['regcode', 'path'], ['country', 'query']], `${length}`);
  }
}));

// A number copied from a spreadsheet cell keeps the cell's padding: the spaces around it counted
// towards the 64 characters, so a number of 11 digits was a 400 "must be at most 64 characters long".
test('a number padded with spaces around it is looked up: the 64 characters are counted without them', () => withApp(async ({ app }) => {
  const regcode = FIXTURE.companies.lvGaze.regcode;
  const padded = `${'%20'.repeat(60)}${regcode}${'%20'.repeat(20)}`;
  for (const suffix of ['', '/sanctions']) {
    const r = await app.inject({ url: `${API}/companies/${padded}${suffix}` });
    assert.equal(r.statusCode, 200, `${suffix || 'details'}: ${r.body.slice(0, 200)}`);
    assert.equal((r.json() as { regcode: string }).regcode, regcode);
  }
  // A tab and a line break are padding too, as a cell copied with its row brings them.
  const tabbed = await app.inject({ url: `${API}/companies/${'%09'.repeat(70)}${regcode}%0A` });
  assert.equal(tabbed.statusCode, 200);
  // With a number longer than 64 characters between the spaces, the 400 still names regcode.
  const long = await app.inject({ url: `${API}/companies/${'%20'.repeat(10)}${'1'.repeat(65)}${'%20'.repeat(10)}` });
  assert.equal(long.statusCode, 400);
  assert.deepEqual(problemOf(long).errors, [{ parameter: 'regcode', in: 'path', message: 'must be at most 64 characters long, spaces around it aside' }]);
}));

test('unknown country is 400 on every endpoint that takes country', () => withApp(async ({ app }) => {
  for (const url of [`${API}/companies/search?q=ab&country=XX`, `${API}/companies/autofill?q=ab&country=XX`,
    `${API}/companies/40003032949?country=XX`, `${API}/companies/40003032949/sanctions?country=XX`]) {
    const r = await app.inject({ url });
    assert.equal(r.statusCode, 400, url);
    assert.deepEqual(problemOf(r).errors?.map((e) => e.parameter), ['country']);
  }
}));

// registeredIn=CYP (as RIK writes Cyprus) or country=Sweden was told only the rule, not which code
// to send (or that no register of it is held); told as sent, not `SWEDEN`.
test('a country sent by a name or alpha-3 not taken is 400 naming its code', () => withApp(async ({ app }) => {
  const messages = async (url: string) => {
    const r = await app.inject({ url: `${API}${url}` });
    assert.equal(r.statusCode, 400, url);
    return problemOf(r).errors?.map((e) => `${e.parameter}: ${e.message}`);
  };
  assert.deepEqual(await messages('/companies/autofill?q=ab&country=Sweden'),
    ['country: must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland): Sweden is SE, whose register this service does not hold']);
  // Not a name the MCP tools take either: an inflected name, as `Latvijas Gāze` begins.
  assert.deepEqual(await messages('/companies/search?q=ab&country=Latvijas'), ['country: must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland)']);
  // A text no country bears is told the rule alone.
  assert.deepEqual(await messages('/holders/HE398114/holdings?registeredIn=Atlantis'),
    ['registeredIn: must be an ISO 3166-1 alpha-2 country code of two letters (CY, DE)']);
}));

// country=lv,ee, as a client sends a list, was told only the rule, read as a code misspelt; the list is told as sent.
test('several countries sent as one country are 400 saying it takes one, and that leaving it out searches all four', () => withApp(async ({ app }) => {
  for (const [url, sent] of [['/companies/search?q=ab&country=lv,ee', 'lv,ee'], ['/companies/autofill?q=ab&country=LV%20EE%20FI', 'LV EE FI'],
    ['/companies/40003032949?country=LV;EE', 'LV;EE']] as const) {
    const r = await app.inject({ url: `${API}${url}` });
    assert.equal(r.statusCode, 400, url);
    assert.deepEqual(problemOf(r).errors, [{ parameter: 'country', in: 'query',
      message: `must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland): it takes one country, and ${sent} names several; send one, or leave country out for all four` }], url);
  }
  // One code of no country served beside them is told the rule alone.
  assert.deepEqual(problemOf(await app.inject({ url: `${API}/companies/search?q=ab&country=LV,XX` })).errors?.map((e) => e.message), ['must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland)']);
}));

test('candidates other than true or false is 400 naming the two values, on every endpoint that takes it', () => withApp(async ({ app }) => {
  for (const url of [`${API}/companies/40003032949/sanctions?`, `${API}/persons/check?${person}&`,
    `${API}/persons/new-registrations?${person}&`]) {
    for (const value of ['1', 'yes', '']) {
      const r = await app.inject({ url: `${url}candidates=${value}` });
      assert.equal(r.statusCode, 400, `${url}candidates=${value}`);
      // Sent empty, as a form's blank field, it is told so too (optional-sent-empty.test.ts).
      const message = `must be true or false${value === '' ? '; it was sent empty: leave candidates out, or send a value' : ''}`;
      assert.deepEqual(problemOf(r).errors, [{ parameter: 'candidates', in: 'query', message }], `${url}candidates=${value}`);
    }
    // True as a Python client sends it, TRUE as a spreadsheet writes it: told the value to send.
    for (const [value, told] of [['True', 'true'], ['TRUE', 'true'], ['False', 'false']]) {
      const r = await app.inject({ url: `${url}candidates=${value}` });
      assert.equal(r.statusCode, 400, `${url}candidates=${value}`);
      assert.deepEqual(problemOf(r).errors, [{ parameter: 'candidates', in: 'query', message: `must be true or false: ${value} is ${told}` }], `${url}candidates=${value}`);
    }
    assert.notEqual((await app.inject({ url: `${url}candidates=true` })).statusCode, 400, url);
  }
}));

test('country in any case: lv is LV on every endpoint that takes country, and the answer spells it LV', () => withApp(async ({ app }) => {
  const body = async (url: string) => {
    const r = await app.inject({ url });
    assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
    return r.json();
  };
  const search = await body(`${API}/companies/search?q=${FIXTURE.ambiguousRegcode}&country=ee`);
  assert.ok(search.count > 0);
  assert.deepEqual(search, await body(`${API}/companies/search?q=${FIXTURE.ambiguousRegcode}&country=EE`));
  assert.ok(search.results.every((r: { country: string }) => r.country === 'EE'));
  const autofill = await body(`${API}/companies/autofill?q=${FIXTURE.ambiguousRegcode}&country=Lt`);
  assert.deepEqual(autofill, await body(`${API}/companies/autofill?q=${FIXTURE.ambiguousRegcode}&country=LT`));
  // A regcode known in EE and LT: without a country it is a 400, with a lower-case one it is found.
  assert.equal((await app.inject({ url: `${API}/companies/${FIXTURE.ambiguousRegcode}` })).statusCode, 400);
  assert.equal((await body(`${API}/companies/${FIXTURE.ambiguousRegcode}?country=ee`)).country, 'EE');
  assert.equal((await body(`${API}/companies/${FIXTURE.ambiguousRegcode}/sanctions?country=%20lt%20`)).country, 'LT');
  const other = await app.inject({ url: `${API}/companies/search?q=ab&country=se` });
  assert.equal(other.statusCode, 400);
  assert.deepEqual(problemOf(other).errors, [{ parameter: 'country', in: 'query', message: 'must be one of LV, LT, EE, FI (or the name: Latvia, Lithuania, Estonia, Finland)' }]);
}));

// MCP's get_company_compliance took {"country":"Latvia"} and REST's country=Latvia was a 400, though
// a web shop's form often holds the country's name: the REST API now reads the same names.
test('a country sent by its name answers as its code on every endpoint that takes country', () => withApp(async ({ app }) => {
  const body = async (url: string) => {
    const r = await app.inject({ url });
    assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
    return r.json();
  };
  const code = FIXTURE.ambiguousRegcode;
  for (const [name, country] of [['Estonia', 'EE'], ['eesti', 'EE'], ['%20Lietuva%20', 'LT'], ['%D0%9B%D0%B8%D1%82%D0%B2%D0%B0', 'LT']] as const) {
    const search = await body(`${API}/companies/search?q=${code}&country=${name}`);
    assert.ok(search.count > 0 && search.results.every((r: { country: string }) => r.country === country), name);
    assert.deepEqual(search, await body(`${API}/companies/search?q=${code}&country=${country}`), name);
    assert.deepEqual(await body(`${API}/companies/autofill?q=${code}&country=${name}`), await body(`${API}/companies/autofill?q=${code}&country=${country}`), name);
    // A number held in EE and LT: the name tells them apart as the code does.
    for (const route of ['', '/sanctions', '/compliance']) {
      const named = await body(`${API}/companies/${code}${route}?country=${name}`);
      assert.equal(named.country, country, `${route} ${name}`);
      assert.deepEqual(named, await body(`${API}/companies/${code}${route}?country=${country}`), `${route} ${name}`);
    }
  }
  assert.equal((await body(`${API}/companies/40003032949?country=Latvia`)).country, 'LV');
}));

test('q longer than 200 characters is 400, not a slow query', () => withApp(async ({ app }) => {
  const r = await app.inject({ url: `${API}/companies/search?q=${'a'.repeat(201)}` });
  assert.equal(r.statusCode, 400);
  assert.deepEqual(problemOf(r).errors, [{ parameter: 'q', in: 'query', message: 'must be at most 200 characters long' }]);
}));

test('a parameter given twice is 400 saying so, whatever its rule, and listed with the others', () => withApp(async ({ app }) => {
  const person = `birthDate=${PERSON.birthDate}&name=${encodeURIComponent(PERSON.name)}`;
  for (const [url, parameter] of [
    [`${API}/companies/search?q=baltic&q=eko`, 'q'],
    [`${API}/companies/search?q=ab&limit=5&limit=6`, 'limit'],
    [`${API}/companies/search?q=ab&limit=5&limit=5`, 'limit'],
    [`${API}/companies/40003032949?country=LV&country=EE`, 'country'],
    [`${API}/persons/check?${person}&birthDate=1980-01-01`, 'birthDate'],
  ] as const) {
    const r = await app.inject({ url });
    assert.equal(r.statusCode, 400, url);
    assert.deepEqual(problemOf(r).errors, [{ parameter, in: 'query', message: 'must be given once' }], url);
  }
  const others = problemOf(await app.inject({ url: `${API}/companies/search?q=a&limit=1&limit=2` }));
  assert.deepEqual(others.errors?.map((e) => [e.parameter, e.message]),
    [['q', 'must be at least 2 characters long'], ['limit', 'must be given once']]);
}));

test('a parameter sent with brackets (q[]=ab) is 400 naming what was sent and the form to send, on every route', () => withApp(async ({ app }) => {
  // Client libraries serialising an array write q[]=ab or q[0]=ab (and encode the brackets):
  // q was told only "is required", and a limit[] or country[] was ignored, the default answered.
  const doc = (await app.inject({ url: API })).json() as { paths: Record<string, { get: { parameters?: Array<{ name: string; in: string }> } }> };
  const sent: string[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    const path = template.replace(/\{[^}]+\}/g, '40003032949');
    for (const { name } of (item.get.parameters ?? []).filter((p) => p.in === 'query')) {
      for (const [written, sentAs] of [[`${name}[]`, `${name}[]`], [`${name}%5B0%5D`, `${name}[0]`]]) {
        const url = `${path}?${written}=ab`;
        const r = await app.inject({ url });
        assert.equal(r.statusCode, 400, url);
        assert.deepEqual(problemOf(r).errors?.find((e) => e.parameter === name),
          { parameter: name, in: 'query', message: `must be sent as ${name}=… without brackets, one value (${sentAs} was given)` }, url);
        sent.push(name);
      }
    }
  }
  assert.ok(sent.includes('q') && sent.includes('country') && sent.includes('firstSeenUntil'), sent.join());
  // Beside its plain form, and listed with the others; a name of no parameter stays ignored.
  assert.deepEqual(problemOf(await app.inject({ url: `${API}/companies/search?q=a&limit[]=5&limit=6` })).errors?.map((e) => [e.parameter, e.message]),
    [['q', 'must be at least 2 characters long'], ['limit', 'must be sent as limit=… without brackets, one value (limit[] was given)']]);
  assert.equal((await app.inject({ url: `${API}/companies/search?q=ab&filter[]=x` })).statusCode, 200);
}));

test('a required parameter given under another spelling of its name is 400 saying which was given', () => withApp(async ({ app }) => {
  const name = encodeURIComponent(PERSON.name);
  for (const [url, parameter, given] of [
    [`${API}/persons/check?name=${name}&birthdate=${PERSON.birthDate}`, 'birthDate', 'birthdate'],
    [`${API}/persons/check?name=${name}&birth_date=${PERSON.birthDate}`, 'birthDate', 'birth_date'],
    [`${API}/persons/new-registrations?Name=${name}&birthDate=${PERSON.birthDate}`, 'name', 'Name'],
    [`${API}/companies/search?Q=rigas`, 'q', 'Q'],
  ] as const) {
    const r = await app.inject({ url });
    assert.equal(r.statusCode, 400, url);
    assert.deepEqual(problemOf(r).errors, [{ parameter, in: 'query', message: `is required (${given} was given: parameter names are case-sensitive)` }], url);
  }
  // A parameter missing outright is told no other name (birthDate what it is for: person-birth-date-not-known.test.ts).
  const missing = problemOf(await app.inject({ url: `${API}/persons/check?name=${name}&born_on=${PERSON.birthDate}` }));
  assert.deepEqual(missing.errors?.map((e) => e.parameter), ['birthDate']);
  assert.match(missing.errors?.[0]?.message ?? '', /^is required: the person's birth date YYYY-MM-DD/);
}));

test('a required parameter sent under the name another API gives it is 400 saying which was given', () => withApp(async ({ app }) => {
  // search_companies takes its text as `query`: sent so to REST, it was answered "q is required" alone.
  const name = encodeURIComponent(PERSON.name);
  for (const [url, parameter, given] of [
    [`${API}/companies/search?query=rigas`, 'q', 'query'],
    [`${API}/companies/autofill?companyName=rigas`, 'q', 'companyName'],
    [`${API}/companies/search?name=rigas&limit=5`, 'q', 'name'],
    [`${API}/persons/check?name=${name}&dob=${PERSON.birthDate}`, 'birthDate', 'dob'],
    [`${API}/persons/new-registrations?fullName=${name}&date_of_birth=${PERSON.birthDate}`, 'name', 'fullName'],
  ] as const) {
    const r = await app.inject({ url });
    assert.equal(r.statusCode, 400, url);
    const told = problemOf(r).errors?.find((e) => e.parameter === parameter);
    assert.deepEqual(told, { parameter, in: 'query', message: `is required (${given} was given: this endpoint takes it as ${parameter})` }, url);
  }
  // Both missing, each is told its own.
  const both = problemOf(await app.inject({ url: `${API}/persons/new-registrations?fullName=${name}&date_of_birth=${PERSON.birthDate}` }));
  assert.deepEqual(both.errors?.map((e) => e.message), ['is required (fullName was given: this endpoint takes it as name)', 'is required (date_of_birth was given: this endpoint takes it as birthDate)']);
  // Sent empty, it says nothing of it.
  assert.deepEqual(problemOf(await app.inject({ url: `${API}/companies/search?query=` })).errors, [{ parameter: 'q', in: 'query', message: 'is required' }]);
}));

test('a value that is not percent-encoded UTF-8 is 400 saying so, not a search for its raw text', () => withApp(async ({ app }) => {
  // Bērziņš in the Baltic Windows code page, and escapes that are cut short or not hexadecimal.
  const cases: Array<[string, string]> = [
    [`${API}/persons/check?name=J%E2nis+B%E7rzi%F2%F0&birthDate=${PERSON.birthDate}`, 'name'],
    [`${API}/persons/new-registrations?name=${encodeURIComponent(PERSON.name)}&birthDate=1980%2D01%2`, 'birthDate'],
    [`${API}/companies/search?q=R%C4gas`, 'q'],
    [`${API}/companies/autofill?q=koks&limit=%zz`, 'limit'],
    [`${API}/companies/40003032949?country=L%V`, 'country'],
  ];
  for (const [url, parameter] of cases) {
    const r = await app.inject({ url });
    assert.equal(r.statusCode, 400, `${url}: ${r.body}`);
    assert.deepEqual(problemOf(r).errors, [{ parameter, in: 'query', message: 'must be UTF-8 text, percent-encoded (ā is %C4%81)' }], url);
  }
  // Escapes of UTF-8, a percent sign written %25 and an unknown parameter's bad escape are read as before.
  const fine = await app.inject({ url: `${API}/companies/search?q=R%C4%ABgas+50%25&utm=%E7` });
  assert.equal(fine.statusCode, 200, fine.body);
  const person = await app.inject({ url: `${API}/persons/check?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}&x=%zz` });
  assert.equal(person.statusCode, 200, person.body);
}));

// A later page or a status filter other APIs take is refused (search-params-unread.test.ts): it was
// answered as if not asked; a first page and a sort ask for nothing the answer lacks.
test('unknown query parameters are ignored', () => withApp(async ({ app }) => {
  const r = await app.inject({ url: `${API}/companies/search?q=ab&page=1&sort=name&per_page=20` });
  assert.equal(r.statusCode, 200);
}));
