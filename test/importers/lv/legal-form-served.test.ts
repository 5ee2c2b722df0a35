// UR's register.csv types an association BDR (type_text Biedrība), a code of UR's own that no
// Latvian writes before a name, while SIA, AS, IK, KS and PS are written so. legalForm served BDR,
// which a web shop's autofill put in a form's legal-form field and an invoice's header, though
// legalForm is the form as its country abbreviates it, or its name where none is in use. It is now
// Biedrība, the register's own name of the form; legalFormCode keeps BDR.
//
// UR types a farm ZEM (type_text Zemnieku saimniecība), a code of its own, while Latvians write a
// farm's form ZS (ZS "Kalnieši"); legalForm served a code only among SIA, AS, IK, KS, PS and ZS, so a
// farm, of which Latvia registers tens of thousands, was served its whole form's name, Zemnieku
// saimniecība, in autofill's legal-form field and search, where the form as Latvians abbreviate it
// belongs; a European company (SE, Eiropas komercsabiedrība) likewise. Each is now its abbreviation.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Services } from '../../../src/services/index.ts';
import { scratch } from '../pipeline/helpers.ts';
import { importLv } from '../../helpers/lv-imported.ts';

const HEADER = 'regcode;sepa;name;name_before_quotes;name_in_quotes;name_after_quotes;without_quotes;regtype;regtype_text;type;type_text;'
  + 'registered;terminated;closed;address;index;addressid;region;city;atvk;reregistration_term';
const row = (regcode: string, name: string, type: string, typeText: string) =>
  `${regcode};LV01ZZZ${regcode};${name};"";"";"";0;K;Komercreģistrs;${type};${typeText};2012-05-06;; ;Madonas nov., Ērgļu pag., "Kalnieši";4840;1;0;1;"";`;

/** The services of a store lv.register was imported into: the fixture's register.csv, or `registerCsv` in its place. */
async function servedRegister(t: TestContext, registerCsv?: string): Promise<Services> {
  const s = scratch();
  t.after(() => s.cleanup());
  if (registerCsv !== undefined) writeFileSync(join(s.files, 'register.csv'), registerCsv);
  return (await importLv(t, s, ['lv.register'], new Date('2026-11-20T06:00:00Z'))).services;
}

test('an LV association is served with legalForm Biedrība, a company with its abbreviation', async (t) => {
  const services = await servedRegister(t);

  const association = services.getCompany('50008000008', 'LV');
  assert.equal(association.legalForm, 'Biedrība');
  assert.equal(association.legalFormCode, 'BDR');
  const [filled] = services.autofill('50008000008', { country: 'LV', limit: 1 });
  assert.equal(filled?.legalForm, 'Biedrība');
  const [found] = services.searchCompanies('Biedrība Delta', { country: 'LV', limit: 1 });
  assert.equal(found?.legalForm, 'Biedrība');

  for (const [regcode, form] of [['40003000001', 'SIA'], ['41500000002', 'IK'], ['40003000007', 'AS']] as const) {
    assert.equal(services.getCompany(regcode, 'LV').legalForm, form, regcode);
  }
});

test('an LV farm is served with legalForm ZS, a European company SE, an association by its name', async (t) => {
  const services = await servedRegister(t, '\uFEFF' + [HEADER,
    row('45401000010', '"Zemnieku saimniecība ""Kalnieši"""', 'ZEM', 'Zemnieku saimniecība'),
    row('40203000011', '"Eiropas komercsabiedrība ""Baltic Holding SE"""', 'SE', 'Eiropas komercsabiedrība'),
    row('40008000012', '"Biedrība ""Ērgļu Medus"""', 'BDR', 'Biedrība'),
  ].join('\n') + '\n');

  const farm = services.getCompany('45401000010', 'LV');
  assert.deepEqual([farm.legalForm, farm.legalFormCode, farm.legalFormName], ['ZS', 'ZEM', 'Zemnieku saimniecība']);
  assert.equal(services.autofill('45401000010', { country: 'LV', limit: 1 })[0]?.legalForm, 'ZS');
  assert.equal(services.searchCompanies('Kalnieši', { country: 'LV', limit: 1 })[0]?.legalForm, 'ZS');
  assert.equal(services.getCompany('40203000011', 'LV').legalForm, 'SE');
  assert.equal(services.getCompany('40008000012', 'LV').legalForm, 'Biedrība');
});
