// A search or autofill text percent-encoded twice (a client encoding a query string it had already
// encoded: `q=R%25C4%25ABgas%2520Koks`) arrived as `R%C4%ABgas%20Koks` and was searched as typed:
// the search listed RG Puu Ky and other names its letters begin, and autofill filled a form with
// them, where the person check tells a name so sent. It is now a 400 naming q and the text it reads
// as once decoded (domain/text-encoded-twice.ts), never searched in its place.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, problemOf, startTestApp, type TestApp } from './harness.ts';
import { testServices } from './services.ts';

let app: TestApp;
before(async () => { app = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } }); });
after(async () => { await app.close(); });

const twice = (text: string) => encodeURIComponent(encodeURIComponent(text));

test('a search or autofill text percent-encoded twice is a 400 naming q and the text it reads as', async () => {
  for (const route of ['/companies/search', '/companies/autofill']) {
    const r = await app.app.inject({ url: `${API}${route}?q=${twice('Rīgas Koks')}` });
    assert.equal(r.statusCode, 400, `${route}: ${r.body.slice(0, 300)}`);
    const { errors } = problemOf(r);
    assert.deepEqual(errors!.map((e) => [e.parameter, e.in]), [['q', 'query']], route);
    assert.match(errors![0]!.message, /arrived still encoded \(R%C4%ABgas%20Koks\).*reads Rīgas Koks/, route);
    // Told beside another parameter refused, as every failing parameter is.
    const both = await app.app.inject({ url: `${API}${route}?q=${twice('Rīgas Koks')}&limit=0` });
    assert.deepEqual(problemOf(both).errors!.map((e) => e.parameter).sort(), ['limit', 'q'], route);
  }
});

test('a text encoded once, a % a name holds and an escape that decodes to nothing are searched as before', async () => {
  for (const q of ['Rīgas Koks', '100% Koks', 'Koks %ZZ', '50%AB']) {
    const r = await app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(q)}` });
    assert.equal(r.statusCode, 200, `${q}: ${r.body.slice(0, 200)}`);
  }
});
