// The server as `npm start` runs it: src/cli/serve.js and everything it imports, bundled into a
// few files under dist/server/ (`npm start` runs this first; `npm run build` runs it alone).
//
// Why: started from its sources, the server loads about 950 module files (TypeBox alone is 373)
// before it can listen, a third to a half of the time to the first answer (bench/README.md,
// "The first answer"). The bundle is the same code in a handful of files.
//
// It is rebuilt only when its inputs changed: a hash of src/ (tests left out), package.json,
// package-lock.json and this file is kept beside the bundle. A new bundle is written to a
// temporary folder and then renamed into place, so a failed build leaves the last one as it was.
//
// The bundle sits two folders below the project (dist/server/), as the sources of src/mcp/ do, so
// that their path to package.json holds in both.
//
// @fastify/swagger-ui is bundled too; the files of the reference page it serves, and its logo,
// are still read from its package folder (swaggerUiFilesFromPackage below).
// Kept out of the bundle, and loaded from its own files when first needed:
// - the demo builder (src/demo/build.ts, run when DATABASE_PATH does not exist), which starts
//   worker threads from its own source files; the bundle imports it from src/.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, formatMessagesSync, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BUNDLE_DIR = join(ROOT, 'dist', 'server');
/** The file `npm start` runs. */
export const BUNDLE_ENTRY = 'serve.js';
const STAMP = '.inputs-sha256';

function inputFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) inputFiles(path, out);
    else if (!entry.name.endsWith('.test.ts') && !entry.name.endsWith('.md')) out.push(path);
  }
  return out;
}

/** A hash of everything the bundle of the project at `root` is built from. */
export function inputsHash(root = ROOT): string {
  const files = [...inputFiles(join(root, 'src')), 'package.json', 'package-lock.json', 'scripts/build-server.ts']
    .map((f) => resolve(root, f)).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

// The demo builder stays a source file: its import is rewritten to a path from the bundle to it.
function demoBuilderFromSource(root: string, outdir: string): Plugin {
  const builder = join(root, 'src', 'demo', 'build.ts');
  return {
    name: 'demo-builder-from-source',
    setup(b) {
      b.onResolve({ filter: /\/demo\/build\.ts$/ }, (args) => {
        if (resolve(args.resolveDir, args.path) !== builder) return undefined;
        return { path: relative(outdir, builder).split(sep).join('/'), external: true };
      });
    },
  };
}

// @fastify/swagger-ui finds the reference page's files (static/) beside its own code, by
// `__dirname`: in the bundle that names the bundle's folder, so its code is given the path from
// there to its package folder instead. Loaded from its own files, as it was, it loaded some 115
// modules while the app was built (its YAML copy's library, @fastify/static, glob, send, mime…),
// about a tenth of the time to listening.
// The path is to the package as the project's node_modules holds it, where Node's own resolution
// from the bundle finds it (not where a linked node_modules leads).
function swaggerUiFilesFromPackage(root: string, outdir: string): Plugin {
  const pkg = join('node_modules', '@fastify', 'swagger-ui');
  return {
    name: 'swagger-ui-files-from-package',
    setup(b) {
      b.onLoad({ filter: /[/\\]node_modules[/\\]@fastify[/\\]swagger-ui[/\\].*\.js$/ }, (args) => {
        const inPackage = dirname(args.path.slice(args.path.lastIndexOf(pkg) + pkg.length + 1));
        const from = relative(outdir, join(root, pkg, inPackage)).split(sep).join('/');
        const code = readFileSync(args.path, 'utf8');
        return { contents: code.replaceAll('__dirname', `require('node:path').join(__dirname, ${JSON.stringify(from)})`), loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

// Node's own modules imported as ES modules are read through `require` instead. An ES module
// import of a built-in module builds its namespace, reading every export, and some exports are
// getters that load a module of their own the moment they are read: importing anything from
// node:http loaded Node's fetch and WebSocket (undici, for http's WebSocket export), importing
// from node:fs its streams. `require` gives the module object itself, whose getters run only when
// that export is used; esbuild reads a named import from it as a property where it is used.
const BUILTIN = new RegExp(`^(node:)?(${builtinModules.map((m) => m.replace(/[/.]/g, (c) => `\\${c}`)).join('|')})$`);
function builtinsRequired(): Plugin {
  return {
    name: 'builtins-required',
    setup(b) {
      b.onResolve({ filter: BUILTIN }, (args) => (args.kind === 'import-statement' || args.kind === 'dynamic-import'
        ? { path: args.path.replace(/^node:/, ''), namespace: 'builtin-required' }
        : undefined));
      b.onLoad({ filter: /.*/, namespace: 'builtin-required' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(`node:${args.path}`)});`, loader: 'js',
      }));
    },
  };
}

// Fastify and most of its plugins are CommonJS: in an ES module bundle their `require` of Node's
// own modules, and their `__dirname`, need these.
const BANNER = [
  "import { createRequire as __bundleRequire } from 'node:module';",
  "import { fileURLToPath as __bundleFilePath } from 'node:url';",
  "import { dirname as __bundleDirname } from 'node:path';",
  'const require = __bundleRequire(import.meta.url);',
  'const __filename = __bundleFilePath(import.meta.url);',
  'const __dirname = __bundleDirname(__filename);',
].join(' ');

/**
 * Builds the bundle of the project at `root` into `outdir` (dist/server of this project by
 * default) unless it was built from the same inputs. Resolves with what it did.
 */
export async function buildServer(outdir = BUNDLE_DIR, root = ROOT): Promise<{ built: boolean; ms: number; bytes: number; warnings: string[] }> {
  const started = performance.now();
  const hash = inputsHash(root);
  const stampPath = join(outdir, STAMP);
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === hash && existsSync(join(outdir, BUNDLE_ENTRY))) {
    return { built: false, ms: performance.now() - started, bytes: 0, warnings: [] };
  }
  const staging = `${outdir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    const result = await build({
      entryPoints: [join(root, 'src', 'cli', 'serve.js')],
      outdir: staging,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node24',
      // Smaller files parse faster; names are kept so that logged stack traces stay readable.
      minifyWhitespace: true,
      minifySyntax: true,
      keepNames: true,
      legalComments: 'eof',
      plugins: [demoBuilderFromSource(root, outdir), swaggerUiFilesFromPackage(root, outdir), builtinsRequired()],
      banner: { js: BANNER },
      metafile: true,
      // Errors are in the error thrown (file, line and reason); warnings are returned.
      logLevel: 'silent',
    });
    writeFileSync(join(staging, 'package.json'), '{ "type": "module", "private": true }\n');
    writeFileSync(join(staging, STAMP), hash);
    rmSync(outdir, { recursive: true, force: true });
    renameSync(staging, outdir);
    const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
    const warnings = formatMessagesSync(result.warnings, { kind: 'warning' });
    return { built: true, ms: performance.now() - started, bytes, warnings };
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { built, ms, bytes, warnings } = await buildServer();
    for (const warning of warnings) process.stderr.write(warning);
    const where = relative(process.cwd(), BUNDLE_DIR) || '.';
    process.stderr.write(built
      ? `server bundle built in ${where} (${(bytes / 1e6).toFixed(1)} MB, ${Math.round(ms)} ms)\n`
      : `server bundle in ${where} is up to date (${Math.round(ms)} ms)\n`);
  } catch (err) {
    process.stderr.write(`server bundle: build failed: ${(err as Error).message}\n`);
    process.exit(1);
  }
}
