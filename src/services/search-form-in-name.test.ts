// A legal form typed with words that stand later in the names of that form (`Tmi Virtanen`: a
// sole trader's name is `Tmi Aino Virtanen`) puts the companies of that form first among names
// that hold the words alike (docs/search.md, step 4). It counted only after where the words
// stood, so `Virtanen & Mäkelä Ky`, which begins with the word, came before every sole trader
// named Virtanen; and in rank order the shorter names of another form filled the bounded read of
// names holding the words, so the form's names were often not read at all.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const fi = (regcode: string, name: string, form: string, formName: string) => ownCompany(regcode, name, { country: 'FI', form, formName });
const TMI = (regcode: string, name: string) => fi(regcode, name, '26', 'Yksityinen elinkeinonharjoittaja');
const KY = (regcode: string, name: string) => fi(regcode, name, '13', 'Kommandiittiyhtiö');
const uab = { country: 'LT', form: '310', formName: 'Uždaroji akcinė bendrovė' };
const mb = { country: 'LT', form: '960', formName: 'Mažoji bendrija' };

// Per country: a name of the form typed holding the word later, and a name of another form
// beginning with it (the latter came first).
const CASES = [
  { q: 'Tmi Virtanen', of: TMI('1000001-1', 'Tmi Aino Virtanen'), other: KY('1000002-1', 'Virtanen & Mäkelä Ky') },
  { q: 'Ky Korhonen', of: KY('1000003-1', 'Salminen & Korhonen Ky'), other: TMI('1000004-1', 'Tmi Korhonen Pekka') },
  { q: 'Oy Lahti', of: fi('1000005-1', 'Puu Lahti Oy', '16', 'Osakeyhtiö'), other: fi('1000006-1', 'Lahti ja Niemi Ay', '5', 'Avoin yhtiö') },
  { q: 'IK Ozols', of: ownCompany('40000000001', 'IK "Zaļais Ozols"', { form: 'IK' }), other: ownCompany('40000000002', 'SIA "Ozols Koks"') },
  { q: 'SIA Liepa', of: ownCompany('40000000003', 'SIA "Zaļā Liepa"'), other: ownCompany('40000000004', 'IK "Liepa Dārzs"', { form: 'IK' }) },
  { q: 'FIE Tamm', of: ownCompany('10000001', 'Mari Tamm FIE', { country: 'EE', form: 'FIE' }),
    other: ownCompany('10000002', 'Tamm Ehitus OÜ', { country: 'EE', form: 'OÜ' }) },
  { q: 'OÜ Kask', of: ownCompany('10000003', 'Põhja Kask OÜ', { country: 'EE', form: 'OÜ' }),
    other: ownCompany('10000004', 'Kask Kinnisvara AS', { country: 'EE', form: 'AS' }) },
  { q: 'MB Statyba', of: ownCompany('300000001', 'MB "Kauno statyba"', mb), other: ownCompany('300000002', 'UAB "Statyba plius"', uab) },
  { q: 'UAB Prekyba', of: ownCompany('300000003', 'UAB "Vilniaus prekyba"', uab), other: ownCompany('300000004', 'MB "Prekyba ir remontas"', mb) },
];

// A Finnish sole trader registered without `Tmi` in its name: PRH names the form only written
// out (`Yksityinen elinkeinonharjoittaja`).
const BY_FORM_NAME = [
  { q: 'Tmi Salonen', of: fi('1000007-1', 'Rakennus Salonen', '26', 'Yksityinen elinkeinonharjoittaja'),
    other: KY('1000008-1', 'Salonen & Niemi Ky') },
  { q: 'Toiminimi Saarinen', of: fi('1000009-1', 'Kuljetus Saarinen', '26', 'Enskild näringsidkare'),
    other: KY('1000010-1', 'Saarinen & Laine Ky') },
];

