// The discovery document is some 200 KB of JSON on a route no rate limit meters: built and
// serialised for every request it cost a few ms each, so a client sending it in a loop held the
// one core an instance answers on. It is kept, serialised, per dataset version, with the address
// a request names written in, and made anew after a publish. It was kept per address too, eight
// at most, so a client sending a new Host with every request had it made anew every time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { countingServices } from './services.ts';

test('the discovery document is made once per dataset version whatever address it names, and anew after a publish', async () => {
  const { services, builds, publish } = await countingServices();
  const t = await startTestApp({ services, env: { RATE_LIMITS: 'off' } });
  try {
    const get = (host: string) => t.app.inject({ url: API, headers: { host } });
    const first = await get('registry.example');
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().servers[0].url, 'http://registry.example');
    for (let i = 0; i < 5; i++) assert.equal((await get('registry.example')).body, first.body);
    assert.equal(builds(), 1, 'five more requests for the same document build nothing');

    // Another address: a document naming it, the rest as it was.
    const other = await get('other.example');
    assert.equal(other.json().servers[0].url, 'http://other.example');
    assert.deepEqual({ ...other.json() as object, servers: null }, { ...first.json() as object, servers: null });
    // A client naming another host with every request: each named, none makes the document anew.
    for (let i = 0; i < 20; i++) assert.equal((await get(`h${i}.example`)).json().servers[0].url, `http://h${i}.example`);
    assert.equal(builds(), 1, 'no address makes the document anew');

    // A publish: the next request gets the new dataset's document.
    publish('after-a-publish');
    const after = await get('registry.example');
    assert.equal(after.json()['x-dataset'].version, 'after-a-publish');
    assert.notEqual(after.headers.etag, first.headers.etag);
    assert.equal(builds(), 2);
    assert.equal((await get('other.example')).json()['x-dataset'].version, 'after-a-publish');
    assert.equal(builds(), 2);
  } finally {
    await t.close();
  }
});
