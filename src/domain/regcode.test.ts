import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseRegcodeInput, isValidFinnishBusinessId, finnishCheckDigit, labelledNumberParts } from './regcode.ts';

test('Finnish check digits', () => {
  assert.ok(isValidFinnishBusinessId('0112038-9'));
  assert.ok(isValidFinnishBusinessId('3466646-8'));
  assert.ok(!isValidFinnishBusinessId('0112038-8'));
  assert.equal(finnishCheckDigit('0112038'), 9);
});

test('VAT numbers and hyphen-less business IDs resolve', () => {
  assert.deepEqual(parseRegcodeInput(' LV40003032949 ')?.regcodes, [{ country: 'LV', regcode: '40003032949' }]);
  assert.deepEqual(parseRegcodeInput('FI01120389')?.regcodes, [{ country: 'FI', regcode: '0112038-9' }]);
  assert.equal(parseRegcodeInput('EE100247019')?.vatNumber, 'EE100247019');
  assert.deepEqual(parseRegcodeInput('01120389')?.regcodes.map((r) => r.regcode), ['01120389', '0112038-9']);
  assert.equal(parseRegcodeInput('hello'), null);
});

test('a country code typed before a registration number resolves to it', () => {
  assert.deepEqual(parseRegcodeInput('FI 0112038-9'), { regcodes: [{ country: 'FI', regcode: '0112038-9' }], vatNumber: 'FI01120389', regcodeIfNoVat: null });
  assert.deepEqual(parseRegcodeInput('fi0112038-9')?.regcodes, [{ country: 'FI', regcode: '0112038-9' }]);
  assert.deepEqual(parseRegcodeInput('EE 10017629')?.regcodes, [{ country: 'EE', regcode: '10017629' }]);
  // 9 digits after EE are a VAT number only.
  assert.deepEqual(parseRegcodeInput('EE100247019')?.regcodes, []);
  // 9 digits after LT are a VAT number first, the company code only where no company has that VAT number.
  assert.deepEqual(parseRegcodeInput('LT 110053842'), { regcodes: [], vatNumber: 'LT110053842', regcodeIfNoVat: { country: 'LT', regcode: '110053842' } });
  assert.equal(parseRegcodeInput('LT100001234518')?.regcodeIfNoVat, null, 'a 12-digit LT VAT number is no company code');
  assert.equal(parseRegcodeInput('FI 0112038-'), null);
  // A hyphen between the country code and the number, as some invoices and forms write it.
  assert.deepEqual(parseRegcodeInput('LV-40003123456'), parseRegcodeInput('LV40003123456'));
  assert.deepEqual(parseRegcodeInput('ee-10017629')?.regcodes, [{ country: 'EE', regcode: '10017629' }]);
  assert.deepEqual(parseRegcodeInput('FI-0112038-9')?.regcodes, [{ country: 'FI', regcode: '0112038-9' }]);
  assert.equal(parseRegcodeInput('LV-'), null);
});

test('a number copied from a document reads as typed: its dashes, invisible and full-width characters', () => {
  const nokia = [{ country: 'FI', regcode: '0112038-9' }];
  for (const dash of ['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2212', '\uFF0D']) {
    assert.deepEqual(parseRegcodeInput(`0112038${dash}9`)?.regcodes, nokia, `U+${dash.codePointAt(0)!.toString(16)}`);
  }
  assert.deepEqual(parseRegcodeInput('FI 0112038 \u2013 9')?.regcodes, nokia);
  assert.deepEqual(parseRegcodeInput('\uFEFF40003032949\u200B')?.regcodes, [{ country: null, regcode: '40003032949' }]);
  assert.deepEqual(parseRegcodeInput('4000\u00AD3032949')?.regcodes, [{ country: null, regcode: '40003032949' }]);
  assert.deepEqual(parseRegcodeInput('ＬＶ４０００３０３２９４９')?.regcodes, [{ country: 'LV', regcode: '40003032949' }]);
  // A dash between groups of digits separates them as a hyphen does.
  assert.deepEqual(parseRegcodeInput('4000303\u20132949')?.regcodes, [{ country: null, regcode: '40003032949' }]);
});

