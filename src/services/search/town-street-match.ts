// A street named after a town (`Rīgas iela`, `Tallinna mnt`, `Vilniaus g.`, `Tampereen valtatie`)
// holds the word a name takes from its town (`Rīgas Koks`, `Tallinna Ehitus`, `Vilniaus Statyba`):
// where the text's words name companies, a company found because its street bears that word was
// listed among them (`Rīgas Koks`: SIA "Valmieras Auto Smart", at Rīgas iela 24 in Valmiera, a
// former name holding `koks`). It is no answer to a name, and is left out. A text writing a street's
// type or a house number is an address, and keeps the companies at that street.
import type { Database } from '../../store/open.ts';
import { withoutByAddress } from './address-read-filter.ts';
import { documentNames } from '../../store/search-image/name-match.ts';
import { foldTokens } from '../../domain/fold.ts';
import { writesStreetType } from './address-in-text.ts';
import { isNameMatch, type Candidate } from './rank.ts';
import type { SearchQuery } from './search-query.ts';

// The towns streets are named after, folded, as the street's name writes them: the Latvian and
// Lithuanian genitive, the Estonian genitive (the town's name for most), the Finnish genitive;
// every town of each country whose name is one word (a town of two, `Kohtla-Järve`, `Kazlų Rūda`,
// gives no one word its street holds alone), Finland's larger municipalities, and the neighbours'
// capitals their streets are named after. Written out, not built from the addresses of the store:
// the registers write a town in the nominative, and the genitive a street takes is not the same
// rule in any of the four languages (`Cēsis`: `Cēsu`, `Lahti`: `Lahden`, `Uusikaupunki`:
// `Uudenkaupungin`), and the towns of an address are what a search would read the table from,
// every company's, not the request's (docs/search.md).
const TOWN_STREET_WORDS: ReadonlySet<string> = new Set([
  // Latvia
  'rigas', 'daugavpils', 'liepajas', 'jelgavas', 'jurmalas', 'ventspils', 'rezeknes', 'valmieras', 'jekabpils', 'ogres',
  'tukuma', 'cesu', 'siguldas', 'talsu', 'kuldigas', 'bauskas', 'dobeles', 'limbazu', 'madonas', 'saldus', 'aluksnes',
  'gulbenes', 'aizkraukles', 'ludzas', 'preilu', 'kraslavas', 'balvu', 'smiltenes', 'salaspils', 'olaines', 'adazu',
  'kekavas', 'valkas', 'tallinas', 'vilnas', 'terbatas', 'pernavas', 'kaunas', 'maskavas', 'pleskavas',
  // the other towns (pilsētas)
  'ainazu', 'aizputes', 'aknistes', 'alojas', 'apes', 'auces', 'baldones', 'balozu', 'brocenu', 'cesvaines', 'dagdas',
  'durbes', 'grobinas', 'ikskiles', 'ilukstes', 'jaunjelgavas', 'kandavas', 'karsavas', 'keguma', 'lielvardes', 'ligatnes',
  'livanu', 'lubanas', 'mazsalacas', 'pavilostas', 'piltenes', 'plavinu', 'priekules', 'rujienas', 'sabiles', 'salacgrivas',
  'saulkrastu', 'sedas', 'skrundas', 'staiceles', 'stendes', 'strencu', 'subates', 'valdemarpils', 'vangazu', 'varaklanu',
  'viesites', 'vilakas', 'vilanu', 'zilupes', 'marupes',
  // Estonia
  'tallinna', 'tartu', 'narva', 'parnu', 'viljandi', 'rakvere', 'haapsalu', 'paide', 'voru', 'valga', 'johvi',
  'kuressaare', 'rapla', 'jogeva', 'poltsamaa', 'keila', 'sillamae', 'maardu', 'saue', 'elva', 'tapa', 'paldiski',
  'riia', 'peterburi', 'pihkva',
  // the other towns (linnad) of one word
  'polva', 'turi', 'kivioli', 'sindi', 'kardla', 'kunda', 'torva', 'kehra', 'loksa', 'rapina', 'tamsalu', 'otepaa', 'antsla',
  'vohma', 'mustvee', 'lihula', 'kallaste', 'pussi', 'moisakula',
  // Lithuania
  'vilniaus', 'kauno', 'klaipedos', 'siauliu', 'panevezio', 'alytaus', 'marijampoles', 'mazeikiu', 'jonavos', 'utenos',
  'kedainiu', 'telsiu', 'taurages', 'ukmerges', 'visagino', 'palangos', 'plunges', 'kretingos', 'silutes',
  'radviliskio', 'druskininku', 'birzu', 'rokiskio', 'traku', 'anyksciu', 'rygos', 'talino', 'varsuvos', 'minsko',
  // the other towns (miestai) of one word
  'jurbarko', 'kelmes', 'raseiniu', 'silales', 'skuodo', 'zarasu', 'ignalinos', 'moletu', 'svencioniu', 'salcininku',
  'lentvario', 'elektrenu', 'prienu', 'kaisiadoriu', 'sirvintu', 'vilkaviskio', 'sakiu', 'lazdiju', 'varenos', 'joniskio',
  'pakruojo', 'kupiskio', 'pasvalio', 'kursenu', 'gargzdu', 'neringos', 'pagegiu', 'akmenes', 'garliavos', 'grigiskiu',
  'rietavo', 'birstono', 'kalvarijos',
  // Finland
  'helsingin', 'tampereen', 'turun', 'espoon', 'vantaan', 'oulun', 'jyvaskylan', 'lahden', 'kuopion', 'porin',
  'joensuun', 'lappeenrannan', 'hameenlinnan', 'vaasan', 'rovaniemen', 'seinajoen', 'kotkan', 'mikkelin', 'porvoon',
  // the other towns (kaupungit) and the larger municipalities, their genitive by the Finnish rules (`Uusikaupunki`: `Uudenkaupungin`)
  'hyvinkaan', 'jarvenpaan', 'keravan', 'kouvolan', 'kokkolan', 'kajaanin', 'rauman', 'salon', 'savonlinnan', 'imatran',
  'raahen', 'riihimaen', 'nurmijarven', 'tuusulan', 'kirkkonummen', 'lohjan', 'kemin', 'tornion', 'iisalmen', 'varkauden',
  'forssan', 'heinolan', 'uudenkaupungin', 'haminan', 'loviisan', 'raision', 'kaarinan', 'naantalin', 'pietarsaaren',
  'ylojarven', 'kangasalan', 'nokian', 'valkeakosken', 'sastamalan', 'jamsan', 'kuusamon', 'lapuan', 'kauhajoen', 'kemijarven',
]);

