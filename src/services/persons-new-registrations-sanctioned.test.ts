// A job watching Pāvels Ozols learnt from /persons/new-registrations that he had taken a board seat
// in AS "Ozolu Termināls" and nothing of the company being on the EU list, which the person check
// says of the same role (companySanctioned true): a new tie to a listed company is what such a job
// watches for. Each company listed by new registrations says it now, as the person check does.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices } from '../../test/helpers/seeded-services.ts';
import { OZOLS, OZOLS_COMPANIES, OZOLS_LISTED_COMPANY, ozolsRows, ozolsRowsWithListedCompany } from '../../test/helpers/person-sanctions-rows.ts';

// The roles of the rows are first seen on 2024-01-01 at midnight: new within a day of noon.
const NOW = new Date('2024-01-01T12:00:00Z');
const [A, B, C] = OZOLS_COMPANIES;

const listed = seededServices({ rows: ozolsRowsWithListedCompany() });
after(() => listed.close());

test('each new role says whether its company is sanctioned, as the person check says of the same role', () => {
  const recent = listed.services.newRegistrations(OZOLS.name, OZOLS.birthDate, 24, 100, NOW);
  const check = listed.services.checkPerson(OZOLS.name, OZOLS.birthDate, 50, NOW);
  const byCompany = (rows: Array<{ regcode: string; companySanctioned: boolean | null }>) =>
    Object.fromEntries(rows.map((r) => [r.regcode, r.companySanctioned]));
  // A: sanctioned through its members' matches; B and C held below the threshold; D listed by its name.
  assert.deepEqual(byCompany(recent.results), { [A]: true, [B]: false, [C]: false, [OZOLS_LISTED_COMPANY]: true });
  assert.deepEqual(byCompany(recent.results), byCompany(check.results));
  const chair = recent.results.find((r) => r.regcode === OZOLS_LISTED_COMPANY)!;
  assert.deepEqual([chair.role, chair.position, chair.companySanctioned], ['officer', 'chair_of_board', true]);
});

test('in a store no list was imported into, a new role\'s company is not said sanctioned or clean: null', () => {
  const bare = seededServices({ fixture: false, rows: ozolsRows() });
  try {
    const recent = bare.services.newRegistrations(OZOLS.name, OZOLS.birthDate, 24, 100, NOW);
    assert.equal(recent.count, 6);
    assert.deepEqual([...new Set(recent.results.map((r) => r.companySanctioned))], [null]);
  } finally {
    bare.close();
  }
});