test('a hyphen, dot or slash between groups of digits separates them as a space does', () => {
  const lv = parseRegcodeInput('40003123456');
  for (const typed of ['40003-123456', '40003.123456', '40003/123456', '400-031-234-56', 'LV40003-123456', 'lv-40003.123456']) {
    assert.deepEqual(parseRegcodeInput(typed)?.regcodes, typed.toUpperCase().startsWith('LV') ? [{ country: 'LV', regcode: '40003123456' }] : lv?.regcodes, typed);
  }
  assert.deepEqual(parseRegcodeInput('0112038.9')?.regcodes, parseRegcodeInput('01120389')?.regcodes);
  assert.equal(parseRegcodeInput('EE100.247.019')?.vatNumber, 'EE100247019');
  // A Finnish business ID keeps its hyphen; two separators in a row, or one at an end, are no number.
  assert.deepEqual(parseRegcodeInput('0112038-9')?.regcodes, [{ country: 'FI', regcode: '0112038-9' }]);
  for (const refused of ['40003--123456', '40003-123456-', '40003-12a456', '1.5', '12-5']) assert.equal(parseRegcodeInput(refused), null, refused);
  // A date and a Latvian personal code are written with the same separators, and are no company's number.
  for (const refused of ['1980-01-01', '2024.1.15', '15.01.2024', '1/5/2024', '010180-12345']) assert.equal(parseRegcodeInput(refused), null, refused);
});

test('a number sent with the label a document writes before it reads as the number; a name before it does not', () => {
  const lv = parseRegcodeInput('40003123456');
  for (const labelled of ['reg. nr. 40003123456', 'Reģ. Nr. 40003123456', 'Nr.: 40003123456']) assert.deepEqual(parseRegcodeInput(labelled), lv, labelled);
  assert.deepEqual(parseRegcodeInput('VAT LV40003123456'), parseRegcodeInput('LV40003123456'));
  assert.deepEqual(parseRegcodeInput('PVN maksātāja Nr. LV 40003123456'), parseRegcodeInput('LV40003123456'));
  assert.deepEqual(parseRegcodeInput('Y-tunnus 0112038-9'), parseRegcodeInput('0112038-9'));
  assert.deepEqual(parseRegcodeInput('FO-nummer 0112038-9'), parseRegcodeInput('0112038-9'), 'the Swedish name of the business ID');
  assert.deepEqual(parseRegcodeInput('įm. k. 123456789'), parseRegcodeInput('123456789'));
  // A label word run into a country code (`ALV` is no `A` before `LV`) stays the label.
  assert.deepEqual(parseRegcodeInput('ALV 01120389'), parseRegcodeInput('01120389'));
  for (const refused of ['reg. nr.', 'reg. nr. 4000', 'Rīgas Koks 40003123456', 'reg. nr. 40003123456 Rīgas Koks', 'reg nr abc 40003123456']) {
    assert.equal(parseRegcodeInput(refused), null, refused);
  }
});

test('a number after the full official name of its kind, or a dash after its label, reads as the number', () => {
  for (const [labelled, plain] of [
    ['Vienotais reģistrācijas Nr. 40003123456', '40003123456'], ['Vien. reģ. Nr. 40003123456', '40003123456'],
    ['Äriregistri kood: 10137319', '10137319'], ['Käibemaksukohustuslase number EE100247019', 'EE100247019'],
    ['Yritys- ja yhteisötunnus 0112038-9', '0112038-9'], ['Įmonės kodas – 123456789', '123456789'], ['reg. nr. - 40003123456', '40003123456'],
  ]) assert.deepEqual(parseRegcodeInput(labelled!), parseRegcodeInput(plain!), labelled);
  // Still a name before the number is no label.
  assert.equal(parseRegcodeInput('Puu ja Kivi 0112038-9'), null);
});

