// The demo's Finnish companies were all at Finnish streets with Finnish names only, so an
// evaluator trying autofill as a Swedish-speaking shop customer types it met no address YTJ writes
// in Swedish (HELSINGFORS) and no parallel name. The demo now holds one, written as YTJ writes it
// (the post office in both languages, the name of type 2 beside the company's own).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NOTABLE } from '../../src/demo/notable.ts';
import { NOW, servedSmallDemo } from './helpers.ts';

const demo = servedSmallDemo('demo-fi-swedish-');

const W = NOTABLE.fiSwedish;

test('a Finnish company at a Swedish street is filled in with the town as its post writes it, HELSINGFORS', () => {
  const [first] = demo.services.autofill(W.name, { country: 'FI', limit: 5 }, NOW);
  assert.equal(first?.regcode, W.regcode);
  assert.equal(first.address, 'Mechelingatan 3, 00100 HELSINGFORS');
  assert.deepEqual(first.addressParts, { street: 'Mechelingatan 3', postcode: '00100', city: 'HELSINGFORS', country: 'FI' });
});

test('it is found by its Finnish parallel name, and by its town in either language', () => {
  const [byParallel] = demo.services.autofill(W.parallelName, { limit: 5 }, NOW);
  assert.equal(byParallel?.regcode, W.regcode);
  assert.equal(byParallel.name, W.name);
  assert.equal(byParallel.matchedOtherName?.kind, 'parallel');
  for (const q of ['Strandbygg Helsingfors', 'Strandbygg Helsinki']) {
    assert.equal(demo.services.autofill(q, { limit: 5 }, NOW)[0]?.regcode, W.regcode, q);
  }
});
