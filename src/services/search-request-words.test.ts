// A search written as a request (docs/search.md, "Words of a request"): `Tell me about Viru Puit`
// listed the names holding `me` at an address holding `viru`, not Viru Puit OÜ.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const ee = (regcode: string, name: string, address: string) => ownCompany(regcode, name, { country: 'EE', form: 'OÜ', formName: 'Osaühing', address });

const VIRU_PUIT = '11058424';
const ME_METALL = '16808138';
const FIND_SOLUTIONS = '16000001';
const SHOW_ME_DESIGN = '16000002';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ee(VIRU_PUIT, 'Viru Puit OÜ', 'Harju maakond, Tallinn, Kristiine linnaosa, Tulika tn 55, 10614'),
    ee(ME_METALL, 'ME Metall OÜ', 'Ida-Viru maakond, Narva linn, Puškini tn 4-68, 20491'),
    ee('16071458', 'ME Lahendused OÜ', 'Lääne-Viru maakond, Rakvere linn, Laada tn 6-38, 44310'),
    // Names that begin with words of a request.
    ee(FIND_SOLUTIONS, 'Find Solutions OÜ', 'Harju maakond, Tallinn, Narva mnt 5, 10117'),
    ee(SHOW_ME_DESIGN, 'Show Me Design OÜ', 'Tartu maakond, Tartu linn, Riia tn 2, 51004'),
    ee('16000003', 'Solutions Baltic OÜ', 'Harju maakond, Tallinn, Pärnu mnt 10, 10148'),
    ownCompany('40000000001', 'SIA "Rīgas Koks"', { address: 'Rīga, Brīvības iela 100' }),
  ] } });
});
after(() => ctx.close());

const regcodes = (q: string) => ctx.services.searchCompanies(q, { limit: 20 }).map((r) => r.regcode);
const autofilled = (q: string) => ctx.services.autofill(q, { limit: 20 }).map((r) => r.regcode);

test('a name asked for in a request finds that company, not the names holding the request\'s words', () => {
  for (const q of [
    'Tell me about Viru Puit', 'Show me Viru Puit please', 'Give me details of Viru Puit OÜ', 'Could you please tell me about the company called Viru Puit?',
    'Look up Viru Puit', 'Information on Viru Puit', 'I\'m looking for Viru Puit', 'Who owns: Viru Puit?',
    'Räägi mulle Viru Puit', 'Kellele kuulub Viru Puit?', 'Kuka omistaa Viru Puit', 'Кто владеет Viru Puit?', 'Расскажи о Viru Puit',
    'Who are the shareholders of Viru Puit?', 'What is the address of Viru Puit?', 'Board members of Viru Puit', 'VAT number of Viru Puit',
  ]) assert.deepEqual(regcodes(q), [VIRU_PUIT], q);
  assert.deepEqual(regcodes('Pastāsti par Rīgas Koks, lūdzu'), ['40000000001']);
  assert.deepEqual(autofilled('Tell me about Viru Puit'), [VIRU_PUIT]);
});

test('a name that begins with a request\'s words is found as typed', () => {
  assert.deepEqual(regcodes('ME Metall'), [ME_METALL]);
  assert.equal(regcodes('Find Solutions')[0], FIND_SOLUTIONS);
  assert.equal(regcodes('Show Me Design')[0], SHOW_ME_DESIGN);
  // The request's words left out of a name's beginning: the whole text still names it.
  assert.equal(regcodes('Tell me about Find Solutions')[0], FIND_SOLUTIONS);
});

test('a request\'s words before a legal form alone are no request for every company of the form', () => {
  assert.ok(!regcodes('Find OÜ').includes(VIRU_PUIT), 'Find OÜ');
});

// `it` and `owners` are names' words too, and a name holding `puit` and a word `it` begins, at an
// address holding `viru`, is what `Viru Puit who owns it?` found, read by fewer of its words.
const IT_PARTNERS = '16000003';
const BALTIC_OWNERS = '16000004';
const afterName = () => seededServices({ fixture: false, rows: { companies: [
  ee(VIRU_PUIT, 'Viru Puit OÜ', 'Harju maakond, Tallinn, Kristiine linnaosa, Tulika tn 55, 10614'),
  ee('16000006', 'Puit IT Lahendused OÜ', 'Ida-Viru maakond, Narva linn, Tallinna mnt 12, 20303'),
  ee(IT_PARTNERS, 'IT Partners OÜ', 'Ida-Viru maakond, Jõhvi vald, Jõhvi linn, Rakvere tn 1, 41531'),
  ee(BALTIC_OWNERS, 'Baltic Owners OÜ', 'Harju maakond, Tallinn, Narva mnt 7, 10117'),
  ee('16000005', 'Baltic Puit OÜ', 'Harju maakond, Tallinn, Narva mnt 9, 10117'),
  ownCompany('40000000001', 'SIA "Rīgas Koks"', { address: 'Rīga, Brīvības iela 100' }),
  ownCompany('40000000002', 'SIA "Koks IT"', { address: 'Valmiera, Rīgas iela 4' }),
] } });

test('a request\'s words after the name find that company, not the names holding them', () => {
  const own = afterName();
  try {
    const first = (q: string) => own.services.searchCompanies(q, { limit: 20 })[0]?.regcode;
    for (const q of [
      'Viru Puit who owns it?', 'Viru Puit, who owns it? please', 'Viru Puit owners', 'Viru Puit OÜ details', 'Viru Puit omanik',
      'Viru Puit kellele kuulub?', 'Viru Puit omistaja', 'Viru Puit savininkas', 'Viru Puit владелец', 'Who owns Viru Puit owner?',
      'Viru Puit juhatus', 'Viru Puit OÜ aadress', 'Viru Puit board members', 'Viru Puit address', 'Viru Puit status',
      'Viru Puit - who owns it?', 'Viru Puit — owner',
    ]) assert.equal(first(q), VIRU_PUIT, q);
    for (const q of ['Rīgas Koks who owns it', 'Rīgas Koks rekvizīti', 'SIA "Rīgas Koks" īpašnieki', 'Rīgas Koks kam pieder?', 'Rīgas Koks valde']) {
      assert.equal(first(q), '40000000001', q);
    }
    assert.equal(own.services.autofill('Viru Puit who owns it', { limit: 10 })[0]?.regcode, VIRU_PUIT);
  } finally {
    own.close();
  }
});

test('a name that ends with a request\'s words is found as typed, after a request too', () => {
  const own = afterName();
  try {
    const first = (q: string) => own.services.searchCompanies(q, { limit: 20 })[0]?.regcode;
    for (const q of ['Baltic Owners', 'Tell me about Baltic Owners', 'Baltic Owners please']) assert.equal(first(q), BALTIC_OWNERS, q);
    assert.equal(first('IT Partners'), IT_PARTNERS);
    // With a typo in the name: read without `owners`, `Baltik` listed `Baltic Puit OÜ` first, the
    // whole text naming no company as typed; the first text whose typos a name holds is read.
    for (const q of ['Baltik Owners', 'Tell me about Baltik Owners', 'Baltik Owners please']) {
      assert.deepEqual(own.services.searchCompanies(q, { limit: 20 }).map((h) => h.regcode), [BALTIC_OWNERS], q);
    }
    // A name with a typo before the request's words is still read without them.
    assert.equal(first('Viru Pujt owners'), VIRU_PUIT);
  } finally {
    own.close();
  }
});
