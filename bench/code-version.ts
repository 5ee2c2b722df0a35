// Which code a run measures, and which code imported its store. A cached store (bench/out) is
// reused across commits; its search index is rebuilt by every run, but what the importers wrote
// (the rows, the folded name keys) stays as the commit that built it left it. The report names
// both commits, and says so where the import code has changed between them.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

// What an import writes depends on these; a change elsewhere (HTTP, search) leaves a store as is.
const IMPORT_CODE = ['src/domain', 'src/importers', 'src/store', 'src/demo', 'bench/dataset'];

function git(args: string[]): string | null {
  const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

export const currentCommit = (): string | null => git(['rev-parse', '--short', 'HEAD']);

/** The commit measured, and the search and store files that differ from it (others may be editing them). */
export function codeVersion(): { commit: string | null; changed: string[] } {
  const changed = git(['status', '--porcelain', '--', 'src/services/search', 'src/store']);
  return { commit: currentCommit(), changed: changed ? changed.split('\n').map((l) => l.slice(3)) : [] };
}

/**
 * The import-code files that differ between the commit that built a store and the work tree;
 * null when that cannot be told (no commit recorded, or git cannot compare them).
 */
export function importCodeChangedSince(builtBy: string | null | undefined): string[] | null {
  if (!builtBy) return null;
  const diff = git(['diff', '--name-only', builtBy, '--', ...IMPORT_CODE]);
  if (diff === null) return null;
  return diff === '' ? [] : diff.split('\n').filter((f) => !f.endsWith('.test.ts'));
}
