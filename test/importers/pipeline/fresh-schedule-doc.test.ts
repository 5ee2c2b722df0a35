// docs/operations.md tells an operator what to schedule so that every source stays fresh, and how
// to see each source's age: a source published at a frequency the schedule does not speak of (a
// new source, a changed publisher) fails here until the schedule says how it is kept fresh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allSources } from '../../../src/importers/registry.ts';
import { USAGE } from '../../../src/cli/import-args.ts';
import { REPO } from './helpers.ts';

function section(): string {
  const doc = readFileSync(join(REPO, 'docs/operations.md'), 'utf8');
  const start = doc.indexOf('### Keeping the data fresh\n');
  assert.notEqual(start, -1, 'docs/operations.md has no section "Keeping the data fresh"');
  const end = doc.indexOf('\n### ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

test('the schedule covers the update frequency of every source, and says how to see each source\'s age', () => {
  const text = section().replace(/\s+/g, ' ');
  const frequencies = [...new Set(allSources().map((s) => s.updateFrequency))];
  const unsaid = frequencies.filter((f) => !text.includes(`\`${f}\``));
  assert.deepEqual(unsaid, [], 'frequencies the schedule does not speak of');
  for (const job of ['npm run import -- all', 'npm run import -- sanctions']) assert.ok(text.includes(job), job);
  // The exit statuses the alerting reads are the command's own.
  for (const status of ['0', '1', '3']) {
    assert.match(USAGE, new RegExp(`(?:^|[ :;])${status} `, 'm'));
    assert.ok(text.includes(`**${status}**`), `exit status ${status}`);
  }
  for (const age of ['/readyz', 'asOf', 'publishedAt', 'source_state', 'import_runs']) assert.ok(text.includes(age), age);
});
