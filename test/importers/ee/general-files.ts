// RIK's basic-data CSV and general-data JSON as the tests of what ee.general reads on the file's
// day write them: the two sources (limits eased for a file of a few companies), a map context of
// a day, a basic-data row, and the files of one day imported and served over HTTP.
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { BASIC_COLUMNS } from '../../../src/importers/ee/basic.ts';
import type { MapContext, SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { startTestApp } from '../../http/harness.ts';

export const BASIC = 'ettevotja_rekvisiidid__lihtandmed.csv';
export const GENERAL = 'ettevotja_rekvisiidid__yldandmed.json';
export const generalSources: SourceDefinition[] = eeSources
  .filter((s) => s.id === 'ee.basic' || s.id === 'ee.general')
  .map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));

/** The context a mapper of the general data is given for a file of `day` (null: of no known day), keeping its warnings. */
export function ctxOn(day: string | null): MapContext & { warnings: string[] } {
  const warnings: string[] = [];
  return { file: GENERAL, line: 2, asOf: day, lookup: () => undefined, warn: (reason, detail) => { warnings.push(`${reason}: ${detail}`); }, warnings };
}

/** A basic-data row of the cells given, the others empty. */
export const basicRow = (cells: Record<string, string>): string => BASIC_COLUMNS.map((c) => cells[c] ?? '').join(';');

/** The basic-data file of the rows given, with its header. */
export const basicFile = (rows: string[], bom = ''): string => bom + [BASIC_COLUMNS.join(';'), ...rows].join('\n') + '\n';

/** The basic-data row of Näidis Ehitus OÜ (14000001), registered since 5 June 2016: the company the general-data tests date. */
export const NAIDIS_EHITUS_ROW = basicRow({
  nimi: 'Näidis Ehitus OÜ', ariregistri_kood: '14000001', ettevotja_oiguslik_vorm: 'Osaühing', ettevotja_staatus: 'R',
  ettevotja_staatus_tekstina: 'Registrisse kantud', ettevotja_esmakande_kpv: '05.06.2016',
});

/** The files of 20 November 2026 (the basic-data rows, the general data's entities) imported that day, served. */
export async function servedFrom20November(t: TestContext, rows: string[], general: unknown[]): Promise<FastifyInstance> {
  const root = mkdtempSync(join(tmpdir(), 'ee-general-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(join(root, BASIC), basicFile(rows));
  writeFileSync(join(root, GENERAL), JSON.stringify(general));
  const fileDay = new Date('2026-11-20T04:00:00Z');
  for (const name of [BASIC, GENERAL]) utimesSync(join(root, name), fileDay, fileDay);
  const databasePath = join(root, 'registry.sqlite');
  const report = await importSources({
    databasePath, sources: generalSources, fromDir: root, now: new Date('2026-11-20T06:00:00Z'), progress: 'none', screen: false,
  });
  assert.ok(report.ok, JSON.stringify(report.sources.map((s) => s.message)));
  const db = openForReading(databasePath);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  t.after(async () => { await close(); db.close(); });
  return app;
}
