// The environment of a command a test starts (the import, the demo, `npm run mcp`): PATH and the
// settings the test gives alone, so nothing of the test's own (DATABASE_PATH, PORT) reaches it.
// Node's compile cache, where the run keeps one (scripts/run-tests.js sets NODE_COMPILE_CACHE), is
// passed on too: left out, each such command compiled the sources again, about 0.5 s of CPU a start
// (the server, src/cli/serve.js, keeps a compile cache of its own either way).
export function commandEnv(settings: Record<string, string> = {}): Record<string, string> {
  const cache = process.env.NODE_COMPILE_CACHE;
  return { PATH: process.env.PATH ?? '', ...(cache === undefined ? {} : { NODE_COMPILE_CACHE: cache }), ...settings };
}
