// A company answer reads its facts in one statement (store/company-facts-read.ts), of the parts it
// shows; the parts whose table holds no row of the company's country are left out of it. The
// answer must be the one the whole statement gives, and the statement must not seek in those
// tables: the compliance answer not in the officers, owners, financials, names, activity or contacts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { openForReading } from '../../src/store/open.ts';
import { companyFacts, companyFactsSql, factPartsOf, type FactPart } from '../../src/store/company-facts-read.ts';
import { companyByKey } from '../../src/store/companies-read.ts';
import { createServices } from '../../src/services/index.ts';
import { datasetFacts } from '../../src/services/dataset-facts.ts';
import { complianceFromFacts, complianceView } from '../../src/services/compliance.ts';
import { registersToday } from '../../src/domain/dates.ts';
import { seedDatabase, FIXTURE } from '../helpers/seed.ts';
import { seededReader } from '../helpers/seeded-reader.ts';

const reader = seededReader();

const TODAY = new Date().toISOString().slice(0, 10);

const companies = () => reader.db.prepare('SELECT country, regcode FROM companies ORDER BY country, regcode').all() as Array<{ country: string; regcode: string }>;

// The tables sought in through their (country, regcode) index: `SEARCH m USING INDEX sanction_matches_company (country=? …`.
function searchedTables(sql: string): Set<string> {
  const tableOfIndex = new Map((reader.db.prepare("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index'").all() as Array<{ name: string; tbl_name: string }>)
    .map((r) => [r.name, r.tbl_name]));
  return new Set((reader.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>)
    .map((p) => /^SEARCH \w+ USING (?:COVERING )?(?:INDEX (\w+)|PRIMARY KEY) \(country=\? AND regcode=\?/.exec(p.detail))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => (m[1] === undefined ? 'primary key' : tableOfIndex.get(m[1])!)));
}

test('the facts read with the country\'s parts only are those of the whole statement, for every company', () => {
  assert.ok(companies().length > 20);
  const parts = new Map<string, ReadonlySet<FactPart>>();
  for (const { country, regcode } of companies()) {
    if (!parts.has(country)) parts.set(country, factPartsOf(reader.db, country));
    assert.deepEqual(
      companyFacts(reader.db, country, regcode, TODAY, FIXTURE.sanctionsThreshold, parts.get(country)),
      companyFacts(reader.db, country, regcode, TODAY, FIXTURE.sanctionsThreshold),
      `${country} ${regcode}`,
    );
  }
});

// The companies a company holds are read whatever its country (test below): its own parts only here.
const ownCountryParts = (country: string) => new Set([...factPartsOf(reader.db, country)].filter((part) => part !== 'heldCompanies'));

test('a country\'s facts statement seeks in no table that holds no row of the country', () => {
  let left = 0;
  for (const country of ['LV', 'LT', 'EE', 'FI']) {
    const held = searchedTables(companyFactsSql(ownCountryParts(country)));
    const all = searchedTables(companyFactsSql());
    all.delete('primary key');
    assert.ok(all.size >= 9, [...all].join(', '));
    for (const table of all) {
      const any = reader.db.prepare(`SELECT 1 FROM ${table} WHERE country = ? LIMIT 1`).get(country) !== undefined;
      assert.equal(held.has(table), any, `${country}: ${table}`);
      if (!any) left++;
    }
  }
  // The fixture has tables some country holds nothing of (tax ratings are Latvian, officers not Finnish, …).
  assert.ok(left > 0);
});

test('the compliance answer\'s statement reads only its own parts, and answers as the whole facts do', () => {
  const dataset = datasetFacts(reader.db);
  // What the compliance answer shows: VAT, tax rating, sanctions, tax debt and the flags in force,
  // and who carries on for a company closed as reorganised (its closed flag names it); the
  // liquidators its in_liquidation flag names are read apart, for such a company alone.
  // A record of UR's sanctions.csv naming its subject against another company names that company,
  // sought in companies by its primary key (store/sanctions-read.ts, RECORDED_AGAINST_SQL).
  const COMPLIANCE_TABLES = new Set(['vat_registrations', 'tax_ratings', 'sanction_matches', 'tax_debts', 'compliance_flags', 'reorganizations', 'primary key']);
  const detailsOnly = ['person_roles', 'financial_statements', 'company_names', 'activity_codes', 'company_contacts'];
  for (const country of ['LV', 'LT', 'EE', 'FI']) {
    const compliance = searchedTables(companyFactsSql(dataset.complianceFactParts(country)));
    for (const table of compliance) assert.ok(COMPLIANCE_TABLES.has(table), `${country}: the compliance answer seeks in ${table}`);
  }
  // Latvian companies have officers, owners (whose holder is sought in companies), financials and
  // former names in the fixture: the details seek in them, the compliance answer not.
  const lvDetails = searchedTables(companyFactsSql(dataset.factParts('LV')));
  for (const table of [...detailsOnly.filter((t) => t !== 'company_contacts'), 'primary key']) assert.ok(lvDetails.has(table), `LV details: ${table}`);
  const lvCompliance = searchedTables(companyFactsSql(dataset.complianceFactParts('LV')));
  for (const table of detailsOnly) assert.equal(lvCompliance.has(table), false, `LV compliance: ${table}`);
  assert.ok(lvCompliance.has('vat_registrations') && lvCompliance.has('sanction_matches'), [...lvCompliance].join(', '));
  // The parts left out are none the answer reads: it is the one the whole statement gives, the
  // liquidators of a company in liquidation (read apart, for it alone) among them.
  const now = new Date();
  for (const { country, regcode } of companies()) {
    const company = companyByKey(reader.db, country, regcode)!;
    const whole = complianceFromFacts(company, companyFacts(reader.db, country, regcode, registersToday(now), FIXTURE.sanctionsThreshold), dataset);
    // officersNotScreened is read apart, from the company's roles, as the candidate count is.
    const { sanctionsThreshold, screeningAlgorithm, sanctionCandidateCount, officersNotScreened, ...answered } = complianceView(reader.db, dataset, company, FIXTURE.sanctionsThreshold, now);
    assert.deepEqual(answered, whole, `${country} ${regcode}`);
  }
  assert.match(complianceView(reader.db, dataset, companyByKey(reader.db, 'LV', FIXTURE.companies.lvBalticTrade.regcode)!, FIXTURE.sanctionsThreshold, now)
    .flagDetails.find((f) => f.flag === 'in_liquidation')?.detail ?? '', /; liquidator /, 'a company in liquidation names its liquidator');
});

