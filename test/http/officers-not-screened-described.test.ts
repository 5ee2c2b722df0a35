// The OpenAPI document's officersNotScreened said that "No candidate through them says nothing about
// them", a double negative a reader of the compliance statement had to undo to learn that the
// officers named are unscreened; it says so plainly, as MCP's brief does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

interface Described { description?: string; properties?: Record<string, Described>; anyOf?: Described[] }

test('officersNotScreened says plainly that the officers named are to be reported as not screened', async () => {
  const app = await startTestApp({ services: await testServices() });
  let doc: { components: { schemas: Record<string, Described> } };
  try {
    doc = (await app.app.inject({ url: API })).json();
  } finally {
    await app.close();
  }
  const field = doc.components.schemas.Compliance!.properties!.officersNotScreened!;
  const said = field.description ?? field.anyOf?.find((b) => b.description)?.description ?? '';
  assert.match(said, /November 2024\): report them as not screened and check them by name\./);
  assert.doesNotMatch(said, /\bno\b[^.:;]*\bnothing\b/i, 'no double negative');
});
