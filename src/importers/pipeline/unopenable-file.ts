// A file the import found but cannot open failed in Node's words alone (`EACCES: permission
// denied, open '/data/sdn.csv'`), or, a link leading nowhere or round in a loop, as a file not in
// the folder at all. Told here in an operator's words: the file, what is wrong with it, what to
// do, Node's code last.
import { lstatSync, readlinkSync } from 'node:fs';

/** A file located (or to be located) that the import cannot open, with what to do. */
export class UnopenableFile extends Error {
  readonly path: string;
  readonly code: string;
  constructor(message: string, path: string, code: string) {
    super(message);
    this.name = 'UnopenableFile';
    this.path = path;
    this.code = code;
  }
}

const linkTarget = (path: string): string | null => {
  try { return lstatSync(path).isSymbolicLink() ? readlinkSync(path) : null; } catch { return null; }
};

/**
 * The failure to open `path` in an operator's words, or null for an error that is not about
 * opening it (a read error of the data, a reader's own).
 */
export function unopenableFile(path: string, err: unknown): UnopenableFile | null {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (typeof code !== 'string') return null;
  const said = (what: string) => new UnopenableFile(`${what} (${code})`, path, code);
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return said(`${path} cannot be read: the user the import runs as is not allowed to read it (or to enter its folder): `
        + `give that user read access (chmod a+r on the file, a+x on its folders), or run the import as the file's owner`);
    case 'EISDIR':
      return said(`${path} is a folder, not a file: put the file itself there, or give --from the folder that holds it`);
    case 'ELOOP':
      return said(`${path} is a link that leads round a loop of links, never to a file: make it a link to the file itself, or put the file there`);
    case 'ENOENT':
    case 'ENOTDIR': {
      const target = linkTarget(path);
      if (target !== null) {
        return said(`${path} is a link to ${target}, which is not there: link it to the file where it is now, or put the file in its place`);
      }
      return said(`${path} is gone since the folder was listed (moved or deleted while the import ran: another program tidying the folder?): `
        + 'put it back and import again');
    }
    default:
      return null;
  }
}

/** Runs an opening step on `path`, its failure told by unopenableFile where it is about opening. */
export async function opening<T>(path: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    throw unopenableFile(path, err) ?? err;
  }
}
