// The reference page's document (/docs/json, which the page loads) and its YAML copy (/docs/yaml)
// are the discovery document with the page's description, some 200 KB, on routes no rate limit
// meters: each request built it anew (a few ms for the JSON, 100 ms and more for the YAML), so a
// client fetching them in a loop held the one core that answers every shop's autofill, the hole
// the discovery document's own cache had closed. Both are now kept per dataset version, as the
// discovery document is, and made anew after a publish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { countingServices } from './services.ts';

test('the reference page document and its YAML are made once per dataset version, and anew after a publish', async () => {
  const { services, builds, publish } = await countingServices();
  const t = await startTestApp({ services, env: { RATE_LIMITS: 'off' } });
  try {
    const json = await t.app.inject({ url: `${API}/docs/json` });
    assert.equal(json.statusCode, 200);
    assert.match(String(json.headers['content-type']), /^application\/json/);
    assert.ok(json.json().info.description.length > 0);
    const yaml = await t.app.inject({ url: `${API}/docs/yaml` });
    assert.equal(yaml.statusCode, 200);
    assert.match(String(yaml.headers['content-type']), /^application\/x-yaml/);
    assert.match(yaml.body, /^openapi: 3\.1\.0$/m);
    const made = builds();
    for (let i = 0; i < 5; i++) {
      const [again, againYaml] = [await t.app.inject({ url: `${API}/docs/json` }), await t.app.inject({ url: `${API}/docs/yaml/` })];
      assert.equal(again.body, json.body);
      assert.equal(again.headers['content-type'], json.headers['content-type']);
      assert.equal(again.headers['content-security-policy'], json.headers['content-security-policy']);
      assert.equal(againYaml.body, yaml.body);
      assert.equal(againYaml.headers['content-type'], yaml.headers['content-type']);
    }
    assert.equal(builds(), made, 'ten more requests build nothing');

    publish('after-a-publish');
    const after = await t.app.inject({ url: `${API}/docs/json` });
    assert.equal(after.json()['x-dataset'].version, 'after-a-publish');
    assert.match((await t.app.inject({ url: `${API}/docs/yaml` })).body, /version: after-a-publish/);
    const remade = builds();
    assert.ok(remade > made, 'a publish makes them anew');
    await t.app.inject({ url: `${API}/docs/json` });
    await t.app.inject({ url: `${API}/docs/yaml` });
    assert.equal(builds(), remade);
  } finally {
    await t.close();
  }
});
