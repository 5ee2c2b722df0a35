// The pure rules of src/domain/sanctions-matching.ts, one at a time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_THRESHOLD, birthDateAgreement, comparePersonTokens, entityNameTokens, namesakesOf, personNameTokens, registrationKeyOf,
  scoreEntityName, scorePersonMatch, scoreRegistrationMatch, tokenSimilarity,
} from '../../src/domain/sanctions-matching.ts';

const score = (company: string, country: string | null, entry: string, entryCountries: string[] = [], weak = false) =>
  scoreEntityName({ companyTokens: entityNameTokens(company), companyCountry: country, aliasTokens: entityNameTokens(entry), weak, entryCountries });

test('legal forms of every jurisdiction are removed before names are compared', () => {
  assert.deepEqual(entityNameTokens('MI FEL, S. DE R.L. DE C.V.'), ['mi', 'fel']);
  assert.deepEqual(entityNameTokens('OOO "Promsyrioimport"'), ['promsyrioimport']);
  assert.deepEqual(entityNameTokens('ANGLO-CARIBBEAN CO., LTD.'), ['anglo', 'caribbean']);
  assert.deepEqual(entityNameTokens('Akciju sabiedrība "Rīgas Ķēde"'), ['rigas', 'kede']);
  assert.deepEqual(entityNameTokens('Obshchestvo s ogranichennoy otvetstvennostyu Vega'), ['vega']);
  assert.deepEqual(entityNameTokens('SIA'), []);
});

test('a name alone never reaches the threshold when it is short, common, weak or listed elsewhere', () => {
  assert.ok(score('SIA "EMMA"', 'LV', 'EMMA', ['LV']).score < DEFAULT_THRESHOLD);
  assert.ok(score('AS "Baltic Trade"', 'LV', 'BALTIC TRADE LLC').score < DEFAULT_THRESHOLD);
  assert.ok(score('SIA "Cubaexport"', 'LV', 'CUBAEXPORT').score < DEFAULT_THRESHOLD);
  const elsewhere = score('AS "Kalashnikov Concern"', 'LV', 'JSC Concern Kalashnikov', ['RU']);
  assert.equal(elsewhere.score, 0.85);
  assert.equal(elsewhere.features.countryMatch, false);
  assert.equal(elsewhere.features.cap, 'listed_in_other_country');
  const weak = score('SIA "Kurzemes Metāla Serviss"', 'LV', 'Kurzemes Metala Serviss', ['LV'], true);
  assert.ok(weak.score < DEFAULT_THRESHOLD && weak.features.weakAlias);
});

test('an entry listed in Åland (AX) is listed in Finland, whose register holds Åland companies as FI', () => {
  const aland = score('Maarianhaminan Varustamo Ab', 'FI', 'MAARIANHAMINAN VARUSTAMO', ['AX']);
  assert.equal(aland.features.countryMatch, true);
  assert.equal(aland.features.cap, null);
  // Not the other way round: an Estonian company is not in Åland.
  assert.equal(score('Maarianhamina Laevad OÜ', 'EE', 'MAARIANHAMINA LAEVAD', ['AX']).features.countryMatch, false);
});

test('a distinctive name is a match; one identifying word needs the country to agree', () => {
  assert.equal(score('UAB "Klaipėdos kuro terminalas"', 'LT', 'KLAIPEDOS KURO TERMINALAS', ['LT']).score, 1);
  assert.equal(score('Great Islamic Eastern Warriors Front SIA', 'LV', 'Great Islamic Eastern Warriors Front').score, 1);
  assert.ok(score('Narva Elektrijaamad AS', 'EE', 'NARVA ELEKTRIJAAMAD', ['EE']).score >= DEFAULT_THRESHOLD);
  assert.ok(score('Narva Elektrijaamad AS', 'EE', 'NARVA ELEKTRIJAAMAD').score < DEFAULT_THRESHOLD);
  // Written together or apart: the joined letters agree.
  const joined = score('AEROCARIBBEAN SIA', 'LV', 'AERO-CARIBBEAN');
  assert.equal(joined.features.path, 'joined');
  assert.ok(joined.score > 0.8 && joined.score < DEFAULT_THRESHOLD);
});

test('word similarity: exact, a Baltic ending, one typo in a long word, numbers exact only', () => {
  assert.equal(tokenSimilarity('kuznecovs', 'kuznecovs'), 1);
  assert.equal(tokenSimilarity('ivanovs', 'ivanov'), 0.95);
  assert.equal(tokenSimilarity('kugniecibas', 'kugnecibas'), 0.9);
  assert.equal(tokenSimilarity('emma', 'emme'), 0);
  assert.equal(tokenSimilarity('2', '3'), 0);
  assert.equal(tokenSimilarity('stream2', 'stream3'), 0);
});