/** The words of the text (its reading's, for the candidate) that no name of the candidate holds. */
function wordsNoNameHolds(c: Candidate): string[] | null {
  const names = documentNames(c.image, c.doc);
  const { exact, words, lastLo, lastHi } = c.refs;
  const missing: string[] = [];
  for (let i = 0; i < exact.length; i++) {
    const term = exact[i]!;
    const last = i === exact.length - 1;
    if (names.some((name) => name.some((t) => t === term || (last && t >= lastLo && t < lastHi)))) continue;
    // A word being typed that no name holds may be any word's beginning: not read as a town.
    if (term === -1) return null;
    missing.push(words[i]!);
  }
  return missing;
}

/** Whether the address holds the word, and only as a street's name (the word before its type). */
const heldAsStreetOnly = (tokens: readonly string[], word: string) => tokens.includes(word)
  && tokens.every((t, i) => t !== word || writesStreetType(tokens[i + 1] ?? ''));

/**
 * The ranked results without the companies found through their address where a name of theirs
 * holds a word of the text and the words none holds are each a town's word their address holds as
 * its street's name alone, where some result's name holds every word and the text writes no
 * street's type or house number; `limit` results kept where the list holds them. The addresses of
 * such candidates are read in one statement for the page, and once more for each page's worth
 * left out; none where no such word is missing from a name.
 */
export function withoutTownStreetMatches<T extends { c: Candidate; key: number[] }>(
  db: Database, query: SearchQuery, ranked: T[], limit: number,
): T[] {
  if (query.street !== null || query.words.some(writesStreetType) || !query.words.some((w) => TOWN_STREET_WORDS.has(w))) return ranked;
  if (!ranked.some(({ key }) => isNameMatch(key))) return ranked;
  return withoutByAddress(db, ranked, limit, ({ c, key }) => {
    if (isNameMatch(key) || c.fuzzy) return null;
    const missing = wordsNoNameHolds(c);
    // Its names hold a word of the text too, which the street's word joined: a text of the town's
    // word alone (`Rīgas`) may ask for the street, and its companies stay, after the names.
    return missing !== null && missing.length > 0 && missing.length < c.refs.words.length
      && missing.every((w) => TOWN_STREET_WORDS.has(w)) ? missing : null;
  }, (address, missing) => {
    const tokens = foldTokens(address);
    return missing.every((w) => heldAsStreetOnly(tokens, w));
  });
}
