// Real answers against the discovery document, as a client generated from it reads them: every
// status the app answers is documented for its route, every caching or rate-limit header it sends
// is declared on that response (and every declared one is sent, limits being on), and the body
// is valid under the documented schema of its content type.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { API, startTestApp, type TestApp } from './harness.ts';
import { FIXTURE, PERSON, testServices, UNKNOWN_REGCODE } from './services.ts';
import { fakeServices } from './fake-services.ts';
import type { Services } from '../../src/services/index.ts';

const C = FIXTURE.companies;
/** The headers a client acts on: caching and the rate-limit budget. */
const WATCHED = ['cache-control', 'etag', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after'];

interface DocResponse { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }
interface Doc { paths: Record<string, { get: { responses: Record<string, DocResponse> } }> }

function schemaValidator(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema({ ...doc, $id: 'doc' });
  const pointer = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');
  return (template: string, status: string, media: string, body: unknown) => {
    const validate = ajv.getSchema(`doc#/paths/${pointer(template)}/get/responses/${status}/content/${pointer(media)}/schema`)!;
    return validate(body) ? null : ajv.errorsText(validate.errors);
  };
}

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

/** What a client generated from the document would get wrong about this answer. */
function disagreements(doc: Doc, validBody: ReturnType<typeof schemaValidator>, template: string, answer: Answer): string[] {
  const status = String(answer.statusCode);
  const documented = doc.paths[template]?.get.responses[status];
  if (!documented) return [`${status} is not documented`];
  const issues: string[] = [];
  const declared = Object.keys(documented.headers ?? {}).map((name) => name.toLowerCase());
  for (const name of WATCHED) {
    const sent = answer.headers[name] !== undefined;
    if (sent && !declared.includes(name)) issues.push(`${status} sends ${name}, not declared`);
    if (!sent && declared.includes(name)) issues.push(`${status} declares ${name}, not sent`);
  }
  if (answer.statusCode !== 304) {
    const media = String(answer.headers['content-type']).split(';')[0]!;
    if (!documented.content?.[media]) issues.push(`${status} is ${media}, not documented`);
    else {
      const invalid = validBody(template, status, media, answer.json());
      if (invalid) issues.push(`${status} body: ${invalid}`);
    }
  }
  return issues;
}

type Case = [template: string, url: string, headers?: Record<string, string>];

/** Sends each case in turn (a case sent `times` over spends the budget): the statuses of the last answers and what disagrees with the document. */
async function checkAll(cases: Case[], { services, times = 1 }: { services?: Services; times?: number } = {}) {
  const t = await startTestApp({ services: services ?? await testServices(), env: { RATE_LIMITS: 'on' } });
  try {
    const doc = (await t.app.inject({ url: API })).json() as Doc;
    const validBody = schemaValidator(doc);
    const found: string[] = [];
    const statuses: number[] = [];
    for (const [template, url, headers] of cases) {
      let answer = await t.app.inject({ url, headers });
      for (let i = 1; i < times; i++) answer = await t.app.inject({ url, headers });
      statuses.push(answer.statusCode);
      for (const issue of disagreements(doc, validBody, template, answer)) found.push(`${url}: ${issue}`);
    }
    return { statuses, found };
  } finally {
    await t.close();
  }
}

const etagOf = async (url: string) => {
  const t = await startTestApp({ services: await testServices() });
  try {
    return String((await t.app.inject({ url })).headers.etag);
  } finally {
    await t.close();
  }
};

test('the answers of the data routes and of discovery, and their 304s, are as documented', async () => {
  const details = `${API}/companies/${C.lvGaze.regcode}`;
  const cases: Case[] = [
    [`${API}/companies/search`, `${API}/companies/search?q=rigas%20koks`],
    [`${API}/companies/autofill`, `${API}/companies/autofill?q=rigas`],
    [`${API}/companies/{regcode}`, details],
    [`${API}/companies/{regcode}`, details, { 'if-none-match': await etagOf(details) }],
    [`${API}/companies/{regcode}/sanctions`, `${API}/companies/${C.lvSanctionedByCode.regcode}/sanctions`],
    [`${API}/companies/{regcode}/compliance`, `${API}/companies/${C.eeTaxDebtor.regcode}/compliance?country=EE`],
    [`${API}/companies/{regcode}/compliance`, `${API}/companies/${C.lvSanctionedOwner.regcode}/compliance?candidates=true`],
    [`${API}/persons/check`, `${API}/persons/check?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`],
    [`${API}/persons/new-registrations`, `${API}/persons/new-registrations?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`],
    [API, API],
    [API, API, { 'if-none-match': await etagOf(API) }],
    ['/healthz', '/healthz'],
    ['/readyz', '/readyz'],
  ];
  const { statuses, found } = await checkAll(cases);
  assert.deepEqual(statuses, [200, 200, 200, 304, 200, 200, 200, 200, 200, 200, 304, 200, 200]);
  assert.deepEqual(found, []);
});

test('the failures of the data routes (400, 404, 429, 500) carry the headers the document declares for them', async () => {
  const person = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
  const invalid: Case[] = [
    [`${API}/companies/search`, `${API}/companies/search?q=a`],
    [`${API}/companies/autofill`, `${API}/companies/autofill?q=ab&limit=0`],
    [`${API}/companies/{regcode}`, `${API}/companies/${FIXTURE.ambiguousRegcode}`],
    [`${API}/companies/{regcode}`, `${API}/companies/abc?country=SE`],
    [`${API}/companies/{regcode}`, `${API}/companies/${UNKNOWN_REGCODE}`],
    [`${API}/companies/{regcode}/sanctions`, `${API}/companies/${UNKNOWN_REGCODE}/sanctions`],
    [`${API}/companies/{regcode}/sanctions`, `${API}/companies/${C.lvGaze.regcode}/sanctions?country=XX`],
    [`${API}/companies/{regcode}/compliance`, `${API}/companies/${FIXTURE.ambiguousRegcode}/compliance`],
    [`${API}/companies/{regcode}/compliance`, `${API}/companies/${UNKNOWN_REGCODE}/compliance`],
    [`${API}/persons/check`, `${API}/persons/check?name=Nobody%20Known&birthDate=1950-01-01`],
    [`${API}/persons/check`, `${API}/persons/check?name=ab&birthDate=1950-02-30`],
    [`${API}/persons/new-registrations`, `${API}/persons/new-registrations?${person}&hours=0`],
  ];
  const answers = await checkAll(invalid);
  assert.deepEqual(answers.statuses, [400, 400, 400, 400, 404, 404, 400, 400, 404, 404, 400, 400]);
  assert.deepEqual(answers.found, []);
  const overLimit: Case[] = [[`${API}/persons/new-registrations`, `${API}/persons/new-registrations?${person}`]];
  assert.deepEqual(await checkAll(overLimit, { times: 11 }), { statuses: [429], found: [] }, 'the 11th request of 10 per minute');
  const failing = fakeServices({ searchCompanies: () => { throw new Error('disk I/O error'); } });
  const internal = await checkAll([[`${API}/companies/search`, `${API}/companies/search?q=rigas`]], { services: failing });
  assert.deepEqual(internal, { statuses: [500], found: [] });
});

test('a problem type is described, and one too long or not in the catalogue is a documented 400 or 404 naming the types', async () => {
  const template = `${API}/problems/{type}`;
  const { statuses, found } = await checkAll([
    [template, `${API}/problems/invalid-parameter`],
    [template, `${API}/problems/${'x'.repeat(41)}`],
    [template, `${API}/problems/invalid-parameters`],
  ]);
  assert.deepEqual(statuses, [200, 400, 404]);
  assert.deepEqual(found, []);
  const t = await startTestApp({ services: await testServices() });
  try {
    const mistyped = (await t.app.inject({ url: `${API}/problems/invalid-parameters` })).json();
    assert.match(mistyped.detail, /^No problem type "invalid-parameters": did you mean invalid-parameter \(\/api\/public\/v1\/problems\/invalid-parameter\)\? The types are invalid-parameter, ambiguous-regcode, /);
  } finally {
    await t.close();
  }
});

// The Accept check (http/accept-json.ts) guards every JSON route under the API, the discovery
// document and the problem catalogue too: their 406 was sent but not documented, so a client
// generated from the document had no type for it, and the description of the data routes' 406
// said application/problem+json alone was admitted, which the server refuses.
test('an Accept that admits no JSON gets the documented 406 on every route under the API, discovery and problem types included', async () => {
  const csv = { accept: 'text/csv' };
  const problemOnly = { accept: 'application/problem+json' };
  const { statuses, found } = await checkAll([
    [API, API, csv],
    [`${API}/problems/{type}`, `${API}/problems/invalid-parameter`, csv],
    [`${API}/companies/search`, `${API}/companies/search?q=rigas`, csv],
    [`${API}/companies/search`, `${API}/companies/search?q=rigas`, problemOnly],
  ]);
  assert.deepEqual(statuses, [406, 406, 406, 406]);
  assert.deepEqual(found, []);
  const t = await startTestApp({ services: await testServices() });
  try {
    const doc = (await t.app.inject({ url: API })).json() as { paths: Record<string, { get: { responses: Record<string, { description: string }> } }> };
    const said = doc.paths[`${API}/companies/search`]!.get.responses['406']!.description;
    assert.match(said, /does not admit application\/json\b.*application\/problem\+json alone/, 'problem+json alone is refused, as any Accept without JSON');
    const type = (await t.app.inject({ url: `${API}/problems/not-acceptable` })).json().description as string;
    assert.match(type, /does not admit application\/json.*application\/problem\+json alone/, 'the problem type says the same');
  } finally {
    await t.close();
  }
});

// A number that cannot be percent-decoded (`/companies/50%`, a typed `%` put in the path) is
// refused before routing (http/errors.ts frameworkErrorHandler), where no route's hook spends
// the budget: its 400 carried no RateLimit headers, which the document declares on every 400
// of the route, and a client could send it without limit.
test('a path number that cannot be decoded spends the route\'s budget and carries the headers of its documented 400', async () => {
  const { statuses, found } = await checkAll([
    [`${API}/companies/{regcode}`, `${API}/companies/50%`],
    [`${API}/companies/{regcode}/sanctions`, `${API}/companies/%E7/sanctions`],
    [`${API}/holders/{holderRegcode}/holdings`, `${API}/holders/HE%ZZ/holdings`],
  ]);
  assert.deepEqual(statuses, [400, 400, 400]);
  assert.deepEqual(found, []);
  assert.deepEqual(await checkAll([[`${API}/companies/{regcode}`, `${API}/companies/50%`]], { times: 21 }), { statuses: [429], found: [] },
    'the 21st request of 20 per 10 s');
});
