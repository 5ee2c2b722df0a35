// Latvian words, names and places for the demo dataset. Genitive place names and a few
// international words ("Baltic", "Nord", "Trans") recur across many company names on purpose:
// that is what makes search ranking and sanctions near-misses realistic.

export const LV_PLACE_WORDS = [
  'Rīgas', 'Daugavas', 'Kurzemes', 'Vidzemes', 'Latgales', 'Zemgales', 'Jūrmalas', 'Liepājas',
  'Ventspils', 'Jelgavas', 'Cēsu', 'Siguldas', 'Ogres', 'Valmieras', 'Gaujas', 'Ķekavas', 'Mārupes',
  'Ādažu', 'Baltijas', 'Latvijas', 'Ziemeļu', 'Rietumu', 'Austrumu', 'Dienvidu', 'Pārdaugavas',
];

export const LV_BUSINESS_WORDS = [
  'Koks', 'Būve', 'Serviss', 'Nams', 'Projekts', 'Transports', 'Loģistika', 'Tirdzniecība', 'Mežs',
  'Enerģija', 'Tehnika', 'Celtnieks', 'Ceļš', 'Avots', 'Dārzs', 'Zeme', 'Auto', 'Mēbeles', 'Logi',
  'Jumti', 'Krāsas', 'Metāls', 'Stikls', 'Maiznīca', 'Zivis', 'Piens', 'Kafija', 'Ēdināšana',
  'Grāmatvedība', 'Konsultācijas', 'Čiekurs', 'Žalūzijas', 'Kļava', 'Tehniķis', 'Aptieka', 'Nekustamie Īpašumi',
  'Apdare', 'Santehnika', 'Elektro', 'Dzīvokļi', 'Sētas', 'Malka', 'Granulas', 'Kalve', 'Darbnīca',
];

export const SHARED_WORDS = [
  'Baltic', 'Nord', 'Trans', 'Invest', 'Group', 'Logistics', 'Trade', 'Consulting', 'Solutions', 'Tech',
  'Energy', 'Capital', 'Holding', 'Partners', 'Estate', 'Media', 'Systems', 'Euro', 'Prime', 'Smart',
  'Green', 'Digital', 'Global', 'Star', 'Pro', 'Alfa', 'Delta', 'Vega', 'Nova', 'Lux', 'Eko', 'Agro', 'Med',
];

export const LV_ASSOCIATION_WORDS = [
  'Sporta Klubs', 'Kultūras Biedrība', 'Mednieku Klubs', 'Makšķernieku Biedrība', 'Pensionāru Biedrība',
  'Jauniešu Centrs', 'Vecāku Padome', 'Deju Kolektīvs', 'Attīstības Fonds', 'Kopiena', 'Motoklubs',
  'Dzīvnieku Draugi', 'Ugunsdzēsēju Biedrība', 'Mūzikas Skola', 'Šaha Klubs', 'Kora Draugi',
];

