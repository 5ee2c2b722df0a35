// The words a question asks companies by a trait with (`sanctioned company`, `biggest firm`,
// `new companies`): the search filters by none of them (sanctions are read per company, size and
// age not at all). With a category's plural any words are read as a question already; with a
// singular, a word outside this table and the trades' (`Zzyzxq firm`) may be a name typed wrong
// and is told to check the spelling (docs/search.md, "A question of a category").
// Folded. English first, then the Latvian, Lithuanian, Estonian and Finnish words, singular and plural.
const TRAIT_WORDS: ReadonlySet<string> = new Set([
  'sanctioned', 'biggest', 'largest', 'big', 'large', 'small', 'smallest', 'top', 'best', 'leading', 'richest', 'profitable',
  'active', 'new', 'newest', 'old', 'oldest', 'registered', 'liquidated', 'bankrupt', 'insolvent', 'local', 'foreign',
  // Latvian: lielākais, lielākie, jauns, jaunie, sankcionēts, aktīvs.
  'lielakais', 'lielakie', 'jauns', 'jaunie', 'jauni', 'sankcionets', 'sankcioneti', 'aktivs', 'aktivie',
  // Lithuanian: didžiausia, didžiausios, nauja, naujos, sankcionuota, aktyvi.
  'didziausia', 'didziausios', 'nauja', 'naujos', 'sankcionuota', 'sankcionuotos', 'aktyvi', 'aktyvios',
  // Estonian: suurim, suurimad, uus, uued, sanktsioneeritud, aktiivne.
  'suurim', 'suurimad', 'uus', 'uued', 'sanktsioneeritud', 'aktiivne', 'aktiivsed',
  // Finnish: suurin, suurimmat, uusi, uudet, pakotteiden alainen, aktiivinen.
  'suurin', 'suurimmat', 'uusi', 'uudet', 'aktiivinen', 'aktiiviset',
]);

/** Whether a folded token is a trait's word a question asks companies by (`sanctioned`, `biggest`, `uued`). */
export function isTraitWord(token: string): boolean {
  return TRAIT_WORDS.has(token);
}
