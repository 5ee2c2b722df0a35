// RIK lists an OÜ's shareholders twice: in the shareholders file (osanikud, with how the holding is
// owned) and, with role O or OSAN (Osanik) and the same share keys, among the persons on the registry
// card (kaardile_kantud_isikud). Each file is its own source (ee.shareholders, ee.persons), so one
// holding was two roles: a person check listed the person as a member of the OÜ twice, and the
// company's owners named a corporate holder twice and counted a person's holding twice (a company
// held 60 % by a person read as 120 %). One holding is served once, as the shareholders file gives
// it; the card's row stands where that file does not list the holder (a partnership's partners, a
// holding the card alone lists as ended, a store without ee.shareholders).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestContext } from 'node:test';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices, type Services } from '../../../src/services/index.ts';
import { CARD, SHAREHOLDERS, cardShareholder, type CompanyObject } from './card-files.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const NOW = new Date('2026-11-21T06:00:00Z');
// A holding taken the day before: Liis Lepp's joint share of Kase Kaubandus OÜ, on both files.
const FRESH = { eesnimi: 'Liis', nimi_arinimi: 'Lepp', synniaeg: '03.03.1990', osaluse_protsent: '100,00', osaluse_suurus: '2 500,00', osaluse_valuuta: 'EUR', algus_kpv: '20.11.2026' };

/**
 * The EE fixtures with Näidis Ehitus OÜ's two shareholders (Mari Tamm 60 %, Lõuna Grupp AS 40 %, as
 * the shareholders file lists them) also on its card, a former shareholder only the card lists, and
 * a joint owner of Kase Kaubandus OÜ registered the day before on both.
 */
async function servicesOfBothFiles(
  t: TestContext, sources: (s: SourceDefinition) => boolean = () => true, edit: (shareholders: CompanyObject[]) => void = () => {},
  editCard: (card: CompanyObject[]) => void = () => {},
): Promise<Services> {
  const root = mkdtempSync(join(tmpdir(), 'ee-card-shareholders-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const files = join(root, 'files');
  cpSync(FIXTURES, files, { recursive: true });
  const card = JSON.parse(readFileSync(join(files, CARD), 'utf8')) as CompanyObject[];
  card.find((c) => c.ariregistri_kood === 14000001)!.kaardile_kantud_isikud!.push(
    cardShareholder(1101, { eesnimi: 'Mari', nimi_arinimi: 'Tamm', synniaeg: '04.06.1975', osaluse_protsent: '60.00', osaluse_suurus: '1500', osaluse_valuuta: 'EUR' }),
    cardShareholder(1102, { isiku_tyyp: 'J', isiku_roll: 'OSAN', nimi_arinimi: 'Lõuna Grupp AS', isikukood_registrikood: '12000003', osaluse_protsent: 40, osaluse_suurus: 1000, osaluse_valuuta: 'EUR' }),
    cardShareholder(1103, { eesnimi: 'Jaan', nimi_arinimi: 'Kask', synniaeg: '31.01.1980', osaluse_protsent: '25.00', algus_kpv: '01.02.2017', lopp_kpv: '04.06.2018' }),
  );
  card.push({ ariregistri_kood: 11000027, nimi: 'Kase Kaubandus OÜ', kaardile_kantud_isikud: [cardShareholder(1104, FRESH)] } as unknown as CompanyObject);
  editCard(card);
  writeFileSync(join(files, CARD), JSON.stringify(card));
  const shareholders = JSON.parse(readFileSync(join(files, SHAREHOLDERS), 'utf8')) as CompanyObject[];
  const kase = shareholders.find((c) => c.ariregistri_kood === 11000027)!.osanikud!;
  kase.push({ ...(kase[0] as object), kirje_id: 6102, isikukood_hash: null, ...FRESH, osaluse_omandiliik: 'Y' });
  edit(shareholders);
  writeFileSync(join(files, SHAREHOLDERS), JSON.stringify(shareholders));
  const databasePath = join(root, 'registry.sqlite');
  const sized = eeSources.filter(sources).map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));
  const run = await importSources({ databasePath, sources: sized, fromDir: files, now: NOW, progress: 'none', screen: false });
  assert.ok(run.sources.every((s) => s.status === 'published'), JSON.stringify(run.sources.map((s) => [s.source, s.status, s.message])));
  const db = openForReading(databasePath);
  t.after(() => db.close());
  return createServices({ db, sanctionsThreshold: 0.9 });
}

test('a shareholder on both the card and the shareholders file is one holding in the person check', async (t) => {
  const services = await servicesOfBothFiles(t);
  const roles = services.checkPerson('Mari Tamm', '1975-06-04', 100, NOW).results
    .filter((r) => r.regcode === '14000001' && r.role === 'member' && r.position !== 'founder');
  assert.deepEqual(roles.map((r) => [r.position, r.share?.percent, r.source]), [[null, 60, 'ee.shareholders']]);
  // The joint owner, as the shareholders file alone says.
  const liis = services.checkPerson('Liis Lepp', '1990-03-03', 100, NOW).results;
  assert.deepEqual(liis.map((r) => [r.regcode, r.position, r.source]), [['11000027', 'joint_owner', 'ee.shareholders']]);
});

