// A row of JAR_IREGISTRUOTI.csv whose status is 10, Išregistruotas: an entity deregistered while
// the registered entities' extract still lists it (the day's two extracts out of step). It was
// served closed with closedOn null and the compliance statement's closed flag undated, while the
// row's stat_data_nuo is the day the status, its deregistration, began.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapRegistered } from '../../../src/importers/lt/jar-map.ts';
import type { CompanyRecord } from '../../../src/domain/records.ts';
import { fixturesDir, makeContext, recordsOf } from './support.ts';
import { ltServicesWith } from './fixture-services.ts';

// A row as JAR_IREGISTRUOTI.csv writes it (the documented header).
const ROW = '304000300|"UAB ""Uždaryta"""|Vilnius, Ozo g. 1, LT-07150|2010-01-01|310|Uždaroji akcinė bendrovė|10|Išregistruotas|2026-09-14|2026-11-20';
const HEADER = 'ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|stat_kodas|stat_pavadinimas|stat_data_nuo|formavimo_data';

test('a registered entities\' row of status 10 is closed on its stat_data_nuo', () => {
  const values = ROW.replace('"UAB ""Uždaryta"""', 'UAB Uždaryta').split('|');
  const row = Object.fromEntries(HEADER.split('|').map((column, i) => [column, values[i]!]));
  const [company] = recordsOf(mapRegistered(row, makeContext('JAR_IREGISTRUOTI.csv')), 'company') as CompanyRecord[];
  assert.deepEqual({ status: company!.status, closedOn: company!.closedOn }, { status: 'closed', closedOn: '2026-09-14' });
  // Any other status keeps closedOn empty: stat_data_nuo is when a liquidation or the like began.
  const [liquidating] = recordsOf(mapRegistered({ ...row, stat_kodas: '7', stat_pavadinimas: 'Likviduojamas' }, makeContext('JAR_IREGISTRUOTI.csv')), 'company') as CompanyRecord[];
  assert.equal(liquidating!.closedOn, null);
});

test('details and the compliance statement give such an entity its closing day', async (t) => {
  const registered = readFileSync(join(fixturesDir('lt'), 'JAR_IREGISTRUOTI.csv'), 'utf8');
  const services = await ltServicesWith(t, { 'JAR_IREGISTRUOTI.csv': `${registered.trimEnd()}\n${ROW}\n` });
  const company = services.getCompany('304000300', 'LT');
  assert.deepEqual({ status: company.status, closedOn: company.closedOn }, { status: 'closed', closedOn: '2026-09-14' });
  const closed = services.complianceFor('304000300', 'LT').flagDetails.find((f) => f.flag === 'closed');
  assert.equal(closed?.since, '2026-09-14');
});
