// The discovery document is some 120 KB of JSON on a route no rate limit meters: built and
// serialised for every request it cost a few ms each, so a client sending it in a loop held the
// one core an instance answers on. It is kept, serialised, per dataset version and address, and
// made anew when either changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Services } from '../../src/services/index.ts';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

/** The test services, counting how often the document's coverage is read, with a dataset version the test sets. */
async function countingServices(): Promise<{ services: Services; builds: () => number; publish: (version: string) => void }> {
  const real = await testServices();
  let builds = 0;
  let version: string | null = null;
  const services = new Proxy(real, {
    get(target, property, receiver) {
      if (property === 'coverage') return () => { builds += 1; return target.coverage(); };
      if (property === 'datasetInfo') return () => ({ ...target.datasetInfo(), ...(version === null ? {} : { version }) });
      return Reflect.get(target, property, receiver);
    },
  });
  return { services, builds: () => builds, publish: (v) => { version = v; } };
}

test('the discovery document is made once per dataset version and address, and anew after a publish', async () => {
  const { services, builds, publish } = await countingServices();
  const t = await startTestApp({ services, env: { RATE_LIMITS: 'off' } });
  try {
    const get = (host: string) => t.app.inject({ url: API, headers: { host } });
    const first = await get('registry.example');
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().servers[0].url, 'http://registry.example');
    for (let i = 0; i < 5; i++) assert.equal((await get('registry.example')).body, first.body);
    assert.equal(builds(), 1, 'five more requests for the same document build nothing');

    // Another address: its own document, naming it.
    const other = await get('other.example');
    assert.equal(other.json().servers[0].url, 'http://other.example');
    assert.equal(builds(), 2);

    // A publish: the next request gets the new dataset's document.
    publish('after-a-publish');
    const after = await get('registry.example');
    assert.equal(after.json()['x-dataset'].version, 'after-a-publish');
    assert.notEqual(after.headers.etag, first.headers.etag);
    assert.equal(builds(), 3);
  } finally {
    await t.close();
  }
});
