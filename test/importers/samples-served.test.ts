// The real EE, LT and FI excerpts of shared/data-sources/samples/, imported through the real
// pipeline, are SERVED over HTTP with the values they hold. Sample files are copied into a temp
// folder under their official download names (the FI excerpts were saved under longer names).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourcesOf } from '../../src/importers/registry.ts';
import { openForReading } from '../../src/store/open.ts';
import { createServices } from '../../src/services/index.ts';
import { SAMPLES, runImport, scratch } from './pipeline/helpers.ts';
import { API, startTestApp } from '../http/harness.ts';

const COPIES: Array<[string, string]> = [
  ['ee/ettevotja_rekvisiidid__lihtandmed.csv', 'ettevotja_rekvisiidid__lihtandmed.csv'],
  ['lt/JAR_IREGISTRUOTI.csv', 'JAR_IREGISTRUOTI.csv'],
  ['fi/opendata-ytj-api_v3_all_companies__one_record_3466646-8.json', 'all_companies.json'],
  ['fi/opendata-ytj-api_v3_companies__businessId_0112038-9.json', 'companies_0112038-9.json'],
];

test('the real EE, LT and FI samples are served field by field over HTTP', async (t) => {
  if (!COPIES.every(([from]) => existsSync(join(SAMPLES, from)))) { t.skip(`no samples at ${SAMPLES}`); return; }
  const s = scratch();
  t.after(() => s.cleanup());
  for (const [from, to] of COPIES) copyFileSync(join(SAMPLES, from), join(s.files, to));
  // lt.jar also reads the deregistered extract; there is no excerpt of it: the documented header alone.
  writeFileSync(join(s.files, 'JAR_ISREGISTRUOTI.csv'), 'ja_kodas|ja_pavadinimas|adresas|ja_reg_data|form_kodas|form_pavadinimas|isreg_data|formavimo_data\n');
  const report = await runImport({
    // Excerpts of a few rows: the national minimum row counts would (rightly) refuse them.
    databasePath: s.db, sources: [...sourcesOf('ee'), ...sourcesOf('lt'), ...sourcesOf('fi')]
      .map((src) => ({ ...src, expectedRows: { min: 0, max: src.expectedRows.max } })),
    fromDir: s.files, now: new Date('2026-11-22T08:00:00Z'), allowShrink: true,
  });
  const published = report.sources.filter((r) => r.status === 'published').map((r) => r.source);
  for (const id of ['ee.basic', 'lt.jar', 'fi.ytj']) assert.ok(published.includes(id), `${id}: ${JSON.stringify(report.sources.find((r) => r.source === id))}`);

  const db = openForReading(s.db);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  t.after(async () => { await close(); db.close(); });
  const get = async (url: string) => {
    const r = await app.inject({ method: 'GET', url: `${API}${url}` });
    assert.equal(r.statusCode, 200, `${url}: ${r.body}`);
    return JSON.parse(r.body);
  };

  const kinnisvara = await get('/companies/12652512?country=EE');
  assert.equal(kinnisvara.name, '001 Kinnisvara OÜ');
  assert.equal(kinnisvara.legalForm, 'OÜ');
  assert.equal(kinnisvara.legalFormEnglish, 'Private limited company');
  assert.equal(kinnisvara.status, 'active');
  assert.equal(kinnisvara.registryStatus, 'Registrisse kantud');
  assert.equal(kinnisvara.registeredOn, '2014-04-25');
  assert.equal(kinnisvara.address, 'Harju maakond, Tallinn, Haabersti linnaosa, Õismäe tee 78-9, 13513');
  assert.deepEqual(kinnisvara.vat, { registered: true, number: 'EE101721589', registeredOn: null, deregisteredOn: null });
  const byVat = await get('/companies/EE101335276');
  assert.equal(byVat.name, '007 Autohaus osaühing');
  assert.equal(byVat.address, 'Tartu maakond, Tartu linn, Tartu linn, Turu tn 34, 51004');
  assert.equal(byVat.registeredOn, '2009-07-30');

  const lietkompexim = await get('/companies/110003978');
  assert.equal(lietkompexim.country, 'LT');
  assert.equal(lietkompexim.name, 'Uždaroji akcinė bendrovė "Lietkompexim"');
  assert.equal(lietkompexim.address, 'Vilnius, S. Stanevičiaus g. 95, LT-07114');
  assert.equal(lietkompexim.registeredOn, '1991-04-25');
  assert.equal(lietkompexim.legalForm, 'UAB');
  assert.equal(lietkompexim.legalFormName, 'Uždaroji akcinė bendrovė');
  assert.equal(lietkompexim.legalFormEnglish, 'Private limited liability company');
  assert.equal(lietkompexim.status, 'active');
  assert.equal(lietkompexim.registryStatus, 'Teisinis statusas neįregistruotas');
  const ltSearch = await get('/companies/search?q=lietkompexim');
  assert.equal(ltSearch.results[0].regcode, '110003978');

  const patana = await get('/companies/34666468');
  assert.equal(patana.regcode, '3466646-8');
  assert.equal(patana.name, 'Anttoni Patana Oy');
  assert.equal(patana.registeredOn, '2024-08-08');
  assert.deepEqual(patana.vat, { registered: true, number: 'FI34666468', registeredOn: '2024-08-12', deregisteredOn: null });
  assert.deepEqual(patana.nace, {
    code: '70220', description: 'Business and other management consultancy activities', classification: 'TOL 2008',
    section: { code: 'M', title: 'Professional, scientific and technical activities' },
    division: { code: '70', title: 'Activities of head offices; management consultancy activities' },
    class: { code: '70.22', title: 'Business and other management consultancy activities' },
  });
  assert.equal(patana.address, 'c/o Anttoni Patana, Mechelininkatu 18 B 52, 00100 HELSINKI');
  const nokia = await get('/companies/0112038-9');
  assert.equal(nokia.name, 'Nokia Oyj');
  assert.deepEqual(nokia.formerNames.map((n: { name: string }) => n.name), ['Oy Nokia Ab']);
  assert.equal(nokia.nace.code, '70100');
  const nokiaByOldName = await get('/companies/search?q=oy%20nokia%20ab');
  assert.equal(nokiaByOldName.results[0].regcode, '0112038-9');
  const autofill = await get('/companies/autofill?q=anttoni%20patana');
  assert.deepEqual(autofill.results[0], { regcode: '3466646-8', country: 'FI', name: 'Anttoni Patana Oy', legalForm: 'Oy', legalFormEnglish: 'Limited company', address: patana.address,
    addressParts: { street: 'c/o Anttoni Patana, Mechelininkatu 18 B 52', postcode: '00100', city: 'HELSINKI', country: 'FI' }, status: 'active', vatNumber: 'FI34666468' });
});
