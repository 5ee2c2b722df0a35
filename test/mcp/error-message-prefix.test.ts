// docs/mcp.md quoted every refusal without the "MCP error -32602: " the SDK writes before the
// message of an error raised once the request is read, so a client's developer matching the
// documented text against the message received matched nothing. The docs now quote the message
// as received; this holds them to the wire: the error the docs give as their example arrives in
// those words, and one the server answers before the SDK reads the message (the table's -32600)
// arrives without such a beginning, as the docs say. A JSON-RPC error's message is now the
// sentence alone (error-message-once.ts): the SDK's client writes the code before it once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { rawHttpPoster } from './raw-json-rpc.ts';

const DOC = readFileSync(new URL('../../docs/mcp.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');

/** The first text the docs quote in backticks that begins with `beginning`, its line breaks as spaces. */
function quoted(beginning: string): string {
  const found = DOC.match(new RegExp(`\`(${beginning.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\`]*)\``));
  assert.ok(found, `docs/mcp.md quotes no text beginning ${beginning}`);
  return found[1]!;
}

test('a refusal raised once the request is read arrives as docs/mcp.md quotes it, the code in code alone', async (t) => {
  const { post } = await rawHttpPoster(t);
  const answer = await post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { arguments: { query: 'Rīgas Koks' } } });
  assert.equal(answer.error?.code, -32602, JSON.stringify(answer));
  assert.equal(answer.error.message, quoted('name must'));
  // As the SDK's client shows it: the code written once before the sentence.
  assert.equal(`MCP error -32602: ${answer.error.message}`, quoted('MCP error -32602: name must'));
});

// The SDK's input validation wrote `MCP error -32602: Input validation error: Invalid arguments for
// tool search_companies: ` before the rule, the code of a JSON-RPC error the tool result is not.
test('a bad tool argument reaches the model as docs/mcp.md quotes it, its rule alone', async (t) => {
  const { post } = await rawHttpPoster(t);
  const answer = await post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_companies', arguments: { query: 'Rīgas Koks', limit: 500 } } });
  const result = answer.result as { isError?: boolean; content: Array<{ text: string }> };
  assert.equal(result.isError, true, JSON.stringify(answer));
  assert.equal(result.content[0]?.text, quoted('limit: must be at most 100'));
});

test('a message refused before the SDK reads it has no such beginning', async (t) => {
  const { post } = await rawHttpPoster(t);
  const answer = await post({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: 5 });
  assert.equal(answer.error?.code, -32600, JSON.stringify(answer));
  assert.match(answer.error.message, /^Invalid Request: params must be an object/);
});
