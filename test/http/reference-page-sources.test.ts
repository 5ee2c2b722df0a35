// The reference page shows what the discovery document carries as extension fields, which
// Swagger UI does not render: a reader of the page saw no data source, no date of the data, no
// licence and no rate limit. The page's document (docs/json) now says them under the API's
// description; the discovery document keeps its own short description for toolkits.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp, type TestApp } from './harness.ts';
import { testServices } from './services.ts';

let t: TestApp;
before(async () => { t = await startTestApp({ services: await testServices() }); });
after(async () => { await t?.close(); });

interface Source { source: string; country: string | null; asOf: string | null; publisher: string | null; licence: string | null }

test('the reference page names every source of the data with its date, publisher and licence, and the rate limits', async () => {
  const discovery = (await t.app.inject({ url: API })).json();
  const page = (await t.app.inject({ url: `${API}/docs/json` })).json();
  const text: string = page.info.description;
  const sources = discovery['x-dataset'].sources as Source[];
  assert.ok(sources.length >= 5, `${sources.length} sources`);
  assert.ok(text.startsWith(discovery.info.description), 'the API\'s own description comes first');
  assert.match(text, new RegExp(`Dataset version \`${discovery['x-dataset'].version}\``));
  for (const s of sources) {
    const line = text.split('\n').find((l) => l.includes(`\`${s.source}\``));
    assert.ok(line, `${s.source} is listed`);
    assert.ok(line.includes(`as of ${s.asOf}`), `${line}: its date ${s.asOf}`);
    for (const part of [s.publisher, s.licence]) if (part) assert.ok(line.includes(part.replace(/\s+/g, ' ')), `${line}: ${part}`);
  }
  for (const g of discovery['x-rate-limits'].groups as Array<{ max: number; windowSeconds: number; paths: string[] }>) {
    assert.ok(text.includes(`${g.max} requests per ${g.windowSeconds} s: ${g.paths.map((p) => `\`${p}\``).join(', ')}`), `the limit of ${g.paths[0]}`);
  }
  assert.ok(!discovery.info.description.includes('## Data sources'), 'the discovery document keeps its short description');
});
