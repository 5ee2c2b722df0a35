// The operator's errors table (docs/operations.md) and README's say when each status is answered.
// The sanctions check's 503 (no list imported) was added to README and the reference, but the
// operator's table still gave /readyz as the only source of a 503, so a monitoring rule written
// from it took a sanctions 503 for an outage. Every path the reference documents a 503 for is
// named in the 503 row of both tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { discoveryDocument } from './discovery-document.ts';

type Json = Record<string, any>;
const API_PREFIX = '/api/public/v1';

function row503(file: string): string {
  const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  const row = text.split('\n').find((line) => line.startsWith('| 503 |'));
  assert.ok(row, `${file} has a 503 row`);
  return row;
}

test('every path documented with a 503 is named in the 503 row of README and docs/operations.md', async () => {
  const doc = await discoveryDocument<Json>();
  const paths = Object.entries(doc.paths as Json).filter(([, item]) => item.get?.responses?.['503']).map(([path]) => path.replace(API_PREFIX, ''));
  assert.ok(paths.length >= 2, `paths with a 503: ${paths.join(', ')}`);
  for (const file of ['README.md', 'docs/operations.md']) {
    const row = row503(file);
    for (const path of paths) assert.ok(row.includes(`\`${path}`), `${file}'s 503 row names ${path}: ${row}`);
  }
});
