// UR writes placeholders where a person's name should be: `-`, `000000`, `2017`, and also
// `"2015"`, `"421"` (digits inside quotation marks) and `185+` (lv-and-sanctions.md, "junk
// names"). The quoted and the `+` forms were read as names, so a company's details listed a
// board member called "2015". A name with no letter at all is now rejected as junk, whatever
// marks surround its digits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { isJunkName } from '../../../src/importers/lv/common.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { query, runImport, scratch, sourceReport } from '../pipeline/helpers.ts';

test('placeholder names of digits in quotes or with a plus are junk; real names are not', () => {
  for (const junk of ['"2015"', '"421"', '185+', '"155"', '-', '000000', '2017', '1887', '(2016)']) assert.equal(isJunkName(junk), true, junk);
  for (const name of ['Bērziņš Jānis', 'SIA "1188"', 'AS "7 Eleven"', 'Ян Ли', 'O\'Neil Jo']) assert.equal(isJunkName(name), false, name);
});

test('officers, members and beneficial owners named by a placeholder are neither listed nor tied to a company', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  appendFileSync(join(s.files, 'officers.csv'),
    '110;https://dati.ur.gov.lv/officers/110;40003000001;NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;"""2015""";;;;INDIVIDUALLY;;2016-01-01;2020-01-01 10:00:00.000\n'
    + '111;https://dati.ur.gov.lv/officers/111;40003000001;NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;185+;;;;INDIVIDUALLY;;2016-01-01;2020-01-01 10:00:00.000\n');
  appendFileSync(join(s.files, 'members.csv'),
    '207;u;40003000001;NATURAL_PERSON;"""155""";;;;10;1;EUR;2016-01-01;2016-01-01;2020-01-01 10:00:00.000\n');
  appendFileSync(join(s.files, 'beneficial_owners.csv'),
    '406;40003000001;"""421""";;;;;;2019-02-03;2020-01-01 10:00:00.000\n');
  const report = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: new Date('2026-11-20T06:00:00Z') });
  assert.equal(report.ok, true, JSON.stringify(report.sources.filter((r) => r.status === 'failed')));

  const db = openForReading(s.db);
  t.after(() => db.close());
  const officers = createServices({ db, sanctionsThreshold: 0.9 }).getCompany('40003000001', 'LV').officers;
  assert.deepEqual(officers.map((o) => o.name), ['Jānis Bērziņš', 'Inese Liberte']);
  assert.deepEqual(query(s.db, `SELECT person_name FROM person_roles WHERE regcode = '40003000001' AND person_name NOT GLOB '*[a-zA-Zā-ž]*'`), []);
  assert.equal(sourceReport(report, 'lv.officers').rejects['junk name'], 3);
  assert.equal(sourceReport(report, 'lv.members').rejects['junk name'], 2);
  assert.equal(sourceReport(report, 'lv.beneficial-owners').rejects['junk name'], 2);
});

// beneficial_owners.csv splits the name; UR writes `-` for a part it has none of. The owner was
// served as `- Ozols`; the placeholder part is now left out and the owner is `Ozols`.
test('a beneficial owner whose forename is a placeholder is served by the surname alone', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  appendFileSync(join(s.files, 'beneficial_owners.csv'),
    '407;40003000001;-;Ozols;;1970-01-02;LV;LV;2019-02-03;2020-01-01 10:00:00.000\n');
  const report = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: new Date('2026-11-20T06:00:00Z') });
  assert.equal(report.ok, true, JSON.stringify(report.sources.filter((r) => r.status === 'failed')));
  const db = openForReading(s.db);
  t.after(() => db.close());
  const links = createServices({ db, sanctionsThreshold: 0.9 }).checkPerson('Ozols', '1970-01-02', 100, new Date('2026-11-20T06:00:00Z')).results;
  assert.deepEqual(links.map((r) => [r.regcode, r.role, r.personName]), [['40003000001', 'beneficial_owner', 'Ozols']]);
});
