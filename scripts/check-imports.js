// Enforces the one direction of imports of docs/architecture.md: each layer of src/ may import
// only the layers listed for it, and a few packages belong to exactly one layer.
// Runs first in `npm test`; a violation names the file, the line and the rule.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';

const allowed = {
  domain: [],
  config: ['domain'],
  store: ['domain', 'config'],
  services: ['domain', 'config', 'store'],
  http: ['domain', 'config', 'services'],
  mcp: ['domain', 'config', 'services'],
  importers: ['domain', 'config', 'store'],
  demo: ['domain', 'config', 'store', 'importers'],
  cli: ['domain', 'config', 'store', 'services', 'http', 'mcp', 'importers', 'demo'],
};
// Packages owned by one layer: the MCP SDK lives in mcp/, SQL lives in store/, Fastify in http/.
const packageOwners = {
  '@modelcontextprotocol/sdk': ['mcp'],
  'node:sqlite': ['store'],
  fastify: ['http'],
};

const root = resolve('src');
function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

const problems = [];
const importRe = /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/;
for (const file of walk(root)) {
  const layer = relative(root, file).split(sep)[0];
  const rules = allowed[layer];
  if (!rules) { problems.push(`${relative('.', file)}: src/${layer} is not a known layer`); continue; }
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const m = importRe.exec(line);
    const spec = m && (m[1] ?? m[2] ?? m[3]);
    if (!spec) return;
    const where = `${relative('.', file)}:${i + 1}`;
    if (spec.startsWith('.')) {
      const target = relative(root, resolve(dirname(file), spec)).split(sep)[0];
      if (target !== layer && !rules.includes(target)) {
        problems.push(`${where}: ${layer} must not import ${target} (${spec})`);
      }
      return;
    }
    for (const [pkg, owners] of Object.entries(packageOwners)) {
      if ((spec === pkg || spec.startsWith(pkg + '/')) && !owners.includes(layer)) {
        problems.push(`${where}: ${spec} may only be imported in src/${owners.join(', src/')}`);
      }
    }
  });
}
if (problems.length > 0) {
  console.error('Import-direction rule broken (see docs/architecture.md):\n' + problems.join('\n'));
  process.exit(1);
}
console.log('import-direction rule: ok');
