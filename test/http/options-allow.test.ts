// An OPTIONS that is no CORS preflight asks which methods a path takes (RFC 9110 §9.3.7): the
// answer names them in Allow, the same list a 405 on that path gives, and a path no route takes
// is the 404 a GET of it gets. A browser's preflight (Access-Control-Request-Method) is 204 on any path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestAppWithMcp } from './harness.ts';
import { testServices } from './services.ts';

const appWithMcp = async () => startTestAppWithMcp(await testServices());

test('a plain OPTIONS names the methods of the path in Allow, as the 405 of that path does', async () => {
  const t = await appWithMcp();
  try {
    for (const url of [`${API}/companies/40003123456`, `${API}/companies/search?q=ab`, API, '/healthz', '/mcp']) {
      const options = await t.app.inject({ method: 'OPTIONS', url });
      assert.equal(options.statusCode, 204, url);
      const refused = await t.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/json' }, payload: '{}' });
      assert.equal(refused.statusCode, 405, url);
      assert.equal(options.headers.allow, refused.headers.allow, `${url}: the OPTIONS answer and the 405 name the same methods`);
      assert.equal(options.headers.allow, url === '/mcp' ? 'POST, OPTIONS' : 'GET, HEAD, OPTIONS', url);
    }
  } finally {
    await t.close();
  }
});

test('a plain OPTIONS of a path no route takes is 404; a preflight of it is still 204', async () => {
  const t = await appWithMcp();
  try {
    const url = `${API}/companys/40003123456`;
    const plain = await t.app.inject({ method: 'OPTIONS', url });
    assert.equal(plain.statusCode, 404);
    assert.equal(plain.json().detail, (await t.app.inject({ url })).json().detail);
    assert.equal(plain.headers.allow, undefined);
    const preflight = await t.app.inject({
      method: 'OPTIONS', url, headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.statusCode, 204, 'a browser preflights before it knows the path, and reads the 404 of the GET');
    assert.equal(preflight.headers['access-control-allow-origin'], '*');
    assert.equal(preflight.headers.allow, undefined, 'no route takes the path, so no method is named');
  } finally {
    await t.close();
  }
});
