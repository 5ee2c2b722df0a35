// Core company names (without the legal form) built from a country's word lists. The same few
// place and business words recur across thousands of names, as they do in the real registers.
import type { Rng } from '../random.ts';
import { isLegalFormWord } from '../../domain/fold.ts';
import { SHARED_WORDS } from '../names/lv.ts';

export interface NameWords {
  places: readonly string[];
  business: readonly string[];
  /** Lower-case business words (Lithuanian style `Baltijos prekyba`). */
  lowerCaseBusiness?: boolean;
}

const INITIALS = [...'ABDEGIJKLMNPRSTV'];

export function pickWeightedItem<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  const total = items.reduce((s, i) => s + i.weight, 0);
  let r = rng.next() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items[items.length - 1]!;
}

/** A core commercial name: `Rīgas Koks`, `Nord Būve`, `Baltic Invest Group`, `AK Serviss`. */
export function commercialCoreName(rng: Rng, words: NameWords): string {
  const business = () => {
    const w = rng.pick(words.business);
    return words.lowerCaseBusiness ? w.toLowerCase() : w;
  };
  const shared = () => rng.pick(SHARED_WORDS);
  const pattern = rng.weighted({ placeBusiness: 34, sharedBusiness: 20, sharedShared: 16, placeBusinessShared: 10, initials: 10, businessShared: 10 });
  switch (pattern) {
    case 'placeBusiness': return `${rng.pick(words.places)} ${business()}`;
    case 'sharedBusiness': return `${shared()} ${business()}`;
    case 'sharedShared': {
      const a = shared();
      let b = shared();
      while (b === a) b = shared();
      return `${a} ${b}`;
    }
    case 'placeBusinessShared': return `${rng.pick(words.places)} ${business()} ${shared()}`;
    case 'initials': {
      // Two letters that read as a legal form (`AS`, `AB`, `MB`) would confuse the register's name.
      let pair = '';
      do pair = rng.pick(INITIALS) + rng.pick(INITIALS); while (isLegalFormWord(pair.toLowerCase()));
      return `${pair} ${business()}`;
    }
    case 'businessShared': {
      const w = rng.pick(words.business);
      return `${w.charAt(0).toUpperCase()}${w.slice(1)} ${shared()}`;
    }
  }
}

/** Digits of a postcode inside a range, zero-padded to `width`. */
export function postcodeIn(rng: Rng, range: readonly [number, number], width: number): string {
  return String(rng.int(range[0], range[1])).padStart(width, '0');
}

/** A house number as registers write them: mostly digits, sometimes with a letter or building. */
export function houseNumber(rng: Rng, suffixes: readonly string[]): string {
  const n = String(rng.int(1, rng.chance(0.8) ? 60 : 220));
  return rng.chance(0.08) ? n + rng.pick(suffixes) : n;
}
