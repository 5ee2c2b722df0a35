// The town's name for a form's city field. JAR writes a town's address either with the town's own
// name (`Vilnius, Gedimino pr. 9-1`) or as the Address Register (Adresų registras) names the
// settlement, in the genitive before its type: `Vilniaus m. sav., Vilniaus m., Gedimino pr. 9-1`,
// "of Vilnius city". A checkout form, a courier label and a customer expect `Vilnius`. The genitive
// cannot be turned back by a rule (Kauno → Kaunas, Panevėžio → Panevėžys, Biržų → Biržai), so the
// cities are looked up in a table; any other settlement (a village, k.; a small town, mstl.) is
// left as the register writes it, since no such table of their tens of thousands of names is here.

/**
 * The 103 cities (miestai) of the Republic of Lithuania, as the Address Register of Registrų
 * centras lists them: each one's name, then its genitive, the form an address writes before m.
 * (Kaunas, Kauno m.). The list changes only when a settlement is granted city status by law.
 */
const LT_CITIES: readonly (readonly [name: string, genitive: string])[] = [
  ['Akmenė', 'Akmenės'], ['Alytus', 'Alytaus'], ['Anykščiai', 'Anykščių'], ['Ariogala', 'Ariogalos'],
  ['Baltoji Vokė', 'Baltosios Vokės'], ['Birštonas', 'Birštono'], ['Biržai', 'Biržų'], ['Daugai', 'Daugų'],
  ['Druskininkai', 'Druskininkų'], ['Dusetos', 'Dusetų'], ['Dūkštas', 'Dūkšto'], ['Eišiškės', 'Eišiškių'],
  ['Elektrėnai', 'Elektrėnų'], ['Ežerėlis', 'Ežerėlio'], ['Gargždai', 'Gargždų'], ['Garliava', 'Garliavos'],
  ['Gelgaudiškis', 'Gelgaudiškio'], ['Grigiškės', 'Grigiškių'], ['Ignalina', 'Ignalinos'], ['Jieznas', 'Jiezno'],
  ['Jonava', 'Jonavos'], ['Joniškėlis', 'Joniškėlio'], ['Joniškis', 'Joniškio'], ['Jurbarkas', 'Jurbarko'],
  ['Kaišiadorys', 'Kaišiadorių'], ['Kalvarija', 'Kalvarijos'], ['Kaunas', 'Kauno'], ['Kavarskas', 'Kavarsko'],
  ['Kazlų Rūda', 'Kazlų Rūdos'], ['Kėdainiai', 'Kėdainių'], ['Kelmė', 'Kelmės'], ['Klaipėda', 'Klaipėdos'],
  ['Kretinga', 'Kretingos'], ['Kudirkos Naumiestis', 'Kudirkos Naumiesčio'], ['Kupiškis', 'Kupiškio'],
  ['Kuršėnai', 'Kuršėnų'], ['Kybartai', 'Kybartų'], ['Lazdijai', 'Lazdijų'], ['Lentvaris', 'Lentvario'],
  ['Linkuva', 'Linkuvos'], ['Marijampolė', 'Marijampolės'], ['Mažeikiai', 'Mažeikių'], ['Molėtai', 'Molėtų'],
  ['Naujoji Akmenė', 'Naujosios Akmenės'], ['Nemenčinė', 'Nemenčinės'], ['Neringa', 'Neringos'], ['Obeliai', 'Obelių'],
  ['Pabradė', 'Pabradės'], ['Pagėgiai', 'Pagėgių'], ['Pakruojis', 'Pakruojo'], ['Palanga', 'Palangos'],
  ['Pandėlys', 'Pandėlio'], ['Panemunė', 'Panemunės'], ['Panevėžys', 'Panevėžio'], ['Pasvalys', 'Pasvalio'],
  ['Plungė', 'Plungės'], ['Priekulė', 'Priekulės'], ['Prienai', 'Prienų'], ['Radviliškis', 'Radviliškio'],
  ['Ramygala', 'Ramygalos'], ['Raseiniai', 'Raseinių'], ['Rietavas', 'Rietavo'], ['Rokiškis', 'Rokiškio'],
  ['Rūdiškės', 'Rūdiškių'], ['Salantai', 'Salantų'], ['Seda', 'Sedos'], ['Simnas', 'Simno'],
  ['Skaudvilė', 'Skaudvilės'], ['Skuodas', 'Skuodo'], ['Smalininkai', 'Smalininkų'], ['Subačius', 'Subačiaus'],
  ['Šakiai', 'Šakių'], ['Šalčininkai', 'Šalčininkų'], ['Šeduva', 'Šeduvos'], ['Šiauliai', 'Šiaulių'],
  ['Šilalė', 'Šilalės'], ['Šilutė', 'Šilutės'], ['Širvintos', 'Širvintų'], ['Švenčionėliai', 'Švenčionėlių'],
  ['Švenčionys', 'Švenčionių'], ['Tauragė', 'Tauragės'], ['Telšiai', 'Telšių'], ['Trakai', 'Trakų'],
  ['Troškūnai', 'Troškūnų'], ['Tytuvėnai', 'Tytuvėnų'], ['Ukmergė', 'Ukmergės'], ['Utena', 'Utenos'],
  ['Užventis', 'Užvenčio'], ['Vabalninkas', 'Vabalninko'], ['Varėna', 'Varėnos'], ['Varniai', 'Varnių'],
  ['Veisiejai', 'Veisiejų'], ['Venta', 'Ventos'], ['Viekšniai', 'Viekšnių'], ['Vievis', 'Vievio'],
  ['Vilkaviškis', 'Vilkaviškio'], ['Vilkija', 'Vilkijos'], ['Vilnius', 'Vilniaus'], ['Virbalis', 'Virbalio'],
  ['Visaginas', 'Visagino'], ['Zarasai', 'Zarasų'], ['Žagarė', 'Žagarės'], ['Žiežmariai', 'Žiežmarių'],
];

