// A VMI VAT payer registered again after an earlier registration ended: a row giving a
// deregistration date before its registration date. Fixtures written from the column names lt.vat
// accepts (the file's header is unconfirmed), beside the repository's own JAR fixtures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mapVatPayer } from '../../../src/importers/lt/vat.ts';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as ltSources } from '../../../src/importers/lt/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { fixtureSized, fixturesDir, makeContext, recordsOf } from './support.ts';

const HEADER = 'ja_kodas,pavadinimas,pvm_kodas,pvm_iregistravimo_data,pvm_isregistravimo_data';

test('a VAT payer whose deregistration precedes its registration date is registered (registered again)', () => {
  const ctx = makeContext('Moketoja_duomenys_pvm_moketojai.csv', {}, '2026-11-20');
  const row = { ja_kodas: '304000001', pvm_kodas: 'LT100001234518', pvm_iregistravimo_data: '2019-03-01', pvm_isregistravimo_data: '2017-06-30' };
  assert.equal(recordsOf(mapVatPayer(row, ctx), 'vat')[0]!.active, true);
  // A deregistration after the registration, on or before the file's day, still ends it.
  const ended = { ...row, pvm_iregistravimo_data: '2015-07-01', pvm_isregistravimo_data: '2024-04-01' };
  assert.equal(recordsOf(mapVatPayer(ended, ctx), 'vat')[0]!.active, false);
  // Registered again only from a day after the file's: not a payer on the file's day.
  const ahead = { ...row, pvm_iregistravimo_data: '2026-12-01', pvm_isregistravimo_data: '2024-04-01' };
  assert.equal(recordsOf(mapVatPayer(ahead, ctx), 'vat')[0]!.active, false);
});

test('details, compliance and autofill serve a company registered for VAT again as a VAT payer', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'lt-vat-again-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const files = join(dir, 'files');
  cpSync(fixturesDir('lt'), files, { recursive: true });
  writeFileSync(join(files, 'Moketoja_duomenys_pvm_moketojai.csv'),
    `${HEADER}\n304000001,"UAB ""Šiaurės vėjas""",LT100001234518,2019-03-01,2017-06-30\n`);
  const databasePath = join(dir, 'registry.sqlite');
  const report = await importSources({
    databasePath, sources: fixtureSized(ltSources), fromDir: files, now: new Date('2026-11-21T10:00:00Z'), progress: 'none', screen: false,
  });
  assert.equal(report.ok, true, JSON.stringify(report.sources.map((s) => [s.source, s.message])));
  const db = openForReading(databasePath);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });

  const company = services.getCompany('304000001', 'LT');
  assert.deepEqual(company.vat, { registered: true, number: 'LT100001234518', registeredOn: '2019-03-01', deregisteredOn: '2017-06-30' });
  const compliance = services.complianceFor('304000001', 'LT');
  assert.equal(compliance.vatRegistered, true);
  assert.ok(!compliance.flags.includes('vat_deregistered'), `flags: ${compliance.flags.join(', ')}`);
  const [filled] = services.autofill('304000001', { country: 'LT', limit: 5 });
  assert.equal(filled?.vatNumber, 'LT100001234518');
});
