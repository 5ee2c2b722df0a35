// A page's after, an owner's registeredIn and list_new_person_roles' firstSeenAfter sent as a value
// of another type than a text (a number, true, an object, a list) were told zod's own
// `Invalid input: expected string, received number`, the one refusal of the tools naming no form
// to send; a list for after or firstSeenAfter was told that and the form's rule besides. Each is now
// told its own rule and what came, and a count of seconds sent as a JSON number the instant it
// names, as REST's 400 tells it for the same digits.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callTool, errorTextOf } from './client.ts';
import { connectedFixture } from './fixture.ts';

const session = connectedFixture();
const PERSON = { name: 'Jānis Bērziņš', birthDate: '1980-01-01' };

const WRONG: ReadonlyArray<[string, Record<string, unknown>, string]> = [
  ['check_person', { ...PERSON, after: 40003123456 },
    'after: must be next of the previous answer (LV:40003123456, or candidates:EE:12345678 for a page of candidates), not a number'],
  ['list_new_person_roles', { ...PERSON, after: { country: 'LV' } },
    'after: must be next of the previous answer, as it gives it (LV:40003123456@2026-11-24T01:22:08Z,2026-11-24T01:22:08.123Z,24h), not an object'],
  ['list_new_person_roles', { ...PERSON, firstSeenAfter: true },
    'firstSeenAfter: must be an instant as firstSeenThrough gives it (2026-11-24T01:22:08.123Z), not a boolean'],
  ['list_new_person_roles', { ...PERSON, firstSeenAfter: ['2026-11-30T00:00:00Z', '2026-12-01T00:00:00Z'] },
    'firstSeenAfter: must be one text, not a list of 2: send each in a call of its own'],
  ['list_new_person_roles', { ...PERSON, firstSeenAfter: 1764460800 },
    'firstSeenAfter: must be an instant as firstSeenThrough gives it (2026-11-24T01:22:08.123Z), not a number; read as seconds since 1970, '
    + 'the instant sent is 2025-11-30T00:00:00.000Z: send firstSeenAfter 2025-11-30T00:00:00.000Z'],
  ['list_holder_holdings', { regcode: 'HE398114', registeredIn: 196 }, 'registeredIn: must be a two-letter country code (CY, DE), not a number'],
  ['list_holder_holdings', { regcode: 'HE398114', after: ['EE:14850372', 'EE:12345678'] }, 'after: must be one text, not a list of 2: send each in a call of its own'],
];

for (const [tool, args, told] of WRONG) {
  test(`${tool} ${JSON.stringify(args)} is told the argument's form, not the validator's words`, async () => {
    assert.equal(errorTextOf(await callTool(session.mcp.client, tool, args)), told);
  });
}
