// A liquidation or an insolvency a register dates to begin, or to end, on a later day: the stored
// status is set on the day of a publish, so between two imports an answer gave `active` beside a
// liquidation in force (or `insolvency` after the proceeding ended). Every answer now serves the
// status of the flags in force on the day it is asked, as it lists the flags.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany, FIXTURE, type SeedRow } from '../../test/helpers/seed.ts';
import { resolveCompany } from './resolve-company.ts';
import { datasetReader } from './dataset.ts';
import { companyDetails } from './company-details.ts';
import { complianceView } from './compliance.ts';

const LV_LATER = '40003999001';
const LV_ENDED = '40003999002';
const FI_LATER = '3466646-8';
// YTJ's end date entered ahead (2026-12-01): a `closed` flag from that day; and a company the
// register holds ceased whose liquidation's flag ends after the import (a flag that moves).
const FI_ENDING = '2345682-8';
const FI_CEASED = '2345690-9';
const FI_ACTIVE_LONGER = '2345691-7';

const flag = (country: string, regcode: string, name: string, detail: string, since: string, until: string | null, source: string): SeedRow => ({
  country, regcode, flag: name, detail, since, until, source, as_of: '2026-11-20',
});

// The fixture's sources were last published on 21 November, whose command set the statuses; a
// screening run on the 26th wrote a dataset version of its own, setting none.
const SCREENED = Date.parse('2026-11-26T08:00:00Z').toString(36);
const LV_SINCE_PUBLISH = '40003999003';

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ rows: {
    companies: [
      ownCompany(LV_LATER, 'SIA "Vēlā Likvidācija"', { address: 'Rīga, Brīvības iela 1' }),
      ownCompany(LV_SINCE_PUBLISH, 'SIA "Starpā Likvidēta"', { address: 'Rīga, Brīvības iela 3' }),
      { ...ownCompany(LV_ENDED, 'SIA "Beigtā Maksātnespēja"', { status: 'insolvency', address: 'Rīga, Brīvības iela 2' }), registry_status: 'Maksātnespējas process' },
      { ...ownCompany(FI_ENDING, 'Lopettava Rakennus Oy', { country: 'FI', form: '16', formName: 'Osakeyhtiö', address: 'Kauppakatu 2, 40100 JYVÄSKYLÄ', source: 'fi.ytj' }),
        registry_status: 'Rekisterissä', closed_on: '2026-12-01' },
      { ...ownCompany(FI_ACTIVE_LONGER, 'Lopettava Rakennuspalvelut Oy', { country: 'FI', form: '16', formName: 'Osakeyhtiö', address: 'Kauppakatu 4, 40100 JYVÄSKYLÄ', source: 'fi.ytj' }),
        registry_status: 'Rekisterissä' },
      { ...ownCompany(FI_CEASED, 'Lakannut Selvitys Oy', { country: 'FI', form: '16', formName: 'Osakeyhtiö', status: 'closed', address: 'Kauppakatu 3, 40100 JYVÄSKYLÄ', source: 'fi.ytj' }),
        registry_status: 'Lakannut' },
      { ...ownCompany(FI_LATER, 'Myöhäinen Selvitys Oy', { country: 'FI', form: '16', formName: 'Osakeyhtiö', address: 'Kauppakatu 1, 40100 JYVÄSKYLÄ', source: 'fi.ytj' }), registry_status: 'Rekisterissä; Selvitystila' },
    ],
    compliance_flags: [
      flag('LV', LV_LATER, 'in_liquidation', 'Brīvprātīgā likvidācija; Dalībnieku lēmums', '2026-12-01', null, 'lv.liquidations'),
      flag('LV', LV_SINCE_PUBLISH, 'in_liquidation', 'Likvidācija', '2026-11-23', null, 'lv.liquidations'),
      flag('LV', LV_ENDED, 'insolvent', 'Maksātnespējas process', '2025-03-01', '2026-11-24', 'lv.insolvency'),
      flag('FI', FI_LATER, 'in_liquidation', 'Selvitystila', '2026-12-01', null, 'fi.ytj'),
      flag('FI', FI_ENDING, 'closed', "YTJ's end date (lakkaamispäivä), entered ahead of its day", '2026-12-01', null, 'fi.ytj'),
      flag('FI', FI_CEASED, 'in_liquidation', 'Selvitystila', '2020-05-01', '2026-12-15', 'fi.ytj'),
    ],
    person_roles: [{
      id: 9100, country: 'LV', regcode: LV_LATER, role: 'officer', position: 'board_member', person_name: 'Likvidatore Līga',
      name_key: 'likvidatore liga', entity_type: 'natural_person', birth_date: '1970-01-01', birth_key: null, holder_regcode: null,
      since: '2020-01-01', until: null, share_percent: null, share_amount: null, share_currency: null, assoc_key: 'later-1',
      first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.officers', as_of: '2026-11-20',
    }],
    meta: [{ key: 'dataset_version', value: `${SCREENED}-0123456789ab` }],
  } });
});
after(() => ctx.close());

