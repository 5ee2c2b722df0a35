// Every partner of a täisühing (TÜ) is a general partner by law, and RIK's card may list them as
// plain Osanik (member, no position). Screening counted such a member as a general partner, but
// the company's details list only members with position general_partner among its officers, and a
// person check showed no position: a user reading the details of such a TÜ saw no one acting for
// it while screening named a general partner. The position is now decided where the company's
// legal form is known, at publish, and stored: details, person check and screening read the same
// general_partner, whichever of the company and its partners is published first, and a partner
// read otherwise before keeps the instant it was first seen.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { euSource } from '../../../src/importers/sanctions/index.ts';
import { mapPersonsOfCompany } from '../../../src/importers/ee/person-entry.ts';
import { roleOfCardEntry } from '../../../src/importers/ee/persons.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices, type Services } from '../../../src/services/index.ts';

const EU_LIST = fileURLToPath(new URL('../../fixtures/sanctions/screening/xmlFullSanctionsList_1_1.xml', import.meta.url));
const BASIC_HEADER = readFileSync(fileURLToPath(new URL('../../fixtures/ee/ettevotja_rekvisiidid__lihtandmed.csv', import.meta.url)), 'utf8')
  .replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;

const TU = { regcode: '14777140', name: 'Metallivahendus TÜ' };
const OU = { regcode: '14777141', name: 'Metallivahendus OÜ' };
// The EU fixture lists Gennadiy Kuznetsov (alias Gennadijs Kuzņecovs), born 1961-11-05: entry 9102.
const LISTED = { first: 'Gennadijs', last: 'Kuzņecovs', born: '05.11.1961', birthDate: '1961-11-05' };
const OTHER = { first: 'Ilze', last: 'Liepa', born: '01.01.1975', birthDate: '1975-01-01' };

const basicRow = (c: { regcode: string; name: string }, form: string) =>
  `${c.name};${c.regcode};${form};;;R;Registrisse kantud;01.02.2020;;Turu 1;0793;Tartu linn, Tartu linn, Tartu maakond;51004;;;;`;

// The card as RIK writes a partner it names by the wording Osanik alone.
const osanik = (p: typeof LISTED, id: number) => ({
  kirje_id: id, isiku_tyyp: 'F', isiku_roll: 'OSAN', isiku_roll_tekstina: 'Osanik',
  eesnimi: p.first, nimi_arinimi: p.last, synniaeg: p.born, algus_kpv: '01.02.2020', lopp_kpv: null,
});

function writeFiles(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ee-tu-partners-'));
  writeFileSync(join(dir, 'ettevotja_rekvisiidid__lihtandmed.csv'),
    [BASIC_HEADER, basicRow(TU, 'Täisühing'), basicRow(OU, 'Osaühing'), ''].join('\n'));
  writeFileSync(join(dir, 'ettevotja_rekvisiidid__kaardile_kantud_isikud.json'), JSON.stringify([
    { ariregistri_kood: Number(TU.regcode), nimi: TU.name, kaardile_kantud_isikud: [osanik(LISTED, 1), osanik(OTHER, 2)] },
    { ariregistri_kood: Number(OU.regcode), nimi: OU.name, kaardile_kantud_isikud: [osanik(LISTED, 3), osanik(OTHER, 4)] },
  ]));
  copyFileSync(EU_LIST, join(dir, 'xmlFullSanctionsList_1_1.xml'));
  return dir;
}

const sized = (s: SourceDefinition): SourceDefinition => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 });
const BASIC = sized(eeSources.find((s) => s.id === 'ee.basic')!);
const PERSONS = sized(eeSources.find((s) => s.id === 'ee.persons')!);

/** ee.persons reading every card entry as `former` does, as an earlier version did. */
const personsReadAs = (former: (entry: Record<string, unknown>) => ReturnType<typeof roleOfCardEntry>): SourceDefinition => ({
  ...PERSONS,
  files: PERSONS.files.map((f) => ({ ...f, mapRow: (row, ctx) => mapPersonsOfCompany(row, ctx, ['kaardile_kantud_isikud', 'kaardivalised_isikud'], former) })),
});

/** Runs the import commands on the store of `dir` (new files and store when none is given) and reads it. */
async function importing(t: TestContext, commands: Array<{ sources: SourceDefinition[]; now: Date }>, into?: string): Promise<Services> {
  const dir = into ?? writeFiles();
  if (into === undefined) t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  for (const c of commands) {
    const report = await importSources({ databasePath, sources: c.sources, fromDir: dir, now: c.now, progress: 'none', force: true });
    assert.ok(report.sources.every((s) => s.status === 'published'), JSON.stringify(report.sources.map((s) => [s.source, s.status, s.message])));
  }
  const db = openForReading(databasePath);
  t.after(() => db.close());
  return createServices({ db, sanctionsThreshold: 0.9 });
}

