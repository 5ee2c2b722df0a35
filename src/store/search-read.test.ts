// The FTS5 expressions built from query words: never syntax from input, typo tiers strict first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ftsExpression, queryTrigrams, trigramTiers } from './search-read.ts';

test('words become quoted terms, the last one a prefix', () => {
  assert.equal(ftsExpression('inNames', ['rigas', 'ko']), '"rigas" AND "ko" *');
  assert.equal(ftsExpression('startsWith', ['rigas', 'ko']), '{name} : ^"rigas ko" *');
  assert.equal(ftsExpression('legalForm', ['sia']), '"sia"');
  assert.equal(ftsExpression('anywhere', ['a"b', 'OR', '*']), '"ab" AND "or" *');
  assert.equal(ftsExpression('inNames', ['"', '*']), null);
});

test('typo tiers go from all-but-one trigram to either half', () => {
  assert.deepEqual(queryTrigrams('baltik'), ['bal', 'alt', 'lti', 'tik']);
  const tiers = trigramTiers('baltik');
  assert.equal(tiers[0], '("alt" AND "lti" AND "tik") OR ("bal" AND "lti" AND "tik") OR ("bal" AND "alt" AND "tik") OR ("bal" AND "alt" AND "lti")');
  assert.equal(tiers.length, 3);
  assert.deepEqual(trigramTiers('ab'), []);
  assert.deepEqual(trigramTiers('abc'), []);
  // Long queries are sampled, so the work per tier stays bounded.
  assert.equal(queryTrigrams('sabiedriba ar ierobezotu atbildibu').length, 6);
  assert.ok(trigramTiers('rigas koks serviss').length === 4);
});
