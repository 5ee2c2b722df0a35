// tools/call without a name or with one that is no text, or with a task that is no object,
// resources/read without a uri, prompts/get without a name or with arguments that are no object
// of texts, completion/complete without its ref or argument, and each of them without params,
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
  // A text that is no URI failed in the SDK's new URL as an internal error, "Invalid URL".
  ['resources/read with a regcode as uri', 'resources/read', { uri: '40003123456' }, URI, ', not "40003123456", which is no URI.'],
  ['resources/read with a name as uri', 'resources/read', { uri: `Rīgas Koks ${'x'.repeat(5000)}` }, URI, '…", which is no URI.'],
  ['resources/read without params', 'resources/read', undefined,
    /params must be an object holding the uri to read, as \{"uri": "company:\/\/LV\/40003123456"\}/, '; it is missing.'],
  ['prompts/get without name', 'prompts/get', { arguments: { company: 'Rīgas Koks' } }, PROMPT_NAME, '; it is missing.'],
  ['prompts/get with an object as name', 'prompts/get', { name: { prompt: 'kyb_check' } }, PROMPT_NAME, ', not an object.'],
  ['prompts/get without params', 'prompts/get', undefined, /params must be an object naming the prompt and its arguments/, '; it is missing.'],
  ['prompts/get with arguments as an array', 'prompts/get', { name: 'kyb_check', arguments: ['Rīgas Koks'] }, PROMPT_ARGUMENTS, ', not an array.'],
  ['prompts/get with arguments as a text', 'prompts/get', { name: 'kyb_check', arguments: 'Rīgas Koks' }, PROMPT_ARGUMENTS, ', not a text.'],
  ['tools/call with a number as task', 'tools/call', { name: 'search_companies', arguments: { query: 'Rīgas Koks' }, task: 5 },
    /task must be an object, as \{"ttl": 60000\}, or left out/, ', not a number.'],
  ['tools/call with a text as task.ttl', 'tools/call', { name: 'search_companies', task: { ttl: '60s' } },
    /task\.ttl must be a number of milliseconds/, ', not a text.'],
  ['completion/complete without params', 'completion/complete', undefined,
    /params must be an object naming what to complete, as \{"ref": \{"type": "ref\/prompt"/, '; it is missing.'],
  ['completion/complete without ref', 'completion/complete', { argument: { name: 'country', value: 'L' } },
    /ref must be \{"type": "ref\/prompt", "name": "kyb_check"\} or \{"type": "ref\/resource", "uri": "company:\/\/\{country\}\/\{regcode\}"\}/, '; it is missing.'],
  ['completion/complete with a ref of another type', 'completion/complete', { ref: { type: 'ref/tool', name: 'x' }, argument: { name: 'country', value: 'L' } },
    /ref\.type must be "ref\/prompt" or "ref\/resource"/, ', not "ref/tool".'],
  ['completion/complete with a prompt ref without name', 'completion/complete', { ref: { type: 'ref/prompt' }, argument: { name: 'country', value: 'L' } },
    /ref\.name must be the name of a prompt, as "kyb_check"/, '; it is missing.'],
  ['completion/complete without argument', 'completion/complete', { ref: { type: 'ref/prompt', name: 'kyb_check' } },
    /argument must be an object naming the argument and the text typed so far, as \{"name": "country", "value": "L"\}/, '; it is missing.'],
  ['completion/complete with a number as argument.value', 'completion/complete', { ref: { type: 'ref/prompt', name: 'kyb_check' }, argument: { name: 'country', value: 5 } },
    /argument\.value must be the text typed so far/, ', not a number.'],
  ['completion/complete with a number in context.arguments', 'completion/complete',
    { ref: { type: 'ref/prompt', name: 'kyb_check' }, argument: { name: 'country', value: 'L' }, context: { arguments: { company: 7 } } },
    /context\.arguments\.company must be a text/, ', not a number.'],
  ['prompts/get with a number as an argument', 'prompts/get', { name: 'kyb_check', arguments: { company: 40003123456 } },
    /arguments\.company must be a text \(a prompt's arguments are texts\)/, ', not a number.'],
  // A field sent under another name was dropped by the SDK: told that name is missing, or that query is
  // required though sent under args, a client's author could not tell what was wrong.
  ['tools/call with the name as tool', 'tools/call', { tool: 'search_companies', arguments: { query: 'Rīgas Koks' } }, TOOL_NAME,
    '; it is missing: params.tool is not read, send it as name.'],
  ['tools/call with the arguments as args', 'tools/call', { name: 'search_companies', args: { query: 'Rīgas Koks' } },
    /arguments must be a JSON object of the tool's arguments by name, as \{"query": "Rīgas Koks"\}/, '; it is missing: params.args is not read, send it as arguments.'],
  ['prompts/get with the arguments as input', 'prompts/get', { name: 'kyb_check', input: { company: 'Rīgas Koks' } }, PROMPT_ARGUMENTS,
    '; it is missing: params.input is not read, send it as arguments.'],
];

const request = (id: number, method: string, params: unknown) => ({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) });

function assertRefused(label: string, answer: Answer | undefined, rule: RegExp, ending: string) {
  assert.equal(answer?.error?.code, -32602, `${label}: ${JSON.stringify(answer)}`);
  const message = answer!.error!.message;
  assert.match(message, rule, label);
  assert.ok(message.endsWith(ending), `${label}: ${message}`);
  assert.ok(message.length < 200, `${label}: ${message}`);
}

test('over HTTP, a malformed tools/call, resources/read, prompts/get or completion/complete is invalid params naming the field', async (t) => {
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
    assert.match(none.error!.message, /company: is required/);
  }
  const given = await post(request(++id, 'prompts/get', { name: 'kyb_check', arguments: { company: 'Rīgas Koks', country: null } }));
  assert.equal(given.result?.messages?.length, 1, JSON.stringify(given));
  // A task null is no task, and a completion's context (or its arguments) null is none given.
  const noTask = await post(request(++id, 'tools/call', { name: 'search_companies', arguments: { query: 'Rīgas Koks' }, task: null }));
  assert.equal(noTask.result?.isError, undefined, JSON.stringify(noTask));
  for (const context of [null, { arguments: null }]) {
    const completed = await post(request(++id, 'completion/complete', { ref: { type: 'ref/prompt', name: 'kyb_check' }, argument: { name: 'country', value: 'l' }, context }));
    assert.deepEqual((completed.result as { completion?: { values?: string[] } } | undefined)?.completion?.values, ['LV', 'LT'], JSON.stringify(completed));
  }
});

test('over stdio, a malformed tools/call, resources/read, prompts/get or completion/complete is invalid params naming the field', async (t) => {
  const answers = await rawStdioAnswers(t, MALFORMED.map(([, method, params], i) => request(i + 1, method, params)));
  MALFORMED.forEach(([label, , , rule, ending], i) => assertRefused(label, answers.get(i + 1), rule, ending));
});
