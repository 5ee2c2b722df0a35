// The demo's Estonian companies carry websites as RIK lists them (a WWW entry of the general
// data's contacts), so the EE website field shows in the demo as the FI one does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeDemo } from './helpers.ts';

test('some demo EE companies list a website among their contacts, as the model gives it, and no other contact', () => {
  const demo = writeDemo();
  try {
    const general = JSON.parse(readFileSync(join(demo.dir, 'ettevotja_rekvisiidid__yldandmed.json'), 'utf8').replace(/^\ufeff/, '')) as
      Array<{ ariregistri_kood: number; yldandmed: { sidevahendid: Array<{ liik: string; sisu: string; lopp_kpv: string | null }> } }>;
    const model = new Map(demo.data.companies.filter((c) => c.country === 'EE').map((c) => [c.regcode, c.website ?? null]));
    let listed = 0;
    for (const entity of general) {
      const contacts = entity.yldandmed.sidevahendid;
      assert.ok(contacts.every((c) => c.liik === 'WWW' && c.lopp_kpv === null), 'only a current website');
      assert.equal(contacts[0]?.sisu ?? null, model.get(String(entity.ariregistri_kood)) ?? null);
      if (contacts.length > 0) listed++;
    }
    assert.ok(listed > 0 && listed < general.length, `some companies list a website, not all (${listed} of ${general.length})`);
  } finally {
    demo.cleanup();
  }
});
