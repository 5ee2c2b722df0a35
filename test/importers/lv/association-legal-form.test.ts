// UR's register.csv types an association BDR (type_text Biedrība), a code of UR's own that no
// Latvian writes before a name, while SIA, AS, IK, KS and PS are written so. legalForm served BDR,
// which a web shop's autofill put in a form's legal-form field and an invoice's header, though
// legalForm is the form as its country abbreviates it, or its name where none is in use. It is now
// Biedrība, the register's own name of the form; legalFormCode keeps BDR.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, scratch, sourceReport } from '../pipeline/helpers.ts';

test('an LV association is served with legalForm Biedrība, a company with its abbreviation', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  const report = await runImport({ databasePath: s.db, sources: sources.filter((d) => d.id === 'lv.register'), knownSources: sources,
    fromDir: s.files, now: new Date('2026-11-20T06:00:00Z') });
  assert.equal(sourceReport(report, 'lv.register').status, 'published', sourceReport(report, 'lv.register').message);
  const db = openForReading(s.db);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });

  const association = services.getCompany('50008000008', 'LV');
  assert.equal(association.legalForm, 'Biedrība');
  assert.equal(association.legalFormCode, 'BDR');
  const [filled] = services.autofill('50008000008', { country: 'LV', limit: 1 });
  assert.equal(filled?.legalForm, 'Biedrība');
  const [found] = services.searchCompanies('Biedrība Delta', { country: 'LV', limit: 1 });
  assert.equal(found?.legalForm, 'Biedrība');

  for (const [regcode, form] of [['40003000001', 'SIA'], ['41500000002', 'IK'], ['40003000007', 'AS']] as const) {
    assert.equal(services.getCompany(regcode, 'LV').legalForm, form, regcode);
  }
});
