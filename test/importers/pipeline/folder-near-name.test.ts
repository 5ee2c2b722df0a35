// `--from DIR` holding a source's file under a name it is not looked for by: `Register.csv` (saved
// so by another system; names are matched exactly) or `register.csv.gz` (only a zip is read). The
// source was skipped as `not in DIR: register.csv`, the file sitting there, and an import of the
// group published the other sources and exited 0, the register left as it was without a failure.
// It now fails naming the file and what to do, and nothing of it is changed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { sources } from '../../../src/importers/lv/index.ts';
import { sources as ltSources } from '../../../src/importers/lt/index.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { fixtureSized, fixturesDir } from '../lt/support.ts';
import { zipArchive } from '../../../src/demo/writers/zip.ts';
import { LV_FIXTURES, REPO, dumpStore, runImport, sourceReport } from './helpers.ts';
import { nearNamesOf, type FolderIndex } from '../../../src/importers/pipeline/locate.ts';
import type { ZipMember } from '../../../src/importers/readers/zip.ts';

const register = sources.filter((s) => s.id === 'lv.register');
const EE_FIXTURES = join(REPO, 'test/fixtures/ee');

test('a source file under another letter case or packed as no zip fails its source naming it; the served data stays', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-near-name-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const store = join(dir, 'store.sqlite');
  await runImport({ databasePath: store, sources: register, fromDir: LV_FIXTURES });
  const before = dumpStore(store);
  const bytes = readFileSync(join(LV_FIXTURES, 'register.csv'));
  const renamed = readFileSync(join(LV_FIXTURES, 'register.csv'), 'utf8').replaceAll('Alfa Koks', 'Alfa Koks Renamed');

  const cased = join(dir, 'cased');
  mkdirSync(cased);
  writeFileSync(join(cased, 'Register.csv'), renamed);
  const caseReport = sourceReport(await runImport({ databasePath: store, sources: register, fromDir: cased }), 'lv.register');
  assert.equal(caseReport.status, 'failed');
  assert.equal(caseReport.message, `not in ${cased}: register.csv; the folder holds Register.csv, whose name differs in letter case `
    + '(names are matched exactly: rename it register.csv); nothing was changed');

  const packed = join(dir, 'packed');
  mkdirSync(packed);
  writeFileSync(join(packed, 'register.csv.gz'), gzipSync(Buffer.from(renamed)));
  const packedReport = sourceReport(await runImport({ databasePath: store, sources: register, fromDir: packed }), 'lv.register');
  assert.equal(packedReport.status, 'failed');
  assert.equal(packedReport.message, `not in ${packed}: register.csv; the folder holds register.csv.gz, packed in a form not read `
    + '(only zip archives are: unpack it as register.csv, or zip it as register.csv.zip); nothing was changed');

  // A browser's download unfinished, or repeated beside the first, is named with what to do.
  const browserFiles: Array<[string, string]> = [
    ['register.csv.crdownload', 'a browser\'s download not finished (let it finish, or download the file again, as register.csv)'],
    ['register (1).csv', 'the name a browser gives a file downloaded again (rename it register.csv)'],
    // Saved with the day of its download: the name with a date of a month or a day added.
    ['register_2026-11-25.csv', 'which looks like register.csv with a date added (the import reads register.csv: rename it register.csv)'],
    ['Register-2026-11.csv', 'which looks like register.csv with a date added (the import reads register.csv: rename it register.csv)'],
    ['register_2026_11.csv.zip', 'which looks like register.csv.zip with a date added (the import reads register.csv.zip: rename it register.csv.zip)'],
  ];
  for (const [file, what] of browserFiles) {
    const browser = mkdtempSync(join(dir, 'browser-'));
    // A zip so named holds the file under the same dated name, as an archiver names its member.
    writeFileSync(join(browser, file), file.endsWith('.zip') ? zipArchive([{ name: file.slice(0, -4), data: Buffer.from(renamed) }]) : renamed);
    const browserReport = sourceReport(await runImport({ databasePath: store, sources: register, fromDir: browser }), 'lv.register');
    assert.equal(browserReport.status, 'failed', file);
    assert.equal(browserReport.message, `not in ${browser}: register.csv; the folder holds ${file}, ${what}; nothing was changed`);
  }
  assert.deepEqual(dumpStore(store), before, 'the served data is as it was');

  // A folder that lacks the file altogether still skips it, as one holding only some of a group's
  // files may; a year alone in a name is how a year's file or a year's copy kept is named, no date
  // a download was saved with (docs/operations.md), so `register 2024.csv` is not offered as today's.
  const other = join(dir, 'other');
  mkdirSync(other);
  copyFileSync(join(LV_FIXTURES, 'register_name_history.csv'), join(other, 'register_name_history.csv'));
  writeFileSync(join(other, 'registers.csv'), bytes);
  writeFileSync(join(other, 'register 2024.csv'), bytes);
  const skipped = sourceReport(await runImport({ databasePath: store, sources: register, fromDir: other }), 'lv.register');
  assert.equal(skipped.status, 'skipped', skipped.message);
});

