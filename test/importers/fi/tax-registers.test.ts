// Finland's prepayment register (YTJ's register 5) and employer register (7), which a check of a
// partner under the Contractor's Obligations Act reads and a payer reads before paying for work
// without withholding tax: fi.ytj stores them per company and register (tax_registers, schema 18)
// and the details and the compliance statement serve them as taxRegisters. An end date is the last
// day in the register, as for FI's VAT; a register YTJ lists no entry of the company in is
// registered false; another country's company, and a Finnish store holding no such row (imported
// before the schema step), answer null. Importing fi.ytj again replaces the rows, withdrawing it
// removes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { importSources, type ImportReport } from '../../../src/importers/pipeline/run.ts';
import { withdrawSources } from '../../../src/importers/pipeline/withdraw.ts';
import { sources as fiSources } from '../../../src/importers/fi/index.ts';
import { sources as eeSources } from '../../../src/importers/ee/index.ts';
import type { SourceDefinition } from '../../../src/importers/source.ts';
import { openForReading } from '../../../src/store/open.ts';
import { createServices } from '../../../src/services/index.ts';
import { API, startTestApp } from '../../http/harness.ts';
import { fixtureSized } from '../lt/support.ts';
import { ytjAndEeBasicFolder, ytjFileEdited } from './ytj-fixture.ts';

const fi = fixtureSized(fiSources);
const ee = fixtureSized(eeSources).filter((s) => s.id === 'ee.basic');

type Entry = { register: '5' | '7'; from: string; to?: string };
const entry = (e: Entry) => ({
  type: e.register === '5' ? '55' : '41', register: e.register, authority: '1', registrationDate: e.from, endDate: e.to ?? null,
  descriptions: [{ languageCode: '1', description: 'Rekisterissä' }, { languageCode: '3', description: 'Registered' }],
});

/** The FI fixtures' bulk file with each company's prepayment and employer entries as `entries` gives them (absent: none). */
function ytjFile(entries: Record<string, Entry[]>): string {
  return ytjFileEdited((c) => {
    const others = (c.registeredEntries as Array<{ register: string }>).filter((e) => e.register !== '5' && e.register !== '7');
    c.registeredEntries = [...others, ...(entries[c.businessId.value] ?? []).map(entry)];
  });
}

const folder = ytjAndEeBasicFolder;

async function run(databasePath: string, sources: SourceDefinition[], fromDir: string, day: string): Promise<ImportReport> {
  return importSources({ databasePath, sources, fromDir, now: new Date(`${day}T06:00:00Z`), progress: 'none', screen: false, force: true });
}

/** taxRegisters of the details and of the compliance statement as the REST API serves them, by "country regcode". */
async function served(databasePath: string, keys: string[]): Promise<Record<string, { details: any; compliance: any; sources: string[] }>> {
  const db = openForReading(databasePath);
  const { app, close } = await startTestApp({ services: createServices({ db, sanctionsThreshold: 0.9 }), env: { RATE_LIMITS: 'off' } });
  try {
    const out: Record<string, { details: any; compliance: any; sources: string[] }> = {};
    for (const key of keys) {
      const [country, regcode] = key.split(' ');
      const d = await app.inject({ method: 'GET', url: `${API}/companies/${regcode}?country=${country}` });
      const c = await app.inject({ method: 'GET', url: `${API}/companies/${regcode}/compliance?country=${country}` });
      assert.equal(d.statusCode, 200, `${key}: ${d.body}`);
      assert.equal(c.statusCode, 200, `${key}: ${c.body}`);
      const details = JSON.parse(d.body);
      out[key] = { details: details.taxRegisters, compliance: JSON.parse(c.body).taxRegisters, sources: details.sources.map((s: { name: string }) => s.name) };
    }
    return out;
  } finally {
    await close();
    db.close();
  }
}

const NONE = { registered: false, since: null, until: null };

