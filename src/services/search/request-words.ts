// The words of a request around the name asked for (docs/search.md, "Words of a request"):
// people and the programs they ask write a search as they would say it (`Tell me about Viru
// Puit`, `Show me Rīgas Koks please`, `Кто владеет Viru Puit?`, `Viru Puit who owns it?`,
// `Rīgas Koks rekvizīti`). Every word counts in a search, and `me` and `it` are names' words (`ME
// Metall OÜ`, `IT Partners`), so such a text found the names holding `me` and an address holding
// `viru`, not the company asked for. The text without those words is read where the whole text
// names no company (search-companies.ts searchInSnapshot): a name that begins or ends with such a
// word (`Find Oy`, `Info Serviss SIA`, `Baltic Owners OÜ`) is still found as typed.
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
  // What of the company is asked for: its shareholders, board, address, number, status.
  'who are the shareholders of', 'the shareholders of', 'shareholders of', 'who is on the board of', 'the board of', 'board of',
  'board members of', 'the board members of', 'the address of', 'address of', 'contacts of', 'contact details of',
  'the vat number of', 'vat number of', 'the registration number of', 'registration number of', 'the status of', 'status of',
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

// What follows a name at the end of a request: a politeness or the request itself (`… please
// tell me`, as a question is finished when the name comes first), always left out with the words
// before it, one run at a time from the end. English, then Latvian (paldies, pastāsti (man)),
// Estonian (aitäh, tänan, räägi (mulle)), Lithuanian (ačiū, papasakok), Finnish (kerro (minulle))
// and Russian (спасибо, расскажи). `Rīgas Koks SIA please tell me` was read keeping `me`, a
// name's word (`SIA "ME Koks"`). No name on the demo store holds one of these words.
const TRAILERS = [
  'please', 'pls', 'thanks', 'thank you', 'thank you very much', 'thanks a lot', 'thanks in advance', 'many thanks', 'thx',
  'tell me', 'tell us', 'let me know', 'ludzu', 'paldies', 'pastasti', 'pastasti man', 'palun', 'aitah', 'tanan', 'raagi',
  'raagi mulle', 'prasau', 'aciu', 'papasakok', 'kiitos', 'kerro', 'kerro minulle', 'pozhaluista', 'spasibo', 'rasskazhi',
].map((phrase) => phrase.split(' '));

// The words of a request written after the name (folded, each a whole run at the end of a text):
// who owns it, its owners, board and shareholders, its details (`rekvizīti`, what Latvian and
// Lithuanian write for a company's number, address and bank), its address and contacts, its
// number, status and sanctions. English, then Latvian, Estonian, Lithuanian, Finnish and Russian.
// Only runs a name seldom ends with; the text with them is read first (the fewest words left
// out), so `Baltic Owners` typed after a request is still that name.
const REQUEST_TRAILERS = [
  'who owns it', 'who owns', 'who owns this company', 'who is the owner', 'who are the owners', 'owner', 'owners',
  'the owner', 'the owners', 'ownership', 'beneficial owner', 'beneficial owners', 'shareholders', 'board', 'board members',
  'management board', 'details', 'company details', 'contact details', 'contacts', 'contact information', 'information',
  'address', 'registration number', 'registry code', 'company number', 'vat number', 'status', 'sanctions', 'sanctioned',
  // Latvian: īpašnieks, īpašnieki, kam pieder, dalībnieki, valde, rekvizīti, adrese, kontakti,
  // reģistrācijas numurs, PVN numurs.
  'ipasnieks', 'ipasnieki', 'kam pieder', 'dalibnieki', 'valde', 'rekviziti', 'adrese', 'kontakti', 'registracijas numurs',
  'pvn numurs',
  // Estonian: omanik, omanikud, kellele kuulub, kes on omanik, osanikud, juhatus, registrikood,
  // andmed, rekvisiidid, aadress, kontaktid.
  'omanik', 'omanikud', 'kellele kuulub', 'kes on omanik', 'osanikud', 'juhatus', 'registrikood', 'andmed', 'rekvisiidid',
  'aadress', 'kontaktid',
  // Lithuanian: savininkas, savininkai, kam priklauso, akcininkai, valdyba, rekvizitai, adresas,
  // kontaktai, įmonės kodas, PVM kodas.
  'savininkas', 'savininkai', 'kam priklauso', 'akcininkai', 'valdyba', 'rekvizitai', 'adresas', 'kontaktai', 'imones kodas',
  'pvm kodas',
  // Finnish: omistaja, omistajat, kuka omistaa, osakkaat, hallitus, tiedot, yhteystiedot, osoite, Y-tunnus.
  'omistaja', 'omistajat', 'kuka omistaa', 'osakkaat', 'hallitus', 'tiedot', 'yhteystiedot', 'osoite', 'y tunnus',
  // Russian: владелец, владельцы, кто владеет, кому принадлежит, акционеры, правление, реквизиты, адрес, контакты.
  'vladelets', 'vladeltsy', 'kto vladeet', 'komu prinadlezhit', 'aktsionery', 'pravlenie', 'rekvizity', 'adres', 'kontakty',
  // The document a line was copied from, its date left out (search-companies.ts): an invoice, a
  // waybill, a contract. English, Latvian (rēķins, pavadzīme, līgums), Estonian (arve, leping),
  // Lithuanian (sąskaita, sąskaita faktūra, sutartis), Finnish (lasku, sopimus), Russian (счёт, договор).
  'invoice', 'invoice date', 'contract', 'rekins', 'pavadzime', 'ligums', 'arve', 'leping', 'saskaita', 'saskaita faktura',
  'sutartis', 'lasku', 'sopimus', 'schet', 'schyot', 'dogovor',
].map((phrase) => phrase.split(' '));