test('an optional file under another letter case is named in the warning of the source read without it', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'import-near-name-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const from = join(dir, 'from');
  cpSync(LV_FIXTURES, from, { recursive: true });
  writeFileSync(join(from, 'nace.csv'), '\ufeffKods;Nosaukums\n');
  const taxesPaid = sources.filter((s) => s.id === 'lv.taxes-paid');
  const report = sourceReport(await runImport({ databasePath: join(dir, 'store.sqlite'), sources: taxesPaid, fromDir: from }), 'lv.taxes-paid');
  assert.equal(report.status, 'published', report.message);
  assert.ok(report.warnings.includes(`optional file NACE.csv is not in ${from} (the folder holds nace.csv, whose name differs in letter case `
    + '(names are matched exactly: rename it NACE.csv))'), report.warnings.join('\n'));
});

// lt.jar reads JAR_IREGISTRUOTI.csv and JAR_ISREGISTRUOTI.csv together: a folder holding the first
// alone skipped the source as "not in DIR: JAR_ISREGISTRUOTI.csv", and an import of the group
// exited 0 with the register as it was. With a file the source needs there, the missing one is the
// operator's to fetch: the source fails naming both, and nothing of it is changed.
test('a source with one of the files it needs in the folder and another missing fails naming both; the served data stays', async (t) => {
  const jar = fixtureSized(ltSources.filter((s) => s.id === 'lt.jar'));
  const fixtures = fixturesDir('lt');
  const dir = mkdtempSync(join(tmpdir(), 'import-half-source-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const store = join(dir, 'store.sqlite');
  assert.equal(sourceReport(await runImport({ databasePath: store, sources: jar, fromDir: fixtures }), 'lt.jar').status, 'published');
  const before = dumpStore(store);
  const half = join(dir, 'half');
  mkdirSync(half);
  copyFileSync(join(fixtures, 'JAR_IREGISTRUOTI.csv'), join(half, 'JAR_IREGISTRUOTI.csv'));
  const report = sourceReport(await runImport({ databasePath: store, sources: jar, fromDir: half }), 'lt.jar');
  assert.equal(report.status, 'failed', report.message);
  assert.equal(report.message, `not in ${half}: JAR_ISREGISTRUOTI.csv, which this source reads with JAR_IREGISTRUOTI.csv (found there): `
    + 'it is imported from all of its files; put it beside it; nothing was changed');
  assert.deepEqual(dumpStore(store), before, 'the served data is as it was');
});

/**
 * Imports `sources` from `fixtures` (source `id` with those it reads companies of), then `id` from a
 * folder holding its file `kept` alone: the source fails naming `missing`, the served data as it was.
 */
async function failsWithOwnFileAlone(t: { after(fn: () => void): void }, o: {
  sources: SourceDefinition[]; id: string; fixtures: string; kept: string; missing: string;
}): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'import-half-own-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const store = join(dir, 'store.sqlite');
  assert.equal(sourceReport(await runImport({ databasePath: store, sources: o.sources, fromDir: o.fixtures }), o.id).status, 'published');
  const before = dumpStore(store);
  const half = join(dir, 'half');
  mkdirSync(half);
  copyFileSync(join(o.fixtures, o.kept), join(half, o.kept));
  const report = sourceReport(await runImport({ databasePath: store, sources: o.sources.filter((s) => s.id === o.id), fromDir: half }), o.id);
  assert.equal(report.status, 'failed', report.message);
  assert.equal(report.message, `not in ${half}: ${o.missing}, which this source reads with ${o.kept} (found there): `
    + 'it is imported from all of its files; put it beside it; nothing was changed');
  assert.deepEqual(dumpStore(store), before, 'the served data is as it was');
}

// lv.micro-enterprise's rows come from VID's file, optional as its name is unconfirmed, joined with
// UR's members.csv: a folder holding the VID file without members.csv skipped the source as one the
// folder does not hold, and the group's import exited 0 with the links as they were. The VID file is
// the source's own, so it fails as lt.jar with half its files does, naming members.csv.
test('lv.micro-enterprise with its own VID file in the folder and members.csv missing fails naming members.csv; the served data stays', async (t) => {
  await failsWithOwnFileAlone(t, {
    sources: sources.filter((s) => s.id === 'lv.micro-enterprise'), id: 'lv.micro-enterprise', fixtures: LV_FIXTURES,
    kept: 'pdb_mikrouznemumu_nodokla_maksataji_odata.csv', missing: 'members.csv',
  });
});

// ee.persons reads RIK's off-card persons (founders and others the card does not list), optional, beside
// the card's persons, which it needs: a folder holding the off-card file alone skipped the source as
// one the folder does not hold, and `import ee` exited 0 with the persons as they were. The off-card
// file is read by ee.persons alone, so an operator who put it there meant to import it: it fails.
test('ee.persons with RIK\'s off-card persons file in the folder and the card\'s missing fails naming the card\'s; the served data stays', async (t) => {
  await failsWithOwnFileAlone(t, {
    sources: fixtureSized(eeSources.filter((s) => ['ee.basic', 'ee.persons'].includes(s.id))), id: 'ee.persons', fixtures: EE_FIXTURES,
    kept: 'ettevotja_rekvisiidid__kandevalised_isikud.json', missing: 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json',
  });
});

// The day of a download written into the name, in the forms saving tools write it; a year alone,
// or a month that is none, is not such a day, and no name is offered for it.
test('a name with a date of a month or a day added is offered as the file, a year alone is not', () => {
  const registerFile = register[0]!.files.find((f) => f.name === 'register.csv')!;
  const member = (name: string): ZipMember => ({ name, size: 1, crc32: 0 });
  const folder: FolderIndex = {
    dir: '/data',
    files: ['register 2024.csv', 'register_2026.csv', 'register_2026-13-01.csv', 'register_25.11.2026.csv', 'register_20261125_0815.csv',
      'register_2026-11-25 (1).csv', 'register_2026-11.csv.zip', 'ur.zip'],
    zips: new Map([['register_2026-11.csv.zip', [member('register_2026-11.csv')]], ['ur.zip', [member('data/register-2026-11-24.csv')]]]),
    unreadableZips: new Map(),
  };
  const told = (file: string, form = 'register.csv', what = `rename it ${form}`) =>
    `${file}, which looks like ${form} with a date added (the import reads ${form}: ${what})`;
  assert.deepEqual(nearNamesOf(folder, registerFile), [
    told('register_25.11.2026.csv'),
    told('register_20261125_0815.csv'),
    told('register_2026-11-25 (1).csv'),
    told('register_2026-11.csv.zip', 'register.csv.zip'),
    told('register-2026-11-24.csv in ur.zip', 'register.csv', 'unpack it as register.csv, or rename it so in the zip'),
  ]);
});
