// The demo's numbers typed a key at a time after the label a buyer copies with them into a
// checkout form's one field (`Reģ. Nr. 40003…`, `PVN LV…`, `KMKR EE…`, `Y-tunnus: …`): autofill
// answers each beginning as it answers the digits typed alone, and no beginning of a demo name is
// read as a number (a name whose first word labels numbers keeps its place).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { numberBegunAsTyped } from '../../src/services/search/number-begun.ts';
import { NOW, servedSmallDemo } from './helpers.ts';

const demo = servedSmallDemo('demo-labelled-');

type Row = { country: string; regcode: string; vat: string | null };
const LABELS: Record<string, Array<[string, (r: Row) => string | null]>> = {
  LV: [['Reģ. Nr. ', (r) => r.regcode], ['PVN ', (r) => r.vat], ['VAT ', (r) => r.vat]],
  LT: [['Įmonės kodas ', (r) => r.regcode], ['PVM mokėtojo kodas ', (r) => r.vat]],
  EE: [['Registrikood ', (r) => r.regcode], ['KMKR ', (r) => r.vat]],
  FI: [['Y-tunnus: ', (r) => r.regcode], ['Business ID ', (r) => r.regcode], ['ALV ', (r) => r.vat]],
};

test('every labelled beginning of the demo\'s numbers answers as its digits typed alone', () => {
  const rows = demo.db.prepare(`SELECT c.country, c.regcode, (SELECT v.vat_number FROM vat_registrations v
    WHERE v.country = c.country AND v.regcode = c.regcode AND v.active = 1 LIMIT 1) AS vat
    FROM companies c WHERE c.status = 'active' AND c.regcode LIKE '%7'`).all() as Row[];
  assert.ok(rows.length > 20, 'companies of every country to type');
  const filled = (q: string) => demo.services.autofill(q, { limit: 10 }, NOW).map((r) => `${r.country}:${r.regcode}`);
  let found = 0;
  let texts = 0;
  for (const row of rows) {
    for (const [label, numberOf] of LABELS[row.country]!) {
      const number = numberOf(row);
      if (number === null) continue;
      // From the fourth digit, as a regcode's beginning is read, to the last but one.
      for (let k = /^[A-Z]{2}/.test(number) ? 6 : 4; k < number.length; k++) {
        const typed = number.slice(0, k);
        const answer = filled(label + typed);
        assert.deepEqual(answer, filled(typed.replace('-', '')), `${label}${typed}`);
        texts++;
        if (answer.includes(`${row.country}:${row.regcode}`)) found++;
      }
    }
  }
  // Most beginnings hold the company; the others begin more than ten numbers.
  assert.ok(found > texts / 2, `${found} of ${texts}`);
});

test('no beginning of a demo name is read as a number', () => {
  const read: string[] = [];
  for (const { name } of demo.db.prepare('SELECT name FROM companies UNION ALL SELECT name FROM company_names').all() as Array<{ name: string }>) {
    for (let k = 1; k <= name.length; k++) if (numberBegunAsTyped(name.slice(0, k)) !== null) read.push(name.slice(0, k));
  }
  assert.deepEqual(read, []);
});
