// Every list of this server (tools, resources, resource templates, prompts) is one page and gives
// no nextCursor, so a cursor a client sends is none the server gave: one kept from another list or
// another server. The SDK answered it with the first page, as if it were the continuation asked
// for, so a client paging through a list appended the whole list again, and a cursor that is no
// text with -32603, an internal error, whose message was zod's issue list. Each is now invalid
// params (-32602) naming the request to send instead, as the protocol asks of an invalid cursor;
// a cursor null or empty is none, as an optional argument's is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rawHttpPoster, rawStdioAnswers, type RawAnswer } from './raw-json-rpc.ts';

const LISTS = ['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list'];
const RESULT_KEY: Record<string, string> = {
  'tools/list': 'tools', 'resources/list': 'resources', 'resources/templates/list': 'resourceTemplates', 'prompts/list': 'prompts',
};

/** [method, cursor sent, how the refusal names it] */
const FOREIGN: Array<[string, unknown, string]> = LISTS.flatMap((method) => [
  [method, 'eyJwYWdlIjoyfQ==', '"eyJwYWdlIjoyfQ=="'],
  [method, 5, '(a number)'],
] as Array<[string, unknown, string]>);

const request = (id: number, method: string, params: unknown) => ({ jsonrpc: '2.0', id, method, params });

function assertRefused(method: string, shown: string, answer: RawAnswer | undefined) {
  assert.equal(answer?.error?.code, -32602, `${method} ${shown}: ${JSON.stringify(answer)}`);
  assert.equal(answer!.error!.message, `cursor ${shown} is no cursor of ${method}: this server's lists are one page each and give `
    + `no nextCursor, so the first answer holds the whole list; send ${method} without cursor.`);
}

test('over HTTP, a list request with a cursor the server never gave is invalid params, without one the whole list', async (t) => {
  const { post } = await rawHttpPoster(t);
  let id = 0;
  for (const [method, cursor, shown] of FOREIGN) assertRefused(method, shown, await post(request(++id, method, { cursor })));
  for (const method of LISTS) {
    const whole = await post(request(++id, method, {}));
    const items = whole.result?.[RESULT_KEY[method]!];
    assert.ok(Array.isArray(items) && items.length > 0, `${method}: ${JSON.stringify(whole)}`);
    assert.equal(whole.result?.nextCursor, undefined, `${method} gives no nextCursor`);
    for (const cursor of [null, '']) {
      assert.deepEqual((await post(request(++id, method, { cursor }))).result, whole.result, `${method} cursor ${JSON.stringify(cursor)}`);
    }
  }
});

test('over stdio, a list request with a cursor the server never gave is invalid params', async (t) => {
  const answers = await rawStdioAnswers(t, FOREIGN.map(([method, cursor], i) => request(i + 1, method, { cursor })));
  FOREIGN.forEach(([method, , shown], i) => assertRefused(method, shown, answers.get(i + 1)));
});
