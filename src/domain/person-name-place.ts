// Where a person lives, written after the name and a comma, as a list of a company's people, a
// contract's party line or an address book writes it (`Aivar Jõgi, Harju maakond`, `Aivar Jõgi,
// Tallinn`, `Jānis Bērziņš, Rīgas novads`, `Matti Virtanen, Helsinki`): a county's or
// municipality's part of two words or more was read as a second person's name and the check
// refused the name as two people's; a town alone was read as a word of the name, which no one
// bears. Either is no word of the name (person-name-position.ts), as a country is not.
import { foldText } from './fold.ts';
import { finnishTownOtherName } from './fi-town-names.ts';

// The words naming an administrative unit, folded, as the four countries write one after its name:
// a county (maakond, apskritis, maakunta, landskap), a municipality or parish (novads, pagasts,
// vald, savivaldybė, seniūnija, kunta), a district (rajons, rajonas), a town or city (linn, pilsēta,
// miestas, kaupunki, stad), and in English. None is a given name or a surname the registers write.
const UNIT_WORDS = new Set([
  'novads', 'nov', 'pagasts', 'pag', 'rajons', 'raj', 'pilseta', 'pilsetas', // LV
  'ciems', 'ciemats', 'pils', // LV villages
  'maakond', 'mk', 'vald', 'linn', 'linna', 'alev', 'alevik', 'kula', 'linnaosa', // EE
  'apskritis', 'apskr', 'savivaldybe', 'sav', 'seniunija', 'sen', 'rajonas', 'miestas', 'kaimas', 'miestelis', 'mstl', // LT
  'maakunta', 'kunta', 'kaupunki', 'kyla', 'landskap', 'kommun', 'stad', // FI
  'county', 'municipality', 'parish', 'district', 'region', 'city', 'town',
]);

// The towns people of the four countries most often live in, folded: the Latvian republic cities
// and municipalities' centres, the Estonian towns and county names (`Harjumaa`), the Lithuanian
// cities, and the Finnish towns (their Swedish names too, by finnishTownOtherName). A name
// (`Aivar Jõgi`) is left before it, so a surname that is a town's (`Lahti`) typed surname first
// (`Lahti, Matti Juhani`) is never cut: only a part after the name's last comma is read.
const TOWNS = new Set([
  // LV
  'riga', 'daugavpils', 'liepaja', 'jelgava', 'jurmala', 'ventspils', 'rezekne', 'valmiera', 'jekabpils', 'ogre', 'tukums',
  'cesis', 'salaspils', 'sigulda', 'kuldiga', 'talsi', 'dobele', 'bauska', 'madona', 'limbazi', 'aizkraukle', 'gulbene',
  'kraslava', 'ludza', 'preili', 'balvi', 'aluksne', 'saldus', 'smiltene', 'valka', 'olaine', 'adazi', 'marupe', 'kekava',
  // EE
  'tallinn', 'tartu', 'narva', 'parnu', 'kohtla jarve', 'viljandi', 'maardu', 'rakvere', 'kuressaare', 'sillamae', 'valga',
  'voru', 'johvi', 'keila', 'haapsalu', 'paide', 'saue', 'elva', 'rapla', 'polva', 'jogeva', 'kardla', 'viimsi', 'paldiski',
  'harjumaa', 'hiiumaa', 'ida virumaa', 'jogevamaa', 'jarvamaa', 'laanemaa', 'laane virumaa', 'polvamaa', 'parnumaa',
  'raplamaa', 'saaremaa', 'tartumaa', 'valgamaa', 'viljandimaa', 'vorumaa',
  // LT
  'vilnius', 'kaunas', 'klaipeda', 'siauliai', 'panevezys', 'alytus', 'marijampole', 'mazeikiai', 'jonava', 'utena',
  'kedainiai', 'telsiai', 'taurage', 'ukmerge', 'visaginas', 'palanga', 'druskininkai', 'trakai', 'plunge', 'kretinga',
  'silute', 'radviliskis', 'gargzdai', 'rokiskis', 'birzai', 'elektrenai', 'neringa',
  // FI (the bilingual towns by finnishTownOtherName)
  'jyvaskyla', 'kuopio', 'joensuu', 'kouvola', 'seinajoki', 'rovaniemi', 'mikkeli', 'kotka', 'salo', 'kemi', 'imatra',
  'nurmijarvi', 'kangasala', 'lempaala', 'ylojarvi', 'hollola', 'riihimaki', 'forssa', 'heinola', 'kajaani', 'kerava',
]);

