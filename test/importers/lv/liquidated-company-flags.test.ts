// UR's liquidations.csv gives a liquidation no end day (its documented columns are the type, the
// grounds and date_from), so the liquidation of a company struck off after it stayed open: a company
// register.csv lists as liquidated (closed L) years ago was flagged in_liquidation in force beside
// closed, and a compliance team read that a partner long gone is being wound up. A closure the
// register words now ends the proceedings; an entity with a terminated day and no closed letter,
// whose activity ended and which is not struck off, is in liquidation (terminated-not-struck-off.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratch } from '../pipeline/helpers.ts';
import { importLv } from '../../helpers/lv-imported.ts';

const IMPORTED = ['lv.register', 'lv.liquidations', 'lv.insolvency'];

test('a company struck off after its liquidation is closed, not in liquidation', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  // An entity whose activity ended (terminated) with no closed letter.
  appendFileSync(join(s.files, 'register.csv'), '40003000009;LV09ZZZ40003000009;"SIA ""Beigas""";SIA;Beigas;"";0;K;Komercreģistrs;SIA;'
    + 'Sabiedrība ar ierobežotu atbildību;2011-01-01;2025-03-01; ;Rīga, Skolas iela 9;1011;109;0;100003003;0010000;\n');
  writeFileSync(join(s.files, 'liquidations.csv'),
    '\uFEFFid;legal_entity_registration_number;liquidation_type_text;grounds_for_liquidation;date_from\n'
    + '701;40003000006;Brīvprātīga likvidācija;Dalībnieku lēmums;2024-05-05\n'
    // 40003000003 is closed L on 2014-04-10, 40003000004 closed R on 2018-09-30.
    + '702;40003000003;Brīvprātīga likvidācija;Dalībnieku lēmums;2013-11-01\n'
    + '703;40003000004;Likvidācija;Tiesas nolēmums;2018-01-15\n'
    + '704;40003000009;Brīvprātīga likvidācija;Dalībnieku lēmums;2025-03-01\n');
  appendFileSync(join(s.files, 'insolvency_legal_person_proceeding.csv'),
    '603;P-3;40003000003;"SIA ""Vecais""";2013-05-01;;;Maksātnespējas process;;Liepājas tiesa;2013-05-02;\n');
  const { services } = await importLv(t, s, IMPORTED, new Date('2026-11-20T06:00:00Z'));

  const liquidated = services.complianceFor('40003000003', 'LV');
  assert.deepEqual(liquidated.flags, ['closed']);
  assert.deepEqual(liquidated.flagDetails.map((f) => [f.flag, f.detail, f.since]), [['closed', 'Likvidēts (Liquidated, struck off)', '2014-04-10']]);
  assert.deepEqual(services.getCompany('40003000003', 'LV').flags, ['closed']);
  assert.deepEqual(services.complianceFor('40003000004', 'LV').flags, ['closed']);

  // Activity ended, not struck off: in liquidation, not closed.
  assert.deepEqual(services.complianceFor('40003000009', 'LV').flags, ['in_liquidation']);
  // An active company in liquidation is flagged so, as before.
  assert.ok(services.complianceFor('40003000006', 'LV').flags.includes('in_liquidation'));
});
