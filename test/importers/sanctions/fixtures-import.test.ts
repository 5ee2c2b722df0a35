// The formats with no real excerpt (FID national list, UR sanctions.csv), an OFAC set whose
// Remarks carry identifiers, and an older OpenSanctions export, through the whole pipeline and
// the screening that follows it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { euSource, fidSource, ofacSource, openSanctionsSource, urSanctionsSource } from '../../../src/importers/sanctions/index.ts';
import { DEFAULT_THRESHOLD } from '../../../src/domain/sanctions-matching.ts';
import { createTestStore, insertCompany, insertRole, matchesOf, withDb } from '../../screening/store.ts';
import { zipArchive } from '../../../src/demo/writers/zip.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/sanctions/', import.meta.url));
const NOW = new Date('2026-11-21T08:00:00Z');

function folder(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const sub of ['lists', 'ofac']) {
    for (const f of readdirSync(join(FIXTURES, sub))) copyFileSync(join(FIXTURES, sub, f), join(dir, f));
  }
  return dir;
}

test('FID, UR, OFAC and OpenSanctions fixtures import, and screening uses what each list says', async () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      insertCompany(db, { country: 'LV', regcode: '40003555001', name: 'SIA "Ziemeļu Loģistika"' });
      insertCompany(db, { country: 'LV', regcode: '40003555002', name: 'SIA "Petrova Bizness"' });
      insertCompany(db, { country: 'LV', regcode: '40003555003', name: 'SIA "Smirnovas Konsultācijas"' });
      insertCompany(db, { country: 'LV', regcode: '40003555004', name: 'SIA "Austrumu Enerģijas Tirgotājs"' });
      insertCompany(db, { country: 'LV', regcode: '40003555005', name: 'SIA "Sidorova Nami"' });
      insertRole(db, { country: 'LV', regcode: '40003555005', role: 'beneficial_owner', name: 'Sidorovs Pjotrs', birthKey: '050670' });
      insertCompany(db, { country: 'LV', regcode: '40003555006', name: 'SIA "Kozlova Mežs"' });
      insertRole(db, { country: 'LV', regcode: '40003555006', role: 'member', name: 'Viktors Kozlovs', birthDate: '1966-04-12', sharePercent: 100 });
      insertCompany(db, { country: 'EE', regcode: '10456782', name: 'Peipsi Kütusekaubandus OÜ' });
      insertCompany(db, { country: 'LV', regcode: '40103063306', name: 'SIA "Ventspils Naftas Tirdzniecība"' });
      insertCompany(db, { country: 'LV', regcode: '40003666001', name: 'SIA "Austrumu Kurjers"' });
    });
    const report = await importSources({
      databasePath: store.path, sources: [ofacSource, fidSource, urSanctionsSource, openSanctionsSource],
      fromDir: folder(join(store.dir, 'from')), now: NOW, progress: 'none',
    });
    for (const s of report.sources) assert.equal(s.status, 'published', `${s.source}: ${s.message}`);
    const os = report.sources.find((s) => s.source === 'sanctions.opensanctions')!;
    assert.equal(os.rowsWritten, 2);
    assert.equal(os.rejected, 1, 'the PEP row of the fixture is refused');
    // The FID file dates itself on its root element.
    assert.equal(report.sources.find((s) => s.source === 'sanctions.lv')!.asOf, '2026-11-20');

    withDb(store.path, (db) => {
      const top = (country: string, regcode: string) => matchesOf(db, country, regcode)[0];
      const check = (country: string, regcode: string, matchedOn: string, list: string, minScore = DEFAULT_THRESHOLD) => {
        const m = top(country, regcode);
        assert.ok(m, `${country} ${regcode} has no match`);
        assert.equal(m.matched_on, matchedOn, JSON.stringify(m));
        assert.equal(m.list, list);
        assert.ok(m.score >= minScore, `${regcode} scored ${m.score}`);
        return m;
      };
      // UR: the entity itself (EU list named in the row), an owning person, an officer.
      check('LV', '40003555001', 'registration_number', 'EU');
      check('LV', '40003555002', 'owner', 'EU');
      const officer = check('LV', '40003555003', 'owner', 'OFAC', 0.7);
      assert.ok(officer.score < DEFAULT_THRESHOLD, 'a sanctioned board member is a candidate, not a hit');
      assert.equal(JSON.parse(officer.features).relation, 'linked_person');
      // FID: a Latvian entity by name, a person through the masked personal code's birth date.
      check('LV', '40003555004', 'name', 'LV');
      const sidorovs = check('LV', '40003555005', 'owner', 'LV');
      assert.equal(JSON.parse(sidorovs.features).birthDateMatch, 'exact');
      // A person both UR and OpenSanctions list: matched on name and birth date through OpenSanctions.
      const kozlovs = matchesOf(db, 'LV', '40003555006');
      assert.ok(kozlovs.some((m) => m.list === 'OpenSanctions' && m.score === 1), JSON.stringify(kozlovs));
      // OFAC: registration numbers read from Remarks (one continued in sdn_comments.csv).
      check('EE', '10456782', 'registration_number', 'OFAC');
      const ventas = check('LV', '40103063306', 'registration_number', 'OFAC');
      assert.deepEqual(JSON.parse(ventas.features).identifier, { type: 'Business Registration Number', value: '40103063306', country: 'LV' });
      // OpenSanctions: an identifier without type or country, backed by the name.
      check('LV', '40003666001', 'registration_number', 'OpenSanctions');

      const entry = db.prepare("SELECT listed_on, birth_dates, as_of FROM sanction_entries WHERE list = 'LV' AND entry_id = 'LV-102'").get() as Record<string, string>;
      assert.deepEqual({ ...entry }, { listed_on: '2023-03-01', birth_dates: '["1970-06-05"]', as_of: '2026-11-20' });
    });
  } finally {
    store.cleanup();
  }
});

