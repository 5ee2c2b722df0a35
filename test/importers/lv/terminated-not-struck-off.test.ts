// register.csv's `terminated` is the day an entity's activity ended, and `closed` says whether the
// register struck it off (L liquidated, R reorganised; blank: not struck off). An entity with a
// terminated day and closed blank was served closed, with that day as closedOn, while the
// liquidation that follows the end of its activity is under way: GET /companies/{regcode},
// autofill and the compliance statement told a compliance team or a web shop that a partner still
// being wound up, its liquidator acting for it, was gone. It is now in liquidation from that day,
// flagged so by lv.register, worded by UR's liquidations file where that lists it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratch } from '../pipeline/helpers.ts';
import { importLv } from '../../helpers/lv-imported.ts';

const IMPORTED = ['lv.register', 'lv.liquidations', 'lv.insolvency'];
const row = (regcode: string, name: string, terminated: string, closed: string) =>
  `${regcode};LV09ZZZ${regcode};"SIA ""${name}""";SIA;${name};"";0;K;Komercreģistrs;SIA;`
  + `Sabiedrība ar ierobežotu atbildību;2011-01-01;${terminated};${closed};Rīga, Skolas iela 9;1011;109;0;100003003;0010000;\n`;

test('an entity whose activity ended and which is not struck off is in liquidation from that day, not closed', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  appendFileSync(join(s.files, 'register.csv'), row('40003000009', 'Beigas', '2025-03-01', ' ')
    + row('40003000010', 'Vārdota', '2025-04-01', ' ') + row('40003000011', 'Izslēgta', '2025-05-01', 'L'));
  writeFileSync(join(s.files, 'liquidations.csv'),
    '\uFEFFid;legal_entity_registration_number;liquidation_type_text;grounds_for_liquidation;date_from\n'
    + '701;40003000010;Brīvprātīga likvidācija;Dalībnieku lēmums;2025-04-01\n');
  const { services } = await importLv(t, s, IMPORTED, new Date('2026-11-20T06:00:00Z'));
  const read = (regcode: string) => {
    const d = services.getCompany(regcode, 'LV');
    const c = services.complianceFor(regcode, 'LV');
    return {
      status: d.status, closedOn: d.closedOn, registryStatus: d.registryStatus,
      flags: c.flagDetails.map((f) => [f.flag, f.since, f.source, f.detail]),
      autofill: services.autofill(d.name.slice(4), { country: 'LV', limit: 5 }).find((r) => r.regcode === regcode)?.status,
    };
  };

  // register.csv alone tells it: no wording, dated by terminated.
  assert.deepEqual(read('40003000009'), {
    status: 'liquidation', closedOn: null, registryStatus: null,
    flags: [['in_liquidation', '2025-03-01', 'lv.register', null]], autofill: 'liquidation',
  });
  // UR's liquidations file lists it too: the liquidation's wording, the register's flag beside it.
  const worded = read('40003000010');
  assert.deepEqual([worded.status, worded.closedOn, worded.registryStatus], ['liquidation', null, 'Brīvprātīga likvidācija']);
  assert.deepEqual(worded.flags.map((f) => [f[0], f[2]]), [['in_liquidation', 'lv.liquidations'], ['in_liquidation', 'lv.register']]);
  // Struck off (L): closed on the terminated day, as before.
  assert.deepEqual(read('40003000011'), {
    status: 'closed', closedOn: '2025-05-01', registryStatus: 'Likvidēts',
    flags: [['closed', '2025-05-01', 'lv.register', 'Likvidēts (Liquidated, struck off)']], autofill: 'closed',
  });
});
