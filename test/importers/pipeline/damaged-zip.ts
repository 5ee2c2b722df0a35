// Damaged zips for the tests that check a damaged archive is reported: written by the one zip
// writer (src/demo/writers/zip.ts), then damaged here in the archive's bytes, so the writer
// itself has no way to make a bad archive.
import { writeFileSync } from 'node:fs';
import { zipArchive, type ZipFile } from '../../../src/demo/writers/zip.ts';

/** `crc`: the CRC-32 the archive records in place of the data's. `packed`: the member's compressed bytes in place of the data's (bytes that cannot be unpacked). */
export interface DamagedZipFile extends ZipFile { crc?: number; packed?: Buffer }

export function writeDamagedZip(path: string, members: DamagedZipFile[]): void {
  writeFileSync(path, damaged(zipArchive(members), members));
}

/**
 * The archive again, member by member (zipArchive writes each one's sizes in its local header and
 * no extra fields), with the damage each asks for; sizes and offsets follow the bytes put in.
 */
function damaged(archive: Buffer, members: DamagedZipFile[]): Buffer {
  if (members.every((m) => m.crc === undefined && m.packed === undefined)) return archive;
  const endRecord = Buffer.from(archive.subarray(archive.length - 22));
  let local = 0;
  let central = endRecord.readUInt32LE(16);
  let offset = 0;
  const locals: Buffer[] = [];
  const entries: Buffer[] = [];
  for (const m of members) {
    const header = Buffer.from(archive.subarray(local, local + 30 + archive.readUInt16LE(local + 26)));
    const entry = Buffer.from(archive.subarray(central, central + 46 + archive.readUInt16LE(central + 28)));
    const written = archive.subarray(local + header.length, local + header.length + header.readUInt32LE(18));
    local += header.length + written.length;
    central += entry.length;
    const packed = m.packed ?? written;
    for (const [buf, at] of [[header, 14], [entry, 16]] as const) {
      if (m.crc !== undefined) buf.writeUInt32LE(m.crc, at);
      buf.writeUInt32LE(packed.length, at + 4);
    }
    entry.writeUInt32LE(offset, 42);
    locals.push(header, packed);
    entries.push(entry);
    offset += header.length + packed.length;
  }
  const directory = Buffer.concat(entries);
  endRecord.writeUInt32LE(directory.length, 12);
  endRecord.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, endRecord]);
}
