// GET /persons/new-registrations listed Pāvels Ozols's new board seat in AS "Ozolu Termināls", on
// the EU list, with no word of the company, where /persons/check says companySanctioned true of the
// same role: each new role now says whether its company is sanctioned, declared in the schema.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OZOLS, OZOLS_COMPANIES, OZOLS_LISTED_COMPANY, ozolsRows, ozolsRowsWithListedCompany } from '../helpers/person-sanctions-rows.ts';
import type { SeedRows } from '../helpers/seed.ts';
import { API } from './harness.ts';
import { serveSeededRest } from './served-seeded.ts';

type Json = Record<string, any>;

// The roles first seen an hour ago: new in the default window of 24 hours.
function seenAnHourAgo(rows: Partial<SeedRows>): Partial<SeedRows> {
  const seen = new Date(Date.now() - 3_600_000).toISOString();
  return { ...rows, person_roles: rows.person_roles!.map((role) => ({ ...role, first_seen_at: seen })) };
}

test('each new role says whether its company is sanctioned: true for a listed company, false for one screened clean, null where no list is imported', async () => {
  const [A, B, C] = OZOLS_COMPANIES;
  const query = `name=${encodeURIComponent(OZOLS.name)}&birthDate=${OZOLS.birthDate}`;
  for (const [rows, fixture, expected] of [
    [ozolsRowsWithListedCompany(), true, [[OZOLS_LISTED_COMPANY, true], [A, true], [B, false], [C, false]]],
    [ozolsRows(), false, [[A, null], [B, null], [C, null]]],
  ] as const) {
    const served = await serveSeededRest({ fixture, rows: seenAnHourAgo(rows) }, { RATE_LIMITS: 'off' });
    const { app } = served;
    try {
      const recent = (await app.app.inject({ url: `${API}/persons/new-registrations?${query}` })).json() as Json;
      const byCompany = new Map(recent.results.map((r: Json) => [r.regcode, r.companySanctioned]));
      assert.deepEqual([...byCompany].sort(), [...expected].sort());
      // As the person check says of the same companies.
      const check = (await app.app.inject({ url: `${API}/persons/check?${query}` })).json() as Json;
      assert.deepEqual([...new Map(check.results.map((r: Json) => [r.regcode, r.companySanctioned]))].sort(), [...byCompany].sort());
    } finally {
      await served.close();
    }
  }
});
