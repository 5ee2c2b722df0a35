// JAR register files written from the documented headers (BOM, `|` inside quotes, `""` escapes,
// blank and junk cells): companies, closures, statuses, flags, classifier names and rejections.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ADDRESSES, FORM_CLASSIFIER, mapDeregistered, mapRegistered, STATUS_CLASSIFIER } from '../../../src/importers/lt/jar-map.ts';
import type { MapContext, Row } from '../../../src/importers/source.ts';
import { fixturesDir, indexBy, makeContext, readCsv, recordsOf, rejectOf } from './support.ts';

const dir = fixturesDir('lt');
const read = (name: string) => readCsv(join(dir, name), '|');
const withLookups = (): MapContext => makeContext('JAR_IREGISTRUOTI.csv', {
  [FORM_CLASSIFIER]: indexBy(read(FORM_CLASSIFIER), 'form_kodas'),
  [STATUS_CLASSIFIER]: indexBy(read(STATUS_CLASSIFIER), 'stat_kodas'),
  [ADDRESSES]: indexBy(read(ADDRESSES), 'ja_kodas'),
});
const byCode = (rows: Row[], code: string) => rows.find((r) => r.ja_kodas === code)!;

test('a quoted name with "" escapes and a | inside keeps both; a liquidation raises in_liquidation from its date', () => {
  const rows = read('JAR_IREGISTRUOTI.csv');
  assert.ok('ja_kodas' in rows[0]!, 'the BOM is not part of the first header');
  const result = mapRegistered(byCode(rows, '304000002'), withLookups());
  const [company] = recordsOf(result, 'company');
  assert.equal(company!.name, 'AB "Pipe | Line"');
  assert.equal(company!.legalFormName, 'AB');
  assert.equal(company!.status, 'liquidation');
  assert.equal(company!.registryStatus, 'Likviduojamas');
  assert.deepEqual(recordsOf(result, 'flag'), [{
    country: 'LT', regcode: '304000002', flag: 'in_liquidation', detail: 'Likviduojamas', since: '2026-03-15', until: null,
  }]);
});

test('stat_kodas maps to the API statuses: 6 insolvency, 1 reorganisation, 24 (a cross-border merger) reorganisation', () => {
  const rows = read('JAR_IREGISTRUOTI.csv');
  const ctx = withLookups();
  const status = (code: string) => recordsOf(mapRegistered(byCode(rows, code), ctx), 'company')[0]!;
  assert.equal(status('304000003').status, 'insolvency');
  assert.equal(status('304000003').legalFormName, 'MB', 'short form from the classifier');
  assert.equal(status('304000004').status, 'reorganisation');
  assert.equal(status('304000004').legalFormName, 'VšĮ', 'form missing from the classifier: abbreviation of the long name');
  assert.equal(status('304000006').status, 'reorganisation');
  assert.equal(status('304000006').registryStatus, 'Dalyvaujantis jungimesi peržengiant vienos valstybės ribas juridinis asmuo');
  assert.deepEqual(recordsOf(mapRegistered(byCode(rows, '304000003'), ctx), 'flag').map((f) => f.flag), ['insolvent']);
});

test('a blank adresas is filled with the newest JAR_ADRESAI address', () => {
  const company = recordsOf(mapRegistered(byCode(read('JAR_IREGISTRUOTI.csv'), '304000005'), withLookups()), 'company')[0]!;
  assert.equal(company.address, 'Vilnius, Ozo g. 25, LT-07150');
  assert.equal(company.addressCity, 'Vilnius');
  assert.equal(company.addressPostcode, 'LT-07150');
});

test('without the classifier files the legal form falls back to the documented abbreviations', () => {
  const company = recordsOf(mapRegistered(byCode(read('JAR_IREGISTRUOTI.csv'), '304000001'), makeContext('x')), 'company')[0]!;
  assert.equal(company.legalFormCode, '310');
  assert.equal(company.legalFormName, 'UAB');
});

