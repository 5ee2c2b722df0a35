// LT and FI fixtures imported, then read back through the services the REST API and MCP tools
// use (createServices): what a user of the API sees. Skipped while the services are a placeholder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as ltSources } from '../../../src/importers/lt/index.ts';
import { sources as fiSources } from '../../../src/importers/fi/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices, type Services } from '../../../src/services/index.ts';
import { fixtureSized, fixturesDir } from './support.ts';

async function importedServices(t: { after(fn: () => void): void; skip(msg: string): void }): Promise<Services | null> {
  const dir = mkdtempSync(join(tmpdir(), 'ltfi-services-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databasePath = join(dir, 'registry.sqlite');
  for (const [list, from] of [[ltSources, fixturesDir('lt')], [fiSources, fixturesDir('fi')]] as const) {
    const report = await importSources({ databasePath, sources: fixtureSized(list), fromDir: from, now: new Date('2026-11-21T10:00:00Z'), progress: 'none', screen: false });
    assert.equal(report.ok, true, JSON.stringify(report.sources.map((s) => [s.source, s.message])));
  }
  const db = openForReading(databasePath);
  t.after(() => db.close());
  try {
    return createServices({ db, sanctionsThreshold: 0.9 });
  } catch (err) {
    if (/not implemented/.test((err as Error).message)) { t.skip('createServices is still a placeholder'); return null; }
    throw err;
  }
}

test('LT company details: legal form, status, Sodra activity, financial years and filing flags', async (t) => {
  const services = await importedServices(t);
  if (!services) return;
  const company = services.getCompany('304000001', 'LT');
  assert.equal(company.name, 'UAB "Šiaurės vėjas"');
  assert.equal(company.legalForm, 'UAB');
  // The full name JAR writes in form_pavadinimas, as LV, EE and FI details give theirs.
  assert.equal(company.legalFormName, 'Uždaroji akcinė bendrovė');
  assert.equal(company.legalFormEnglish, 'Private limited liability company', 'JAR\'s own English of the form');
  const outsideClassifier = services.getCompany('304000004', 'LT');
  assert.deepEqual([outsideClassifier.legalForm, outsideClassifier.legalFormName, outsideClassifier.legalFormEnglish], ['VšĮ', 'Viešoji įstaiga', 'Public institution']);
  assert.equal(company.status, 'active');
  // EVRK 2 is NACE Rev. 2 to the class: its section, division and class in English beside Sodra's Lithuanian.
  assert.deepEqual(company.nace, {
    code: '62.01', description: 'Kompiuterių programavimo veikla', classification: 'EVRK 2',
    section: { code: 'J', title: 'Information and communication' }, division: { code: '62', title: 'Computer programming, consultancy and related activities' },
    class: { code: '62.01', title: 'Computer programming activities' },
  });
  assert.deepEqual(company.vat && { registered: company.vat.registered, number: company.vat.number }, { registered: true, number: 'LT100001234518' });
  const y2021 = company.financials.find((f) => f.year === 2021);
  assert.deepEqual(y2021 && { revenue: y2021.revenue, profit: y2021.profit, assets: y2021.assets, equity: y2021.equity, liabilities: y2021.liabilities },
    { revenue: 251000, profit: 10600, assets: 120000, equity: 80000, liabilities: 40000 });
  // Sodra's latest month is no financial year: it is the headcount beside the annual reports.
  assert.deepEqual(company.financials.map((f) => [f.year, f.employees]), [[2023, null], [2021, null]]);
  assert.deepEqual(company.headcount && [company.headcount.employees, company.headcount.source], [44, 'lt.sodra']);
  const compliance = services.complianceFor('304000002', 'LT');
  assert.equal(compliance.status, 'liquidation');
  assert.ok(compliance.flags.includes('annual_report_late'), 'late filing is a compliance flag');
});

test('FI company by business ID with or without hyphen: former names, TOL code, VAT and autofill', async (t) => {
  const services = await importedServices(t);
  if (!services) return;
  const company = services.getCompany('23456780');
  assert.equal(company.regcode, '2345678-0');
  assert.equal(company.country, 'FI');
  assert.equal(company.address, 'c/o Tilitoimisto, Aleksanterinkatu 15 A 7b, 00100 HELSINKI');
  assert.deepEqual(company.formerNames.map((n) => n.name), ['Vanha Tunturi Oy']);
  assert.deepEqual(company.nace, {
    code: '62010', description: 'Computer programming activities', classification: 'TOL 2008',
    section: { code: 'J', title: 'Information and communication' }, division: { code: '62', title: 'Computer programming, consultancy and related activities' },
    class: { code: '62.01', title: 'Computer programming activities' },
  });
  assert.equal(company.vat?.number, 'FI23456780');
  const [fill] = services.autofill('Tunturi Testi', { country: 'FI', limit: 5 });
  assert.deepEqual(fill, { regcode: '2345678-0', country: 'FI', name: 'Tunturi Testi Oy', legalForm: 'Oy', legalFormEnglish: 'Limited company',
    address: 'c/o Tilitoimisto, Aleksanterinkatu 15 A 7b, 00100 HELSINKI',
    addressParts: { street: 'c/o Tilitoimisto, Aleksanterinkatu 15 A 7b', postcode: '00100', city: 'HELSINKI', country: 'FI' }, status: 'active', vatNumber: 'FI23456780' });
  assert.equal(services.getCompany('2345679-9').status, 'insolvency');
});

test('an import keeps where each source comes from, as its definition names it, and that it is not generated', async (t) => {
  const services = await importedServices(t);
  if (!services) return;
  const jar = services.datasetInfo().sources.find((s) => s.source === 'lt.jar')!;
  const def = ltSources.find((d) => d.id === 'lt.jar')!;
  assert.deepEqual(
    { title: jar.title, publisher: jar.publisher, url: jar.url, licence: jar.licence, updateFrequency: jar.updateFrequency, generated: jar.generated },
    { title: def.title, publisher: def.publisher, url: def.url, licence: def.licence, updateFrequency: def.updateFrequency, generated: false });
});
