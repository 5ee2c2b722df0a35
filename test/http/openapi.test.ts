// The discovery document is a valid OpenAPI 3.1 document generated from the route schemas and
// lists every endpoint; the reference page loads only assets of this server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { API, startTestApp } from './harness.ts';
import { discoveryDocument } from './discovery-document.ts';
import { testServices } from './services.ts';
import { undescribedFields } from '../helpers/undescribed-fields.ts';

interface Media { schema: unknown; example?: unknown }
interface Response { description: string; content?: Record<string, Media> }

/** Every documented answer of every GET: its path, status, description and media objects. */
function* responsesOf(doc: { paths: Record<string, { get: { responses: Record<string, Response> } }> }) {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [status, response] of Object.entries(item.get.responses)) {
      yield { path, status, response, media: Object.values(response.content ?? {}) };
    }
  }
}

const PATHS = [
  `${API}/companies/search`, `${API}/companies/autofill`, `${API}/companies/{regcode}`,
  `${API}/companies/{regcode}/sanctions`, `${API}/companies/{regcode}/compliance`, `${API}/persons/check`, `${API}/persons/new-registrations`,
  API, '/healthz', '/readyz',
];

test('GET /api/public/v1 is a valid OpenAPI 3.1 document with every path and the extensions', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const r = await t.app.inject({ url: API });
    assert.equal(r.statusCode, 200);
    assert.match(String(r.headers['content-type']), /^application\/json/);
    const doc = r.json();
    const result = await new Validator().validate(structuredClone(doc));
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
    assert.match(doc.openapi, /^3\.1\./);
    for (const path of PATHS) assert.ok(doc.paths[path]?.get, `documents GET ${path}`);

    const search = doc.paths[`${API}/companies/search`].get;
    const limit = search.parameters.find((p: { name: string }) => p.name === 'limit');
    assert.deepEqual([limit.schema.minimum, limit.schema.maximum, limit.schema.default], [1, 100, 20]);
    assert.ok(search.responses['429'].content['application/problem+json'], 'errors are documented as problem+json');
    const hours = doc.paths[`${API}/persons/new-registrations`].get.parameters.find((p: { name: string }) => p.name === 'hours');
    assert.deepEqual([hours.schema.minimum, hours.schema.maximum, hours.schema.default], [1, 168, 24]);
    assert.ok(doc.components.schemas.CompanyDetails.properties.isSanctioned);

    const groups = doc['x-rate-limits'].groups.map((g: { group: string; max: number; windowSeconds: number }) => [g.group, g.max, g.windowSeconds]);
    assert.deepEqual(groups, [['company', 20, 10], ['personCheck', 20, 10], ['newRegistrations', 10, 60]]);
    assert.deepEqual(Object.keys(doc['x-coverage']).sort(), ['EE', 'FI', 'LT', 'LV']);
    assert.equal(typeof doc['x-dataset'].version, 'string');
    assert.ok(Array.isArray(doc['x-dataset'].sources));
    assert.equal(doc['x-mcp'], null, 'no MCP endpoint is advertised when none is mounted');
  } finally {
    await t.close();
  }
});

test('the rate-limit group and the API description name every company route, the compliance statement among them', async () => {
  // A client reads `covers` and the description before the paths: a route they leave out reads as
  // unlimited, or as no part of the API.
  const doc = await discoveryDocument();
  const company = doc['x-rate-limits'].groups.find((g: { group: string }) => g.group === 'company');
  for (const path of company.paths as string[]) {
    if (path.startsWith('/mcp')) continue;
    const last = path.split('/').at(-1) ?? '';
    const word = last === '{regcode}' ? 'details' : last;
    assert.ok(company.covers.split(', ').includes(word), `covers "${company.covers}" names ${path}`);
  }
  // A resource read (company://, registry://sources) spends this budget as a tool call does
  // (test/mcp/resources-prompts.test.ts): a client pacing its calls by the group counts both.
  assert.match(company.covers, /MCP resource reads and tool calls other than the person tools/);
  assert.ok((company.paths as string[]).includes('/mcp (each tool call or resource read)'), company.paths.join(', '));
  assert.match(doc.info.description, /compliance statements/);
});

