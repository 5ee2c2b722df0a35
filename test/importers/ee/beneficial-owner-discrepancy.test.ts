// RIK's beneficial-owners file marks an entry against which a discrepancy notice was filed
// (lahknevusteade_esitatud: the register was told its beneficial-owner data may not be right). A
// team checking the partner by its number, who does not know its owners' names, reads it in the
// compliance statement (and the details' flags): a flag of its own, undated, that names no owner;
// an ended entry's notice does not raise it, and the mark is never served with an owner. Fixtures
// written from the documented headers (ee-lt-fi.md §1.5).
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '../../http/harness.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import { importSources } from '../../../src/importers/pipeline/run.ts';
import { sourceReport } from '../pipeline/helpers.ts';
import { answerOf } from '../lv/officer-imports.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { callTool, connectInProcess, structuredOf } from '../../mcp/client.ts';
import { tempFilesFolder } from '../../helpers/temp-files.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/ee/', import.meta.url));
const NOW = new Date('2026-11-20T06:00:00Z');
const eeOwner = (id: number, notice: unknown, more: Record<string, unknown> = {}) => ({
  kirje_id: id, algus_kpv: '01.02.2020', lopp_kpv: null, eesnimi: 'Kadri', nimi: 'Mets', isikukood: null,
  valis_kood: null, valis_kood_riik: null, valis_kood_riik_tekstina: null, synniaeg: '22.05.1979',
  aadress_riik: 'EST', aadress_riik_tekstina: 'Eesti',
  kontrolli_teostamise_viis: 'O', kontrolli_teostamise_viis_tekstina: 'Otsene osalus', lahknevusteade_esitatud: notice, ...more,
});

/** A store of RIK's basic data and the beneficial owners given, and the import's report of the owners. */
async function eeOwnersStore(t: TestContext, owners: unknown[]) {
  const { root, files } = tempFilesFolder(t, 'ee-owner-discrepancy-');
  copyFileSync(join(FIXTURES, 'ettevotja_rekvisiidid__lihtandmed.csv'), join(files, 'ettevotja_rekvisiidid__lihtandmed.csv'));
  writeFileSync(join(files, 'ettevotja_rekvisiidid__kasusaajad.json'), JSON.stringify(owners, null, 2));
  const databasePath = join(root, 'registry.sqlite');
  const report = await importSources({ databasePath, fromDir: files, now: NOW, progress: 'none', screen: false,
    sources: eeSources.filter((x) => x.id === 'ee.basic' || x.id === 'ee.beneficial-owners')
      .map((x) => ({ ...x, expectedRows: { min: 1, max: 1000 }, maxRejectRate: 0.5 })) });
  const ownersReport = sourceReport(report, 'ee.beneficial-owners');
  assert.equal(ownersReport.status, 'published', ownersReport.message);
  return { store: { db: databasePath } as Parameters<typeof answerOf>[0], report: ownersReport };
}

test('an EE company a current beneficial-owner entry of which carries a discrepancy notice is flagged in its compliance statement, REST and MCP, naming no owner', async (t) => {
  const ended = eeOwner(7004, true, { eesnimi: 'Mart', nimi: 'Kask', lopp_kpv: '01.03.2024' });
  const { store, report } = await eeOwnersStore(t, [
    { ariregistri_kood: 14000001, nimi: 'Näidis Ehitus OÜ', kasusaajad: [eeOwner(7001, true), eeOwner(7005, false, { eesnimi: 'Mari', nimi: 'Tamm' })] },
    { ariregistri_kood: 11000027, nimi: 'Kase Kaubandus OÜ', kasusaajad: [eeOwner(7002, false), ended] },
    // A mark neither true nor false: read as no notice, with a warning naming the file and its record.
    { ariregistri_kood: 12000003, nimi: 'Lõuna Grupp AS', kasusaajad: [eeOwner(7003, 'teadmata')] },
  ]);
  assert.equal(report.warnings.length, 1, JSON.stringify(report.warnings));
  assert.match(report.warnings[0]!, /^lahknevusteade_esitatud is neither true nor false; read as no discrepancy notice: 1 \(e\.g\. ettevotja_rekvisiidid__kasusaajad\.json record 3 "teadmata"\)$/);

  const flagged = await answerOf(store, `${API}/companies/14000001/compliance`);
  assert.equal(flagged.statusCode, 200, flagged.body);
  const statement = JSON.parse(flagged.body);
  assert.deepEqual(statement.flags, ['beneficial_owner_discrepancy']);
  assert.deepEqual(statement.flagDetails, [{
    flag: 'beneficial_owner_discrepancy', since: null, source: 'ee.beneficial-owners',
    detail: 'RIK: a discrepancy notice has been filed against the beneficial-owner data (1 of 2 current entries)',
  }]);
  assert.equal(statement.blacklisted, false);
  assert.doesNotMatch(flagged.body, /Kadri|Mets|Tamm/, 'no owner is named');
  const details = await answerOf(store, `${API}/companies/14000001`);
  assert.deepEqual(JSON.parse(details.body).flags, ['beneficial_owner_discrepancy']);
  // Kase Kaubandus OÜ holds a notice on an ended entry only; Lõuna Grupp AS a mark not read.
  for (const regcode of ['11000027', '12000003']) {
    const other = JSON.parse((await answerOf(store, `${API}/companies/${regcode}/compliance`)).body);
    assert.ok(!other.flags.includes('beneficial_owner_discrepancy'), `${regcode}: ${other.flags}`);
  }
  // The mark stays off the owner: the person check's role carries no field of it.
  const check = await answerOf(store, `${API}/persons/check?name=${encodeURIComponent('Kadri Mets')}&birthDate=1979-05-22`);
  assert.equal(check.statusCode, 200, check.body);
  assert.doesNotMatch(check.body, /discrepanc|nationality|residence/i);

  const db = openForReading(store.db);
  t.after(() => db.close());
  const mcp = await connectInProcess({ services: createServices({ db, sanctionsThreshold: 0.9 }) });
  t.after(() => mcp.close());
  const compliance = structuredOf<{ flags: string[] }>(await callTool(mcp.client, 'get_company_compliance', { regcode: '14000001', country: 'EE' }));
  assert.deepEqual(compliance.flags, ['beneficial_owner_discrepancy']);
});
