// A legal holder of an OÜ is on both RIK files (the registry card and the shareholders file), and
// the holding is served once, as the file gives it. The two rows were matched by the holder's name:
// a company renamed, the name one file gives not yet the other's, was listed twice among the
// owners; a namesake of another registry code was taken for the card's holder, whose holding then
// vanished from the owners and from what that holder holds. Where both rows give a registry code
// they are matched by it; by name only where one of them gives none.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices, type Services } from '../../../src/services/index.ts';
import { CARD, SHAREHOLDERS, cardShareholder, type CompanyObject } from './card-files.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const NOW = new Date('2026-11-21T06:00:00Z');

/**
 * The EE fixtures, where the shareholders file lists Lõuna Grupp AS (12000003) holding 40 % of
 * Näidis Ehitus OÜ (14000001), with the card listing a legal holder of it as `holder` gives, and
 * the file's entry changed by `fileEntry`.
 */
async function servicesWith(t: TestContext, holder: Record<string, unknown>, fileEntry: (e: Record<string, unknown>) => void = () => {}): Promise<Services> {
  const root = mkdtempSync(join(tmpdir(), 'ee-legal-holder-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files = join(root, 'files');
  cpSync(FIXTURES, files, { recursive: true });
  const card = JSON.parse(readFileSync(join(files, CARD), 'utf8')) as CompanyObject[];
  card.find((c) => c.ariregistri_kood === 14000001)!.kaardile_kantud_isikud!.push(cardShareholder(1102, {
    isiku_tyyp: 'J', isiku_roll: 'OSAN', osaluse_protsent: 40, osaluse_suurus: 1000, osaluse_valuuta: 'EUR', ...holder,
  }));
  writeFileSync(join(files, CARD), JSON.stringify(card));
  const shareholders = JSON.parse(readFileSync(join(files, SHAREHOLDERS), 'utf8')) as CompanyObject[];
  const entries = shareholders.find((c) => c.ariregistri_kood === 14000001)!.osanikud as Array<Record<string, unknown>>;
  const entry = entries.find((e) => e.isikukood_registrikood === '12000003')!;
  assert.equal(entry.nimi_arinimi, 'Lõuna Grupp AS');
  fileEntry(entry);
  writeFileSync(join(files, SHAREHOLDERS), JSON.stringify(shareholders));
  const databasePath = join(root, 'registry.sqlite');
  const sized = eeSources.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
  const run = await importSources({ databasePath, sources: sized, fromDir: files, now: NOW, progress: 'none', screen: false });
  assert.ok(run.sources.every((s) => s.status === 'published'), JSON.stringify(run.sources.map((s) => [s.source, s.status, s.message])));
  const db = openForReading(databasePath);
  t.after(() => db.close());
  return createServices({ db, sanctionsThreshold: 0.9 });
}

const ownersOf = (services: Services) =>
  services.getCompany('14000001', 'EE').owners.map((o) => [o.name, o.regcode, o.share?.percent]);
const holdingsOf = (services: Services, regcode: string) =>
  (services.getCompany(regcode, 'EE').holdings ?? []).map((h) => [h.regcode, h.share?.percent]);

test('a legal holder the two RIK files name differently is one owner, matched by its registry code', async (t) => {
  // Renamed: the card still gives the holder's former name.
  const services = await servicesWith(t, { nimi_arinimi: 'Lõuna Invest AS', isikukood_registrikood: '12000003' });
  assert.deepEqual(ownersOf(services), [['Lõuna Grupp AS', '12000003', 40]]);
  assert.deepEqual(holdingsOf(services, '12000003'), [['14000001', 40]]);
});

test('two legal holders of one name and two registry codes are two owners', async (t) => {
  // The card lists Lõuna Grupp AS (12000003); the file a namesake of another code.
  const services = await servicesWith(t, { nimi_arinimi: 'Lõuna Grupp AS', isikukood_registrikood: '12000003' }, (e) => {
    e.isikukood_registrikood = '16000007';
  });
  assert.deepEqual(ownersOf(services).sort(), [
    ['Lõuna Grupp AS', '12000003', 40],
    ['Lõuna Grupp AS', '16000007', 40],
  ]);
  // What Lõuna Grupp AS holds lists its holding, which the namesake's row no longer hides.
  assert.deepEqual(holdingsOf(services, '12000003'), [['14000001', 40]]);
});

test('a legal holder one file gives no registry code is matched by its name', async (t) => {
  const services = await servicesWith(t, { nimi_arinimi: 'Lõuna Grupp AS', isikukood_registrikood: null });
  assert.deepEqual(ownersOf(services), [['Lõuna Grupp AS', '12000003', 40]]);
});
