// UR's officers.csv writes a prokūrists (holder of a commercial power of attorney) as PROCTOR, and
// the service served it as position `proctor`, an English word for a university or church court
// office, while the Estonian prokurist, the same office, is `procurator`. A reader comparing the
// two countries saw two positions. The Latvian one is now `procurator` too, and a role first served
// as `proctor` keeps the instant it was first seen (no new registration at the import that rereads it).
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
const LIGA = { name: 'Liga Krūmiņa', birthDate: '1985-03-04' };

/** lv.officers as it read a PROCTOR before: its code in lower case. */
const formerOfficers = officersReadAsBefore('PROCTOR', (record) => ({ ...record, position: 'proctor' }));

test('an LV prokūrists is a procurator, as an EE prokurist is, first seen when the former reading was', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  appendFileSync(join(s.files, 'officers.csv'),
    '109;https://dati.ur.gov.lv/officers/109;40003000001;NATURAL_PERSON;PROCTOR;;Krūmiņa Līga;;1985-03-04;;INDIVIDUALLY;;2019-04-01;2019-04-01 09:00:00.000\n');

  const first = await runImport({ databasePath: s.db, sources: sources.map(formerOfficers), fromDir: s.files, now: FIRST });
  assert.equal(sourceReport(first, 'lv.officers').status, 'published', sourceReport(first, 'lv.officers').message);
  const second = await runImport({ databasePath: s.db, sources: sources.filter((x) => x.id === 'lv.officers'), fromDir: s.files, now: SECOND, force: true });
  assert.equal(sourceReport(second, 'lv.officers').status, 'published', sourceReport(second, 'lv.officers').message);

  const db = openForReading(s.db);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });

  const officers = services.getCompany('40003000001', 'LV').officers;
  assert.deepEqual(officers.filter((o) => o.name === 'Līga Krūmiņa').map((o) => o.position), ['procurator']);

  const roles = services.checkPerson(LIGA.name, LIGA.birthDate, 100, SECOND).results.map((r) => `${r.role}/${r.position}`);
  assert.deepEqual(roles, ['officer/procurator']);

  const fresh = services.newRegistrations(LIGA.name, LIGA.birthDate, 168, 100, SECOND).results;
  assert.deepEqual(fresh.map((r) => `${r.position} ${r.firstSeenAt}`), [], 'the reread procurator is no new registration');
});
