// OpenSanctions writes some countries with codes of its own: `suhh` (the Soviet Union), `csxx`
// (Serbia and Montenegro), `yucs` (Yugoslavia), `ddde` (East Germany), territories under their
// country's code (`ua-cri`), and `xk` for Kosovo. Upper-cased as if ISO codes, `SUHH` was a country
// no company has, so a Latvian company bearing the very name of an entity listed in the Soviet
// Union was read as listed in another country, capped at 0.85 below the threshold, and the check
// answered isSanctioned false. A former country with several successors now says nothing of where
// the entry is; one successor (East Germany) is its country; Kosovo stays XK.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanctionsAfterImport } from './sanctions-after-import.ts';
import { openSanctionsSource } from '../../../src/importers/sanctions/index.ts';
import { mapOpenSanctionsRow } from '../../../src/importers/sanctions/opensanctions.ts';
import type { SanctionEntryRecord } from '../../../src/domain/records.ts';

const HEADER = '"id","schema","name","aliases","birth_date","countries","addresses","identifiers","sanctions","phones","emails","dataset","first_seen","last_seen","last_change"\n';
const row = (countries: string) =>
  `"NK-4hTq9wXc2bV7mLp3","Company","Baltijas Jūras Kuģniecības Kompānija","","","${countries}","","","Ukraine-related sanctions","","","US OFAC Specially Designated Nationals (SDN) List","2024-03-09T02:54:48","2026-11-20T02:54:48","2026-11-20T02:54:48"\n`;
const COMPANY = { country: 'LV', regcode: '40003555030', name: 'SIA "Baltijas Jūras Kuģniecības Kompānija"' } as const;

test('an entity OpenSanctions lists in the Soviet Union is not read as listed outside Latvia', async () => {
  const answer = await sanctionsAfterImport(COMPANY, openSanctionsSource, { 'targets.simple.csv': HEADER + row('suhh') }, { candidates: true });
  assert.equal(answer.isSanctioned, true, JSON.stringify(answer));
  assert.deepEqual(answer.sanctions.map((m) => [m.list, m.matchedOn, m.features.countryMatch]), [['OpenSanctions', 'name', null]]);
});

test('an entity listed in Latvia and Serbia and Montenegro agrees on Latvia, and one listed in Russia still does not', async () => {
  const both = await sanctionsAfterImport(COMPANY, openSanctionsSource, { 'targets.simple.csv': HEADER + row('csxx;lv') });
  assert.deepEqual(both.sanctions.map((m) => m.features.countryMatch), [true]);
  const elsewhere = await sanctionsAfterImport(COMPANY, openSanctionsSource, { 'targets.simple.csv': HEADER + row('ru') }, { candidates: true });
  assert.equal(elsewhere.isSanctioned, false);
  assert.deepEqual(elsewhere.candidates?.map((m) => m.features.countryMatch), [false]);
});

test('OpenSanctions\' own codes are read as ISO codes: one successor, a territory\'s country, Kosovo kept, the rest none', () => {
  const countries = (raw: string) => {
    const result = mapOpenSanctionsRow({ id: 'NK-1', schema: 'Company', name: 'Example', sanctions: 'EU', countries: raw },
      { file: 'targets.simple.csv', line: 2, asOf: null, lookup: () => undefined, warn: () => {} });
    return ((result as { record: SanctionEntryRecord }).record).countries;
  };
  assert.deepEqual(countries('ddde'), ['DE']);
  assert.deepEqual(countries('suhh;yucs;cshh;csxx;zz;eu'), []);
  assert.deepEqual(countries('xk;ua-cri;lv;LV'), ['XK', 'UA', 'LV']);
});
