// A request whose params is no object ("params": 5, a text, or the arguments as a list) is valid
// JSON, but the SDK's HTTP transport answered it -32700 Parse error: Invalid JSON-RPC message with
// id null, so a client read that its JSON was broken and could not match the answer to its
// request; over stdio it was -32600 saying only that it was no JSON-RPC message. It is now -32600
// Invalid Request (or -32602 for params sent by position, an array) under the request's id, naming
// params and what it must be, over HTTP and stdio alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rawHttpPoster, rawStdioAnswers, type RawAnswer } from './raw-json-rpc.ts';

const TOOL_PARAMS = 'params must be an object naming the tool and its arguments, as {"name": "search_companies", "arguments": {"query": "Rīgas Koks"}}';

/** [what is sent wrong, the message, the code and the message of the answer] */
const CASES: Array<[string, Record<string, unknown>, number, string]> = [
  ['tools/call with a number as params', { method: 'tools/call', params: 5 }, -32600, `Invalid Request: ${TOOL_PARAMS}, not a number`],
  ['tools/call with the arguments as a list', { method: 'tools/call', params: ['search_companies', 'Rīgas Koks'] }, -32602,
    `Invalid params: ${TOOL_PARAMS}, not an array`],
  ['resources/read with the uri as params', { method: 'resources/read', params: 'company://LV/40003123456' }, -32600,
    'Invalid Request: params must be an object holding the uri to read, as {"uri": "company://LV/40003123456"}, not a text'],
  ['tools/list with params null', { method: 'tools/list', params: null }, -32600,
    'Invalid Request: params must be an object of the request\'s fields by name, or left out, not null'],
  ['tools/call with a number as params._meta', { method: 'tools/call', params: { name: 'search_companies', _meta: 5 } }, -32600,
    'Invalid Request: params._meta must be an object, not a number'],
];

const message = (id: number, fields: Record<string, unknown>) => ({ jsonrpc: '2.0', id, ...fields });

function assertAnswered(label: string, id: number, answer: RawAnswer | undefined, code: number, text: string) {
  assert.deepEqual([answer?.id, answer?.error?.code, answer?.error?.message], [id, code, text], `${label}: ${JSON.stringify(answer)}`);
}

test('over HTTP, params that is no object is an invalid request under its id, naming params', async (t) => {
  const { post } = await rawHttpPoster(t);
  let id = 100;
  for (const [label, fields, code, text] of CASES) {
    id += 1;
    assertAnswered(label, id, await post(message(id, fields)), code, text);
  }
  // In a batch, the message at fault is named; the answer is the batch's (id null).
  const batch = await post([message(1, { method: 'ping' }), message(2, { method: 'tools/call', params: 5 })]);
  assert.deepEqual([batch.id, batch.error?.code], [null, -32600], JSON.stringify(batch));
  assert.equal(batch.error?.message, `Invalid Request: message 2 of the batch: ${TOOL_PARAMS}, not a number`);
});

test('over stdio, params that is no object is an invalid request under its id, naming params', async (t) => {
  const answers = await rawStdioAnswers(t, CASES.map(([, fields], i) => message(i + 1, fields)));
  CASES.forEach(([label, , code, text], i) => assertAnswered(label, i + 1, answers.get(i + 1), code, text));
});
