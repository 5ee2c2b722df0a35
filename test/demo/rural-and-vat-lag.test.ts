// The demo shows what a web shop's autofill and a compliance check meet outside the towns and
// after a closure: rural Latvian and Lithuanian addresses as UR and JAR write them (from the
// municipality down, a farmstead by its name), and a Latvian company UR has closed while VID's VAT
// list still shows its registration active. Without them an evaluator trying the demo saw only
// town addresses and no closed company with a VAT number still listed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NOTABLE } from '../../src/demo/notable.ts';
import { addDays } from '../../src/demo/calendar.ts';
import { registersToday } from '../../src/domain/dates.ts';
import { NOW, servedSmallDemo } from './helpers.ts';

const demo = servedSmallDemo('demo-rural-');

const autofillOf = (c: { country: 'LV' | 'LT' | 'EE' | 'FI'; regcode: string }) => {
  const found = demo.services.autofill(c.regcode, { country: c.country, limit: 5 }, NOW).find((r) => r.regcode === c.regcode);
  assert.ok(found, `autofill finds ${c.country} ${c.regcode}`);
  return found;
};

test('rural addresses are written from the municipality down and autofill fills a form with the farmstead or village', () => {
  const R = NOTABLE.ruralAddresses;
  const farmstead = autofillOf(R.lvFarmstead);
  assert.equal(farmstead.address, 'Madonas nov., Ērgļu pag., "Kalnieši", LV-4840');
  assert.deepEqual(farmstead.addressParts, { ...R.lvFarmstead.parts, country: 'LV' });
  const village = autofillOf(R.lvVillage);
  assert.equal(village.address, 'Siguldas nov., Allažu pag., Allaži, "Saulstari", LV-2154');
  assert.deepEqual(village.addressParts, { ...R.lvVillage.parts, country: 'LV' });
  const lt = autofillOf(R.ltVillage);
  assert.equal(lt.address, 'Kauno r. sav., Garliavos apyl. sen., Juragių k., Sodų g. 3, LT-53236');
  assert.deepEqual(lt.addressParts, { ...R.ltVillage.parts, country: 'LT' });
});

test('a company UR closed while VID\'s VAT list still shows it active is not VAT-registered from its closure', () => {
  const G = NOTABLE.vatListLags;
  const closedOn = addDays(registersToday(NOW), -G.closedDaysAgo);
  const filled = autofillOf(G);
  assert.equal(filled.name, G.name);
  assert.equal(filled.status, 'closed');
  assert.equal(filled.vatNumber ?? null, null, 'no VAT number for an invoice');
  const row = demo.db.prepare('SELECT active FROM vat_registrations WHERE country = ? AND regcode = ?').get('LV', G.regcode) as { active: number } | undefined;
  assert.equal(row?.active, 1, "VID's list still shows the registration active");
  const statement = demo.services.complianceFor(G.regcode, 'LV');
  assert.equal(statement.vatRegistered, false);
  assert.deepEqual(statement.flagDetails.filter((f) => f.flag === 'vat_deregistered').map((f) => f.since), [closedOn]);
});
