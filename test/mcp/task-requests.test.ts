// A request asking for a task ("task": {"ttl": 60000}), well formed, on this server that declares
// no tasks capability, was answered -32603 Server does not support task creation (required for
// tools/call), an internal error, and so was a ping or a resources/read holding one: a client
// asking for a task where a call may be slow read that the server had failed. The protocol says a
// receiver declaring no task capability processes such a request normally, ignoring the task:
// the tool's result, the resource, the pong come back at once, over HTTP and stdio alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rawHttpPoster, rawStdioAnswers, type RawAnswer } from './raw-json-rpc.ts';
import { FIXTURE } from './fixture.ts';

const KNOWN = FIXTURE.companies.lvGaze.regcode;

/** [what is sent, method, params with a well-formed task] */
const WITH_TASK: Array<[string, string, Record<string, unknown>]> = [
  ['tools/call with a task and its ttl', 'tools/call', { name: 'get_company_details', arguments: { regcode: KNOWN, country: 'LV' }, task: { ttl: 60000 } }],
  ['tools/call with an empty task', 'tools/call', { name: 'get_company_details', arguments: { regcode: KNOWN }, task: {} }],
  ['resources/read with a task', 'resources/read', { uri: `company://LV/${KNOWN}`, task: { ttl: 60000 } }],
  ['ping with a task', 'ping', { task: {} }],
];

function request(id: number, method: string, params: Record<string, unknown>) {
  return { jsonrpc: '2.0', id, method, params };
}

/** The answer is the request's own result: the company, not an error nor a task created. */
function assertAnsweredAtOnce(label: string, method: string, answer: RawAnswer | undefined): void {
  assert.equal(answer?.error, undefined, `${label}: ${JSON.stringify(answer)}`);
  const result = answer?.result ?? {};
  assert.equal(result.task, undefined, `${label}: no task is created`);
  if (method === 'tools/call') {
    assert.equal(result.isError, undefined, `${label}: ${JSON.stringify(result)}`);
    assert.equal((result.structuredContent as { regcode?: string }).regcode, KNOWN, label);
  }
  if (method === 'resources/read') {
    const [content] = result.contents as Array<{ text: string }>;
    assert.equal((JSON.parse(content?.text ?? '{}') as { regcode?: string }).regcode, KNOWN, label);
  }
  if (method === 'ping') assert.deepEqual(result, {}, label);
}

test('over HTTP, a request asking for a task is answered at once, the task ignored', async (t) => {
  const { post } = await rawHttpPoster(t);
  for (const [i, [label, method, params]] of WITH_TASK.entries()) {
    assertAnsweredAtOnce(label, method, await post(request(i + 1, method, params)));
  }
});

test('over stdio, a request asking for a task is answered at once, the task ignored', async (t) => {
  const answers = await rawStdioAnswers(t, WITH_TASK.map(([, method, params], i) => request(i + 1, method, params)));
  WITH_TASK.forEach(([label, method], i) => assertAnsweredAtOnce(label, method, answers.get(i + 1)));
});

test('a task that is no object is still refused naming it, not ignored', async (t) => {
  const { post } = await rawHttpPoster(t);
  const answer = await post(request(1, 'tools/call', { name: 'search_companies', arguments: { query: 'Rīgas Koks' }, task: 5 }));
  assert.equal(answer.error?.code, -32602, JSON.stringify(answer));
  assert.match(answer.error!.message, /task must be an object/);
});
