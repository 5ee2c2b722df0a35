// The capabilities of the initialize answer, as a client reads them to decide what to wait for: the
// server never tells of a changed list (its lists are fixed; over HTTP a stateless POST has no
// stream to carry a notification), so it must not announce listChanged, which the SDK does by
// default and which kept a client waiting on a session for notifications none would send.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connectInProcess } from './client.ts';
import { mcpFixture } from './fixture.ts';
import { rawHttpPoster } from './raw-json-rpc.ts';

const INITIALIZE = {
  jsonrpc: '2.0', id: 1, method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'capabilities-test', version: '1' } },
};

test('over HTTP the initialize answer announces no list-changed notifications for tools, resources or prompts', async (t) => {
  const { post } = await rawHttpPoster(t);
  const answer = await post(INITIALIZE);
  const capabilities = answer.result?.capabilities as Record<string, Record<string, unknown>>;
  for (const kind of ['tools', 'resources', 'prompts']) {
    assert.ok(capabilities[kind], `${kind} is announced`);
    assert.equal(capabilities[kind]!.listChanged, false, `${kind}.listChanged`);
  }
  // Nothing else is promised: no resource subscriptions, and completions as before.
  assert.equal(capabilities.resources!.subscribe, undefined);
  assert.deepEqual(capabilities.completions, {});
});

test('the in-process SDK client reads listChanged false for all three', async () => {
  const fixture = await mcpFixture();
  const mcp = await connectInProcess({ services: fixture.services });
  try {
    const capabilities = mcp.client.getServerCapabilities();
    assert.deepEqual(
      [capabilities?.tools?.listChanged, capabilities?.resources?.listChanged, capabilities?.prompts?.listChanged],
      [false, false, false]);
    // The tools, the template and the prompt are still served.
    assert.equal((await mcp.client.listTools()).tools.length, 7);
    assert.equal((await mcp.client.listResourceTemplates()).resourceTemplates.length, 1);
    assert.equal((await mcp.client.listPrompts()).prompts.length, 1);
  } finally {
    await mcp.close();
    await fixture.close();
  }
});
