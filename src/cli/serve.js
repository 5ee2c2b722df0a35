// The server's entry. `npm start` runs its bundle (scripts/build-server.ts: this file and everything
// it imports, in dist/server/); `node src/cli/serve.js` runs it from the sources. Node's compile
// cache is turned on first, before anything else is loaded: a restart skips compiling the modules
// again (and, from the sources, stripping the TypeScript types; about a fifth of the time to the
// first answer then). V8 is told to favour memory over speed only once the server has started
// (serve-main.ts).
// This file is plain JavaScript so that a start with the cache filled never loads Node's
// TypeScript stripper at all (about 60 ms; the entry itself is stripped before it can turn
// the cache on).
// The server itself is serve-main.ts; with WORKERS > 1, serve-primary.ts forks that many workers,
// each of which starts here again (as a cluster worker) and runs serve-main.ts.
import cluster from 'node:cluster';
import { enableCompileCache } from 'node:module';

enableCompileCache();
// `01` is one process, as the config reads it; any other value that Number() reads as 1 (` 1`,
// `0x1`, `1e0`) reaches serve-main.ts, and a value that is no count the primary: the config
// check of either refuses it with the reason.
const workers = Number(process.env.WORKERS || 1);
// The command line first (a worker is given the primary's, already read): --help, or an option the
// server does not take, used to be ignored and the server started, building a demo store.
const { serverCommandLineStatus } = await import('./serving-command-lines.ts');
const status = cluster.isPrimary ? serverCommandLineStatus(process.argv.slice(2)) : null;
if (status !== null) process.exitCode = status;
else if (cluster.isPrimary && workers !== 1) await import('./serve-primary.ts');
else await import('./serve-main.ts');
