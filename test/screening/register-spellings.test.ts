// A listed person is written as a passport writes the name (Gennadiy Kuznetsov); the Baltic
// registers write an owner of the same name their own way (Latvian Gennadijs Kuzņecovs,
// Lithuanian Gennadij Kuznecov). Screening reads the listed name as each register writes it, so
// the owner is found, and the birth date still decides.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../src/importers/pipeline/run.ts';
import { euSource } from '../../src/importers/sanctions/index.ts';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { explainMatch } from '../../src/services/sanction-explanation.ts';
import { createTestStore, insertCompany, insertRole, matchesOf, withDb } from './store.ts';

const FIXTURE = new URL('../fixtures/sanctions/screening/xmlFullSanctionsList_1_1.xml', import.meta.url);
const NOW = new Date('2026-11-21T08:00:00Z');

const C = {
  lvOwned: { country: 'LV', regcode: '40103777120', name: 'SIA "Kurzemes Metāla Serviss"' },
  ltOwned: { country: 'LT', regcode: '304567001', name: 'UAB "Nemuno metalas"' },
  lvNamesake: { country: 'LV', regcode: '40103777125', name: 'SIA "Liepājas Metāls"' },
  lvNoBirthDate: { country: 'LV', regcode: '40103777126', name: 'SIA "Talsu Metāls"' },
} as const;

test('an owner written the Latvian or Lithuanian way is matched with the listed person written the English way', async () => {
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      for (const c of Object.values(C)) insertCompany(db, c);
      insertRole(db, { ...C.lvOwned, role: 'beneficial_owner', name: 'Gennadijs Kuzņecovs', birthDate: '1961-11-05' });
      insertRole(db, { ...C.ltOwned, role: 'beneficial_owner', name: 'Gennadij Kuznecov', birthDate: '1961-11-05' });
      insertRole(db, { ...C.lvNamesake, role: 'beneficial_owner', name: 'Gennadijs Kuzņecovs', birthDate: '1975-04-02' });
      insertRole(db, { ...C.lvNoBirthDate, role: 'beneficial_owner', name: 'Gennadijs Kuzņecovs' });
    });
    // The list's own Latvian alias is left out: the list names him only as Gennadiy Kuznetsov.
    const xml = readFileSync(FIXTURE, 'utf8').replace(/^.*wholeName="Gennadijs Kuzņecovs".*\n/m, '');
    assert.ok(!xml.includes('Kuzņecovs'));
    const dir = join(store.dir, 'lists');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'xmlFullSanctionsList_1_1.xml'), xml);
    const report = await importSources({ databasePath: store.path, sources: [euSource], fromDir: dir, now: NOW, progress: 'none' });
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);

    withDb(store.path, (db) => {
      for (const [c, spelling] of [[C.lvOwned, 'gennadijs kuznecovs'], [C.ltOwned, 'gennadij kuznecov']] as const) {
        const m = matchesOf(db, c.country, c.regcode).find((x) => x.entry_id === '9102');
        assert.ok(m, `${c.name} is matched with entry 9102`);
        assert.ok(m.score >= DEFAULT_THRESHOLD, `${c.name}: ${m.score}`);
        assert.equal(m.matched_name, 'Gennadiy Kuznetsov');
        const features = JSON.parse(m.features) as Record<string, unknown>;
        assert.equal(features.registerSpelling, spelling);
        assert.equal(features.birthDateMatch, 'exact');
        assert.match(explainMatch(m.matched_on, m.matched_name, features),
          new RegExp(`listed person "Gennadiy Kuznetsov" written as the Baltic registers write it \\(${spelling}; similarity 0\\.95\\), with the same birth date`));
      }
      // Another birth date is another person; no birth date on record leaves a candidate for a reviewer.
      assert.deepEqual(matchesOf(db, C.lvNamesake.country, C.lvNamesake.regcode), []);
      const unknown = matchesOf(db, C.lvNoBirthDate.country, C.lvNoBirthDate.regcode);
      assert.equal(unknown.length, 1);
      assert.ok(unknown[0]!.score < DEFAULT_THRESHOLD && unknown[0]!.score >= 0.8, String(unknown[0]!.score));
    });
  } finally {
    store.cleanup();
  }
});

test('where the list also spells the name the register\'s way, that alias is the name matched, not a reading', async () => {
  const { buildEntryIndex } = await import('../../src/importers/screening/entry-index.ts');
  const { ownerMatches } = await import('../../src/importers/screening/owner-matches.ts');
  const index = buildEntryIndex([{
    list: 'EU', entryId: '9102', schema: 'person', name: 'Gennadiy Kuznetsov', aliases: [{ name: 'Gennadijs Kuzņecovs', weak: false }],
    identifiers: [], countries: ['RU'], birthDates: ['1961-11-05'], listedOn: '2022-06-03',
  }]);
  const [m, ...rest] = ownerMatches(index, 'LV', {
    country: 'LV', regcode: '40103777120', role: 'beneficial_owner', personName: 'Kuzņecovs Gennadijs', entityType: 'natural_person',
    birthDate: '1961-11-05', birthKey: null, holderRegcode: null, holderCountry: null, sharePercent: null,
  }, 0.8, () => 1);
  assert.equal(rest.length, 0);
  assert.equal(m!.matchedName, 'Gennadijs Kuzņecovs');
  assert.equal(m!.features.nameSimilarity, 1);
  assert.equal(m!.features.registerSpelling, undefined);
});

