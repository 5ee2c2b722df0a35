// The one zip writer: the demo's XLSX workbook is a zip, and the tests and benches write the
// zipped files the registers ship (no zip-writing package is a dependency). Members are
// deflated, their names UTF-8, all dated 1 January 1980 (the zip epoch) so the same members are
// the same bytes on every build. No zip64: an archive past a classic zip's limits (4 GiB, 65,535
// members) fails with that said, rather than writing sizes that wrap into a damaged archive.
import { open, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** A member held in memory. */
export interface ZipFile { name: string; data: string | Buffer }

/** A member streamed: its bytes at once, or chunk by chunk (never all held in memory). */
export interface ZipStreamedFile {
  name: string;
  data: string | Buffer | Iterable<string | Buffer> | AsyncIterable<string | Buffer>;
}

const DEFLATE = 8;
const VERSION = 20; // 2.0, the version that reads deflate
const UTF8_NAME = 0x0800;
const SIZES_AFTER_DATA = 0x0008; // the local header's sizes are zero; a data descriptor follows the data
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01

interface Sizes { crc: number; compressed: number; size: number }

const toBuffer = (chunk: string | Buffer) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);

function withinLimit(what: string, value: number, limit: number): number {
  if (value >= limit) throw new Error(`zip archive: ${what} is ${value}, past the ${limit - 1} a zip without zip64 can record`);
  return value;
}

/**
 * Lays an archive out part by part, in the order it is written: counts the bytes so far (each
 * member's header offset) and keeps the central directory for the end.
 */
class ZipLayout {
  private offset = 0;
  private readonly central: Buffer[] = [];
  private current: { name: Buffer; flags: number; offset: number } | undefined;

  /** A member's local header and name; without sizes, they follow its data in a descriptor. */
  begin(memberName: string, sizes?: Sizes): Buffer {
    const name = Buffer.from(memberName, 'utf8');
    withinLimit(`the name length of ${memberName}`, name.length, 2 ** 16);
    withinLimit('the member count', this.central.length / 2 + 1, 2 ** 16);
    const flags = UTF8_NAME | (sizes ? 0 : SIZES_AFTER_DATA);
    this.current = { name, flags, offset: withinLimit('a member\'s offset', this.offset, 2 ** 32) };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0); header.writeUInt16LE(VERSION, 4); header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(DEFLATE, 8); header.writeUInt16LE(DOS_TIME, 10); header.writeUInt16LE(DOS_DATE, 12);
    if (sizes) this.writeSizes(header, 14, memberName, sizes);
    header.writeUInt16LE(name.length, 26);
    return this.counted(Buffer.concat([header, name]));
  }

  /** A piece of the member's compressed bytes. */
  data(piece: Buffer): Buffer { return this.counted(piece); }

  /** Ends the member: its data descriptor when the header had no sizes; its directory entry kept. */
  end(sizes: Sizes): Buffer {
    const m = this.current!;
    this.current = undefined;
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0); entry.writeUInt16LE(VERSION, 4); entry.writeUInt16LE(VERSION, 6);
    entry.writeUInt16LE(m.flags, 8); entry.writeUInt16LE(DEFLATE, 10); entry.writeUInt16LE(DOS_TIME, 12); entry.writeUInt16LE(DOS_DATE, 14);
    this.writeSizes(entry, 16, m.name.toString('utf8'), sizes);
    entry.writeUInt16LE(m.name.length, 28); entry.writeUInt32LE(m.offset, 42);
    this.central.push(entry, m.name);
    if (!(m.flags & SIZES_AFTER_DATA)) return Buffer.alloc(0);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    this.writeSizes(descriptor, 4, m.name.toString('utf8'), sizes);
    return this.counted(descriptor);
  }

  /** The central directory and the end record. */
  finish(): Buffer {
    const directory = Buffer.concat(this.central);
    const count = this.central.length / 2;
    const record = Buffer.alloc(22);
    record.writeUInt32LE(0x06054b50, 0); record.writeUInt16LE(count, 8); record.writeUInt16LE(count, 10);
    record.writeUInt32LE(withinLimit('the central directory\'s size', directory.length, 2 ** 32), 12);
    record.writeUInt32LE(withinLimit('the central directory\'s offset', this.offset, 2 ** 32), 16);
    return this.counted(Buffer.concat([directory, record]));
  }

  private writeSizes(buf: Buffer, at: number, name: string, s: Sizes): void {
    buf.writeUInt32LE(s.crc, at);
    buf.writeUInt32LE(withinLimit(`the compressed size of ${name}`, s.compressed, 2 ** 32), at + 4);
    buf.writeUInt32LE(withinLimit(`the size of ${name}`, s.size, 2 ** 32), at + 8);
  }

  private counted(buf: Buffer): Buffer {
    this.offset += buf.length;
    return buf;
  }
}

/** An archive held in memory, each member's sizes in its header. */
export function zipArchive(members: ZipFile[]): Buffer {
  const layout = new ZipLayout();
  const parts: Buffer[] = [];
  for (const m of members) {
    const data = toBuffer(m.data);
    const packed = deflateRawSync(data);
    const sizes = { crc: crc32(data), compressed: packed.length, size: data.length };
    parts.push(layout.begin(m.name, sizes), layout.data(packed), layout.end(sizes));
  }
  parts.push(layout.finish());
  return Buffer.concat(parts);
}

/** An archive's bytes as they are made, each member deflated as its chunks come. */
export async function* zipStream(members: Iterable<ZipStreamedFile>): AsyncGenerator<Buffer> {
  const layout = new ZipLayout();
  for (const m of members) {
    yield layout.begin(m.name);
    const sizes = { crc: 0, compressed: 0, size: 0 };
    const chunks = typeof m.data === 'string' || Buffer.isBuffer(m.data) ? [m.data] : m.data;
    async function* read() {
      for await (const chunk of chunks) {
        const buf = toBuffer(chunk);
        sizes.crc = crc32(buf, sizes.crc);
        sizes.size += buf.length;
        yield buf;
      }
    }
    const deflate = createDeflateRaw();
    const fed = pipeline(read, deflate);
    fed.catch(() => {}); // its failure ends the loop below and is thrown by the await after it
    for await (const piece of deflate as AsyncIterable<Buffer>) {
      sizes.compressed += piece.length;
      yield layout.data(piece);
    }
    await fed;
    yield layout.end(sizes);
  }
  yield layout.finish();
}

/**
 * Writes an archive to a file as it is made: a member of any size short of 4 GiB. One that
 * fails (its source, or the limits) leaves no file, never half an archive under the name.
 */
export async function writeZipFile(path: string, members: Iterable<ZipStreamedFile>): Promise<void> {
  const file = await open(path, 'w');
  try {
    await pipeline(zipStream(members), file.createWriteStream());
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  } finally {
    await file.close().catch(() => {}); // the stream closes it when the archive is written
  }
}