test('a holding the card alone lists, ended, is still listed', async (t) => {
  const services = await servicesOfBothFiles(t);
  const roles = services.checkPerson('Jaan Kask', '1980-01-31', 100, NOW).results.filter((r) => r.regcode === '14000001' && r.role === 'member');
  assert.deepEqual(roles.map((r) => [r.since, r.until, r.source]), [['2017-02-01', '2018-06-04', 'ee.persons']]);
});

test('new registrations list a shareholder on both files once', async (t) => {
  const services = await servicesOfBothFiles(t);
  const fresh = services.newRegistrations('Liis Lepp', '1990-03-03', 168, 100, NOW).results;
  assert.deepEqual(fresh.map((r) => [r.regcode, r.role, r.position, r.source]), [['11000027', 'member', 'joint_owner', 'ee.shareholders']]);
});

test('the owners of an OÜ name a corporate holder once and count a person\'s holding once', async (t) => {
  const services = await servicesOfBothFiles(t);
  const company = services.getCompany('14000001', 'EE');
  assert.deepEqual(company.owners.map((o) => [o.name, o.share?.percent]), [['Lõuna Grupp AS', 40]]);
  assert.deepEqual(company.personOwners, { count: 1, sharePercent: 60 });
});

test('without the shareholders file, the card\'s shareholders are the holdings', async (t) => {
  const services = await servicesOfBothFiles(t, (s) => s.id !== 'ee.shareholders');
  const roles = services.checkPerson('Mari Tamm', '1975-06-04', 100, NOW).results
    .filter((r) => r.regcode === '14000001' && r.role === 'member' && r.position !== 'founder');
  assert.deepEqual(roles.map((r) => [r.share?.percent, r.source]), [[60, 'ee.persons']]);
  const company = services.getCompany('14000001', 'EE');
  assert.deepEqual(company.owners.map((o) => o.name), ['Lõuna Grupp AS']);
  assert.deepEqual(company.personOwners, { count: 1, sharePercent: 60 });
});

/** Näidis Ehitus OÜ's shareholders-file entries, for a test to change. */
const naidisEntries = (shareholders: CompanyObject[]) =>
  shareholders.find((c) => c.ariregistri_kood === 14000001)!.osanikud as Array<Record<string, unknown>>;

test('a holding the card lists in force stands where the shareholders file, of another day, lists it ended', async (t) => {
  // Each file is imported on its own day: the shareholders file read on a day both holdings had ended
  // (lopp_kpv), the card on one it lists them in force.
  const services = await servicesOfBothFiles(t, () => true, (shareholders) => {
    for (const entry of naidisEntries(shareholders)) entry.lopp_kpv = '01.10.2026';
  });
  const company = services.getCompany('14000001', 'EE');
  assert.deepEqual(company.owners.map((o) => [o.name, o.share?.percent]), [['Lõuna Grupp AS', 40]]);
  assert.deepEqual(company.personOwners, { count: 1, sharePercent: 60 });
  const roles = services.checkPerson('Mari Tamm', '1975-06-04', 100, NOW).results
    .filter((r) => r.regcode === '14000001' && r.role === 'member' && r.position !== 'founder');
  assert.deepEqual(roles.map((r) => [r.until, r.source]).sort(), [['2026-10-01', 'ee.shareholders'], [null, 'ee.persons']].sort());
});

test('the shareholders file\'s row, served for both, takes the start and percent only the card gives', async (t) => {
  // Mari Tamm's entry in the shareholders file without algus_kpv and osaluse_protsent; the card gives
  // 05.06.2016 and 60 %.
  const services = await servicesOfBothFiles(t, () => true, (shareholders) => {
    const mari = naidisEntries(shareholders).find((e) => e.nimi_arinimi === 'Tamm')!;
    mari.algus_kpv = null;
    mari.osaluse_protsent = null;
  });
  const roles = services.checkPerson('Mari Tamm', '1975-06-04', 100, NOW).results
    .filter((r) => r.regcode === '14000001' && r.role === 'member' && r.position !== 'founder');
  assert.deepEqual(roles.map((r) => [r.since, r.share?.percent, r.share?.amount, r.source]), [['2016-06-05', 60, 1500, 'ee.shareholders']]);
});

test('the owners take the start and share only the card gives, as the person check does', async (t) => {
  // Both holdings' entries in the shareholders file without algus_kpv, osaluse_protsent and the
  // amount; the card gives 05.06.2016, 60 % (1500 EUR) and 40 % (1000 EUR).
  const services = await servicesOfBothFiles(t, () => true, (shareholders) => {
    for (const entry of naidisEntries(shareholders)) {
      entry.algus_kpv = null;
      entry.osaluse_protsent = null;
      entry.osaluse_suurus = null;
      entry.osaluse_valuuta = null;
    }
  });
  const company = services.getCompany('14000001', 'EE');
  assert.deepEqual(company.owners.map((o) => [o.name, o.since, o.share]),
    [['Lõuna Grupp AS', '2016-06-05', { percent: 40, amount: 1000, currency: 'EUR' }]]);
  assert.deepEqual(company.personOwners, { count: 1, sharePercent: 60 });
});

