// A prompt, a resource or a completion's template the server does not have was refused in the
// SDK's words alone ("Prompt kyb not found", "Resource company://LV not found"), naming none the
// server has, so a client's developer or a model guessed another name; an unknown tool is told the
// tools there are (unknown-tool.test.ts), and these now say what there is too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { connectedFixture } from './fixture.ts';

const held = connectedFixture();

async function refusal(call: () => Promise<unknown>): Promise<McpError> {
  try {
    await call();
  } catch (error) {
    assert.ok(error instanceof McpError, String(error));
    return error;
  }
  throw new Error('the request was answered');
}

test('an unknown prompt is told the prompt there is and its arguments', async () => {
  const error = await refusal(() => held.mcp.client.getPrompt({ name: 'kyb', arguments: { company: 'Rīgas Koks' } }));
  assert.equal(error.code, -32602);
  assert.match(error.message, /Prompt kyb not found\. This server's one prompt is kyb_check \(arguments company, country\)\./);
});

test('a URI of no resource is told the company URI to build, with an example', async () => {
  const error = await refusal(() => held.mcp.client.readResource({ uri: 'company://40003123456' }));
  assert.equal(error.code, -32602);
  assert.match(error.message, /Resource company:\/\/40003123456 not found\. This server's resources are company:\/\/\{country\}\/\{regcode\}, as company:\/\/LV\/40003123456/);
  // A URI so built is read.
  const read = await held.mcp.client.readResource({ uri: `company://LV/${held.fixture.known.regcode}` });
  assert.equal(read.contents.length, 1);
});

test('the completion of an unknown prompt or template names the one there is', async () => {
  const prompt = await refusal(() => held.mcp.client.complete({ ref: { type: 'ref/prompt', name: 'kyb' }, argument: { name: 'country', value: 'L' } }));
  assert.match(prompt.message, /This server's one prompt is kyb_check/);
  const template = await refusal(() => held.mcp.client.complete({ ref: { type: 'ref/resource', uri: 'company://{regcode}' }, argument: { name: 'country', value: 'L' } }));
  assert.match(template.message, /Resource template company:\/\/\{regcode\} not found\. This server's one resource template is company:\/\/\{country\}\/\{regcode\}\./);
});
