// Lithuanian words and places for the demo dataset. JAR writes the legal form before the quoted
// name (`UAB "Baltijos prekyba"`, or spelled out), with only the first word capitalised.
// Lithuania publishes no person names, so there are no person lists here.

export const LT_PLACE_WORDS = [
  'Vilniaus', 'Kauno', 'Klaipėdos', 'Šiaulių', 'Panevėžio', 'Alytaus', 'Marijampolės', 'Utenos',
  'Baltijos', 'Lietuvos', 'Žemaitijos', 'Aukštaitijos', 'Dzūkijos', 'Nemuno', 'Neries', 'Kęstučio',
  'Čiurlionio', 'Ąžuolyno', 'Šventosios', 'Trakų',
];

export const LT_BUSINESS_WORDS = [
  'prekyba', 'statyba', 'transportas', 'logistika', 'mediena', 'baldai', 'paslaugos', 'investicijos',
  'projektai', 'sprendimai', 'technika', 'energija', 'konsultacijos', 'maistas', 'duona', 'pienas',
  'žuvis', 'metalas', 'stiklas', 'langai', 'stogai', 'kelias', 'šiltnamiai', 'ūkis', 'rūbai', 'vaistinė',
  'grožis', 'sveikata', 'įranga', 'gęstuvai', 'mėsinė', 'spaustuvė', 'remontas', 'nekilnojamasis turtas',
];

export const LT_PUBLIC_WORDS = [
  'sporto klubas', 'kultūros centras', 'jaunimo centras', 'sveikatos centras', 'mokymo centras',
  'bendruomenės namai', 'menų studija', 'gyvūnų globa', 'socialinių paslaugų centras',
];

export interface LtCity {
  city: string;
  /** First digit(s) of the city's postcodes (`LT-0xxxx` Vilnius). */
  postcodes: readonly [number, number];
  streets: readonly string[];
  weight: number;
}

export const LT_CITIES: readonly LtCity[] = [
  { city: 'Vilnius', postcodes: [1100, 14400], weight: 40,
    streets: ['Gedimino pr.', 'Konstitucijos pr.', 'Savanorių pr.', 'Žalgirio g.', 'Ukmergės g.', 'Vilniaus g.',
      'Kalvarijų g.', 'Šeimyniškių g.', 'Jogailos g.', 'Antakalnio g.', 'Žirmūnų g.', 'S. Stanevičiaus g.', 'Verkių g.'] },
  { city: 'Kaunas', postcodes: [44100, 52500], weight: 22,
    streets: ['Laisvės al.', 'Savanorių pr.', 'Taikos pr.', 'Pramonės pr.', 'K. Donelaičio g.', 'Vytauto pr.', 'Jonavos g.'] },
  { city: 'Klaipėda', postcodes: [91100, 95400], weight: 12,
    streets: ['Taikos pr.', 'Minijos g.', 'Herkaus Manto g.', 'Šilutės pl.', 'Baltijos pr.'] },
  { city: 'Šiauliai', postcodes: [76100, 78400], weight: 8, streets: ['Vilniaus g.', 'Tilžės g.', 'Draugystės pr.', 'Pramonės g.'] },
  { city: 'Panevėžys', postcodes: [35100, 37400], weight: 7, streets: ['Respublikos g.', 'Klaipėdos g.', 'Smėlynės g.', 'Ramygalos g.'] },
  { city: 'Alytus', postcodes: [62100, 63400], weight: 4, streets: ['Naujoji g.', 'Pulko g.', 'Santaikos g.'] },
  { city: 'Marijampolė', postcodes: [68100, 69400], weight: 3, streets: ['Kauno g.', 'Vytauto g.', 'Gedimino g.'] },
];
