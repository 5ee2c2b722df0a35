// RIK publishes an Estonian company's website among its contacts in the general-data JSON
// (`sidevahendid`, liik WWW), while the company row comes from the basic-data CSV. A web shop
// filling a supplier form, or a team checking a partner, reads it from the details as a link.
// The two files are imported apart: either may come alone, importing the CSV again keeps the
// websites the JSON gave, a failed JSON import leaves them as they were, and withdrawing the JSON's
// source removes them. E-mail and telephone entries are not served.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources, type ImportReport } from '../../../src/importers/pipeline/run.ts';
import { withdrawSources } from '../../../src/importers/pipeline/withdraw.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { websiteOf } from '../../../src/importers/ee/general.ts';
import type { MapContext, SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { SAMPLES } from '../pipeline/helpers.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const BASIC = 'ettevotja_rekvisiidid__lihtandmed.csv';
const GENERAL = 'ettevotja_rekvisiidid__yldandmed.json';
const sized = (list: SourceDefinition[]): SourceDefinition[] =>
  list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
const basicSource = sized(eeSources).filter((s) => s.id === 'ee.basic');
const generalSource = sized(eeSources).filter((s) => s.id === 'ee.general');

// Contacts as the general data lists them (kirje_id, liik, liik_tekstina, sisu, lopp_kpv).
const contact = (kirje_id: number, liik: string, sisu: string, lopp_kpv: string | null = null) =>
  ({ kirje_id, liik, liik_tekstina: liik, sisu, lopp_kpv });
const entity = (code: number, nimi: string, sidevahendid: unknown[]) =>
  ({ ariregistri_kood: code, nimi, yldandmed: { staatus: 'R', staatus_tekstina: 'Registrisse kantud', arinimed: [], sidevahendid, teatatud_tegevusalad: [] } });

/** The general data of three fixture companies: several WWW entries, one full link, and e-mail and phone only. */
const GENERAL_JSON = JSON.stringify([
  entity(14000001, 'Näidis Ehitus OÜ', [
    contact(103, 'EMAIL', 'info@naidis.example'),
    contact(107, 'WWW', 'naidis-ehitus.ee'),
    contact(108, 'WWW', 'www.naidis.ee'),
    contact(110, 'WWW', 'www.vana-naidis.ee', '09.01.2020'),
    contact(111, 'WWW', 'javascript:alert(document.cookie)'),
    contact(112, 'TEL', '+372 600 0001'),
  ]),
  entity(12000003, 'Lõuna Grupp AS', [contact(201, 'WWW', 'https://www.lounagrupp.example.ee/et')]),
  entity(16000009, 'Mari Maasikas FIE', [contact(301, 'EMAIL', 'mari.maasikas@example.ee'), contact(302, 'MOB', '+372 5123 4567')]),
]);

/** The context of a file of 20 November 2026 (a website is weighed on the file's day). */
const ctx: MapContext = { file: GENERAL, line: 2, asOf: '2026-11-20', lookup: () => undefined, warn: () => {} };

test('the website is the current WWW entry that is a web address, the latest entered among several', () => {
  const data = JSON.parse(GENERAL_JSON) as Array<{ yldandmed: Record<string, unknown> }>;
  assert.equal(websiteOf(data[0]!.yldandmed, ctx), 'www.naidis.ee', 'not the ended entry, nor the javascript: one, nor the earlier one');
  assert.equal(websiteOf(data[1]!.yldandmed, ctx), 'https://www.lounagrupp.example.ee/et');
  assert.equal(websiteOf(data[2]!.yldandmed, ctx), null, 'an e-mail address or a phone number is no website');
  assert.equal(websiteOf({ sidevahendid: [contact(1, 'www', 'www.b.ee'), { liik: 'WWW', sisu: 'www.a.ee' }, contact(1, 'WWW', 'www.c.ee')] }, ctx), 'www.b.ee',
    'among equal entry numbers the first in the file');
  assert.equal(websiteOf({}, ctx), null);
});

/** A folder with the fixtures' basic-data CSV and the general data given. */
function files(root: string, name: string, general: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  copyFileSync(join(FIXTURES, BASIC), join(dir, BASIC));
  writeFileSync(join(dir, GENERAL), general);
  return dir;
}

async function run(databasePath: string, sources: SourceDefinition[], fromDir: string, day: string, force = false): Promise<ImportReport> {
  return importSources({ databasePath, sources, fromDir, now: new Date(`${day}T06:00:00Z`), progress: 'none', screen: false, force });
}

/** The details of each company as GET /companies/{regcode} serves them from the store now. */
async function details(t: { after(fn: () => unknown): void }, databasePath: string, regcodes: string[]): Promise<Record<string, any>> {
  const db = openForReading(databasePath);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  try {
    const out: Record<string, any> = {};
    for (const regcode of regcodes) {
      const r = await app.inject({ method: 'GET', url: `${API}/companies/${regcode}?country=EE` });
      assert.equal(r.statusCode, 200, r.body);
      out[regcode] = JSON.parse(r.body);
      out[regcode].raw = r.body;
    }
    return out;
  } finally {
    await close();
    db.close();
  }
}
const websites = (d: Record<string, any>) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v.website]));