function assertGeneralPartners(services: Services, now: Date): void {
  const details = services.getCompany(TU.regcode, 'EE');
  assert.deepEqual(details.officers.map((o) => `${o.name}/${o.position}`).sort(),
    ['Gennadijs Kuzņecovs/general_partner', 'Ilze Liepa/general_partner'], 'the partners of a TÜ act for it');
  assert.deepEqual(services.getCompany(OU.regcode, 'EE').officers, [], 'the members of an OÜ hold no office');

  const roles = services.checkPerson('Ilze Liepa', OTHER.birthDate, 100, now).results;
  assert.deepEqual(roles.map((r) => `${r.regcode} ${r.role}/${r.position}`).sort(),
    [`${TU.regcode} member/general_partner`, `${OU.regcode} member/null`]);

  const screened = services.sanctionsFor(TU.regcode, 'EE');
  assert.equal(screened.isSanctioned, true, 'a partner of a täisühing controls it');
  assert.deepEqual(screened.sanctions.map((m) => [m.entryId, m.matchedOn, m.features.ownerPosition]), [['9102', 'owner', 'general_partner']]);
  assert.match(screened.sanctions[0]!.explanation, /^Its general partner Gennadijs Kuzņecovs /);
  assert.equal(services.sanctionsFor(OU.regcode, 'EE').isSanctioned, false, 'a member of an OÜ, one of two, does not control it');
}

test('the Osanik partners of a täisühing are its general partners in its details, a person check and screening', async (t) => {
  const now = new Date('2026-11-21T08:00:00Z');
  const services = await importing(t, [{ sources: [BASIC, PERSONS, euSource], now }]);
  assertGeneralPartners(services, now);
});

test('partners published before their company are general partners once the company is, and stay first seen when first seen', async (t) => {
  const first = new Date('2026-11-19T08:00:00Z');
  const third = new Date('2026-11-21T08:00:00Z');
  const second = new Date('2026-11-20T08:00:00Z');
  const dir = writeFiles();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  assertGeneralPartners(await importing(t, [{ sources: [PERSONS], now: first }, { sources: [BASIC, euSource], now: second }], dir), second);
  // The partners' file read again: the same roles, not new ones.
  const services = await importing(t, [{ sources: [PERSONS, euSource], now: third }], dir);
  assertGeneralPartners(services, third);
  assert.deepEqual(services.newRegistrations('Ilze Liepa', OTHER.birthDate, 36, 100, third).results, [], 'no partner is newly registered');
});

test('a partner first served as an officer Osanik keeps the instant it was first seen as a general partner', async (t) => {
  const first = new Date('2026-11-20T08:00:00Z');
  const second = new Date('2026-11-21T08:00:00Z');
  const services = await importing(t, [
    { sources: [BASIC, personsReadAs((e) => e.isiku_roll === 'OSAN' ? { role: 'officer', position: 'Osanik' } : roleOfCardEntry(e)), euSource], now: first },
    { sources: [PERSONS], now: second },
  ]);
  assertGeneralPartners(services, second);
  assert.deepEqual(services.newRegistrations('Ilze Liepa', OTHER.birthDate, 12, 100, second).results, [], 'the reread partner is no new registration');
});

/** Writes the basic-data file again, the two companies in the legal forms given (the card unchanged). */
function rewriteBasic(dir: string, tu: string, ou: string): void {
  writeFileSync(join(dir, 'ettevotja_rekvisiidid__lihtandmed.csv'), [BASIC_HEADER, basicRow(TU, tu), basicRow(OU, ou), ''].join('\n'));
}

test('a company whose legal form changes, its card not re-imported, has its Osanik partners as general partners only while a täisühing', async (t) => {
  const [first, second, third] = ['2026-11-19', '2026-11-20', '2026-11-21'].map((d) => new Date(`${d}T08:00:00Z`)) as [Date, Date, Date];
  const dir = writeFiles();
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  assertGeneralPartners(await importing(t, [{ sources: [BASIC, PERSONS, euSource], now: first }], dir), first);

  // The next release of the basic-data file alone: the TÜ became a usaldusühing, the OÜ a täisühing.
  rewriteBasic(dir, 'Usaldusühing', 'Täisühing');
  const changed = await importing(t, [{ sources: [BASIC, euSource], now: second }], dir);
  assert.equal(changed.getCompany(TU.regcode, 'EE').legalForm, 'UÜ');
  assert.deepEqual(changed.getCompany(TU.regcode, 'EE').officers, [], 'an Osanik of a usaldusühing may be a limited partner: no general partner');
  assert.deepEqual(changed.getCompany(OU.regcode, 'EE').officers.map((o) => `${o.name}/${o.position}`).sort(),
    ['Gennadijs Kuzņecovs/general_partner', 'Ilze Liepa/general_partner'], 'the partners of the new täisühing act for it');
  assert.deepEqual(changed.checkPerson('Ilze Liepa', OTHER.birthDate, 100, second).results.map((r) => `${r.regcode} ${r.role}/${r.position}`).sort(),
    [`${TU.regcode} member/null`, `${OU.regcode} member/general_partner`]);
  assert.equal(changed.sanctionsFor(TU.regcode, 'EE').isSanctioned, false, 'a member of a usaldusühing, one of two, is weighed as any member');
  assert.equal(changed.sanctionsFor(OU.regcode, 'EE').isSanctioned, true, 'a partner of the new täisühing controls it');

  // And back, again from the basic-data file alone.
  rewriteBasic(dir, 'Täisühing', 'Osaühing');
  const back = await importing(t, [{ sources: [BASIC, euSource], now: third }], dir);
  assertGeneralPartners(back, third);
  assert.deepEqual(back.newRegistrations('Ilze Liepa', OTHER.birthDate, 12, 100, third).results, [], 'the same roles throughout: no new registration');
});
