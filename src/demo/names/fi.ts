// Finnish words, names and places for the demo dataset. PRH writes the legal form after the name
// (`Lahden Puu Oy`); Tmi and Ay/Ky names are often built from the owners' names. Swedish-speaking
// surnames (Åström, Sjöberg) bring the å.

export const FI_PLACE_WORDS = [
  'Helsingin', 'Espoon', 'Tampereen', 'Turun', 'Oulun', 'Lahden', 'Jyväskylän', 'Kuopion', 'Porin',
  'Vaasan', 'Kotkan', 'Joensuun', 'Hämeen', 'Savon', 'Karjalan', 'Pohjolan', 'Suomen', 'Lapin', 'Itä-Suomen',
];

export const FI_BUSINESS_WORDS = [
  'Puu', 'Rakennus', 'Kuljetus', 'Sähkö', 'Kiinteistöt', 'Konsultointi', 'Palvelu', 'Metalli', 'Maalaus',
  'Putki', 'Logistiikka', 'Kauppa', 'Auto', 'Kone', 'Ravintola', 'Leipomo', 'Kala', 'Marja', 'Säätö',
  'Ikkuna', 'Katto', 'Lämpö', 'Energia', 'Tekniikka', 'Ohjelmointi', 'Tilitoimisto', 'Hoiva', 'Kauneus',
  'Kiinteistöhuolto', 'Sijoitus', 'Työ', 'Mökki', 'Pesula',
];

export const FI_SURNAMES = [
  'Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen',
  'Järvinen', 'Lehtonen', 'Lehtinen', 'Saarinen', 'Salminen', 'Heinonen', 'Niemi', 'Kinnunen', 'Salonen',
  'Åström', 'Sjöberg', 'Åkerlund', 'Lindström', 'Grönroos',
];
export const FI_FIRST = [
  'Matti', 'Juha', 'Mikko', 'Jari', 'Timo', 'Pekka', 'Antti', 'Jukka', 'Sari', 'Päivi', 'Tiina', 'Anne',
  'Minna', 'Riikka', 'Jyrki', 'Ville', 'Sanna', 'Kaisa', 'Väinö', 'Aino',
];

export interface FiCity {
  /** City in upper case as YTJ `postOffices.city` writes it, Finnish and Swedish. */
  fi: string;
  sv: string;
  municipalityCode: string;
  postcodes: readonly [number, number];
  streets: readonly string[];
  weight: number;
}

export const FI_CITIES: readonly FiCity[] = [
  { fi: 'HELSINKI', sv: 'HELSINGFORS', municipalityCode: '091', postcodes: [100, 990], weight: 30,
    streets: ['Mannerheimintie', 'Aleksanterinkatu', 'Mechelininkatu', 'Mäkelänkatu', 'Sörnäisten rantatie', 'Hämeentie', 'Itämerenkatu', 'Kaisaniemenkatu'] },
  { fi: 'ESPOO', sv: 'ESBO', municipalityCode: '049', postcodes: [2100, 2980], weight: 12,
    streets: ['Tapiontori', 'Keilaranta', 'Kauppamiehentie', 'Leppävaarankatu', 'Upseerinkatu'] },
  { fi: 'TAMPERE', sv: 'TAMMERFORS', municipalityCode: '837', postcodes: [33100, 33980], weight: 12,
    streets: ['Hämeenkatu', 'Satakunnankatu', 'Itsenäisyydenkatu', 'Hatanpään valtatie'] },
  { fi: 'TURKU', sv: 'ÅBO', municipalityCode: '853', postcodes: [20100, 20960], weight: 10,
    streets: ['Yliopistonkatu', 'Linnankatu', 'Aurakatu', 'Eerikinkatu', 'Satamakatu'] },
  { fi: 'OULU', sv: 'ULEÅBORG', municipalityCode: '564', postcodes: [90100, 90940], weight: 8,
    streets: ['Kirkkokatu', 'Isokatu', 'Teollisuuskatu', 'Rautatienkatu'] },
  { fi: 'LAHTI', sv: 'LAHTIS', municipalityCode: '398', postcodes: [15100, 15980], weight: 7,
    streets: ['Aleksanterinkatu', 'Vesijärvenkatu', 'Hämeenkatu', 'Vähäkatu'] },
  { fi: 'JYVÄSKYLÄ', sv: 'JYVÄSKYLÄ', municipalityCode: '179', postcodes: [40100, 40950], weight: 6,
    streets: ['Kauppakatu', 'Väinönkatu', 'Yliopistonkatu', 'Vapaudenkatu'] },
  { fi: 'KUOPIO', sv: 'KUOPIO', municipalityCode: '297', postcodes: [70100, 70950], weight: 5,
    streets: ['Puijonkatu', 'Kauppakatu', 'Tulliportinkatu'] },
  { fi: 'VAASA', sv: 'VASA', municipalityCode: '905', postcodes: [65100, 65930], weight: 4,
    streets: ['Hovioikeudenpuistikko', 'Kauppapuistikko', 'Vasarakatu'] },
];
