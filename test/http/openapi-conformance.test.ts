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

async function checkAll(cases: Array<[template: string, url: string, headers?: Record<string, string>]>) {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'on' } });
  try {
    const doc = (await t.app.inject({ url: API })).json() as Doc;
    const validBody = schemaValidator(doc);
    const found: string[] = [];
    for (const [template, url, headers] of cases) {
      const answer = await t.app.inject({ url, headers });
      for (const issue of disagreements(doc, validBody, template, answer)) found.push(`${url}: ${issue}`);
    }
    return found;
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
  const cases: Array<[string, string, Record<string, string>?]> = [
    [`${API}/companies/search`, `${API}/companies/search?q=rigas%20koks`],
    [`${API}/companies/autofill`, `${API}/companies/autofill?q=rigas`],
    [`${API}/companies/{regcode}`, details],
    [`${API}/companies/{regcode}`, details, { 'if-none-match': await etagOf(details) }],
    [`${API}/companies/{regcode}/sanctions`, `${API}/companies/${C.lvSanctionedByCode.regcode}/sanctions`],
    [`${API}/persons/check`, `${API}/persons/check?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`],
    [`${API}/persons/new-registrations`, `${API}/persons/new-registrations?name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`],
    [API, API],
    [API, API, { 'if-none-match': await etagOf(API) }],
    ['/healthz', '/healthz'],
    ['/readyz', '/readyz'],
  ];
  assert.deepEqual(await checkAll(cases), []);
});