test('FI prepayment and employer registers: served in the details and the compliance statement, replaced by the next import, removed by withdrawing', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'fi-tax-registers-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');

  const first = ytjFile({
    // In the prepayment register since 2015; an employer until the last day of January 2020.
    '2345678-0': [{ register: '5', from: '2015-03-01' }, { register: '7', from: '2016-01-01', to: '2020-01-31' }],
    // Out of the prepayment register since 2019 and back in from 2021; an employer with an end entered far ahead.
    '2345679-9': [{ register: '5', from: '2010-01-01', to: '2018-12-31' }, { register: '5', from: '2021-04-01' },
      { register: '7', from: '2012-05-01', to: '2099-12-31' }],
    // 2345682-8: no entry of either register.
  });
  const report = await run(databasePath, [...fi, ...ee], folder(root, 'first', first), '2026-11-20');
  assert.ok(report.ok, JSON.stringify(report.sources.map((s) => s.message)));
  const got = await served(databasePath, ['FI 2345678-0', 'FI 2345679-9', 'FI 2345682-8', 'EE 14000001']);
  assert.deepEqual(got['FI 2345678-0']!.details, {
    prepayment: { registered: true, since: '2015-03-01', until: null },
    employer: { registered: false, since: '2016-01-01', until: '2020-01-31' },
  });
  assert.deepEqual(got['FI 2345679-9']!.details, {
    prepayment: { registered: true, since: '2021-04-01', until: null },
    employer: { registered: true, since: '2012-05-01', until: '2099-12-31' },
  });
  assert.deepEqual(got['FI 2345682-8']!.details, { prepayment: NONE, employer: NONE }, 'listed in neither register: registered false');
  assert.equal(got['EE 14000001']!.details, null, 'null for a company of a country without such registers');
  for (const [key, answer] of Object.entries(got)) {
    assert.deepEqual(answer.compliance, answer.details, `${key}: the compliance statement says what the details say`);
  }
  assert.ok(got['FI 2345678-0']!.sources.includes('fi.ytj'));

  // YTJ again: 2345678-0 left the prepayment register (its entry gone), 2345682-8 entered it.
  const second = ytjFile({ '2345678-0': [{ register: '7', from: '2016-01-01', to: '2020-01-31' }], '2345682-8': [{ register: '5', from: '2026-11-02' }] });
  assert.ok((await run(databasePath, fi, folder(root, 'second', second), '2026-11-21')).ok);
  const again = await served(databasePath, ['FI 2345678-0', 'FI 2345682-8']);
  assert.deepEqual(again['FI 2345678-0']!.details.prepayment, NONE, 'the new file\'s entries replace the old');
  assert.deepEqual(again['FI 2345682-8']!.details, { prepayment: { registered: true, since: '2026-11-02', until: null }, employer: NONE });

  // A file cut short fails and changes nothing.
  assert.equal((await run(databasePath, fi, folder(root, 'broken', ytjFile({}).slice(0, -40)), '2026-11-22')).ok, false);
  assert.deepEqual(await served(databasePath, ['FI 2345678-0', 'FI 2345682-8']), again, 'a failed import leaves them as they were');

  const withdrawn = await withdrawSources({ databasePath, sources: fi, knownSources: [...fi, ...ee], now: new Date('2026-11-23T06:00:00Z') });
  assert.equal(withdrawn.sources[0]!.removed.taxRegister, 2);
  const reader = new DatabaseSync(databasePath, { readOnly: true });
  t.after(() => reader.close());
  assert.deepEqual({ ...reader.prepare('SELECT COUNT(*) AS n FROM tax_registers').get() }, { n: 0 });
});

test('FI taxRegisters is null, not "not registered", on a store holding no such row (imported before the schema step)', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'fi-tax-registers-old-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  assert.ok((await run(databasePath, fi, folder(root, 'files', ytjFile({ '2345678-0': [{ register: '5', from: '2015-03-01' }] })), '2026-11-20')).ok);
  const writer = new DatabaseSync(databasePath);
  writer.exec('DELETE FROM tax_registers');
  writer.close();
  const got = await served(databasePath, ['FI 2345678-0', 'FI 2345682-8']);
  assert.equal(got['FI 2345678-0']!.details, null);
  assert.equal(got['FI 2345682-8']!.compliance, null);
});

