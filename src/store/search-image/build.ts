// Builds the search image of one country from its documents, given in rank order (image.ts).
// Pure: the publish step (../search-index.ts) reads the companies and stores the result.
import { NO_BEGINNING } from '../../domain/marked-words.ts';
import { NAME_END, nameHash, type SearchImage } from './image.ts';

/** What one company contributes; the builder numbers documents in the order they are added. */
export interface ImageDocument {
  /** Folded name keys (legal-form words removed), current name first. */
  nameKeys: string[];
  /** Folded legal-form words of the name and of the register's legal form, sorted. */
  formKeys: string[];
  /** Folded words of the address. */
  addressTokens: string[];
  /** The street and house number (domain/fold.ts streetKey), if the address has them. */
  streetKey: string | null;
  /** The first letters of the current name as written (domain/marked-words.ts beginningOf); none kept when absent. */
  beginning?: number;
  /** The rank cell (search-documents.ts rankCell); non-decreasing from one document to the next. */
  cell: number;
}

/** Longer words are cut (a query word is cut the same way, so they still meet). */
export const MAX_TERM_LENGTH = 40;
const MAX_NAMES = 16;
const MAX_WORDS_PER_NAME = 32;
const MAX_ADDRESS_WORDS = 32;
/** A term in more address documents than this fraction is kept as a bitset (smaller, O(1) tests). */
const BITSET_FRACTION = 32;

class U32List {
  data = new Uint32Array(1024);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  at(i: number): number { return this.data[i]!; }
  set(i: number, v: number): void { this.data[i] = v; }
  toArray(): Uint32Array { return this.data.slice(0, this.length); }
}

export class ImageBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly lastNameDoc = new U32List();
  private readonly lastAddrDoc = new U32List();
  private readonly nameTerms = new U32List();
  private readonly nameDocs = new U32List();
  private readonly addrTerms = new U32List();
  private readonly addrDocs = new U32List();
  private readonly fwd = new U32List();
  private readonly fwdStart = new U32List();
  private readonly formSet = new U32List();
  private readonly streetHash = new U32List();
  private readonly beginnings = new U32List();
  private readonly formSetIds = new Map<string, number>();
  private readonly formSets: string[][] = [];
  private readonly cellStarts = new U32List();
  private readonly cellValues = new U32List();
  private readonly others: Array<[number, number]> = [];
  private docs = 0;
  private readonly country: string;

  constructor(country: string) {
    this.country = country;
  }

  private term(word: string): number {
    const w = word.length > MAX_TERM_LENGTH ? word.slice(0, MAX_TERM_LENGTH) : word;
    let id = this.termIds.get(w);
    if (id === undefined) {
      id = this.termIds.size;
      this.termIds.set(w, id);
      // +1 so that 0 means "no document yet".
      this.lastNameDoc.push(0);
      this.lastAddrDoc.push(0);
    }
    return id;
  }

  add(doc: ImageDocument): number {
    const d = this.docs++;
    if (this.cellValues.length === 0 || this.cellValues.at(this.cellValues.length - 1) !== doc.cell) {
      if (this.cellValues.length > 0 && doc.cell < this.cellValues.at(this.cellValues.length - 1)) {
        throw new Error(`search image ${this.country}: documents out of rank order at ${d}`);
      }
      this.cellStarts.push(d);
      this.cellValues.push(doc.cell);
    }
    this.fwdStart.push(this.fwd.length);
    doc.nameKeys.slice(0, MAX_NAMES).forEach((key, i) => {
      for (const word of key.split(' ').slice(0, MAX_WORDS_PER_NAME)) {
        if (word === '') continue;
        const t = this.term(word);
        this.fwd.push(t);
        if (this.lastNameDoc.at(t) !== d + 1) {
          this.lastNameDoc.set(t, d + 1);
          this.nameTerms.push(t);
          this.nameDocs.push(d);
        }
      }
      this.fwd.push(NAME_END);
      if (i > 0 && key !== '') this.others.push([nameHash(key), d]);
    });
    for (const word of doc.addressTokens.slice(0, MAX_ADDRESS_WORDS)) {
      if (word === '') continue;
      const t = this.term(word);
      if (this.lastAddrDoc.at(t) !== d + 1) {
        this.lastAddrDoc.set(t, d + 1);
        this.addrTerms.push(t);
        this.addrDocs.push(d);
      }
    }
    this.streetHash.push(doc.streetKey === null ? 0 : nameHash(doc.streetKey));
    this.beginnings.push(doc.beginning ?? NO_BEGINNING);
    const formKey = doc.formKeys.join(' ');
    let set = this.formSetIds.get(formKey);
    if (set === undefined) {
      set = this.formSets.length;
      if (set > 0xffff) throw new Error(`search image ${this.country}: more than 65536 legal-form combinations`);
      this.formSetIds.set(formKey, set);
      this.formSets.push([...doc.formKeys]);
    }
    this.formSet.push(set);
    return d;
  }

  finish(): SearchImage {
    const n = this.docs;
    const words = [...this.termIds.keys()];
    const order = words.map((_, i) => i).sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0));
    const finalId = new Uint32Array(words.length);
    order.forEach((tmp, id) => { finalId[tmp] = id; });
    const V = words.length;

    const termOffsets = new Uint32Array(V + 1);
    let chars = 0;
    for (let id = 0; id < V; id++) { termOffsets[id] = chars; chars += words[order[id]!]!.length; }
    termOffsets[V] = chars;
    const termBytes = new Uint8Array(chars);
    for (let id = 0; id < V; id++) {
      const w = words[order[id]!]!;
      for (let i = 0; i < w.length; i++) termBytes[termOffsets[id]! + i] = w.charCodeAt(i);
    }

    const csr = (terms: U32List, docs: U32List) => {
      const start = new Uint32Array(V + 1);
      for (let i = 0; i < terms.length; i++) start[finalId[terms.at(i)]! + 1]!++;
      for (let t = 0; t < V; t++) start[t + 1]! += start[t]!;
      const fill = start.slice(0, V);
      const post = new Uint32Array(terms.length);
      // Pairs were appended document by document, so each term's documents come out ascending.
      for (let i = 0; i < terms.length; i++) post[fill[finalId[terms.at(i)]!]!++] = docs.at(i);
      return { start, post };
    };
    const names = csr(this.nameTerms, this.nameDocs);
    const addr = csr(this.addrTerms, this.addrDocs);
    const { addrStart, addrPost, bitsets, bitsetTerms } = withBitsets(addr.start, addr.post, n);

    const fwdTerms = this.fwd.toArray();
    for (let i = 0; i < fwdTerms.length; i++) if (fwdTerms[i] !== NAME_END) fwdTerms[i] = finalId[fwdTerms[i]!]!;
    this.fwdStart.push(this.fwd.length);

    this.others.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    this.cellStarts.push(n);
    return {
      country: this.country, docs: n, terms: V,
      termOffsets, termBytes,
      nameStart: names.start, namePost: names.post,
      addrStart, addrPost, bitsets, bitsetTerms,
      fwdStart: this.fwdStart.toArray(), fwdTerms,
      streetHash: this.streetHash.toArray(),
      beginnings: Uint16Array.from(this.beginnings.toArray()),
      formSet: Uint16Array.from(this.formSet.toArray()), formSets: this.formSets,
      cellStarts: this.cellStarts.toArray(), cellValues: this.cellValues.toArray(),
      otherHash: Uint32Array.from(this.others.map((o) => o[0])),
      otherDoc: Uint32Array.from(this.others.map((o) => o[1])),
    };
  }
}

