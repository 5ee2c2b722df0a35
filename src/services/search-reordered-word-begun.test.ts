// A name typed with its words in another order while its last word is still being typed: `Kala
// K` on its way to `Kala Kotkan` for `Kotkan Kala Oy`. The last word begins the word before it,
// so every name holding `kala` held a `k…` too; the read of names holding the words, in rank
// order, filled with the shorter `AM Kala`, `BE Kala`, … and `Kotkan Kala Oy` was never read.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const LETTERS = 'ABDEGHIJLMNPRSTV';
// More two-letter `… Kala` names than a read holds (30 at limit 10), each shorter than the names typed.
const SHORT = Array.from({ length: 48 }, (_, i) => `${LETTERS[i % 16]}${LETTERS[Math.floor(i / 16) + 3]} Kala`);
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    ...SHORT.map((name, i) => ownCompany(`400000001${String(i).padStart(2, '0')}`, `SIA "${name}"`)),
    ownCompany('40000000201', 'SIA "Kuldīgas Kala"'),
    ownCompany('40000000202', 'SIA "Valmieras Dārzs"'),
    ownCompany('40000000203', 'SIA "Auto Group"'),
    ownCompany('40000000204', 'SIA "Global Auto"'),
    ...SHORT.map((name, i) => ownCompany(`400000003${String(i).padStart(2, '0')}`, `SIA "${name.replace('Kala', 'Dārzs')}"`)),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.name);

test('a name typed in another word order is listed while its last word is being typed, first once it is told apart', () => {
  for (const [name, typed] of [['SIA "Kuldīgas Kala"', 'Kala Kuldīgas'], ['SIA "Valmieras Dārzs"', 'darzs valmieras']] as const) {
    const [before, last] = [typed.slice(0, typed.lastIndexOf(' ') + 1), typed.slice(typed.lastIndexOf(' ') + 1)];
    for (let k = 1; k <= last.length; k++) {
      const q = before + last.slice(0, k);
      const names = autofill(q);
      // `darzs v` is as much `VE Dārzs`, a shorter name: from the second letter only the name typed is.
      if (k === 1) assert.ok(names.includes(name), `${q}: ${names.join(', ')}`);
      else assert.equal(names[0], name, `${q}: ${names.join(', ')}`);
    }
  }
});

test('a name holding the word once is no name holding both: it is not listed before the one holding both', () => {
  const names = autofill('Kala K');
  assert.equal(names[0], 'SIA "Kuldīgas Kala"', names.join(', '));
});

test('where both orders begin with the text, the name of the order typed comes first (docs/search.md, step 4)', () => {
  assert.deepEqual(autofill('auto g'), ['SIA "Auto Group"', 'SIA "Global Auto"']);
  // Its words whole, the other order is an exact name, and comes first where no name of the order typed is one.
  assert.equal(autofill('auto global')[0], 'SIA "Global Auto"');
});
