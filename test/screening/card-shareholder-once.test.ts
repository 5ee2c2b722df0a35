// RIK lists an OÜ's shareholders in its shareholders file (osanikud, ee.shareholders) and again, as
// Osanik with the same share keys, on the registry card (kaardile_kantud_isikud, ee.persons): one
// holding, two stored roles. Screening weighs a member against the company's other members (the
// only one of its kind controls it; where no percent is given, the half is of the amounts), so a
// holding counted twice read a sole shareholder as one of two, and a majority holder's amount as
// half of what it is: a company wholly owned by a listed person was not screened through its owner.
// The holding is weighed once, as the owners are served: the file's row.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestContext } from 'node:test';
import { importSources } from '../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../src/importers/ee/index.ts';
import { screenAllCompanies } from '../../src/importers/screening/index.ts';
import { iterateControllingHolders } from '../../src/store/screening-write.ts';
import { openForWriting } from '../../src/store/open.ts';
import { matchesOf } from './store.ts';
import { CARD, SHAREHOLDERS, cardShareholder, type CompanyObject } from '../importers/ee/card-files.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/ee/', import.meta.url));
const NOW = new Date('2026-11-21T06:00:00Z');
const SOLE = '11000027'; // Kase Kaubandus OÜ: Jaan Kask its only shareholder
const MAJORITY = '14000001'; // Näidis Ehitus OÜ: Mari Tamm 1500 EUR, Lõuna Grupp AS 1000 EUR

/**
 * The EE fixtures (without the beneficial owners, so a holder is screened as a shareholder alone)
 * where the shareholders file gives no percent: Jaan Kask the sole shareholder of Kase Kaubandus
 * OÜ with no share at all, Näidis Ehitus OÜ's two by their amounts; each holding also on the card,
 * as RIK lists it. Two people are listed: Jaan Kask and Mari Tamm, with their birth dates.
 */
function screenedStore(t: TestContext, cardToo: boolean, percentsOnCardOnly = false): string {
  const root = mkdtempSync(join(tmpdir(), 'screening-card-shareholders-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files = join(root, 'files');
  cpSync(FIXTURES, files, { recursive: true });
  const shareholders = JSON.parse(readFileSync(join(files, SHAREHOLDERS), 'utf8')) as CompanyObject[];
  for (const company of shareholders) {
    for (const row of company.osanikud as Array<Record<string, unknown>>) {
      row.osaluse_protsent = null;
      row.osaluse_omandiliik = 'L';
      row.osaluse_omandiliik_tekstina = 'Ainuomand';
      if (String(company.ariregistri_kood) === SOLE || percentsOnCardOnly) { row.osaluse_suurus = null; row.osaluse_valuuta = null; }
    }
  }
  writeFileSync(join(files, SHAREHOLDERS), JSON.stringify(shareholders));
  if (cardToo) {
    const card = JSON.parse(readFileSync(join(files, CARD), 'utf8')) as CompanyObject[];
    const percents = (percent: number) => (percentsOnCardOnly ? { osaluse_protsent: percent } : {});
    card.find((c) => String(c.ariregistri_kood) === MAJORITY)!.kaardile_kantud_isikud!.push(
      cardShareholder(1101, { eesnimi: 'Mari', nimi_arinimi: 'Tamm', synniaeg: '04.06.1975', osaluse_suurus: '1500', osaluse_valuuta: 'EUR', ...percents(60) }),
      cardShareholder(1102, { isiku_tyyp: 'J', isiku_roll: 'OSAN', nimi_arinimi: 'Lõuna Grupp AS', isikukood_registrikood: '12000003', osaluse_suurus: 1000, osaluse_valuuta: 'EUR', ...percents(40) }),
    );
    card.push({ ariregistri_kood: Number(SOLE), nimi: 'Kase Kaubandus OÜ', kaardile_kantud_isikud: [
      cardShareholder(1104, { eesnimi: 'Jaan', nimi_arinimi: 'Kask', synniaeg: '31.01.1980', algus_kpv: '30.07.2009' }),
    ] } as unknown as CompanyObject);
    writeFileSync(join(files, CARD), JSON.stringify(card));
  }
  return root;
}

async function screen(t: TestContext, cardToo: boolean, percentsOnCardOnly = false) {
  const root = screenedStore(t, cardToo, percentsOnCardOnly);
  const databasePath = join(root, 'registry.sqlite');
  const sized = eeSources.filter((s) => s.id !== 'ee.beneficial-owners')
    .map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
  const run = await importSources({ databasePath, sources: sized, fromDir: join(root, 'files'), now: NOW, progress: 'none', screen: false });
  assert.ok(run.sources.every((s) => s.status === 'published'), JSON.stringify(run.sources.map((s) => [s.source, s.status, s.message])));
  const db = openForWriting(databasePath);
  t.after(() => db.close());
  const entry = db.prepare(`INSERT INTO sanction_entries (list, entry_id, schema, name, aliases, identifiers, countries, programs, birth_dates, source)
    VALUES ('EU', ?, 'person', ?, '[]', '[]', '[]', '[]', ?, 'sanctions.eu')`);
  entry.run('EU.1', 'Jaan KASK', JSON.stringify(['1980-01-31']));
  entry.run('EU.2', 'Mari TAMM', JSON.stringify(['1975-06-04']));
  screenAllCompanies(db, { now: NOW });
  const holders = (regcode: string) => [...iterateControllingHolders(db, '2026-11-21')]
    .filter((h) => h.country === 'EE' && h.regcode === regcode).map((h) => [h.personName, h.holdingPercent ?? h.sharePercent ?? null]);
  // The matches through a holder, not a board member's candidate for review (Jaan Kask is Näidis Ehitus OÜ's procurator).
  const owned = (regcode: string) => matchesOf(db, 'EE', regcode).filter((m) => m.matched_on === 'owner' && JSON.parse(m.features).forReview !== 'office')
    .map((m) => [m.entry_id, m.score]);
  return { holders, owned };
}

test('the sole shareholder on both files controls the OÜ, and the listed owner flags it', async (t) => {
  const { holders, owned } = await screen(t, true);
  assert.deepEqual(holders(SOLE), [['Jaan Kask', null]]);
  assert.deepEqual(owned(SOLE), [['EU.1', 1]]);
});

test('a majority by amounts is counted over the holdings once, not over both files\' rows', async (t) => {
  const { holders, owned } = await screen(t, true);
  assert.deepEqual(holders(MAJORITY), [['Mari Tamm', 60]]);
  assert.deepEqual(owned(MAJORITY), [['EU.2', 1]]);
});

test('with the shareholders file alone the same holders control, as before', async (t) => {
  const { holders, owned } = await screen(t, false);
  assert.deepEqual(holders(SOLE), [['Jaan Kask', null]]);
  assert.deepEqual(holders(MAJORITY), [['Mari Tamm', 60]]);
  assert.deepEqual(owned(SOLE), [['EU.1', 1]]);
  assert.deepEqual(owned(MAJORITY), [['EU.2', 1]]);
});

test('a majority only the card\'s percent tells controls the OÜ, and the listed owner flags it', async (t) => {
  // The shareholders file gives Näidis Ehitus OÜ's two holdings without a percent or an amount; the
  // card gives 60 % and 40 %, which the owners serve (the file's row with the card's share).
  const { holders, owned } = await screen(t, true, true);
  assert.deepEqual(holders(MAJORITY), [['Mari Tamm', 60]]);
  assert.deepEqual(owned(MAJORITY), [['EU.2', 1]]);
});
