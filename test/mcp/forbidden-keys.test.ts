// A body holding a key named __proto__ (or constructor holding prototype) is valid JSON that
// /mcp refuses, since such a key merged into an object changes what every object inherits. It
// was refused as -32700 "the request body is not valid JSON", so a client looked for a syntax
// error its body did not have; it is now -32600 Invalid Request naming the key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rawHttpPoster, rawStdioAnswers } from './raw-json-rpc.ts';

const call = (args: string) => `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"search_companies","arguments":${args}}}`;

test('a body with a key named __proto__ or constructor.prototype is refused for that key, not as JSON it is not', async (t) => {
  const { postText } = await rawHttpPoster(t);
  for (const args of ['{"query":"Rīgas Koks","__proto__":{"admin":true}}', '{"query":"Rīgas Koks","constructor":{"prototype":{"admin":true}}}', '{"query":"x","\\u005f_proto__":{}}']) {
    const { status, answer } = await postText(call(args));
    assert.equal(status, 400, args);
    assert.equal(answer.error?.code, -32600, args);
    assert.match(answer.error?.message ?? '', /^Invalid Request: the request body holds a key named __proto__, or constructor holding prototype/, args);
  }
  // Broken JSON is still told so, and a constructor key without prototype is taken.
  const broken = await postText('{"jsonrpc":"2.0","id":7,"__proto__":');
  assert.deepEqual([broken.status, broken.answer.error?.code], [400, -32700]);
  assert.match(broken.answer.error?.message ?? '', /not valid JSON/);
  const taken = await postText('{"jsonrpc":"2.0","id":7,"method":"ping","params":{"_meta":{"constructor":"x"}}}');
  assert.deepEqual(taken.answer.result, {});
});

test('over stdio, such a line is refused as over HTTP, under its id, and the next line is served', async (t) => {
  // JSON.stringify writes back the own __proto__ key JSON.parse made, so each line holds it as sent.
  const lines = [
    JSON.parse(call('{"query":"Rīgas Koks","__proto__":{"admin":true}}').replace('"id":7', '"id":1')),
    JSON.parse(call('{"query":"Rīgas Koks","constructor":{"prototype":{"admin":true}}}').replace('"id":7', '"id":2')),
    { jsonrpc: '2.0', id: 3, method: 'ping', params: { _meta: { constructor: 'x' } } },
  ] as Array<{ id: number }>;
  const answers = await rawStdioAnswers(t, lines);
  const { answer: overHttp } = await (await rawHttpPoster(t)).postText(call('{"__proto__":{}}'));
  for (const id of [1, 2]) {
    assert.equal(answers.get(id)?.error?.code, -32600, `id ${id}: ${JSON.stringify(answers.get(id))}`);
    assert.equal(answers.get(id)?.error?.message, overHttp.error?.message, `id ${id}`);
  }
  assert.deepEqual(answers.get(3)?.result, {});
});
