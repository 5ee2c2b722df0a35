// How people mistype a company name: the perturbations of the judged query set. Pure functions
// over a name as the register writes it; the caller decides which companies they apply to.
import { foldText, foldTokens, isLegalFormWord } from '../../src/domain/fold.ts';
import type { Rng } from '../../src/demo/random.ts';

/** A registered name split into the words that identify it and its legal-form words, original spelling. */
export interface NameParts {
  /** Core words in order (`Rīgas`, `Koks`), quotes and punctuation around them removed. */
  core: string[];
  /** Legal-form words as written (`SIA`, `Sabiedrība ar ierobežotu atbildību`, `OÜ`). */
  form: string[];
  /** Whether the legal form stood before the core words (`SIA "…"`, `Tmi …`, `MTÜ …`). */
  formFirst: boolean;
}

const QUOTES = /["“”„«»'‘’]/g;

/**
 * Splits `name` using its stored key (`name_key`: folded core words). Each written word is kept
 * as a core word when it folds to the next words of the key; the rest is legal form. Null when
 * the written words cannot be aligned with the key.
 */
export function splitName(name: string, nameKey: string): NameParts | null {
  const key = nameKey === '' ? [] : nameKey.split(' ');
  const written = name.replace(QUOTES, ' ').split(/\s+/).filter((w) => w !== '' && foldText(w) !== '');
  const core: string[] = [];
  const form: string[] = [];
  let k = 0;
  let formFirst = false;
  for (const word of written) {
    const folded = foldTokens(word);
    const fits = folded.length > 0 && folded.every((t, i) => key[k + i] === t);
    if (fits && !(folded.length === 1 && isLegalFormWord(folded[0]!) && !key.slice(k).includes(folded[0]!))) {
      core.push(word.replace(/^[,.;:]+|[,.;:]+$/g, ''));
      k += folded.length;
    } else {
      if (core.length === 0) formFirst = true;
      form.push(word.replace(/[,;:]+$/g, ''));
    }
  }
  if (k !== key.length || core.length === 0) return null;
  return { core, form, formFirst };
}

/** Removes diacritics and folds the few letters NFD leaves alone, keeping case and punctuation. */
export function withoutDiacritics(text: string): string {
  const special: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', Ø: 'O', đ: 'd', ł: 'l', Ł: 'L' };
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[ßæøØđłŁ]/g, (c) => special[c]!);
}

export function hasDiacritics(text: string): boolean {
  return withoutDiacritics(text) !== text;
}

/** The core words in another order (reversed, so the result always differs from the name). */
export function reordered(parts: NameParts): string | null {
  if (parts.core.length < 2) return null;
  const core = [...parts.core].reverse().join(' ');
  if (parts.form.length === 0) return core;
  return parts.formFirst ? `${parts.form.join(' ')} ${core}` : `${core} ${parts.form.join(' ')}`;
}

/** The legal form moved to the other end of the name (`SIA "Rīgas Koks"` → `Rīgas Koks SIA`). */
export function formMoved(parts: NameParts): string | null {
  if (parts.form.length === 0) return null;
  const core = parts.core.join(' ');
  return parts.formFirst ? `${core} ${parts.form.join(' ')}` : `${parts.form.join(' ')} ${core}`;
}

export function formDropped(parts: NameParts): string {
  return parts.core.join(' ');
}

const KEYBOARD_NEIGHBOURS: Record<string, string> = {
  a: 'sqz', b: 'vn', c: 'xv', d: 'sf', e: 'wr', f: 'dg', g: 'fh', h: 'gj', i: 'uo', j: 'hk', k: 'jl', l: 'k',
  m: 'n', n: 'bm', o: 'ip', p: 'o', q: 'w', r: 'et', s: 'ad', t: 'ry', u: 'yi', v: 'cb', w: 'qe', x: 'zc', y: 'tu', z: 'x',
};

/** One edit in one word: a neighbouring key, a letter dropped, doubled, or two letters swapped. */
export function typoInWord(rng: Rng, word: string): string {
  const chars = [...word];
  // Not the first letter: people rarely mistype it, and every index (ours and the peers') leans on it.
  const i = rng.int(1, chars.length - 2);
  const kind = rng.weighted({ neighbour: 40, drop: 25, double: 15, swap: 20 });
  const c = chars[i]!;
  if (kind === 'neighbour') {
    const base = foldText(c).charAt(0) || 'e';
    const near = KEYBOARD_NEIGHBOURS[base] ?? 'e';
    const sub = near.charAt(rng.int(0, near.length - 1));
    chars[i] = c === c.toUpperCase() ? sub.toUpperCase() : sub;
  } else if (kind === 'drop') {
    chars.splice(i, 1);
  } else if (kind === 'double') {
    chars.splice(i, 0, c);
  } else {
    if (chars[i + 1] === c) return typoInWord(rng, word);
    [chars[i], chars[i + 1]] = [chars[i + 1]!, c];
  }
  return chars.join('');
}

/** The core words with one typo in a word of six or more letters; null when there is no such word. */
export function withTypo(rng: Rng, parts: NameParts): string | null {
  const long = parts.core.map((w, i) => ({ w, i })).filter(({ w }) => [...w].length >= 6 && /^\p{L}+$/u.test(w));
  if (long.length === 0) return null;
  const { i } = rng.pick(long);
  const core = [...parts.core];
  core[i] = typoInWord(rng, core[i]!);
  return core.join(' ');
}

/**
 * Prefixes of the core words as someone types them, shortest first: whole words, then a part of
 * at least three letters of the next one (`Rīgas Ko`). The caller keeps the first that is unique.
 */
export function typedPrefixes(parts: NameParts): string[] {
  const out: string[] = [];
  for (let w = 0; w < parts.core.length; w++) {
    const head = parts.core.slice(0, w).join(' ');
    const word = [...parts.core[w]!];
    for (let n = Math.min(3, word.length); n <= word.length; n++) {
      const text = (head === '' ? '' : head + ' ') + word.slice(0, n).join('');
      out.push(text);
    }
  }
  out.pop(); // the whole core name is not a prefix
  return out;
}

/**
 * Street and house number from a stored street line, without flat or entrance: `Brīvības iela 12 - 5`,
 * `Tööstuse tn 31-12`, `Šeimyniškių g. 34-64`, `Mäkelänkatu 12 B 34` give the street and `12`, `31`, `34`, `12`.
 */
export function streetAndHouse(street: string | null): string | null {
  if (!street) return null;
  const s = street.replace(/\s+-\s+\d+\s*$/, '').replace(/(\d[\dA-Za-z]*)-\d+\s*$/, '$1').replace(/(\d+)\s+[A-Z]\s+\d+\s*$/, '$1').trim();
  return /\d/.test(s) && /\p{L}{3}/u.test(s) ? s : null;
}
