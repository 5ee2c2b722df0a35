// The lists a sanctions answer names are the ones its matches were computed against. A list is
// published, then every company is screened against it once the command's sources are in; until
// that commits, an answer naming the new file's date with the old matches claimed a check that
// had not been made (a compliance record of "clean against the list of the 24th" that was a check
// against the 23rd's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { urSanctionsSource } from '../../../src/importers/sanctions/index.ts';
import { screenAllCompanies } from '../../../src/importers/screening/index.ts';
import { createTestStore, insertCompany, withDb } from '../../screening/store.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';

const LIST = fileURLToPath(new URL('../../fixtures/sanctions/lists/sanctions.csv', import.meta.url));
const COMPANY = { country: 'LV', regcode: '40003777001', name: 'SIA "Jūras Vārti"' };
const LISTED = `\n${COMPANY.regcode};${COMPANY.regcode};"SIA ""Jūras Vārti""";SIA;;;ES;Eiropas Savienības sankciju saraksts;RUS;`
  + '2026-11-23;2026-11-24;Padomes Regula (ES) Nr. 269/2014;https://eur-lex.europa.eu/eli/reg/2014/269/oj;LEGAL_ENTITY\n';

/** The register's sanctions.csv in a folder of its own, dated (as a file read with --from is) by its mtime. */
function listFile(dir: string, day: string, extra = ''): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'sanctions.csv');
  if (extra) writeFileSync(path, readFileSync(LIST, 'utf8').trimEnd() + extra);
  else copyFileSync(LIST, path);
  const at = new Date(`${day}T12:00:00Z`);
  utimesSync(path, at, at);
  return dir;
}

test('a list published but not yet screened against is not named as screened: the answer names the list its matches come from', async () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => insertCompany(db, COMPANY));
    const first = await importSources({
      databasePath: store.path, sources: [urSanctionsSource], fromDir: listFile(join(store.dir, 'd1'), '2026-11-23'), progress: 'none',
    });
    assert.ok(first.ok && first.screening && !('error' in first.screening), JSON.stringify(first.screening));
    const db = openForReading(store.path);
    try {
      const services = createServices({ db, sanctionsThreshold: 0.9 });
      const listDates = () => services.sanctionsFor(COMPANY.regcode, 'LV').lists.map((l) => l.asOf);
      assert.ok(listDates().length > 0 && listDates().every((d) => d === '2026-11-23'));
      assert.equal(services.sanctionsFor(COMPANY.regcode, 'LV').isSanctioned, false);

      // The next day's list names the company; the command has published it, not yet screened.
      const second = await importSources({
        databasePath: store.path, sources: [urSanctionsSource], fromDir: listFile(join(store.dir, 'd2'), '2026-11-24', LISTED),
        progress: 'none', screen: false,
      });
      assert.equal(second.sources[0]!.status, 'published', second.sources[0]!.message);
      const meanwhile = services.sanctionsFor(COMPANY.regcode, 'LV');
      assert.equal(meanwhile.isSanctioned, false, 'not screened against the new list yet');
      assert.deepEqual([...new Set(meanwhile.lists.map((l) => l.asOf))], ['2026-11-23'],
        'the answer says which list it was checked against: the one before');

      withDb(store.path, (w) => screenAllCompanies(w, { now: new Date('2026-11-24T13:00:00Z') }));
      const after = services.sanctionsFor(COMPANY.regcode, 'LV');
      assert.equal(after.isSanctioned, true);
      assert.deepEqual([...new Set(after.lists.map((l) => l.asOf))], ['2026-11-24']);
    } finally {
      db.close();
    }
  } finally {
    store.cleanup();
  }
});
