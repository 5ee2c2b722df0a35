// UR's officers.csv lists a partner (biedrs) of a general or limited partnership (PS, KS) with
// position MEMBER_OF_PARTNERSHIP, and the service served it as an officer with that position, so a
// person check named an owner of the partnership as if it sat on a board, and screening never
// counted it as an owner. A partner is now a member with position general_partner, as the Estonian
// täisosanik is: an owner in a person check, listed among the partnership's officers in its details
// (a partnership has no board: its general partners act for it), and a role first served as an
// officer member_of_partnership keeps the instant it was first seen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { officersReadAsBefore } from './former-officers.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, scratch, sourceReport } from '../pipeline/helpers.ts';

const FIRST = new Date('2026-11-20T06:00:00Z');
const SECOND = new Date('2026-11-21T06:00:00Z');
const PARTNER = { name: 'Valdis Gailītis', birthDate: '1971-08-09' };

/** lv.officers as it read MEMBER_OF_PARTNERSHIP before: an officer with its code in lower case. */
const formerOfficers = officersReadAsBefore('MEMBER_OF_PARTNERSHIP', (record) => ({ ...record, role: 'officer', position: 'member_of_partnership' }));

test('a partner of an LV partnership is a member, general_partner, listed among its officers, first seen when the former reading was', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  appendFileSync(join(s.files, 'register.csv'),
    '40103000020;LV20ZZZ40103000020;"PS ""Gaujas Dārznieki""";PS;Gaujas Dārznieki;"";0;K;Komercreģistrs;PS;Pilnsabiedrība;2016-04-01;; ;"Sigulda, Pils iela 2";2150;120;0;100003020;0801009;\n');
  appendFileSync(join(s.files, 'officers.csv'),
    '120;https://dati.ur.gov.lv/officers/120;40103000020;NATURAL_PERSON;MEMBER_OF_PARTNERSHIP;;Gailītis Valdis;090871-*****;1971-08-09;;INDIVIDUALLY;;2016-04-01;2016-04-01 09:00:00.000\n'
    + '121;https://dati.ur.gov.lv/officers/121;40103000020;NATURAL_PERSON;MEMBER_OF_PARTNERSHIP;;Gailīte Dace;150374-*****;1974-03-15;;INDIVIDUALLY;;2016-04-01;2016-04-01 09:00:00.000\n');

  const first = await runImport({ databasePath: s.db, sources: sources.map(formerOfficers), fromDir: s.files, now: FIRST });
  assert.equal(sourceReport(first, 'lv.officers').status, 'published', sourceReport(first, 'lv.officers').message);
  const second = await runImport({ databasePath: s.db, sources: sources.filter((x) => x.id === 'lv.officers'), fromDir: s.files, now: SECOND, force: true });
  assert.equal(sourceReport(second, 'lv.officers').status, 'published', sourceReport(second, 'lv.officers').message);

  const db = openForReading(s.db);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });

  assert.deepEqual(services.getCompany('40103000020', 'LV').officers.map((o) => [o.name, o.position]),
    [['Dace Gailīte', 'general_partner'], ['Valdis Gailītis', 'general_partner']]);
  // A company's own board is listed as before.
  assert.deepEqual(services.getCompany('40003000001', 'LV').officers.map((o) => o.position), ['chair_of_board', 'board_member']);

  const roles = services.checkPerson(PARTNER.name, PARTNER.birthDate, 100, SECOND).results.map((r) => `${r.regcode} ${r.role}/${r.position}`);
  assert.deepEqual(roles, ['40103000020 member/general_partner']);

  const fresh = services.newRegistrations(PARTNER.name, PARTNER.birthDate, 168, 100, SECOND).results;
  assert.deepEqual(fresh.map((r) => `${r.position} ${r.firstSeenAt}`), [], 'the reread partner is no new registration');
});
