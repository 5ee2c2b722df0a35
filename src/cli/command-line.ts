// The command line of the commands that take a few `--name VALUE` options or none (npm run demo,
// the server, npm run mcp): one reading for all of them, so that each answers --help and refuses
// what it does not take alike. The server and npm run mcp read none of it and started serving
// with `--help` or a mistyped `--port 9000`, which a reader took for the port it listens on.
// (npm run import, with its groups and commands, has its own: import-args.ts.)

export interface CommandLine {
  /** The usage line, printed with a usage error and first in the help. */
  usage: string;
  /** What --help prints: the usage, what the command does, its settings and exit statuses. */
  help: string;
  /** Each option taken, as `--name`, with the form of its value (said when it is missing). */
  options: Record<string, string>;
  /** What the command takes, said after an option it does not (`the demo takes --seed and --scale`). */
  takes: string;
}

/** What was asked: the help, or each option given with its value (a later one wins). */
export type Asked = { help: true } | { help: false; values: Record<string, string> };

/** Reads argv; throws a one-line Error naming what is wrong: an unknown option, a missing value, an argument. */
export function readCommandLine(argv: readonly string[], line: CommandLine): Asked {
  // Anywhere on the line, as npm run import takes it: its usage, not a usage error, and nothing run.
  if (argv.some((arg) => arg === '--help' || arg === '-h')) return { help: true };
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    if (!Object.hasOwn(line.options, flag)) {
      throw new Error(arg.startsWith('-') ? `unknown option ${flag}: ${line.takes}` : `unexpected argument ${arg}: ${line.takes}`);
    }
    let value: string | undefined;
    if (flag !== arg) value = arg.slice(eq + 1);
    else {
      value = argv[++i];
      if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value: ${line.options[flag]}`);
    }
    values[flag] = value;
  }
  return { help: false, values };
}

/**
 * The command line of a command that runs on: its values, or the status to end with once the help
 * (stdout, 0) or a usage error (stderr with the usage line, 2) is written. A value's own check
 * (`check`) throwing is a usage error too.
 */
export function commandLineOrStatus<T>(
  argv: readonly string[], line: CommandLine, check: (values: Record<string, string>) => T,
): { status: number } | { values: T } {
  try {
    const asked = readCommandLine(argv, line);
    if (asked.help) {
      process.stdout.write(`${line.help}\n`);
      return { status: 0 };
    }
    return { values: check(asked.values) };
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${line.usage}\n`);
    return { status: 2 };
  }
}
