// The real list excerpts of data-sources/samples/sanctions go through the whole pipeline (found
// by their official names, streamed, mapped, published, then every company screened), and their
// entries are found again by reference, by name and through an owner.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { euSource, ofacSource, openSanctionsSource, unSource } from '../../../src/importers/sanctions/index.ts';
import { NOT_SANCTIONED } from '../../../src/importers/sanctions/opensanctions.ts';
import { DEFAULT_THRESHOLD } from '../../../src/domain/sanctions-matching.ts';
import { createTestStore, insertCompany, insertRole, withDb } from '../../screening/store.ts';
import { NO_SAMPLES, SAMPLES } from './samples-folder.ts';

const NOW = new Date('2026-11-21T08:00:00Z');

/** The excerpts under the names of the official downloads, as `--from DIR` expects them. */
function officialFolder(dir: string): string {
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(SAMPLES, 'eu_fsf_xmlFullSanctionsList_1_1.xml'), join(dir, 'xmlFullSanctionsList_1_1.xml'));
  copyFileSync(join(SAMPLES, 'un_consolidated.xml'), join(dir, 'consolidated.xml'));
  // The sdn excerpt joins two selections (the first 20 lines and the first 5 individuals), so
  // ent_num 587 appears twice; the official file never repeats an entry.
  const sdnLines = readFileSync(join(SAMPLES, 'ofac_sdn.csv'), 'utf8').split(/\r?\n/);
  writeFileSync(join(dir, 'sdn.csv'), [...new Set(sdnLines)].join('\n'));
  for (const f of ['add.csv', 'alt.csv', 'sdn_comments.csv']) copyFileSync(join(SAMPLES, `ofac_${f}`), join(dir, f));
  return dir;
}

interface EntryRow { list: string; entry_id: string; reference: string | null; schema: string; name: string; aliases: string; identifiers: string; countries: string; programs: string; listed_on: string | null; birth_dates: string; as_of: string | null }

