// RIK's registry card (ee.persons) and shareholders file (ee.shareholders) are imported each on its
// own, so one may list a new OÜ holding a day or more before the other (its import failed, or its
// file lagged). The holding is served once, as the file's row (domain/card-shareholdings.ts), and
// is one new tie: first seen when the first of the two listed it. Listed again as new on the day
// the other file's row came, a job watching the person was told twice of one holding, or told of a
// holding the file had listed for days.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestContext } from 'node:test';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { CARD, SHAREHOLDERS, cardShareholder, type CompanyObject } from './card-files.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const DAY = 24 * 3_600_000;
const FIRST = new Date('2026-11-18T06:00:00Z');
// Liis Lepp's share of Kase Kaubandus OÜ, taken on 19.11.2026, as both files write it.
const LIIS = { eesnimi: 'Liis', nimi_arinimi: 'Lepp', synniaeg: '03.03.1990', osaluse_protsent: '100,00', osaluse_suurus: '2 500,00', osaluse_valuuta: 'EUR', algus_kpv: '19.11.2026' };

/**
 * A store the EE fixtures are imported into on three days: the first without Liis Lepp's holding,
 * the next with it in the file `first` alone, two days later in both. The services as of the last.
 */
async function listedByOneFileADayBefore(t: TestContext, first: 'card' | 'shareholders') {
  const root = mkdtempSync(join(tmpdir(), 'ee-holding-first-seen-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const sized = eeSources.map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
  for (const [day, card, file] of [[0, false, false], [1, first === 'card', first === 'shareholders'], [3, true, true]] as const) {
    const files = join(root, `day${day}`);
    cpSync(FIXTURES, files, { recursive: true });
    if (card) {
      const entries = JSON.parse(readFileSync(join(files, CARD), 'utf8')) as CompanyObject[];
      entries.push({ ariregistri_kood: 11000027, nimi: 'Kase Kaubandus OÜ', kaardile_kantud_isikud: [cardShareholder(1104, LIIS)] } as unknown as CompanyObject);
      writeFileSync(join(files, CARD), JSON.stringify(entries));
    }
    if (file) {
      const entries = JSON.parse(readFileSync(join(files, SHAREHOLDERS), 'utf8')) as CompanyObject[];
      const kase = entries.find((c) => c.ariregistri_kood === 11000027)!.osanikud!;
      kase.push({ ...(kase[0] as object), kirje_id: 6102, isikukood_hash: null, ...LIIS, osaluse_omandiliik: 'Y' });
      writeFileSync(join(files, SHAREHOLDERS), JSON.stringify(entries));
    }
    const now = new Date(FIRST.getTime() + day * DAY);
    const run = await importSources({ databasePath, sources: sized, fromDir: files, now, progress: 'none', screen: false });
    const failed = run.sources.filter((s) => s.status === 'failed');
    assert.deepEqual(failed.map((s) => [s.source, s.message]), []);
  }
  const db = openForReading(databasePath);
  t.after(() => db.close());
  return { services: createServices({ db, sanctionsThreshold: 0.9 }), now: new Date(FIRST.getTime() + 3 * DAY) };
}

for (const first of ['shareholders', 'card'] as const) {
  test(`a holding the ${first === 'card' ? 'card' : 'shareholders file'} listed days before the other file is no new tie when the other lists it`, async (t) => {
    const { services, now } = await listedByOneFileADayBefore(t, first);
    // The last day's window: the holding was first listed two days before.
    const today = services.newRegistrations('Liis Lepp', '1990-03-03', 12, 100, now).results;
    assert.deepEqual(today.map((r) => [r.regcode, r.source]), []);
    // Since the day before it was first listed: the holding once, as the file's row, first seen the day the first file listed it.
    const twoDays = services.newRegistrations('Liis Lepp', '1990-03-03', 60, 100, now).results;
    assert.deepEqual(twoDays.map((r) => [r.regcode, r.position, r.source, r.firstSeenAt]),
      [['11000027', 'joint_owner', 'ee.shareholders', '2026-11-19T06:00:00Z']]);
  });
}
