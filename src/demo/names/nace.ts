// A small activity classifier shared by the four countries: NACE Rev. 2 classes with the
// national 5-digit codes built on them (EMTAK 2008 in Estonia, TOL 2008 in Finland) and the
// descriptions each register publishes. `rev21` is the NACE Rev. 2.1 code where it differs
// (VID writes Rev. 2.1 from tax year 2024 on).

export interface NaceClass {
  code: string;
  rev21: string;
  section: string;
  en: string;
  /**
   * The wording of the Rev. 2.1 class (`rev21`): the demo's NACE.csv, CSP's Rev. 2.1 export, alone gives it. Where
   * Rev. 2.1 narrowed the class (96.21 is hairdressing alone, 56.11 restaurants alone, 46.71 the wholesale of motor
   * vehicles), it says what the Rev. 2.1 class covers, not the Rev. 2 class's wording; the other fields stay Rev. 2's.
   */
  lv: string;
  et: string;
  fi: string;
  sv: string;
  /** Legal forms that plausibly carry it: `commercial`, `association` or both. */
  kind: 'commercial' | 'association';
}

const row = (code: string, section: string, en: string, lv: string, et: string, fi: string, sv: string, rev21 = code, kind: NaceClass['kind'] = 'commercial'): NaceClass =>
  ({ code, rev21, section, en, lv, et, fi, sv, kind });

