// The Finnish and Swedish names of Finland's bilingual towns and municipalities whose two names
// differ (Helsinki, Helsingfors). YTJ names a post office in both languages and an address is
// written in the language of its street (HELSINKI for Mannerheimintie, HELSINGFORS for
// Mechelingatan), while a Swedish-speaking customer types the town by its Swedish name whatever the
// register wrote, and a Finnish-speaking one by its Finnish name.
import { foldText } from './fold.ts';

/** [Finnish, Swedish]. A Swedish name written with `S:t` (S:t Michel, S:t Karins) is left out: it is no one word. */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['Helsinki', 'Helsingfors'], ['Espoo', 'Esbo'], ['Vantaa', 'Vanda'], ['Kauniainen', 'Grankulla'],
  ['Turku', 'Åbo'], ['Tampere', 'Tammerfors'], ['Oulu', 'Uleåborg'], ['Lahti', 'Lahtis'], ['Vaasa', 'Vasa'],
  ['Porvoo', 'Borgå'], ['Kokkola', 'Karleby'], ['Pietarsaari', 'Jakobstad'], ['Kristiinankaupunki', 'Kristinestad'],
  ['Raasepori', 'Raseborg'], ['Tammisaari', 'Ekenäs'], ['Karjaa', 'Karis'], ['Loviisa', 'Lovisa'],
  ['Kirkkonummi', 'Kyrkslätt'], ['Sipoo', 'Sibbo'], ['Kerava', 'Kervo'], ['Järvenpää', 'Träskända'],
  ['Tuusula', 'Tusby'], ['Hanko', 'Hangö'], ['Uusikaarlepyy', 'Nykarleby'], ['Pori', 'Björneborg'],
  ['Hämeenlinna', 'Tavastehus'], ['Lappeenranta', 'Villmanstrand'], ['Savonlinna', 'Nyslott'], ['Kajaani', 'Kajana'],
  ['Tornio', 'Torneå'], ['Raahe', 'Brahestad'], ['Uusikaupunki', 'Nystad'], ['Naantali', 'Nådendal'],
  ['Parainen', 'Pargas'], ['Lohja', 'Lojo'], ['Hyvinkää', 'Hyvinge'], ['Kaskinen', 'Kaskö'], ['Närpiö', 'Närpes'],
  ['Mustasaari', 'Korsholm'], ['Maalahti', 'Malax'], ['Luoto', 'Larsmo'], ['Kemiönsaari', 'Kimitoön'],
  ['Inkoo', 'Ingå'], ['Siuntio', 'Sjundeå'], ['Maarianhamina', 'Mariehamn'], ['Rauma', 'Raumo'],
  ['Hamina', 'Fredrikshamn'], ['Iisalmi', 'Idensalmi'], ['Raisio', 'Reso'], ['Lieto', 'Lundo'],
];

const OTHER = new Map<string, string>();
for (const [fi, sv] of PAIRS) {
  OTHER.set(foldText(fi), foldText(sv));
  OTHER.set(foldText(sv), foldText(fi));
}

/** The town's name in the other language, folded (`helsingfors` → `helsinki`, `abo` → `turku`), or null for any other word. */
export function finnishTownOtherName(foldedWord: string): string | null {
  return OTHER.get(foldedWord) ?? null;
}
