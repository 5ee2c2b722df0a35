// A person's role micro_enterprise is the API's word for the owner of a sole trader (an LV IK, an
// EE FIE, an FI toiminimi or LT individuali įmonė read from its business name) as well as for a
// member of an LV company paying the micro-enterprise tax: its description said "a member of a
// micro-enterprise taxpayer, LV", and a compliance reader took an Estonian FIE's owner for a
// business in Latvia's micro-enterprise tax regime. The OpenAPI document says which position means what.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';

test('the OpenAPI document says the role micro_enterprise of a sole trader\'s owner says nothing of its tax', async () => {
  const app = await startTestApp({ services: await testServices() });
  let body: string;
  try {
    body = (await app.app.inject({ url: API })).body;
  } finally {
    await app.close();
  }
  const roles = [...new Set([...body.matchAll(/"description":"(beneficial_owner; officer[^"]*)"/g)].map((m) => m[1]!))];
  assert.equal(roles.length, 1, 'one description of role');
  assert.match(roles[0]!, /micro_enterprise, a word kept for the owner of a sole trader, position owner \(an LV IK, an EE FIE, and an FI toiminimi or LT individuali įmonė/);
  assert.match(roles[0]!, /says nothing of its tax: only position member, a member of an LV company VID lists as paying the micro-enterprise tax/);
});
