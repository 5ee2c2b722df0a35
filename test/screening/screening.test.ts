// Screening over a small store: the EU list fixture is imported through the pipeline (which
// screens every company after publishing), then the stored matches are read back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../src/importers/pipeline/run.ts';
import { euSource } from '../../src/importers/sanctions/index.ts';
import { screenAllCompanies } from '../../src/importers/screening/index.ts';
import { ALGORITHM_VERSION, DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { companyNameKey } from '../../src/domain/fold.ts';
import { createTestStore, insertCompany, insertFormerName, insertRole, matchesOf, withDb } from './store.ts';

const FIXTURE = new URL('../fixtures/sanctions/screening/xmlFullSanctionsList_1_1.xml', import.meta.url);
const NOW = new Date('2026-11-21T08:00:00Z');

const C = {
  byRegcode: { country: 'LV', regcode: '40003987651', name: 'AS "Dzintara Osta Termināls"' },
  byName: { country: 'LT', regcode: '304567891', name: 'UAB "Klaipėdos kuro terminalas"' },
  byOwner: { country: 'LV', regcode: '40103777120', name: 'SIA "Kurzemes Metāla Serviss"' },
  byMajorityMember: { country: 'LV', regcode: '40103777121', name: 'SIA "Kurzemes Tērauds"' },
  byOwningEntity: { country: 'LV', regcode: '40103777124', name: 'SIA "Osta Holdings"' },
  minorityMember: { country: 'LV', regcode: '40103777122', name: 'SIA "Ventspils Metāls"' },
  formerOwner: { country: 'LV', regcode: '40103777123', name: 'SIA "Vecā Osta"' },
  balticTrade: { country: 'LV', regcode: '40003000001', name: 'AS "Baltic Trade"' },
  emma: { country: 'LV', regcode: '40003000002', name: 'SIA "EMMA"' },
  nordTrans: { country: 'LV', regcode: '40103999001', name: 'SIA "Nord Trans Serviss"' },
  transGroup: { country: 'LV', regcode: '40003000003', name: 'SIA "Trans Group"' },
  namesakeOwned: { country: 'EE', regcode: '16987654', name: 'Narva Logistika OÜ' },
  kalashnikov: { country: 'LV', regcode: '40003000004', name: 'AS "Kalashnikov Concern"' },
} as const;

function seed(path: string): void {
  withDb(path, (db) => {
    for (const c of Object.values(C)) insertCompany(db, c);
    insertRole(db, { ...C.byOwner, role: 'beneficial_owner', name: 'Gennadijs Kuzņecovs', birthDate: '1961-11-05' });
    // UR officers write "Surname Firstname"; the masked personal code gives DDMMYY.
    insertRole(db, { ...C.byMajorityMember, role: 'member', name: 'Kuzņecovs Gennadijs', birthKey: '051161', sharePercent: 60 });
    insertRole(db, { ...C.byMajorityMember, role: 'member', name: 'Ozols Andris', birthDate: '1984-03-15', sharePercent: 40 });
    insertRole(db, { ...C.byOwningEntity, role: 'member', name: 'Amber Port Terminal JSC', entityType: 'legal_entity', holderRegcode: '40003987651' });
    insertRole(db, { ...C.minorityMember, role: 'member', name: 'Gennadijs Kuzņecovs', birthDate: '1961-11-05', sharePercent: 20 });
    insertRole(db, { ...C.minorityMember, role: 'member', name: 'Liepa Ilze', birthDate: '1975-01-01', sharePercent: 80 });
    insertRole(db, { ...C.formerOwner, role: 'beneficial_owner', name: 'Gennadijs Kuzņecovs', birthDate: '1961-11-05', until: '2020-01-01' });
    insertRole(db, { ...C.namesakeOwned, role: 'member', name: 'Sergei Petrov', birthDate: '1983-02-14' });
  });
}

async function importList(dir: string, path: string, xml?: string) {
  mkdirSync(dir, { recursive: true });
  if (xml === undefined) copyFileSync(FIXTURE, join(dir, 'xmlFullSanctionsList_1_1.xml'));
  else writeFileSync(join(dir, 'xmlFullSanctionsList_1_1.xml'), xml);
  return importSources({ databasePath: path, sources: [euSource], fromDir: dir, now: NOW, progress: 'none' });
}

test('screening flags by registration number, name and owner, and leaves the near misses below the threshold', async () => {
  const store = createTestStore();
  try {
    seed(store.path);
    const report = await importList(join(store.dir, 'lists'), store.path);
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    assert.ok(report.screening && 'matches' in report.screening && report.screening.companies === Object.keys(C).length);
    withDb(store.path, (db) => {
      const top = (c: { country: string; regcode: string }) => matchesOf(db, c.country, c.regcode)[0];
      const expectFlag = (c: { country: string; regcode: string }, matchedOn: string, entryId: string) => {
        const m = top(c);
        assert.ok(m, `${c.regcode} has no match`);
        assert.equal(m.matched_on, matchedOn, `${c.regcode}: ${JSON.stringify(m)}`);
        assert.equal(m.list, 'EU');
        assert.equal(m.entry_id, entryId);
        assert.ok(m.score >= DEFAULT_THRESHOLD, `${c.regcode} scored ${m.score}`);
        assert.equal(m.algorithm_version, ALGORITHM_VERSION);
        return JSON.parse(m.features) as Record<string, unknown>;
      };
      const byCode = expectFlag(C.byRegcode, 'registration_number', '9101');
      assert.deepEqual(byCode.identifier, { type: 'regnumber', value: '40003987651', country: 'LV' });
      const byName = expectFlag(C.byName, 'name', '9103');
      assert.equal(byName.countryMatch, true);
      assert.equal(byName.nameSimilarity, 1);
      const byOwner = expectFlag(C.byOwner, 'owner', '9102');
      assert.equal(byOwner.birthDateMatch, 'exact');
      assert.equal(byOwner.ownerName, 'Gennadijs Kuzņecovs');
      expectFlag(C.byMajorityMember, 'owner', '9102');
      const byEntity = expectFlag(C.byOwningEntity, 'owner', '9101');
      assert.equal(byEntity.via, 'registration_number');

      for (const c of [C.minorityMember, C.formerOwner, C.balticTrade, C.emma, C.nordTrans, C.transGroup, C.namesakeOwned, C.kalashnikov]) {
        const above = matchesOf(db, c.country, c.regcode).filter((m) => m.score >= DEFAULT_THRESHOLD);
        assert.deepEqual(above, [], `${c.name} must not be flagged`);
      }
      // A name listed in another country stays a candidate a human can review, with its reason.
      const candidate = top(C.kalashnikov)!;
      assert.equal(candidate.entry_id, '9107');
      assert.equal(JSON.parse(candidate.features).countryMatch, false);
      // The weak alias EMMA and the common words never even become candidates.
      assert.deepEqual(matchesOf(db, C.emma.country, C.emma.regcode), []);
      assert.deepEqual(matchesOf(db, C.balticTrade.country, C.balticTrade.regcode), []);
    });
  } finally {
    store.cleanup();
  }
});

test('screening rewrites every match: an entry removed from the list takes its matches with it', async () => {
  const store = createTestStore();
  try {
    seed(store.path);
    await importList(join(store.dir, 'a'), store.path);
    const fixture = readFileSync(FIXTURE, 'utf8');
    const start = fixture.indexOf('<sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="EU.9103.23"');
    const end = fixture.indexOf('</sanctionEntity>', start) + '</sanctionEntity>'.length;
    const report = await importList(join(store.dir, 'b'), store.path, fixture.slice(0, start) + fixture.slice(end));
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    withDb(store.path, (db) => {
      assert.deepEqual(matchesOf(db, C.byName.country, C.byName.regcode), []);
      assert.equal(matchesOf(db, C.byRegcode.country, C.byRegcode.regcode)[0]?.entry_id, '9101');
      // Screening again without any change gives the same rows.
      const before = db.prepare('SELECT country, regcode, list, entry_id, score FROM sanction_matches ORDER BY 1, 2, 3, 4').all();
      const result = screenAllCompanies(db, { now: NOW });
      const after = db.prepare('SELECT country, regcode, list, entry_id, score FROM sanction_matches ORDER BY 1, 2, 3, 4').all();
      assert.deepEqual(after, before);
      assert.equal(result.matches, before.length);
      assert.equal(result.flagged, 4);
    });
  } finally {
    store.cleanup();
  }
});

test('a corrupt list file changes nothing: entries and matches stay as they were', async () => {
  const store = createTestStore();
  try {
    seed(store.path);
    await importList(join(store.dir, 'good'), store.path);
    const snapshot = () => withDb(store.path, (db) => ({
      entries: db.prepare('SELECT list, entry_id, name, as_of FROM sanction_entries ORDER BY 1, 2').all(),
      matches: db.prepare('SELECT country, regcode, list, entry_id, score, screened_at FROM sanction_matches ORDER BY 1, 2, 3, 4').all(),
    }));
    const before = snapshot();
    const fixture = readFileSync(FIXTURE, 'utf8');
    const truncated = fixture.slice(0, Math.floor(fixture.length * 0.6));
    const report = await importList(join(store.dir, 'bad'), store.path, truncated.replace('generationDate="2026-11-20', 'generationDate="2026-11-21'));
    const source = report.sources[0]!;
    assert.equal(source.status, 'failed');
    assert.match(source.message, /xmlFullSanctionsList_1_1\.xml.*line \d+/);
    assert.match(source.message, /nothing was changed/);
    assert.deepEqual(snapshot(), before);
  } finally {
    store.cleanup();
  }
});

test('the owner of a sole trader (LV IK, officers.csv OWNER) is screened as its owner', async () => {
  const store = createTestStore();
  try {
    const soleTrader = { country: 'LV', regcode: '41503777125', name: 'IK "Metāla Tirgotājs"' };
    const microMember = { country: 'LV', regcode: '40103777126', name: 'SIA "Mazais Metāls"' };
    withDb(store.path, (db) => {
      for (const c of [soleTrader, microMember]) insertCompany(db, c);
      insertRole(db, { ...soleTrader, role: 'micro_enterprise', position: 'owner', name: 'Kuzņecovs Gennadijs', birthKey: '051161' });
      // A member linked through the micro-enterprise tax is a member: members.csv decides whether it controls.
      insertRole(db, { ...microMember, role: 'micro_enterprise', position: 'member', name: 'Kuzņecovs Gennadijs', birthKey: '051161' });
      insertRole(db, { ...microMember, role: 'member', name: 'Kuzņecovs Gennadijs', birthKey: '051161', sharePercent: 10 });
      insertRole(db, { ...microMember, role: 'member', name: 'Liepa Ilze', birthDate: '1975-01-01', sharePercent: 90 });
    });
    const report = await importList(join(store.dir, 'lists'), store.path);
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    withDb(store.path, (db) => {
      const m = matchesOf(db, soleTrader.country, soleTrader.regcode)[0];
      assert.ok(m, 'the sole trader of a listed person has no match');
      assert.deepEqual([m.matched_on, m.entry_id, m.score >= DEFAULT_THRESHOLD], ['owner', '9102', true]);
      assert.equal(JSON.parse(m.features).ownerRole, 'micro_enterprise');
      assert.deepEqual(matchesOf(db, microMember.country, microMember.regcode).filter((x) => x.score >= DEFAULT_THRESHOLD), []);
    });
  } finally {
    store.cleanup();
  }
});

test('a holder that is a company of the same register is screened as that company: an entity listed only elsewhere flags neither', async () => {
  const store = createTestStore();
  try {
    const ownedByNamesake = { country: 'LV', regcode: '40103777127', name: 'SIA "Kalashnikov Serviss"' };
    const ownedByForeign = { country: 'LV', regcode: '40103777128', name: 'SIA "Ieroču Serviss"' };
    withDb(store.path, (db) => {
      insertCompany(db, C.kalashnikov);
      insertCompany(db, ownedByNamesake);
      insertCompany(db, ownedByForeign);
      // The Latvian namesake of a Russian listed entity, as the only member of a Latvian company.
      insertRole(db, { ...ownedByNamesake, role: 'member', name: 'AS "Kalashnikov Concern"', entityType: 'legal_entity', holderRegcode: C.kalashnikov.regcode });
      // A holder that is not a company of the register: the listed name is the evidence.
      insertRole(db, { ...ownedByForeign, role: 'member', name: 'Concern Kalashnikov JSC', entityType: 'legal_entity', holderRegcode: '1141832000001' });
    });
    const report = await importList(join(store.dir, 'lists'), store.path);
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    withDb(store.path, (db) => {
      const own = matchesOf(db, C.kalashnikov.country, C.kalashnikov.regcode);
      assert.ok(own.length > 0 && own.every((m) => m.score < DEFAULT_THRESHOLD), JSON.stringify(own));
      const viaHolder = matchesOf(db, ownedByNamesake.country, ownedByNamesake.regcode);
      assert.ok(viaHolder.every((m) => m.score < DEFAULT_THRESHOLD), JSON.stringify(viaHolder));
      assert.ok(viaHolder.some((m) => m.matched_on === 'owner' && JSON.parse(m.features).countryMatch === false), 'the namesake holder is no candidate');
      const foreign = matchesOf(db, ownedByForeign.country, ownedByForeign.regcode);
      assert.ok(foreign.some((m) => m.matched_on === 'owner' && m.score >= DEFAULT_THRESHOLD), JSON.stringify(foreign));
    });
  } finally {
    store.cleanup();
  }
});

test('a former name is screened: borne on the listing day it flags the renamed company; given up before, it is a candidate', async () => {
  const store = createTestStore();
  try {
    // KLAIPEDOS KURO TERMINALAS is listed in Lithuania on 2024-03-28 (the fixture's designationDate).
    const renamedAfter = { country: 'LT', regcode: '304567892', name: 'UAB "Baltijos degalų terminalas"' };
    const renamedBefore = { country: 'LT', regcode: '304567893', name: 'UAB "Pajūrio sandėliai"' };
    const undated = { country: 'LT', regcode: '304567894', name: 'UAB "Uosto talpyklos"' };
    withDb(store.path, (db) => {
      for (const c of [renamedAfter, renamedBefore, undated]) insertCompany(db, c);
      insertFormerName(db, { ...renamedAfter, name: 'UAB "Klaipėdos kuro terminalas"', validTo: '2024-05-02' });
      insertFormerName(db, { ...renamedBefore, name: 'UAB "Klaipėdos kuro terminalas"', validTo: '2019-01-15' });
      insertFormerName(db, { ...undated, name: 'UAB "Klaipėdos kuro terminalas"', validTo: null });
    });
    const report = await importList(join(store.dir, 'lists'), store.path);
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    withDb(store.path, (db) => {
      const [after] = matchesOf(db, renamedAfter.country, renamedAfter.regcode);
      assert.ok(after, 'a company renamed after its listing is not found by the name it was listed under');
      assert.deepEqual([after.matched_on, after.entry_id, after.score >= DEFAULT_THRESHOLD], ['name', '9103', true]);
      const features = JSON.parse(after.features);
      assert.deepEqual([features.companyName, features.formerName, features.nameValidTo], ['UAB "Klaipėdos kuro terminalas"', true, '2024-05-02']);
      for (const [c, cap] of [[renamedBefore, 'former_name_before_listing'], [undated, 'former_name_dates_unknown']] as const) {
        const [m] = matchesOf(db, c.country, c.regcode);
        assert.ok(m, `${c.name}: its former name is not even a candidate`);
        assert.ok(m.score < DEFAULT_THRESHOLD && m.score >= 0.8, `${c.name} scored ${m.score}`);
        assert.equal(JSON.parse(m.features).cap, cap);
      }
    });
  } finally {
    store.cleanup();
  }
});

test('an LV member holding more than half of the amounts controls its company; a minority, or amounts in two currencies, does not (a reviewer\'s candidate)', async () => {
  const store = createTestStore();
  try {
    // Latvian members carry amounts (number of shares × nominal value), no percent.
    const majority = { country: 'LV', regcode: '40103777131', name: 'SIA "Dzintara Loģistika"' };
    const minority = { country: 'LV', regcode: '40103777132', name: 'SIA "Ostas Krāvēji"' };
    const mixed = { country: 'LV', regcode: '40103777133', name: 'SIA "Vecās Noliktavas"' };
    withDb(store.path, (db) => {
      for (const c of [majority, minority, mixed]) insertCompany(db, c);
      const listed = { role: 'member', name: 'Amber Port Terminal JSC', entityType: 'legal_entity' as const, holderRegcode: '40003987651' };
      insertRole(db, { ...majority, ...listed, shareAmount: 7000, shareCurrency: 'EUR' });
      insertRole(db, { ...majority, role: 'member', name: 'Ozols Andris', birthDate: '1984-03-15', shareAmount: 3000, shareCurrency: 'EUR' });
      insertRole(db, { ...minority, ...listed, shareAmount: 3000, shareCurrency: 'EUR' });
      insertRole(db, { ...minority, role: 'member', name: 'Ozols Andris', birthDate: '1984-03-15', shareAmount: 7000, shareCurrency: 'EUR' });
      insertRole(db, { ...mixed, ...listed, shareAmount: 7000, shareCurrency: 'LVL' });
      insertRole(db, { ...mixed, role: 'member', name: 'Ozols Andris', birthDate: '1984-03-15', shareAmount: 3000, shareCurrency: 'EUR' });
    });
    const report = await importList(join(store.dir, 'lists'), store.path);
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    withDb(store.path, (db) => {
      const [m] = matchesOf(db, majority.country, majority.regcode);
      assert.ok(m, 'a company 70 % held by a listed entity has no match');
      assert.deepEqual([m.matched_on, m.entry_id, m.score >= DEFAULT_THRESHOLD], ['owner', '9101', true]);
      assert.equal(JSON.parse(m.features).holdingPercentFromAmounts, 70);
      // A 30 % member the list names by its number: a candidate for a reviewer, never a flag.
      assert.deepEqual(matchesOf(db, minority.country, minority.regcode).map((m) => [m.entry_id, m.score, JSON.parse(m.features).ownershipRule]),
        [['9101', 0.8, 'holding_for_review']], 'a 30 % member was taken for a controlling one');
      // Not added up, its share is one the register does not give: a candidate for review alone (screen-24), no control.
      assert.deepEqual(matchesOf(db, mixed.country, mixed.regcode).map((m) => [m.entry_id, m.score, JSON.parse(m.features).forReview]), [['9101', 0.8, 'holding']],
        'amounts in two currencies were added up');
    });
  } finally {
    store.cleanup();
  }
});

test('an FI trade name is screened while YTJ gives it, up to its last day, and as a name borne before once it ended', async () => {
  const store = createTestStore();
  try {
    // ARKTIS POLAR TRADING is listed in Finland on 2024-03-28; NOW is 2026-11-21.
    const entry = `  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="EU.9190.24" logicalId="9190" designationDate="2024-03-28">
    <regulation regulationType="regulation" organisationType="council" publicationDate="2024-03-28" numberTitle="2024/1002" programme="RUS" logicalId="91"/>
    <subjectType code="enterprise" classificationCode="E"/>
    <nameAlias wholeName="ARKTIS POLAR TRADING" strong="true" regulationLanguage="en" logicalId="92"/>
    <address city="Helsinki" countryIso2Code="FI" countryDescription="FINLAND" logicalId="93"/>
  </sanctionEntity>
</export>`;
    const xml = readFileSync(FIXTURE, 'utf8').replace('</export>', entry);
    const endingLater = { country: 'FI', regcode: '3190001-1', name: 'Pohjan Kauppa Oy' };
    const endedAfterListing = { country: 'FI', regcode: '3190002-0', name: 'Lapin Tuonti Oy' };
    const endedBeforeListing = { country: 'FI', regcode: '3190003-8', name: 'Kemin Satama Oy' };
    withDb(store.path, (db) => {
      for (const c of [endingLater, endedAfterListing, endedBeforeListing]) insertCompany(db, c);
      const tradeName = db.prepare(`INSERT INTO company_names (country, regcode, name, name_key, kind, valid_from, valid_to, source, as_of)
        VALUES (?, ?, 'Arktis Polar Trading', ?, ?, '2020-01-01', ?, 'fi.ytj', '2026-11-20')`);
      const key = companyNameKey('Arktis Polar Trading');
      tradeName.run(endingLater.country, endingLater.regcode, key, 'auxiliary', '2026-12-31');
      tradeName.run(endedAfterListing.country, endedAfterListing.regcode, key, 'auxiliary', '2025-01-31');
      tradeName.run(endedBeforeListing.country, endedBeforeListing.regcode, key, 'parallel', '2023-01-01');
    });
    const report = await importList(join(store.dir, 'lists'), store.path, xml);
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    withDb(store.path, (db) => {
      const [inUse] = matchesOf(db, endingLater.country, endingLater.regcode);
      assert.ok(inUse, 'a trade name in use until a later day is not screened');
      assert.deepEqual([inUse.entry_id, inUse.score >= DEFAULT_THRESHOLD, JSON.parse(inUse.features).formerName ?? false], ['9190', true, false]);
      const [after] = matchesOf(db, endedAfterListing.country, endedAfterListing.regcode);
      assert.ok(after, 'a trade name borne on the listing day and ended since is not screened');
      assert.deepEqual([after.entry_id, after.score >= DEFAULT_THRESHOLD, JSON.parse(after.features).nameValidTo], ['9190', true, '2025-01-31']);
      const [before] = matchesOf(db, endedBeforeListing.country, endedBeforeListing.regcode);
      assert.ok(before, 'a trade name given up before the listing is not even a candidate');
      assert.ok(before.score < DEFAULT_THRESHOLD && before.score >= 0.8, `scored ${before.score}`);
      assert.equal(JSON.parse(before.features).cap, 'former_name_before_listing');
    });
  } finally {
    store.cleanup();
  }
});