test('the real EU, UN and OFAC excerpts import and their entries are found by reference, name and owner', async (t) => {
  if (!existsSync(SAMPLES)) { t.skip(NO_SAMPLES); return; }
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      insertCompany(db, { country: 'LV', regcode: '40003100001', name: 'Biedrība "Great Islamic Eastern Warriors Front"' });
      insertCompany(db, { country: 'LV', regcode: '40003100002', name: 'SIA "Banco Nacional de Cuba"' });
      insertCompany(db, { country: 'LV', regcode: '40003100003', name: 'SIA "Allied Democratic Forces"' });
      for (const [regcode, name, birthDate] of [
        ['40003100004', 'Robert Gabriel Mugabe', '1924-02-21'], ['40003100005', 'Ngaruye Baudoin', '1978-04-01'],
        ['40003100006', 'Manuel Antonio Noriega', '1934-02-11'],
      ] as const) {
        insertCompany(db, { country: 'LV', regcode, name: `SIA "Holding ${regcode}"` });
        insertRole(db, { country: 'LV', regcode, role: 'beneficial_owner', name, birthDate });
      }
    });
    const report = await importSources({
      databasePath: store.path, sources: [euSource, unSource, ofacSource], fromDir: officialFolder(join(store.dir, 'from')), now: NOW, progress: 'none',
    });
    for (const s of report.sources) assert.equal(s.status, 'published', `${s.source}: ${s.message}`);
    assert.deepEqual(report.sources.map((s) => [s.source, s.rowsWritten]), [['sanctions.eu', 2], ['sanctions.un', 6], ['sanctions.ofac', 24]]);

    withDb(store.path, (db) => {
      const byRef = (list: string, reference: string) =>
        db.prepare('SELECT * FROM sanction_entries WHERE list = ? AND reference = ?').get(list, reference) as unknown as EntryRow;
      // EU: the file's generationDate is the as-of date of its rows.
      const mugabe = byRef('EU', 'EU.36.64');
      assert.equal(mugabe.name, 'Robert Gabriel Mugabe');
      assert.equal(mugabe.schema, 'person');
      assert.deepEqual(JSON.parse(mugabe.programs), ['ZWE']);
      assert.deepEqual(JSON.parse(mugabe.birth_dates), ['1924-02-21']);
      assert.deepEqual(JSON.parse(mugabe.identifiers), [{ type: 'passport', value: 'AD001095', country: null }]);
      assert.equal(mugabe.as_of, '2018-12-21');
      const front = byRef('EU', 'EU.3523.13');
      assert.equal(front.schema, 'entity');
      assert.deepEqual(JSON.parse(front.programs), ['TERR']);
      assert.ok((JSON.parse(front.aliases) as Array<{ name: string }>).some((a) => a.name === 'Lielā Islāma Austrumu cīnītāju fronte'));
      // UN: dateGenerated, UN_LIST_TYPE as programme, LISTED_ON, QUALITY Low as a weak alias.
      const adf = byRef('UN', 'CDe.001');
      assert.equal(adf.name, 'ADF');
      assert.equal(adf.listed_on, '2014-06-30');
      assert.deepEqual(JSON.parse(adf.programs), ['DRC']);
      assert.equal(adf.as_of, '2026-02-27');
      assert.deepEqual(JSON.parse(byRef('UN', 'CDi.003').aliases)[0], { name: 'Rumuli', weak: true });
      // OFAC: alt.csv names, the weak a.k.a. of Remarks, add.csv countries.
      const bnc = byRef('OFAC', '306');
      assert.equal(bnc.name, 'BANCO NACIONAL DE CUBA');
      assert.deepEqual(JSON.parse(bnc.aliases), [{ name: 'NATIONAL BANK OF CUBA', weak: false }, { name: 'BNC', weak: true }]);
      assert.deepEqual(JSON.parse(bnc.countries), ['CH', 'ES', 'JP', 'PA']);
      assert.deepEqual(JSON.parse(bnc.programs), ['CUBA']);
      assert.equal(byRef('OFAC', '2674').schema, 'person');
      assert.deepEqual(JSON.parse(byRef('OFAC', '2674').birth_dates), ['1948-12-10']);

      const found = (regcode: string) => db.prepare(`
        SELECT m.matched_on, m.score, e.list, e.reference, e.programs FROM sanction_matches m
        JOIN sanction_entries e ON e.list = m.list AND e.entry_id = m.entry_id
        WHERE m.country = 'LV' AND m.regcode = ? ORDER BY m.score DESC`).all(regcode) as Array<{ matched_on: string; score: number; list: string; reference: string; programs: string }>;
      const hit = (regcode: string) => ({ ...found(regcode)[0]! });
      // By name: the EU entry lists no country, its alias is the company's name.
      assert.deepEqual({ ...hit('40003100001'), score: hit('40003100001').score >= DEFAULT_THRESHOLD },
        { matched_on: 'name', score: true, list: 'EU', reference: 'EU.3523.13', programs: '["TERR"]' });
      // Names of entries listed in other countries are candidates below the threshold.
      assert.equal(hit('40003100002').reference, '306');
      assert.ok(hit('40003100002').score < DEFAULT_THRESHOLD);
      assert.equal(hit('40003100003').reference, 'CDe.001');
      assert.ok(hit('40003100003').score < DEFAULT_THRESHOLD);
      // Through the beneficial owner: name and birth date (EU, UN); OFAC gives no birth date here.
      assert.deepEqual(hit('40003100004'), { matched_on: 'owner', score: 1, list: 'EU', reference: 'EU.36.64', programs: '["ZWE"]' });
      assert.deepEqual(hit('40003100005'), { matched_on: 'owner', score: 1, list: 'UN', reference: 'CDi.019', programs: '["DRC"]' });
      assert.deepEqual(hit('40003100006'), { matched_on: 'owner', score: 0.9, list: 'OFAC', reference: '1572', programs: '["CUBA"]' });
    });
  } finally {
    store.cleanup();
  }
});

test('the real OpenSanctions excerpt (a PEP export) publishes nothing: PEPs are not sanctions', async (t) => {
  if (!existsSync(SAMPLES)) { t.skip(NO_SAMPLES); return; }
  const store = createTestStore();
  try {
    const dir = join(store.dir, 'os');
    mkdirSync(dir);
    copyFileSync(join(SAMPLES, 'targets.simple.csv'), join(dir, 'targets.simple.csv'));
    const report = await importSources({ databasePath: store.path, sources: [openSanctionsSource], fromDir: dir, now: NOW, progress: 'none' });
    const s = report.sources[0]!;
    assert.equal(s.status, 'failed');
    assert.equal(s.rowsRead, 10);
    assert.deepEqual(s.rejects, { [NOT_SANCTIONED]: 10 });
    withDb(store.path, (db) => assert.equal((db.prepare('SELECT count(*) AS n FROM sanction_entries').get() as { n: number }).n, 0));
  } finally {
    store.cleanup();
  }
});
