// Estonian words, names and places for the demo dataset. RIK writes the legal form after the
// name (`Tallinna Ehitus OÜ`), and addresses from county down to street (ADS normalised form).

export const EE_PLACE_WORDS = [
  'Tallinna', 'Tartu', 'Pärnu', 'Narva', 'Viljandi', 'Rakvere', 'Kuressaare', 'Haapsalu', 'Võru', 'Jõhvi',
  'Saaremaa', 'Harju', 'Viru', 'Põhja', 'Lõuna', 'Eesti', 'Balti', 'Emajõe', 'Peipsi', 'Läänemere',
];

export const EE_BUSINESS_WORDS = [
  'Ehitus', 'Puit', 'Kinnisvara', 'Transport', 'Logistika', 'Kaubandus', 'Teenused', 'Metall', 'Auto',
  'Mööbel', 'Aken', 'Katus', 'Energia', 'Konsult', 'Arendus', 'Investeeringud', 'Grupp', 'Kütus', 'Vili',
  'Piim', 'Kala', 'Pagar', 'Köök', 'Õmblus', 'Trükikoda', 'Süsteemid', 'Lahendused', 'Haldus', 'Hooldus',
  'Tehnika', 'Küte', 'Mets', 'Ärimaja', 'Žalusiid', 'Šokolaad', 'Värvid', 'Kivi', 'Sadam', 'Õlu',
];

export const EE_ASSOCIATION_WORDS = [
  'Spordiselts', 'Kultuuriselts', 'Jahiselts', 'Külaselts', 'Noorteklubi', 'Lastevanemate Liit',
  'Tantsurühm', 'Arenduskoda', 'Kalastajate Selts', 'Pensionäride Ühendus', 'Koorisõbrad', 'Male Klubi',
];

export const EE_SURNAMES = [
  'Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves', 'Pärn', 'Koppel', 'Lepik', 'Kuusk',
  'Karu', 'Lõhmus', 'Mets', 'Õun', 'Põder', 'Jõgi', 'Väli', 'Kõiv', 'Kütt', 'Raudsepp', 'Laur', 'Teder',
  'Sild', 'Rätsep', 'Vaher', 'Luik', 'Oja', 'Kivi', 'Mölder', 'Sõmer',
];
export const EE_MALE_FIRST = [
  'Jaan', 'Andres', 'Toomas', 'Mart', 'Peeter', 'Tõnu', 'Rein', 'Urmas', 'Priit', 'Margus', 'Indrek',
  'Kristjan', 'Märt', 'Jüri', 'Ülo', 'Aivar', 'Tarmo', 'Siim', 'Rasmus', 'Karl',
];
export const EE_FEMALE_FIRST = [
  'Mari', 'Kadri', 'Tiina', 'Kristi', 'Liis', 'Anu', 'Triin', 'Eve', 'Piret', 'Ülle', 'Maarja', 'Kärt',
  'Helen', 'Merike', 'Pille', 'Õnne', 'Kätlin', 'Sirje',
];

export interface EeDistrict {
  county: string;
  /** Municipality or city as ADS writes it (`Tallinn`, `Tartu linn`). */
  municipality: string;
  /** City district or settlement (`Kesklinna linnaosa`, `Tartu linn`). */
  settlement: string;
  /** EHAK code of the settlement: text, 4 digits with leading zeros. */
  ehak: string;
  postcodes: readonly [number, number];
  streets: readonly string[];
  weight: number;
}

export const EE_DISTRICTS: readonly EeDistrict[] = [
  { county: 'Harju maakond', municipality: 'Tallinn', settlement: 'Kesklinna linnaosa', ehak: '0298', postcodes: [10111, 10152], weight: 16,
    streets: ['Narva mnt', 'Pärnu mnt', 'Tartu mnt', 'Estonia pst', 'Viru väljak', 'Rävala pst', 'Liivalaia tn', 'Vabaduse väljak', 'Roosikrantsi tn'] },
  { county: 'Harju maakond', municipality: 'Tallinn', settlement: 'Haabersti linnaosa', ehak: '0176', postcodes: [13511, 13625], weight: 5,
    streets: ['Õismäe tee', 'Paldiski mnt', 'Ehitajate tee', 'Rannamõisa tee'] },
  { county: 'Harju maakond', municipality: 'Tallinn', settlement: 'Lasnamäe linnaosa', ehak: '0387', postcodes: [13411, 13918], weight: 7,
    streets: ['Peterburi tee', 'Tähesaju tee', 'Punane tn', 'Laagna tee', 'Lasnamäe tn'] },
  { county: 'Harju maakond', municipality: 'Tallinn', settlement: 'Mustamäe linnaosa', ehak: '0482', postcodes: [12611, 13522], weight: 5,
    streets: ['Mustamäe tee', 'Sõpruse pst', 'Akadeemia tee', 'Ehitajate tee'] },
  { county: 'Harju maakond', municipality: 'Tallinn', settlement: 'Põhja-Tallinna linnaosa', ehak: '0614', postcodes: [10311, 10416], weight: 5,
    streets: ['Kopli tn', 'Tööstuse tn', 'Ahtri tn', 'Telliskivi tn', 'Sõle tn'] },
  { county: 'Harju maakond', municipality: 'Tallinn', settlement: 'Kristiine linnaosa', ehak: '0339', postcodes: [10611, 10621], weight: 4,
    streets: ['Tulika tn', 'Sõpruse pst', 'Endla tn', 'Tammsaare tee'] },
  { county: 'Tartu maakond', municipality: 'Tartu linn', settlement: 'Tartu linn', ehak: '8151', postcodes: [50050, 51014], weight: 12,
    streets: ['Turu tn', 'Riia tn', 'Ülikooli tn', 'Raatuse tn', 'Sõbra tn', 'Jõe tn', 'Küütri tn'] },
  { county: 'Pärnu maakond', municipality: 'Pärnu linn', settlement: 'Pärnu linn', ehak: '6183', postcodes: [80010, 80050], weight: 6,
    streets: ['Rüütli tn', 'Riia mnt', 'Tallinna mnt', 'Papiniidu tn'] },
  { county: 'Ida-Viru maakond', municipality: 'Narva linn', settlement: 'Narva linn', ehak: '5511', postcodes: [20101, 21020], weight: 5,
    streets: ['Tallinna mnt', 'Puškini tn', 'Kreenholmi tn', 'Joala tn'] },
  { county: 'Lääne-Viru maakond', municipality: 'Rakvere linn', settlement: 'Rakvere linn', ehak: '6663', postcodes: [44306, 44317], weight: 3,
    streets: ['Pikk tn', 'Tallinna tn', 'Laada tn'] },
  { county: 'Viljandi maakond', municipality: 'Viljandi linn', settlement: 'Viljandi linn', ehak: '8919', postcodes: [71003, 71020], weight: 3,
    streets: ['Tallinna tn', 'Tartu tn', 'Lossi tn'] },
  { county: 'Saare maakond', municipality: 'Saaremaa vald', settlement: 'Kuressaare linn', ehak: '3493', postcodes: [93811, 93822], weight: 2,
    streets: ['Tallinna tn', 'Lossi tn', 'Raekoja tn'] },
];
