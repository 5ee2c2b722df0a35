// A role file can list a board member of a company the register's file does not yet hold (the
// register's import failed that day, or its file lagged the officers'): the role was dated when
// its file was published, but no answer lists a role whose company the store lacks, so it was
// first served days later, when the register's file brought the company, with a firstSeenAt
// already out of every polling job's window: /persons/new-registrations never listed it. A role
// of a company the register's publish brings into the store is now first seen then.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { createServices } from '../../../src/services/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { folderWith, query, runImport, scratch, sourceReport } from './helpers.ts';

const register = sources.find((s) => s.id === 'lv.register')!;
const officers = sources.find((s) => s.id === 'lv.officers')!;
const NEW_COMPANY = '40003999991';
const NEW_OFFICER = `999;https://dati.ur.gov.lv/officers/999;${NEW_COMPANY};NATURAL_PERSON;BOARD_MEMBER;EXECUTIVE_BOARD;`
  + 'Jaunzems Pēteris;;1990-01-01;;INDIVIDUALLY;;2026-11-20;2026-11-20 10:00:00.000';
const NEW_COMPANY_ROW = `${NEW_COMPANY};LV01ZZZ${NEW_COMPANY};"SIA ""Jauna Lapa""";SIA;Jauna Lapa;"";0;K;Komercreģistrs;SIA;`
  + 'Sabiedrība ar ierobežotu atbildību;2026-11-20;; ;"Rīga, Brīvības iela 3";1010;101;0;100003003;0010000;';
const PERSON = { name: 'Pēteris Jaunzems', birthDate: '1990-01-01' };

const appended = (file: string, line: string) => `${readFileSync(file, 'utf8').trimEnd()}\n${line}\n`;

test('a role whose company the register\'s file brings days later is first seen when it is first served', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const first = await runImport({ databasePath: s.db, sources: [register, officers], fromDir: s.files, now: new Date('2026-11-20T06:00:00Z') });
  assert.ok(first.ok, JSON.stringify(first.sources.map((r) => r.message)));

  // The officers file lists the new company's board member; the register's file of that day failed (not imported).
  const officersDay = folderWith(s.dir, s.files, ['officers.csv']);
  writeFileSync(join(officersDay, 'officers.csv'), appended(join(s.files, 'officers.csv'), NEW_OFFICER));
  const roleImport = await runImport({ databasePath: s.db, sources: [officers], fromDir: officersDay, now: new Date('2026-11-21T06:00:00Z') });
  assert.equal(sourceReport(roleImport, 'lv.officers').status, 'published', sourceReport(roleImport, 'lv.officers').message);

  // Three days later the register's file is imported again, with the company.
  const arrived = new Date('2026-11-24T06:00:00Z');
  const registerDay = folderWith(s.dir, s.files, ['register.csv']);
  writeFileSync(join(registerDay, 'register.csv'), appended(join(s.files, 'register.csv'), NEW_COMPANY_ROW));
  const companyImport = await runImport({ databasePath: s.db, sources: [register], fromDir: registerDay, now: arrived });
  assert.equal(sourceReport(companyImport, 'lv.register').status, 'published', sourceReport(companyImport, 'lv.register').message);

  const reader = openForReading(s.db);
  t.after(() => reader.close());
  const services = createServices({ db: reader, sanctionsThreshold: 0.85 });
  // A job polling every 24 hours asks for 26 the hour after the register's import.
  const answer = services.newRegistrations(PERSON.name, PERSON.birthDate, 26, 100, new Date(arrived.getTime() + 3_600_000));
  assert.equal(answer.personKnown, true);
  assert.deepEqual(answer.results.map((r) => [r.regcode, r.role, r.firstSeenAt]), [[NEW_COMPANY, 'officer', '2026-11-24T06:00:00Z']],
    'the board seat is new when the company, and so the seat, is first served');

  // The next import of the officers file keeps that instant; the roles of companies served before keep theirs.
  const again = await runImport({ databasePath: s.db, sources: [officers], fromDir: officersDay, now: new Date('2026-11-25T06:00:00Z'), force: true });
  assert.ok(again.ok, JSON.stringify(again.sources.map((r) => r.message)));
  const seen = query<{ regcode: string; first_seen_at: string }>(s.db, 'SELECT regcode, first_seen_at FROM person_roles ORDER BY id');
  assert.deepEqual(seen.filter((r) => r.regcode === NEW_COMPANY).map((r) => r.first_seen_at.slice(0, 19)), ['2026-11-24T06:00:00']);
  assert.ok(seen.filter((r) => r.regcode !== NEW_COMPANY).every((r) => r.first_seen_at < '2026-11-21'), JSON.stringify(seen));
});
