// RIK's general data, like its basic data, holds registered, liquidating and bankrupt entities: a
// deleted company is listed as such (staatus K, with its deletion day) for a while, then dropped.
// A compliance team reading a struck-off partner's details months later is still told the
// register's deletion day in closedOn, and the compliance statement's closed flag gives it, not
// the day the service found the company gone from the basic data. A company the basic data lists
// again (restored to the register) is no longer closed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { BASIC, GENERAL, basicFile, basicRow as rowOf, generalSources as sources } from './general-files.ts';


const WORDING: Record<string, string> = { R: 'Registrisse kantud', L: 'Likvideerimisel', K: 'Kustutatud' };

function basicRow(code: string, name: string, status: string): string {
  const cells: Record<string, string> = {
    nimi: name, ariregistri_kood: code, ettevotja_oiguslik_vorm: 'Osaühing', ettevotja_staatus: status,
    ettevotja_staatus_tekstina: WORDING[status]!, ettevotja_esmakande_kpv: '05.06.2016',
  };
  return rowOf(cells);
}

function entity(code: string, name: string, staatus: string, staatused: unknown[], kustutamise_kpv: string | null = null, sidevahendid: unknown[] = []) {
  return {
    ariregistri_kood: Number(code), nimi: name,
    yldandmed: {
      staatus, staatus_tekstina: WORDING[staatus], kustutamise_kpv,
      arinimed: [], sidevahendid, teatatud_tegevusalad: [], staatused,
    },
  };
}
const status = (staatus: string, algus_kpv: string, lopp_kpv: string | null = null) => ({ staatus, algus_kpv, lopp_kpv });

const ACTIVE = '14000001';
const DELETED = '10000018';
const RESTORED = '11000027';
const TAMME = [status('R', '05.06.2016', '01.03.2026'), status('L', '02.03.2026', '04.10.2026'), status('K', '05.10.2026')];
const KASE = [status('R', '05.06.2016', '01.10.2026'), status('K', '02.10.2026')];

let folders = 0;
function folder(root: string, basicRows: string[], general: unknown[]): string {
  const dir = join(root, `files-${++folders}`);
  mkdirSync(dir);
  writeFileSync(join(dir, BASIC), basicFile(basicRows, '\ufeff'));
  writeFileSync(join(dir, GENERAL), JSON.stringify(general));
  return dir;
}

test('EE closedOn keeps the register\'s deletion day after the general data stops listing the deleted company', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-closed-kept-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const run = async (day: string, basicRows: string[], general: unknown[]) => {
    const report = await importSources({ databasePath, sources, fromDir: folder(root, basicRows, general), now: new Date(`${day}T06:00:00Z`), progress: 'none', screen: false });
    assert.ok(report.ok, JSON.stringify(report.sources.map((s) => s.message)));
  };
  // Its website gives the general file of 20 November a row to write.
  const active = entity(ACTIVE, 'Näidis Ehitus OÜ', 'R', [status('R', '05.06.2016')], null, [{ liik: 'WWW', sisu: 'www.naidisehitus.ee' }]);

  // 1 October: all listed, Tamme Puit in liquidation.
  await run('2026-10-01', [basicRow(ACTIVE, 'Näidis Ehitus OÜ', 'R'), basicRow(DELETED, 'Tamme Puit OÜ', 'L'), basicRow(RESTORED, 'Kase Kaubandus OÜ', 'R')], [
    active, entity(DELETED, 'Tamme Puit OÜ', 'L', [TAMME[0], status('L', '02.03.2026')]),
    entity(RESTORED, 'Kase Kaubandus OÜ', 'R', [status('R', '05.06.2016')]),
  ]);
  // 16 October: both deleted (5 and 2 October), gone from the basic data, listed deleted in the general data.
  await run('2026-10-16', [basicRow(ACTIVE, 'Näidis Ehitus OÜ', 'R')], [
    active, entity(DELETED, 'Tamme Puit OÜ', 'K', TAMME, '05.10.2026'), entity(RESTORED, 'Kase Kaubandus OÜ', 'K', KASE, '02.10.2026'),
  ]);
  // 20 November: the general data no longer lists them either.
  await run('2026-11-20', [basicRow(ACTIVE, 'Näidis Ehitus OÜ', 'R')], [active]);

  const answers = async () => {
    const db = openForReading(databasePath);
    const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
    try {
      const out: Record<string, unknown> = {};
      for (const regcode of [DELETED, RESTORED]) {
        const get = async (url: string) => {
          const r = await app.inject({ method: 'GET', url: `${API}${url}` });
          assert.equal(r.statusCode, 200, r.body);
          return JSON.parse(r.body);
        };
        const d = await get(`/companies/${regcode}?country=EE`);
        const c = await get(`/companies/${regcode}/compliance?country=EE`);
        const closed = c.flagDetails.filter((f: { flag: string }) => f.flag === 'closed').map((f: { since: string | null }) => f.since);
        out[regcode] = [d.status, d.closedOn, closed];
      }
      return out;
    } finally {
      await close();
      db.close();
    }
  };
  assert.deepEqual(await answers(), {
    [DELETED]: ['closed', '2026-10-05', ['2026-10-05']],
    [RESTORED]: ['closed', '2026-10-02', ['2026-10-02']],
  });

  // 1 December: Kase Kaubandus restored to the register, listed again in both files.
  await run('2026-12-01', [basicRow(ACTIVE, 'Näidis Ehitus OÜ', 'R'), basicRow(RESTORED, 'Kase Kaubandus OÜ', 'R')], [
    active, entity(RESTORED, 'Kase Kaubandus OÜ', 'R', [...KASE.slice(0, 1), status('K', '02.10.2026', '30.11.2026'), status('R', '01.12.2026')]),
  ]);
  assert.deepEqual(await answers(), {
    [DELETED]: ['closed', '2026-10-05', ['2026-10-05']],
    [RESTORED]: ['active', null, []],
  });
});
