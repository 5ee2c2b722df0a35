// Sanctions view and compliance view (API.md sanctions and MCP get_company_compliance).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed-rows-companies.ts';
import { openForReading } from '../store/open.ts';
import { createServices } from './index.ts';

const C = FIXTURE.companies;
let ctx: SeededServices;
// An LV company whose economic activity VID suspended, and whose VAT registration VID struck off
// the same day, as it does on a suspension: the ban on trading is the first flag, not the VAT number.
const SUSPENDED = { regcode: '40003930101', row: ownCompany('40003930101', 'SIA "Apturētā Tirdzniecība"') };
before(() => {
  ctx = seededServices({ rows: {
    companies: [SUSPENDED.row],
    vat_registrations: [{ country: 'LV', regcode: SUSPENDED.regcode, vat_number: 'LV40003930101', active: 0, registered_on: '2015-03-02',
      deregistered_on: '2026-09-01', source: 'lv.vat', as_of: '2026-11-20' }],
    compliance_flags: [{ country: 'LV', regcode: SUSPENDED.regcode, flag: 'blacklisted', detail: 'VID: economic activity suspended',
      since: '2026-09-01', until: null, source: 'lv.suspended-activity', as_of: '2026-11-20' }],
  } });
});
after(() => ctx.close());

const flagNames = (regcode: string, country?: 'LV' | 'LT' | 'EE' | 'FI') => ctx.services.complianceFor(regcode, country).flags;

test('a match by registration number lists the entry with its details', () => {
  const s = ctx.services.sanctionsFor(C.lvSanctionedByCode.regcode);
  assert.equal(s.isSanctioned, true);
  assert.equal(s.threshold, FIXTURE.sanctionsThreshold);
  assert.equal(s.algorithmVersion, 'screen-1');
  assert.deepEqual(s.sanctions, [{
    list: 'EU', program: 'RUS', programs: ['RUS', 'BLR'], reference: 'EU.1234.56', entryId: 'EU-1', source: 'sanctions.eu',
    listedOn: '2022-03-15', reason: 'Listed under RUS',
    matchedOn: 'registration_number', matchedName: 'Sankciju Tirdzniecība SIA', entryName: 'Sankciju Tirdzniecība SIA', score: 1,
    // The seeded evidence names no identifier: the sentence says what it can.
    explanation: 'The entry lists a registration number, the company\'s registration number; the list names no country, and the names agree (similarity 1.00).',
    features: { nameSimilarity: 1, identifier: true }, sourceUrl: 'https://example.org/eu/EU-1',
    // The seeded entry stores no addresses, as one imported before they were kept.
    addresses: null,
    particulars: null,
    copyOf: null,
  }]);
  assert.deepEqual(s.lists, [{ list: 'EU', source: 'sanctions.eu', asOf: '2026-11-20' }, { list: 'OFAC', source: 'sanctions.ofac', asOf: '2026-11-18' }, { list: 'UN', source: 'sanctions.un', asOf: '2026-11-19' }]);
});

test('candidates below the threshold are left out', () => {
  const s = ctx.services.sanctionsFor(C.lvSanctionedByName.regcode);
  assert.deepEqual(s.sanctions.map((m) => [m.list, m.matchedOn, m.score]), [['UN', 'name', 0.92]]);
  const clean = ctx.services.sanctionsFor(C.lvRigasKoks.regcode);
  assert.equal(clean.isSanctioned, false);
  assert.deepEqual(clean.sanctions, []);
  assert.equal(clean.algorithmVersion, null);
});

test('a company without candidates names the algorithm of the last screening run', () => {
  const screened = seededServices({ rows: { meta: [{ key: 'screening_algorithm_version', value: 'screen-2' }] } });
  try {
    assert.equal(screened.services.sanctionsFor(C.lvRigasKoks.regcode).algorithmVersion, 'screen-2');
    assert.equal(screened.services.sanctionsFor(C.lvSanctionedByCode.regcode).algorithmVersion, 'screen-1');
  } finally {
    screened.close();
  }
});

test('the threshold is the one the services were built with', () => {
  const db = openForReading(ctx.store.path);
  try {
    const strict = createServices({ db, sanctionsThreshold: 0.99 });
    assert.equal(strict.sanctionsFor(C.lvSanctionedByName.regcode).isSanctioned, false);
    assert.equal(strict.getCompany(C.lvSanctionedByName.regcode).isSanctioned, false);
    assert.equal(strict.sanctionsFor(C.lvSanctionedByCode.regcode).isSanctioned, true);
    const lax = createServices({ db, sanctionsThreshold: 0.5 });
    assert.equal(lax.sanctionsFor(C.lvSanctionedByName.regcode).sanctions.length, 2);
  } finally {
    db.close();
  }
});

