// A name the client sent (a tool's, an argument's) was repeated whole in the refusal: a tools/call
// of a tool named with 100,000 letters, or an argument so named, was answered with all of them,
// a body's worth of the client's text handed to the model as the server's own words. A refusal
// now repeats at most 64 characters of a name, marked as cut with `…`, and still names the rest.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rawHttpPoster } from './raw-json-rpc.ts';

const LONG = 'x'.repeat(100_000);
const SHOWN = `${'x'.repeat(64)}…`;

/** [what is sent, the method and params, what the refusal still says] */
const CASES: Array<[string, string, Record<string, unknown>, RegExp]> = [
  ['a tool of a long name', 'tools/call', { name: LONG, arguments: {} }, /This server's tools are search_companies/],
  ['a tool argument of a long name', 'tools/call', { name: 'search_companies', arguments: { query: 'koks', [LONG]: 1 } },
    /search_companies takes only query, country, limit/],
  ['a prompt argument of a long name', 'prompts/get', { name: 'kyb_check', arguments: { [LONG]: 5 } }, /must be a text/],
  ['a completion context argument of a long name', 'completion/complete', {
    ref: { type: 'ref/prompt', name: 'kyb_check' }, argument: { name: 'country', value: 'L' }, context: { arguments: { [LONG]: 5 } },
  }, /must be a text/],
];

test('a refusal repeats at most 64 characters of a name the client sent', async (t) => {
  const { post } = await rawHttpPoster(t);
  let id = 0;
  for (const [label, method, params, says] of CASES) {
    const answer = await post({ jsonrpc: '2.0', id: ++id, method, params });
    const content = answer.result?.content as Array<{ text: string }> | undefined;
    const text = answer.error?.message ?? content?.[0]?.text ?? '';
    assert.match(text, says, `${label}: ${text.slice(0, 300)}`);
    assert.ok(text.includes(SHOWN), `${label}: the name's beginning is repeated, marked as cut`);
    assert.ok(text.length < 1000, `${label}: the answer repeats ${text.length} characters`);
  }
});

// The SDK's own "not found" of a prompt, a resource or a completion's ref repeated the name or
// uri whole too (100 KB in, 100 KB out); the uri as new URL writes it, each letter outside ASCII
// six characters. Each now repeats the first 64 characters, marked as cut, in the SDK's wording.
const UNKNOWN: Array<[string, string, Record<string, unknown>, RegExp]> = [
  ['an unknown prompt', 'prompts/get', { name: LONG }, /^Prompt x{64}… not found\. This server's /],
  ['an unknown resource', 'resources/read', { uri: `other://${LONG}` }, /^Resource other:\/\/x{56}… not found\. This server's /],
  ['an unknown resource of letters outside ASCII', 'resources/read', { uri: `other://h/${'ā'.repeat(50_000)}` },
    /^Resource other:\/\/h\/(%C4%81){9}… not found\. This server's /],
  ['the completion of an unknown prompt', 'completion/complete', { ref: { type: 'ref/prompt', name: LONG }, argument: { name: 'country', value: 'L' } },
    /^Prompt x{64}… not found\. This server's /],
  ['the completion of an unknown resource template', 'completion/complete', {
    ref: { type: 'ref/resource', uri: `company://${LONG}` }, argument: { name: 'country', value: 'L' },
  }, /^Resource template company:\/\/x{54}… not found\. This server's /],
];

test('the SDK\'s "not found" of a prompt, a resource or a completion ref repeats at most 64 characters of what was sent', async (t) => {
  const { post } = await rawHttpPoster(t);
  let id = 0;
  for (const [label, method, params, says] of UNKNOWN) {
    const answer = await post({ jsonrpc: '2.0', id: ++id, method, params });
    assert.equal(answer.error?.code, -32602, label);
    assert.match(answer.error?.message ?? '', says, `${label}: ${answer.error?.message.slice(0, 300)}`);
  }
  // A known prompt is read as before.
  const known = await post({ jsonrpc: '2.0', id: ++id, method: 'prompts/get', params: { name: 'kyb_check', arguments: { company: 'Rīgas Koks' } } });
  assert.ok(Array.isArray(known.result?.messages), JSON.stringify(known).slice(0, 300));
});
