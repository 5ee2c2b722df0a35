// The discovery document as API tooling reads it: a linter's recommended rules (redocly) and
// client generators want the server and the security requirement stated, and a public API states
// that it needs no credential with an empty list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { discoveryDocument } from './discovery-document.ts';

test('the document says where it is served and that no operation needs a credential', async () => {
  const doc = await discoveryDocument();
  // The address it was fetched at (app.inject sends Host: localhost:80), then the relative form.
  assert.deepEqual(doc.servers?.map((s: { url: string }) => s.url), ['http://localhost:80', '/'], 'the paths already carry /api/public/v1');
  assert.deepEqual(doc.security, [], 'an empty list: no credential, stated rather than left out');
  for (const [path, item] of Object.entries(doc.paths as Record<string, { get: { security?: unknown } }>)) {
    assert.equal(item.get.security, undefined, `${path} adds no requirement of its own`);
  }
});

test('the compliance flags of company details are typed as the flags an answer can name, not as any text', async () => {
  const doc = await discoveryDocument();
  const flags = doc.components.schemas.CompanyDetails.properties.flags;
  const named = flags.items.enum as string[];
  assert.ok(Array.isArray(named), 'an enum a generated client can switch over');
  assert.ok(named.includes('sanctioned') && named.includes('tax_debt') && named.includes('annual_report_late'));
  for (const flag of named) assert.match(flags.description, new RegExp(`\\b${flag} \\(`), `${flag} is explained`);
});
