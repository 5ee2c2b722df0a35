// The country of the kyb_check prompt and of company://{country}/{regcode} is taken as a code or as
// the country's name (Latvia, Eesti, Suomi, Läti), as the prompt's argument description and the
// template's say, but its completions offered only codes beginning with what was typed: a user
// typing "Lat" or "Est" in a client's prompt form was offered nothing, as if the name were wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connectedFixture } from './fixture.ts';

const session = connectedFixture();

const refs = [
  { type: 'ref/prompt', name: 'kyb_check' },
  { type: 'ref/resource', uri: 'company://{country}/{regcode}' },
] as const;

for (const ref of refs) {
  test(`the country being typed as a name completes to its code (${ref.type})`, async () => {
    const complete = async (value: string) =>
      (await session.mcp.client.complete({ ref, argument: { name: 'country', value } })).completion.values;
    assert.deepEqual(await complete('Lat'), ['LV']);
    assert.deepEqual(await complete('est'), ['EE']);
    assert.deepEqual(await complete('Suo'), ['FI'], 'the name in its own language');
    assert.deepEqual(await complete('Läti'), ['LV'], 'with its marks');
    assert.deepEqual(await complete('Lith'), ['LT']);
    // Codes as before: a letter both begin with, and every country for nothing typed.
    assert.deepEqual(await complete('l'), ['LV', 'LT']);
    assert.deepEqual(await complete(''), ['LV', 'LT', 'EE', 'FI']);
    assert.deepEqual(await complete('Sweden'), []);
  });
}
