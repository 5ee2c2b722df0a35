// JAR names some legal forms in one word, with no abbreviation in use: every association is an
// Asociacija. The LT store keeps that name as the form, and company details' legalFormName took a
// name with no space for an abbreviation and served null, so a partner check of an association
// read "no legal form given" although JAR gives it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapRegistered } from '../../../src/importers/lt/jar-map.ts';
import { legalForm, legalFormFullName } from '../../../src/services/view-values.ts';
import type { CompanyRecord } from '../../../src/domain/records.ts';
import { makeContext, recordsOf } from './support.ts';

// A row as JAR_IREGISTRUOTI.csv writes it (the documented header); no form classifier read.
function stored(formCode: string, formName: string): CompanyRecord {
  const row = {
    ja_kodas: '304000310', ja_pavadinimas: 'Asociacija "Bandymų klubas"', adresas: 'Vilnius, Ozo g. 1, LT-07150',
    ja_reg_data: '2010-01-01', form_kodas: formCode, form_pavadinimas: formName, stat_kodas: '0',
    stat_pavadinimas: 'Teisinis stat neįregistruotas', stat_data_nuo: '2010-01-01', formavimo_data: '2026-11-20',
  };
  return recordsOf(mapRegistered(row, makeContext('JAR_IREGISTRUOTI.csv')), 'company')[0] as CompanyRecord;
}

test('an association: legalForm and legalFormName are both Asociacija, as JAR writes it', () => {
  const company = stored('610', 'Asociacija');
  assert.equal(legalForm('LT', company.legalFormCode, company.legalFormName), 'Asociacija');
  assert.equal(legalFormFullName('LT', company.legalFormName), 'Asociacija');
});

test('a form of several words with no abbreviation and one of the list read as before', () => {
  const branch = stored('810', 'Užsienio juridinio asmens filialas');
  assert.equal(legalFormFullName('LT', branch.legalFormName), 'Užsienio juridinio asmens filialas');
  const uab = stored('310', 'Uždaroji akcinė bendrovė');
  assert.deepEqual([uab.legalFormName, legalFormFullName('LT', uab.legalFormName)], ['UAB', 'Uždaroji akcinė bendrovė']);
});

test('a short form outside the list, as a classifier may write it, still has no full name here', () => {
  assert.equal(legalFormFullName('LT', 'DNSB'), null);
  assert.equal(legalFormFullName('LT', 'VšĮ'), 'Viešoji įstaiga');
});
