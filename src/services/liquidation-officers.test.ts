// Who acts for a company in liquidation: RIK's and UR's files may list its board beside the
// liquidator (an OÜ of the demo built on one day: a board member since 2000, listed first by date, before
// liquidator Jaan Kukk), and the compliance statement named no one, only "Likvideerimisel". The
// details now list the liquidators first, and the in_liquidation flag names them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../../test/helpers/seeded-services.ts';
import { FIXTURE, type SeedRow } from '../../test/helpers/seed.ts';
import { personNameKey } from '../domain/fold.ts';

const C = FIXTURE.companies;

function office(c: { country: string; regcode: string }, id: number, position: string, name: string, since: string, source: string): SeedRow {
  return {
    id, country: c.country, regcode: c.regcode, role: 'officer', position, person_name: name, name_key: personNameKey(name),
    entity_type: 'natural_person', birth_date: null, birth_key: null, holder_regcode: null, since, until: null,
    share_percent: null, share_amount: null, share_currency: null, assoc_key: `liquidation-${id}`, first_seen_at: '2020-01-01T00:00:00Z',
    source, as_of: '2026-11-21',
  };
}

const ROWS = [
  // The board listed beside the fixture's liquidator of SIA "Baltic Trade" (since 2025-01-01).
  office(C.lvBalticTrade, 9001, 'board_member', 'Eglītis Māris', '2001-01-04', 'lv.officers'),
  // An Estonian company in liquidation with its board member and two liquidators; an active one with a liquidator's wording left as is.
  office(C.eeLiquidating, 9002, 'board_member', 'Siim Sepp', '2000-01-31', 'ee.persons'),
  office(C.eeLiquidating, 9003, 'liquidator', 'Jaan Kukk', '2026-05-04', 'ee.persons'),
  office(C.eeLiquidating, 9004, 'liquidator', 'Mari Kask', '2026-05-05', 'ee.persons'),
  office(C.eePohjaPuit, 9005, 'liquidator', 'Tõnu Tamm', '2024-02-02', 'ee.persons'),
];

test('a company in liquidation lists its liquidators first, and its in_liquidation flag names them', () => {
  const seeded = seededServices({ rows: { person_roles: ROWS } });
  try {
    const { services } = seeded;
    const lv = services.getCompany(C.lvBalticTrade.regcode, 'LV');
    assert.deepEqual(lv.officers.map((o) => [o.position, o.name]), [['liquidator', 'Jānis Bērziņš'], ['board_member', 'Māris Eglītis']],
      'the liquidator before the board member of 2001, each given name first, where UR writes `Bērziņš Jānis`');
    const lvFlag = services.complianceFor(C.lvBalticTrade.regcode, 'LV').flagDetails.find((f) => f.flag === 'in_liquidation');
    // UR writes `Bērziņš Jānis`; the detail names him as the details do and as the insolvency flag names an administrator, given name first.
    assert.equal(lvFlag?.detail, 'Likvidācijas process; liquidator Jānis Bērziņš (since 2025-01-01)');

    const ee = services.getCompany(C.eeLiquidating.regcode, 'EE');
    assert.deepEqual(ee.officers.map((o) => o.name), ['Jaan Kukk', 'Mari Kask', 'Siim Sepp'], 'the liquidators in their order, then the board');
    const statement = services.complianceFor(C.eeLiquidating.regcode, 'EE');
    assert.equal(statement.flagDetails.find((f) => f.flag === 'in_liquidation')?.detail,
      'Likvideerimisel (In liquidation); liquidators Jaan Kukk (since 2026-05-04), Mari Kask (since 2026-05-05)');
    assert.ok(statement.sources.some((s) => s.name === 'ee.persons'), 'the officers file named among the sources');

    // Not in liquidation: the offices keep their order by date (the liquidator of 2024 after the board member of 2015),
    // and no flag names a liquidator.
    const active = services.getCompany(C.eePohjaPuit.regcode, 'EE');
    assert.deepEqual(active.officers.map((o) => o.position), ['board_member', 'liquidator']);
    assert.ok(!services.complianceFor(C.eePohjaPuit.regcode, 'EE').flagDetails.some((f) => (f.detail ?? '').includes('liquidator')));
  } finally {
    seeded.close();
  }
});

// UR's officers file writes a person surname first (`Kļaviņš Oskars`), and `liquidator Kļaviņš Oskars`
// read as a man whose given name is Kļaviņš, beside `administrator Jānis Ozols` of the insolvency flag.
test('an LV liquidator is named given name first in the flag, a double surname whole, a liquidator firm as it is named', () => {
  const firm = { ...office(C.lvBalticTrade, 9012, 'liquidator', 'SIA "Likvidācijas Birojs"', '2025-02-01', 'lv.officers'),
    entity_type: 'legal_entity', holder_regcode: '40003000001' };
  const seeded = seededServices({ rows: { person_roles: [
    office(C.lvBalticTrade, 9011, 'liquidator', 'Ozola-Kļaviņa Anna Marija', '2025-01-15', 'lv.officers'), firm,
  ] } });
  try {
    const { services } = seeded;
    const detail = services.complianceFor(C.lvBalticTrade.regcode, 'LV').flagDetails.find((f) => f.flag === 'in_liquidation')?.detail;
    assert.equal(detail, 'Likvidācijas process; liquidators Jānis Bērziņš (since 2025-01-01), Anna Marija Ozola-Kļaviņa (since 2025-01-15), '
      + 'SIA "Likvidācijas Birojs" (since 2025-02-01)');
    // The details name each as the flag does: a person given name first, a firm as it is named.
    assert.deepEqual(services.getCompany(C.lvBalticTrade.regcode, 'LV').officers.filter((o) => o.position === 'liquidator').map((o) => o.name),
      ['Jānis Bērziņš', 'Anna Marija Ozola-Kļaviņa', 'SIA "Likvidācijas Birojs"']);
  } finally {
    seeded.close();
  }
});
