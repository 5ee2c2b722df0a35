// Every activity code the demo serves is a class of the classification it is served under. The demo
// writes VID's tax years from 2024 in NACE Rev. 2.1 and the earlier ones, EMTAK 2008's NACE codes,
// Sodra's EVRK 2 and YTJ's TOL 2008 in Rev. 2; a Rev. 2 class that Rev. 2.1 split or merged
// (16.10 into 16.11 and 16.12, division 31 into 31.00) served as Rev. 2.1 is a code no Rev. 2.1
// table holds, on the demo's own README company (SIA "Rīgas Koks").
// The lists below are the classes the demo may serve, each as its classification lists it: a class
// added to the demo fails here until it is checked against the classification and added.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ALL_NACE_CLASSES } from '../../src/demo/names/nace.ts';
import { servedSmallDemo } from './helpers.ts';
import type { Country } from '../../src/domain/country.ts';

/** NACE Rev. 2 classes (Regulation (EC) No 1893/2006). */
const REV2 = new Set([
  '01.11', '10.71', '16.10', '25.11', '31.01', '31.02', '31.03', '31.09', '35.11', '41.10', '41.20', '43.21', '43.22', '43.34',
  '45.11', '45.20', '46.71', '46.77', '46.90', '47.11', '49.41', '52.29', '55.10', '56.10', '62.01', '62.02', '64.20', '68.20', '68.31',
  '69.20', '70.22', '71.12', '73.11', '81.21', '85.59', '86.23', '93.12', '94.99', '96.02', '33.15',
  '42.13', '46.21', '46.73', '01.24', '01.49',
]);

/** NACE Rev. 2.1 classes (Delegated Regulation (EU) 2023/137). */
const REV21 = new Set([
  '01.11', '10.71', '16.11', '16.12', '25.11', '31.00', '33.15', '35.11', '41.00', '43.21', '43.22', '43.34', '46.71', '46.81', '46.87',
  '46.90', '47.11', '47.81', '49.41', '52.26', '55.10', '56.11', '62.10', '62.20', '62.90', '64.21', '68.20', '68.31', '69.20', '70.20',
  '71.12', '73.11', '81.21', '85.59', '86.23', '93.12', '94.99', '95.31', '96.21', '96.22',
  '42.13', '46.21', '46.83', '01.24', '01.48',
]);

/** The NACE class a served code names in its classification, and the revision it is of. */
function naceClassOf(classification: string, code: string): { revision: Set<string>; nace: string } | null {
  switch (classification) {
    case 'NACE Rev. 2.1': return { revision: REV21, nace: code };
    case 'NACE Rev. 2': case 'EVRK 2': return { revision: REV2, nace: code };
    // TOL 2008 is NACE Rev. 2 with a fifth digit.
    case 'TOL 2008': return { revision: REV2, nace: `${code.slice(0, 2)}.${code.slice(2, 4)}` };
    default: return null;
  }
}

test('every class of the demo classifier is a NACE Rev. 2 class, and its Rev. 2.1 code a Rev. 2.1 class', () => {
  const notRev2 = ALL_NACE_CLASSES.filter((n) => !REV2.has(n.code)).map((n) => n.code);
  const notRev21 = ALL_NACE_CLASSES.filter((n) => !REV21.has(n.rev21)).map((n) => `${n.code} → ${n.rev21}`);
  assert.deepEqual(notRev2, [], 'classes not in NACE Rev. 2');
  assert.deepEqual(notRev21, [], 'Rev. 2.1 codes not in NACE Rev. 2.1');
});

const demo = servedSmallDemo('demo-nace-revisions-');

/**
 * The Rev. 2.1 classes the demo writes whose scope Rev. 2.1 changed from the Rev. 2 class they come
 * from, each with its Rev. 2.1 title and the Latvian wording the demo's NACE.csv gives it. The
 * Rev. 2 wording (96.02's hairdressing and beauty treatment, 56.10's restaurants and mobile food
 * service, 45.11's sale of cars) described a 2024 tax year's class as what it no longer is.
 */
const REV21_NARROWED: Record<string, [title: string, lv: string]> = {
  '33.15': ['Repair and maintenance of civilian ships and boats', 'Civilo kuģu un laivu remonts un apkope'],
  '35.11': ['Production of electricity from non-renewable sources', 'Elektroenerģijas ražošana no neatjaunojamiem energoresursiem'],
  '46.71': ['Wholesale of motor vehicles', 'Automobiļu vairumtirdzniecība'],
  '47.11': ['Non-specialised retail sale of predominately food, beverages or tobacco', 'Nespecializētā mazumtirdzniecība, kur pārsvarā ir pārtika, dzērieni vai tabaka'],
  '56.11': ['Restaurant activities', 'Restorānu darbība'],
  '62.20': ['Computer consultancy and computer facilities management activities', 'Konsultēšana datoru jomā un datoru iekārtu darbības pārvaldīšana'],
  '68.31': ['Intermediation service activities for real estate activities', 'Starpniecības pakalpojumi darījumos ar nekustamo īpašumu'],
  '96.21': ['Hairdressing and barber activities', 'Frizieru un bārddziņu pakalpojumi'],
};

