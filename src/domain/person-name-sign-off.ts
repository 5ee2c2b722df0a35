// A person's name copied from the end of an e-mail or a letter with the closing words before it
// (`Best regards, Aivar Jõgi`, `Lugupidamisega\nAivar Jõgi`, `Ystävällisin terveisin, Matti
// Virtanen`): after a comma the closing was read as a second person's name, a 400 naming two
// people, and without one as a word of the name, found only as a fuller name of the person born
// that day and listing no candidate (a role without a birth date, matched by the name in full).
// No register writes a closing in a name: it is no word of it.
import { foldText } from './fold.ts';

// The closings, folded, in English, the four countries' languages, Swedish, German and Russian.
const SIGN_OFFS = new Set([
  'best regards', 'kind regards', 'warm regards', 'regards', 'best wishes', 'thanks', 'thank you', 'many thanks',
  'sincerely', 'yours sincerely', 'sincerely yours', 'yours faithfully', 'yours truly', 'cheers', 'respectfully',
  'lugupidamisega', 'parimate soovidega', 'tervitustega', 'parimat', // EE
  'ar cienu', 'ar labakajiem velejumiem', 'ar sveicieniem', 'cienu', // LV
  'pagarbiai', 'su pagarba', 'linkejimai', 'geriausi linkejimai', 'nuosirdziai', // LT
  'ystavallisin terveisin', 'terveisin', 'parhain terveisin', 'kunnioittaen', // FI
  'med vanlig halsning', 'med vanliga halsningar', 'vanliga halsningar', 'halsningar', 'mvh', // SV
  'mit freundlichen grussen', 'mfg', 'viele grusse', 'beste grusse', // DE
  's uvazheniem', 's nailuchshimi pozhelaniiami', // RU
]);
// The most words a closing holds.
const LONGEST = 4;

/**
 * The text without a closing before the name (`Best regards, Aivar Jõgi` is `Aivar Jõgi`): the
 * first words up to a comma, a stop, a colon, a dash or a line's end, or up to the name with none,
 * where they fold to a closing and two words or more follow. Otherwise as it is.
 */
export function withoutSignOff(text: string): string {
  const found = /^\s*((?:[^\s,.:;!—–-]+[ \t]+){0,3}[^\s,.:;!—–-]+)\s*[,.:;!—–-]*\s*/u.exec(text);
  if (found === null) return text;
  const words = found[1]!.split(/[ \t]+/u);
  for (let n = Math.min(words.length, LONGEST); n >= 1; n--) {
    if (!SIGN_OFFS.has(foldText(words.slice(0, n).join(' ')))) continue;
    // The closing's own words, and what follows them: the name, two words at least.
    const closing = new RegExp(`^\\s*${words.slice(0, n).map(escaped).join('[ \\t]+')}\\s*[,.:;!—–-]*\\s*`, 'u');
    const rest = text.replace(closing, '');
    return rest.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length >= 2 ? rest : text;
  }
  return text;
}

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
