// RIK's general data lists a company's contacts (sidevahendid) with an end day (lopp_kpv). A
// company that gives its website an end on a later day (it moves to a new address next month)
// still has that website until then: the details keep serving it until that day has passed, as
// the activities, roles and the other registers' entries are kept, instead of dropping it at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { websiteOf } from '../../../src/importers/ee/general.ts';
import { BASIC_COLUMNS } from '../../../src/importers/ee/basic.ts';
import type { MapContext, SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';

const BASIC = 'ettevotja_rekvisiidid__lihtandmed.csv';
const GENERAL = 'ettevotja_rekvisiidid__yldandmed.json';
const sources: SourceDefinition[] = eeSources
  .filter((s) => s.id === 'ee.basic' || s.id === 'ee.general')
  .map((s) => ({ ...s, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 }));

/** A contact of sidevahendid as the general data writes it. */
const www = (kirje_id: number, sisu: string, lopp_kpv: string | null = null) => ({ kirje_id, liik: 'WWW', liik_tekstina: 'Veebileht', sisu, lopp_kpv });

function ctxOn(day: string | null): MapContext & { warnings: string[] } {
  const warnings: string[] = [];
  return { file: GENERAL, line: 2, asOf: day, lookup: () => undefined, warn: (reason, detail) => { warnings.push(`${reason}: ${detail}`); }, warnings };
}

test('a website is read as the company\'s through its end day, weighed on the file\'s day', () => {
  const on = (contacts: unknown[], day: string | null) => websiteOf({ sidevahendid: contacts }, ctxOn(day));
  const endsLater = [www(108, 'www.naidis.ee', '31.12.2026')];
  assert.equal(on(endsLater, '2026-11-20'), 'www.naidis.ee', 'ending next month: still its website');
  assert.equal(on(endsLater, '2026-12-31'), 'www.naidis.ee', 'its end day is its last');
  assert.equal(on(endsLater, '2027-01-01'), null, 'the day after it ended');
  // A later entry that has ended does not hide an earlier one still current.
  assert.equal(on([www(107, 'www.vana.ee'), www(109, 'www.uus.ee', '01.11.2026')], '2026-11-20'), 'www.vana.ee');
  // A file of no known day: an end date leaves the entry out, as it always did.
  assert.equal(on(endsLater, null), null);
  const ctx = ctxOn('2026-11-20');
  assert.equal(websiteOf({ sidevahendid: [www(108, 'www.naidis.ee', 'n/a')] }, ctx), null);
  assert.deepEqual(ctx.warnings, ['sidevahendid[].lopp_kpv is not a real date; the contact is left out: "n/a"']);
});

test('EE details serve a website ending on a later day until then', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'ee-website-ends-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const cells: Record<string, string> = {
    nimi: 'Näidis Ehitus OÜ', ariregistri_kood: '14000001', ettevotja_oiguslik_vorm: 'Osaühing', ettevotja_staatus: 'R',
    ettevotja_staatus_tekstina: 'Registrisse kantud', ettevotja_esmakande_kpv: '05.06.2016',
  };
  writeFileSync(join(root, BASIC), [BASIC_COLUMNS.join(';'), BASIC_COLUMNS.map((c) => cells[c] ?? '').join(';')].join('\n') + '\n');
  writeFileSync(join(root, GENERAL), JSON.stringify([{
    ariregistri_kood: 14000001, nimi: 'Näidis Ehitus OÜ',
    yldandmed: {
      staatus: 'R', staatus_tekstina: 'Registrisse kantud', arinimed: [], staatused: [],
      teatatud_tegevusalad: [{
        emtak_kood: '41201', emtak_tekstina: 'Elamute ehitus', emtak_versioon: 2, emtak_versioon_tekstina: 'EMTAK 2008',
        nace_kood: '41.20', on_pohitegevusala: true, algus_kpv: '05.06.2016', lopp_kpv: null,
      }],
      sidevahendid: [www(108, 'www.naidis.ee', '31.12.2026')],
    },
  }]));
  // The files of 20 November 2026, the day they are imported.
  const fileDay = new Date('2026-11-20T04:00:00Z');
  for (const name of [BASIC, GENERAL]) utimesSync(join(root, name), fileDay, fileDay);
  const databasePath = join(root, 'registry.sqlite');
  const report = await importSources({ databasePath, sources, fromDir: root, now: new Date('2026-11-20T06:00:00Z'), progress: 'none', screen: false });
  assert.ok(report.ok, JSON.stringify(report.sources.map((s) => s.message)));

  const db = openForReading(databasePath);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  t.after(async () => { await close(); db.close(); });
  const r = await app.inject({ method: 'GET', url: `${API}/companies/14000001?country=EE` });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(JSON.parse(r.body).website, 'https://www.naidis.ee/');
});
