// The search image of one country: everything a name, address or legal-form query needs, as a
// handful of typed arrays (docs/search.md, "The index"). Built by the importer inside its publish
// transaction and stored as one blob (search_images), loaded by the server into memory, where a
// query costs microseconds instead of the dozen SQLite statements a full-text query took.
//
// Documents are the country's companies numbered 0..n-1 in rank order (status bucket, name
// length, name key, regcode), so "the first n matches" are the best n. Terms are the folded
// words of names and addresses, numbered in byte order, so a prefix is one range of term ids.
//
// Layout of the blob: "RSI1", the header length (uint32 LE), the header as JSON, then each
// section in SECTIONS order, every one starting at a multiple of 8 bytes.

// 4: street keys keep an ordinal in the street name and a building after a slash (domain/fold.ts).
// 5: the first letters of each current name as written (beginnings).
export const IMAGE_FORMAT = 5;
const MAGIC = 0x31495352; // "RSI1" read as a little-endian uint32

/** Marks the end of one name in a document's forward list (current name first, then others). */
export const NAME_END = 0xffffffff;

export interface SearchImage {
  country: string;
  /** Documents (companies) of the country. */
  docs: number;
  /** Distinct terms. */
  terms: number;
  /** Term t is termBytes[termOffsets[t] .. termOffsets[t+1]), ASCII [a-z0-9], in byte order. */
  termOffsets: Uint32Array;
  termBytes: Uint8Array;
  /** Documents whose names hold term t: namePost[nameStart[t] .. nameStart[t+1]), ascending. */
  nameStart: Uint32Array;
  namePost: Uint32Array;
  /** The same for addresses; a term in more than 1/32 of the documents is a bitset instead. */
  addrStart: Uint32Array;
  addrPost: Uint32Array;
  /** One bitset of `docs` bits per term of bitsetTerms, one after the other. */
  bitsets: Uint32Array;
  bitsetTerms: number[];
  /** Document d's name terms: fwdTerms[fwdStart[d] .. fwdStart[d+1]), each name ended by NAME_END. */
  fwdStart: Uint32Array;
  fwdTerms: Uint32Array;
  /** nameHash of each document's street key (domain/fold.ts streetKey), 0 without one. */
  streetHash: Uint32Array;
  /**
   * The first three letters of each document's current name as written, past its legal form, with
   * their marks (domain/marked-words.ts beginningOf): `pär` of `SIA "Pärnu Koks"`, where the words
   * hold `parnu`.
   */
  beginnings: Uint16Array;
  /** Index into formSets of each document's legal-form words. */
  formSet: Uint16Array;
  /** Sorted, deduplicated legal-form words (folded) of each form set. */
  formSets: string[][];
  /** Rank cells as runs: documents cellStarts[i] .. cellStarts[i+1]-1 are in cell cellValues[i]. */
  cellStarts: Uint32Array;
  cellValues: Uint32Array;
  /** Other (former, parallel) names: otherHash ascending, with the document of each. */
  otherHash: Uint32Array;
  otherDoc: Uint32Array;
}

type Kind = 'u8' | 'u16' | 'u32';
const SECTIONS: Array<[keyof SearchImage, Kind]> = [
  ['termOffsets', 'u32'], ['termBytes', 'u8'], ['nameStart', 'u32'], ['namePost', 'u32'],
  ['addrStart', 'u32'], ['addrPost', 'u32'], ['bitsets', 'u32'], ['fwdStart', 'u32'], ['fwdTerms', 'u32'],
  ['streetHash', 'u32'], ['beginnings', 'u16'], ['formSet', 'u16'], ['cellStarts', 'u32'], ['cellValues', 'u32'],
  ['otherHash', 'u32'], ['otherDoc', 'u32'],
];

interface Header {
  format: number;
  country: string;
  docs: number;
  terms: number;
  formSets: string[][];
  bitsetTerms: number[];
  lengths: Record<string, number>;
}

const align8 = (n: number) => (n + 7) & ~7;

function view(buffer: ArrayBuffer, offset: number, kind: Kind, length: number): Uint8Array | Uint16Array | Uint32Array {
  switch (kind) {
    case 'u8': return new Uint8Array(buffer, offset, length);
    case 'u16': return new Uint16Array(buffer, offset, length);
    case 'u32': return new Uint32Array(buffer, offset, length);
  }
}

export function encodeImage(image: SearchImage): Uint8Array {
  const lengths: Record<string, number> = {};
  for (const [name] of SECTIONS) lengths[name] = (image[name] as Uint8Array).length;
  const header: Header = {
    format: IMAGE_FORMAT, country: image.country, docs: image.docs, terms: image.terms,
    formSets: image.formSets, bitsetTerms: image.bitsetTerms, lengths,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  let size = align8(8 + headerBytes.length);
  for (const [name] of SECTIONS) size = align8(size + (image[name] as Uint8Array).byteLength);
  const out = new Uint8Array(size);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, MAGIC, true);
  dv.setUint32(4, headerBytes.length, true);
  out.set(headerBytes, 8);
  let at = align8(8 + headerBytes.length);
  for (const [name] of SECTIONS) {
    const section = image[name] as Uint8Array;
    out.set(new Uint8Array(section.buffer, section.byteOffset, section.byteLength), at);
    at = align8(at + section.byteLength);
  }
  return out;
}

/**
 * The image of a blob. The views share the blob's memory when it is a whole 8-aligned buffer (as
 * node:sqlite returns a blob), else one aligned copy.
 */
export function decodeImage(blob: Uint8Array): SearchImage {
  let buffer = blob.buffer as ArrayBuffer;
  if (blob.byteOffset !== 0 || blob.byteLength !== buffer.byteLength || buffer instanceof SharedArrayBuffer) {
    buffer = new ArrayBuffer(blob.byteLength);
    new Uint8Array(buffer).set(blob);
  }
  const dv = new DataView(buffer);
  if (blob.byteLength < 8 || dv.getUint32(0, true) !== MAGIC) throw new Error('search image: not an image (bad magic)');
  const headerLength = dv.getUint32(4, true);
  const header = JSON.parse(Buffer.from(buffer, 8, headerLength).toString('utf8')) as Header;
  if (header.format !== IMAGE_FORMAT) throw new Error(`search image: format ${header.format}, expected ${IMAGE_FORMAT}`);
  const image = {
    country: header.country, docs: header.docs, terms: header.terms,
    formSets: header.formSets, bitsetTerms: header.bitsetTerms,
  } as SearchImage;
  const width = { u8: 1, u16: 2, u32: 4 } as const;
  let end = align8(8 + headerLength);
  for (const [name, kind] of SECTIONS) end = align8(end + (header.lengths[name] ?? 0) * width[kind]);
  if (end > buffer.byteLength) throw new Error(`search image: truncated (${buffer.byteLength} of ${end} bytes)`);
  let at = align8(8 + headerLength);
  for (const [name, kind] of SECTIONS) {
    const section = view(buffer, at, kind, header.lengths[name] ?? 0);
    (image as unknown as Record<string, unknown>)[name] = section;
    at = align8(at + section.byteLength);
  }
  // Copied into an object made at once: an object given more than a dozen properties one by one,
  // by computed name, is kept by V8 as a dictionary, every read of a section a hash lookup. The
  // 16th section (21 properties) made searches 12–20 % dearer on the demo store.
  return { ...image };
}

/** 32-bit FNV-1a of a text: the key of an other name in otherHash. */
export function nameHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
