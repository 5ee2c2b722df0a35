// What the search index keeps of a company, and the rank order its document ids encode.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Country } from '../domain/country.ts';
import {
  buildSearchDocument, documentId, rankCell, sourceFingerprint, spreadSequences, statusBucket, storedDocumentTexts, MAX_SEQUENCE,
  type SearchSourceRow,
} from './search-documents.ts';

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

test('document ids order by status, then name length, then name, across countries', () => {
  assert.ok(statusBucket('active') < statusBucket('reorganisation'));
  assert.ok(statusBucket('unknown') < statusBucket('liquidation'));
  assert.ok(statusBucket('insolvency') < statusBucket('closed'));
  const id = (bucket: number, key: string, sequence: number, country: Country) => documentId(rankCell(bucket, key.length, key), sequence, country);
  assert.ok(id(statusBucket('active'), 'a'.repeat(40), 9, 'FI') < id(statusBucket('closed'), 'abc', 0, 'LV'));
  assert.ok(id(0, 'zzzzz', 100, 'FI') < id(0, 'aaaaaa', 0, 'LV'), 'a shorter name first');
  // Within one status and length, names of every country interleave by their first letters.
  assert.ok(id(0, 'alpha', 5_000_000, 'FI') < id(0, 'bravo', 0, 'LV'));
  assert.ok(id(0, 'ab d', 0, 'LV') < id(0, 'ab1d', 0, 'LV'), 'a space sorts before a digit, as in SQLite');
  assert.notEqual(id(0, 'koks', 1, 'LV'), id(0, 'koks', 1, 'EE'));
  assert.ok(id(3, 'z'.repeat(10_000), MAX_SEQUENCE - 1, 'FI') <= Number.MAX_SAFE_INTEGER);
  assert.throws(() => id(0, 'koks', MAX_SEQUENCE, 'LV'));
});

test('rank cells never decrease with the name key, whatever its characters', () => {
  const keys = ['', ' ', '!', '0', '09', '9', ':', 'A', 'a', 'a ', 'a!', 'a\u0001z', 'a b', 'a0', 'aa', 'ab', 'az', 'a\u00e9', 'z', 'zz', 'z\u00e9', '\u00e9', '\u00e9a', '\u00ea'];
  const bytes = (s: string) => Buffer.from(s, 'utf8');
  const sorted = [...keys].sort((a, b) => Buffer.compare(bytes(a), bytes(b)));
  for (let i = 1; i < sorted.length; i++) {
    assert.ok(rankCell(0, 5, sorted[i - 1]!) <= rankCell(0, 5, sorted[i]!), `${JSON.stringify(sorted[i - 1])} before ${JSON.stringify(sorted[i])}`);
  }
});

test('sequences spread between neighbours until the gap is used up', () => {
  assert.deepEqual(spreadSequences(0, 10, 4), [2, 4, 6, 8]);
  assert.deepEqual(spreadSequences(4, 6, 1), [5]);
  assert.equal(spreadSequences(4, 5, 1), null);
  const all = spreadSequences(0, MAX_SEQUENCE, 1000)!;
  assert.ok(all.every((s, i) => s > 0 && s < MAX_SEQUENCE && (i === 0 || s > all[i - 1]!)));
});

test('a stored document gives back the exact texts it was written with', () => {
  const rows = [
    row({}),
    row({ name: 'SIA', address: null }),
    row({ other_names: 'Koka Nams\u001fVecais Koks', vat_numbers: 'LV40103564678\u001fLV90000000001' }),
    row({ name: 'AB', legal_form_code: null, legal_form_name: null, address: '' }),
    row({ name: 'Oy Ab', other_names: 'Suomen Kauppa Oy', regcode: '0112038-9' }),
  ];
  for (const r of rows) {
    const doc = buildSearchDocument(r);
    const texts = storedDocumentTexts({ name_keys: doc.nameKeys.join('\n'), form_keys: doc.formKeys.join(' '), any_tail: doc.anyTail });
    assert.deepEqual(texts, { name: doc.name, former: doc.former, any: doc.any, form: doc.form, trigram: doc.trigram }, r.name);
  }
});

test('the fingerprint changes with whatever the document or its rank is made of', () => {
  const base = sourceFingerprint(row({}));
  assert.equal(sourceFingerprint(row({})), base);
  for (const over of [
    { name: 'SIA "Rīgas Koks 2"' }, { status: 'closed' }, { address: 'Brīvības iela 101, Rīga' }, { address: null },
    { legal_form_name: null }, { other_names: 'Koka Nams' }, { vat_numbers: 'LV40103564678' }, { regcode: '40103564679' },
  ] as Array<Partial<SearchSourceRow>>) {
    assert.notEqual(sourceFingerprint(row(over)), base, JSON.stringify(over));
  }
  // Statuses of one rank bucket make the same document.
  assert.equal(sourceFingerprint(row({ status: 'liquidation' })), sourceFingerprint(row({ status: 'insolvency' })));
});
