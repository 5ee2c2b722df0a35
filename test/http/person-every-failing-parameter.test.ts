// A 400 lists every failing parameter (the public contract), those the query schema catches and
// those the person routes' own rules catch alike: a name holding no letter, a page of candidates
// asked without candidates=true, a firstSeenUntil without the cursor it bounds, a cursor whose
// instant is no real one. The route's rules ran only once the schema had passed, so a spreadsheet's
// name and birth date swapped (name=1980-01-01&birthDate=Jānis Bērziņš) was told the birth date
// alone and, that fixed, the name; and two rule failures were told one at a time.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { PERSON, testServices } from './services.ts';
import { NAME_WITHOUT_LETTER_RULE } from '../../src/domain/person-name-typed.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices() }); });
after(async () => { await app.close(); });

const PERSON_QUERY = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;

/** The parameters a 400 names, in its order. */
async function refused(path: string): Promise<string[]> {
  const r = await app.app.inject({ url: `${API}${path}` });
  assert.equal(r.statusCode, 400, `${path}: ${r.body.slice(0, 300)}`);
  const problem = problemOf(r);
  const parameters = (problem.errors ?? []).map((e) => e.parameter);
  for (const parameter of parameters) assert.ok(problem.detail.includes(`${parameter} `), `${path}: the detail names ${parameter}: ${problem.detail}`);
  return parameters;
}

test('a name and a birth date swapped are both named, in the check and in new registrations', async () => {
  for (const route of ['/persons/check', '/persons/new-registrations']) {
    const r = await app.app.inject({ url: `${API}${route}?name=1980-01-01&birthDate=${encodeURIComponent(PERSON.name)}` });
    assert.equal(r.statusCode, 400, r.body);
    const errors = problemOf(r).errors ?? [];
    assert.deepEqual(errors.map((e) => e.parameter).sort(), ['birthDate', 'name'], `${route}: ${r.body}`);
    assert.equal(errors.find((e) => e.parameter === 'name')!.message, NAME_WITHOUT_LETTER_RULE);
  }
});

test('a rule of the route is told beside a parameter the schema refuses', async () => {
  const cases: Array<[string, string[]]> = [
    ['/persons/check?name=010180-12345&birthDate=1980-01-01&limit=0', ['limit', 'name']],
    ['/persons/check?name=1980-01-01&birthDate=2099-01-01', ['birthDate', 'name']],
    [`/persons/check?${PERSON_QUERY}&candidatesAfter=LV%3A40003123456&limit=0`, ['limit', 'candidatesAfter']],
    [`/persons/new-registrations?${PERSON_QUERY}&firstSeenUntil=2026-11-24T01%3A22%3A08.123Z&hours=0`, ['hours', 'firstSeenUntil']],
    [`/persons/new-registrations?${PERSON_QUERY}&after=LV%3A40003123456%402026-13-45T25%3A00%3A00Z&firstSeenUntil=2026-11-24T01%3A22%3A08.123Z&limit=0`, ['limit', 'after']],
  ];
  for (const [path, parameters] of cases) assert.deepEqual(await refused(path), parameters, path);
});

test('two rules of the route failing are told at once', async () => {
  assert.deepEqual(await refused('/persons/check?name=12345&birthDate=1980-01-01&candidatesAfter=LV%3A40003123456'), ['name', 'candidatesAfter']);
  assert.deepEqual(await refused(`/persons/new-registrations?name=12345&birthDate=1980-01-01&firstSeenUntil=2026-11-24T01%3A22%3A08.123Z`),
    ['name', 'firstSeenUntil']);
  assert.deepEqual(await refused(`/persons/new-registrations?${PERSON_QUERY}&candidates=true&candidatesAfter=EE%3A12345678%402026-02-30T00%3A00%3A00Z&firstSeenUntil=2026-11-24T01%3A22%3A61.123Z`),
    ['candidatesAfter', 'firstSeenUntil']);
});