test('a table that comes to hold a row of the country is read from the next dataset version on', () => {
  // Its own store: the rows written here are not the fixture's.
  const own = seedDatabase();
  const ownReader = openForReading(own.path);
  const writer = new DatabaseSync(own.path);
  try {
    const services = createServices({ db: ownReader, sanctionsThreshold: FIXTURE.sanctionsThreshold });
    const { regcode } = FIXTURE.companies.ltVilkas;
    assert.equal(services.getCompany(regcode, 'LT').taxRating, null);
    // A publish writes its rows and a new dataset version in one transaction.
    writer.exec('BEGIN');
    writer.prepare(`INSERT INTO tax_ratings (country, regcode, rating, explanation, rated_on, source, as_of)
      VALUES ('LT', ?, 'A', NULL, '2026-11-01', 'lv.tax-ratings', '2026-11-01')`).run(regcode);
    writer.prepare(`INSERT INTO meta (key, value) VALUES ('dataset_version', 'after-the-rating')
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`).run();
    writer.exec('COMMIT');
    assert.equal(services.getCompany(regcode, 'LT').taxRating?.value, 'A');
  } finally {
    writer.close();
    ownReader.close();
    own.cleanup();
  }
});

// The former officers are read in the officers' walk of person_roles, not in a search of their
// own: beside the holdings (store/owners-read.ts), the details statement seeks in the company's
// roles once, for its offices in office and those ended within the window alike.
test('the details statement seeks in person_roles once for the offices, former ones among them', () => {
  const details = factPartsOf(reader.db, 'EE');
  assert.ok(details.has('officers'));
  const butHoldings = new Set([...details].filter((part) => part !== 'holdings' && part !== 'heldCompanies'));
  const searches = (reader.db.prepare(`EXPLAIN QUERY PLAN ${companyFactsSql(butHoldings)}`).all() as Array<{ detail: string }>)
    .filter((p) => /^SEARCH \w+ USING (?:COVERING )?INDEX roles_company \(country=\? AND regcode=\?/.test(p.detail));
  assert.equal(searches.length, 1, searches.map((p) => p.detail).join('\n'));
});

// What a company holds is listed among the owners of the LV and EE companies it holds, an LT or FI
// company's holdings too: read in the facts statement (no statement of its own a request), for every
// country, through the holder-number index, first only whether some owner bears the number, so a
// company no owner names (most of them) does not sort and count an empty list; left out where no
// owner of the store is named by number.
test('the details statement reads what the company holds in every country, first asking the holder-number index', () => {
  const holderIndexReads = (sql: string) => (reader.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>)
    .map((p) => p.detail).filter((d) => /USING (?:COVERING )?INDEX roles_holder_regcode/.test(d));
  for (const country of ['LV', 'LT', 'EE', 'FI']) {
    const parts = factPartsOf(reader.db, country);
    assert.ok(parts.has('heldCompanies'), country);
    assert.deepEqual(holderIndexReads(companyFactsSql(parts)), [
      'SEARCH person_roles USING COVERING INDEX roles_holder_regcode (holder_regcode=?)',
      'SEARCH r USING INDEX roles_holder_regcode (holder_regcode=?)',
    ], country);
  }
  const own = seedDatabase();
  const db = new DatabaseSync(own.path);
  try {
    db.exec('UPDATE person_roles SET holder_regcode = NULL, holder_country = NULL');
    for (const country of ['LV', 'LT', 'EE', 'FI']) assert.equal(factPartsOf(db, country).has('heldCompanies'), false, country);
    assert.ok(factPartsOf(db, 'LV').has('holdings'));
  } finally {
    db.close();
    own.cleanup();
  }
});