// 40 Oys holding `Kala` after a shorter first word: more than the read of names holding the word
// takes for a page of 10 (30), all before the Kys in rank order.
const OY_KALA = Array.from({ length: 40 }, (_, i) => fi(`20000${String(i).padStart(2, '0')}-1`, `Oulun Kala ${i} Oy`, '16', 'Osakeyhtiö'));
// 35 Kys holding a longer word that `kala` begins, shorter than the 12 holding `Kala` itself.
const KY_KALASTO = Array.from({ length: 35 }, (_, i) => KY(`21000${String(i).padStart(2, '0')}-1`, `Vr Kalasto ${i} Ky`));
const KY_KALA = Array.from({ length: 12 }, (_, i) => KY(`22000${String(i).padStart(2, '0')}-1`, `Joensuun Kala ${i} Ky`));
// 12 closed Kys beginning with `Kala`: read first, they rank after every active name.
const KY_KALA_CLOSED = Array.from({ length: 12 }, (_, i) => ({ ...KY(`23000${String(i).padStart(2, '0')}-1`, `Kala ${i} Ky`), status: 'closed' }));

let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ...[...CASES, ...BY_FORM_NAME].flatMap((c) => [c.of, c.other]), ...OY_KALA, ...KY_KALASTO, ...KY_KALA, ...KY_KALA_CLOSED,
  ] } });
});
after(() => ctx.close());

const autofill = (q: string, limit = 10) => ctx.services.autofill(q, { limit }).map((r) => r.regcode);

test('a legal form typed puts its names holding the words before names of another form that begin with them', () => {
  for (const { q, of, other } of CASES) {
    assert.deepEqual(autofill(q).slice(0, 2), [of.regcode, other.regcode], q);
    // Typed without the form, the name that begins with the word comes first, as before.
    assert.equal(autofill(q.split(' ')[1]!)[0], other.regcode, q);
  }
  // The last word being typed, the form still counts.
  assert.deepEqual(autofill('Tmi Virt').slice(0, 2), [CASES[0]!.of.regcode, CASES[0]!.other.regcode]);
  // The form written after the words, as the register writes a Finnish name, counts alike.
  assert.equal(autofill('Virtanen Tmi')[0], CASES[0]!.of.regcode);
});

test('a Finnish sole trader is a Tmi, whether its name says so or not', () => {
  for (const { q, of, other } of BY_FORM_NAME) assert.deepEqual(autofill(q).slice(0, 2), [of.regcode, other.regcode], q);
  // The form as PRH names it, written out before or after the name: its two words were words of
  // the name, which no name holds, and the text found nothing with them.
  const [salonen] = BY_FORM_NAME;
  for (const q of ['Yksityinen elinkeinonharjoittaja Salonen', 'Salonen, yksityinen elinkeinonharjoittaja']) {
    assert.deepEqual(autofill(q).slice(0, 2), [salonen!.of.regcode, salonen!.other.regcode], q);
    assert.equal(ctx.services.searchedFor(ctx.services.searchCompanies(q, { limit: 10 })), undefined, q);
  }
});

test('the names of the form typed are read however many shorter names of another form hold the words', () => {
  const kala = new Set(KY_KALA.map((c) => String(c.regcode)));
  // The names holding `Kala` whole first, then those holding a longer word it begins.
  assert.deepEqual(new Set(autofill('Ky Kala', 12)), kala);
  assert.ok(autofill('Ky Kalas').every((r) => r.startsWith('21000')));
  // Without the form, the shorter names come first.
  assert.ok(autofill('Kala').every((r) => r.startsWith('20000')));
});

test('with a typo too, the names of the form typed come first, however many of another form begin alike', () => {
  // `Kalla` is one edit from `Kala`: the 40 Oys holding `Kala` after a shorter first word fill the
  // bounded typo read before the Kys.
  const kala = new Set(KY_KALA.map((c) => String(c.regcode)));
  assert.deepEqual(new Set(autofill('Ky Kalla', 12)), kala);
  // `Virtamen` is one edit from `Virtanen`, and the Ky beginning with it came before the sole trader.
  assert.equal(autofill('Tmi Virtamen')[0], CASES[0]!.of.regcode);
  // Without the form, the shorter names first, as before.
  assert.ok(autofill('Kalla').every((r) => r.startsWith('20000')));
});

test('T:mi, as Finnish texts abbreviate a toiminimi as often as Tmi, is that legal form', () => {
  // Folded as typed it was `t mi`, two words no sole trader's name holds.
  for (const q of ['T:mi Virtanen', 't:mi virtanen', 'Virtanen T:mi']) assert.equal(autofill(q)[0], CASES[0]!.of.regcode, q);
  assert.equal(autofill('T:mi Salonen')[0], BY_FORM_NAME[0]!.of.regcode);
});