/** Moves the address postings of frequent terms into bitsets (a term's list is then empty). */
function withBitsets(start: Uint32Array, post: Uint32Array, docs: number) {
  const V = start.length - 1;
  const threshold = Math.max(64, Math.floor(docs / BITSET_FRACTION));
  const bitsetTerms: number[] = [];
  for (let t = 0; t < V; t++) if (start[t + 1]! - start[t]! > threshold) bitsetTerms.push(t);
  if (bitsetTerms.length === 0) return { addrStart: start, addrPost: post, bitsets: new Uint32Array(0), bitsetTerms };
  const words = (docs + 31) >>> 5;
  const bitsets = new Uint32Array(bitsetTerms.length * words);
  const isBitset = new Int32Array(V).fill(-1);
  bitsetTerms.forEach((t, j) => { isBitset[t] = j; });
  const addrStart = new Uint32Array(V + 1);
  let kept = 0;
  for (let t = 0; t < V; t++) {
    addrStart[t] = kept;
    const j = isBitset[t]!;
    if (j >= 0) {
      for (let i = start[t]!; i < start[t + 1]!; i++) {
        const d = post[i]!;
        bitsets[j * words + (d >>> 5)]! |= 1 << (d & 31);
      }
    } else {
      kept += start[t + 1]! - start[t]!;
    }
  }
  addrStart[V] = kept;
  const addrPost = new Uint32Array(kept);
  for (let t = 0; t < V; t++) {
    if (isBitset[t]! >= 0) continue;
    addrPost.set(post.subarray(start[t]!, start[t + 1]!), addrStart[t]!);
  }
  return { addrStart, addrPost, bitsets, bitsetTerms };
}
