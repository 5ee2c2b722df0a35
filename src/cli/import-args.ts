// Parsing `npm run import -- <group> [--from DIR] [--only SOURCE[,SOURCE]] [--force] [--allow-shrink] [--allow-few-rows] [--allow-older] [--allow-unmarked] [--json]`.
// Everything here is checked before the store is opened, so that a mistyped command neither
// creates an empty store at DATABASE_PATH nor starts downloading what was not asked for.
import { accessSync, constants, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { SourceDefinition } from '../importers/source.ts';
import { DEFAULT_IMPORT_IDLE_TIMEOUT_SECONDS, DEFAULT_IMPORT_LOCK_WAIT_SECONDS } from '../config/config.ts';

export interface ImportArgs {
  /** `help` for --help, -h or help; otherwise the group, in lower case. */
  group: string;
  fromDir: string | null;
  only: string[];
  force: boolean;
  allowShrink: boolean;
  allowFewRows: boolean;
  allowOlder: boolean;
  allowUnmarked: boolean;
  json: boolean;
  progress: 'auto' | 'plain' | 'none';
}

export const USAGE = `usage: npm run import -- <lv|ee|lt|fi|sanctions|all> [--from DIR] [--only SOURCE[,SOURCE…]]
                      [--force] [--allow-shrink] [--allow-few-rows] [--allow-older] [--allow-unmarked] [--json]
                      [--progress auto|plain|none]
       npm run import -- reindex   rebuild the search index of every country from the store
       npm run import -- withdraw SOURCE[,SOURCE…]   remove everything a source published (ee.beneficial-owners),
                                   for a file its register no longer publishes; a later import starts it afresh
       npm run import -- --help    this text
  --from DIR       read the official files from DIR (plain, <name>.zip or inside any zip) instead of downloading
  --only SOURCE    import only these sources (\`lv.register\` or just \`register\`); also the sources imported
                   only when named (\`sanctions --only opensanctions\`)
  --force          import even when the files are unchanged since the last publish
  --allow-shrink   accept a row count that dropped by more than the source allows, a source that
                   may have no row (lv.micro-enterprise, lt.sodra, lt.vat) now giving none, a company
                   register's file that lacks over a tenth of the open companies it published, or a
                   column that most rows held last time and none holds now
  --allow-few-rows publish a source with fewer rows than its floor (lt.jar's 100,000, a minimum each
                   source sets against a truncated or wrong file): a part of a register, a test extract
  --allow-older    publish files that state an older day than those published (JAR's formavimo_data,
                   a sanctions list's date): an old download is refused without it
  --allow-unmarked publish names that hold no letter with a mark where those published do (Riga for
                   Rīga): a copy an export tool wrote in ASCII is refused without it
  --json           print the report as JSON on stdout; its ok is true only when the command exits 0, and
                   exitStatus and outcome (imported, failed, nothing-to-read) say why it did not
  --progress MODE  progress on stderr: auto (a bar on a terminal, else plain), plain (a line every 5 s
                   and one at the end of each file) or none
environment: DATABASE_PATH the store written (data/registry.sqlite); IMPORT_CACHE_DIR the downloaded files
             (.cache/downloads); IMPORT_IDLE_TIMEOUT seconds a download may send nothing before it is given up (${DEFAULT_IMPORT_IDLE_TIMEOUT_SECONDS});
             IMPORT_LOCK_WAIT seconds to wait for a write lock another process (not an import) holds on the store (${DEFAULT_IMPORT_LOCK_WAIT_SECONDS})
exit status: 0 imported (or unchanged); 1 a source failed; 2 usage error (nothing was touched);
             3 a source named by --only, or every source, had no file to read (not in DIR, not downloadable);
             stopped by SIGINT or SIGTERM, it publishes nothing (reindex and withdraw change nothing) and ends
             by that signal (130 or 143 in a shell)`;

/** What `npm run import -- …` was asked to do: an import of a group, or a command of its own. */
export type ImportCommand =
  | { command: 'help' }
  | { command: 'reindex' }
  | { command: 'withdraw'; names: string[] }
  | { command: 'import'; args: ImportArgs };

/** The commands that are no group, with what each takes: said when given something else. */
const COMMANDS = {
  reindex: 'none (npm run import -- reindex)',
  withdraw: 'source ids alone (npm run import -- withdraw SOURCE[,SOURCE…])',
} as const;

const isCommand = (word: string): word is keyof typeof COMMANDS => Object.hasOwn(COMMANDS, word);

/**
 * The command line. An option given to reindex or withdraw is named as the option it is:
 * `reindex --force` used to go to the group parser and fail as `unknown group reindex`, blaming
 * the one word that was right.
 */
export function parseImportCommand(argv: string[]): ImportCommand {
  const first = (argv[0] ?? '').toLowerCase();
  if (isCommand(first)) {
    const rest = argv.slice(1);
    if (rest.some((a) => a === '--help' || a === '-h')) return { command: 'help' };
    refuseOptions(first, rest);
    if (first === 'withdraw') return { command: 'withdraw', names: rest };
    if (rest.length > 0) throw new Error(`unexpected argument ${rest[0]} for reindex, which takes ${COMMANDS.reindex}`);
    return { command: 'reindex' };
  }
  const args = parseImportArgs(argv);
  if (args.group === 'help') return { command: 'help' };
  // Written after its options (`--force reindex`): the options are what is wrong.
  if (isCommand(args.group)) refuseOptions(args.group, argv);
  return { command: 'import', args };
}

function refuseOptions(command: keyof typeof COMMANDS, argv: string[]): void {
  const option = argv.find((a) => a.startsWith('-'));
  if (option !== undefined) throw new Error(`unknown option ${option} for ${command}, which takes ${COMMANDS[command]}`);
}

export function parseImportArgs(argv: string[]): ImportArgs {
  const args: ImportArgs = { group: '', fromDir: null, only: [], force: false, allowShrink: false, allowFewRows: false, allowOlder: false, allowUnmarked: false, json: false, progress: 'auto' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--help' || a === '-h' || (a === 'help' && !args.group)) return { ...args, group: 'help' };
    else if (a === '--from') args.fromDir = value();
    else if (a.startsWith('--from=')) args.fromDir = a.slice(7);
    else if (a === '--only') args.only.push(...sourceNames(a, value()));
    else if (a.startsWith('--only=')) args.only.push(...sourceNames('--only', a.slice(7)));
    else if (a === '--force') args.force = true;
    else if (a === '--allow-shrink') args.allowShrink = true;
    else if (a === '--allow-few-rows') args.allowFewRows = true;
    else if (a === '--allow-older') args.allowOlder = true;
    else if (a === '--allow-unmarked') args.allowUnmarked = true;
    else if (a === '--json') args.json = true;
    // Written with `=` too, as --from= and --only= are: `--progress=none` in a scheduled job was
    // an unknown option, and the import did not run.
    else if (a === '--progress' || a.startsWith('--progress=')) {
      const v = a === '--progress' ? value() : a.slice('--progress='.length);
      if (v !== 'auto' && v !== 'plain' && v !== 'none') throw new Error(`--progress must be auto, plain or none, got ${JSON.stringify(v)}`);
      args.progress = v;
    } else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else if (!args.group) args.group = a.toLowerCase();
    else throw new Error(`unexpected argument ${a}`);
  }
  if (!args.group) throw new Error('name the sources to import');
  // An empty --from= would otherwise mean "download", the opposite of what was asked.
  if (args.fromDir !== null) checkFolder(args.fromDir);
  return args;
}

/** The names of `--only`; none at all (`--only=`) would select every source of the group. */
function sourceNames(option: string, value: string): string[] {
  const names = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (names.length === 0) throw new Error(`${option} needs a source name (e.g. register or lv.register)`);
  return names;
}

function checkFolder(dir: string): void {
  if (dir.trim() === '') throw new Error('--from needs a folder');
  let isFolder: boolean;
  try {
    isFolder = statSync(dir).isDirectory();
  } catch (err) {
    // A folder the import may not reach, or a link looping, was told as "no such folder".
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM') throw new Error(`--from ${dir}: ${NOT_ALLOWED} (${code})`);
    if (code === 'ELOOP') throw new Error(`--from ${dir}: a link that leads round a loop of links, never to a folder: give the folder itself (ELOOP)`);
    throw new Error(`--from ${dir}: no such folder`);
  }
  // A zip of the files is read inside its folder; named itself, it was refused as any file.
  const zip = /\.zip$/i.test(dir) ? `; a zip is read where it lies: give the folder that holds ${basename(dir)}` : '';
  if (!isFolder) throw new Error(`--from ${dir}: not a folder (give the folder that holds the files${zip})`);
  // A folder that cannot be listed failed once the import began, in Node's words with a stack trace
  // (`Error: EACCES: permission denied, scandir '…'`).
  try {
    accessSync(dir, constants.R_OK | constants.X_OK);
  } catch (err) {
    throw new Error(`--from ${dir}: ${NOT_ALLOWED} (${(err as NodeJS.ErrnoException).code ?? 'EACCES'})`);
  }
}

const NOT_ALLOWED = 'the folder cannot be listed: the user the import runs as is not allowed to read it (or a folder on its way): '
  + 'give that user read access (chmod a+rx on the folder and those on its way), or run the import as the folder\'s owner';

/**
 * The sources `--only` names, in the group's order, then the alternative sources it names (those
 * imported only when named); an unknown name is an error listing the valid ones.
 */
export function selectSources(group: string, sources: SourceDefinition[], only: string[], alternatives: SourceDefinition[] = []): SourceDefinition[] {
  if (only.length === 0) return sources;
  const named = [...sources, ...alternatives];
  const chosen = new Set<string>();
  for (const name of only) {
    // In any case, as the group is (`LV --only Register`): source ids are lower case.
    const id = name.toLowerCase();
    const hit = named.find((s) => s.id === id || s.id === `${group}.${id}`);
    if (!hit) {
      const also = alternatives.length > 0 ? `; by name only: ${alternatives.map((s) => s.id).join(', ')}` : '';
      throw new Error(`no source ${name} in ${group}; known: ${sources.map((s) => s.id).join(', ')}${also}`);
    }
    chosen.add(hit.id);
  }
  return named.filter((s) => chosen.has(s.id));
}
