// YTJ's keys a company writes only where it has the value, or that a file written by hand may
// lack (its website, EUID, c/o line, box number, flat, a foreign address's country), were never
// looked for: the bulk file of the whole register with `website` dropped from every company
// published each one without its website, no word in the import report. Each is now told, as a
// key every file holds is, once the file holds enough companies that some would hold it; a
// small file is judged as before. The bulk file is written from a fixture company, as the API
// writes it (each address part, empty or not, and `website`, null or not, in every company).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ytjSource } from '../../../src/importers/fi/ytj.ts';
import { REPO, runImport, scratch, sourceReport } from './helpers.ts';

const YTJ = { ...ytjSource, expectedRows: { min: 1, max: 10_000 }, maxRejectRate: 0.5 };
const COMPANIES = 1_000;

/** A business ID of 7 digits and its check digit (weights 7 9 10 5 8 4 2, modulo 11; a remainder of 1 gives none). */
function businessId(n: number): string | null {
  const digits = String(n).padStart(7, '0');
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * [7, 9, 10, 5, 8, 4, 2][i]!, 0);
  const r = sum % 11;
  if (r === 1) return null;
  return `${digits}-${r === 0 ? 0 : 11 - r}`;
}

/** `COMPANIES` companies as the bulk file writes them, one in ten with a website. */
function bulkFile(): Array<Record<string, unknown>> {
  const [base] = JSON.parse(readFileSync(join(REPO, 'test/fixtures/fi/all_companies.json'), 'utf8')) as Array<Record<string, unknown>>;
  const out: Array<Record<string, unknown>> = [];
  for (let n = 3_000_000; out.length < COMPANIES; n++) {
    const id = businessId(n);
    if (id === null) continue;
    const company = structuredClone(base!) as Record<string, unknown> & { addresses: Array<Record<string, unknown>> };
    company.businessId = { value: id, registrationDate: '2010-05-01', source: '3' };
    company.website = out.length % 10 === 0 ? { url: `www.yritys${n}.fi`, registrationDate: '2019-07-01', source: '0' } : null;
    company.addresses = company.addresses.map((a) => ({
      postOfficeBox: '', entrance: '', apartmentNumber: '', apartmentIdSuffix: '', co: '', country: null, freeAddressLine: null, ...a,
    }));
    out.push(company);
  }
  return out;
}

const absentWarnings = (warnings: string[]) => warnings.filter((w) => w.includes('held by none of its'));

test('YTJ\'s bulk file with website dropped from every company is told; as the API writes it, it is not', async (t) => {
  const s = scratch();
  t.after(() => s.cleanup());
  rmSync(s.files, { recursive: true, force: true });
  mkdirSync(s.files);
  const companies = bulkFile();
  const path = join(s.files, 'all_companies.json');
  writeFileSync(path, JSON.stringify(companies));
  const first = sourceReport(await runImport({ databasePath: s.db, sources: [YTJ], fromDir: s.files, now: new Date('2026-11-20T06:00:00Z') }), YTJ.id);
  assert.equal(first.status, 'published', first.message);
  assert.deepEqual(absentWarnings(first.warnings), []);

  writeFileSync(path, JSON.stringify(companies.map(({ website: _dropped, ...rest }) => rest)));
  const dropped = sourceReport(await runImport({ databasePath: s.db, sources: [YTJ], fromDir: s.files, now: new Date('2026-11-21T06:00:00Z') }), YTJ.id);
  assert.equal(dropped.status, 'published', dropped.message);
  assert.deepEqual(absentWarnings(dropped.warnings), ['all_companies.json: key website, which the source reads, held by none of its 1,000 records: '
    + 'read as no value in every record, its value in no answer (the key dropped from the file, or the register\'s keys changed?)']);
});
