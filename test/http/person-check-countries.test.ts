// The person check's reference said it lists a person's roles "in LV, LT, EE and FI", and README
// that a name finds the Lithuanian register's spelling of a person's roles, while no LT or FI source
// holds anyone's roles: an evaluator reading a 404 for a Lithuanian director took it for a person
// with no company. The countries the description names are those whose coverage holds roles, and
// a 404 names them too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { discoveryDocument } from './discovery-document.ts';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

type Json = Record<string, any>;
const ROLE_FIELDS = ['officers', 'members', 'stockholders', 'beneficialOwners'];

test('the person check names as its countries those whose registers give roles, as x-coverage says', async () => {
  const doc = await discoveryDocument<Json>();
  const withRoles = Object.entries(doc['x-coverage'] as Record<string, Record<string, boolean>>)
    .filter(([, fields]) => ROLE_FIELDS.some((f) => fields[f])).map(([country]) => country).sort();
  assert.deepEqual(withRoles, ['EE', 'LV'], 'the seed store holds roles as the registers publish them');
  const lead = String(doc.paths['/api/public/v1/persons/check'].get.description).split('\n\n')[0]!;
  const named = /of one person in ([A-Z]{2}(?:(?:, | and )[A-Z]{2})*)/.exec(lead);
  assert.ok(named, lead);
  assert.deepEqual(named[1]!.split(/, | and /).sort(), withRoles, lead);
});

test('README names no register spelling of a person\'s roles in a country that gives none', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
  assert.doesNotMatch(readme, /roles as the [^.]*\b(Lithuanian|Finnish) `/);
  assert.match(readme, /person endpoints list roles in Latvian and Estonian companies only/);
});

test('a person check that finds no one says which countries\' registers were searched', async () => {
  const t = await startTestApp({ services: await testServices(), env: { RATE_LIMITS: 'off' } });
  try {
    const r = await t.app.inject({ url: `${API}/persons/check?name=Nobody%20Nowhere&birthDate=1980-01-01` });
    assert.equal(r.statusCode, 404, r.body);
    // Each with the date of its role files: the seed's are of 2026-11-21.
    assert.match(r.json().detail, /^No company is associated with this person and birth date in the registers that publish company roles \(LV as of 2026-11-21, EE as of 2026-11-21\)/);
  } finally {
    await t.close();
  }
});

test('new registrations say that personKnown is read from the countries whose registers give roles', async () => {
  const doc = await discoveryDocument<Json>();
  const withRoles = Object.entries(doc['x-coverage'] as Record<string, Record<string, boolean>>)
    .filter(([, fields]) => ROLE_FIELDS.some((f) => fields[f])).map(([country]) => country).sort();
  const operation = doc.paths['/api/public/v1/persons/new-registrations'].get;
  const field = doc.components.schemas.NewRegistrations.properties.personKnown.description as string;
  for (const text of [String(operation.description), field]) {
    const named = /registers that publish company roles \(([A-Z]{2}(?:, [A-Z]{2})*)\)/.exec(text);
    assert.ok(named, text);
    assert.deepEqual(named[1]!.split(', ').sort(), withRoles, text);
  }
  assert.match(field, /Lithuanian or Finnish companies only is never known/);
});
