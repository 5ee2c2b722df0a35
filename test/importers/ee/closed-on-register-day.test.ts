// RIK's basic-data CSV stops listing an Estonian company once it is deleted, so the service closes
// it on the day of the import that finds it gone. Where RIK's general data still lists it as
// deleted (staatus K), that file gives the register's deletion day (kustutamise_kpv): a compliance
// team reading a partner's details is told that day in closedOn, the day the compliance statement's
// closed flag gives, not the day of an import that ran weeks later. Of a company the general data no
// longer lists the register published no day: closedOn is null and the day it was found gone is
// closedOnOrBefore, the latest it can have been deleted on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { BASIC, GENERAL, basicFile, basicRow as rowOf, generalSources as sources } from './general-files.ts';
import { callTool, structuredOf } from '../../mcp/client.ts';
import { servedStore } from '../fi/served.ts';


const WORDING: Record<string, string> = { R: 'Registrisse kantud', L: 'Likvideerimisel', K: 'Kustutatud' };

/** A row of the basic data, in the documented column order. */
function basicRow(code: string, name: string, status: string): string {
  const cells: Record<string, string> = {
    nimi: name, ariregistri_kood: code, ettevotja_oiguslik_vorm: 'Osaühing', ettevotja_staatus: status,
    ettevotja_staatus_tekstina: WORDING[status]!, ettevotja_esmakande_kpv: '05.06.2016', asukoht_ettevotja_aadressis: 'Regati pst 12',
    asukoha_ehak_tekstina: 'Pirita linnaosa, Tallinn, Harju maakond', indeks_ettevotja_aadressis: '11911',
  };
  return rowOf(cells);
}

/** An entity of the general data: its status, its status history and, once deleted, its deletion day. */
function entity(code: string, name: string, staatus: string, staatused: unknown[], kustutamise_kpv: string | null = null) {
  return {
    ariregistri_kood: Number(code), nimi: name,
    yldandmed: {
      staatus, staatus_tekstina: WORDING[staatus], esmaregistreerimise_kpv: '05.06.2016', kustutamise_kpv,
      arinimed: [], sidevahendid: [], teatatud_tegevusalad: [], staatused,
    },
  };
}
const status = (staatus: string, algus_kpv: string, lopp_kpv: string | null = null) => ({ staatus, algus_kpv, lopp_kpv });

function folder(root: string, name: string, basicRows: string[], general: unknown[]): string {
  const dir = join(root, name);
  mkdirSync(dir);
  writeFileSync(join(dir, BASIC), basicFile(basicRows, '\ufeff'));
  writeFileSync(join(dir, GENERAL), JSON.stringify(general));
  return dir;
}

test('EE closedOn is the register\'s deletion day where the general data gives one; else null, the day the company was found gone being closedOnOrBefore', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-closed-on-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const run = (dir: string, day: string) => importSources({ databasePath, sources, fromDir: dir, now: new Date(`${day}T06:00:00Z`), progress: 'none', screen: false });

  // 1 October: all four listed, one of them in liquidation.
  const first = await run(folder(root, 'first', [
    basicRow('14000001', 'Näidis Ehitus OÜ', 'R'), basicRow('10000018', 'Tamme Puit OÜ', 'L'),
    basicRow('80000036', 'Küla Kaubandus OÜ', 'R'), basicRow('11000027', 'Kase Kaubandus OÜ', 'R'),
  ], [
    entity('14000001', 'Näidis Ehitus OÜ', 'R', [status('R', '05.06.2016')]),
    entity('10000018', 'Tamme Puit OÜ', 'L', [status('R', '05.06.2016', '01.03.2026'), status('L', '02.03.2026')]),
    entity('80000036', 'Küla Kaubandus OÜ', 'R', [status('R', '05.06.2016')]),
    entity('11000027', 'Kase Kaubandus OÜ', 'R', [status('R', '05.06.2016')]),
  ]), '2026-10-01');
  assert.ok(first.ok, JSON.stringify(first.sources.map((s) => s.message)));

  // 20 November, the next import: Tamme Puit, deleted on 15 October, is gone from the basic data
  // and listed deleted in the general data; Küla Kaubandus is gone from both; Kase Kaubandus is
  // listed deleted in both (its basic row then carries no date).
  const second = await run(folder(root, 'second', [
    basicRow('14000001', 'Näidis Ehitus OÜ', 'R'), basicRow('11000027', 'Kase Kaubandus OÜ', 'K'),
  ], [
    entity('14000001', 'Näidis Ehitus OÜ', 'R', [status('R', '05.06.2016')]),
    entity('10000018', 'Tamme Puit OÜ', 'K', [status('R', '05.06.2016', '01.03.2026'), status('L', '02.03.2026', '14.10.2026'), status('K', '15.10.2026')], '15.10.2026'),
    entity('11000027', 'Kase Kaubandus OÜ', 'K', [status('R', '05.06.2016', '01.11.2026'), status('K', '02.11.2026')], '02.11.2026'),
  ]), '2026-11-20');
  assert.ok(second.ok, JSON.stringify(second.sources.map((s) => s.message)));

  const { get, mcp } = await servedStore(t, databasePath);

  const closedOn: Record<string, unknown> = {};
  for (const regcode of ['14000001', '10000018', '80000036', '11000027']) {
    const d = await get(`/companies/${regcode}?country=EE`);
    closedOn[regcode] = [d.status, d.closedOn, d.closedOnOrBefore];
  }
  // Küla Kaubandus was deleted some day between the two files: the import's day is only the latest
  // it can have been, given as such, not as the day it closed.
  assert.deepEqual(closedOn, {
    14000001: ['active', null, null],
    10000018: ['closed', '2026-10-15', null],
    80000036: ['closed', null, '2026-11-20'],
    11000027: ['closed', '2026-11-02', null],
  });
  const gone = await get('/companies/80000036/compliance?country=EE');
  assert.deepEqual(gone.flagDetails.find((f: { flag: string }) => f.flag === 'closed'),
    { flag: 'closed', since: '2026-11-20', source: 'ee.basic', detail: "Deleted on or before this day: RIK's basic data no longer lists it, and RIK's files give no deletion day" });
  // A web shop's form reads the same: no day of deletion.
  const filled = await get('/companies/autofill?q=80000036&country=EE');
  assert.equal(filled.results[0]?.closedOn, null);

  // The compliance statement's closed flag gives the same day.
  const compliance = await get('/companies/10000018/compliance?country=EE');
  const closed = compliance.flagDetails.find((f: { flag: string }) => f.flag === 'closed');
  assert.equal(closed?.since, '2026-10-15');

  // MCP reads the same details.
  const tool = structuredOf<{ closedOn: unknown }>(await callTool(mcp.client, 'get_company_details', { regcode: '10000018', country: 'EE' }));
  assert.equal(tool.closedOn, '2026-10-15');
});
