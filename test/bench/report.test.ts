// Pieces of the benchmark report that must not drift: wrk's summary line, percentiles, the
// README update that keeps the hand-written sections, and the dataset mix at national size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseWrkOutput } from '../../bench/load/wrk.ts';
import { percentile } from '../../bench/report/stats.ts';
import { END, importNote, START, updateReadme } from '../../bench/report/readme.ts';
import { countsAt } from '../../bench/dataset/generate.ts';
import { brandWord } from '../../bench/dataset/brand-names.ts';
import { companyNameKey, foldText } from '../../src/domain/fold.ts';
import { Rng } from '../../src/demo/random.ts';

test('the summary rotate.lua prints is read from wrk output; no summary is an error', () => {
  const out = 'Running 1s test @ http://127.0.0.1:1\n  1 threads and 50 connections\nWRK_JSON {"requests":10,"durationUs":1000000,"bytes":1,"connectErrors":0,"readErrors":0,"writeErrors":0,"non2xx":2,"timeouts":0,"p50":900,"p90":1000,"p99":1500,"max":2000,"mean":950.0,"paths":3}\n';
  const s = parseWrkOutput(out);
  assert.equal(s.requests, 10);
  assert.equal(s.p99, 1500);
  assert.equal(s.non2xx, 2);
  assert.throws(() => parseWrkOutput('unable to connect'), /no summary/);
});

test('percentiles are nearest-rank', () => {
  const v = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(v, 50), 50);
  assert.equal(percentile(v, 99), 99);
  assert.equal(percentile([3], 99), 3);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('the README keeps every hand-written section and replaces only the generated one', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-readme-'));
  try {
    const path = join(dir, 'README.md');
    writeFileSync(path, '# Benchmarks\n\n## Import\n\nby hand\n');
    updateReadme(path, `${START}\nfirst\n${END}`);
    writeFileSync(path, `${readFileSync(path, 'utf8')}\n## Findings\n\nalso by hand\n`);
    updateReadme(path, `${START}\nsecond\n${END}`);
    const text = readFileSync(path, 'utf8');
    assert.ok(text.startsWith('# Benchmarks\n\n## Import\n\nby hand\n'));
    assert.ok(text.includes('second') && !text.includes('first'));
    assert.ok(text.endsWith('## Findings\n\nalso by hand\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('national size is the registers\' mix, and a smaller scale keeps it', () => {
  assert.deepEqual(countsAt(1), { LV: 500_000, EE: 380_000, LT: 250_000, FI: 700_000 });
  assert.deepEqual(countsAt(0.1), { LV: 50_000, EE: 38_000, LT: 25_000, FI: 70_000 });
});

test('brand words survive name folding: none is a legal-form word', () => {
  const rng = new Rng(5);
  for (const country of ['LV', 'EE', 'LT', 'FI'] as const) {
    for (let i = 0; i < 500; i++) {
      const w = brandWord(rng, country);
      assert.equal(companyNameKey(w), foldText(w), w);
      assert.ok(w.length >= 4);
    }
  }
});

test('the report says where a cached store was imported by older import code, and how to import it again', () => {
  const info = { seed: 1, scale: 1, builtAt: '2026-11-24T01:21:56Z', generateSeconds: 1, importSeconds: 1, storeBytes: 1, sourceSeconds: {},
    counts: { companies: {}, companiesTotal: 0, personRoles: 0, financialRows: 0, vatRegistrations: 0, sanctionEntries: 0 } };
  assert.equal(importNote({ ...info, cached: false, importCodeChanged: [] }), '');
  assert.equal(importNote({ ...info, builtBy: 'abc1234', cached: true, importCodeChanged: [] }), '');
  const changed = importNote({ ...info, builtBy: 'abc1234', cached: true, importCodeChanged: ['src/domain/fold.ts'] });
  assert.match(changed, /import code has changed since \(1 file: src\/domain\/fold\.ts\)/);
  assert.match(changed, /npm run bench -- --rebuild/);
  assert.match(importNote({ ...info, cached: true, importCodeChanged: null }), /was not recorded.*--rebuild/);
});