function answers(regcode: string, country: 'LV' | 'FI', instant: string) {
  const now = new Date(instant);
  const company = resolveCompany(ctx.db, regcode, country);
  const dataset = datasetReader(ctx.db).facts();
  const details = companyDetails(ctx.db, dataset, company, FIXTURE.sanctionsThreshold, now);
  const compliance = complianceView(ctx.db, dataset, company, FIXTURE.sanctionsThreshold, now);
  const name = details.name.replace(/^SIA /, '').replaceAll('"', '');
  const search = ctx.services.searchCompanies(name, { country, limit: 5 }, now).find((r) => r.regcode === regcode);
  const autofill = ctx.services.autofill(name, { country, limit: 5 }, now).find((r) => r.regcode === regcode);
  return {
    details: [details.status, details.registryStatus, details.flags],
    compliance: [compliance.status, compliance.flags],
    search: search?.status, autofill: autofill?.status,
  };
}

test('an LV liquidation dated from a later day: active with no flag before it, in liquidation from that day without a new import', () => {
  // 23:30 in Riga on 30 November: announced only.
  assert.deepEqual(answers(LV_LATER, 'LV', '2026-11-30T21:30:00Z'), {
    details: ['active', null, []], compliance: ['active', []], search: 'active', autofill: 'active',
  });
  // 00:30 in Riga on 1 December: in force, the status and its wording the liquidation's.
  assert.deepEqual(answers(LV_LATER, 'LV', '2026-11-30T22:30:00Z'), {
    details: ['liquidation', 'Brīvprātīgā likvidācija', ['in_liquidation']], compliance: ['liquidation', ['in_liquidation']],
    search: 'liquidation', autofill: 'liquidation',
  });
});

test('an LV insolvency proceeding ended after the import: insolvency through its last day, active from the day after', () => {
  assert.deepEqual(answers(LV_ENDED, 'LV', '2026-11-24T12:00:00Z'), {
    details: ['insolvency', 'Maksātnespējas process', ['insolvent']], compliance: ['insolvency', ['insolvent']],
    search: 'insolvency', autofill: 'insolvency',
  });
  assert.deepEqual(answers(LV_ENDED, 'LV', '2026-11-25T12:00:00Z'), {
    details: ['active', null, []], compliance: ['active', []], search: 'active', autofill: 'active',
  });
});

test('a Finnish liquidation (selvitystila) registered from a later day: active before it, liquidation from it, the register\'s words kept', () => {
  assert.deepEqual(answers(FI_LATER, 'FI', '2026-11-30T21:30:00Z'), {
    details: ['active', 'Rekisterissä; Selvitystila', []], compliance: ['active', []], search: 'active', autofill: 'active',
  });
  assert.deepEqual(answers(FI_LATER, 'FI', '2026-11-30T22:30:00Z'), {
    details: ['liquidation', 'Rekisterissä; Selvitystila', ['in_liquidation']], compliance: ['liquidation', ['in_liquidation']],
    search: 'liquidation', autofill: 'liquidation',
  });
});

test('a Finnish company whose end date YTJ entered ahead: active before that day, closed from it without a new import, worded as a ceased one', () => {
  assert.deepEqual(answers(FI_ENDING, 'FI', '2026-11-30T21:30:00Z'), {
    details: ['active', 'Rekisterissä', []], compliance: ['active', []], search: 'active', autofill: 'active',
  });
  assert.deepEqual(answers(FI_ENDING, 'FI', '2026-11-30T22:30:00Z'), {
    details: ['closed', 'Lakannut', ['closed']], compliance: ['closed', ['closed']], search: 'closed', autofill: 'closed',
  });
});

test('search and autofill rank the company closed on its end date after an active one of a longer name', () => {
  const listed = (instant: string) => {
    const now = new Date(instant);
    return [ctx.services.searchCompanies('Lopettava', { country: 'FI', limit: 5 }, now), ctx.services.autofill('Lopettava', { country: 'FI', limit: 5 }, now)]
      .map((list) => list.map((r) => [r.regcode, r.status]));
  };
  const before = [[FI_ENDING, 'active'], [FI_ACTIVE_LONGER, 'active']];
  assert.deepEqual(listed('2026-11-30T21:30:00Z'), [before, before]);
  const after = [[FI_ACTIVE_LONGER, 'active'], [FI_ENDING, 'closed']];
  assert.deepEqual(listed('2026-11-30T22:30:00Z'), [after, after]);
});

test('a Finnish company the register holds ceased stays closed, its words kept, before and after a flag of it ends', () => {
  for (const instant of ['2026-12-15T12:00:00Z', '2026-12-16T12:00:00Z']) {
    const { details, compliance, search } = answers(FI_CEASED, 'FI', instant);
    assert.deepEqual([details[0], details[1], compliance[0], search], ['closed', 'Lakannut', 'closed', 'closed'], instant);
  }
});

test('a person\'s company is listed with the status of the day asked, as its details give it', () => {
  const statusOf = (instant: string) => ctx.services.checkPerson('Līga Likvidatore', '1970-01-01', 10, new Date(instant))
    .results.filter((r) => r.regcode === LV_LATER).map((r) => r.companyStatus);
  assert.deepEqual(statusOf('2026-11-30T21:30:00Z'), ['active']);
  assert.deepEqual(statusOf('2026-11-30T22:30:00Z'), ['liquidation']);
});

test('a liquidation begun between the last publish and a screening run is in force after it, the screening having set no status', () => {
  assert.deepEqual(answers(LV_SINCE_PUBLISH, 'LV', '2026-11-27T12:00:00Z'), {
    details: ['liquidation', 'Likvidācija', ['in_liquidation']], compliance: ['liquidation', ['in_liquidation']],
    search: 'liquidation', autofill: 'liquidation',
  });
});
