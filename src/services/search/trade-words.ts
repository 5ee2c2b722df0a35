// The words a question names a trade or a profession by (`dentists Riga`, `software company`):
// the search reads no trade, and a text whose other words are a town's lists the companies whose
// name or address holds the town, a list a reader takes for the town's dentists. A misspelt name
// beside its town (`Zzyzxq Riga`) leaves out a word no name holds just as a trade does, and is no
// question of a category: only the words of this table are read as a trade's, so a word outside it
// (a name typed wrong, or a trade not listed) keeps the answer it had (docs/search.md, "A question
// of a category").
// A word is in the table where it names a trade on its own (`baldai Kaunas` asks for furniture
// makers); how many names hold it does not bar it, as the search keeps a name's words before it
// leaves one out, but a word that names a trade only beside another is a name's word here.
// Folded, singular as written; an English plural (`dentists`, `bakeries`, `businesses`) is read
// from its singular. English first: the professions and shops asked for, then the trades written
// before `company`; then the Latvian, Lithuanian, Estonian and Finnish words, singular and plural.
const TRADE_WORDS: ReadonlySet<string> = new Set([
  'dentist', 'doctor', 'physician', 'lawyer', 'attorney', 'solicitor', 'accountant', 'auditor', 'notary', 'plumber',
  'electrician', 'architect', 'bakery', 'baker', 'restaurant', 'cafe', 'hotel', 'hostel', 'pharmacy', 'clinic',
  'hospital', 'hairdresser', 'barber', 'salon', 'garage', 'mechanic', 'builder', 'contractor', 'carpenter', 'roofer',
  'florist', 'butcher', 'veterinarian', 'vet', 'optician', 'photographer', 'translator', 'realtor', 'supermarket',
  'grocery', 'consultant', 'wholesaler', 'retailer', 'manufacturer', 'supplier', 'distributor', 'importer', 'exporter',
  'startup', 'freelancer',
  'software', 'it', 'tech', 'technology', 'construction', 'logistics', 'transport', 'trucking', 'shipping', 'consulting',
  'accounting', 'legal', 'dental', 'medical', 'marketing', 'advertising', 'security', 'cleaning', 'fintech', 'retail',
  'wholesale', 'manufacturing', 'engineering', 'insurance', 'telecom', 'energy', 'mining', 'forestry', 'farming',
  'catering', 'recruitment', 'staffing', 'courier', 'wood', 'timber', 'woodworking', 'metal', 'metalworking', 'food', 'printing',
  'furniture',
  // Latvian: zobārsts, jurists, advokāts, grāmatvedis, notārs, frizētava, aptieka, restorāns, viesnīca, maiznīca, klīnika, veikals, būvnieks.
  'zobarsts', 'zobarsti', 'jurists', 'juristi', 'advokats', 'advokati', 'gramatvedis', 'gramatvezi', 'notars', 'notari',
  'frizetava', 'frizetavas', 'aptieka', 'aptiekas', 'restorans', 'restorani', 'viesnica', 'viesnicas', 'maiznica',
  'maiznicas', 'klinika', 'klinikas', 'veikals', 'veikali', 'buvnieks', 'buvnieki',
  // Latvian trades: kokapstrāde, metālapstrāde, pārtika, uzkopšana, apsardze, konsultācijas, mārketings, tipogrāfija, mēbeles.
  'kokapstrade', 'metalapstrade', 'partika', 'uzkopsana', 'apsardze', 'konsultacijas', 'marketings', 'tipografija', 'mebeles',
  // Lithuanian: odontologas, stomatologas, teisininkas, advokatas, buhalteris, notaras, kirpykla, vaistinė, restoranas, viešbutis, kepykla, klinika, parduotuvė.
  'odontologas', 'odontologai', 'stomatologas', 'stomatologai', 'teisininkas', 'teisininkai', 'advokatas', 'advokatai',
  'buhalteris', 'buhalteriai', 'notaras', 'notarai', 'kirpykla', 'kirpyklos', 'vaistine', 'vaistines', 'restoranas',
  'restoranai', 'viesbutis', 'viesbuciai', 'kepykla', 'kepyklos', 'klinikos', 'parduotuve', 'parduotuves',
  // Lithuanian trades: mediena, metalas, maistas, valymas, apsauga, konsultacijos, rinkodara, spaustuvė, baldai.
  // Not `apdirbimas` ("processing"): a trade only with what is processed (`medienos apdirbimas`,
  // `metalo apdirbimas`), and alone a word of such names (docs/search.md, "A question of a category").
  'mediena', 'metalas', 'maistas', 'valymas', 'apsauga', 'konsultacijos', 'rinkodara', 'spaustuve', 'baldai',
  // Estonian: hambaarst, jurist, advokaat, raamatupidaja, notar, juuksur, apteek, restoran, hotell, pagar, kliinik, ehitaja.
  'hambaarst', 'hambaarstid', 'jurist', 'juristid', 'advokaat', 'advokaadid', 'raamatupidaja', 'raamatupidajad', 'notar',
  'notarid', 'juuksur', 'juuksurid', 'apteek', 'apteegid', 'restoran', 'restoranid', 'hotell', 'hotellid', 'pagar',
  'pagarid', 'kliinik', 'kliinikud', 'ehitaja', 'ehitajad',
  // Estonian trades: puit, puidutööstus, metall, toit, koristus, turvateenus, konsultatsioon, turundus, trükikoda, mööbel.
  'puit', 'puidutoostus', 'metall', 'toit', 'koristus', 'turvateenus', 'konsultatsioon', 'turundus', 'trukikoda', 'moobel',
  // Finnish: hammaslääkäri, lakimies, asianajaja, kirjanpitäjä, tilitoimisto, parturi, kampaamo, apteekki, ravintola, hotelli, leipomo, klinikka, rakentaja.
  'hammaslaakari', 'hammaslaakarit', 'lakimies', 'lakimiehet', 'asianajaja', 'asianajajat', 'kirjanpitaja', 'kirjanpitajat',
  'tilitoimisto', 'tilitoimistot', 'parturi', 'parturit', 'kampaamo', 'kampaamot', 'apteekki', 'apteekit', 'ravintola',
  'ravintolat', 'hotelli', 'hotellit', 'leipomo', 'leipomot', 'klinikka', 'klinikat', 'rakentaja', 'rakentajat',
  // Finnish trades: puu, metalli, ruoka, siivous, vartiointi, konsultointi, markkinointi, painotalo, huonekalut.
  'puu', 'metalli', 'ruoka', 'siivous', 'vartiointi', 'konsultointi', 'markkinointi', 'painotalo', 'huonekalu', 'huonekalut',
]);

/** Whether a folded token is a trade's or a profession's word (`dentists`, `software`, `zobārsti`). */
export function isTradeWord(token: string): boolean {
  if (TRADE_WORDS.has(token)) return true;
  if (token.length < 4 || !token.endsWith('s')) return false;
  const stem = token.slice(0, -1);
  return TRADE_WORDS.has(stem) || (token.endsWith('ies') && TRADE_WORDS.has(`${token.slice(0, -3)}y`))
    || (token.endsWith('es') && TRADE_WORDS.has(token.slice(0, -2)));
}
