// Word lists of sanctions name matching, folded (foldText). Kept apart from the rules so the
// lists can grow without touching the scoring.

/**
 * Legal-form words of other jurisdictions that list entries carry (`OOO`, `LLC`, `S.A. de C.V.`).
 * Like the four countries' forms in fold.ts, they never decide a match.
 */
export const FOREIGN_LEGAL_FORM_WORDS = new Set([
  'llc', 'ltd', 'limited', 'inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'plc', 'llp', 'lp',
  'gmbh', 'ag', 'kg', 'mbh', 'sa', 'sas', 'sarl', 'srl', 'spa', 'sl', 'sro', 'bv', 'nv', 'asa', 'aps',
  'jsc', 'pjsc', 'ojsc', 'cjsc', 'ooo', 'oao', 'zao', 'pao', 'ao', 'tov', 'fze', 'fzc', 'fzco', 'fzllc',
  'dmcc', 'pte', 'pty', 'bhd', 'sdn', 'kft', 'zrt', 'doo', 'ead', 'eood', 'cv', 'rl', 'sapi', 'ltda', 'eirl',
  'jv', 'gie', 'ek', 'ohg', 'ug', 'se', 'spzoo', 'zoo', 'pvt', 'sac', 'saa', 'cia', 'kk', 'ltdco',
  // Belarus: ODO (additional liability company), ChUP and ChTUP (private, private trading unitary
  // enterprise); Ukraine: FOP (an individual entrepreneur). Kazakhstan's TOO and the IP and UP of
  // Russia, Belarus and Kazakhstan are also words and initials of names: AMBIGUOUS_LEGAL_FORMS.
  'odo', 'chup', 'chtup', 'fop',
]);

/**
 * Legal forms that are also words or initials of names (`IP Vostok`, `Too Good Kitchens`): the
 * Kazakh TOO (LLP), the individual entrepreneur's IP (Russia, Belarus, Kazakhstan: ИП) and the
 * Belarusian UP (unitary enterprise: УП). Written in Cyrillic they are forms wherever they stand; in
 * Latin, only before or after the quoted name (`TOO "Kaspian Resurs"`, `"Kaspian Resurs" TOO`,
 * `Kaspian Resurs, TOO`), where no name word stands. Uppercase, as the lists write them.
 */
export const AMBIGUOUS_LEGAL_FORMS = { latin: ['TOO', 'IP', 'UP'], cyrillic: ['ТОО', 'ИП', 'УП'] } as const;

/**
 * The words, folded, of an individual entrepreneur's form (IP, ИП, FOP, ФОП, spelt out or not): a
 * person trading under a name, so a list naming one names a person, for all the form it carries.
 */
export const INDIVIDUAL_ENTREPRENEUR_WORDS = new Set([
  'ip', 'fop', 'individual', 'entrepreneur', 'individualnyi', 'individualnyy', 'predprinimatel',
  'fizichna', 'fizychna', 'osoba', 'pidpriemets', 'pidpryiemets',
]);

/** Multi-word legal forms, folded, removed before the words above (longest first). */
export const FOREIGN_LEGAL_FORM_PHRASES = [
  'obshchestvo s ogranichennoi otvetstvennostyu', 'obshchestvo s ogranichennoy otvetstvennostyu',
  'publichnoe aktsionernoe obshchestvo', 'publichnoye aktsionernoye obshchestvo',
  'zakrytoe aktsionernoe obshchestvo', 'otkrytoe aktsionernoe obshchestvo', 'aktsionernoe obshchestvo',
  'aktsionernoye obshchestvo', 'tovarystvo z obmezhenoiu vidpovidalnistiu',
  'limited liability company', 'limited liability partnership', 'public joint stock company',
  'closed joint stock company', 'open joint stock company', 'joint stock company', 'public limited company',
  'private limited company', 'sociedad anonima', 'societe anonyme', 'sociedade anonima',
  // Kazakhstan's TOO, Belarus' ODO and unitary enterprises, an individual entrepreneur (IP, FOP) spelt out.
  'tovarishchestvo s ogranichennoi otvetstvennostyu', 'tovarishchestvo s ogranichennoy otvetstvennostyu',
  'zhauapkershiligi shekteuli seriktestik', 'obshchestvo s dopolnitelnoi otvetstvennostyu',
  'obshchestvo s dopolnitelnoy otvetstvennostyu', 'additional liability company',
  'chastnoe torgovoe unitarnoe predpriyatie', 'chastnoe unitarnoe predpriyatie', 'respublikanskoe unitarnoe predpriyatie',
  'kommunalnoe unitarnoe predpriyatie', 'unitarnoe predpriyatie', 'private unitary enterprise',
  'republican unitary enterprise', 'unitary enterprise', 'individualnyi predprinimatel', 'individualnyy predprinimatel',
  'fizichna osoba pidpriemets', 'fizychna osoba pidpryiemets', 'individual entrepreneur',
  'sp z o o', 's de rl de cv', 's a de c v', 'sa de cv', 's de rl', 'de cv', 'de rl',
  'company limited', 'co ltd', 'pte ltd', 'pvt ltd', 'sdn bhd',
];

