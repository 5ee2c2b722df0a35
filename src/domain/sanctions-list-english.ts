// The English name of a sanctions list the Register of Enterprises (UR) names in Latvian: its
// sanctions.csv gives each record's list in words (`Eiropas Savienības sankciju saraksts`,
// `ASV OFAC SDN saraksts`), which a compliance team abroad could not read. UR records the lists
// Latvia applies, a closed set: the EU's, the UN Security Council's, the US OFAC list and Latvia's
// national list. A name written otherwise has no English here, never a guessed one.
import { foldText } from './fold.ts';

// The folded Latvian name, the issuer's words then `sankciju saraksts` (or `saraksts`).
const LISTS: ReadonlyArray<[latvian: RegExp, english: string]> = [
  [/^(?:eiropas savienibas|es) (?:sankciju )?saraksts$/, 'European Union sanctions list'],
  [/^(?:ano|apvienoto naciju organizacijas)(?: drosibas padomes)? (?:sankciju )?saraksts$/, 'United Nations Security Council sanctions list'],
  [/^(?:asv )?ofac sdn (?:sankciju )?saraksts$/, 'US OFAC Specially Designated Nationals (SDN) list'],
  [/^(?:asv )?ofac (?:sankciju )?saraksts$/, 'US OFAC sanctions list'],
  [/^(?:latvijas (?:republikas )?)?nacionalais (?:sankciju )?saraksts$/, 'Latvian national sanctions list'],
];

/**
 * `Eiropas Savienības sankciju saraksts` → `European Union sanctions list`, `ASV OFAC SDN saraksts`
 * → `US OFAC Specially Designated Nationals (SDN) list`, `Latvijas nacionālais sankciju saraksts` →
 * `Latvian national sanctions list`, the UN's alike; null for any other text.
 */
export function sanctionsListInEnglish(latvian: string): string | null {
  const folded = foldText(latvian).trim().replace(/\s+/g, ' ');
  return LISTS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}
