// YTJ's companyForms lists the form and the one before it, each with its end date, as names are;
// a company that ceased may have every entry ended. Its main name was kept (the last one) but its
// form was dropped, so a ceased Oy was served legalForm, legalFormCode and legalFormName null, and
// a compliance team checking a former partner's history could not tell an Oy from a sole trader.
// Company objects written from the documented v3 structure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapYtjCompany } from '../../../src/importers/fi/ytj-company.ts';
import type { CompanyRecord } from '../../../src/domain/records.ts';
import type { Row } from '../../../src/importers/source.ts';
import { makeContext, recordsOf } from '../lt/support.ts';

const form = (type: string, fi: string, registrationDate: string, endDate: string | null, version?: number) => ({
  type, descriptions: [{ languageCode: '3', description: 'Limited company' }, { languageCode: '1', description: fi }],
  registrationDate, endDate, ...(version === undefined ? {} : { version }), source: '1',
});

function ceased(companyForms: unknown[]): Row {
  return {
    businessId: { value: '2345680-1', registrationDate: '2005-03-01', source: '3' },
    names: [{ name: 'Lopetettu Oy', type: '1', registrationDate: '2010-05-01', endDate: '2021-06-30', version: 1, source: '1' }],
    companyForms, companySituations: [], addresses: [],
    registeredEntries: [{ type: '4', register: '1', authority: '2', registrationDate: '2021-06-30', endDate: null, descriptions: [{ languageCode: '1', description: 'Lakannut' }] }],
    tradeRegisterStatus: '4', registrationDate: '2005-03-01', endDate: '2021-06-30',
  };
}

const served = (row: Row) => {
  const company = (recordsOf(mapYtjCompany(row, makeContext('all_companies.json', {}, '2026-11-21')), 'company') as CompanyRecord[])[0]!;
  return { name: company.name, status: company.status, legalFormCode: company.legalFormCode, legalFormName: company.legalFormName };
};

test('a ceased company whose every form has ended keeps the last one, not the form before it', () => {
  const row = ceased([
    form('13', 'Kommandiittiyhtiö', '2005-03-01', '2010-04-30', 2),
    form('16', 'Osakeyhtiö', '2010-05-01', '2021-06-30', 1),
  ]);
  assert.deepEqual(served(row), { name: 'Lopetettu Oy', status: 'closed', legalFormCode: '16', legalFormName: 'Osakeyhtiö' });
});

test('without versions the newest ended form is the last; an open form still wins over ended ones', () => {
  const unversioned = ceased([form('16', 'Osakeyhtiö', '2010-05-01', '2021-06-30'), form('13', 'Kommandiittiyhtiö', '2005-03-01', '2010-04-30')]);
  assert.equal(served(unversioned).legalFormCode, '16');
  const open = ceased([form('16', 'Osakeyhtiö', '2010-05-01', '2021-06-30', 2), form('17', 'Julkinen osakeyhtiö', '2021-07-01', null, 1)]);
  assert.equal(served(open).legalFormCode, '17');
  assert.equal(served(ceased([])).legalFormCode, null, 'no form given: none');
});
