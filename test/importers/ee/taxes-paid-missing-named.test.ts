// EMTA's current taxes-paid files, absent from a folder holding a legacy quarter's file alone, are
// named by the `_eng` copy, the one whose header is confirmed: the warning named the Estonian
// file, whose header is not, and sent the operator to fetch it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { taxesPaidSource } from '../../../src/importers/ee/taxes-paid.ts';
import { SAMPLES, runImport, sourceReport } from '../pipeline/helpers.ts';

const LEGACY_SAMPLE = join(SAMPLES, 'ee/tasutud_maksud_QUARTERLY_legacy_2021.csv');
const QUARTER = 'tasutud_maksud_2021_I_kvartal.csv';

/** ee.taxes-paid's status and warnings, imported from a folder holding the quarter's file `write` puts there. */
async function toldOf(t: { after(fn: () => void): void }, write: (path: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'ee-taxes-missing-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  write(join(dir, QUARTER));
  const report = await runImport({
    databasePath: join(dir, 'store.sqlite'), sources: [{ ...taxesPaidSource, expectedRows: { min: 0, max: taxesPaidSource.expectedRows.max } }],
    fromDir: dir, now: new Date('2026-11-22T08:00:00Z'),
  });
  const s = sourceReport(report, 'ee.taxes-paid');
  return { told: [s.status, ...s.warnings], expected: ['published', `optional files not in ${dir} (2), their rows not published: `
    + 'tasutud_maksud_kaesolev_aasta_eng.csv, tasutud_maksud_varasemad_aastad_eng.csv'] };
}

test('the real legacy quarter imported alone is told the current files missing by their confirmed names', async (t) => {
  if (!existsSync(LEGACY_SAMPLE)) { t.skip(`no EE samples at ${join(SAMPLES, 'ee')} (the shared data-sources folder is absent)`); return; }
  const { told, expected } = await toldOf(t, (path) => copyFileSync(LEGACY_SAMPLE, path));
  assert.deepEqual(told, expected);
});

test('a legacy quarter by its documented header imported alone is told the current files missing by their confirmed names', async (t) => {
  const { told, expected } = await toldOf(t, (path) => writeFileSync(path, 'Registrikood;Nimi;Liik;Registreeritud käibemaksukohustuslaste registrisse;'
    + 'EMTAK tegevusvaldkond, mis on EMTAKi struktuuris tähistatud tähtkoodiga;Maakond;Riiklikud Maksud;Tööjõumaksud Ja Maksed;Kaive;Tootajaid\n'
    + '10000024;Näidis OÜ;Äriühing;jah;INFO JA SIDE;Harju ( Tallinn );1 000,00;500,00;10 000,00;3\n'));
  assert.deepEqual(told, expected);
});
