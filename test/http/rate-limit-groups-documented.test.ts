// The discovery document's x-rate-limits lists the paths of each group, and a client paces its
// calls by it: GET /holders/{holderRegcode}/holdings spends the company group's budget and carries
// its RateLimit headers, but the group's paths and covers left it out, so it read as unlimited.
// Each documented path is asked here: it carries the headers of the group listing it, or none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

test('every path that spends a rate-limit budget is listed in its group of x-rate-limits, and no other', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const doc = (await t.app.inject({ url: API })).json();
    const groups = doc['x-rate-limits'].groups as Array<{ group: string; max: number; paths: string[] }>;
    const listed = new Map<string, { group: string; max: number }>(groups.flatMap((g) => g.paths.map((path) => [`${API}${path}`, g] as const)));
    for (const path of Object.keys(doc.paths)) {
      // Any value for a path parameter: a 400 or 404 spends the budget as a 200 does.
      const r = await t.app.inject({ url: path.replace(/\{[^}]+\}/g, 'x') });
      const group = listed.get(path);
      if (group === undefined) {
        assert.equal(r.headers['ratelimit-limit'], undefined, `${path} is listed in no group but is limited`);
      } else {
        assert.equal(r.headers['ratelimit-limit'], String(group.max), `${path}, listed in ${group.group}`);
      }
    }
    assert.ok(listed.has(`${API}/holders/{holderRegcode}/holdings`));
  } finally {
    await t.close();
  }
});
