// A name copied from a web page that hyphenates holds soft hyphens (U+00AD, `&shy;`): between
// the syllables of a word, where they are nothing, and, where the page printed its spaces as break
// points, between its words, where they are the space (docs/search.md, "Folding"). Folding dropped
// them alone: the readings of the text as typed (its marked letters, a legal form written out) saw
// a word broken in two, and words joined by one were read as one word no name holds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../../test/helpers/seeded-services.ts';
import { ownCompany } from '../../test/helpers/seed.ts';

let ctx: SeededServices;
const ee = (regcode: string, name: string, form = 'OÜ') => ownCompany(regcode, name, { country: 'EE', form });

before(() => {
  ctx = seededServices({ fixture: false, rows: { companies: [
    // The unmarked names have the lower codes: the index order puts them first among equals.
    ee('10000001', 'Joe Kala OÜ'),
    ee('10000002', 'Jõe Kala OÜ'),
    ee('10000011', 'Holding Värvid OÜ'),
    ee('10000012', 'Holding Värvid Trans OÜ'),
    ee('10000021', 'NP Konsult OÜ'),
    ee('10000022', 'NP Konsult Grupp OÜ'),
  ] } });
});
after(() => ctx.close());

const SHY = '\u00AD';
const autofill = (q: string) => ctx.services.autofill(q, { limit: 10 }).map((r) => r.name);

test('a soft hyphen inside a word is nothing: the word as typed, marks and all', () => {
  assert.deepEqual(autofill('Jõe Kala'), ['Jõe Kala OÜ', 'Joe Kala OÜ']);
  assert.deepEqual(autofill(`J${SHY}õe Ka${SHY}la`), autofill('Jõe Kala'));
  assert.deepEqual(autofill(`Jõ${SHY}e Ka${SHY}la`), autofill('Jõe Kala'));
  assert.deepEqual(autofill(`Hol${SHY}ding Vär${SHY}vid`), autofill('Holding Värvid'));
});

test('a soft hyphen before the next word\'s capital is the space it stands for', () => {
  assert.deepEqual(autofill(`Holding${SHY}Värvid${SHY}OÜ`), ['Holding Värvid OÜ', 'Holding Värvid Trans OÜ']);
  assert.deepEqual(autofill(`NP${SHY}Konsult${SHY}OÜ`), ['NP Konsult OÜ', 'NP Konsult Grupp OÜ']);
  assert.deepEqual(autofill('Holding&shy;Värvid&shy;OÜ'), ['Holding Värvid OÜ', 'Holding Värvid Trans OÜ'], 'pasted from a page\'s source');
});
