// A file saved still packed under the plain file's name: a download kept as the server sent it
// (Content-Encoding: gzip, which some clients store without unpacking), or an archive renamed.
// Read as text, it failed as "missing required columns … (header: \x1f‹\x08\x00…)" or as
// malformed JSON or XML, naming bytes no one could read. Zip archives are opened wherever they
// sit (files.ts); these other packings are told apart by their first bytes.

interface Packing { name: string; unpack: string; opens: (head: Buffer) => boolean }

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

const PACKINGS: Packing[] = [
  { name: 'gzip-compressed', unpack: 'gunzip', opens: (h) => startsWith(h, [0x1f, 0x8b]) },
  { name: 'bzip2-compressed', unpack: 'bunzip2', opens: (h) => startsWith(h, [0x42, 0x5a, 0x68]) && h[3]! >= 0x31 && h[3]! <= 0x39 },
  { name: 'xz-compressed', unpack: 'unxz', opens: (h) => startsWith(h, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]) },
  { name: 'zstd-compressed', unpack: 'unzstd', opens: (h) => startsWith(h, [0x28, 0xb5, 0x2f, 0xfd]) },
  { name: 'a 7-Zip archive', unpack: '7z x', opens: (h) => startsWith(h, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) },
  { name: 'a RAR archive', unpack: 'unrar x', opens: (h) => startsWith(h, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]) },
];

/** Why the file's opening bytes are packed data and how to unpack it; null for anything else. */
export function packedDataReason(head: Buffer, expected: string): string | null {
  const packing = PACKINGS.find((p) => p.opens(head));
  if (!packing) return null;
  const bytes = [...head.subarray(0, 2)].map((b) => b.toString(16).padStart(2, '0')).join(' ');
  return `the file is ${packing.name} data (it opens with the bytes ${bytes}), not the ${expected} expected: `
    + `a download saved without unpacking it? unpack it (${packing.unpack}) and import the file it holds`;
}
