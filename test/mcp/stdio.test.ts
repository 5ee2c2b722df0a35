// `npm run mcp`: the stdio entry point as a client launches it, on the seed store. A single byte
// of logging on stdout would break the protocol, so a working session is the test of that.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { callTool, structuredOf } from './client.ts';
import { FIXTURE, mcpFixture } from './fixture.ts';

const entry = fileURLToPath(new URL('../../src/cli/mcp-stdio.ts', import.meta.url));

test('the stdio server answers the SDK client on the same tools, logging only to stderr', async () => {
  const fixture = await mcpFixture();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [entry],
    env: { ...process.env as Record<string, string>, DATABASE_PATH: fixture.path },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const client = new Client({ name: 'mcp-stdio-test', version: '1.0.0' });
  try {
    await client.connect(transport);
    const { tools } = await client.listTools();
    assert.equal(tools.length, 7);
    const found = structuredOf<{ results: Array<{ regcode: string }> }>(
      await callTool(client, 'search_companies', { query: 'Nokia', country: 'FI' }));
    assert.deepEqual(found.results.map((r) => r.regcode), [FIXTURE.companies.fiNokia.regcode]);
    // No rate limit over stdio: the only client is local.
    for (let i = 0; i < 21; i++) {
      assert.equal((await callTool(client, 'get_company_details', { regcode: FIXTURE.companies.fiNokia.regcode })).isError, undefined);
    }
    assert.match(stderr, /serving .* over stdio/);
  } finally {
    await client.close();
    await fixture.close();
  }
});
