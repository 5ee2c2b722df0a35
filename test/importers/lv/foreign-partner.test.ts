// UR's officers.csv lists a foreign company that is a partner of a KS (a GmbH as its general
// partner) as an officer of entity_type FOREIGN_ENTITY with position MEMBER_OF_PARTNERSHIP, an
// owner of the partnership. lv.officers read its number as a Latvian one, as lv.members once did:
// a number equal to a Latvian regcode linked the partner to that unrelated Latvian company
// (owners[].country LV, registeredIn LV), and one its own register writes with a hyphen was
// dropped. It is now kept as a foreign member is: its number as written, of a register abroad.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { mapOfficerRow } from '../../../src/importers/lv/officers.ts';
import type { Emitted, MapContext } from '../../../src/importers/source.ts';
import type { RoleRecord } from '../../../src/domain/records.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { runImport, scratch, sourceReport } from '../pipeline/helpers.ts';

const ctx: MapContext = { file: 'officers.csv', line: 2, asOf: null, lookup: () => undefined, warn: () => {} };

const officer = (entityType: string, number: string) => (mapOfficerRow({
  id: '1', at_legal_entity_registration_number: '40103000030', entity_type: entityType, position: 'MEMBER_OF_PARTNERSHIP',
  name: 'Holder', legal_entity_registration_number: number, registered_on: '2019-05-01',
}, ctx) as Emitted & { record: RoleRecord }).record;

test('an LV FOREIGN_ENTITY officer keeps its number as its register writes it, of a register abroad; a LEGAL_ENTITY stays Latvian', () => {
  assert.deepEqual([officer('FOREIGN_ENTITY', '556677-8899').holderRegcode, officer('FOREIGN_ENTITY', '556677-8899').holderCountry], ['556677-8899', 'ZZ']);
  assert.deepEqual([officer('FOREIGN_ENTITY', 'HRB  12345').holderRegcode, officer('FOREIGN_ENTITY', '40003000007').holderCountry], ['HRB 12345', 'ZZ']);
  assert.equal(officer('FOREIGN_ENTITY', '-').holderRegcode, null);
  assert.deepEqual([officer('LEGAL_ENTITY', '40003000007').holderRegcode, officer('LEGAL_ENTITY', '40003000007').holderCountry ?? null], ['40003000007', null]);
});

test('a KS\'s foreign general partner is linked to no Latvian company of the same number, and keeps a number written with a hyphen', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  appendFileSync(join(s.files, 'register.csv'),
    '40103000030;LV30ZZZ40103000030;"KS ""Daugavas Loģistika""";KS;Daugavas Loģistika;"";0;K;Komercreģistrs;KS;Komandītsabiedrība;2019-05-01;; ;"Rīga, Krasta iela 3";1003;130;0;100003030;0010000;\n');
  // A German GmbH whose number, as UR gives it, is that of AS "Gamma" (LV 40003000007), and a
  // Swedish AB written as Sweden writes it.
  appendFileSync(join(s.files, 'officers.csv'),
    '130;https://dati.ur.gov.lv/officers/130;40103000030;FOREIGN_ENTITY;MEMBER_OF_PARTNERSHIP;;Rhein Logistik GmbH;;;40003000007;INDIVIDUALLY;;2019-05-01;2019-05-01 09:00:00.000\n'
    + '131;https://dati.ur.gov.lv/officers/131;40103000030;FOREIGN_ENTITY;MEMBER_OF_PARTNERSHIP;;Nordic Freight AB;;;556677-8899;INDIVIDUALLY;;2019-05-01;2019-05-01 09:00:00.000\n');
  const report = await runImport({ databasePath: s.db, sources, fromDir: s.files, now: new Date('2026-11-20T06:00:00Z') });
  assert.equal(sourceReport(report, 'lv.officers').status, 'published', sourceReport(report, 'lv.officers').message);
  const db = openForReading(s.db);
  t.after(() => db.close());
  const services = createServices({ db, sanctionsThreshold: 0.9 });

  const owners = services.getCompany('40103000030', 'LV').owners.map((o) => [o.name, o.regcode, o.country, o.registeredIn]);
  assert.deepEqual(owners.sort(), [
    ['Nordic Freight AB', '556677-8899', null, null],
    ['Rhein Logistik GmbH', '40003000007', null, null],
  ]);
});
