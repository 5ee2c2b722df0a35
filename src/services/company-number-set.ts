// A set of companies (country and regcode) held as sorted numbers: the 319,000 companies with a
// row a flag may rest on at national size take about 3 MB so, some 25 MB as a Set of strings. A
// regcode is kept as text everywhere else; here only its digits are compared, each form that
// reads as a number mapped to one of its own, any other kept as text.

// A Finnish business ID (`1234567-8`): its eight digits above every plain number of 15 digits, so
// it never meets one; 2^52 + 10^8 is still an exact double.
const FI_FORM = /^(\d{7})-(\d)$/;
const FI_OFFSET = 2 ** 52;
const PLAIN = /^[1-9]\d{0,14}$/;

function numberOf(regcode: string): number | null {
  if (PLAIN.test(regcode)) return Number(regcode);
  const fi = FI_FORM.exec(regcode);
  return fi === null ? null : FI_OFFSET + Number(fi[1]! + fi[2]!);
}

export interface CompanyNumberSet {
  has(country: string, regcode: string): boolean;
  readonly size: number;
}

/** Sorted without repeats. */
function sortedUnique(list: readonly number[]): Float64Array {
  const all = Float64Array.from(list).sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[kept - 1]) all[kept++] = all[i]!;
  return all.slice(0, kept);
}

export interface CompanyNumberSetBuilder {
  add(country: string, regcode: string): void;
  /** The countries added so far. */
  countries(): string[];
  /** Sorts the numbers of one country now (a country of 100,000 takes about 15 ms), so that build need not sort them all in one go. */
  sort(country: string): void;
  build(): CompanyNumberSet;
}

/** Collects companies (in any order, a company any number of times), then gives the set. */
export function companyNumberSetBuilder(): CompanyNumberSetBuilder {
  const numbers = new Map<string, number[]>();
  const sorted = new Map<string, Float64Array>();
  const texts = new Set<string>();
  return {
    add(country, regcode) {
      const n = numberOf(regcode);
      if (n === null) texts.add(`${country}:${regcode}`);
      else {
        let list = numbers.get(country);
        if (list === undefined) numbers.set(country, (list = []));
        list.push(n);
      }
    },
    countries: () => [...numbers.keys()],
    sort(country) {
      const list = numbers.get(country);
      if (list === undefined) return;
      const before = sorted.get(country);
      sorted.set(country, sortedUnique(before === undefined ? list : [...before, ...list]));
      numbers.delete(country);
    },
    build() {
      for (const country of [...numbers.keys()]) this.sort(country);
      let size = texts.size;
      for (const list of sorted.values()) size += list.length;
      return {
        size,
        has(country, regcode) {
          const n = numberOf(regcode);
          if (n === null) return texts.has(`${country}:${regcode}`);
          const list = sorted.get(country);
          if (list === undefined) return false;
          let lo = 0;
          let hi = list.length - 1;
          while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            const v = list[mid]!;
            if (v === n) return true;
            if (v < n) lo = mid + 1;
            else hi = mid - 1;
          }
          return false;
        },
      };
    },
  };
}