// The units Lithuanian addresses abbreviate to one letter, written in small letters with a stop
// (`Kauno r.`, `Vilniaus m.`, `Pakalnių k.`: rajonas, miestas, kaimas): in capitals a letter is an
// initial (`Mets, Kadri R.`), never a unit.
const ONE_LETTER_UNIT = /\s[rmk]\.?\s*$/u;

// A postal code beside the town, as an address line writes it: Latvian `LV-1010`, Lithuanian
// `LT-01100`, and the Estonian and Finnish five digits (`10115 Tallinn`, `00100 Helsinki`), the
// country's letters before it or not. `Jānis Bērziņš, LV-1010 Rīga` was read as two people's names.
const POSTCODE = /(?<![\p{L}\d])(?:(?:LV|LT|EE|FI)[-\s]?)?\d{4,5}(?![\p{L}\d])/giu;

/**
 * Whether a part written after the name is a place: a town (`Tallinn`, `Helsingfors`), or a unit
 * with its name (`Harju maakond`, `Rīgas novads`, `Vilniaus apskr.`, `Uudenmaan maakunta`,
 * `Vilniaus r. sav.`), of four words at most and no digit but a postal code's beside it (`LV-1010 Rīga`).
 */
export function isPlaceNamed(part: string): boolean {
  const place = part.replace(POSTCODE, ' ');
  if (/\d/u.test(place) || place.trim() === '') return false;
  const folded = foldText(place);
  if (folded === '') return false;
  if (TOWNS.has(folded) || finnishTownOtherName(folded) !== null) return true;
  const words = folded.split(' ');
  // A unit's word after its name: `Harju maakond`, `Vilniaus r. sav.` (`r` a district's
  // abbreviation). The unit says it is a place whatever its name: a village or parish no list
  // holds (`Kiili vald`, `Ādažu pagasts`, `Kauno r.`).
  const named = words.filter((w) => !UNIT_WORDS.has(w) && w !== 'r' && w !== 'm');
  const unitLast = UNIT_WORDS.has(words.at(-1)!) || ONE_LETTER_UNIT.test(place);
  return words.length <= 4 && unitLast && named.length >= 1 && named.length <= 2;
}

/**
 * Whether a part is a place (isPlaceNamed) with a country beside it and no comma between, as an
 * address line or a list of a company's people writes where one lives (`Tallinn Estonia`, `Rīga
 * LV`, `Harju maakond Eesti`, `Estonia Tallinn`): read word by word, the two were a second
 * person's name, and the check refused the name as two people's, where `Tallinn, Estonia` was read
 * as a place. `isCountry` tells a country; a place alone is one too.
 */
export function isPlaceWithCountry(part: string, isCountry: (part: string) => boolean): boolean {
  if (isPlaceNamed(part)) return true;
  const words = part.trim().split(/\s+/u);
  if (words.length < 2) return false;
  return (isCountry(words.at(-1)!) && isPlaceNamed(words.slice(0, -1).join(' ')))
    || (isCountry(words[0]!) && isPlaceNamed(words.slice(1).join(' ')));
}

/**
 * Whether a part set apart from the name in parentheses or after a dash names where the person
 * lives: a place (isPlaceNamed), or places and a country after it (`Tartu, Estonia`, `Tallinn,
 * EE`, `Tallinn Estonia`), each after a comma or beside it; `isCountry` tells a country.
 */
export function isPlaceSetApart(part: string, isCountry: (part: string) => boolean): boolean {
  const parts = part.split(',');
  return parts.some((p) => isPlaceWithCountry(p, isCountry)) && parts.every((p) => isPlaceWithCountry(p, isCountry) || isCountry(p));
}
