// Shared by the tests of a listed person's birth given as a span of years: one LV company, its
// beneficial owner of the listed name born as given, a list file imported beside it, and what the
// screening kept (the entry's birth dates, each match's birth agreement, score and explanation).
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { euSource, unSource } from '../../../src/importers/sanctions/index.ts';
import { explainMatch } from '../../../src/services/sanction-explanation.ts';
import { createTestStore, insertCompany, insertRole, matchesOf, withDb } from '../../screening/store.ts';

export interface Screened { birthDates: string[]; matches: Array<{ birth: string; score: number; explanation: string }> }

export interface ScreenedOwner {
  company: { regcode: string; name: string };
  /** The owner's name as the register writes it. */
  owner: string;
  /** The entry's name as the list writes it, which the explanation quotes. */
  listed: string;
}

/** Imports `text` as `file` (the UN list's consolidated.xml, else the EU list) beside the company and its owner. */
export async function ownerScreened(who: ScreenedOwner, file: string, text: string, born: { birthDate?: string; birthKey?: string }): Promise<Screened> {
  const { regcode, name } = who.company;
  const store = createTestStore();
  try {
    withDb(store.path, (db) => {
      insertCompany(db, { country: 'LV', regcode, name });
      insertRole(db, { country: 'LV', regcode, role: 'beneficial_owner', name: who.owner, ...born });
    });
    const dir = join(store.dir, 'files');
    mkdirSync(dir);
    writeFileSync(join(dir, file), text);
    const source = file === 'consolidated.xml' ? unSource : euSource;
    const report = await importSources({ databasePath: store.path, sources: [source], fromDir: dir, progress: 'none', now: new Date('2026-11-24T08:00:00Z') });
    assert.equal(report.sources[0]!.status, 'published', report.sources[0]!.message);
    return withDb(store.path, (db) => ({
      birthDates: JSON.parse((db.prepare('SELECT birth_dates FROM sanction_entries').get() as { birth_dates: string }).birth_dates),
      matches: matchesOf(db, 'LV', regcode).map((m) => {
        const features = JSON.parse(m.features) as Record<string, unknown>;
        return { birth: features.birthDateMatch as string, score: m.score, explanation: explainMatch('owner', m.matched_name, features, who.listed) };
      }),
    }));
  } finally {
    store.cleanup();
  }
}
