// Zip archives (yauzl): some registers ship their CSV zipped, and an operator's folder may hold
// the files zipped together. Members are streamed, never unpacked to disk.
import { open as openFd, read as readFd, close as closeFd } from 'node:fs';
import { basename } from 'node:path';
import { promisify } from 'node:util';
import { Transform, type Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

const openP = promisify(openFd);
const readP = promisify(readFd);
const closeP = promisify(closeFd);

/** True when the file starts with a zip local-file header (`PK\x03\x04`) or is an empty archive. */
export async function isZipFile(path: string): Promise<boolean> {
  const fd = await openP(path, 'r');
  try {
    const buf = Buffer.alloc(4);
    const { bytesRead } = await readP(fd, buf, 0, 4, 0);
    return bytesRead === 4 && buf[0] === 0x50 && buf[1] === 0x4b && (buf[2] === 0x03 || buf[2] === 0x05);
  } finally {
    await closeP(fd);
  }
}

export interface ZipMember { name: string; size: number; crc32: number }

/**
 * Opens an archive; one that cannot be read says which file it is and what to do. The archive
 * reader's words (`end of central directory record signature not found`, `invalid comment
 * length. expected: 12. found: 0`) told an operator nothing of a download broken off: the index of
 * a zip's members is at its end, so a zip cut short anywhere fails here. A file the system cannot
 * open (not there, no permission) says so as it is.
 */
async function openArchive(path: string, autoClose: boolean) {
  try {
    return await yauzl.openPromise(path, { lazyEntries: true, autoClose });
  } catch (err) {
    if (typeof (err as NodeJS.ErrnoException).code === 'string') throw new Error(`${basename(path)} cannot be opened: ${(err as Error).message}`);
    throw new Error(`${basename(path)}: the zip is cut short or damaged: download it again`);
  }
}

export async function listZip(path: string): Promise<ZipMember[]> {
  const zip = await openArchive(path, false);
  try {
    const out: ZipMember[] = [];
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('/')) out.push({ name: entry.fileName, size: entry.uncompressedSize, crc32: entry.crc32 });
    }
    return out;
  } finally {
    zip.close();
  }
}

/** The base name of a member path (`dir/register.csv` → `register.csv`). */
export function memberBaseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/**
 * Streams one member; the archive closes when the stream ends. The member's bytes are checked
 * against the CRC-32 the archive records for it: a flipped byte in a stored (uncompressed)
 * member would otherwise be read as data and published.
 */
export async function openZipMember(path: string, member: string): Promise<{ stream: Readable; size: number }> {
  const zip = await openArchive(path, true);
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName === member) {
      const stream = await zip.openReadStreamPromise(entry);
      return { stream: checkedAgainst(stream, entry.crc32, basename(path), member), size: entry.uncompressedSize };
    }
  }
  zip.close();
  throw new Error(`${path} has no member ${member}`);
}

/** A member whose bytes are not the ones archived: they cannot be unpacked, or their CRC-32 differs. */
export class DamagedZipMember extends Error {
  constructor(message: string) { super(message); this.name = 'DamagedZipMember'; }
}

/**
 * The stream's bytes, failing at its end when their CRC-32 is not the one recorded. Compressed
 * data that cannot be unpacked fails as damage of the member too. Either is told as the cut-short
 * zip is, naming the zip, the member and what to do: zlib's own words (`invalid distance too far
 * back`) named neither file and said nothing of a download to fetch again, so they come last.
 */
function checkedAgainst(stream: Readable, recorded: number, zip: string, member: string): Readable {
  let crc = 0;
  const damaged = (how: string, detail: string) =>
    new DamagedZipMember(`${zip}: the member ${member} is damaged, ${how}: download the zip again (${detail})`);
  const checker = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(crc === recorded ? null : damaged('its bytes are not those archived', `CRC-32 ${hex(crc)}, the archive records ${hex(recorded)}`));
    },
  });
  stream.on('error', (err) => checker.destroy(damaged('its data cannot be unpacked', `unpacking stopped: ${err.message}`)));
  checker.on('close', () => { if (!stream.destroyed) stream.destroy(); });
  return stream.pipe(checker);
}

const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/**
 * Why a member's bytes are not the ones archived, read to its end; null when they are. Damage in
 * compressed data often unpacks into text for a while before anything fails, and the reader then
 * stops at a malformed row or bytes that are not UTF-8 first: this tells the two apart.
 */
export async function zipMemberDamage(path: string, member: string): Promise<string | null> {
  try {
    const { stream } = await openZipMember(path, member);
    for await (const _chunk of stream) { /* the CRC-32 is checked at the end */ }
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}
