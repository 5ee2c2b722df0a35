// UR's officers file lists current officers only, and the service records an office it stops
// listing (unlistedOn); its beneficial-owners file lists current owners only too, but no departure
// is recorded from it, nor from a stockholder or micro-enterprise row dropped altogether. The
// reference and README explained the gap for officers only, so a bank refreshing a customer's file
// read "no beneficial_owner role" as "never was one". What a user reads says it now: the
// operation's description, the unlistedOn field and README.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { discoveryDocument } from './discovery-document.ts';

type Json = Record<string, any>;
const flat = (text: string) => text.replace(/\s+/g, ' ');

test('the person check\'s reference says a former Latvian beneficial owner, stockholder or micro-enterprise tie leaves no trace', async () => {
  const doc = await discoveryDocument<Json>();
  const operation = flat(String(doc.paths['/api/public/v1/persons/check'].get.description));
  const unlistedOn = flat(String(doc.components.schemas.PersonCheck.properties.results.items.properties.unlistedOn.description));
  for (const text of [operation, unlistedOn]) {
    assert.match(text, /beneficial-owners file lists current owners only/, text);
    assert.match(text, /stockholder or micro-enterprise tie/, text);
    assert.match(text, /no such role listed is no proof the person never held one/, text);
  }
});

test('README says no Latvian beneficial-owner role in a person check is no proof there never was one', () => {
  const readme = flat(readFileSync(new URL('../../README.md', import.meta.url), 'utf8'));
  assert.match(readme, /UR's beneficial-owners file lists current owners only, with no end, and the service records departures from the officers file alone/);
  assert.match(readme, /no such role in the answer is no proof the person never held one/);
});
