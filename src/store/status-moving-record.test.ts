// The companies whose status a flag moves after the last publish: recorded by the publish that set
// the statuses, so the first answer after it reads the record instead of a pass over every flag.
// The answers read from the record are those the pass gives; a store without the record (written
// before, or published since by code that records none) makes the pass as before.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany, seedDatabase, FIXTURE, type SeedRow, type SeededStore } from '../../test/helpers/seed.ts';
import { openForReading, openForWriting } from './open.ts';
import { createServices } from '../services/index.ts';
import { resolveCompany } from '../services/resolve-company.ts';
import { datasetReader } from '../services/dataset.ts';
import { companyDetails } from '../services/company-details.ts';
import { complianceView } from '../services/compliance.ts';
import { finishCommandPublish } from './publish.ts';
import { inWriteTransaction } from './transactions.ts';
import { STATUS_FROM_FLAGS } from '../domain/status-from-flags.ts';
import { STATUS_MOVING_KEY, recordedStatusFlagsMoving, statusFlagsMoving } from './status-moving-record.ts';
import { sourceStates } from './dataset-read.ts';
import { writeDatasetVersion } from './dataset-version.ts';

const LV_LATER = '40003999001';
const LV_ENDED = '40003999002';
const FI_LATER = '3466646-8';
const LV_UNRECORDED = '40003999004';

const flag = (country: string, regcode: string, name: string, detail: string, since: string, until: string | null, source: string): SeedRow => ({
  country, regcode, flag: name, detail, since, until, source, as_of: '2026-11-20',
});
// The command of the fixture's last publish (its sources published on 21 November).
const PUBLISHED = new Date('2026-11-21T06:00:00Z');
const statusRules = Object.entries(STATUS_FROM_FLAGS).map(([source, rules]) => ({ source, rules: [...rules] }));

// The days asked (instants in Riga): the eve and the first day of the liquidations, the last day
// of the insolvency and the day after.
const DAYS = ['2026-11-24T12:00:00Z', '2026-11-25T12:00:00Z', '2026-11-30T21:30:00Z', '2026-11-30T22:30:00Z'];

let store: SeededStore;
before(() => {
  store = seedDatabase(undefined, { rows: {
    companies: [
      ownCompany(LV_LATER, 'SIA "Vēlā Likvidācija"', { address: 'Rīga, Brīvības iela 1' }),
      { ...ownCompany(LV_ENDED, 'SIA "Beigtā Maksātnespēja"', { status: 'insolvency', address: 'Rīga, Brīvības iela 2' }), registry_status: 'Maksātnespējas process' },
      { ...ownCompany(FI_LATER, 'Myöhäinen Selvitys Oy', { country: 'FI', form: '16', formName: 'Osakeyhtiö', address: 'Kauppakatu 1, 40100 JYVÄSKYLÄ', source: 'fi.ytj' }), registry_status: 'Rekisterissä; Selvitystila' },
      ownCompany(LV_UNRECORDED, 'SIA "Vēlāk Ierakstītā"', { address: 'Rīga, Brīvības iela 4' }),
    ],
    compliance_flags: [
      flag('LV', LV_LATER, 'in_liquidation', 'Brīvprātīgā likvidācija; Dalībnieku lēmums', '2026-12-01', null, 'lv.liquidations'),
      flag('LV', LV_ENDED, 'insolvent', 'Maksātnespējas process', '2025-03-01', '2026-11-24', 'lv.insolvency'),
      flag('FI', FI_LATER, 'in_liquidation', 'Selvitystila', '2026-12-01', null, 'fi.ytj'),
    ],
  } });
  const writer = openForWriting(store.path);
  try {
    inWriteTransaction(writer, () => finishCommandPublish(writer, { now: PUBLISHED, statusRules, searchCountries: [], published: true }));
  } finally {
    writer.close();
  }
});
after(() => store.cleanup());

