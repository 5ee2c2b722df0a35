// An entity deregistered between the day's two JAR extracts is listed by both: JAR_IREGISTRUOTI
// still as registered, JAR_ISREGISTRUOTI as deregistered. Where the deregistered row gives no
// deregistration day (isreg_data blank, or no real date), the rows tied on closedOn and the later
// line number won, each file counting its own lines: the registered row, listed further down its
// file, made the entity active in details, compliance and autofill.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixturesDir } from './support.ts';
import { ltServicesWith } from './fixture-services.ts';

// Rows as the two extracts write them (the documented headers): the deregistered rows come at
// lines 5 and 6 of JAR_ISREGISTRUOTI.csv, the registered rows of the same entities at 11 and 12 of
// JAR_IREGISTRUOTI.csv.
const REGISTERED = [
  '304000020|UAB Be datos|Vilnius, Ozo g. 20, LT-07150|2012-03-01|310|Uždaroji akcinė bendrovė|0|Teisinis statusas neįregistruotas|2012-03-01|2026-11-20',
  '304000021|UAB Klaidinga data|Kaunas, Savanorių pr. 21, LT-44001|2013-04-02|310|Uždaroji akcinė bendrovė|0|Teisinis statusas neįregistruotas|2013-04-02|2026-11-20',
];
const DEREGISTERED = [
  '304000020|UAB Be datos|Vilnius, Ozo g. 20, LT-07150|2012-03-01|310|Uždaroji akcinė bendrovė||2026-11-20',
  '304000021|UAB Klaidinga data|Kaunas, Savanorių pr. 21, LT-44001|2013-04-02|310|Uždaroji akcinė bendrovė|2026-02-30|2026-11-20',
];

const appended = (name: string, rows: string[]) =>
  `${readFileSync(join(fixturesDir('lt'), name), 'utf8').trimEnd()}\n${rows.join('\n')}\n`;

test('an entity JAR_ISREGISTRUOTI lists without a real deregistration day is served closed, not as the registered row', async (t) => {
  const services = await ltServicesWith(t, {
    'JAR_IREGISTRUOTI.csv': appended('JAR_IREGISTRUOTI.csv', REGISTERED),
    'JAR_ISREGISTRUOTI.csv': appended('JAR_ISREGISTRUOTI.csv', DEREGISTERED),
  });
  for (const regcode of ['304000020', '304000021']) {
    const company = services.getCompany(regcode, 'LT');
    assert.deepEqual(
      { status: company.status, registryStatus: company.registryStatus, closedOn: company.closedOn },
      { status: 'closed', registryStatus: 'Išregistruotas', closedOn: null },
      regcode,
    );
    const compliance = services.complianceFor(regcode, 'LT');
    assert.ok(compliance.flagDetails.some((f) => f.flag === 'closed'), `${regcode}: ${JSON.stringify(compliance.flagDetails)}`);
    const [filled] = services.autofill(regcode, { country: 'LT', limit: 5 });
    assert.equal(filled?.status, 'closed', regcode);
  }
});
