// Answers name their source files by id and date (lv.register as of 2026-11-29), and the title,
// publisher, address and licence of each were only in /readyz, no MCP request: a model quoting a
// register's fact could not name the authority it came from. The resource registry://sources
// gives them, listed by resources/list and named in the instructions, tools/list unchanged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openForWriting } from '../../src/store/open.ts';
import { provenanceKey } from '../../src/store/dataset-read.ts';
import { seededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, structuredOf, type Connected } from './client.ts';
import { FIXTURE, connectedFixture } from './fixture.ts';

const session = connectedFixture();

interface SourceEntry { name: string; country: string | null; title: string | null; publisher: string | null; url: string | null;
  licence: string | null; updateFrequency: string | null; asOf: string | null; generated: boolean | null }

async function readSources(mcp: Connected = session.mcp): Promise<{ datasetVersion: string; sources: SourceEntry[] }> {
  const { contents } = await mcp.client.readResource({ uri: 'registry://sources' });
  assert.equal(contents.length, 1);
  assert.equal(contents[0]?.mimeType, 'application/json');
  return JSON.parse((contents[0] as { text: string }).text);
}

test('resources/list lists registry://sources, and the instructions name it', async () => {
  const { resources } = await session.mcp.client.listResources();
  assert.deepEqual(resources.map((r) => [r.uri, r.name, r.mimeType]), [['registry://sources', 'sources', 'application/json']]);
  assert.match(resources[0]?.description ?? '', /publisher \(the authority to cite\)/);
  assert.match(session.mcp.client.getInstructions() ?? '', /the resource registry:\/\/sources gives each one's\ntitle, publisher, url and licence/);
});

test('every source a company\'s answer names is in registry://sources with its publisher, title, url and licence, as /readyz gives them', async (t) => {
  // The provenance an import records of lv.register (the seed records none, as a store published before it was kept).
  const seeded = seededServices();
  const provenance = {
    title: 'Uzņēmumu reģistra atvērtie dati: register.csv', publisher: 'Latvijas Republikas Uzņēmumu reģistrs',
    url: 'https://data.gov.lv/dati/lv/dataset/uz', licence: 'CC0 1.0', updateFrequency: 'daily', generated: false,
  };
  const db = openForWriting(seeded.store.path);
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(provenanceKey('lv.register'), JSON.stringify(provenance));
  db.close();
  const mcp = await connectInProcess({ services: seeded.services });
  t.after(async () => { await mcp.close(); seeded.close(); });

  const details = structuredOf<{ sources: Array<{ name: string; asOf: string | null }> }>(
    await callTool(mcp.client, 'get_company_details', { regcode: FIXTURE.companies.lvGaze.regcode, country: 'LV' }));
  const read = await readSources(mcp);
  const info = seeded.services.datasetInfo();
  assert.equal(read.datasetVersion, info.version);
  assert.ok(details.sources.some((s) => s.name === 'lv.register'));
  for (const cited of details.sources) {
    const entry = read.sources.find((s) => s.name === cited.name);
    assert.ok(entry, `${cited.name} is listed`);
    assert.equal(entry.asOf, cited.asOf, `${cited.name} as of the answer's date`);
    const ready = info.sources.find((s) => s.source === cited.name)!;
    assert.deepEqual(entry, {
      name: ready.source, country: ready.country, title: ready.title, publisher: ready.publisher, url: ready.url,
      licence: ready.licence, updateFrequency: ready.updateFrequency, asOf: ready.asOf, generated: ready.generated,
    });
  }
  // The register the answer cites, with the authority to name.
  const register = read.sources.find((s) => s.name === 'lv.register');
  assert.deepEqual({ ...register, name: undefined, country: undefined, asOf: undefined },
    { ...provenance, name: undefined, country: undefined, asOf: undefined });
});

test('a resource URI the server lacks is told of registry://sources too', async () => {
  await assert.rejects(session.mcp.client.readResource({ uri: 'registry://source' }),
    /Resource registry:\/\/source not found\. This server's resources are company:\/\/\{country\}\/\{regcode\}, .*; and registry:\/\/sources, the data sources\./);
});
