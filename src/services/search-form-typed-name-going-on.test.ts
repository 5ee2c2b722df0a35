// A legal form typed before a name still being typed (docs/search.md, step 4): the names of that
// form beginning with the words come before an exact name of another form (`AS Valmieras Dārzs`,
// on its way to AS "Valmieras Dārzs Nord", listed IK "Valmieras Dārzs" first), and before the
// names of other forms whatever their status (`IK "Metāls M`, on its way to a closed IK "Metāls
// Med", listed five active names of other forms first); of the names of the
// form typed, those of the country it names as written first (`AB Pro` and `ab pro`: JAR's AB
// before the Finnish `Pro … Oy`, an Oy being an `Ab` in Swedish, and with it a Finnish name that
// writes `Ab`, at any limit); and a form word typed right after `II` is a
// word of the name in the reading of `II` as IĮ (`ii sia`, on its way to IĮ "Šiaulių statyba").
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const IK = 'IK "Valmieras Dārzs"';
const AS_NORD = 'AS "Valmieras Dārzs Nord"';
const AS_CLOSED = 'AS "Cēsu Dārzs Nord"';
const IK_CESU = 'IK "Cēsu Dārzs"';
const LT_AB = 'AB "Projektai Nova"';
const SOLE_TRADER = 'IĮ "Šiaulių statyba"';
const SIA_II = 'SIA "II Malka"';
const FI_WRITING_AB = 'Oy Prosessi Ab';
const STRANDBYGG = 'Strandbygg Ab';
const IK_CLOSED = 'IK "Metāls Med"';
const SIA_MEDIA = 'SIA "Metāls Media"';
const OY_LIQUIDATING = 'Invest Kuljetus Oy';

