// JAR_IREGISTRUOTI writes the full name of a form in form_pavadinimas (Uždaroji akcinė bendrovė,
// as the real extract does), and the form classifier has a column of that name. Read as the short
// name, it made legalForm Uždaroji akcinė bendrovė for every company once the classifier was
// imported, and UAB without it: a web shop's form and a search filter met two spellings of one
// form. The usual abbreviation now wins whichever column gives the name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FORM_CLASSIFIER, mapRegistered } from '../../../src/importers/lt/jar-map.ts';
import { legalForm, legalFormFullName } from '../../../src/services/view-values.ts';
import type { CompanyRecord } from '../../../src/domain/records.ts';
import type { Row } from '../../../src/importers/source.ts';
import { indexBy, makeContext, recordsOf } from './support.ts';

const row = (formCode: string, formName: string): Row => ({
  ja_kodas: '304000320', ja_pavadinimas: 'Bandymas', adresas: 'Vilnius, Ozo g. 1, LT-07150', ja_reg_data: '2010-01-01',
  form_kodas: formCode, form_pavadinimas: formName, stat_kodas: '0', stat_pavadinimas: 'Teisinis stat neįregistruotas',
  stat_data_nuo: '2010-01-01', formavimo_data: '2026-11-20',
});

// Rows of JAR_TEI_FORM_KLASIFIKATORIUS.csv by its documented header, form_pavadinimas in full.
const classifier: Row[] = [
  { form_kodas: '310', form_pavadinimas: 'Uždaroji akcinė bendrovė', form_pav_ilgas: 'Uždaroji akcinė bendrovė',
    form_name: 'Private limited liability company', tipas: 'Juridinis asmuo', type: 'Legal entity', formavimo_data: '2026-11-20' },
  { form_kodas: '320', form_pavadinimas: 'Akcinė bendrovė', form_pav_ilgas: 'Akcinė bendrovė',
    form_name: 'Public limited liability company', tipas: 'Juridinis asmuo', type: 'Legal entity', formavimo_data: '2026-11-20' },
];

function served(r: Row, withClassifier: boolean): { legalForm: string | null; legalFormName: string | null } {
  const ctx = makeContext('JAR_IREGISTRUOTI.csv', withClassifier ? { [FORM_CLASSIFIER]: indexBy(classifier, 'form_kodas') } : {});
  const c = recordsOf(mapRegistered(r, ctx), 'company')[0] as CompanyRecord;
  return { legalForm: legalForm('LT', c.legalFormCode, c.legalFormName), legalFormName: legalFormFullName('LT', c.legalFormName) };
}

test('a UAB and an AB are served UAB and AB with the classifier read as without it', () => {
  for (const withClassifier of [true, false]) {
    assert.deepEqual(served(row('310', 'Uždaroji akcinė bendrovė'), withClassifier),
      { legalForm: 'UAB', legalFormName: 'Uždaroji akcinė bendrovė' }, `classifier read: ${withClassifier}`);
    assert.deepEqual(served(row('320', 'Akcinė bendrovė'), withClassifier),
      { legalForm: 'AB', legalFormName: 'Akcinė bendrovė' }, `classifier read: ${withClassifier}`);
  }
});

test('a row with no form name takes the abbreviation of the classifier\'s name', () => {
  assert.deepEqual(served(row('310', ''), true), { legalForm: 'UAB', legalFormName: 'Uždaroji akcinė bendrovė' });
});
