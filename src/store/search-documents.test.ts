// What the search index keeps of a company, and the rank order its document ids encode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSearchDocument, documentId, statusBucket, type SearchSourceRow } from './search-documents.ts';

const row = (over: Partial<SearchSourceRow>): SearchSourceRow => ({
  regcode: '40103564678', name: 'SIA "Rīgas Koks"', status: 'active', address: 'Brīvības iela 100, Rīga',
  legal_form_code: 'SIA', legal_form_name: 'Sabiedrība ar ierobežotu atbildību', other_names: null, vat_numbers: null, ...over,
});

test('names are folded and lose their legal-form words wherever they stand', () => {
  for (const name of ['SIA "Rīgas Koks"', 'Rīgas Koks, SIA', 'RĪGAS KOKS SIA', 'Sabiedrība ar ierobežotu atbildību „Rīgas koks“']) {
    assert.equal(buildSearchDocument(row({ name })).name, 'rigas koks', name);
  }
  assert.equal(buildSearchDocument(row({ name: 'Oy Suomen Kauppa Ab' })).name, 'suomen kauppa');
});

test('legal forms are indexed in their short and long spellings', () => {
  const ou = buildSearchDocument(row({ name: 'Põhja Puit OÜ', legal_form_code: 'OÜ', legal_form_name: 'Osaühing' }));
  assert.ok(ou.formKeys.includes('ou') && ou.formKeys.includes('osauhing'));
  const fi = buildSearchDocument(row({ name: 'Vanha Puu Oy', legal_form_code: '16', legal_form_name: 'Osakeyhtiö' }));
  assert.ok(fi.formKeys.includes('oy') && fi.formKeys.includes('osakeyhtio'));
  const sia = buildSearchDocument(row({}));
  assert.ok(sia.formKeys.includes('sia'));
  assert.ok(!sia.name.split(' ').includes('sia'));
});

test('numbers: the regcode with and without hyphen, VAT numbers with and without prefix', () => {
  const fi = buildSearchDocument(row({ regcode: '0112038-9', vat_numbers: 'FI01120389' }));
  for (const token of ['01120389', '0112038', 'fi01120389']) assert.ok(fi.any.split(' ').includes(token), token);
  const ee = buildSearchDocument(row({ regcode: '10137025', vat_numbers: 'EE100247019' }));
  assert.ok(ee.any.includes('ee100247019') && ee.any.includes('100247019'));
});

test('other names are kept apart from the current one, without duplicates', () => {
  const d = buildSearchDocument(row({ other_names: 'SIA "Koka Nams"\u001fKoka Nams\u001fSIA "Rīgas Koks"' }));
  assert.deepEqual(d.nameKeys, ['rigas koks', 'koka nams']);
  assert.equal(d.former, 'koka nams');
});

test('document ids order by status, then name length, then sequence, across countries', () => {
  assert.ok(statusBucket('active') < statusBucket('reorganisation'));
  assert.ok(statusBucket('unknown') < statusBucket('liquidation'));
  assert.ok(statusBucket('insolvency') < statusBucket('closed'));
  const activeLong = documentId(statusBucket('active'), 40, 9, 'FI');
  const closedShort = documentId(statusBucket('closed'), 3, 0, 'LV');
  assert.ok(activeLong < closedShort);
  assert.ok(documentId(0, 5, 100, 'LV') < documentId(0, 6, 0, 'EE'));
  assert.notEqual(documentId(0, 5, 1, 'LV'), documentId(0, 5, 1, 'EE'));
  assert.ok(documentId(3, 10_000, 2 ** 24 - 1, 'FI') < Number.MAX_SAFE_INTEGER);
  assert.throws(() => documentId(0, 5, 2 ** 24, 'LV'));
});
