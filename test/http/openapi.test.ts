// The discovery document is a valid OpenAPI 3.1 document generated from the route schemas and
// lists every endpoint; the reference page loads only assets of this server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

const PATHS = [
  `${API}/companies/search`, `${API}/companies/autofill`, `${API}/companies/{regcode}`,
  `${API}/companies/{regcode}/sanctions`, `${API}/persons/check`, `${API}/persons/new-registrations`,
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
