// Distinctive words for company names at national size. The demo's word lists hold about 50,000
// core names per country, so past that every name would end in a number (`Rīgas Koks 57`); real
// registers instead hold hundreds of thousands of invented brand words (`Tilde`, `Printful`) beside
// the same few common words (`Baltic`, `Nord`, `Invest`). This context keeps the demo's names while
// they are free and then mixes a brand word into the common words, so every name stays unique,
// common words stay common, and a search has to find one company among thousands sharing a word.
import type { Country } from '../../src/domain/country.ts';
import { companyNameKey, foldText } from '../../src/domain/fold.ts';
import { GenContext } from '../../src/demo/generate/context.ts';
import type { Rng } from '../../src/demo/random.ts';

const SYLLABLES: Record<Country, { onsets: string[]; vowels: string[]; codas: string[]; endings: string[] }> = {
  LV: { onsets: ['k', 'l', 'm', 'n', 'r', 's', 't', 'v', 'd', 'g', 'b', 'p', 'z', 'j', 'š', 'ž', 'č', 'ķ', 'ļ', 'ņ'], vowels: ['a', 'e', 'i', 'o', 'u', 'ā', 'ē', 'ī', 'ū'], codas: ['', '', '', 'r', 'n', 'l', 's', 'k', 't'], endings: ['s', 'a', 'e', 'is', 'us', 'ija', ''] },
  EE: { onsets: ['k', 'l', 'm', 'n', 'r', 's', 't', 'v', 'p', 'h', 'j'], vowels: ['a', 'e', 'i', 'o', 'u', 'õ', 'ä', 'ö', 'ü', 'aa', 'ee'], codas: ['', '', '', 'r', 'n', 'l', 's', 'k', 't', 'm'], endings: ['', 'ik', 'la', 'us', 'e', 'o', 'ar'] },
  LT: { onsets: ['k', 'l', 'm', 'n', 'r', 's', 't', 'v', 'd', 'g', 'b', 'p', 'ž', 'š', 'č', 'j'], vowels: ['a', 'e', 'i', 'o', 'u', 'ė', 'ū', 'ą', 'į', 'y'], codas: ['', '', '', 'r', 'n', 'l', 's', 'k', 't'], endings: ['as', 'is', 'a', 'ė', 'us', 'ys', 'ija'] },
  FI: { onsets: ['k', 'l', 'm', 'n', 'r', 's', 't', 'v', 'p', 'h', 'j'], vowels: ['a', 'e', 'i', 'o', 'u', 'y', 'ä', 'ö', 'aa', 'ii', 'uu'], codas: ['', '', '', 'r', 'n', 'l', 's', 'k', 't', 'kk', 'tt'], endings: ['', 'o', 'a', 'in', 'ia', 'us', 'ka'] },
};

/** An invented word in a country's sound (`Kavento`, `Lumīra`, `Tuulik`), capitalised. */
export function brandWord(rng: Rng, country: Country): string {
  const s = SYLLABLES[country];
  for (;;) {
    let word = '';
    const syllables = rng.int(2, 3);
    for (let i = 0; i < syllables; i++) {
      word += rng.pick(s.onsets) + rng.pick(s.vowels) + (i < syllables - 1 ? rng.pick(s.codas) : '');
    }
    word = (word + rng.pick(s.endings)).replace(/(.)\1\1+/g, '$1$1');
    // A brand word that folds to a legal-form word (`as`, `ou`, `osauhing`) would vanish from the name key.
    if (word.length >= 4 && companyNameKey(word) === foldText(word)) return word.charAt(0).toUpperCase() + word.slice(1);
  }
}

/** Shapes of a name holding a brand word; `base` is a name drawn from the demo's word lists. */
function brandedName(rng: Rng, country: Country, base: string): string {
  const words = base.split(' ');
  const brand = brandWord(rng, country);
  const shape = rng.weighted({ alone: 30, brandLast: 30, firstBrand: 25, baseBrand: 15 });
  switch (shape) {
    case 'alone': return brand;
    case 'brandLast': return `${brand} ${words[words.length - 1]}`;
    case 'firstBrand': return `${words[0]} ${brand}`;
    case 'baseBrand': return `${base} ${brand}`;
  }
}

/**
 * The demo's generator context with national-size naming: a word-list name is taken when free
 * (and half of the time a brand name is drawn anyway, so brand names exist at every size);
 * otherwise a brand word makes the name unique.
 */
export class BenchGenContext extends GenContext {
  /** Unique by folded name: invented words may differ only by diacritics (`Lumira`, `Lumīra`). */
  override claimName(country: Country, coreName: string): boolean {
    return super.claimName(country, foldText(coreName));
  }

  override uniqueName(country: Country, rng: Rng, draw: () => string): string {
    if (rng.chance(0.5)) {
      for (let i = 0; i < 3; i++) {
        const name = draw();
        if (this.claimName(country, name)) return name;
      }
    }
    for (;;) {
      const name = brandedName(rng, country, draw());
      if (this.claimName(country, name)) return name;
    }
  }
}
