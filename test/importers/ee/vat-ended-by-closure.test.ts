// RIK's basic data gives an Estonian company's VAT number (kmkr_nr) only while it is on EMTA's VAT
// register, with no dates: the number is gone, not deregistered, once EMTA strikes it off. A
// vat_deregistered flag can so come only from a closure, a company the file lists as deleted
// (staatus K) with its number still filled, for which RIK's files may give no deletion day (no
// closedOn): the flag then says the closure ended it and that no day is known, never "deregistered
// from EMTA's VAT register" nor a day of its own, and the closed flag says so too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { BASIC, basicFile, basicRow, generalSources } from './general-files.ts';

const WORDING: Record<string, string> = { R: 'Registrisse kantud', L: 'Likvideerimisel', N: 'Pankrotis', K: 'Kustutatud' };
const row = (code: string, name: string, status: string, vat: string) => basicRow({
  nimi: name, ariregistri_kood: code, ettevotja_oiguslik_vorm: 'Osaühing', kmkr_nr: vat, ettevotja_staatus: status,
  ettevotja_staatus_tekstina: WORDING[status]!, ettevotja_esmakande_kpv: '05.06.2016',
});

test('EE: vat_deregistered comes only from a closure, and a closure of no known day is said so', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-vat-closure-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(join(root, BASIC), basicFile([
    row('14000001', 'Näidis Ehitus OÜ', 'R', 'EE102000001'),
    row('10000018', 'Tamme Puit OÜ', 'L', 'EE100000018'),
    row('11000027', 'Kase Kaubandus OÜ', 'N', 'EE101335276'),
    // Listed as deleted, its number still filled; no general data lists it: no deletion day.
    row('12000036', 'Suletud Kaubandus OÜ', 'K', 'EE102000036'),
    // Struck off EMTA's register: kmkr_nr empty.
    row('12000045', 'Endine Maksja OÜ', 'R', ''),
  ]));
  const databasePath = join(root, 'registry.sqlite');
  const report = await importSources({ databasePath, sources: generalSources.filter((s) => s.id === 'ee.basic'), fromDir: root, now: new Date('2026-11-20T06:00:00Z'), progress: 'none', screen: false });
  assert.ok(report.sources.every((s) => s.status === 'published'), JSON.stringify(report.sources.map((s) => [s.source, s.status, s.message])));
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });
  const answer = (code: string) => {
    const v = services.complianceFor(code, 'EE');
    return { status: v.status, vatNumber: v.vatNumber, vatRegistered: v.vatRegistered, flags: v.flagDetails.map((f) => [f.flag, f.since, f.detail]) };
  };

  // Registered, in liquidation or bankrupt: the number is in force, no flag of VAT.
  assert.deepEqual(answer('14000001'), { status: 'active', vatNumber: 'EE102000001', vatRegistered: true, flags: [] });
  assert.equal(answer('10000018').vatRegistered, true);
  assert.equal(answer('11000027').vatRegistered, true);
  assert.ok([answer('10000018'), answer('11000027')].every((a) => !a.flags.some(([flag]) => flag === 'vat_deregistered')));
  // A number RIK no longer gives: none known, no flag (EMTA publishes no deregistration).
  assert.deepEqual(answer('12000045'), { status: 'active', vatNumber: null, vatRegistered: false, flags: [] });
  // Deleted with no deletion day: both flags undated, the VAT one saying so.
  assert.deepEqual(answer('12000036'), {
    status: 'closed', vatNumber: 'EE102000036', vatRegistered: false, flags: [
      ['closed', null, 'Kustutatud (Deleted from the register); the register gives no closing day'],
      ['vat_deregistered', null, "VAT registration EE102000036 ended by the company's closure (the register gives no closing day); EMTA's VAT register (as RIK's basic data gives it) still shows it registered"],
    ],
  });
  assert.equal(services.getCompany('12000036', 'EE').closedOn, null);
});
