// The evaluation set (test/fixtures/sanctions-eval/pairs.json): every pair is scored by the same
// screening functions the import runs (blocking included), then precision and recall at the
// threshold are printed. Precision must stay 1.0: a wrongly flagged company is the failure
// this service must not have. Recall is printed, not asserted: the misses are deliberate
// (a name the list translates, a weak alias, an owner without a birth date).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD } from '../../src/domain/sanctions-matching.ts';
import { loadPairs, scorePair } from './score-pair.ts';

const pairs = loadPairs();

test('evaluation set: precision at the threshold is 1.0; recall is printed', () => {
  let tp = 0, fp = 0, fn = 0, tn = 0;
  const lines: string[] = [];
  for (const p of pairs) {
    const score = scorePair(p);
    const flagged = score >= DEFAULT_THRESHOLD;
    if (flagged && p.expected) tp++;
    else if (flagged && !p.expected) { fp++; lines.push(`  FALSE POSITIVE ${p.id} ${score.toFixed(3)} ${p.why}`); }
    else if (!flagged && p.expected) { fn++; lines.push(`  missed         ${p.id} ${score.toFixed(3)} ${p.why}`); }
    else tn++;
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  console.log(`sanctions evaluation (${pairs.length} pairs, threshold ${DEFAULT_THRESHOLD}): ` +
    `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (tp ${tp}, fp ${fp}, fn ${fn}, tn ${tn})\n${lines.join('\n')}`);
  assert.equal(fp, 0, `false positives:\n${lines.filter((l) => l.includes('FALSE')).join('\n')}`);
  assert.equal(precision, 1);
  // The set must keep exercising both sides.
  assert.ok(tp > 0 && tn > 0);
});

test('evaluation set: every near miss scores below the threshold and every pair is scored', () => {
  for (const p of pairs) {
    const score = scorePair(p);
    assert.ok(score >= 0 && score <= 1, `${p.id} score ${score}`);
    if (!p.expected) assert.ok(score < DEFAULT_THRESHOLD, `${p.id} (${p.why}) scored ${score}`);
  }
});