export const NACE_CLASSES: readonly NaceClass[] = [
  row('01.11', 'A', 'Growing of cereals (except rice), leguminous crops and oil seeds', 'Graudaugu (izņemot rīsu), pākšaugu un eļļas augu sēklu audzēšana', 'Teravilja (v.a riis), kaunvilja ja õliseemnete kasvatus', 'Viljan (pl. riisi), palkokasvien ja öljysiemenkasvien viljely', 'Odling av spannmål (utom ris), baljväxter och oljeväxter'),
  row('10.71', 'C', 'Manufacture of bread; fresh pastry goods and cakes', 'Maizes ražošana; svaigu konditorejas izstrādājumu un kūku ražošana', 'Leiva tootmine; värskete kondiitritoodete ja koogitoodete tootmine', 'Leipomotuotteiden valmistus', 'Tillverkning av mjukt matbröd och färska bakverk'),
  // Rev. 2.1 split 16.10 into 16.11 (sawmilling and planing) and 16.12 (processing and finishing).
  row('16.10', 'C', 'Sawmilling and planing of wood', 'Zāģēšana, ēvelēšana', 'Puidu saagimine ja hööveldamine', 'Puun sahaus, höylääminen ja kyllästys', 'Sågning, hyvling och impregnering av trä', '16.11'),
  row('25.11', 'C', 'Manufacture of metal structures and parts of structures', 'Metāla konstrukciju un to sastāvdaļu ražošana', 'Ehitusmetalltoodete ja nende osade tootmine', 'Metallirakenteiden ja niiden osien valmistus', 'Tillverkning av metallstommar och delar därav'),
  // Rev. 2.1 merged division 31's classes into 31.00, whose Latvian wording NACE.csv gives.
  row('31.01', 'C', 'Manufacture of office and shop furniture', 'Mēbeļu ražošana', 'Kontori- ja kauplusemööbli tootmine', 'Konttori- ja myymäläkalusteiden valmistus', 'Tillverkning av kontors- och butiksmöbler', '31.00'),
  row('35.11', 'D', 'Production of electricity', 'Elektroenerģijas ražošana no neatjaunojamiem energoresursiem', 'Elektrienergia tootmine', 'Sähkön tuotanto', 'Elproduktion'),
  row('41.20', 'F', 'Construction of residential and non-residential buildings', 'Dzīvojamo un nedzīvojamo ēku būvniecība', 'Elamute ja mitteeluhoonete ehitus', 'Asuin- ja muiden rakennusten rakentaminen', 'Byggande av bostadshus och andra byggnader', '41.00'),
  row('43.21', 'F', 'Electrical installation', 'Elektroinstalācija', 'Elektriinstallatsioon', 'Sähköasennus', 'Elinstallationer'),
  row('43.22', 'F', 'Plumbing, heat and air-conditioning installation', 'Ūdensapgādes, kanalizācijas, apkures un gaisa kondicionēšanas sistēmu montāža', 'Torulukksepatööd, kütte- ja kliimaseadmete paigaldus', 'Lämpö-, vesijohto- ja ilmastointiasennus', 'VVS-arbeten'),
  row('43.34', 'F', 'Painting and glazing', 'Krāsošana un stiklošana', 'Värvimis- ja klaasimistööd', 'Maalaus ja lasitus', 'Måleri- och glasmästeriarbeten'),
  row('45.11', 'G', 'Sale of cars and light motor vehicles', 'Automobiļu vairumtirdzniecība', 'Autode ja väikeste mootorsõidukite müük', 'Henkilöautojen ja kevyiden moottoriajoneuvojen kauppa', 'Handel med personbilar och lätta motorfordon', '46.71'),
  row('45.20', 'G', 'Maintenance and repair of motor vehicles', 'Automobiļu apkope un remonts', 'Mootorsõidukite hooldus ja remont', 'Moottoriajoneuvojen huolto ja korjaus', 'Underhåll och reparation av motorfordon', '95.31'),
  row('46.90', 'G', 'Non-specialised wholesale trade', 'Nespecializētā vairumtirdzniecība', 'Spetsialiseerimata hulgikaubandus', 'Erikoistumaton tukkukauppa', 'Icke specialiserad partihandel'),
  row('47.11', 'G', 'Retail sale in non-specialised stores with food, beverages or tobacco predominating', 'Nespecializētā mazumtirdzniecība, kur pārsvarā ir pārtika, dzērieni vai tabaka', 'Jaemüük spetsialiseerimata kauplustes, kus on ülekaalus toiduained, joogid ja tubakatooted', 'Elintarvikkeiden, juomien ja tupakan erikoistumaton vähittäiskauppa', 'Detaljhandel med brett sortiment, mest livsmedel, drycker och tobak'),
  row('49.41', 'H', 'Freight transport by road', 'Kravu pārvadājumi pa autoceļiem', 'Maanteekaubavedu', 'Tieliikenteen tavarankuljetus', 'Vägtransport, godstrafik'),
  row('52.29', 'H', 'Other transportation support activities', 'Citas transporta palīgdarbības', 'Muud veondust abistavad tegevusalad', 'Muu liikennettä palveleva toiminta', 'Övriga stödtjänster till transport', '52.26'),
  row('55.10', 'I', 'Hotels and similar accommodation', 'Viesnīcu un līdzīgu izmitināšanas vietu darbība', 'Hotellid ja muud majutusasutused', 'Hotellit', 'Hotellverksamhet'),
  row('56.10', 'I', 'Restaurants and mobile food service activities', 'Restorānu darbība', 'Restoranid ja mobiilsed toitlustuskohad', 'Ravintolat ja vastaava ravitsemistoiminta', 'Restaurangverksamhet', '56.11'),
  row('62.01', 'J', 'Computer programming activities', 'Datorprogrammēšana', 'Programmeerimine', 'Ohjelmistojen suunnittelu ja valmistus', 'Dataprogrammering', '62.10'),
  row('62.02', 'J', 'Computer consultancy activities', 'Konsultēšana datoru jomā un datoru iekārtu darbības pārvaldīšana', 'Arvutialane konsultatsioonitegevus', 'Atk-laitteisto- ja ohjelmistokonsultointi', 'Datakonsultverksamhet', '62.20'),
  row('64.20', 'K', 'Activities of holding companies', 'Pārvaldītājsabiedrību darbība', 'Valdusfirmade tegevus', 'Holdingyhtiöiden toiminta', 'Holdingverksamhet', '64.21'),
  row('68.20', 'L', 'Renting and operating of own or leased real estate', 'Sava vai nomāta nekustamā īpašuma izīrēšana un pārvaldīšana', 'Enda või renditud kinnisvara üürileandmine ja käitus', 'Omien tai leasattujen kiinteistöjen vuokraus ja hallinta', 'Uthyrning och förvaltning av egna eller arrenderade fastigheter'),
  row('68.31', 'L', 'Real estate agencies', 'Starpniecības pakalpojumi darījumos ar nekustamo īpašumu', 'Kinnisvarabüroode tegevus', 'Kiinteistönvälitys', 'Fastighetsförmedling'),
  row('69.20', 'M', 'Accounting, bookkeeping and auditing activities; tax consultancy', 'Grāmatvedības, uzskaites un audita pakalpojumi; konsultēšana nodokļu jautājumos', 'Arvestusala tegevus, raamatupidamine ja auditeerimine; maksualane nõustamine', 'Laskentatoimi, kirjanpito ja tilintarkastus; veroneuvonta', 'Redovisning och revision; skatterådgivning'),
  row('70.22', 'M', 'Business and other management consultancy activities', 'Konsultēšana komercdarbībā un vadībzinībās', 'Muu äri- ja juhtimisalane nõustamine', 'Muu liikkeenjohdon konsultointi', 'Konsultverksamhet avseende företags organisation', '70.20'),
  row('71.12', 'M', 'Engineering activities and related technical consultancy', 'Inženiertehniskie pakalpojumi un ar tiem saistītas tehniskās konsultācijas', 'Inseneritegevused ja nendega seotud tehniline nõustamine', 'Insinööripalvelut ja niihin liittyvä tekninen konsultointi', 'Teknisk konsultverksamhet'),
  row('73.11', 'M', 'Advertising agencies', 'Reklāmas aģentūru darbība', 'Reklaamiagentuuride tegevus', 'Mainostoimistot', 'Reklambyråer'),
  row('81.21', 'N', 'General cleaning of buildings', 'Ēku vispārēja tīrīšana', 'Hoonete üldpuhastus', 'Kiinteistöjen siivous', 'Lokalvård'),
  row('86.23', 'Q', 'Dental practice activities', 'Zobārstu prakse', 'Hambaravi', 'Hammaslääkäripalvelut', 'Tandläkarverksamhet'),
  row('96.02', 'S', 'Hairdressing and other beauty treatment', 'Frizieru un bārddziņu pakalpojumi', 'Juuksuritöö ja muu iluravi', 'Kampaamo- ja kauneudenhoitopalvelut', 'Hårvård och annan skönhetsvård', '96.21'),
  row('85.59', 'P', 'Other education n.e.c.', 'Citur neklasificēta izglītība', 'Mujal liigitamata koolitus', 'Muualla luokittelematon koulutus', 'Övrig utbildning', '85.59', 'association'),
  row('93.12', 'R', 'Activities of sport clubs', 'Sporta klubu darbība', 'Spordiklubide tegevus', 'Urheiluseurojen toiminta', 'Idrottsklubbars verksamhet', '93.12', 'association'),
  row('94.99', 'S', 'Activities of other membership organisations n.e.c.', 'Citur neklasificētu organizāciju darbība', 'Mujal liigitamata organisatsioonide tegevus', 'Muualla luokittelemattomien järjestöjen toiminta', 'Övriga intresseorganisationer', '94.99', 'association'),
];