test('EE details serve the website of the general data, REST and MCP alike, and never an e-mail or a phone', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-website-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const report = await run(databasePath, [...basicSource, ...generalSource], files(root, 'first', GENERAL_JSON), '2026-11-20');
  assert.ok(report.ok, JSON.stringify(report.sources.map((s) => s.message)));

  const got = await details(t, databasePath, ['14000001', '12000003', '16000009', '80000036']);
  assert.deepEqual(websites(got), {
    14000001: 'https://www.naidis.ee/', 12000003: 'https://www.lounagrupp.example.ee/et', 16000009: null, 80000036: null,
  });
  assert.ok(got['14000001'].sources.some((s: { name: string }) => s.name === 'ee.general'), 'the file the website comes from is named');
  for (const d of Object.values(got)) assert.doesNotMatch(d.raw, /@example|\+372|javascript|vana-naidis/, 'no e-mail, phone, unsafe or ended address');

  const db = openForReading(databasePath);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(async () => { await mcp.close(); db.close(); });
  const tool = structuredOf<{ website: unknown }>(await callTool(mcp.client, 'get_company_details', { regcode: '14000001', country: 'EE' }));
  assert.equal(tool.website, 'https://www.naidis.ee/');
});

test('EE websites: the two files stay independent (either alone, basic again, a failed general import, withdraw)', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-website-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const dir = files(root, 'first', GENERAL_JSON);
  const ids = ['14000001', '12000003'];

  // The general data first, alone: nothing to show until the companies come, then their websites.
  assert.ok((await run(databasePath, generalSource, dir, '2026-11-18')).ok);
  assert.ok((await run(databasePath, basicSource, dir, '2026-11-19')).ok);
  const served = { 14000001: 'https://www.naidis.ee/', 12000003: 'https://www.lounagrupp.example.ee/et' };
  assert.deepEqual(websites(await details(t, databasePath, ids)), served, 'a general import before the companies');

  // The basic data imported again replaces only the company rows.
  const again = await run(databasePath, basicSource, dir, '2026-11-20', true);
  assert.equal(again.sources[0]!.status, 'published', again.sources[0]!.message);
  assert.deepEqual(websites(await details(t, databasePath, ids)), served, 'basic data imported again keeps the websites');

  // A general data file cut short fails and changes nothing.
  const broken = files(root, 'broken', GENERAL_JSON.replace('www.naidis.ee', 'www.uus-naidis.ee').slice(0, GENERAL_JSON.length - 40));
  const failed = await run(databasePath, generalSource, broken, '2026-11-21');
  assert.equal(failed.ok, false);
  assert.deepEqual(websites(await details(t, databasePath, ids)), served, 'a failed import leaves the websites as they were');

  // A new general data file replaces the websites it gave; a company it lists no website for has none.
  const changed = JSON.stringify([entity(14000001, 'Näidis Ehitus OÜ', [contact(120, 'WWW', 'www.uus-naidis.ee')]), entity(12000003, 'Lõuna Grupp AS', [])]);
  assert.ok((await run(databasePath, generalSource, files(root, 'changed', changed), '2026-11-22')).ok);
  assert.deepEqual(websites(await details(t, databasePath, ids)), { 14000001: 'https://www.uus-naidis.ee/', 12000003: null });

  // Withdrawn, the general data's websites go; the companies stay.
  const withdrawn = await withdrawSources({ databasePath, sources: generalSource, knownSources: sized(eeSources), now: new Date('2026-11-23T06:00:00Z') });
  assert.equal(withdrawn.sources[0]!.removed.contact, 1);
  assert.deepEqual(websites(await details(t, databasePath, ids)), { 14000001: null, 12000003: null });
});

test('a company of the real basic-data sample (001 Kinnisvara OÜ) is served with the website its general data lists', async (t) => {
  const sample = join(SAMPLES, 'ee', BASIC);
  if (!existsSync(sample)) { console.log(`skipped: no samples at ${SAMPLES}`); t.skip(`no samples at ${SAMPLES}`); return; }
  const root = mkdtempSync(join(tmpdir(), 'ee-website-sample-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  copyFileSync(sample, join(root, BASIC));
  writeFileSync(join(root, GENERAL), JSON.stringify([entity(12652512, '001 Kinnisvara OÜ', [contact(1, 'WWW', 'www.001kinnisvara.ee')])]));
  const databasePath = join(root, 'registry.sqlite');
  const report = await run(databasePath, [...basicSource, ...generalSource], root, '2026-11-20');
  assert.ok(report.ok, JSON.stringify(report.sources.map((s) => s.message)));
  assert.deepEqual(websites(await details(t, databasePath, ['12652512', '11694365'])), { 12652512: 'https://www.001kinnisvara.ee/', 11694365: null });
});