test('a list is found by its official name inside a zip, as published downloads often are', async () => {
  const store = createTestStore();
  try {
    const dir = join(store.dir, 'zipped');
    mkdirSync(dir);
    const xml = readFileSync(join(FIXTURES, 'screening', 'xmlFullSanctionsList_1_1.xml'));
    writeFileSync(join(dir, 'eu-sanctions-download.zip'), zipArchive([{ name: 'xmlFullSanctionsList_1_1.xml', data: xml }]));
    const report = await importSources({ databasePath: store.path, sources: [euSource], fromDir: dir, now: NOW, progress: 'none' });
    const s = report.sources[0]!;
    assert.equal(s.status, 'published', s.message);
    assert.equal(s.rowsWritten, 7);
    assert.equal(s.asOf, '2026-11-20');
  } finally {
    store.cleanup();
  }
});

test('the lists screened name every list a source writes: UR\'s sanctions.csv gives its EU, OFAC and LV records', async () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => insertCompany(db, { country: 'LV', regcode: '40003555001', name: 'SIA "Ziemeļu Loģistika"' }));
    const report = await importSources({
      databasePath: store.path, sources: [fidSource, urSanctionsSource], fromDir: folder(join(store.dir, 'from')), now: NOW, progress: 'none',
    });
    for (const s of report.sources) assert.equal(s.status, 'published', `${s.source}: ${s.message}`);
    const db = openForReading(store.path);
    try {
      const asOf = report.sources.find((s) => s.source === 'sanctions.ur')!.asOf;
      assert.deepEqual(createServices({ db, sanctionsThreshold: DEFAULT_THRESHOLD }).sanctionsFor('40003555001', 'LV').lists, [
        { list: 'LV', source: 'sanctions.lv', asOf: '2026-11-20' },
        // The fixture's rows name the EU, OFAC and Latvian lists: the register's copies of each.
        { list: 'EU', source: 'sanctions.ur', asOf },
        { list: 'LV', source: 'sanctions.ur', asOf },
        { list: 'OFAC', source: 'sanctions.ur', asOf },
      ]);
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
});