/**
 * Classes only notable records carry (an orchard, beekeepers, a bridge builder, a grain, a fuel, a building materials and
 * a scrap wholesaler, a ship repairer), never drawn for a random company: adding them to the drawn list would move every draw.
 */
export const NOTABLE_NACE_CLASSES: readonly NaceClass[] = [
  row('01.24', 'A', 'Growing of pome fruits and stone fruits', 'Sēkleņu un kauleņu audzēšana', 'Seemne- ja luuviljaliste kasvatamine', 'Omenoiden, päärynöiden ja kivihedelmien viljely', 'Odling av kärnfrukter och stenfrukter'),
  // Rev. 2.1 numbers the raising of other animals (beekeeping among them) 01.48.
  row('01.49', 'A', 'Raising of other animals', 'Citu dzīvnieku audzēšana', 'Muude loomade kasvatamine', 'Muiden eläinten kasvatus', 'Uppfödning av andra djur', '01.48'),
  row('42.13', 'F', 'Construction of bridges and tunnels', 'Tiltu un tuneļu būvniecība', 'Sildade ja tunnelite ehitus', 'Siltojen ja tunneleiden rakentaminen', 'Byggande av broar och tunnlar'),
  row('46.21', 'G', 'Wholesale of grain, unmanufactured tobacco, seeds and animal feeds', 'Graudu, neapstrādātas tabakas, sēklu un lopbarības vairumtirdzniecība', 'Teravilja, töötlemata tubaka, seemnete ja loomasööda hulgimüük', 'Viljan, raakatupakan, siementen ja eläinrehujen tukkukauppa', 'Partihandel med spannmål, råtobak, utsäde och djurfoder'),
  row('33.15', 'C', 'Repair and maintenance of ships and boats', 'Civilo kuģu un laivu remonts un apkope', 'Laevade ja paatide remont ja hooldus', 'Laivojen ja veneiden korjaus ja huolto', 'Reparation och underhåll av fartyg och båtar'),
  // Rev. 2.1 moved the fuel, the building materials and the scrap wholesale to 46.81, 46.83 and 46.87
  // (its 46.71 is the wholesale of motor vehicles).
  row('46.71', 'G', 'Wholesale of solid, liquid and gaseous fuels and related products', 'Cietā, šķidrā un gāzveida kurināmā un līdzīgu produktu vairumtirdzniecība', 'Tahkete, vedelate ja gaasiliste kütuste ning nendega seotud toodete hulgimüük', 'Kiinteiden, nestemäisten ja kaasumaisten polttoaineiden yms. tukkukauppa', 'Partihandel med fasta, flytande och gasformiga bränslen', '46.81'),
  row('46.73', 'G', 'Wholesale of wood, construction materials and sanitary equipment', 'Kokmateriālu, būvmateriālu un sanitārtehnisko iekārtu vairumtirdzniecība', 'Puidu, ehitusmaterjalide ja sanitaarseadmete hulgimüük', 'Puun, rakennusmateriaalien ja saniteettilaitteiden tukkukauppa', 'Partihandel med virke, andra byggmaterial och sanitetsgods', '46.83'),
  row('46.77', 'G', 'Wholesale of waste and scrap', 'Atkritumu un metāllūžņu vairumtirdzniecība', 'Jäätmete ja jääkide hulgimüük', 'Jätteen ja romun tukkukauppa', 'Partihandel med avfallsprodukter och skrot', '46.87'),
];

