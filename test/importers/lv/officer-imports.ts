// Shared by the tests of the offices UR's officers file stops listing (officer-departures.test.ts,
// departed-office-person-check.test.ts): the register and officers sources imported from files
// dated as a download's are, and the answers of the service over the store they make.
import assert from 'node:assert/strict';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sources } from '../../../src/importers/lv/index.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { registersToday } from '../../../src/domain/dates.ts';
import { startTestApp } from '../../http/harness.ts';
import { runImport, sourceReport, type Scratch } from '../pipeline/helpers.ts';

export const officerSources = sources.filter((s) => s.id === 'lv.register' || s.id === 'lv.officers');
export const TODAY = registersToday(new Date());
export const daysAgo = (n: number): string => new Date(Date.parse(`${TODAY}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** The line of officers.csv with this id. */
export const row = (id: number) => new RegExp(`^${id};.*\\r?\\n`, 'm');

/** Writes officers.csv (and register.csv when given), dated `day` as a download's file is, and imports both. */
export async function importOn(s: Scratch, day: string, officers: string, register?: string): Promise<string> {
  const path = join(s.files, 'officers.csv');
  writeFileSync(path, officers);
  if (register !== undefined) writeFileSync(join(s.files, 'register.csv'), register);
  const at = new Date(`${day}T06:00:00Z`);
  for (const f of ['officers.csv', 'register.csv']) utimesSync(join(s.files, f), at, at);
  const report = await runImport({ databasePath: s.db, sources: officerSources, fromDir: s.files, now: new Date() });
  const officersReport = sourceReport(report, 'lv.officers');
  assert.equal(officersReport.status, 'published', officersReport.message);
  return officersReport.message;
}

/** The answer of GET `url` (a path under the API) over the store, as the server answers it. */
export async function answerOf(s: Scratch, url: string): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }> {
  const db = openForReading(s.db);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  try {
    const r = await app.inject({ method: 'GET', url });
    return { statusCode: r.statusCode, headers: r.headers, body: r.body };
  } finally {
    await close();
    db.close();
  }
}
