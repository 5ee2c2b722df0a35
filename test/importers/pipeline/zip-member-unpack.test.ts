// A zip whose member's compressed data cannot be unpacked (damaged on the way: a copy or download
// that went wrong inside the member, its size and the archive's index intact) failed in zlib's
// words, `… is damaged: its data cannot be unpacked (invalid distance too far back)`, which said
// nothing of what to do. It now names the zip and the member and says to download the zip again,
// as a zip cut short does, zlib's words left as a trailing detail; nothing served changes. The
// member is RIK's basic data file, written from its documented header (`;`, UTF-8 with a BOM).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { deflateRawSync } from 'node:zlib';
import { zipArchive } from '../../../src/demo/writers/zip.ts';
import { basicSource } from '../../../src/importers/ee/basic.ts';
import { writeDamagedZip } from './damaged-zip.ts';
import { query, runImport, sourceReport } from './helpers.ts';

const ZIP = 'ettevotja_rekvisiidid__lihtandmed.csv.zip';
const MEMBER = 'ettevotja_rekvisiidid__lihtandmed.csv';
const BASIC = '\ufeffnimi;ariregistri_kood;ettevotja_oiguslik_vorm;ettevotja_oigusliku_vormi_alaliik;kmkr_nr;ettevotja_staatus;'
  + 'ettevotja_staatus_tekstina;ettevotja_esmakande_kpv;ettevotja_aadress;asukoht_ettevotja_aadressis;asukoha_ehak_kood;'
  + 'asukoha_ehak_tekstina;indeks_ettevotja_aadressis;ads_adr_id;ads_ads_oid;ads_normaliseeritud_taisaadress;teabesysteemi_link\n'
  + 'Näidis Ehitus OÜ;14000001;Osaühing;;EE102000001;R;Registrisse kantud;05.06.2016;;Regati pst 12;0596;'
  + 'Pirita linnaosa, Tallinn, Harju maakond;11911;;;;https://ariregister.rik.ee/est/company/14000001\n';

test('a zip member whose data cannot be unpacked fails naming the zip and the member: download the zip again', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'zip-member-unpack-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, 'store.sqlite');
  const now = new Date('2026-11-21T06:00:00Z');
  const source = { ...basicSource, expectedRows: { min: 1, max: 1000 } };
  writeFileSync(join(dir, ZIP), zipArchive([{ name: MEMBER, data: BASIC }]));
  assert.equal(sourceReport(await runImport({ databasePath: db, sources: [source], fromDir: dir, now }), 'ee.basic').status, 'published');

  // Packed against bytes that precede it (a preset dictionary), the data refers back to bytes
  // the member has not got: zlib stops with `invalid distance too far back`.
  writeDamagedZip(join(dir, ZIP), [{ name: MEMBER, data: BASIC, packed: deflateRawSync(Buffer.from(BASIC), { dictionary: Buffer.from(BASIC) }) }]);
  const damaged = sourceReport(await runImport({ databasePath: db, sources: [source], fromDir: dir, now, force: true }), 'ee.basic');
  assert.equal(damaged.status, 'failed');
  assert.equal(damaged.message, `${ZIP}: the member ${MEMBER} is damaged, its data cannot be unpacked: download the zip again `
    + '(unpacking stopped: invalid distance too far back); nothing was changed');
  assert.deepEqual(query(db, 'SELECT regcode, name FROM companies'), [{ regcode: '14000001', name: 'Näidis Ehitus OÜ' }]);
});