test('persons: order-free names, middle names, a lone first name identifies nobody', () => {
  assert.equal(comparePersonTokens(personNameTokens('Kuzņecovs Gennadijs'), personNameTokens('KUZNECOVS, Gennadijs')), 1);
  assert.equal(comparePersonTokens(personNameTokens('Robert Mugabe'), personNameTokens('Robert Gabriel Mugabe')), 0.9);
  assert.equal(comparePersonTokens(personNameTokens('Maryam Alasfour'), personNameTokens('Maryam')), 0);
  assert.deepEqual(personNameTokens('ABBAS, Abu'), ['abbas']);
});

test('birth dates: exact, month, year, masked-code key, mismatch, unknown, unlisted', () => {
  assert.equal(birthDateAgreement({ birthDate: '1961-11-05', birthKey: null }, ['1961-11-05']), 'exact');
  assert.equal(birthDateAgreement({ birthDate: '1971-03', birthKey: null }, ['1971-03-18']), 'month');
  assert.equal(birthDateAgreement({ birthDate: '1971-06-06', birthKey: null }, ['1971']), 'year');
  assert.equal(birthDateAgreement({ birthDate: null, birthKey: '051161' }, ['1961-11-05']), 'exact');
  assert.equal(birthDateAgreement({ birthDate: null, birthKey: '150384' }, ['1975-08-01']), 'mismatch');
  // UR's YYYY-MM birth date and the masked code's day are one person's: the code's day must agree too.
  assert.equal(birthDateAgreement({ birthDate: '1961-11', birthKey: '051161' }, ['1961-11-05']), 'exact');
  assert.equal(birthDateAgreement({ birthDate: '1961-11', birthKey: '061161' }, ['1961-11-05']), 'mismatch');
  assert.equal(birthDateAgreement({ birthDate: '1961-11', birthKey: '061161' }, ['1961-11-05', '1961-11-06']), 'exact');
  assert.equal(birthDateAgreement({ birthDate: '1961-11', birthKey: null }, ['1961-11-05']), 'month');
  assert.equal(birthDateAgreement({ birthDate: '1983-02-14', birthKey: null }, ['1955-07-21', '1983-02-14']), 'exact');
  assert.equal(birthDateAgreement({ birthDate: null, birthKey: null }, ['1955-07-21']), 'unknown');
  assert.equal(birthDateAgreement({ birthDate: '1983-02-14', birthKey: null }, []), 'unlisted');
  assert.equal(scorePersonMatch(1, 'mismatch'), 0);
  assert.equal(scorePersonMatch(0.9, 'exact'), 1);
  assert.ok(scorePersonMatch(1, 'unknown') < DEFAULT_THRESHOLD);
  assert.equal(scorePersonMatch(1, 'unlisted', true), 0.9);
  assert.ok(scorePersonMatch(1, 'unlisted', false) < DEFAULT_THRESHOLD);
});

test('birth dates the list gives as approximate (1960~): the year within one either side, never the day', () => {
  assert.equal(birthDateAgreement({ birthDate: '1961-04-02', birthKey: null }, ['1960~']), 'approximate');
  assert.equal(birthDateAgreement({ birthDate: '1959', birthKey: null }, ['1960~']), 'approximate');
  assert.equal(birthDateAgreement({ birthDate: '1962-04-02', birthKey: null }, ['1960~']), 'mismatch');
  // The estimate's own day is no exact match, nor its month a month match.
  assert.equal(birthDateAgreement({ birthDate: '1960-05-12', birthKey: null }, ['1960-05-12~']), 'approximate');
  assert.equal(birthDateAgreement({ birthDate: '1961-07', birthKey: null }, ['1960-05~']), 'approximate');
  // A masked code gives two digits of the year, across a century's turn too; with a date, both must agree.
  assert.equal(birthDateAgreement({ birthDate: null, birthKey: '010100' }, ['1999~']), 'approximate');
  assert.equal(birthDateAgreement({ birthDate: null, birthKey: '010102' }, ['2000~']), 'mismatch');
  assert.equal(birthDateAgreement({ birthDate: '1961-04', birthKey: '020463' }, ['1960~']), 'mismatch');
  // An exact listing beside the estimate still counts for what it says.
  assert.equal(birthDateAgreement({ birthDate: '1961-04-02', birthKey: null }, ['1960~', '1961-04-02']), 'exact');
  assert.equal(scorePersonMatch(1, 'approximate'), scorePersonMatch(1, 'year'));
  assert.equal(scorePersonMatch(1, 'approximate', true, 2), 0.85);
});