/**
 * Words that occur in thousands of company names, here and on the lists. They count for little
 * in a similarity and a name made only of them never reaches the threshold ("Baltic Trade").
 */
export const GENERIC_WORDS = new Set([
  // international business words
  'baltic', 'baltics', 'nordic', 'nord', 'north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western',
  'trade', 'trading', 'traders', 'group', 'grupa', 'grupp', 'gruppa', 'holding', 'holdings', 'invest', 'investment',
  'investments', 'international', 'intl', 'global', 'world', 'euro', 'europe', 'european', 'eu', 'asia', 'trans',
  'service', 'services', 'serviss', 'servisas', 'teenused', 'palvelut', 'consulting', 'consult', 'konsultacijas',
  'management', 'capital', 'finance', 'financial', 'bank', 'logistics', 'logistika', 'transport', 'transports',
  'shipping', 'energy', 'energija', 'systems', 'solutions', 'technology', 'technologies', 'tech', 'industries',
  'industrial', 'industry', 'engineering', 'construction', 'buve', 'projekts', 'project', 'projects', 'development',
  'estate', 'real', 'property', 'properties', 'partners', 'agency', 'center', 'centre', 'centrs', 'media', 'market',
  'import', 'export', 'impex', 'plus', 'pro', 'prime', 'smart', 'green', 'digital', 'star', 'new',
  'first', 'general', 'united', 'national', 'enterprise', 'enterprises', 'commercial', 'commerce', 'business',
  'resources', 'products', 'production', 'manufacturing', 'auto', 'agro', 'med', 'eko', 'eco', 'alfa', 'alpha',
  'delta', 'nova', 'lux', 'oil', 'gas', 'petroleum', 'metal', 'metals', 'steel', 'marine', 'maritime', 'air',
  'airlines', 'airline', 'aviation', 'fund', 'foundation', 'association', 'union', 'institute', 'bureau', 'office',
  'partners', 'associates', 'systems', 'network', 'networks', 'telecom', 'communications', 'electronics', 'chemical',
  'chemicals', 'pharma', 'food', 'foods', 'house', 'home', 'design', 'studio', 'team', 'line', 'lines', 'express',
  // the same words in the four countries' languages
  'tirdznieciba', 'buvniecibas', 'nams', 'transports', 'tehnika', 'celtnieks', 'energija', 'konsultacijas',
  'nekustamie', 'ipasumi', 'prekyba', 'statyba', 'transportas', 'paslaugos', 'grupe', 'investicijos', 'prekybos',
  'kaubandus', 'ehitus', 'teenindus', 'kinnisvara', 'rakennus', 'kauppa', 'palvelu', 'kiinteisto', 'konsultointi',
  'tekniikka', 'kuljetus', 'sijoitus', 'holdings',
  // place words that name half the companies of a country
  'latvia', 'latvija', 'latvijas', 'riga', 'rigas', 'lithuania', 'lietuva', 'lietuvos', 'vilnius', 'vilniaus',
  'estonia', 'eesti', 'tallinn', 'tallinna', 'finland', 'suomi', 'suomen', 'helsinki', 'helsingin', 'baltija',
  'baltijas', 'baltijos', 'kauno', 'klaipedos', 'tartu', 'parnu', 'narva', 'tampere', 'turku', 'oulu', 'espoo',
  'daugavpils', 'liepajas', 'jelgavas', 'ventspils', 'jurmalas', 'kurzemes', 'vidzemes', 'latgales', 'zemgales',
  'daugavas', 'gaujas', 'ziemelu', 'rietumu', 'austrumu', 'dienvidu', 'russia', 'russian', 'rossii', 'rossiya', 'moscow', 'moskva', 'moskovskii', 'china', 'iran', 'syria',
  // transliterated Russian business words
  'torgovyi', 'torgovy', 'dom', 'kompaniya', 'promyshlennaya', 'obedinennaya', 'zavod', 'kombinat', 'tsentr',
  'upravlyayushchaya', 'investitsionnaya', 'stroitelnaya', 'neft', 'bank',
]);

/** Words that carry no identity at all: articles, prepositions, Arabic and Slavic name particles. */
export const STOP_WORDS = new Set([
  'the', 'of', 'and', 'for', 'in', 'on', 'at', 'by', 'to', 'de', 'la', 'le', 'les', 'del', 'della', 'di', 'da',
  'do', 'dos', 'das', 'du', 'des', 'y', 'e', 'et', 'und', 'von', 'van', 'der', 'den', 'un', 'ir', 'ja', 'och',
  'al', 'el', 'bin', 'ibn', 'bint', 'abu', 'ben', 'ould',
]);
