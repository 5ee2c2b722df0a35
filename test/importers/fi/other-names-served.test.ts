// The Finnish register lists beside a company's name its parallel names (the same name in Swedish
// or English) and auxiliary names (trade names). A compliance check of a Finnish company shows
// them in its details, over REST and MCP, as the register lists them: they were searched but never
// shown, so Nokia Oyj's details named neither Nokia Abp nor its trade name Vertu.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturesDir } from '../lt/support.ts';
import { servedFi } from './served.ts';
import { SAMPLES } from '../pipeline/helpers.ts';
import { callTool, structuredOf } from '../../mcp/client.ts';

async function servedFrom(t: { after(fn: () => unknown): void }, files: string) {
  const { get, mcp } = await servedFi(t, files);
  const rest = (regcode: string) => get(`/companies/${regcode}`);
  const tool = async (regcode: string) => structuredOf<{ otherNames: unknown }>(await callTool(mcp.client, 'get_company_details', { regcode }));
  return { rest, tool };
}

test('FI details list the parallel (Swedish) and auxiliary names of the register, REST and MCP alike', async (t) => {
  const { rest, tool } = await servedFrom(t, fixturesDir('fi'));
  const tunturi = await rest('2345678-0');
  assert.deepEqual(tunturi.otherNames, [
    { name: 'Fjäll Test Ab', kind: 'parallel', validFrom: '2015-02-01', validTo: null },
    { name: 'Tunturi Kahvila', kind: 'auxiliary', validFrom: '2016-03-01', validTo: null },
  ]);
  assert.deepEqual(tunturi.formerNames.map((n: { name: string }) => n.name), ['Vanha Tunturi Oy'], 'a former name stays apart');
  assert.deepEqual((await tool('2345678-0')).otherNames, tunturi.otherNames);
  assert.deepEqual((await rest('2345679-9')).otherNames, [], 'a company with no other name lists none');
});

test('Nokia Oyj (real YTJ sample): Nokia Abp and Nokia Corporation first, then its trade names', async (t) => {
  const sample = join(SAMPLES, 'fi/opendata-ytj-api_v3_companies__businessId_0112038-9.json');
  if (!existsSync(sample)) { console.log(`skipped: no samples at ${SAMPLES}`); t.skip(`no samples at ${SAMPLES}`); return; }
  const files = mkdtempSync(join(tmpdir(), 'fi-nokia-'));
  t.after(() => rmSync(files, { recursive: true, force: true }));
  copyFileSync(sample, join(files, 'companies_0112038-9.json'));
  const { rest, tool } = await servedFrom(t, files);
  const nokia = await rest('0112038-9');
  const names = nokia.otherNames as Array<{ name: string; kind: string }>;
  assert.deepEqual(names.slice(0, 2), [
    { name: 'Nokia Abp', kind: 'parallel', validFrom: '1997-09-01', validTo: null },
    { name: 'Nokia Corporation', kind: 'parallel', validFrom: '1997-09-01', validTo: null },
  ]);
  assert.equal(names.filter((n) => n.kind === 'auxiliary').length, 11);
  assert.ok(names.some((n) => n.name === 'Vertu' && n.kind === 'auxiliary'));
  assert.deepEqual(nokia.formerNames.map((n: { name: string }) => n.name), ['Oy Nokia Ab']);
  assert.deepEqual((await tool('0112038-9')).otherNames, nokia.otherNames);
});
