// A Finnish website is a contact row of fi.ytj's own in company_contacts, beside the Estonian ones
// ee.general keeps there: importing YTJ again replaces the Finnish websites (a company whose
// website YTJ no longer lists answers null), a failed import leaves them as they were, and
// withdrawing fi.ytj removes them, while the Estonian websites stay through all of it. The FI
// details name fi.ytj as the source of the website, and the compliance answer, which reads the
// same facts statement, does not seek in the contacts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { importSources, type ImportReport } from '../../../src/importers/pipeline/run.ts';
import { withdrawSources } from '../../../src/importers/pipeline/withdraw.ts';
import { sources as fiSources } from '../../../src/importers/fi/index.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { companyFactsSql } from '../../../src/store/company-facts-read.ts';
import { datasetFacts } from '../../../src/services/dataset-facts.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { fixtureSized } from '../lt/support.ts';
import { ytjAndEeBasicFolder, ytjFileEdited } from './ytj-fixture.ts';

const EE_GENERAL = 'ettevotja_rekvisiidid__yldandmed.json';
const fi = fixtureSized(fiSources);
const ee = fixtureSized(eeSources).filter((s) => s.id === 'ee.basic' || s.id === 'ee.general');

/** The FI fixtures' bulk file with each company's website.url as `urls` gives it (absent: none). */
function ytjFile(urls: Record<string, string>): string {
  return ytjFileEdited((c) => {
    const url = urls[c.businessId.value];
    c.website = url === undefined ? null : { url, registrationDate: '2019-07-01', source: '0' };
  });
}

/** A folder holding the YTJ bulk file given and the EE fixtures, one Estonian company listing a website. */
function folder(root: string, name: string, ytj: string): string {
  const dir = ytjAndEeBasicFolder(root, name, ytj);
  writeFileSync(join(dir, EE_GENERAL), JSON.stringify([{
    ariregistri_kood: 14000001, nimi: 'Näidis Ehitus OÜ',
    yldandmed: { staatus: 'R', staatus_tekstina: 'Registrisse kantud', arinimed: [], teatatud_tegevusalad: [],
      sidevahendid: [{ kirje_id: 1, liik: 'WWW', liik_tekstina: 'WWW', sisu: 'www.naidis.ee', lopp_kpv: null }] },
  }]));
  return dir;
}

async function run(databasePath: string, sources: SourceDefinition[], fromDir: string, day: string): Promise<ImportReport> {
  return importSources({ databasePath, sources, fromDir, now: new Date(`${day}T06:00:00Z`), progress: 'none', screen: false, force: true });
}

/** The details as GET /companies/{regcode} serves them now (null for a 404), by "country regcode". */
async function details(databasePath: string, keys: string[]): Promise<Record<string, any>> {
  const db = openForReading(databasePath);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  try {
    const out: Record<string, any> = {};
    for (const key of keys) {
      const [country, regcode] = key.split(' ');
      const r = await app.inject({ method: 'GET', url: `${API}/companies/${regcode}?country=${country}` });
      out[key] = r.statusCode === 404 ? null : JSON.parse(r.body);
    }
    return out;
  } finally {
    await close();
    db.close();
  }
}
const websites = (d: Record<string, any>) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v === null ? 'no company' : v.website]));
const KEYS = ['FI 2345678-0', 'FI 2345679-9', 'EE 14000001'];

test('FI websites: importing fi.ytj again replaces them, a failed import keeps them, withdrawing removes them; EE websites stay', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'fi-website-reimport-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');

  const first = ytjFile({ '2345678-0': 'www.tunturi-test.fi', '2345679-9': 'kauppa.example.fi' });
  const report = await run(databasePath, [...fi, ...ee], folder(root, 'first', first), '2026-11-20');
  assert.ok(report.ok, JSON.stringify(report.sources.map((s) => s.message)));
  const got = await details(databasePath, KEYS);
  assert.deepEqual(websites(got), {
    'FI 2345678-0': 'https://www.tunturi-test.fi/', 'FI 2345679-9': 'https://kauppa.example.fi/', 'EE 14000001': 'https://www.naidis.ee/',
  });
  assert.ok(got['FI 2345678-0'].sources.some((s: { name: string }) => s.name === 'fi.ytj'), 'the FI website names fi.ytj among its sources');
  assert.ok(!got['FI 2345678-0'].sources.some((s: { name: string }) => s.name === 'ee.general'), 'no EE source in an FI answer');

  // YTJ again: one website changed, one no longer listed.
  const second = ytjFile({ '2345678-0': 'https://www.tunturi.example.fi/' });
  assert.ok((await run(databasePath, fi, folder(root, 'second', second), '2026-11-21')).ok);
  const changed = { 'FI 2345678-0': 'https://www.tunturi.example.fi/', 'FI 2345679-9': null, 'EE 14000001': 'https://www.naidis.ee/' };
  assert.deepEqual(websites(await details(databasePath, KEYS)), changed, 'the new file\'s websites, the EE one kept');

  // A bulk file cut short fails and changes nothing.
  const failed = await run(databasePath, fi, folder(root, 'broken', ytjFile({ '2345678-0': 'www.other.fi' }).slice(0, -40)), '2026-11-22');
  assert.equal(failed.ok, false);
  assert.deepEqual(websites(await details(databasePath, KEYS)), changed, 'a failed import leaves the websites as they were');

  // Withdrawn, fi.ytj's websites go with its companies; the EE website stays.
  const withdrawn = await withdrawSources({ databasePath, sources: fi, knownSources: [...fi, ...ee], now: new Date('2026-11-23T06:00:00Z') });
  assert.equal(withdrawn.sources[0]!.removed.contact, 1);
  const reader = new DatabaseSync(databasePath, { readOnly: true });
  t.after(() => reader.close());
  assert.deepEqual(reader.prepare('SELECT country, source, value FROM company_contacts ORDER BY country').all().map((r) => ({ ...r })),
    [{ country: 'EE', source: 'ee.general', value: 'www.naidis.ee' }]);
  assert.deepEqual(websites(await details(databasePath, KEYS)),
    { 'FI 2345678-0': 'no company', 'FI 2345679-9': 'no company', 'EE 14000001': 'https://www.naidis.ee/' });
});

test('the FI details read the website from the contacts, the compliance answer does not seek in them', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'fi-website-facts-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  assert.ok((await run(databasePath, fi, folder(root, 'files', ytjFile({ '2345678-0': 'www.tunturi-test.fi' })), '2026-11-20')).ok);
  const db = new DatabaseSync(databasePath, { readOnly: true });
  t.after(() => db.close());
  const searched = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>)
    .some((p) => /company_contacts/.test(p.detail));
  const dataset = datasetFacts(db);
  assert.ok(dataset.factParts('FI').has('website'), 'FI rows are in the contacts');
  assert.equal(searched(companyFactsSql(dataset.factParts('FI'))), true, 'the details read the contacts');
  assert.equal(searched(companyFactsSql(dataset.complianceFactParts('FI'))), false, 'the compliance answer does not');
});