test('a card row without a birth date is no candidate beside the shareholders file\'s row of the holding', async (t) => {
  // Mari Tamm's card entry without synniaeg: the shareholders file gives her birth, and lists the holding.
  const services = await servicesOfBothFiles(t, () => true, () => {}, (card) => {
    const naidis = card.find((c) => c.ariregistri_kood === 14000001)!.kaardile_kantud_isikud as Array<Record<string, unknown>>;
    naidis.find((e) => e.kirje_id === 1101)!.synniaeg = null;
  });
  const answer = services.checkPerson('Mari Tamm', '1975-06-04', 100, NOW, null, { after: null });
  const holdings = <R extends { regcode: string; role: string; position: string | null }>(rows: R[]) => rows.filter((r) => r.regcode === '14000001' && r.role === 'member' && r.position !== 'founder');
  assert.deepEqual(holdings(answer.results).map((r) => [r.share?.percent, r.source]), [[60, 'ee.shareholders']]);
  assert.deepEqual(holdings(answer.candidates ?? []).map((r) => [r.share?.percent, r.source]), []);
  // Nor one of a namesake born another day: the file tells the holder's birth, which is not theirs.
  assert.throws(() => services.checkPerson('Mari Tamm', '1980-01-01', 100, NOW), (e: Error) => !/whose register gives no birth date/.test(e.message));
  const fresh = services.newRegistrations('Mari Tamm', '1975-06-04', 24 * 365 * 20, 100, NOW, true);
  assert.deepEqual(holdings(fresh.candidates ?? []).map((r) => r.source), []);
});

test('the shareholders file\'s row takes the start and percent from a card row that gives no birth', async (t) => {
  // The card's entry without synniaeg, so no row of Mari Tamm's by her birth; the file's without
  // algus_kpv and osaluse_protsent. The owners take them (personOwners 60 %): so does her check.
  const services = await servicesOfBothFiles(t, () => true, (shareholders) => {
    const mari = naidisEntries(shareholders).find((e) => e.nimi_arinimi === 'Tamm')!;
    mari.algus_kpv = null;
    mari.osaluse_protsent = null;
  }, (card) => {
    const naidis = card.find((c) => c.ariregistri_kood === 14000001)!.kaardile_kantud_isikud as Array<Record<string, unknown>>;
    naidis.find((e) => e.kirje_id === 1101)!.synniaeg = null;
  });
  assert.deepEqual(services.getCompany('14000001', 'EE').personOwners, { count: 1, sharePercent: 60 });
  const roles = services.checkPerson('Mari Tamm', '1975-06-04', 100, NOW).results
    .filter((r) => r.regcode === '14000001' && r.role === 'member' && r.position !== 'founder');
  assert.deepEqual(roles.map((r) => [r.since, r.share?.percent, r.source]), [['2016-06-05', 60, 'ee.shareholders']]);
});

test('a holding both files list without a birth date is one candidate, and the person found is told of one', async (t) => {
  // Mari Tamm's holding on both files without synniaeg: a candidate, served once; her check by the
  // birth her other roles there give (a founder, an officer) counts it once.
  const services = await servicesOfBothFiles(t, () => true, (shareholders) => {
    naidisEntries(shareholders).find((e) => e.nimi_arinimi === 'Tamm')!.synniaeg = null;
  }, (card) => {
    const naidis = card.find((c) => c.ariregistri_kood === 14000001)!.kaardile_kantud_isikud as Array<Record<string, unknown>>;
    naidis.find((e) => e.kirje_id === 1101)!.synniaeg = null;
  });
  const listed = services.checkPerson('Mari Tamm', '1975-06-04', 100, NOW, null, { after: null });
  const holding = (listed.candidates ?? []).filter((r) => r.regcode === '14000001' && r.role === 'member' && r.position !== 'founder');
  assert.deepEqual(holding.map((r) => r.source), ['ee.shareholders']);
  const plain = services.checkPerson('Mari Tamm', '1975-06-04', 100, NOW);
  assert.ok(plain.results.length > 0);
  assert.equal(plain.candidateRoles, listed.candidates!.length);
  // A namesake born another day is told of as many, in the 404, as candidates=true lists for them.
  assert.equal(services.checkPerson('Mari Tamm', '1980-01-01', 100, NOW, null, { after: null }).candidates!.length, listed.candidates!.length);
  assert.throws(() => services.checkPerson('Mari Tamm', '1980-01-01', 100, NOW),
    (e: Error) => new RegExp(`matches ${listed.candidates!.length} roles? whose register gives no birth date`).test(e.message));
});
