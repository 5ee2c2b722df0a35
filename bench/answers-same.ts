// Whether two versions of the service answer a request list with the same bytes: a change meant
// to cut a route's cost, not its answers, checked over the requests its load is measured with.
// The service of tree A and of tree B (worktrees of two commits) run from their sources on one
// store (bench/load/server.ts startTree); each path is asked of both in turn, and the status and
// body compared byte for byte (headers aside: a Date differs between any two answers).
//   node bench/answers-same.ts --a <tree> --b <tree> --store <store> --paths FILE [--ports 8816,8817]
// FILE: one path a line (bench/load/route-paths.ts writes search's and autofill's). Prints the
// count of requests, how many answered alike, and the first paths that did not, as JSON; exits 1
// where any differs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startTree, type RunningServer } from './load/server.ts';

const { values } = parseArgs({ options: {
  a: { type: 'string' }, b: { type: 'string' }, store: { type: 'string' }, paths: { type: 'string' }, ports: { type: 'string' },
} });
const ports = values.ports?.split(',').map(Number);
if (!values.a || !values.b || !values.store || !values.paths
  || (ports !== undefined && (ports.length !== 2 || !ports.every((p) => Number.isInteger(p) && p > 0)))) {
  process.stderr.write('usage: node bench/answers-same.ts --a <tree> --b <tree> --store <store> --paths FILE [--ports A,B]\n');
  process.exit(2);
}
const paths = readFileSync(values.paths, 'utf8').split('\n').filter((line) => line !== '');

async function answer(server: RunningServer, path: string): Promise<{ status: number; body: Buffer }> {
  const res = await fetch(server.url + path);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

const servers: RunningServer[] = [];
const differing: Array<{ path: string; a: string; b: string }> = [];
let same = 0;
let bytes = 0;
try {
  for (const [i, tree] of [values.a, values.b].entries()) servers.push(await startTree(resolve(tree), resolve(values.store), paths[0]!, ports?.[i]));
  for (const path of paths) {
    const [a, b] = [await answer(servers[0]!, path), await answer(servers[1]!, path)];
    bytes += a.body.length;
    if (a.status === b.status && a.body.equals(b.body)) same++;
    else if (differing.length < 10) differing.push({ path, a: `${a.status} ${a.body.toString().slice(0, 300)}`, b: `${b.status} ${b.body.toString().slice(0, 300)}` });
  }
} finally {
  for (const s of servers) await s.stop();
}
process.stdout.write(`${JSON.stringify({ requests: paths.length, same, bytesA: bytes, differ: paths.length - same, firstDiffering: differing })}\n`);
process.exit(same === paths.length ? 0 : 1);
