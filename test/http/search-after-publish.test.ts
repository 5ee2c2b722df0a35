// A publish that rebuilt a country's search image: the next search needs the new image, read
// from the store a part at a time. Read inside the search, every other request of the process
// waited for the whole of it (a fifth of a second or more at national size); the search now waits
// for it alone, loaded between requests, and answers from the new build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { seededServices } from '../helpers/seeded-services.ts';
import { SMALL_PART, storedImage, storeImage } from '../helpers/search-image-parts.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { API, startTestApp } from './harness.ts';

const C = FIXTURE.companies;

for (const [what, url] of [
  ['search', `${API}/companies/search?q=rigas%20koks`],
  ['autofill', `${API}/companies/autofill?q=rigas%20koks`],
] as const) {
  test(`${what === 'search' ? 'a search' : 'an autofill'} right after a publish that rebuilt an image waits for it while other requests are answered`, async (t) => {
    const ctx = seededServices();
    t.after(() => ctx.close());
    const lv = storedImage(ctx.store.path, 'LV');
    const parts = storeImage(ctx.store.path, 'LV', lv, 'lv-1');
    assert.ok(parts > 4, `the LV image is in ${parts} parts of ${SMALL_PART} bytes`);
    const app = await startTestApp({ services: ctx.services });
    t.after(() => app.close());
    await ctx.services.warmUp();
    const before = JSON.parse((await app.app.inject({ url })).body);
    assert.ok(before.results.some((r: { regcode: string }) => r.regcode === C.lvRigasKoks.regcode));

    // A publish in another connection: LV rebuilt (the same documents, under a new build).
    storeImage(ctx.store.path, 'LV', lv, 'lv-2');
    const order: string[] = [];
    let turns = 0;
    let answered = false;
    const searched = app.app.inject({ url }).then((r) => { order.push(what); answered = true; return r; });
    // Asked once the search has begun: answered while it waits, where a search reading the image
    // itself had answered by then (in one turn of the event loop, as without a publish).
    await nextTurn();
    const details = app.app.inject({ url: `${API}/companies/${C.eeEnergia.regcode}?country=EE` }).then((r) => { order.push('details'); return r; });
    for (turns = 1; !answered; turns++) await nextTurn();
    const [s, d] = await Promise.all([searched, details]);
    assert.equal(d.statusCode, 200);
    assert.equal(s.statusCode, 200);
    assert.deepEqual(order, ['details', what], 'the details asked after the search began are answered while it waits');
    assert.ok(turns > parts, `the search waited ${turns} turns of the event loop, for the ${parts} parts of the image, one a turn`);
    assert.deepEqual(JSON.parse(s.body), before, 'the search answers from the new build, as before the publish');
  });
}
