// search_companies right after a publish that rebuilt a country's search image: the search waits
// for the new image, loaded a part per turn of the event loop, while other tool calls are
// answered; it read the image inside the call before, every other call of the process waiting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Services } from '../../src/services/index.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { seededServices } from '../helpers/seeded-services.ts';
import { storedImage, storeImage } from '../helpers/search-image-parts.ts';
import { callTool, connectInProcess, structuredOf } from './client.ts';

const C = FIXTURE.companies;

test('search_companies right after a publish that rebuilt an image waits for it while other tool calls are answered', async (t) => {
  const ctx = seededServices();
  t.after(() => ctx.close());
  const lv = storedImage(ctx.store.path, 'LV');
  storeImage(ctx.store.path, 'LV', lv, 'lv-1');
  await ctx.services.warmUp();
  // The services the server calls, noting when a search has begun and the order in which the
  // lookups return.
  let begun = false;
  const order: string[] = [];
  const services: Services = {
    ...ctx.services,
    whenSearchImagesLoaded: (read) => { begun = true; return ctx.services.whenSearchImagesLoaded(read); },
    searchCompanies: (...args) => { const results = ctx.services.searchCompanies(...args); order.push('search'); return results; },
    getCompany: (...args) => { const company = ctx.services.getCompany(...args); order.push('details'); return company; },
  };
  const mcp = await connectInProcess({ services });
  t.after(() => mcp.close());
  const search = () => callTool(mcp.client, 'search_companies', { query: 'rigas koks' });
  const before = structuredOf(await search());
  order.length = 0;
  begun = false;

  // A publish in another connection: LV rebuilt (the same documents, under a new build).
  storeImage(ctx.store.path, 'LV', lv, 'lv-2');
  const searched = search();
  // Asked once the search has begun: answered while it waits, where a search reading the image
  // itself had its results by then.
  while (!begun) await nextTurn();
  const details = callTool(mcp.client, 'get_company_details', { regcode: C.eeEnergia.regcode, country: 'EE' });
  const [s, d] = await Promise.all([searched, details]);
  assert.equal(d.isError ?? false, false);
  // The search reads no details of the closed LV company it lists (Rīgas Koks, SIA, closed): the
  // successors alone are read to name one (services/company-successors.ts).
  assert.deepEqual(order, ['details', 'search'], 'the details asked after the search began are answered while it waits');
  assert.deepEqual(structuredOf(s), before, 'the search answers from the new build, as before the publish');
});
