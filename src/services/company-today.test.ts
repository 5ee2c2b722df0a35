// Which day is "today" for a company's officers in office and its flags in force: the registers'
// day (Riga, Tallinn, Vilnius and Helsinki: UTC+2, UTC+3 in summer), not the day in UTC, which is
// still yesterday there from midnight to 02:00 (03:00 in summer).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURE, type SeedRow } from '../../test/helpers/seed.ts';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { resolveCompany } from './resolve-company.ts';
import { datasetReader } from './dataset.ts';
import { companyDetails } from './company-details.ts';
import { complianceView } from './compliance.ts';

const C = FIXTURE.companies.lvBalticTrade;

// An officer who left on 24 November 2026 and one who left on 30 June 2026, and a suspension
// ended on each of those days, as the register dates them.
const roles: SeedRow[] = ([['Aizgājēja Anna', '2026-11-24'], ['Vasaras Valters', '2026-06-30']] as const).map(([name, until], i) => ({
  id: 9000 + i, country: C.country, regcode: C.regcode, role: 'officer', position: 'board_member',
  person_name: name, name_key: name.toLowerCase(), entity_type: 'natural_person', birth_date: '1970-01-01', birth_key: null,
  holder_regcode: null, since: '2020-01-01', until, share_percent: null, share_amount: null, share_currency: null,
  assoc_key: `today-${i}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.officers', as_of: '2026-11-21',
}));
const flags: SeedRow[] = ['2026-11-24', '2026-06-30'].map((until) => ({
  country: C.country, regcode: C.regcode, flag: 'suspended', detail: 'Darbības apturēšana', since: '2026-01-01', until,
  source: 'lv.suspensions', as_of: '2026-11-21',
}));

let ctx: SeededServices;
before(() => { ctx = seededServices({ rows: { person_roles: roles, compliance_flags: flags } }); });
after(() => ctx.close());

function at(instant: string) {
  const company = resolveCompany(ctx.db, C.regcode, 'LV');
  const dataset = datasetReader(ctx.db).facts();
  const now = new Date(instant);
  const details = companyDetails(ctx.db, dataset, company, FIXTURE.sanctionsThreshold, now);
  const compliance = complianceView(ctx.db, dataset, company, FIXTURE.sanctionsThreshold, now);
  return {
    officers: details.officers.map((o) => o.name).filter((n) => n === 'Anna Aizgājēja' || n === 'Valters Vasaras'),
    suspensions: compliance.flagDetails.filter((f) => f.flag === 'suspended').map((f) => f.detail),
    detailsFlags: details.flags.includes('suspended'),
  };
}

test('on the last day of a role and a suspension, late in the evening in Riga, both are still in force', () => {
  // 23:30 in Riga on the 24th (21:30 UTC).
  const late = at('2026-11-24T21:30:00Z');
  assert.deepEqual(late.officers, ['Anna Aizgājēja']);
  assert.deepEqual(late.suspensions, ['Darbības apturēšana (Suspension of activity); in force until 2026-11-24']);
});

test('after midnight in Riga the officer who left yesterday is no longer in office, while UTC is still on the 24th', () => {
  // 00:30 in Riga on the 25th, 22:30 UTC on the 24th.
  const night = at('2026-11-24T22:30:00Z');
  assert.deepEqual(night.officers, []);
  assert.deepEqual(night.suspensions, []);
  assert.equal(night.detailsFlags, false);
});

test('in summer the registers are at UTC+3: 00:30 on the 1st of July is 21:30 UTC on the 30th of June', () => {
  assert.deepEqual(at('2026-06-30T20:30:00Z').officers.sort(), ['Anna Aizgājēja', 'Valters Vasaras']);
  assert.deepEqual(at('2026-06-30T21:30:00Z').officers, ['Anna Aizgājēja']);
  assert.deepEqual(at('2026-06-30T21:30:00Z').suspensions, ['Darbības apturēšana (Suspension of activity); in force until 2026-11-24']);
});

test('a VAT registration the file showed active is deregistered from the day its deregistration date names, in Vilnius', () => {
  const lt = FIXTURE.companies.ltVilkas;
  const vat = (deregisteredOn: string, registeredOn: string): SeedRow => ({
    country: lt.country, regcode: lt.regcode, vat_number: 'LT100000000001', active: 1, registered_on: registeredOn,
    deregistered_on: deregisteredOn, source: 'lt.vat', as_of: '2026-11-24',
  });
  const read = (row: SeedRow, instant: string) => {
    const own = seededServices({ rows: { vat_registrations: [row] } });
    try {
      const company = resolveCompany(own.db, lt.regcode, 'LT');
      const dataset = datasetReader(own.db).facts();
      const now = new Date(instant);
      const details = companyDetails(own.db, dataset, company, FIXTURE.sanctionsThreshold, now);
      const compliance = complianceView(own.db, dataset, company, FIXTURE.sanctionsThreshold, now);
      return { registered: details.vat?.registered, vatRegistered: compliance.vatRegistered, flagged: compliance.flags.includes('vat_deregistered') };
    } finally {
      own.close();
    }
  };
  // Deregistered on the 25th: still registered at 23:30 on the 24th in Vilnius, no longer at 00:30 on the 25th.
  assert.deepEqual(read(vat('2026-11-25', '2010-01-01'), '2026-11-24T21:30:00Z'), { registered: true, vatRegistered: true, flagged: false });
  assert.deepEqual(read(vat('2026-11-25', '2010-01-01'), '2026-11-24T22:30:00Z'), { registered: false, vatRegistered: false, flagged: true });
  // Deregistered in 2015 and registered again in 2018: registered.
  assert.deepEqual(read(vat('2015-06-01', '2018-01-01'), '2026-11-24T22:30:00Z'), { registered: true, vatRegistered: true, flagged: false });
});

test('an FI VAT registration is registered through the end date YTJ writes, its last day, and flagged deregistered from the day after', () => {
  const fi = FIXTURE.companies.fiAanekoski;
  const row: SeedRow = {
    country: fi.country, regcode: fi.regcode, vat_number: 'FI07375462', active: 1, registered_on: '2010-01-01',
    deregistered_on: '2026-12-31', source: 'fi.ytj', as_of: '2026-11-24',
  };
  const own = seededServices({ rows: { vat_registrations: [row] } });
  try {
    const company = resolveCompany(own.db, fi.regcode, 'FI');
    const dataset = datasetReader(own.db).facts();
    const read = (instant: string) => {
      const now = new Date(instant);
      const details = companyDetails(own.db, dataset, company, FIXTURE.sanctionsThreshold, now);
      const compliance = complianceView(own.db, dataset, company, FIXTURE.sanctionsThreshold, now);
      return { registered: details.vat?.registered, flag: compliance.flagDetails.find((f) => f.flag === 'vat_deregistered')?.since ?? null };
    };
    // 00:30 on 31 December in Helsinki: its last day registered.
    assert.deepEqual(read('2026-12-30T22:30:00Z'), { registered: true, flag: null });
    // 00:30 on 1 January: deregistered since that day.
    assert.deepEqual(read('2026-12-31T22:30:00Z'), { registered: false, flag: '2027-01-01' });
  } finally {
    own.close();
  }
});

test('a suspension of activity dated from the 1st is announced until midnight in Riga, and in force (blacklisted) from then', () => {
  // VID's suspension of a company's economic activity from 1 December, known in November.
  const row: SeedRow = {
    country: C.country, regcode: FIXTURE.companies.lvGaze.regcode, flag: 'blacklisted', detail: 'Saimnieciskā darbība apturēta',
    since: '2026-12-01', until: null, source: 'lv.vid-flags', as_of: '2026-11-21',
  };
  const own = seededServices({ rows: { compliance_flags: [row] } });
  try {
    const company = resolveCompany(own.db, FIXTURE.companies.lvGaze.regcode, 'LV');
    const dataset = datasetReader(own.db).facts();
    const read = (instant: string) => {
      const now = new Date(instant);
      const c = complianceView(own.db, dataset, company, FIXTURE.sanctionsThreshold, now);
      const details = companyDetails(own.db, dataset, company, FIXTURE.sanctionsThreshold, now);
      return { flags: c.flags, blacklisted: c.blacklisted, detailsFlags: details.flags, listed: c.flagDetails.map((f) => [f.flag, f.detail, f.since]) };
    };
    // 23:30 on 30 November in Riga: announced, not in force.
    assert.deepEqual(read('2026-11-30T21:30:00Z'), {
      flags: [], blacklisted: false, detailsFlags: [],
      listed: [['blacklisted', 'Announced, in force from 2026-12-01: Saimnieciskā darbība apturēta', '2026-12-01']],
    });
    // 00:30 on 1 December: in force.
    assert.deepEqual(read('2026-11-30T22:30:00Z'), {
      flags: ['blacklisted'], blacklisted: true, detailsFlags: ['blacklisted'],
      listed: [['blacklisted', 'Saimnieciskā darbība apturēta', '2026-12-01']],
    });
  } finally {
    own.close();
  }
});
