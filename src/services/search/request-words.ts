// The words of a request around the name asked for (docs/search.md, "Words of a request"):
// people and the programs they ask write a search as they would say it (`Tell me about Viru
// Puit`, `Show me Rīgas Koks please`, `Кто владеет Viru Puit?`). Every word counts in a search,
// and `me` is a name's word (`ME Metall OÜ`), so such a text found the names holding `me` and an
// address holding `viru`, not the company asked for. The text without those words is read where
// the whole text names no company (search-companies.ts searchInSnapshot): a name that begins
// with such a word (`Find Oy`, `Info Serviss SIA`) is still found as typed.
import { companyNameTokens, foldTokens } from '../../domain/fold.ts';

// Folded (domain/fold.ts: marks left out, Cyrillic transliterated), each a whole run of words at
// the beginning of a text. English, then Latvian, Estonian, Lithuanian, Finnish and Russian: the
// requests for a company (tell, show, find, who owns, information on), a politeness, the company
// called. Only runs a name seldom begins with; a single word is one no name is made of alone.
const LEAD_INS = [
  'tell me about', 'tell me more about', 'tell us about', 'tell me', 'show me', 'give me', 'get me', 'find me',
  'can you', 'could you', 'would you', 'will you',
  'look up', 'lookup', 'look for', 'search for', 'find', 'search', 'check',
  'i need', 'i want', 'i am looking for', 'i m looking for', 'im looking for', 'looking for',
  'information on', 'information about', 'information for', 'info on', 'info about', 'details of', 'details on',
  'details about', 'details for', 'data on', 'data about', 'what do you know about', 'what is', 'who is',
  'who owns', 'who is the owner of', 'who are the owners of', 'who is behind', 'the owner of', 'the owners of',
  'owner of', 'owners of', 'about', 'please', 'pls', 'kindly',
  'the company called', 'a company called', 'company called', 'the company named', 'a company named', 'company named',
  'the company', 'the firm', 'a firm called', 'firm called', 'called', 'named',
  // Latvian: pastāsti par, parādi, atrodi, meklē, informācija par, kam pieder, kas ir, lūdzu.
  'pastasti par', 'pastasti man par', 'paradi', 'paradi man', 'atrodi', 'mekle', 'informacija par', 'info par',
  'kam pieder', 'kas ir', 'ludzu',
  // Estonian: räägi (mulle), näita (mulle), leia, otsi, info, teave, kellele kuulub, mis on, palun.
  'raagi mulle', 'raagi', 'naita mulle', 'naita', 'otsi', 'teave', 'kellele kuulub', 'mis on', 'palun',
  // Lithuanian: papasakok apie, parodyk, rask, ieškok, informacija apie, kam priklauso, kas yra, prašau.
  'papasakok apie', 'parodyk', 'rask', 'ieskok', 'informacija apie', 'kam priklauso', 'kas yra', 'prasau',
  // Finnish: kerro (minulle), näytä, etsi, hae, tietoa, kuka omistaa, mikä on.
  'kerro minulle', 'kerro', 'nayta', 'etsi', 'hae', 'tietoa', 'kuka omistaa', 'mika on',
  // Russian: расскажи о/об/про, покажи, найди, кто владеет, кому принадлежит, информация о, что за, пожалуйста.
  'rasskazhi o', 'rasskazhi ob', 'rasskazhi pro', 'pokazhi', 'naidi', 'kto vladeet', 'komu prinadlezhit',
  'informatsiya o', 'chto za', 'pozhaluista',
].map((phrase) => phrase.split(' '));

// What follows a name at the end of a request.
const TRAILERS = ['please', 'pls', 'thanks', 'thank you', 'ludzu', 'palun', 'prasau', 'kiitos', 'pozhaluista']
  .map((phrase) => phrase.split(' '));

/** A word as typed (between spaces) and its folded tokens. */
interface TypedWord { raw: string; tokens: string[] }

/**
 * How many typed words from `from` (forwards, or backwards with `step` -1) one of `phrases`
 * takes whole, the longest; 0 when none.
 */
function phraseAt(words: readonly TypedWord[], from: number, step: 1 | -1, phrases: readonly string[][]): number {
  let best = 0;
  for (const phrase of phrases) {
    const tokens = step === 1 ? phrase : [...phrase].reverse();
    let at = 0;
    let taken = 0;
    for (let i = from; i >= 0 && i < words.length && at < tokens.length; i += step) {
      const own = step === 1 ? words[i]!.tokens : [...words[i]!.tokens].reverse();
      // A typed word is taken whole (`I'm` is `i m`), or the phrase does not match.
      if (own.length === 0 || !own.every((t, k) => tokens[at + k] === t)) break;
      at += own.length;
      taken++;
    }
    if (at === tokens.length && taken > best) best = taken;
  }
  return best;
}

/**
 * The text without the words of a request before and after the name (`Tell me about Viru Puit
 * please`: `Viru Puit`), one run of them more at a time from the beginning (`Could you please tell
 * me about the company called …`: `please tell me about …`, `tell me about …`, …), the fewest
 * left out first: a name may begin with such a word (`Tell me about Find Solutions`). Empty when
 * it holds none; a text left with nothing but legal-form words is none of them (`Find Oy` is no
 * request for every Oy). Punctuation typed after the words goes with them (`Who owns: …`).
 */
export function withoutRequestWords(q: string): string[] {
  const words: TypedWord[] = String(q ?? '').split(/\s+/).filter((raw) => raw !== '').map((raw) => ({ raw, tokens: foldTokens(raw) }));
  const starts = [0];
  for (let n = phraseAt(words, 0, 1, LEAD_INS); n > 0; n = phraseAt(words, starts[starts.length - 1]!, 1, LEAD_INS)) {
    starts.push(starts[starts.length - 1]! + n);
  }
  const first = starts[starts.length - 1]!;
  let end = words.length;
  for (let n = phraseAt(words, end - 1, -1, TRAILERS); n > 0 && end - n > first; n = phraseAt(words, end - 1, -1, TRAILERS)) end -= n;
  const out: string[] = [];
  for (const start of starts) {
    if (start === 0 && end === words.length) continue;
    const text = words.slice(start, end).map((w) => w.raw).join(' ');
    if (companyNameTokens(text).length > 0) out.push(text);
  }
  return out;
}
