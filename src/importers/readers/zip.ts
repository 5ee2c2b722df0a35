// Zip archives (yauzl): some registers ship their CSV zipped, and an operator's folder may hold
// the files zipped together. Members are streamed, never unpacked to disk.
import { open as openFd, read as readFd, close as closeFd } from 'node:fs';
import { promisify } from 'node:util';
import type { Readable } from 'node:stream';
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

export async function listZip(path: string): Promise<ZipMember[]> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
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

/** Streams one member; the archive closes when the stream ends. */
export async function openZipMember(path: string, member: string): Promise<{ stream: Readable; size: number }> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: true });
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName === member) {
      const stream = await zip.openReadStreamPromise(entry);
      return { stream, size: entry.uncompressedSize };
    }
  }
  zip.close();
  throw new Error(`${path} has no member ${member}`);
}
