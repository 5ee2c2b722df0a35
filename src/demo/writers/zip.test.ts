// The one zip writer, read back by the importers' zip reader: in memory (the demo's workbook, the
// tests' fixtures) and streamed (the benches' register-sized files), the same archive.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { listZip, openZipMember, zipMemberDamage } from '../../importers/readers/zip.ts';
import { writeZipFile, zipArchive } from './zip.ts';

const MEMBERS = [
  { name: 'register.csv', data: 'regcode;name\n40003000001;SIA "Ābele"\n' },
  { name: 'persons/officers.csv', data: Buffer.from('x'.repeat(100_000)) },
  { name: 'empty.txt', data: '' },
];

async function contents(path: string, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await openZipMember(path, name)).stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Each member's DOS date and time, from the central directory (the zip reader does not give them). */
function memberDates(archive: Buffer): number[] {
  const dates: number[] = [];
  let at = archive.readUInt32LE(archive.length - 22 + 16);
  while (archive.readUInt32LE(at) === 0x02014b50) {
    dates.push(archive.readUInt32LE(at + 12));
    at += 46 + archive.readUInt16LE(at + 28) + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return dates;
}

const JANUARY_1_1980 = ((0 << 9) | (1 << 5) | 1) * 0x10000; // DOS date in the high half, midnight in the low

test('an archive written in memory or streamed is read back member by member, undamaged and dated the zip epoch', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'zip-writer-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const inMemory = join(dir, 'in-memory.zip');
  writeFileSync(inMemory, zipArchive(MEMBERS));
  const streamed = join(dir, 'streamed.zip');
  async function* chunked(data: string | Buffer) {
    const bytes = Buffer.from(data);
    for (let i = 0; i < bytes.length; i += 4096) yield bytes.subarray(i, i + 4096);
  }
  await writeZipFile(streamed, MEMBERS.map((m) => ({ name: m.name, data: chunked(m.data) })));

  for (const path of [inMemory, streamed]) {
    assert.deepEqual((await listZip(path)).map((m) => [m.name, m.size]), MEMBERS.map((m) => [m.name, Buffer.byteLength(m.data)]), path);
    for (const m of MEMBERS) {
      assert.equal(await zipMemberDamage(path, m.name), null, `${m.name} in ${path}`);
      assert.deepEqual(await contents(path, m.name), Buffer.from(m.data), `${m.name} in ${path}`);
    }
    assert.deepEqual(memberDates(readFileSync(path)), MEMBERS.map(() => JANUARY_1_1980), path);
  }
});

test('the same members are the same bytes on every write', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'zip-writer-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  assert.deepEqual(zipArchive(MEMBERS), zipArchive(MEMBERS));
  await writeZipFile(join(dir, 'a.zip'), MEMBERS);
  await writeZipFile(join(dir, 'b.zip'), MEMBERS);
  assert.deepEqual(readFileSync(join(dir, 'a.zip')), readFileSync(join(dir, 'b.zip')));
});

test('a streamed archive whose source fails leaves no file behind, never half an archive', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'zip-writer-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  async function* failing() {
    yield 'regcode;name\n';
    for (let i = 0; i < 200; i++) yield `${40003000000 + i};SIA "${'Ābele'.repeat(2000)}"\n`; // past the first writes to the file
    throw new Error('the generator ran out of rows');
  }
  const path = join(dir, 'register.csv.zip');
  await assert.rejects(writeZipFile(path, [{ name: 'register.csv', data: failing() }]), /ran out of rows/);
  assert.equal(existsSync(path), false);
});
