// UR types a farm ZEM (type_text Zemnieku saimniecība), a code of its own, while Latvians write a
// farm's form ZS (ZS "Kalnieši"); legalForm served a code only among SIA, AS, IK, KS, PS and ZS, so a
// farm, of which Latvia registers tens of thousands, was served its whole form's name, Zemnieku
// saimniecība, in autofill's legal-form field and search, where the form as Latvians abbreviate it
// belongs; a European company (SE, Eiropas komercsabiedrība) likewise. Each is now its abbreviation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, scratch, sourceReport } from '../pipeline/helpers.ts';

const HEADER = 'regcode;sepa;name;name_before_quotes;name_in_quotes;name_after_quotes;without_quotes;regtype;regtype_text;type;type_text;'
  + 'registered;terminated;closed;address;index;addressid;region;city;atvk;reregistration_term';
const row = (regcode: string, name: string, type: string, typeText: string) =>
  `${regcode};LV01ZZZ${regcode};${name};"";"";"";0;K;Komercreģistrs;${type};${typeText};2012-05-06;; ;Madonas nov., Ērgļu pag., "Kalnieši";4840;1;0;1;"";`;

test('an LV farm is served with legalForm ZS, a European company SE, an association by its name', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  writeFileSync(join(s.files, 'register.csv'), '\uFEFF' + [HEADER,
    row('45401000010', '"Zemnieku saimniecība ""Kalnieši"""', 'ZEM', 'Zemnieku saimniecība'),
    row('40203000011', '"Eiropas komercsabiedrība ""Baltic Holding SE"""', 'SE', 'Eiropas komercsabiedrība'),
    row('40008000012', '"Biedrība ""Ērgļu Medus"""', 'BDR', 'Biedrība'),
  ].join('\n') + '\n');
  const report = await runImport({ databasePath: s.db, sources: sources.filter((d) => d.id === 'lv.register'), knownSources: sources,
    fromDir: s.files, now: new Date('2026-11-20T06:00:00Z') });
  assert.equal(sourceReport(report, 'lv.register').status, 'published', sourceReport(report, 'lv.register').message);
  const db = openForReading(s.db);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });

  const farm = services.getCompany('45401000010', 'LV');
  assert.deepEqual([farm.legalForm, farm.legalFormCode, farm.legalFormName], ['ZS', 'ZEM', 'Zemnieku saimniecība']);
  assert.equal(services.autofill('45401000010', { country: 'LV', limit: 1 })[0]?.legalForm, 'ZS');
  assert.equal(services.searchCompanies('Kalnieši', { country: 'LV', limit: 1 })[0]?.legalForm, 'ZS');
  assert.equal(services.getCompany('40203000011', 'LV').legalForm, 'SE');
  assert.equal(services.getCompany('40008000012', 'LV').legalForm, 'Biedrība');
});