let ctx: SeededServices;
before(() => {
  const as = (regcode: string, name: string, status?: string) => ownCompany(regcode, name, { form: 'AS', formName: 'Akciju sabiedrība', status });
  const ik = (regcode: string, name: string) => ownCompany(regcode, name, { form: 'IK', formName: 'Individuālais komersants' });
  const oy = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'FI', form: '16', formName: 'Osakeyhtiö' });
  ctx = seededServices({ fixture: false, rows: { companies: [
    ik('40000000001', IK),
    as('40000000002', AS_NORD),
    ownCompany('40000000003', 'SIA "Valmieras Dārzs Smart"'),
    ik('40000000004', IK_CESU),
    as('40000000005', AS_CLOSED, 'closed'),
    ownCompany('300000001', LT_AB, { country: 'LT', form: '320', formName: 'Akcinė bendrovė' }),
    // Shorter names whose `pro` is a whole word: the first, where the form typed named no country.
    ...['Med', 'Auto', 'Kala', 'Nord'].map((w, i) => oy(`300000${i}-0`, `Pro ${w} Oy`)),
    // A Finnish name writing the Swedish form itself, longer than the `Pro … Oy`.
    oy('3000010-0', FI_WRITING_AB),
    // A name writing `Ab` whose first word `st` begins, and more shorter Oys so begun than a read of them holds.
    oy('3000011-0', STRANDBYGG),
    ...Array.from({ length: 32 }, (_, i) => oy(`30001${String(i).padStart(2, '0')}-0`, `Star ${String.fromCharCode(65 + (i % 26))}${i} Oy`)),
    ownCompany('300000002', SOLE_TRADER, { country: 'LT', form: '110', formName: 'Individuali įmonė' }),
    ownCompany('40000000010', SIA_II),
    // Names holding `II` of other forms: a page of them kept the sole trader out.
    ...['Konsult', 'Teenused', 'Ärimaja', 'Kala'].map((w, i) => ownCompany(`1000000${i}`, `II ${w} OÜ`, { country: 'EE', form: 'OÜ' })),
    // The one IK whose name begins `Metāls M`, closed, and five active names of other forms holding the words.
    ownCompany('40000000020', IK_CLOSED, { form: 'IK', formName: 'Individuālais komersants', status: 'closed' }),
    ownCompany('40000000021', SIA_MEDIA),
    ...['SIA "Baltijas Metāls Med"', 'SIA "Med Metāls"', 'SIA "Mārupes Metāls"'].map((n, i) => ownCompany(`4000000003${i}`, n)),
    as('40000000040', 'AS "Media Metāls"'),
    // The one Oy whose name begins `Invest Ku`, in liquidation, and active OÜs whose `Küte`, `Kütus` the letters begin.
    ownCompany('3000200-0', OY_LIQUIDATING, { country: 'FI', form: '16', formName: 'Osakeyhtiö', status: 'liquidation' }),
    ...['Invest Küte OÜ', 'Invest Kütus OÜ'].map((n, i) => ownCompany(`1100000${i}`, n, { country: 'EE', form: 'OÜ' })),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string, limit = 10) => ctx.services.autofill(q, { limit }).map((r) => r.name);
const search = (q: string, limit = 10) => ctx.services.searchCompanies(q, { limit }).map((r) => r.name);

test('a name of the legal form typed that begins with the words comes before an exact name of another form', () => {
  for (const q of ['AS Valmieras Dārzs', 'AS Valmieras Dārzs ', 'AS "Valmieras Dārzs', 'as valmieras darzs']) {
    assert.deepEqual(autofill(q, 2), [AS_NORD, IK], q);
    assert.deepEqual(search(q, 2), [AS_NORD, IK], q);
  }
});

test('an exact name of another form stays first where the name is said whole, or no name of the form begins so', () => {
  // A quote closed or the legal form after the name: the name typed is whole.
  for (const q of ['AS "Valmieras Dārzs"', 'Valmieras Dārzs AS', 'Valmieras Dārzs']) assert.equal(autofill(q)[0], IK, q);
  // The exact name of the form typed comes first.
  assert.equal(autofill('IK Valmieras Dārzs')[0], IK);
  // A closed company of the form typed is no better than an active exact name of another form.
  assert.deepEqual(autofill('AS Cēsu Dārzs', 2), [IK_CESU, AS_CLOSED]);
});

test('a name of the legal form typed that begins with the words comes before names of other forms, whatever its status', () => {
  for (const q of ['IK "Metāls M', 'IK "Metāls Me', 'IK Metāls M', 'ik metals me']) {
    assert.equal(autofill(q, 5)[0], IK_CLOSED, q);
    assert.equal(search(q, 5)[0], IK_CLOSED, q);
  }
  // Without the form, or with the name said whole, status comes first.
  assert.equal(autofill('Metāls M', 5)[0], SIA_MEDIA);
  assert.equal(autofill('IK "Metāls M"', 5)[0], SIA_MEDIA);
});

test('with a space after the last word the name goes on, and the names of the form typed beginning with the words come first too', () => {
  // `IK Metāls `: the closed IK, the one IK so begun, came after the five active names of other forms holding the word.
  for (const q of ['IK Metāls ', 'IK "Metāls ', 'ik metals ']) {
    assert.equal(autofill(q, 5)[0], IK_CLOSED, q);
    assert.equal(search(q, 5)[0], IK_CLOSED, q);
  }
  // Without the form, or with the name said whole, status comes first.
  for (const q of ['Metāls ', 'IK "Metāls" ', 'Metāls IK ']) assert.notEqual(autofill(q, 5)[0], IK_CLOSED, q);
});

test('a last word that is a legal-form word is a name\'s word being typed after the form typed, as any last word is', () => {
  // `Ku` is the Estonian KÜ as a form; read as the beginning of a word, it ranked status before the
  // form typed, and the active OÜs came first, as `Oy Invest Kul` did not list them.
  for (const q of ['Oy Invest Ku', 'Oy Invest Kul', 'oy invest ku']) {
    assert.equal(autofill(q, 3)[0], OY_LIQUIDATING, q);
    assert.equal(search(q, 3)[0], OY_LIQUIDATING, q);
  }
  // Without the form, status comes first.
  assert.notEqual(autofill('Invest Ku', 3)[0], OY_LIQUIDATING);
});

test('of the names of the form typed, those of the country it names as written come first', () => {
  assert.equal(autofill('AB Pro', 2)[0], LT_AB);
  assert.equal(autofill('AB Pr', 2)[0], LT_AB);
  // `Ab`, as a Finnish Oy writes its Swedish form, names no country: the whole word first.
  assert.ok(autofill('Ab Pro', 4).every((n) => n.endsWith(' Oy')));
});

test('`ab` in small letters names JAR\'s AB as `AB` does, a Finnish name writing `Ab` among its names', () => {
  // Typed without the shift key: read as naming no country, the four `Pro … Oy` came first.
  assert.deepEqual(autofill('ab pro', 2), [LT_AB, FI_WRITING_AB]);
  assert.deepEqual(autofill('ab pr', 2), [LT_AB, FI_WRITING_AB]);
  assert.deepEqual(autofill('AB Pro', 2), [LT_AB, FI_WRITING_AB]);
  // `Ab`, as a Finnish Oy writes it, still names no country.
  assert.ok(autofill('Ab Pro', 4).every((n) => n.endsWith(' Oy')));
});

test('a Finnish name writing `Ab` whose first word `ab st` begins comes first at any limit', () => {
  // The shorter `Star … Oy` (every Oy an `ab`), of the form typed in the read of it in rank order,
  // kept it out of the read (on the demo store below a limit of 3).
  const page = autofill('ab st', 10);
  assert.equal(page[0], STRANDBYGG);
  for (const limit of [1, 2, 3]) assert.deepEqual(autofill('ab st', limit), page.slice(0, limit), `limit ${limit}`);
  assert.equal(search('ab st', 1)[0], STRANDBYGG);
});

test('a legal-form word right after `II` is a word of the name where `II` is read as IĮ', () => {
  for (const q of ['ii sia', 'II Sia', 'II SIA']) {
    // The name holding `II` of the form typed stays first; those of other forms follow the sole trader.
    assert.deepEqual(autofill(q, 3).slice(0, 2), [SIA_II, SOLE_TRADER], q);
  }
  assert.equal(autofill('ii siau')[0], SOLE_TRADER);
});
