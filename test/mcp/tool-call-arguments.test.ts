// tools/call with `arguments` sent as a JSON array (a model writing its arguments as a list), a
// text or a number was answered -32603, an internal error, whose message was zod's issue list in
// JSON: the client read that the server had failed. It is invalid params (-32602) naming
// `arguments` and what it must be, over HTTP and stdio alike; null is no arguments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rawHttpPoster, rawStdioAnswers, type RawAnswer } from './raw-json-rpc.ts';

type Answer = RawAnswer & { result?: { isError?: boolean; content?: Array<{ text?: string }> } };

const call = (id: number, args: unknown) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_companies', arguments: args } });
const WRONG: Array<[unknown, string]> = [[['Rīgas Koks'], 'an array'], ['Rīgas Koks', 'a text'], [7, 'a number']];

function assertRefused(answer: Answer | undefined, kind: string) {
  assert.equal(answer?.error?.code, -32602, JSON.stringify(answer));
  assert.match(answer!.error!.message, /arguments must be a JSON object of the tool's arguments by name, as \{"query": "Rīgas Koks"\}/);
  assert.match(answer!.error!.message, new RegExp(`not ${kind}\\.$`));
  assert.ok(answer!.error!.message.length < 200, answer!.error!.message);
}

test('over HTTP, arguments that are no object are invalid params naming arguments; null is none', async (t) => {
  const { fixture, post } = await rawHttpPoster(t);
  for (const [args, kind] of WRONG) assertRefused(await post(call(1, args)) as Answer, kind);
  // null, as strict clients send for what is not given: the tool itself names what is missing.
  const none = await post(call(2, null)) as Answer;
  assert.equal(none.result?.isError, true, JSON.stringify(none));
  assert.match(none.result?.content?.[0]?.text ?? '', /query: is required/);
  const good = await post(call(3, { query: fixture.known.name })) as Answer;
  assert.equal(good.result?.isError, undefined, JSON.stringify(good));
});

test('over stdio, arguments sent as an array are invalid params naming arguments', async (t) => {
  const answer = (await rawStdioAnswers(t, [call(9, ['Rīgas Koks'])])).get(9) as Answer;
  assert.equal(answer?.id, 9);
  assertRefused(answer, 'an array');
});

// Every tool was shown search_companies' arguments: get_company_details called with its number as a
// text was told to send {"query": "Rīgas Koks"}, an argument it refuses. Each is shown its own.
const OWN_ARGUMENTS: ReadonlyArray<[string, string]> = [
  ['search_companies', '{"query": "Rīgas Koks"}'],
  ['get_company_details', '{"regcode": "40003123456"}'],
  ['get_company_financials', '{"regcode": "40003123456"}'],
  ['get_company_compliance', '{"regcode": "40003123456"}'],
  ['list_holder_holdings', '{"regcode": "HE398114"}'],
  ['check_person', '{"name": "Jānis Bērziņš", "birthDate": "1980-01-01"}'],
  ['list_new_person_roles', '{"name": "Jānis Bērziņš", "birthDate": "1980-01-01"}'],
];

test('arguments that are no object are shown the arguments of the tool named', async (t) => {
  const { post } = await rawHttpPoster(t);
  for (const [i, [tool, example]] of OWN_ARGUMENTS.entries()) {
    const answer = await post({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: tool, arguments: '40003123456' } }) as Answer;
    assert.equal(answer?.error?.message, `arguments must be a JSON object of the tool's arguments by name, as ${example}, not a text.`, tool);
  }
});
