// A checkout form that called autofill at every key was refused with 429 part-way through a name
// typed in one go, and the details request after it too: nothing told the form's developer that
// autofill spends the budget details share. The autofill reference now says so in numbers; this
// test holds those numbers to what the gate does, key by key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';
import { FIXTURE } from '../helpers/seed.ts';

test('the autofill reference states the budget a form typing key by key runs into, and it holds', async () => {
  const t = await startTestApp({ services: await testServices() });
  try {
    const doc = (await t.app.inject({ url: API })).json();
    const description: string = doc.paths[`${API}/companies/autofill`].get.description;
    const said = /budget of (\d+) requests per (\d+) s per client address, shared with getCompany/.exec(description);
    assert.ok(said, `the autofill description states the budget it shares with details: ${description}`);
    assert.match(description, /Ask once the user pauses/, 'and tells a form to wait for a pause in typing');
    const keys = Number(said[1]);

    const name = 'Latvijas Gāze Latvijas Gāze';
    assert.ok(name.length > keys + 1, 'a name longer than the budget');
    const statuses: number[] = [];
    for (let i = 2; i <= keys + 1; i++) {
      statuses.push((await t.app.inject({ url: `${API}/companies/autofill?q=${encodeURIComponent(name.slice(0, i))}` })).statusCode);
    }
    assert.deepEqual(statuses.filter((s) => s !== 200), [], 'the keys within the budget are answered');
    const details = await t.app.inject({ url: `${API}/companies/${FIXTURE.companies.lvGaze.regcode}` });
    assert.equal(details.statusCode, 429, 'the details request after the budget is spent is refused, as the reference says');
  } finally {
    await t.close();
  }
});