test('a person the list writes in Cyrillic is found under the Latvian spelling of its ё (Пётр Фёдоров, Pjotrs Fjodorovs)', async () => {
  const { buildEntryIndex } = await import('../../src/importers/screening/entry-index.ts');
  const { ownerMatches } = await import('../../src/importers/screening/owner-matches.ts');
  const index = buildEntryIndex([{
    list: 'EU', entryId: '9300', schema: 'person', name: 'Пётр Фёдоров', aliases: [],
    identifiers: [], countries: ['RU'], birthDates: ['1962-01-15'], listedOn: '2022-06-03',
  }]);
  const owner = (birthDate: string) => ({
    country: 'LV', regcode: '40103777140', role: 'beneficial_owner', personName: 'Pjotrs Fjodorovs', entityType: 'natural_person',
    birthDate, birthKey: null, holderRegcode: null, holderCountry: null, sharePercent: null,
  });
  const [m, ...rest] = ownerMatches(index, 'LV', owner('1962-01-15'), 0.8, () => 1);
  assert.equal(rest.length, 0);
  assert.ok(m && m.score >= DEFAULT_THRESHOLD, `score ${m?.score}`);
  assert.equal(m.matchedName, 'Пётр Фёдоров');
  assert.equal(m.features.registerSpelling, 'fjodorovs pjotrs');
  // Born another day: a namesake, no match at all.
  assert.deepEqual(ownerMatches(index, 'LV', owner('1984-08-30'), 0.8, () => 1), []);
});

test('an owner holding a Lithuanian document (Piotr Fiodorov) is found for the person listed as Пётр Фёдоров or Pyotr Fyodorov', async () => {
  const { buildEntryIndex } = await import('../../src/importers/screening/entry-index.ts');
  const { ownerMatches } = await import('../../src/importers/screening/owner-matches.ts');
  // The Latvian register writes a foreigner's name as the passport does, surname first.
  const owner = (birthDate: string) => ({
    country: 'LV', regcode: '40103777141', role: 'beneficial_owner', personName: 'Fiodorov Piotr', entityType: 'natural_person',
    birthDate, birthKey: null, holderRegcode: null, holderCountry: null, sharePercent: null,
  });
  for (const listed of ['Пётр Фёдоров', 'Pyotr Fyodorov']) {
    const index = buildEntryIndex([{
      list: 'EU', entryId: '9301', schema: 'person', name: listed, aliases: [],
      identifiers: [], countries: ['RU'], birthDates: ['1962-01-15'], listedOn: '2022-06-03',
    }]);
    const [m, ...rest] = ownerMatches(index, 'LV', owner('1962-01-15'), 0.8, () => 1);
    assert.equal(rest.length, 0, listed);
    assert.equal(m?.score, 1, `${listed}: the Lithuanian spelling is a reading (0.95) with the same birth date, not a typo (0.9)`);
    assert.equal(m.features.nameSimilarity, 0.95, listed);
    assert.equal(m.features.registerSpelling, 'fiodorov piotr', listed);
    // Born another day: a namesake, no match at all.
    assert.deepEqual(ownerMatches(index, 'LV', owner('1984-08-30'), 0.8, () => 1), [], `${listed}: born another day`);
  }
});

test('a company named as the Latvian register writes a listed Russian transliteration is matched by its name (Stroitehmontažs for STROITEKHMONTAZH)', async () => {
  const { buildEntryIndex } = await import('../../src/importers/screening/entry-index.ts');
  const { nameMatches } = await import('../../src/importers/screening/company-matches.ts');
  const entry = (countries: string[]) => buildEntryIndex([{
    list: 'EU', entryId: '9400', schema: 'entity', name: 'OOO STROITEKHMONTAZH', aliases: [],
    identifiers: [], countries, birthDates: [], listedOn: '2023-02-25',
  }]);
  const name = 'SIA "Stroitehmontažs"';
  const [m, ...rest] = nameMatches(entry(['LV']), 'LV', name, 0.8);
  assert.equal(rest.length, 0);
  assert.ok(m && m.score >= DEFAULT_THRESHOLD, `score ${m?.score}`);
  assert.equal(m.matchedName, 'OOO STROITEKHMONTAZH');
  assert.equal(m.features.registerSpelling, 'stroitehmontazs');
  assert.equal(m.features.nameSimilarity, 0.95, 'a reading is never the very same name');
  assert.match(explainMatch(m.matchedOn, m.matchedName, m.features),
    /is the listed name "OOO STROITEKHMONTAZH" written as the Baltic registers write it \(stroitehmontazs; similarity 0\.95; compared without legal forms, case or diacritics\), listed/);
  // Listed only in Russia, a company registered in Latvia is a namesake: a candidate for a reviewer.
  const [elsewhere] = nameMatches(entry(['RU']), 'LV', name, 0.8);
  assert.ok(elsewhere && elsewhere.score < DEFAULT_THRESHOLD, `score ${elsewhere?.score}`);
});