/** A city's genitive, lower-cased with one space between words, to its name. */
const NAME_BY_GENITIVE = new Map(LT_CITIES.map(([name, genitive]) => [foldGenitive(genitive), name]));

function foldGenitive(text: string): string {
  return text.replace(/\s+/gu, ' ').toLocaleLowerCase('lt');
}

// A settlement written as the Address Register names a city: its genitive, then m. (miestas).
const CITY_SEGMENT = /^(.+?)\s+m\.$/u;

/** `Kauno m.` → `Kaunas`; any segment that is not a city of the table so written, as it is. */
export function ltTownName(segment: string): string {
  const genitive = CITY_SEGMENT.exec(segment)?.[1];
  if (genitive === undefined) return segment;
  return NAME_BY_GENITIVE.get(foldGenitive(genitive)) ?? segment;
}

/** How many distinct genitives the table holds: one per city (a test checks it against the register's count). */
export const LT_CITY_COUNT = NAME_BY_GENITIVE.size;

// A city municipality whose territory is its city alone: an address may name the municipality
// and go straight to the street (`Kauno m. sav., Laisvės al. 1`), the settlement left out, and the
// town is then the city. Kaunas, Klaipėda, Šiauliai, Panevėžys and Alytus city municipalities hold
// only their city. Vilnius city municipality also holds Grigiškės and three villages of its
// eldership, but the Address Register names their settlement (`Vilniaus m. sav., Grigiškių m.,
// …`), which is then read as the town; an address leaving it out is written for the capital,
// where all but about 2% of the municipality lives. Palanga city municipality (Palangos m. sav.)
// is the territory of Palanga city, Šventoji a part of that city since 1970, so it is here too.
// Neringa, Birštonas, Druskininkai, Visaginas and Elektrėnai are municipalities written sav.
// alone, not city municipalities: Neringa's mail names its parts (Nida, Juodkrantė), and the
// others hold villages and small towns of their own, so sav. alone names no one town.
const ONE_CITY_MUNICIPALITIES = new Map(
  ['Vilniaus', 'Kauno', 'Klaipėdos', 'Šiaulių', 'Panevėžio', 'Alytaus', 'Palangos'].map((genitive) => [foldGenitive(genitive), NAME_BY_GENITIVE.get(foldGenitive(genitive))!]),
);

// A city municipality as an address writes it: `Kauno m. sav.`, `Kauno miesto savivaldybė`.
const CITY_MUNICIPALITY = /^(.+?)\s+(?:m\.|miesto)\s*(?:sav\.|savivaldybė)$/iu;

/** `Kauno m. sav.` → `Kaunas`, the one city of that municipality; null for any other segment. */
export function ltCityOfMunicipality(segment: string): string | null {
  const genitive = CITY_MUNICIPALITY.exec(segment)?.[1];
  if (genitive === undefined) return null;
  return ONE_CITY_MUNICIPALITIES.get(foldGenitive(genitive)) ?? null;
}