test('a number after its label is found where the pattern it replaced found it, in one pass', () => {
  // The pattern the one-pass read replaced (a lazy label, then spaces or dashes before a digit):
  // it tried every space of a run again for each space before it.
  const former = /^(.*?[^\p{L}\p{N}])((?:LV|LT|EE|FI)?[\s\-\u2010-\u2015\u2212]*\p{N}.*)$/isu;
  const pieces = ['reg', 'Nr', '.', ' ', '  ', '-', '–', '−', 'LV', 'lv', 'Lt', 'EE', 'fi', 'FX', 'L', '4000', '3', '0112038-9',
    ':', 'reģ', 'įm', 'k', '\n', '\t', '١٢', '²', '😀', 'VAT', 'V.A.T.', '(', ')', 'a', 'Ž', '_', '/', 'No'];
  let seed = 5;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let i = 0; i < 20_000; i++) {
    let text = '';
    for (let k = 1 + Math.floor(next() * 8); k > 0; k--) text += pieces[Math.floor(next() * pieces.length)];
    const m = former.exec(text);
    assert.deepEqual(labelledNumberParts(text), m ? [m[1], m[2]] : null, JSON.stringify(text));
  }
  // A long run of spaces is read to its end (a number after it, or none).
  assert.deepEqual(labelledNumberParts(`reg${' '.repeat(50_000)}40003123456`), ['reg ', `${' '.repeat(49_999)}40003123456`]);
  assert.equal(labelledNumberParts(`reg${' '.repeat(50_000)}x`), null);
});

test('a number with its country\'s name before or after it is that number of that country; a name\'s words are not', () => {
  const named = (text: string) => {
    const lookup = parseRegcodeInput(text);
    return lookup === null ? null : { countryNamed: lookup.countryNamed, regcodes: lookup.regcodes.map((r) => r.regcode) };
  };
  for (const [text, country] of [['Estonia 11003917', 'EE'], ['eesti: 11003917', 'EE'], ['11003917 (Estonia)', 'EE'], ['Эстония 11003917', 'EE'],
    ['Viro – 11003917', 'EE'], ['Lietuva 11003917', 'LT'], ['Läti 11003917', 'LV'], ['11003917, Suomija.', 'FI']] as const) {
    assert.deepEqual(named(text), { countryNamed: country, regcodes: ['11003917', '1100391-7'] }, text);
  }
  assert.deepEqual(named('Reg. No. 40003123456, Latvia'), { countryNamed: 'LV', regcodes: ['40003123456'] });
  assert.deepEqual(named('Latvija, reģ. Nr. 40003-123456'), { countryNamed: 'LV', regcodes: ['40003123456'] });
  assert.deepEqual(named('Suomi FI 0112038-9'), { countryNamed: 'FI', regcodes: ['0112038-9'] });
  // The country's code for its name (`40003123456 (LV)` on an invoice): refused before, though alone the number names the company.
  for (const text of ['40003123456 (LV)', '40003123456 LV', 'LV: 40003123456', '(lv) 40003123456', '40003123456, LV.']) {
    assert.deepEqual(named(text), { countryNamed: 'LV', regcodes: ['40003123456'] }, text);
  }
  // Right before the digits, the code is a VAT number's, as before.
  assert.deepEqual(named('LV 40003123456'), { countryNamed: undefined, regcodes: ['40003123456'] });
  assert.equal(parseRegcodeInput('LV 40003123456')?.vatNumber, 'LV40003123456');
  // Before fewer digits with a space alone, the beginning of a VAT number being typed (search), no number of its own.
  for (const text of ['EE 10024', 'LV 4000312', 'lt 100012', 'EE: 10137', '(LV) 400031', 'LT-01234', '10137 (EE)']) {
    assert.equal(parseRegcodeInput(text), null, text);
  }
  // The numero sign, and N with a degree sign typed for it, label the number as `No.` does.
  for (const text of ['№ 40003123456', '№40003123456', 'N° 40003123456', 'Reģ. № 40003123456']) {
    assert.deepEqual(named(text), { countryNamed: undefined, regcodes: ['40003123456'] }, text);
  }
  // Not a whole word beside the number, or a name's other words beside it.
  for (const text of ['Eesti11003917', 'Eestimaa 11003917', 'Latvijas 40003123456', 'Eesti Energia 11003917', 'Suomen Pankki 0112038-9',
    'constructor 11003917', 'Estonia', 'Estonia 1100', 'LV Koks 40003123456', 'N 40003123456']) {
    assert.equal(parseRegcodeInput(text), null, text);
  }
  // Read from both ends in one pass each, however long the text.
  assert.equal(parseRegcodeInput(`Estonia${' ('.repeat(50_000)}x 11003917`), null);
  assert.equal(parseRegcodeInput(`11003917 x${') '.repeat(50_000)}Estonia`), null);
});