test('FI taxRegisters: an entry entered ahead of its first day is not registered before it, the day still given', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'fi-tax-registers-ahead-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const file = ytjFile({
    // A business entered in the prepayment register from the day it starts, far ahead; an employer already.
    '2345678-0': [{ register: '5', from: '2099-03-01' }, { register: '7', from: '2016-01-01' }],
    // Out of the prepayment register since 2018, entered again from a day ahead.
    '2345679-9': [{ register: '5', from: '2010-01-01', to: '2018-12-31' }, { register: '5', from: '2099-01-01' }],
  });
  assert.ok((await run(databasePath, fi, folder(root, 'files', file), '2026-11-20')).ok);
  const got = await served(databasePath, ['FI 2345678-0', 'FI 2345679-9']);
  assert.deepEqual(got['FI 2345678-0']!.details, {
    prepayment: { registered: false, since: '2099-03-01', until: null },
    employer: { registered: true, since: '2016-01-01', until: null },
  });
  // Struck off: its last day in the register is kept beside the later first day, as its VAT's
  // deregisteredOn is, not dropped as if it had never been in the register before.
  assert.deepEqual(got['FI 2345679-9']!.details.prepayment, { registered: false, since: '2099-01-01', until: '2018-12-31' });
  for (const [key, answer] of Object.entries(got)) assert.deepEqual(answer.compliance, answer.details, key);
});

test('FI taxRegisters struck off and entered again: until is the earlier end, as the VAT deregistration is', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'fi-tax-registers-again-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const file = ytjFile({
    // Out of both since 2019, entered again in the prepayment register from a day ahead, an
    // employer again since 2021 (in force: open-ended, no end to give).
    '2345678-0': [
      { register: '5', from: '2012-01-01', to: '2019-06-30' }, { register: '5', from: '2099-02-01' },
      { register: '7', from: '2012-01-01', to: '2019-06-30' }, { register: '7', from: '2021-01-01' },
    ],
  });
  assert.ok((await run(databasePath, fi, folder(root, 'files', file), '2026-11-20')).ok);
  const got = await served(databasePath, ['FI 2345678-0']);
  assert.deepEqual(got['FI 2345678-0']!.details, {
    prepayment: { registered: false, since: '2099-02-01', until: '2019-06-30' },
    employer: { registered: true, since: '2021-01-01', until: null },
  });
  assert.deepEqual(got['FI 2345678-0']!.compliance, got['FI 2345678-0']!.details);
});

test('FI taxRegisters of a closed company: an entry YTJ still lists is not registered from the closure, as its VAT is; one entered after it stands', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'fi-tax-registers-closed-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const databasePath = join(root, 'registry.sqlite');
  const entries: Record<string, Entry[]> = {
    // Ended in 2025, its prepayment and employer entries never ended in the register.
    '2345678-0': [{ register: '5', from: '2015-03-01' }, { register: '7', from: '2016-01-01' }],
    // Ended in 2025, an employer entered again after the end (the register's later word).
    '2345679-9': [{ register: '5', from: '2010-01-01' }, { register: '7', from: '2025-09-01' }],
    // Its end entered far ahead: still in both until then.
    '2345682-8': [{ register: '5', from: '2012-01-01' }, { register: '7', from: '2012-01-01' }],
  };
  const ended: Record<string, string> = { '2345678-0': '2025-06-30', '2345679-9': '2025-06-30', '2345682-8': '2099-12-31' };
  const file = ytjFileEdited((c) => {
    const others = (c.registeredEntries as Array<{ register: string }>).filter((e) => e.register !== '5' && e.register !== '7');
    c.registeredEntries = [...others, ...(entries[c.businessId.value] ?? []).map(entry)];
    if (ended[c.businessId.value]) c.endDate = ended[c.businessId.value];
  });
  assert.ok((await run(databasePath, fi, folder(root, 'files', file), '2026-11-20')).ok);
  const got = await served(databasePath, ['FI 2345678-0', 'FI 2345679-9', 'FI 2345682-8']);
  assert.deepEqual(got['FI 2345678-0']!.details, {
    prepayment: { registered: false, since: '2015-03-01', until: null },
    employer: { registered: false, since: '2016-01-01', until: null },
  }, 'a closed company is not in the registers its entries still name');
  assert.deepEqual(got['FI 2345679-9']!.details, {
    prepayment: { registered: false, since: '2010-01-01', until: null },
    employer: { registered: true, since: '2025-09-01', until: null },
  });
  assert.deepEqual(got['FI 2345682-8']!.details, {
    prepayment: { registered: true, since: '2012-01-01', until: null },
    employer: { registered: true, since: '2012-01-01', until: null },
  }, 'an end entered ahead has not closed it yet');
  for (const [key, answer] of Object.entries(got)) assert.deepEqual(answer.compliance, answer.details, key);
});