/** A word as typed (between spaces) and its folded tokens. */
interface TypedWord { raw: string; tokens: string[] }

/**
 * Phrases in the order they are read (forwards from a text's beginning, or backwards from its end)
 * and the tokens they begin with so read: most texts hold none, and are told so by one look.
 */
interface Phrases { step: 1 | -1; list: string[][]; edges: ReadonlySet<string> }
const phrasesRead = (step: 1 | -1, phrases: string[][]): Phrases => {
  const list = step === 1 ? phrases : phrases.map((phrase) => [...phrase].reverse());
  return { step, list, edges: new Set(list.map((phrase) => phrase[0]!)) };
};
const LEADING = phrasesRead(1, LEAD_INS);
const POLITENESS_AT_END = phrasesRead(-1, TRAILERS);
const REQUEST_AT_END = phrasesRead(-1, REQUEST_TRAILERS);

/**
 * How many typed words from `from` (forwards, or backwards from the end) one of `phrases` takes
 * whole, the longest, with the words of punctuation alone after it; 0 when none.
 */
function phraseAt(words: readonly TypedWord[], from: number, phrases: Phrases): number {
  const { step, list, edges } = phrases;
  const edge = words[from]?.tokens;
  if (edge === undefined || !edges.has(edge[step === 1 ? 0 : edge.length - 1]!)) return 0;
  let best = 0;
  for (const tokens of list) {
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
  // A dash or colon typed apart between the request and the name goes with the request (`Viru
  // Puit - who owns it?`), as one typed after its last word does.
  if (best > 0) while (words[from + step * best]?.tokens.length === 0) best++;
  return best;
}

/**
 * The text without the words of a request before and after the name (`Tell me about Viru Puit
 * please`: `Viru Puit`), one run of them more at a time from the beginning (`Could you please tell
 * me about the company called …`: `please tell me about …`, `tell me about …`, …), the fewest
 * left out first: a name may begin with such a word (`Tell me about Find Solutions`). A politeness
 * at the end goes with each; a request's words at the end (`Viru Puit who owns it?`, `Rīgas Koks
 * rekvizīti`) are left out after every reading that keeps them, one run more at a time from the
 * end: a name may end with such a word (`Tell me about Baltic Owners`). Empty when the text holds
 * none; a text left with nothing but legal-form words is none of them (`Find Oy` is no request
 * for every Oy). Punctuation typed after the words goes with them (`Who owns: …`).
 */
export function withoutRequestWords(q: string): string[] {
  const words: TypedWord[] = String(q ?? '').split(/\s+/).filter((raw) => raw !== '').map((raw) => ({ raw, tokens: foldTokens(raw) }));
  const starts = [0];
  for (let n = phraseAt(words, 0, LEADING); n > 0; n = phraseAt(words, starts[starts.length - 1]!, LEADING)) {
    starts.push(starts[starts.length - 1]! + n);
  }
  const first = starts[starts.length - 1]!;
  // The ends: past every politeness, then past each run of a request's words before it (and any
  // politeness before that), while a word is left.
  const peel = (end: number) => {
    for (let n = phraseAt(words, end - 1, POLITENESS_AT_END); n > 0 && end - n > first; n = phraseAt(words, end - 1, POLITENESS_AT_END)) end -= n;
    return end;
  };
  const ends = [peel(words.length)];
  for (let end = ends[0]!, n = phraseAt(words, end - 1, REQUEST_AT_END); n > 0 && end - n > first; n = phraseAt(words, end - 1, REQUEST_AT_END)) {
    end = peel(end - n);
    ends.push(end);
  }
  const out: string[] = [];
  for (const end of ends) {
    for (const start of starts) {
      if (start === 0 && end === words.length) continue;
      const text = words.slice(start, end).map((w) => w.raw).join(' ');
      if (companyNameTokens(text).length > 0) out.push(text);
    }
  }
  return out;
}

// Punctuation a text searched keeps at its ends where words after or before it were left out
// (`Viru Puit:` of `Viru Puit: owners`; a page title's bar or dot, `Viru Puit OÜ | LinkedIn`,
// `Viru Puit OÜ · Tallinn`). Not a dash (`4000 312 -`, a number being typed), a full stop
// (`Ltd.`), quotes or brackets, which a name holds.
const EDGE_PUNCTUATION = /^[\s,;:!?¿¡…|¦·•]+|[\s,;:!?¿¡…|¦·•]+$/gu;
// A dash left apart after a word (`Viru Puit -` of `Viru Puit - Estonia`), which no name ends with.
const DASH_AFTER_WORD = /(?<=\p{L}[\p{L}.]*)\s+[-–—]+$/u;

/** A text searched, or a word of it, without the punctuation left at its ends (EDGE_PUNCTUATION, DASH_AFTER_WORD). */
export function withoutEdgePunctuation(text: string): string {
  return text.replace(EDGE_PUNCTUATION, '').replace(DASH_AFTER_WORD, '');
}

// A quote opening a word (`"Rīgas`, `„Baltic`, `«Nord`), and one closing a word (`Koks"`, `Koks“`).
const OPENING_QUOTE = /(?<=^|\s)["“„«]+(?=\S)/gu;
const CLOSING_QUOTE = /(?<=\S)["“”»]/u;

/**
 * A text searched without each opening quote no quote closes after it: the words after it, the
 * closing quote with them, were left out (`SIA "Rīgas` of `SIA "Rīgas Qwrtzx"`, `"Baltic` of
 * `"Baltic Qwrtzx`), and a quote that names no company's name's end is no part of what was searched.
 */
export function withoutUnclosedQuotes(text: string): string {
  if (!/["“„«]/u.test(text)) return text;
  return text.replace(OPENING_QUOTE, (quote, at: number) => (CLOSING_QUOTE.test(text.slice(at + quote.length)) ? quote : ''));
}

// A full stop after a street's type that the register writes without one (RIK's `Rävala pst`,
// `Pärnu mnt`, `Lai tn`; UR's `Brīvības iela`, a word in full), typed as an abbreviation's stop
// before the house number: where that number was left out the stop no longer sits inside the
// address, and the text searched said `Rävala pst.`. JAR's `g.` and `pr.` keep theirs, as it writes them.
const STRAY_STREET_STOP = /(?<=[\p{L}\p{M}]\s+(?:mnt|pst|tn|iela|maantee|puiestee|tänav|tanav))\.(?=\s|$)/giu;

/** A text searched with a street's type said as the register writes it, without a stop it never writes (`Rävala pst.`: `Rävala pst`). */
export function withoutStrayStreetStop(text: string): string {
  return text.includes('.') ? text.replace(STRAY_STREET_STOP, '') : text;
}

/**
 * The text said searched: without the punctuation at its edges, an opening quote the words left out
 * left unclosed, and a street type's stop the register never writes (each above).
 */
export function searchedTextSaid(text: string): string {
  return withoutStrayStreetStop(withoutUnclosedQuotes(withoutEdgePunctuation(text)));
}
