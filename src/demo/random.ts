// The one source of randomness of the demo dataset: a seeded mulberry32 generator, so the same
// seed always gives byte-identical files. Nothing in src/demo may call Math.random or Date.now.

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). mulberry32: small, fast and good enough for test data. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /**
   * Picks a key of `weights` with probability proportional to its weight. Read in place, in the
   * order of Object.entries and summed alike (the same draw for the same seed): an array of
   * entries made at each of the dataset's hundreds of thousands of draws cost more than the draw.
   */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    let total = 0;
    let last: K | undefined;
    for (const key in weights) {
      total += weights[key];
      last = key;
    }
    let r = this.next() * total;
    for (const key in weights) {
      r -= weights[key];
      if (r < 0) return key;
    }
    if (last === undefined) throw new Error('weighted pick from no weights');
    return last;
  }

  /** `count` distinct items, in random order (count is capped at the list length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  /** A string of `length` decimal digits (leading zeros allowed). */
  digits(length: number): string {
    let s = '';
    for (let i = 0; i < length; i++) s += String(this.int(0, 9));
    return s;
  }

  /** An independent generator for one part of the dataset, so adding data to one part does not shift another. */
  fork(label: string): Rng {
    let h = this.state ^ 0x9e3779b9;
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
    return new Rng(h >>> 0);
  }
}
