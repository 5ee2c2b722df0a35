// tools/call without a name or with one that is no text, resources/read without a uri, prompts/get
// without a name or with arguments that are no object of texts, and each of them without params,
// were answered -32603, an internal error, whose message was zod's issue list in JSON: the client
// read that the server had failed and could not tell what it had sent wrong. Each is invalid
// params (-32602) in one short sentence naming the field and what it must be, over HTTP and stdio
// alike. A prompt's arguments null, or an argument null, is not given, as for a tool.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rawHttpPoster, rawStdioAnswers, type RawAnswer } from './raw-json-rpc.ts';

type Answer = RawAnswer & { result?: { messages?: unknown[] } };

const TOOL_NAME = /name must be the name of a tool, as "search_companies"/;
const URI = /uri must be the URI of a resource, as "company:\/\/LV\/40003123456"/;
const PROMPT_NAME = /name must be the name of a prompt, as "kyb_check"/;
const PROMPT_ARGUMENTS = /arguments must be a JSON object of the prompt's arguments by name, as \{"company": "Rīgas Koks"\}/;

/** [what is sent wrong, method, params (undefined: none), the rule the answer says, how it ends] */
const MALFORMED: Array<[string, string, unknown, RegExp, string]> = [
  ['tools/call without name', 'tools/call', { arguments: { query: 'Rīgas Koks' } }, TOOL_NAME, '; it is missing.'],
  ['tools/call with a number as name', 'tools/call', { name: 7 }, TOOL_NAME, ', not a number.'],
  ['tools/call with name null', 'tools/call', { name: null }, TOOL_NAME, ', not null.'],
  ['tools/call without params', 'tools/call', undefined,
    /params must be an object naming the tool and its arguments, as \{"name": "search_companies", "arguments": \{"query": "Rīgas Koks"\}\}/, '; it is missing.'],
  ['resources/read without uri', 'resources/read', {}, URI, '; it is missing.'],
  ['resources/read with a number as uri', 'resources/read', { uri: 40003123456 }, URI, ', not a number.'],
  ['resources/read without params', 'resources/read', undefined,
    /params must be an object holding the uri to read, as \{"uri": "company:\/\/LV\/40003123456"\}/, '; it is missing.'],
  ['prompts/get without name', 'prompts/get', { arguments: { company: 'Rīgas Koks' } }, PROMPT_NAME, '; it is missing.'],
  ['prompts/get with an object as name', 'prompts/get', { name: { prompt: 'kyb_check' } }, PROMPT_NAME, ', not an object.'],
  ['prompts/get without params', 'prompts/get', undefined, /params must be an object naming the prompt and its arguments/, '; it is missing.'],
  ['prompts/get with arguments as an array', 'prompts/get', { name: 'kyb_check', arguments: ['Rīgas Koks'] }, PROMPT_ARGUMENTS, ', not an array.'],
  ['prompts/get with arguments as a text', 'prompts/get', { name: 'kyb_check', arguments: 'Rīgas Koks' }, PROMPT_ARGUMENTS, ', not a text.'],
  ['prompts/get with a number as an argument', 'prompts/get', { name: 'kyb_check', arguments: { company: 40003123456 } },
    /arguments\.company must be a text \(a prompt's arguments are texts\)/, ', not a number.'],
];

const request = (id: number, method: string, params: unknown) => ({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });

function assertRefused(label: string, answer: Answer | undefined, rule: RegExp, ending: string) {
  assert.equal(answer?.error?.code, -32602, `${label}: ${JSON.stringify(answer)}`);
  const message = answer!.error!.message;
  assert.match(message, rule, label);
  assert.ok(message.endsWith(ending), `${label}: ${message}`);
  assert.ok(message.length < 200, `${label}: ${message}`);
}

test('over HTTP, a malformed tools/call, resources/read or prompts/get is invalid params naming the field', async (t) => {
  const { post: postRaw } = await rawHttpPoster(t);
  const post = async (body: unknown) => await postRaw(body) as Answer;
  let id = 0;
  for (const [label, method, params, rule, ending] of MALFORMED) {
    assertRefused(label, await post(request(++id, method, params)), rule, ending);
  }
  // A prompt's arguments null, or an argument null, is not given: the prompt names what is missing.
  for (const args of [null, { company: null }]) {
    const none = await post(request(++id, 'prompts/get', { name: 'kyb_check', arguments: args }));
    assert.equal(none.error?.code, -32602, JSON.stringify(none));
    assert.match(none.error!.message, /company is required/);
  }
  const given = await post(request(++id, 'prompts/get', { name: 'kyb_check', arguments: { company: 'Rīgas Koks', country: null } }));
  assert.equal(given.result?.messages?.length, 1, JSON.stringify(given));
});

test('over stdio, a malformed tools/call, resources/read or prompts/get is invalid params naming the field', async (t) => {
  const answers = await rawStdioAnswers(t, MALFORMED.map(([, method, params], i) => request(i + 1, method, params)));
  MALFORMED.forEach(([label, , , rule, ending], i) => assertRefused(label, answers.get(i + 1), rule, ending));
});
