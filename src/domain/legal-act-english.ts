// The English title of a legal act a Latvian list names in Latvian: FID's asset-freeze table gives
// the act a freeze rests on as `Padomes Regula (ES) Nr. 269/2014`, which a compliance team abroad
// knows as Council Regulation (EU) No 269/2014. The EU publishes each act in every official
// language under the same number, so the designation alone translates; a title that says more
// (the act's subject, its date) or names an act of another kind has no English here, never a
// guessed one.

// The kind of act: the Latvian designation and the English one, as the Official Journal writes them.
const KINDS: ReadonlyArray<[latvian: RegExp, english: string]> = [
  [/^padomes īstenošanas regula$/u, 'Council Implementing Regulation'],
  [/^padomes regula$/u, 'Council Regulation'],
  [/^padomes īstenošanas lēmums$/u, 'Council Implementing Decision'],
  [/^padomes lēmums$/u, 'Council Decision'],
];

// The Union's and the Community's abbreviations, and the common foreign and security policy's.
const BODIES: Record<string, string> = { 'ES': 'EU', 'EK': 'EC', 'KĀDP': 'CFSP' };

// Latvia's own acts, whose official English names the State Language Centre's translations give.
const LATVIAN_ACTS: ReadonlyArray<[latvian: RegExp, english: (n: string) => string]> = [
  [/^ministru kabineta rīkojums nr\.\s*(\d+)$/u, (n) => `Cabinet Order No. ${n}`],
  [/^ministru kabineta noteikumi nr\.\s*(\d+)$/u, (n) => `Cabinet Regulation No. ${n}`],
];
const SANCTIONS_LAW = /^starptautisko un latvijas republikas nacionālo sankciju likums$/u;

/**
 * `Padomes Regula (ES) Nr. 269/2014` → `Council Regulation (EU) No 269/2014`, `Padomes Lēmums
 * 2014/145/KĀDP` → `Council Decision 2014/145/CFSP`, `Padomes Lēmums (KĀDP) 2022/266` →
 * `Council Decision (CFSP) 2022/266`; Latvia's sanctions law and Cabinet orders and regulations by
 * their official English names; null for any other text.
 */
export function legalActInEnglish(title: string): string | null {
  const words = title.normalize('NFC').trim().replace(/\s+/g, ' ');
  const folded = words.toLocaleLowerCase('lv');
  if (SANCTIONS_LAW.test(folded)) return 'Law on International Sanctions and National Sanctions of the Republic of Latvia';
  for (const [pattern, english] of LATVIAN_ACTS) {
    const m = pattern.exec(folded);
    if (m) return english(m[1]!);
  }
  // The kind, then (ES) Nr. 269/2014, (KĀDP) 2022/266 or 2014/145/KĀDP.
  const m = /^(.+?) (?:\((ES|EK|KĀDP)\) (?:(Nr\.) ?)?(\d+\/\d+)|(\d{4}\/\d+)\/(KĀDP))$/u.exec(words);
  if (!m) return null;
  const kind = KINDS.find(([latvian]) => latvian.test(m[1]!.toLocaleLowerCase('lv')))?.[1];
  if (kind === undefined) return null;
  if (m[5] !== undefined) return `${kind} ${m[5]}/${BODIES[m[6]!]}`;
  return `${kind} (${BODIES[m[2]!]}) ${m[3] ? 'No ' : ''}${m[4]}`;
}
