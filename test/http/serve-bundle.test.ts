// The server as `npm start` runs it: the bundle of scripts/build-server.ts. It must answer exactly
// as the server started from its sources, including the parts loaded later (the MCP endpoint, the
// reference page's assets from @fastify/swagger-ui) and, on a first start without a store, the
// demo builder it imports from src/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { BUNDLE_ENTRY, buildServer } from '../../scripts/build-server.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { spawnServeProcess, startServeProcess } from './serve-process.ts';
import { seedDatabaseFile } from './services.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const API = '/api/public/v1';
const C = FIXTURE.companies;

const PATHS = [
  API,
  `${API}/docs`,
  `${API}/docs/static/swagger-ui.css`,
  `${API}/companies/${C.lvRigasKoks.regcode}?country=LV`,
  `${API}/companies/search?q=${encodeURIComponent('rigas koks')}`,
  `${API}/companies/autofill?q=${encodeURIComponent('Eesti En')}`,
  `${API}/companies/${C.lvSanctionedByName.regcode}/sanctions?country=LV`,
  `${API}/companies/search?q=x`,
  `${API}/companies/00000000000?country=LV`,
];

async function answer(base: string, path: string): Promise<string> {
  const r = await fetch(base + path);
  const body = await r.text();
  // The discovery document names the address it was fetched at (servers[0]), and the two servers
  // listen on two ports: that address, and so the tag of that body, is all they may differ in.
  const named = body.split(base).join('http://SERVER');
  return `${r.status} ${r.headers.get('content-type')} ${named === body ? r.headers.get('etag') : '(names its address)'}\n${named}`;
}

async function mcpAnswers(base: string): Promise<string> {
  const client = new Client({ name: 'bundle-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
  try {
    const tools = (await client.listTools()).tools.map((t) => t.name).sort();
    const found = await client.callTool({ name: 'search_companies', arguments: { query: 'rigas koks' } });
    return JSON.stringify({ server: client.getServerVersion(), tools, found });
  } finally {
    await client.close();
  }
}

test('the bundle answers as the sources do, the MCP endpoint and the reference page included', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bundle-'));
  const outdir = join(ROOT, 'dist', `test-bundle-${process.pid}`);
  try {
    const first = await buildServer(outdir);
    assert.equal(first.built, true);
    assert.equal((await buildServer(outdir)).built, false, 'a second build with the same inputs is skipped');
    assert.ok(readdirSync(outdir).length <= 20, 'a handful of files, not the modules one by one');
    const code = readdirSync(outdir).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(outdir, f), 'utf8')).join('\n');
    // An ES module import of node:http read its WebSocket export, which loads Node's fetch at every start.
    assert.doesNotMatch(code, /(from|import)\s*"node:/, 'Node\'s own modules are required, not imported');
    assert.doesNotMatch(code, /(from|import)\s*\(?"@fastify\/swagger-ui"/, 'the reference page\'s plugin is bundled');

    const databasePath = await seedDatabaseFile(dir);
    const env = { DATABASE_PATH: databasePath, RATE_LIMITS: 'off' };
    const bundled = await startServeProcess(env, join(outdir, BUNDLE_ENTRY));
    const sources = await startServeProcess(env);
    try {
      for (const path of PATHS) {
        const a = await answer(bundled.url, path);
        assert.match(a, /^[245]\d\d /);
        assert.equal(a, await answer(sources.url, path), path);
      }
      const viaMcp = await mcpAnswers(bundled.url);
      assert.match(viaMcp, /Rīgas Koks/);
      assert.equal(viaMcp, await mcpAnswers(sources.url));
      assert.equal(await bundled.stop(), 0, 'SIGTERM shuts the bundle down cleanly');
    } finally {
      await bundled.stop('SIGKILL');
      await sources.stop('SIGKILL');
    }
  } finally {
    await rm(outdir, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  }
});

test('started without a store, the bundle loads the demo builder from src/ and builds the demo', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bundle-demo-'));
  const outdir = join(ROOT, 'dist', `test-bundle-demo-${process.pid}`);
  try {
    await buildServer(outdir);
    const databasePath = join(dir, 'none-yet.sqlite');
    // The demo's own temporary files go to `dir` too (TMPDIR), so stopping it half-way leaves nothing behind.
    const server = spawnServeProcess({ DATABASE_PATH: databasePath, TMPDIR: dir }, join(outdir, BUNDLE_ENTRY));
    try {
      // The snapshot is generated in a worker thread started from the builder's source folder.
      await server.waitFor((l) => /^demo: generated \d+ companies/.test(String(l.msg)), 120_000);
      assert.ok(!server.otherLines().some((l) => /cannot be loaded|ERR_MODULE_NOT_FOUND/.test(l)), server.otherLines().join('\n'));
    } finally {
      await server.stop('SIGKILL');
    }
    assert.equal(existsSync(databasePath), false, 'nothing is served until the demo is complete');
  } finally {
    await rm(outdir, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  }
});

test('the bundle is built again when a source changes, not for a test; a failed build keeps the last one', async () => {
  // A project of one entry file, laid out as this one is.
  const root = await mkdtemp(join(tmpdir(), 'bundle-project-'));
  const outdir = join(root, 'dist', 'server');
  const entry = join(root, 'src', 'cli', 'serve.js');
  const write = (path: string, text: string) => { mkdirSync(dirname(path), { recursive: true }); writeFileSync(path, text); };
  const run = (): string => execFileSync(process.execPath, [join(outdir, BUNDLE_ENTRY)], { encoding: 'utf8' }).trim();
  try {
    write(join(root, 'package.json'), '{ "type": "module" }\n');
    write(join(root, 'package-lock.json'), '{}\n');
    write(join(root, 'scripts', 'build-server.ts'), '// stands for the build script\n');
    write(entry, "console.log('first');\n");
    assert.equal((await buildServer(outdir, root)).built, true);
    assert.equal(run(), 'first');

    write(join(root, 'src', 'cli', 'serve.test.ts'), '// a test is not bundled\n');
    assert.equal((await buildServer(outdir, root)).built, false, 'a new test file changes nothing');

    write(entry, "console.log('second');\n");
    assert.equal((await buildServer(outdir, root)).built, true, 'a changed source is built again');
    assert.equal(run(), 'second');

    write(entry, "console.log('third'\n");
    await assert.rejects(buildServer(outdir, root), /Expected|error/i);
    assert.equal(run(), 'second', 'the last good bundle is still there');
    assert.deepEqual(readdirSync(join(root, 'dist')), ['server'], 'no half-written folder is left');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