/** Every class the demo's companies may carry: what its NACE.csv describes. */
export const ALL_NACE_CLASSES: readonly NaceClass[] = [...NACE_CLASSES, ...NOTABLE_NACE_CLASSES];

/** The class of a NACE Rev. 2 code; a code the demo does not hold is an error, not a random class. */
export function naceClass(code: string): NaceClass {
  const found = ALL_NACE_CLASSES.find((n) => n.code === code);
  if (!found) throw new Error(`the demo's activity classes hold no ${code}`);
  return found;
}

/** EMTAK 2008 extends the NACE class with a fifth digit. */
export function emtakCode(nace: NaceClass): string {
  return nace.code.replace('.', '') + '1';
}

/** TOL 2008 is NACE Rev. 2 with a fifth digit, mostly 0. */
export function tolCode(nace: NaceClass): string {
  return nace.code.replace('.', '') + '0';
}

/** The Lithuanian wording (EVRK 2, as Sodra writes `ecoActName`). */
export const LT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '01.11': 'Javų (išskyrus ryžius), ankštinių ir aliejingųjų sėklų auginimas',
  '10.71': 'Duonos gamyba; šviežių konditerijos gaminių ir pyragaičių gamyba',
  '16.10': 'Medienos pjaustymas ir obliavimas',
  '25.11': 'Metalo konstrukcijų ir jų dalių gamyba',
  '31.01': 'Biuro ir parduotuvių baldų gamyba',
  '35.11': 'Elektros gamyba',
  '41.20': 'Gyvenamųjų ir negyvenamųjų pastatų statyba',
  '43.21': 'Elektros sistemų įrengimas',
  '43.22': 'Vandentiekio, šildymo ir oro kondicionavimo sistemų įrengimas',
  '43.34': 'Dažymas ir stiklinimas',
  '45.11': 'Automobilių ir lengvųjų motorinių transporto priemonių prekyba',
  '45.20': 'Variklinių transporto priemonių techninė priežiūra ir remontas',
  '46.90': 'Nespecializuota didmeninė prekyba',
  '47.11': 'Mažmeninė prekyba nespecializuotose parduotuvėse, kuriose vyrauja maistas, gėrimai ir tabakas',
  '49.41': 'Krovinių vežimas keliais',
  '52.29': 'Kita transportui būdingų paslaugų veikla',
  '55.10': 'Viešbučių ir panašių laikinų buveinių veikla',
  '56.10': 'Restoranų ir pagaminto valgio teikimo veikla',
  '62.01': 'Kompiuterių programavimo veikla',
  '62.02': 'Konsultacinė veikla kompiuterių technologijos srityje',
  '64.20': 'Holdingų veikla',
  '68.20': 'Nuosavo arba nuomojamo nekilnojamojo turto nuoma ir eksploatavimas',
  '68.31': 'Nekilnojamojo turto agentūrų veikla',
  '69.20': 'Apskaitos, buhalterijos ir audito veikla; konsultacijos mokesčių klausimais',
  '70.22': 'Konsultacinė verslo ir kito valdymo veikla',
  '71.12': 'Inžinerinė veikla ir su ja susijusios techninės konsultacijos',
  '73.11': 'Reklamos agentūrų veikla',
  '81.21': 'Bendrasis pastatų valymas',
  '86.23': 'Odontologinės praktikos veikla',
  '96.02': 'Kirpyklų ir kitų grožio salonų veikla',
  '85.59': 'Kitas, niekur kitur nepriskirtas, švietimas',
  '93.12': 'Sporto klubų veikla',
  '94.99': 'Kitų, niekur kitur nepriskirtų, narystės organizacijų veikla',
  '01.24': 'Sėklavaisių ir kaulavaisių auginimas',
  '01.49': 'Kitų gyvūnų auginimas',
  '42.13': 'Tiltų ir tunelių statyba',
  '46.21': 'Grūdų, neperdirbto tabako, sėklų ir pašarų gyvuliams didmeninė prekyba',
  '46.73': 'Medienos, statybinių medžiagų ir sanitarinių įrenginių didmeninė prekyba',
  '33.15': 'Laivų ir valčių remontas ir techninė priežiūra',
  '46.71': 'Kietojo, skystojo ir dujinio kuro bei panašių produktų didmeninė prekyba',
  '46.77': 'Atliekų ir laužo didmeninė prekyba',
};
