// `&` read as the word for "and" typed, and the words in the order typed. `Niemi ja Virtanen`
// listed `Virtanen ja Niemi Ay`, which holds `ja`, before `Niemi & Virtanen Ky`, the name typed
// with the register's `&` (no word of its key); and among names holding the words past their
// beginning, the shorter name or the alphabet put the words in another order first.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

const fi = (regcode: string, name: string, form: string, formName: string) => ownCompany(regcode, name, { country: 'FI', form, formName });
const NIEMI_SIGN = '2786186-3';
const VIRTANEN_JA = '3009331-6';
const VIRTANEN_SIGN = '2126922-8';
const NIEMI_JA_OY = '0112038-9';
const BUILD_NIEMI = '2158537-8';
const BUILD_VIRTANEN = '0027023-8';
let ctx: SeededServices;
before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    fi(NIEMI_SIGN, 'Niemi & Virtanen Ky', '13', 'Kommandiittiyhtiö'),
    fi(VIRTANEN_JA, 'Virtanen ja Niemi Ay', '12', 'Avoin yhtiö'),
    fi(VIRTANEN_SIGN, 'Virtanen & Niemi Ky', '13', 'Kommandiittiyhtiö'),
    // Holding the words past their beginning: the longer name in the order typed.
    fi(BUILD_NIEMI, 'Rakennus Niemi & Virtanen Oy', '16', 'Osakeyhtiö'),
    fi(BUILD_VIRTANEN, 'Bau Virtanen Niemi Oy', '16', 'Osakeyhtiö'),
  ] } });
});
after(() => ctx.close());

const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.regcode);
const search = (q: string) => ctx.services.searchCompanies(q, { limit: 10 }).map((r) => r.regcode);

test('the word for "and" typed reads the name written with & as the name typed, in the order typed first', () => {
  for (const q of ['Niemi ja Virtanen', 'Niemi un Virtanen', 'Niemi and Virtanen', 'Niemi ir Virtanen']) {
    const listed = autofill(q);
    // `Virtanen ja Niemi Ay` holds `ja` alone: with another word typed for "and", it follows.
    assert.deepEqual(listed.slice(0, 3), q.includes(' ja ') ? [NIEMI_SIGN, VIRTANEN_JA, VIRTANEN_SIGN] : [NIEMI_SIGN, VIRTANEN_SIGN, BUILD_NIEMI], q);
    assert.deepEqual(search(q).slice(0, 3), listed.slice(0, 3), q);
  }
  // The name as typed, `ja` in the order typed, before the `&` one; the other order after.
  assert.deepEqual(autofill('Virtanen ja Niemi').slice(0, 3), [VIRTANEN_JA, VIRTANEN_SIGN, NIEMI_SIGN]);
  // `&` typed: the names written with it, in the order typed first, as before.
  assert.deepEqual(autofill('Niemi & Virtanen').slice(0, 2), [NIEMI_SIGN, VIRTANEN_SIGN]);
});

test('among names holding the words past their beginning, the order typed comes first', () => {
  const tail = (q: string) => autofill(q).filter((r) => r === BUILD_NIEMI || r === BUILD_VIRTANEN);
  assert.deepEqual(tail('Niemi Virtanen'), [BUILD_NIEMI, BUILD_VIRTANEN]);
  assert.deepEqual(tail('Virtanen Niemi'), [BUILD_VIRTANEN, BUILD_NIEMI]);
  // The last word being typed too.
  assert.deepEqual(tail('Niemi Virt'), [BUILD_NIEMI, BUILD_VIRTANEN]);
  assert.deepEqual(tail('Virtanen Nie'), [BUILD_VIRTANEN, BUILD_NIEMI]);
});

test('& typed reads the names that write the word for "and" in its place, right after those written with & in the order typed', () => {
  const own = seededServices({ fixture: false, rows: { companies: [
    fi(NIEMI_SIGN, 'Niemi & Virtanen Ky', '13', 'Kommandiittiyhtiö'),
    fi(VIRTANEN_JA, 'Virtanen ja Niemi Ay', '12', 'Avoin yhtiö'),
    fi(VIRTANEN_SIGN, 'Virtanen & Niemi Ky', '13', 'Kommandiittiyhtiö'),
    fi(NIEMI_JA_OY, 'Niemi ja Virtanen Oy', '16', 'Osakeyhtiö'),
    fi(BUILD_NIEMI, 'Rakennus Niemi & Virtanen Oy', '16', 'Osakeyhtiö'),
  ] } });
  try {
    const listed = (q: string) => {
      const codes = own.services.autofill(q, { limit: 10 }).map((r) => r.regcode);
      assert.deepEqual(own.services.searchCompanies(q, { limit: 10 }).map((r) => r.regcode).slice(0, 4), codes.slice(0, 4), q);
      return codes;
    };
    // `Niemi ja Virtanen Oy` came after `Virtanen & Niemi Ky`, the other order.
    for (const q of ['Niemi & Virtanen', 'Niemi&Virtanen', 'niemi & virtanen']) {
      assert.deepEqual(listed(q).slice(0, 4), [NIEMI_SIGN, NIEMI_JA_OY, VIRTANEN_SIGN, VIRTANEN_JA], q);
    }
    assert.deepEqual(listed('Virtanen & Niemi').slice(0, 4), [VIRTANEN_SIGN, VIRTANEN_JA, NIEMI_SIGN, NIEMI_JA_OY]);
    // The legal form typed puts its exact name first, as for the word typed.
    assert.deepEqual(listed('Oy Niemi & Virtanen').slice(0, 2), [NIEMI_JA_OY, NIEMI_SIGN]);
    // Each company once.
    const all = listed('Niemi & Virtanen');
    assert.equal(new Set(all).size, all.length);
  } finally {
    own.close();
  }
});

test('the word for "and" typed puts the name written with & in the order typed first, where the text as typed found it by a typo', () => {
  // No name holds `ja` with both words: read as typed with typos, `Grönroos ja Virtanen` found
  // `Grönroos & Virtanen Ky` two edits off, and that kept it below the exact name of the other order.
  const GRONROOS_SIGN = '2136456-7';
  const VIRTANEN_SIGN_GRONROOS = '2503495-2';
  const own = seededServices({ fixture: false, rows: { companies: [
    fi(GRONROOS_SIGN, 'Grönroos & Virtanen Ky', '13', 'Kommandiittiyhtiö'),
    fi(VIRTANEN_SIGN_GRONROOS, 'Virtanen & Grönroos Ky', '13', 'Kommandiittiyhtiö'),
  ] } });
  try {
    for (const q of ['Grönroos ja Virtanen', 'Gronroos ja Virtanen Ky', 'Grönroos och Virtanen']) {
      assert.deepEqual(own.services.searchCompanies(q, { limit: 10 }).map((r) => r.regcode), [GRONROOS_SIGN, VIRTANEN_SIGN_GRONROOS], q);
      assert.deepEqual(own.services.autofill(q, { limit: 10 }).map((r) => r.regcode), [GRONROOS_SIGN, VIRTANEN_SIGN_GRONROOS], q);
    }
    assert.equal(own.services.searchCompanies('Virtanen ja Grönroos', { limit: 10 })[0]?.regcode, VIRTANEN_SIGN_GRONROOS);
  } finally {
    own.close();
  }
});
