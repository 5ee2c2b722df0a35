// Finland's Swedish speakers (and every company of Åland) write a Finnish company's form in Swedish:
// Ab for an Oy, Abp for an Oyj, Kb for a Ky (Oy Karl Fazer Ab, Nokia Abp). YTJ gives each company
// its form's Finnish name (Osakeyhtiö), so a buyer typing `Kone Ab` into a checkout form had the
// form read as no form of any Finnish company: the Ky, the Ay and the Tmi of that name came first
// and autofill's first three left out the Oy, and `Abp` alone listed nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servedFi } from './served.ts';
import { imageDocument } from '../../../src/store/search-documents.ts';

// Business IDs with a valid check digit, one company of each form, all named Kone.
const FORMS = [
  { id: '1234512-9', name: 'Kone Ky', type: '13', texts: ['Kommandiittiyhtiö', 'Kommanditbolag', 'Limited partnership'] },
  { id: '1234513-7', name: 'Kone Ay', type: '5', texts: ['Avoin yhtiö', 'Öppet bolag', 'General partnership'] },
  { id: '1234514-5', name: 'Kone Tmi', type: '26', texts: ['Yksityinen elinkeinonharjoittaja', 'Enskild näringsidkare', 'Private trader'] },
  { id: '1234515-3', name: 'Kone Oy', type: '16', texts: ['Osakeyhtiö', 'Aktiebolag', 'Limited company'] },
  { id: '1234516-1', name: 'Kone Oyj', type: '17', texts: ['Julkinen osakeyhtiö', 'Publikt aktiebolag', 'Public limited company'] },
  { id: '1234518-8', name: 'Kone osk', type: '14', texts: ['Osuuskunta', 'Andelslag', 'Cooperative'] },
];

// A YTJ v3 company object as the data-source notes document it.
const company = (f: typeof FORMS[number]) => ({
  businessId: { value: f.id, registrationDate: '2001-01-01', source: '3' },
  names: [{ name: f.name, type: '1', registrationDate: '2001-01-01', endDate: null, version: 1, source: '1' }],
  companyForms: [{
    type: f.type, registrationDate: '2001-01-01', endDate: null, version: 1, source: '1',
    descriptions: f.texts.map((description, i) => ({ languageCode: ['1', '2', '3'][i], description })),
  }],
  companySituations: [],
  registeredEntries: [{ type: '1', register: '1', authority: '2', registrationDate: '2001-01-01', endDate: null }],
  addresses: [], tradeRegisterStatus: '1', status: '2', registrationDate: '2001-01-01', lastModified: '2026-11-20 01:02:03',
});

async function served(t: { after(fn: () => unknown): void }) {
  const files = mkdtempSync(join(tmpdir(), 'fi-swedish-forms-'));
  t.after(() => rmSync(files, { recursive: true, force: true }));
  writeFileSync(join(files, 'all_companies.json'), JSON.stringify(FORMS.map(company)));
  const { get } = await servedFi(t, files);
  const names = async (what: 'search' | 'autofill', q: string, limit: number) =>
    ((await get(`/companies/${what}?q=${encodeURIComponent(q)}&country=FI&limit=${limit}`)).results as Array<{ name: string }>).map((r) => r.name);
  return names;
}

test('a Finnish form written in Swedish puts the company of that form first, as its Finnish abbreviation does', async (t) => {
  const names = await served(t);
  for (const [q, first] of [['Kone Ab', 'Kone Oy'], ['Kone Abp', 'Kone Oyj'], ['Kone Kb', 'Kone Ky'], ['Ab Kone', 'Kone Oy'], ['Kone Oy', 'Kone Oy']] as const) {
    assert.equal((await names('search', q, 5))[0], first, `search ${q}`);
    assert.equal((await names('autofill', q, 3))[0], first, `autofill ${q}`);
  }
});

test('a Swedish form typed alone lists the Finnish companies of that form', async (t) => {
  const names = await served(t);
  assert.deepEqual(await names('search', 'Abp', 10), ['Kone Oyj']);
  assert.deepEqual(await names('search', 'Kb', 10), ['Kone Ky']);
  assert.deepEqual(await names('search', 'Ab', 10), ['Kone Oy']);
});

// The forms a Swedish speaker writes out, and `Öb`, the öppet bolag's abbreviation: read as words
// of the name, no Finnish company held them, and the Oy of the name came first (or nothing did).
test('a Finnish form written out in Swedish, or abbreviated Öb, is read as the form it is', async (t) => {
  const names = await served(t);
  const cases = [
    ['Kone Öb', 'Kone Ay'], ['ÖB Kone', 'Kone Ay'], ['Kone öppet bolag', 'Kone Ay'], ['Öppet bolag Kone', 'Kone Ay'],
    ['Kone kommanditbolag', 'Kone Ky'], ['Kommanditbolag Kone', 'Kone Ky'], ['Kone andelslag', 'Kone osk'],
    ['Kone publikt aktiebolag', 'Kone Oyj'], ['Kone aktiebolag', 'Kone Oy'], ['Kone o\u0308b', 'Kone Ay'],
  ] as const;
  for (const [q, first] of cases) {
    assert.equal((await names('search', q, 5))[0], first, `search ${q}`);
    assert.equal((await names('autofill', q, 3))[0], first, `autofill ${q}`);
  }
  assert.deepEqual(await names('search', 'öppet bolag', 10), ['Kone Ay']);
  assert.deepEqual(await names('search', 'Kommanditbolag', 10), ['Kone Ky']);
});

test('a Lithuanian AB or KB is not read as a Finnish Oy or Ky', () => {
  const row = (legal_form_code: string, legal_form_name: string) => ({
    regcode: '110000001', name: 'AB "Kone"', status: 'active', address: null, legal_form_code, legal_form_name, address_street: null, other_names: null,
  });
  const keys = (code: string, name: string) => imageDocument(row(code, name), 0).formKeys;
  assert.equal(keys('AB', 'Akcinė bendrovė').includes('oy'), false);
  assert.equal(keys('KB', 'Kooperatinė bendrovė (kooperatyvas)').includes('ky'), false);
});