test('a name several people in the registers bear does not reach the threshold on a birth year or on the name alone', () => {
  // Ivan Ivanov born 1970, listed as born 1970: flagged only where no one else bears the name.
  assert.equal(scorePersonMatch(1, 'year', true, 1), 0.9);
  assert.ok(scorePersonMatch(1, 'year', true, 2) < DEFAULT_THRESHOLD);
  assert.ok(scorePersonMatch(1, 'year', true, 2) >= 0.8, 'still a candidate for a reviewer');
  assert.equal(scorePersonMatch(1, 'unlisted', true, 1), 0.9);
  assert.ok(scorePersonMatch(1, 'unlisted', true, 3) < DEFAULT_THRESHOLD);
  // The day tells the person whatever the name: kept as it was.
  assert.equal(scorePersonMatch(1, 'exact', true, 40), 1);
  // A year and month: held where more than one of the name was born in that year (the count the caller passes).
  assert.equal(scorePersonMatch(1, 'month', true, 1), 1);
  assert.ok(scorePersonMatch(1, 'month', true, 2) < DEFAULT_THRESHOLD);
  assert.ok(scorePersonMatch(1, 'month', true, 2) >= 0.8, 'still a candidate for a reviewer');
});

test('namesakes: the births of one name tell apart at least so many people', () => {
  const b = (birthDate: string | null, birthKey: string | null = null) => ({ birthDate, birthKey });
  assert.equal(namesakesOf([b('1970-03-04')]), 1);
  assert.equal(namesakesOf([b('1970-03-04'), b('1982-11-30')]), 2);
  // UR's year-month and the masked code's DDMMYY are one person's; so is a code alone of the same day.
  assert.equal(namesakesOf([b('1970-03', '040370'), b(null, '040370'), b('1970-03-04')]), 1);
  // A year-month another person's full date agrees with may be that person; one nobody's agrees with is another.
  assert.equal(namesakesOf([b('1970-03'), b('1970-03-04')]), 1);
  assert.equal(namesakesOf([b('1970-05'), b('1970-03-04')]), 2);
  // Roles with no birth at all may be anyone of the name: one person where nothing else is known.
  assert.equal(namesakesOf([b(null), b(null)]), 1);
  assert.equal(namesakesOf([b(null), b('1970-03-04')]), 1);
  assert.equal(namesakesOf([]), 0);
  // Those born in one year only (two digits, as the masked code gives it): roles without a birth are none of them.
  const births = [b('1970-03-04'), b('1970-10', '211070'), b('1982-11-30'), b(null), b(null, '050370'), b('1970')];
  assert.equal(namesakesOf(births, '70'), 3);
  assert.equal(namesakesOf(births, '82'), 1);
  assert.equal(namesakesOf(births, '91'), 0);
});

test('registration numbers: digits compared, VAT prefixes read, documents and foreign numbers refused', () => {
  assert.deepEqual(registrationKeyOf({ type: 'regnumber', value: '0112038-9', country: 'FI' }), { digits: '01120389', country: 'FI' });
  assert.deepEqual(registrationKeyOf({ type: 'euvat', value: 'LV 40003032949', country: null }), { digits: '40003032949', country: 'LV' });
  assert.equal(registrationKeyOf({ type: 'euvat', value: 'EE100247019', country: null }), null);
  assert.equal(registrationKeyOf({ type: 'passport', value: '40003032949', country: 'LV' }), null);
  // A registration number written with its country (EE, LT too: only their VAT numbers differ).
  assert.deepEqual(registrationKeyOf({ type: 'regnumber', value: 'EE 10137319', country: 'EE' }), { digits: '10137319', country: 'EE' });
  assert.deepEqual(registrationKeyOf({ type: 'Registration Number', value: 'LT-110053842', country: null }), { digits: '110053842', country: 'LT' });
  assert.equal(registrationKeyOf({ type: 'euvat', value: '145632789', country: 'LT' }), null);
  // `No.` is a label, not Norway.
  assert.deepEqual(registrationKeyOf({ type: 'regnumber', value: 'No. 40003032949', country: 'LV' }), { digits: '40003032949', country: 'LV' });
  assert.equal(registrationKeyOf({ type: 'identifier', value: 'Q262597', country: null }), null);
  assert.deepEqual(registrationKeyOf({ type: 'Tax ID No.', value: '7708004767', country: 'Russia' }), { digits: '7708004767', country: 'RUSSIA' });
  assert.equal(scoreRegistrationMatch('LV', 'LV', 0), 1);
  assert.equal(scoreRegistrationMatch('RU', 'LV', 1), 0);
  assert.equal(scoreRegistrationMatch(null, 'LV', 0.2), 0.8);
  assert.equal(scoreRegistrationMatch(null, 'LV', 0.6), 1);
});