/** Each company's status in its details, compliance statement and search hit, on each day. */
function statusesServed(regcodes: Array<[string, 'LV' | 'FI']>) {
  const db = openForReading(store.path);
  const services = createServices({ db, sanctionsThreshold: FIXTURE.sanctionsThreshold });
  try {
    const recorded = recordedStatusFlagsMoving(db, sourceStates(db)) !== null;
    const served = regcodes.map(([regcode, country]) => DAYS.map((instant) => {
      const now = new Date(instant);
      const company = resolveCompany(db, regcode, country);
      const dataset = datasetReader(db).facts();
      const details = companyDetails(db, dataset, company, FIXTURE.sanctionsThreshold, now);
      const compliance = complianceView(db, dataset, company, FIXTURE.sanctionsThreshold, now);
      const hit = services.searchCompanies(details.name.replace(/^SIA /, '').replaceAll('"', ''), { country, limit: 5 }, now)
        .find((r) => r.regcode === regcode);
      return `${regcode} ${instant.slice(0, 10)}: ${details.status} ${details.registryStatus} / ${compliance.status} / ${hit?.status}`;
    }));
    return { recorded, served };
  } finally {
    db.close();
  }
}

function write(change: (db: ReturnType<typeof openForWriting>) => void): void {
  const writer = openForWriting(store.path);
  try {
    inWriteTransaction(writer, () => { change(writer); writeDatasetVersion(writer, new Date()); });
  } finally {
    writer.close();
  }
}

const COMPANIES: Array<[string, 'LV' | 'FI']> = [[LV_LATER, 'LV'], [LV_ENDED, 'LV'], [FI_LATER, 'FI']];
const EXPECTED = [
  [
    `${LV_LATER} 2026-11-24: active null / active / active`,
    `${LV_LATER} 2026-11-25: active null / active / active`,
    `${LV_LATER} 2026-11-30: active null / active / active`,
    `${LV_LATER} 2026-11-30: liquidation Brīvprātīgā likvidācija / liquidation / liquidation`,
  ],
  [
    `${LV_ENDED} 2026-11-24: insolvency Maksātnespējas process / insolvency / insolvency`,
    `${LV_ENDED} 2026-11-25: active null / active / active`,
    `${LV_ENDED} 2026-11-30: active null / active / active`,
    `${LV_ENDED} 2026-11-30: active null / active / active`,
  ],
  [
    `${FI_LATER} 2026-11-24: active Rekisterissä; Selvitystila / active / active`,
    `${FI_LATER} 2026-11-25: active Rekisterissä; Selvitystila / active / active`,
    `${FI_LATER} 2026-11-30: active Rekisterissä; Selvitystila / active / active`,
    `${FI_LATER} 2026-11-30: liquidation Rekisterissä; Selvitystila / liquidation / liquidation`,
  ],
];

test('the publish records the companies whose status moves later, and the answers read from it are those of the pass over the flags', () => {
  const fromRecord = statusesServed(COMPANIES);
  assert.equal(fromRecord.recorded, true, 'the publish that set the statuses recorded them');
  const db = openForReading(store.path);
  try {
    const states = sourceStates(db);
    assert.deepEqual(recordedStatusFlagsMoving(db, states), statusFlagsMoving(db, states).map((r) => ({ ...r })));
  } finally {
    db.close();
  }
  assert.deepEqual(fromRecord.served, EXPECTED);
  // The same store without the record (written before it was recorded): the pass, the same answers.
  write((db) => db.prepare('DELETE FROM meta WHERE key = ?').run(STATUS_MOVING_KEY));
  const fromPass = statusesServed(COMPANIES);
  assert.equal(fromPass.recorded, false);
  assert.deepEqual(fromPass.served, fromRecord.served);
});

test('a store published since by code that records none: the record of the publish before is not read, the pass finds the new flag', () => {
  write((db) => finishCommandPublish(db, { now: PUBLISHED, statusRules, searchCountries: [], published: true }));
  assert.equal(statusesServed([]).recorded, true);
  // A publish that writes no record: a liquidation from a later day, the source's instant moved.
  write((db) => {
    db.prepare(`INSERT INTO compliance_flags (country, regcode, flag, detail, since, until, source, as_of)
      VALUES ('LV', ?, 'in_liquidation', 'Likvidācija', '2026-12-01', NULL, 'lv.liquidations', '2026-11-22')`).run(LV_UNRECORDED);
    db.prepare("UPDATE source_state SET published_at = '2026-11-22T06:00:00Z' WHERE source = 'lv.register'").run();
  });
  const served = statusesServed([[LV_UNRECORDED, 'LV'], ...COMPANIES]);
  assert.equal(served.recorded, false);
  assert.deepEqual(served.served[0]!.slice(2), [
    `${LV_UNRECORDED} 2026-11-30: active null / active / active`,
    `${LV_UNRECORDED} 2026-11-30: liquidation Likvidācija / liquidation / liquidation`,
  ]);
  assert.deepEqual(served.served.slice(1), EXPECTED);
});