test('junk rows are rejected with a reason naming the column', () => {
  const rows = read('JAR_IREGISTRUOTI.csv');
  const ctx = withLookups();
  assert.equal(rejectOf(mapRegistered(byCode(rows, 'ABC123'), ctx)), 'invalid ja_kodas "ABC123"');
  assert.equal(rejectOf(mapRegistered(byCode(rows, '304000009'), ctx)), 'missing ja_pavadinimas');
});

test('a registration or closing date that is no real date keeps the company, the date empty, and says so', () => {
  const warned: string[] = [];
  const ctx: MapContext = { ...withLookups(), warn: (reason, detail) => { warned.push(`${reason} ${detail}`); } };
  const [company] = recordsOf(mapRegistered(byCode(read('JAR_IREGISTRUOTI.csv'), '304000008'), ctx), 'company');
  assert.equal(company!.registeredOn, null);
  const [closed] = recordsOf(mapDeregistered(byCode(read('JAR_ISREGISTRUOTI.csv'), '123456780'), ctx), 'company');
  assert.deepEqual({ status: closed!.status, closedOn: closed!.closedOn }, { status: 'closed', closedOn: null });
  assert.deepEqual(warned, [
    'ja_reg_data is not a real date; the row is kept with it empty "2026-02-30"',
    'isreg_data is not a real date; the row is kept with it empty "31/12/2020"',
  ]);
});

test('JAR_ISREGISTRUOTI: deregistered entities are closed on isreg_data; 7-digit codes are kept', () => {
  const rows = read('JAR_ISREGISTRUOTI.csv');
  const ctx = withLookups();
  const [senoji] = recordsOf(mapDeregistered(byCode(rows, '123456789'), ctx), 'company');
  assert.deepEqual(
    { name: senoji!.name, status: senoji!.status, closedOn: senoji!.closedOn, registeredOn: senoji!.registeredOn, registryStatus: senoji!.registryStatus },
    { name: 'UAB "Senoji"', status: 'closed', closedOn: '2020-07-31', registeredOn: '1995-01-10', registryStatus: 'Išregistruotas' },
  );
  assert.equal(recordsOf(mapDeregistered(byCode(rows, '1234567'), ctx), 'company')[0]!.regcode, '1234567');
});

// JAR's postcode is LT-07114, but an address a company gave writes it as its papers do: bare digits,
// LT and a space, LT glued on. Each was left in the street (Gedimino pr. 1, 01103) with no postcode,
// so a checkout form printed it twice and its postcode field stayed empty.
test('a postcode written 01103, LT 01103 or LT01103 is the postcode, as LT-01103, and leaves the street', () => {
  const parts = (adresas: string) => {
    const row: Row = { ja_kodas: '304000010', ja_pavadinimas: 'UAB Pašto Kodas', adresas, ja_reg_data: '2020-01-02', form_kodas: '310', stat_kodas: '0' };
    const c = recordsOf(mapRegistered(row, makeContext('JAR_IREGISTRUOTI.csv')), 'company')[0]!;
    return { street: c.addressStreet, city: c.addressCity, postcode: c.addressPostcode, address: c.address };
  };
  for (const written of ['01103', 'LT 01103', 'LT01103', 'lt-01103', 'LT-01103']) {
    assert.deepEqual(parts(`Vilnius, Gedimino pr. 1-5, ${written}`),
      { street: 'Gedimino pr. 1-5', city: 'Vilnius', postcode: 'LT-01103', address: `Vilnius, Gedimino pr. 1-5, ${written}` }, written);
  }
  assert.deepEqual(parts('Vilniaus r. sav., Avižienių sen., Pilaitės k., Pilaitės g. 1, 14170'),
    { street: 'Pilaitės g. 1', city: 'Pilaitės k.', postcode: 'LT-14170', address: 'Vilniaus r. sav., Avižienių sen., Pilaitės k., Pilaitės g. 1, 14170' });
});
