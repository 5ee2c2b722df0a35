// A compliance analyst checking an Estonian partner wants to know who ran it before: a board
// replaced shortly before a deal is a warning sign. RIK's person files give an office's end
// (lopp_kpv); the details list those ended within the last five years, the latest first, read
// through the real import of the basic-data CSV and the registry-card persons file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { registersToday } from '../../../src/domain/dates.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { SAMPLES } from '../pipeline/helpers.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const BASIC = 'ettevotja_rekvisiidid__lihtandmed.csv';
const CARD = 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json';
const sized = (list: SourceDefinition[]): SourceDefinition[] =>
  list.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
const roleSources = sized(eeSources).filter((s) => s.id === 'ee.basic' || s.id === 'ee.persons');

// Dates relative to the registers' day the answer is read on, as RIK writes them (dd.mm.yyyy).
const TODAY = registersToday(new Date());
const daysAgo = (n: number): string => new Date(Date.parse(`${TODAY}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const dotted = (iso: string | null): string | null => (iso === null ? null : iso.split('-').reverse().join('.'));

/** A registry-card entry with the keys of RIK's person files (ee-lt-fi.md 1.3). */
const entry = (kirje_id: number, isiku_roll: string, isiku_roll_tekstina: string, eesnimi: string, nimi_arinimi: string,
  algus: string, lopp: string | null) => ({
  kirje_id, kaardi_piirkond: 1, kaardi_nr: 1, kaardi_tyyp: 'C', kande_nr: 1, isiku_tyyp: 'F', isiku_roll, isiku_roll_tekstina,
  eesnimi, nimi_arinimi, isikukood_registrikood: null, valis_kood: null, synniaeg: null, osamaks: null,
  volituste_loppemise_kpv: null, aadress_riik: 'EST', algus_kpv: dotted(algus), lopp_kpv: dotted(lopp), email: null,
});
const company = (ariregistri_kood: number, nimi: string, isikud: unknown[]) => ({ ariregistri_kood, nimi, kaardile_kantud_isikud: isikud });

const CARD_JSON = JSON.stringify([
  company(14000001, 'Näidis Ehitus OÜ', [
    entry(1, 'JUHL', 'Juhatuse liige', 'Uus', 'Juht', daysAgo(20), null),
    entry(2, 'JUHL', 'Juhatuse liige', 'Jaan', 'Vana', '2016-06-05', daysAgo(21)),
    entry(3, 'PROK', 'Prokurist', 'Pille', 'Prokurist', '2019-02-01', daysAgo(400)),
    // Ends today: still in office through the day, not yet former.
    entry(4, 'JUHL', 'Juhatuse liige', 'Tiit', 'Tänane', '2018-01-01', TODAY),
    // Ended more than five years ago: outside the window.
    entry(5, 'JUHL', 'Juhatuse liige', 'Ants', 'Ammune', '2010-01-01', daysAgo(5 * 366 + 2)),
    // A member who sold out is a former owner, no former officer.
    entry(6, 'OSAN', 'Osanik', 'Olev', 'Osanik', '2016-06-05', daysAgo(30)),
  ]),
]);

function folder(root: string, basic: string, card: string): string {
  const dir = join(root, 'files');
  mkdirSync(dir);
  copyFileSync(basic, join(dir, BASIC));
  writeFileSync(join(dir, CARD), card);
  return dir;
}

async function detailsOf(databasePath: string, regcode: string): Promise<Record<string, any>> {
  const db = openForReading(databasePath);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  try {
    const r = await app.inject({ method: 'GET', url: `${API}/companies/${regcode}?country=EE` });
    assert.equal(r.statusCode, 200, r.body);
    return JSON.parse(r.body);
  } finally {
    await close();
    db.close();
  }
}

test('EE details list the offices RIK ended within five years, the latest ended first, beside those in office', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-former-officers-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const report = await importSources({ databasePath, sources: roleSources, fromDir: folder(root, join(FIXTURES, BASIC), CARD_JSON),
    now: new Date(), progress: 'none', screen: false });
  assert.ok(report.ok, JSON.stringify(report.sources.map((s) => s.message)));

  const d = await detailsOf(databasePath, '14000001');
  assert.deepEqual(d.formerOfficers, [
    { name: 'Jaan Vana', position: 'board_member', since: '2016-06-05', until: daysAgo(21), unlistedOn: null },
    { name: 'Pille Prokurist', position: 'procurator', since: '2019-02-01', until: daysAgo(400), unlistedOn: null },
  ]);
  assert.deepEqual(d.officers.map((o: { name: string }) => o.name).sort(), ['Tiit Tänane', 'Uus Juht']);
  assert.ok(d.sources.some((s: { name: string }) => s.name === 'ee.persons'), 'the file the offices come from is named');

  // The company:// resource and the get_company_details tool carry them as REST does.
  const db = openForReading(databasePath);
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(async () => { await mcp.close(); db.close(); });
  const resource = await mcp.client.readResource({ uri: 'company://EE/14000001' });
  const fromResource = JSON.parse((resource.contents[0] as { text: string }).text);
  assert.deepEqual(fromResource.formerOfficers, d.formerOfficers);
  const tool = structuredOf<Record<string, unknown>>(await callTool(mcp.client, 'get_company_details', { regcode: '14000001', country: 'EE' }));
  assert.deepEqual(tool.formerOfficers, d.formerOfficers);
});

test('a company of the real basic-data sample (001 Kinnisvara OÜ) is served with the board member its card ended', async (t) => {
  const sample = join(SAMPLES, 'ee', BASIC);
  if (!existsSync(sample)) { console.log(`skipped: no samples at ${SAMPLES}`); t.skip(`no samples at ${SAMPLES}`); return; }
  const root = mkdtempSync(join(tmpdir(), 'ee-former-officers-sample-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const card = JSON.stringify([company(12652512, '001 Kinnisvara OÜ', [
    entry(1, 'JUHL', 'Juhatuse liige', 'Kati', 'Kaasaegne', daysAgo(90), null),
    entry(2, 'JUHL', 'Juhatuse liige', 'Endine', 'Juht', '2014-04-10', daysAgo(91)),
  ])]);
  const databasePath = join(root, 'registry.sqlite');
  const report = await importSources({ databasePath, sources: roleSources, fromDir: folder(root, sample, card),
    now: new Date(), progress: 'none', screen: false });
  assert.ok(report.ok, JSON.stringify(report.sources.map((s) => s.message)));
  const d = await detailsOf(databasePath, '12652512');
  assert.deepEqual(d.formerOfficers, [{ name: 'Endine Juht', position: 'board_member', since: '2014-04-10', until: daysAgo(91), unlistedOn: null }]);
  assert.deepEqual(d.officers.map((o: { name: string }) => o.name), ['Kati Kaasaegne']);
});