test('compliance: a sanctioned owner gives both flags, and their details say it is an owner that is listed', () => {
  const v = ctx.services.complianceFor(C.lvSanctionedOwner.regcode);
  assert.equal(v.isSanctioned, true);
  assert.deepEqual(v.flags, ['sanctioned', 'sanctioned_owner']);
  assert.equal(v.flagDetails[0]!.detail, 'An owner listed on EU');
  // The store's fixture keeps no day the holding began: dated by the listing, which the detail says.
  assert.equal(v.flagDetails[1]!.detail, 'Ivan Petrov (EU); since 2022-04-08, the day Ivan Petrov was listed (the day the holding began not known)');
  // A company matched by its own number is listed itself.
  const own = ctx.services.complianceFor(C.lvSanctionedByCode.regcode).flagDetails.find((f) => f.flag === 'sanctioned');
  assert.match(own!.detail!, /^Listed on [A-Z]/);
  assert.equal(v.flagDetails[0]!.source, 'sanctions.eu');
  assert.equal(v.sanctions[0]!.matchedOn, 'owner');
});

test('compliance: a company on FID\'s asset-freeze table, or held by one, is said to have its assets frozen, not to be listed', () => {
  // LV 40103777158 on the demo: its shares frozen because of a listed owner; FID lists the
  // person, not the company, so "listed on LV" would contradict the match's own explanation.
  const entry = (id: string, name: string, regcode: string) => ({
    list: 'LV', entry_id: id, reference: null, schema: 'entity', name, aliases: '[]',
    identifiers: JSON.stringify([{ type: 'registration number', value: regcode, country: 'LV' }]), countries: '["LV"]',
    programs: '["Padomes Regula (ES) Nr. 269/2014"]', listed_on: '2022-07-12',
    reason: 'Frozen because of the listed person Ivan Petrov (sanctions in force since 2022-04-08): Kapitāla daļas',
    source_url: 'https://example.org/fid', birth_dates: '[]', source: 'sanctions.lv-freeze', as_of: '2026-11-20',
  });
  const match = (c: { country: string; regcode: string }, id: string, on: string, name: string, features: object) => ({
    country: c.country, regcode: c.regcode, list: 'LV', entry_id: id, matched_on: on, matched_name: name, score: 1,
    features: JSON.stringify(features), algorithm_version: 'screen-9', screened_at: '2026-11-20T06:00:00Z',
  });
  const frozenId = { type: 'registration number', value: C.lvGaze.regcode, country: 'LV' };
  const s = seededServices({ rows: {
    sanction_entries: [entry('FID-FREEZE:1', C.lvGaze.name, C.lvGaze.regcode)],
    sanction_matches: [
      match(C.lvGaze, 'FID-FREEZE:1', 'registration_number', C.lvGaze.name, { identifier: frozenId, countryMatch: true }),
      match(C.lvRigasKoks, 'FID-FREEZE:1', 'owner', C.lvGaze.name, {
        ownerName: C.lvGaze.name, ownerRole: 'member', sharePercent: 100, ownerType: 'entity', via: 'registration_number', identifier: frozenId,
      }),
    ],
  } });
  try {
    const frozen = s.services.complianceFor(C.lvGaze.regcode);
    assert.equal(frozen.isSanctioned, true);
    assert.match(frozen.sanctions[0]!.explanation, /^FID .* lists this company's assets as frozen/);
    assert.deepEqual(frozen.flagDetails.filter((f) => f.flag.startsWith('sanctioned')).map((f) => [f.flag, f.detail]),
      [['sanctioned', 'Assets frozen by FID (LV asset-freeze table)']]);
    const held = s.services.complianceFor(C.lvRigasKoks.regcode);
    assert.match(held.sanctions[0]!.explanation, /is a company whose assets FID .* lists as frozen/);
    assert.deepEqual(held.flagDetails.filter((f) => f.flag.startsWith('sanctioned')).map((f) => [f.flag, f.detail]), [
      ['sanctioned', 'An owner\'s assets frozen by FID (LV asset-freeze table)'],
      ['sanctioned_owner', `${C.lvGaze.name} (its assets frozen by FID); since 2022-07-12, the day the assets of ${C.lvGaze.name} were frozen `
        + '(the day the holding began not known)'],
    ]);
    // A company listed itself keeps its words beside the freeze.
    assert.equal(s.services.complianceFor(C.lvSanctionedOwner.regcode).flagDetails[0]!.detail, 'An owner listed on EU');
  } finally {
    s.close();
  }
});

test('compliance: tax debt where the country publishes it, null elsewhere', () => {
  const debtor = ctx.services.complianceFor(C.eeTaxDebtor.regcode);
  assert.deepEqual(debtor.taxDebt, {
    amount: 15234.5, currency: 'EUR', disputedAmount: 0, scheduledAmount: 6000, scheduleEndsOn: '2027-03-31', asOf: '2026-11-01', source: 'ee.tax-debts',
  });
  assert.equal(debtor.taxDebtPublished, true);
  assert.deepEqual(debtor.flags, ['tax_debt']);
  const eeClean = ctx.services.complianceFor(C.eeEnergia.regcode);
  assert.equal(eeClean.taxDebt, null);
  assert.equal(eeClean.taxDebtPublished, true);
  const lv = ctx.services.complianceFor(C.lvGaze.regcode);
  assert.equal(lv.taxDebt, null);
  assert.equal(lv.taxDebtPublished, false);
});

test('compliance: VAT number, rating, status flags and blacklist registers', () => {
  const gaze = ctx.services.complianceFor(C.lvGaze.regcode);
  assert.equal(gaze.vatNumber, 'LV40003032949');
  assert.equal(gaze.vatRegistered, true);
  assert.equal(gaze.taxRating?.value, 'A');
  assert.equal(gaze.blacklisted, false, 'a flag that ended is not in force');
  assert.deepEqual(gaze.flags, []);

  const trade = ctx.services.complianceFor(C.lvBalticTrade.regcode);
  assert.equal(trade.vatRegistered, false);
  assert.equal(trade.blacklisted, true);
  // A liquidation before the VAT registration it ends: most serious first.
  assert.deepEqual(trade.flags, ['in_liquidation', 'vat_deregistered', 'annual_report_missing']);
  assert.deepEqual(trade.flagDetails.map((f) => f.flag), trade.flags);
  // Which number, struck off which register, since when: the number alone read as any number quoted.
  assert.deepEqual(trade.flagDetails[1], {
    flag: 'vat_deregistered', detail: "VAT number LV40003555555 deregistered from VID's VAT payer register on 2024-01-01", since: '2024-01-01', source: 'lv.vat',
  });
  assert.deepEqual(trade.flagDetails[2], { flag: 'annual_report_missing', detail: 'Annual report 2024 not filed; this listing sets blacklisted', since: '2025-08-01', source: 'lv.vid-flags' });

  // Barred from trading, then the VAT registration the suspension ended: most serious first.
  const barred = ctx.services.complianceFor(SUSPENDED.regcode);
  assert.deepEqual(barred.flags, ['blacklisted', 'vat_deregistered']);
  assert.deepEqual(barred.flagDetails.map((f) => [f.flag, f.since]), [['blacklisted', '2026-09-01'], ['vat_deregistered', '2026-09-01']]);
  assert.equal(barred.blacklisted, true);

  const lt = ctx.services.complianceFor(C.ltBlacklisted.regcode);
  assert.equal(lt.blacklisted, true);
  assert.equal(lt.vatNumber, null);
  assert.equal(lt.vatRegistered, null, 'LT publishes no VAT data in the fixture');
  assert.deepEqual(flagNames(C.ltClosed.regcode), ['closed']);
  assert.deepEqual(ctx.services.complianceFor(C.ltClosed.regcode).flagDetails[0]!.since, '2015-06-30');
  assert.deepEqual(flagNames(C.eeLiquidating.regcode), ['in_liquidation']);
  assert.deepEqual(flagNames(FIXTURE.ambiguousRegcode, 'EE'), []);
});

test('compliance: sanctioned_owner is dated by the listing of the owner\'s entry, not by the company\'s own', () => {
  // Ivan Petrov's entry (EU-2) is listed 2022-04-08; the owner flag gave no date at all.
  const held = ctx.services.complianceFor(C.lvSanctionedOwner.regcode).flagDetails;
  assert.deepEqual(held.map((f) => [f.flag, f.since]), [['sanctioned', '2022-04-08'], ['sanctioned_owner', '2022-04-08']]);
  // A company listed itself (EU-1, 2022-03-15) and held by Ivan Petrov: its owner is listed since his entry's date.
  const s = seededServices({ rows: { sanction_matches: [{
    country: 'LV', regcode: C.lvSanctionedByCode.regcode, list: 'EU', entry_id: 'EU-2', matched_on: 'owner', matched_name: 'Ivan Petrov',
    score: 0.95, features: JSON.stringify({ nameSimilarity: 0.95 }), algorithm_version: 'screen-1', screened_at: '2026-11-20T06:00:00Z',
  }] } });
  try {
    const both = s.services.complianceFor(C.lvSanctionedByCode.regcode).flagDetails;
    assert.deepEqual(both.map((f) => [f.flag, f.since]), [['sanctioned', '2022-03-15'], ['sanctioned_owner', '2022-04-08']]);
  } finally {
    s.close();
  }
});

test('compliance: an owner listed before the holding began is flagged from the holding; a linked board member from the listing, no start known', () => {
  // Ivan Petrov's entry (EU-2) is listed 2022-04-08.
  const match = (regcode: string, features: Record<string, unknown>) => ({
    country: 'LV', regcode, list: 'EU', entry_id: 'EU-2', matched_on: 'owner', matched_name: 'Ivan Petrov',
    score: 1, features: JSON.stringify(features), algorithm_version: 'screen-1', screened_at: '2026-11-20T06:00:00Z',
  });
  const s = seededServices({ rows: { sanction_matches: [
    match(C.lvRigasKoks.regcode, { ownerName: 'Petrov Ivan', ownerRole: 'member', sharePercent: 100, ownerSince: '2025-02-14', ownerType: 'person' }),
    match(C.lvKekava.regcode, { via: 'register_record', relation: 'linked_person', subjectSchema: 'person', position: 'Valdes loceklis' }),
  ] } });
  try {
    const owned = s.services.complianceFor(C.lvRigasKoks.regcode, 'LV').flagDetails.filter((f) => f.flag.startsWith('sanctioned'));
    assert.deepEqual(owned.map((f) => [f.flag, f.since]), [['sanctioned', '2025-02-14'], ['sanctioned_owner', '2025-02-14']]);
    assert.equal(owned[1]!.detail, 'Ivan Petrov (EU); since 2025-02-14, the day Ivan Petrov became an owner (listed on 2022-04-08, before)');
    const linked = s.services.complianceFor(C.lvKekava.regcode, 'LV').flagDetails.find((f) => f.flag === 'sanctioned_owner')!;
    assert.deepEqual([linked.since, linked.detail], ['2022-04-08', 'Ivan Petrov (EU); since 2022-04-08, the day Ivan Petrov was listed (the day the link began not known)']);
  } finally {
    s.close();
  }
});

test('compliance: a sanctions flag names as its source the list that dates it', () => {
  // OFAC's SDN entries carry no listing date; the UN dates its own. A company matched on both
  // (OFAC first by list at the same score) is sanctioned since the UN's day, which the flag's
  // source must name, not OFAC, which never listed it then; and so for an owner on both.
  const entry = (id: string, name: string, schema: string) => ({
    list: 'OFAC', entry_id: id, reference: id, schema, name, aliases: '[]', identifiers: '[]', countries: '["LV"]',
    programs: '["SDGT"]', listed_on: null, reason: null, source_url: null, birth_dates: '[]', source: 'sanctions.ofac', as_of: '2026-11-18',
  });
  const match = (c: { country: string; regcode: string }, list: string, id: string, on: string, name: string) => ({
    country: c.country, regcode: c.regcode, list, entry_id: id, matched_on: on, matched_name: name, score: 1,
    features: JSON.stringify({ nameSimilarity: 1 }), algorithm_version: 'screen-1', screened_at: '2026-11-20T06:00:00Z',
  });
  const s = seededServices({ rows: {
    sanction_entries: [entry('OFAC-41', 'Krievijas Metals', 'entity'), entry('OFAC-42', 'Ivan Petrov', 'person')],
    sanction_matches: [
      match(C.lvRigasKoks, 'OFAC', 'OFAC-41', 'name', 'Krievijas Metals'), match(C.lvRigasKoks, 'UN', 'UN-7', 'name', 'Krievijas Metals'),
      match(C.lvKekava, 'OFAC', 'OFAC-42', 'owner', 'Ivan Petrov'), match(C.lvKekava, 'EU', 'EU-2', 'owner', 'Ivan Petrov'),
    ],
  } });
  try {
    const flagsOf = (regcode: string) => s.services.complianceFor(regcode, 'LV').flagDetails
      .filter((f) => f.flag.startsWith('sanctioned')).map((f) => [f.flag, f.since, f.source]);
    assert.deepEqual(flagsOf(C.lvRigasKoks.regcode), [['sanctioned', '2017-08-05', 'sanctions.un']]);
    assert.deepEqual(flagsOf(C.lvKekava.regcode), [['sanctioned', '2022-04-08', 'sanctions.eu'], ['sanctioned_owner', '2022-04-08', 'sanctions.eu']]);
  } finally {
    s.close();
  }
});

test('compliance: an Estonian company found gone from RIK\'s basic data is closed by that day, the detail saying no deletion day is known', () => {
  // RIK's basic data stops listing a deleted company; where its general data gives no deletion day
  // the store closes it on the day of the import that found it gone, which is no deletion day.
  const gone = { ...ownCompany('14000097', 'Kadunud Kaubandus OÜ', { country: 'EE', form: 'OÜ', status: 'closed', source: 'ee.basic' }),
    closed_on: '2026-11-20', registry_status: null };
  const listed = { ...ownCompany('14000096', 'Kustutatud Ehitus OÜ', { country: 'EE', form: 'OÜ', status: 'closed', source: 'ee.basic' }),
    closed_on: null, registry_status: 'Kustutatud' };
  const s = seededServices({ rows: { companies: [gone, listed] } });
  try {
    const closedFlag = (regcode: string) => s.services.complianceFor(regcode, 'EE').flagDetails.find((f) => f.flag === 'closed');
    assert.deepEqual(closedFlag('14000097'), {
      flag: 'closed', since: '2026-11-20', source: 'ee.basic',
      detail: "Deleted on or before this day: RIK's basic data no longer lists it, and RIK's files give no deletion day",
    });
    // One the basic data lists as deleted keeps the register's word (with its English), saying no day is given.
    assert.deepEqual(closedFlag('14000096'), { flag: 'closed', since: null, source: 'ee.basic', detail: 'Kustutatud (Deleted from the register); the register gives no closing day' });
    // Any other register's closure keeps its own word and day.
    assert.deepEqual(s.services.complianceFor(C.ltClosed.regcode, 'LT').flagDetails[0]!.since, '2015-06-30');
  } finally {
    s.close();
  }
});

// The closed flag's detail was the register's word alone (Likvidēts, Lakannut, Išregistruotas),
// where every other status flag gave its English beside it.
test('compliance: a closed flag gives the register\'s word with its English, and a word of no known English as written', () => {
  const closed = (regcode: string, country: 'LV' | 'LT' | 'FI' | 'EE', source: string, wording: string) => ({
    ...ownCompany(regcode, `Slēgtais ${regcode}`, { country, form: 'SIA', status: 'closed', source }), closed_on: '2024-03-01', registry_status: wording,
  });
  const s = seededServices({ rows: { companies: [
    closed('40003900001', 'LV', 'lv.register', 'Likvidēts'), closed('300900001', 'LT', 'lt.jar', 'Išregistruotas'),
    closed('3900001-2', 'FI', 'fi.ytj', 'Lakannut'), closed('40003900002', 'LV', 'lv.register', 'Izslēgts'),
    closed('14900001', 'EE', 'ee.basic', 'Kustutatud'),
  ] } });
  try {
    const detail = (regcode: string, country: 'LV' | 'LT' | 'FI' | 'EE') => s.services.complianceFor(regcode, country).flagDetails.find((f) => f.flag === 'closed')?.detail;
    assert.equal(detail('40003900001', 'LV'), 'Likvidēts (Liquidated, struck off)');
    assert.equal(detail('300900001', 'LT'), 'Išregistruotas (Deregistered, struck off)');
    assert.equal(detail('3900001-2', 'FI'), 'Lakannut (Ceased)');
    assert.equal(detail('14900001', 'EE'), 'Kustutatud (Deleted from the register)');
    assert.equal(detail('40003900002', 'LV'), 'Izslēgts', 'a wording of no known English is the register\'s own');
  } finally {
    s.close();
  }
});
