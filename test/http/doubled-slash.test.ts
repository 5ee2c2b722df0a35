// A client that keeps the base address with a trailing slash (BASE=https://host/api/public/v1/) and
// joins it with a path that begins with one (`${BASE}/companies/${regcode}`) sends a doubled slash.
// A trailing slash was already ignored; a doubled one was a 404 "No endpoint at …//companies/…",
// while nginx, which merges slashes by default, passed the same request on as answered. Every
// route now reads a run of slashes as one, its answer and its tag those of the path written once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp } from './harness.ts';
import { FIXTURE, PERSON, testServices } from './services.ts';

const LV = FIXTURE.companies.lvGaze.regcode;

test('a path with a doubled slash is answered as the path written once, with the same ETag', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const person = `name=${encodeURIComponent(PERSON.name)}&birthDate=${PERSON.birthDate}`;
    const pairs: Array<[string, string]> = [
      [`${API}//companies/${LV}`, `${API}/companies/${LV}`],
      [`${API}//companies/${LV}//sanctions`, `${API}/companies/${LV}/sanctions`],
      [`${API}//companies/search?q=rigas%20koks`, `${API}/companies/search?q=rigas%20koks`],
      [`${API}//persons/check?${person}`, `${API}/persons/check?${person}`],
      [`/api/public/v1//`, API],
      [`//healthz`, '/healthz'],
    ];
    for (const [doubled, once] of pairs) {
      const [a, b] = [await t.app.inject({ url: doubled }), await t.app.inject({ url: once })];
      assert.equal(a.statusCode, b.statusCode, doubled);
      assert.equal(a.statusCode, 200, `${doubled}: ${a.body.slice(0, 200)}`);
      assert.equal(a.headers.etag, b.headers.etag, doubled);
      if (!doubled.includes('healthz')) assert.equal(a.body, b.body, doubled);
    }
    // The conditional request of a page that cached the answer under its doubled address.
    const first = await t.app.inject({ url: `${API}//companies/${LV}` });
    const again = await t.app.inject({ url: `${API}//companies/${LV}`, headers: { 'if-none-match': String(first.headers.etag) } });
    assert.equal(again.statusCode, 304);
  } finally {
    await t.close();
  }
});

test('another method on a path with a doubled slash is the 405 of the path, with its Allow', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const r = await t.app.inject({ method: 'DELETE', url: `${API}//companies/${LV}` });
    assert.equal(r.statusCode, 405);
    assert.equal(problemOf(r).type, `${API}/problems/method-not-allowed`);
    assert.equal(r.headers.allow, 'GET, HEAD, OPTIONS');
    // A path no route takes, however its slashes are written, stays a 404.
    const missing = await t.app.inject({ url: `${API}//companies//search/extra` });
    assert.equal(missing.statusCode, 404);
    assert.equal(problemOf(missing).type, `${API}/problems/not-found`);
  } finally {
    await t.close();
  }
});
