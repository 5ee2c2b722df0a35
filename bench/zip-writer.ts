// Writes a zip with one deflated member from a stream of chunks, as PRH publishes all_companies
// (a zip holding one JSON file). Sizes go in a data descriptor after the data, so nothing is held
// in memory; no zip64, so the member must stay under 4 GiB. Used by the benches and the tests.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createDeflateRaw, crc32 } from 'node:zlib';

function u16(n: number): Buffer { const b = Buffer.alloc(2); b.writeUInt16LE(n); return b; }
function u32(n: number): Buffer { const b = Buffer.alloc(4); b.writeUInt32LE(n >>> 0); return b; }

export async function writeZip(path: string, memberName: string, chunks: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): Promise<void> {
  const out = createWriteStream(path);
  let offset = 0;
  const write = async (buf: Buffer) => {
    offset += buf.length;
    if (!out.write(buf)) await once(out, 'drain');
  };
  const name = Buffer.from(memberName, 'utf8');
  const flags = 0x0008 | 0x0800; // sizes in a data descriptor; UTF-8 name
  const dosTime = 0;
  const dosDate = (46 << 9) | (1 << 5) | 1; // 2026-01-01
  await write(Buffer.concat([u32(0x04034b50), u16(20), u16(flags), u16(8), u16(dosTime), u16(dosDate),
    u32(0), u32(0), u32(0), u16(name.length), u16(0), name]));

  let crc = 0;
  let size = 0;
  let compressed = 0;
  const deflate = createDeflateRaw({ level: 6 });
  const drained = (async () => {
    for await (const piece of deflate) {
      compressed += (piece as Buffer).length;
      await write(piece as Buffer);
    }
  })();
  for await (const chunk of chunks) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    crc = crc32(buf, crc);
    size += buf.length;
    if (!deflate.write(buf)) await once(deflate, 'drain');
  }
  deflate.end();
  await drained;
  if (size >= 2 ** 32 || compressed >= 2 ** 32) throw new Error('zip member over 4 GiB: zip64 is not supported here');
  await write(Buffer.concat([u32(0x08074b50), u32(crc), u32(compressed), u32(size)]));

  const centralStart = offset;
  await write(Buffer.concat([u32(0x02014b50), u16(20), u16(20), u16(flags), u16(8), u16(dosTime), u16(dosDate),
    u32(crc), u32(compressed), u32(size), u16(name.length), u16(0), u16(0), u16(0), u16(0), u32(0), u32(0), name]));
  const centralSize = offset - centralStart;
  await write(Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(1), u16(1), u32(centralSize), u32(centralStart), u16(0)]));
  out.end();
  await once(out, 'finish');
}