test('the reference documents the caching and rate-limit headers and the 304 of every data route', async () => {
  const doc = await discoveryDocument();
  const data = PATHS.filter((path) => path.startsWith(`${API}/`));
  for (const path of data) {
    const responses = doc.paths[path].get.responses as Record<string, { description: string; headers?: Record<string, { description?: string }>; content?: unknown }>;
    const ok = Object.keys(responses['200']?.headers ?? {});
    // A paged answer (the person check, new registrations) also names its next page in a Link header.
    const paged = [`${API}/persons/check`, `${API}/persons/new-registrations`].includes(path) ? ['Link'] : [];
    assert.deepEqual(ok, ['Cache-Control', 'ETag', 'Last-Modified', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', ...paged], `${path} 200`);
    assert.ok(responses['304'], `${path} documents its 304`);
    assert.equal(responses['304']!.content, undefined, `${path}: a 304 has no body`);
    assert.match(responses['304']!.description, /If-None-Match.*If-Modified-Since/);
    assert.deepEqual(Object.keys(responses['304']!.headers ?? {}), ok, `${path} 304`);
    assert.deepEqual(Object.keys(responses['429']!.headers ?? {}), ['Retry-After', 'Cache-Control', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'], `${path} 429`);
    for (const status of ['400', '500']) {
      assert.deepEqual(Object.keys(responses[status]!.headers ?? {}), ['Cache-Control', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'], `${path} ${status}`);
    }
    for (const status of ['200', '304', '400', '429', '500']) {
      for (const [name, header] of Object.entries(responses[status]!.headers ?? {})) assert.ok(header.description, `${path} ${status} ${name}`);
    }
  }
});

test('the reference explains every field of every answer and gives every required parameter an example', async () => {
  const doc = await discoveryDocument();
  const missing: string[] = [];
  for (const [name, schema] of Object.entries(doc.components.schemas)) missing.push(...undescribedFields(schema, name));
  for (const { path, status, response, media } of responsesOf(doc)) {
    for (const m of media) missing.push(...undescribedFields(m.schema, `${path} ${status}`));
    if (response.description === 'Default Response') missing.push(`${path} ${status} does not say what it answers`);
  }
  for (const [path, item] of Object.entries(doc.paths as Record<string, { get: { parameters?: Array<Record<string, unknown>> } }>)) {
    for (const parameter of item.get.parameters ?? []) {
      if (!parameter.description) missing.push(`${path} parameter ${parameter.name}`);
      if (parameter.required && parameter.example === undefined) missing.push(`${path} parameter ${parameter.name} has no example`);
    }
  }
  assert.deepEqual(missing, []);
  const revenue = doc.components.schemas.CompanyDetails.properties.financials.items.properties.revenue;
  assert.equal(revenue.description, 'Net turnover', 'the meaning API.md gives, not a type name');
});

test('the example answers of the reference page are valid answers of their schemas', async () => {
  const doc = await discoveryDocument();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addSchema({ $id: 'doc', components: doc.components });
  let checked = 0;
  const check = (schema: { examples?: unknown[] }, ref: unknown, what: string) => {
    for (const example of schema.examples ?? []) {
      const validate = ajv.compile(ref as object);
      assert.ok(validate(example), `${what}: ${ajv.errorsText(validate.errors)}`);
      checked++;
    }
  };
  for (const [name, schema] of Object.entries(doc.components.schemas as Record<string, { examples?: unknown[] }>)) {
    check(schema, { $ref: `doc#/components/schemas/${name}` }, name);
  }
  // An example of a response (a list envelope's, a problem's) sits on its media object; its
  // schema refers to components as `#/components/…`.
  for (const { path, status, media } of responsesOf(doc)) {
    for (const m of media) {
      if (m.example === undefined) continue;
      check({ examples: [m.example] }, JSON.parse(JSON.stringify(m.schema).replaceAll('"#/components/', '"doc#/components/')), `${path} ${status}`);
      const problem = m.example as { status?: number };
      if (typeof problem.status === 'number') assert.equal(String(problem.status), status, `${path} ${status}: the example is of its status`);
    }
  }
  assert.ok(checked >= 25, `checked ${checked} examples`);
});

test('the reference page and its assets are served locally and reference no other host', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const page = await t.app.inject({ url: `${API}/docs` });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(String(page.headers['content-security-policy']), /connect-src 'self'/);
    const refs = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(refs.length >= 4);
    for (const ref of refs) {
      assert.ok(ref.startsWith(`${API}/docs/`), `${ref} is a local URL`);
      const asset = await t.app.inject({ url: ref });
      assert.equal(asset.statusCode, 200, ref);
    }
    const init = await t.app.inject({ url: `${API}/docs/static/swagger-initializer.js` });
    const code = init.body.split('\n').filter((line) => !line.trim().startsWith('//')).join('\n');
    assert.doesNotMatch(code, /https?:\/\//, 'the initializer points at no remote URL');
    for (const css of ['swagger-ui.css', 'index.css']) {
      const sheet = await t.app.inject({ url: `${API}/docs/static/${css}` });
      assert.doesNotMatch(sheet.body, /url\(\s*['"]?https?:|@import/, `${css} loads nothing remote`);
    }
    assert.match(init.body, /validatorUrl: null/, 'no badge fetched from validator.swagger.io');
    const spec = await t.app.inject({ url: `${API}/docs/json` });
    assert.equal(spec.json().openapi, (await t.app.inject({ url: API })).json().openapi);
    assert.ok(spec.json()['x-rate-limits'], 'the page shows the same document as discovery');
  } finally {
    await t.close();
  }
});

test('new registrations tell a scheduled job how old a cached answer may be and how long a window to ask for', async () => {
  const doc = await discoveryDocument();
  const description = doc.paths[`${API}/persons/new-registrations`].get.description as string;
  // A shared cache may answer with a body made up to 90 minutes earlier (s-maxage 1800 and
  // stale-while-revalidate 3600): a window as long as the interval between polls loses what was
  // first seen in between.
  assert.match(description, /90 minutes/);
  assert.match(description, /hours/);
  assert.match(description, /already/);
});