test('a Rev. 2.1 class whose scope Rev. 2.1 changed is described as the Rev. 2.1 class, in the classifier and as served', () => {
  const written = Object.fromEntries(ALL_NACE_CLASSES.filter((n) => n.rev21 in REV21_NARROWED).map((n) => [n.rev21, n.lv]));
  assert.deepEqual(written, Object.fromEntries(Object.entries(REV21_NARROWED).map(([code, [, lv]]) => [code, lv])));
  const served = demo.db.prepare(
    "SELECT DISTINCT code, description FROM activity_codes WHERE classification = 'NACE Rev. 2.1' ORDER BY code",
  ).all() as Array<{ code: string; description: string }>;
  const narrowed = served.filter((r) => r.code in REV21_NARROWED);
  assert.ok(narrowed.length > 0, 'the demo serves a Rev. 2.1 class Rev. 2.1 narrowed');
  for (const r of narrowed) assert.equal(r.description, REV21_NARROWED[r.code]![1], r.code);
});

test('every activity code the demo store serves is a class of the revision it is served as', () => {
  const served = demo.db.prepare('SELECT DISTINCT country, classification, code FROM activity_codes ORDER BY 1, 2, 3').all() as
    Array<{ country: string; classification: string; code: string }>;
  assert.ok(served.some((r) => r.classification === 'NACE Rev. 2.1'), 'the demo serves Rev. 2.1 codes');
  const wrong = served.filter((r) => {
    const of = naceClassOf(r.classification, r.code);
    return of === null || !of.revision.has(of.nace);
  }).map((r) => `${r.country} ${r.classification} ${r.code}`);
  assert.deepEqual(wrong, []);
});

test('a notable company carries the activity it is written with, not a class drawn at random', () => {
  const activity = (name: string) => demo.db.prepare(
    'SELECT a.classification, a.code, a.description FROM companies c JOIN activity_codes a ON a.country = c.country AND a.regcode = c.regcode WHERE c.name = ?',
  ).all(name).map((r) => ({ ...r }));
  // A fuel wholesaler, a scrap-metal partnership and a ship repairer were served as an advertising
  // agency, an accountant and an advertising agency: their codes were not among the demo's classes.
  assert.deepEqual(activity('SIA "Ziemeļu Degviela"'), [
    { classification: 'NACE Rev. 2.1', code: '46.81', description: 'Cietā, šķidrā un gāzveida kurināmā un līdzīgu produktu vairumtirdzniecība' },
  ]);
  assert.deepEqual(activity('PS "Ventas Metāllūžņi"'), [
    { classification: 'NACE Rev. 2.1', code: '46.87', description: 'Atkritumu un metāllūžņu vairumtirdzniecība' },
  ]);
  assert.deepEqual(activity('Pärnu Laevaremont OÜ'), [
    { classification: 'NACE Rev. 2', code: '33.15', description: 'Laevade ja paatide remont ja hooldus' },
  ]);
});

test('every activity the demo serves gets its NACE section, division and class in English, of the revision it is served as', () => {
  const companies = demo.db.prepare(
    'SELECT a.country, a.classification, a.code, MIN(a.regcode) AS regcode FROM activity_codes a WHERE a.is_main = 1 GROUP BY 1, 2, 3',
  ).all() as Array<{ classification: string; code: string; regcode: string; country: Country }>;
  const nace = (country: Country, classification: string, code: string) => {
    const company = companies.find((c) => c.country === country && c.classification === classification && c.code === code);
    assert.ok(company, `the demo serves an ${country} ${code} of ${classification}`);
    return demo.services.getCompany(company.regcode, country).nace!;
  };
  // Each is a class of its revision (the test above), so none goes without its class's title either.
  const without = companies.filter((c) => demo.services.getCompany(c.regcode, c.country).nace?.class == null)
    .map((c) => `${c.country} ${c.classification} ${c.code}`);
  assert.deepEqual(without, []);
  // Computer programming: section J of Rev. 2 (an Estonian 62.01), K of Rev. 2.1 (a Latvian 62.10).
  const division62 = { code: '62', title: 'Computer programming, consultancy and related activities' };
  assert.deepEqual(nace('EE', 'NACE Rev. 2', '62.01').section, { code: 'J', title: 'Information and communication' });
  assert.deepEqual(nace('EE', 'NACE Rev. 2', '62.01').division, division62);
  const lv = nace('LV', 'NACE Rev. 2.1', '62.10');
  assert.equal(lv.description, 'Datorprogrammēšana');
  assert.deepEqual([lv.section?.code, lv.division], ['K', division62]);
  // The class in English beside the register's Latvian Datorprogrammēšana, as for the Estonian 62.01 of Rev. 2.
  assert.deepEqual(lv.class, { code: '62.10', title: 'Computer programming activities' });
  assert.deepEqual(nace('EE', 'NACE Rev. 2', '62.01').class, { code: '62.01', title: 'Computer programming activities' });
  // The Rīgas Koks of the README: Rev. 2.1's 16.11, its Latvian wording kept beside the English.
  const koks = demo.services.getCompany('40003123456', 'LV').nace!;
  assert.deepEqual([koks.code, koks.description, koks.section?.title, koks.division?.code], ['16.11', 'Zāģēšana, ēvelēšana', 'Manufacturing', '16']);
  assert.deepEqual(koks.class, { code: '16.11', title: 'Sawmilling and planing of wood' });
});
