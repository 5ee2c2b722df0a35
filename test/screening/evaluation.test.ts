// The evaluation set (test/fixtures/sanctions-eval/pairs.json): every pair is scored by the same
// screening functions the import runs (blocking included), then precision and recall at the
// threshold are printed. Precision must stay 1.0: a wrongly flagged company is the failure
// this service must not have. Recall is printed, not asserted: the misses are deliberate
// (one-word names, names listed in another country, owners without a birth date).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Country } from '../../src/domain/country.ts';
import { DEFAULT_THRESHOLD, entityNameTokens } from '../../src/domain/sanctions-matching.ts';
import type { ScreeningEntry } from '../../src/store/screening-write.ts';
import { buildEntryIndex } from '../../src/importers/screening/entry-index.ts';
import { nameMatches, registrationMatches } from '../../src/importers/screening/company-matches.ts';
import { ownerMatches } from '../../src/importers/screening/owner-matches.ts';

interface Pair {
  id: string;
  kind: 'company_name' | 'registration' | 'owner_person' | 'owner_entity';
  company?: { name?: string; country: Country; regcode?: string };
  owner?: { name: string; birthDate?: string | null; birthKey?: string | null; holderRegcode?: string | null };
  entry: { name: string; aliases?: Array<{ name: string; weak: boolean }>; countries?: string[]; birthDates?: string[]; identifiers?: ScreeningEntry['identifiers'] };
  expected: boolean;
  why: string;
}

const { pairs } = JSON.parse(readFileSync(new URL('../fixtures/sanctions-eval/pairs.json', import.meta.url), 'utf8')) as { pairs: Pair[] };

function entryOf(p: Pair, schema: 'entity' | 'person'): ScreeningEntry {
  return {
    list: 'EVAL', entryId: p.id, schema, name: p.entry.name, aliases: p.entry.aliases ?? [],
    identifiers: p.entry.identifiers ?? [], countries: p.entry.countries ?? [], birthDates: p.entry.birthDates ?? [],
  };
}

/** The best score screening gives the pair (0 when it is not even a candidate). */
export function scorePair(p: Pair): number {
  const best = (scores: number[]) => Math.max(0, ...scores);
  switch (p.kind) {
    case 'company_name': {
      const index = buildEntryIndex([entryOf(p, 'entity')]);
      return best(nameMatches(index, p.company!.country, p.company!.name!, 0).map((m) => m.score));
    }
    case 'registration': {
      const index = buildEntryIndex([entryOf(p, 'entity')]);
      const c = p.company!;
      return best(registrationMatches(index, c.country, c.regcode!, entityNameTokens(c.name!)).map((m) => m.score));
    }
    case 'owner_person':
    case 'owner_entity': {
      const person = p.kind === 'owner_person';
      const index = buildEntryIndex([entryOf(p, person ? 'person' : 'entity')]);
      const o = p.owner!;
      const holder = {
        country: p.company?.country ?? 'LV', regcode: '00000000000', role: 'beneficial_owner', personName: o.name,
        entityType: person ? 'natural_person' : 'legal_entity', birthDate: o.birthDate ?? null, birthKey: o.birthKey ?? null,
        holderRegcode: o.holderRegcode ?? null, sharePercent: null,
      };
      return best(ownerMatches(index, (p.company?.country ?? 'LV') as Country, holder, 0).map((m) => m.score));
    }
  }
}

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
