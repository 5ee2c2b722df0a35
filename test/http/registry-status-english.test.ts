// registryStatus is the register's wording in Latvian, Lithuanian, Estonian or Finnish. An active
// Lithuanian company read "Teisinis statusas neįregistruotas" (no special legal status registered),
// which a reader of none of the four languages, or a model relaying the answer, took for a company
// whose registration is missing. Details now carry registryStatusEnglish beside it, over REST and MCP,
// for every wording the importers write.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../src/importers/pipeline/run.ts';
import { sources as lvSources } from '../../src/importers/lv/index.ts';
import { sources as ltSources } from '../../src/importers/lt/index.ts';
import { sources as eeSources } from '../../src/importers/ee/index.ts';
import { sources as fiSources } from '../../src/importers/fi/index.ts';
import { STATUS_NAMES } from '../../src/importers/lt/codes.ts';
import { registryStatusInEnglish } from '../../src/domain/registry-status-english.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { fixtureSized } from '../importers/lt/support.ts';
import { query } from '../importers/pipeline/helpers.ts';
import { API, startTestApp } from './harness.ts';
import { callTool, connectInProcess, structuredOf } from '../mcp/client.ts';

const fixtures = (country: string) => fileURLToPath(new URL(`../fixtures/${country}/`, import.meta.url));

test('details give every register wording of the four fixtures in English, REST and MCP', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'registry-status-english-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  for (const [list, country] of [[lvSources, 'lv'], [ltSources, 'lt'], [eeSources, 'ee'], [fiSources, 'fi']] as const) {
    const report = await importSources({
      databasePath, sources: fixtureSized(list), fromDir: fixtures(country), now: new Date('2026-11-21T10:00:00Z'), progress: 'none', screen: false,
    });
    assert.ok(report.sources.every((s) => s.status !== 'failed'), JSON.stringify(report.sources.map((s) => [s.source, s.message])));
  }
  const worded = query<{ country: string; regcode: string; registry_status: string }>(databasePath,
    'SELECT country, regcode, min(registry_status) AS registry_status FROM companies WHERE registry_status IS NOT NULL GROUP BY country, registry_status');
  assert.ok(new Set(worded.map((w) => w.country)).size === 4, `wordings of every country: ${JSON.stringify(worded)}`);

  const db = openForReading(databasePath);
  const services = createServices({ db, sanctionsThreshold: 0.9 });
  const { app, close } = await startTestApp({ services, env: { RATE_LIMITS: 'off' } });
  const mcp = await connectInProcess({ services });
  t.after(async () => { await mcp.close(); await close(); db.close(); });

  const untranslated: string[] = [];
  for (const w of worded) {
    const r = await app.inject({ url: `${API}/companies/${encodeURIComponent(w.regcode)}?country=${w.country}` });
    assert.equal(r.statusCode, 200, r.body);
    const body = r.json() as { registryStatus: string; registryStatusEnglish: string | null };
    assert.equal(body.registryStatus, w.registry_status);
    if (typeof body.registryStatusEnglish !== 'string') untranslated.push(`${w.country} ${w.registry_status}`);
  }
  assert.deepEqual(untranslated, [], 'a register wording served with no English');

  const ltActive = worded.find((w) => w.country === 'LT' && w.registry_status === 'Teisinis statusas neįregistruotas');
  assert.ok(ltActive, 'the LT fixtures hold an active company');
  const answer = structuredOf<{ status: string; registryStatusEnglish: string }>(
    await callTool(mcp.client, 'get_company_details', { regcode: ltActive.regcode, country: 'LT' }));
  assert.equal(answer.status, 'active');
  assert.match(answer.registryStatusEnglish, /no special legal status/i);
  assert.doesNotMatch(answer.registryStatusEnglish, /^not registered/i);
});

test('each of JAR\'s legal-status names has its English, and a wording no one listed has none', () => {
  for (const [code, name] of Object.entries(STATUS_NAMES)) {
    assert.notEqual(registryStatusInEnglish('LT', name), null, `stat_kodas ${code} ${name}`);
  }
  assert.equal(registryStatusInEnglish('FI', 'Rekisterissä; Konkurssi'), 'Registered; Bankruptcy');
  assert.equal(registryStatusInEnglish('LV', 'Kāds cits process'), null);
  assert.equal(registryStatusInEnglish('EE', null), null);
});
