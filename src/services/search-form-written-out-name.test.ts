// A name typed after its legal form written out (docs/search.md, the marked letters typed): the
// form's marked words (`Uždaroji akcinė bendrovė`, `Sabiedrība ar ierobežotu atbildību`) counted
// as words the name was typed with, so the few names the register writes with the form in full
// came before the shorter ones `UAB "Partners` lists first. The name typed after the form is the
// name typed after its abbreviation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
const uab = (regcode: string, name: string) => ownCompany(regcode, name, { country: 'LT', form: '310', formName: 'UAB' });

before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    uab('300000001', 'UAB "Partners Lux"'),
    uab('300000002', 'UAB "Partners Med"'),
    uab('300000003', 'Uždaroji akcinė bendrovė "Partners Nord"'),
    ownCompany('40000000001', 'SIA "Latvijas Auto"'),
    ownCompany('40000000002', 'Sabiedrība ar ierobežotu atbildību "Latvijas Dzīvokļi"'),
    ownCompany('40000000003', 'SIA "Latvijas Būve"'),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.name);
const search = (q: string) => ctx.services.searchCompanies(q, { limit: 20 }).map((r) => r.name);

test('a name typed after its legal form written out lists as after the form\'s abbreviation', () => {
  assert.deepEqual(autofill('UAB "Partners'), ['UAB "Partners Lux"', 'UAB "Partners Med"', 'Uždaroji akcinė bendrovė "Partners Nord"']);
  for (const q of ['Uždaroji akcinė bendrovė "Partners', 'Uždaroji akcinė bendrovė Partners', 'Partners, uždaroji akcinė bendrovė']) {
    assert.deepEqual(autofill(q), autofill('UAB "Partners'), q);
    assert.deepEqual(search(q), search('UAB "Partners'), q);
  }
  assert.deepEqual(autofill('Sabiedrība ar ierobežotu atbildību "Latv'), autofill('SIA "Latv'));
  assert.deepEqual(autofill('SIA "Latv'), ['SIA "Latvijas Auto"', 'SIA "Latvijas Būve"', 'Sabiedrība ar ierobežotu atbildību "Latvijas Dzīvokļi"']);
});

test('the name\'s own marked words still put the names holding them first', () => {
  assert.equal(autofill('Sabiedrība ar ierobežotu atbildību "Latvijas Bū')[0], 'SIA "Latvijas Būve"');
  // A form typed alone lists its companies by how their names write it, as before.
  assert.equal(autofill('Uždaroji akcinė bendrovė')[0], 'Uždaroji akcinė bendrovė "Partners Nord"');
});