/** [male, female] pairs: Latvian surnames change ending with gender. */
export const LV_SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ['Bērziņš', 'Bērziņa'], ['Kalniņš', 'Kalniņa'], ['Ozols', 'Ozola'], ['Liepiņš', 'Liepiņa'],
  ['Krūmiņš', 'Krūmiņa'], ['Balodis', 'Balode'], ['Zariņš', 'Zariņa'], ['Pētersons', 'Pētersone'],
  ['Vītols', 'Vītola'], ['Kļaviņš', 'Kļaviņa'], ['Ozoliņš', 'Ozoliņa'], ['Jansons', 'Jansone'],
  ['Lācis', 'Lāce'], ['Šmits', 'Šmite'], ['Ķēniņš', 'Ķēniņa'], ['Grīnbergs', 'Grīnberga'],
  ['Āboliņš', 'Āboliņa'], ['Eglītis', 'Eglīte'], ['Sproģis', 'Sproģe'], ['Dūmiņš', 'Dūmiņa'],
  ['Žagars', 'Žagare'], ['Leimanis', 'Leimane'], ['Kārkliņš', 'Kārkliņa'], ['Vilks', 'Vilka'],
  ['Siliņš', 'Siliņa'], ['Lapiņš', 'Lapiņa'], ['Bite', 'Bite'], ['Strazdiņš', 'Strazdiņa'],
  ['Freimanis', 'Freimane'], ['Celmiņš', 'Celmiņa'], ['Priedītis', 'Priedīte'], ['Cīrulis', 'Cīrule'],
];
export const LV_MALE_FIRST = [
  'Jānis', 'Andris', 'Māris', 'Edgars', 'Kārlis', 'Pēteris', 'Juris', 'Guntis', 'Aivars', 'Raimonds',
  'Artūrs', 'Mārtiņš', 'Krišjānis', 'Ģirts', 'Uldis', 'Valdis', 'Normunds', 'Oskars', 'Rihards', 'Ēriks',
];
export const LV_FEMALE_FIRST = [
  'Anna', 'Ilze', 'Inese', 'Līga', 'Dace', 'Kristīne', 'Laura', 'Sanita', 'Ieva', 'Zane', 'Baiba',
  'Gunta', 'Agnese', 'Māra', 'Daiga', 'Elīna', 'Evija', 'Ingūna', 'Ņina', 'Sarmīte',
];

export interface LvCity {
  city: string;
  /** ATVK code of the city, text with leading zeros. */
  atvk: string;
  /** Postal codes of the city, digits only (UR `index`): the address adds `LV-`. */
  postcodes: readonly [number, number];
  streets: readonly string[];
  weight: number;
}

export const LV_CITIES: readonly LvCity[] = [
  {
    city: 'Rīga', atvk: '0010000', postcodes: [1001, 1084], weight: 55,
    streets: ['Brīvības iela', 'Krišjāņa Valdemāra iela', 'Elizabetes iela', 'Tērbatas iela', 'Dzirnavu iela',
      'Gertrūdes iela', 'Maskavas iela', 'Lāčplēša iela', 'Ganību dambis', 'Krasta iela', 'Mūkusalas iela',
      'Ūdeļu iela', 'Čiekurkalna 1. līnija', 'Biķernieku iela', 'Kr. Barona iela', 'Ieriķu iela', 'Latgales iela',
      'Vienības gatve', 'Kalnciema iela', 'Jūrkalnes iela', 'Stacijas laukums', 'Skanstes iela'],
  },
  { city: 'Daugavpils', atvk: '0050000', postcodes: [5401, 5422], weight: 8, streets: ['Rīgas iela', 'Cietokšņa iela', 'Aroniju iela', 'Vienības iela', 'Saules iela', 'Ģimnāzijas iela'] },
  { city: 'Liepāja', atvk: '0170000', postcodes: [3401, 3414], weight: 7, streets: ['Graudu iela', 'Lielā iela', 'Kuršu iela', 'Ziemeļu iela', 'Jūrmalas iela'] },
  { city: 'Jelgava', atvk: '0090000', postcodes: [3001, 3008], weight: 6, streets: ['Lielā iela', 'Katoļu iela', 'Pasta iela', 'Zemgales prospekts'] },
  { city: 'Jūrmala', atvk: '0130000', postcodes: [2008, 2015], weight: 5, streets: ['Jomas iela', 'Dubultu prospekts', 'Kauguru iela', 'Skolas iela'] },
  { city: 'Ventspils', atvk: '0270000', postcodes: [3601, 3604], weight: 4, streets: ['Kuldīgas iela', 'Ostas iela', 'Talsu iela'] },
  { city: 'Rēzekne', atvk: '0210000', postcodes: [4601, 4604], weight: 4, streets: ['Atbrīvošanas aleja', 'Latgales iela', 'Dārzu iela'] },
  { city: 'Valmiera', atvk: '0250000', postcodes: [4201, 4202], weight: 4, streets: ['Rīgas iela', 'Cēsu iela', 'Beātes iela'] },
  { city: 'Jēkabpils', atvk: '0110000', postcodes: [5201, 5202], weight: 3, streets: ['Brīvības iela', 'Rīgas iela', 'Pasta iela'] },
];
