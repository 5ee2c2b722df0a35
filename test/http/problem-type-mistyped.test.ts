// A problem type's page asked by a name it is not: the 404 quotes the name as sent, so a blank or
// spaced one is seen (it read `No problem type  ;`), and names the type a plain slip meant.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fakeServices } from './fake-services.ts';
import { API, problemOf, startTestApp } from './harness.ts';

test('a mistyped problem type is quoted and told the type it is near', async () => {
  const t = await startTestApp({ services: fakeServices() });
  try {
    const detailOf = async (path: string) => {
      const r = await t.app.inject({ url: `${API}/problems/${path}` });
      assert.equal(r.statusCode, 404, path);
      return problemOf(r).detail.replace(/ The types are .*|; the types are .*/, '');
    };
    assert.equal(await detailOf('%20'), 'The problem type named is blank');
    assert.equal(await detailOf('a%09b'), 'No problem type "a b"', 'a control character reads as a space');
    assert.equal(await detailOf('nonsense'), 'No problem type "nonsense"');
    for (const [sent, meant] of ([['NOT-FOUND', 'not-found'], ['not_found', 'not-found'], ['rate%20limited', 'rate-limited'], ['invalid-parameters', 'invalid-parameter'], ['rate-limitd', 'rate-limited']] as Array<[string, string]>)) {
      assert.equal(await detailOf(sent), `No problem type ${JSON.stringify(decodeURIComponent(sent))}: did you mean ${meant} (${API}/problems/${meant})?`, sent);
    }
    // Every type is still described at its own name.
    assert.equal((await t.app.inject({ url: `${API}/problems/not-found` })).statusCode, 200);
  } finally {
    await t.close();
  }
});
