// The one-line address of a YTJ company: the street (visiting) address, type 1, when there is
// one, else the postal address, type 2. "Mechelininkatu 18 B 52, 00100 HELSINKI": street,
// building number, entrance, apartment (with its letter suffix; after "as", "bst" in Swedish, when
// there is no staircase letter), then postcode and the name of
// the post office in the address's language: YTJ names each post office in Finnish and in
// Swedish (HELSINKI, HELSINGFORS), and a street the company gave in Swedish (Mechelingatan,
// Torggatan, Strandvägen), or one in a municipality whose only official language is Swedish
// (Åland, Närpes, Korsnäs, Larsmo), is written with the Swedish name, as its post is addressed
// ("Torggatan 10, 22100 MARIEHAMN", not MAARIANHAMINA); any other with the Finnish one. A c/o line comes
// first, as a Finnish address writes it ("c/o Anttoni Patana, Mechelininkatu 18 B 52, 00100
// HELSINKI"): mail to a company registered in someone else's care reaches it only through them,
// and a check reads from it that the company has no premises of its own at that address.
import { arr, code, date, LANG, text, type Json } from './ytj-values.ts';
import { collapsedOrNull } from '../../domain/white-space.ts';

/** A field of the address on one line: YTJ's free text may hold a line break or a tab. */
const addressText = (v: unknown): string | null => collapsedOrNull(text(v));

export interface FiAddress {
  line: string | null;
  street: string | null;
  city: string | null;
  postcode: string | null;
  /** Statistics Finland municipality code of the post office, e.g. `091` Helsinki. */
  regionCode: string | null;
  /** The country YTJ places an address abroad in, its code in capitals (SE); null for one in Finland. */
  country: string | null;
}

const EMPTY: FiAddress = { line: null, street: null, city: null, postcode: null, regionCode: null, country: null };

// The words a Finnish address writes before a flat's number with no staircase letter, and before
// a PO box: `Kotikatu 5 as 10`, `PL 226` in Finnish; `Strandvägen 5 bst 10`, `PB 52` in Swedish.
const WORDS = { fi: { flat: 'as', box: 'PL' }, sv: { flat: 'bst', box: 'PB' } } as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/**
 * The flat: after the staircase letter as it stands (`18 B 52`); without one, after `as` (`bst`),
 * since `Kotikatu 5 10` reads as two house numbers, or as house 510 to a form that drops spaces.
 */
function flatPart(a: Json, words: Words): string | null {
  const flat = [addressText(a.apartmentNumber), addressText(a.apartmentIdSuffix)].filter((x) => x !== null).join('');
  if (flat === '') return null;
  if (addressText(a.entrance) !== null || !/^\d/.test(flat)) return flat;
  return `${words.flat} ${flat}`;
}

/** The box number after PL (PB), unless the register wrote the word itself (`PL 226`, `PB 52`, `Postilokero 9`). */
function boxPart(box: string, words: Words): string {
  return /^\d/.test(box) ? `${words.box} ${box}` : box;
}

function streetPart(a: Json, words: Words): string | null {
  const street = addressText(a.street);
  if (street !== null) {
    return [street, addressText(a.buildingNumber), addressText(a.entrance), flatPart(a, words)]
      .filter((x): x is string => x !== null).join(' ');
  }
  const box = addressText(a.postOfficeBox);
  if (box !== null) return boxPart(box, words);
  return addressText(a.freeAddressLine);
}

/** The c/o line as an envelope writes it: `c/o` first, added where the register left it out. */
function careOf(a: Json): string | null {
  const co = addressText(a.co);
  if (co === null) return null;
  return /^c\/o\b/i.test(co) ? co : `c/o ${co}`;
}

// Statistics Finland codes of the municipalities whose only official language is Swedish: the
// sixteen of Åland and, on the mainland, Korsnäs, Larsmo (Luoto) and Närpes (Närpiö).
const SWEDISH_MUNICIPALITIES = new Set([
  '035', '043', '060', '062', '065', '076', '170', '295', '318', '417', '438', '478', '736', '766', '771', '941',
  '280', '440', '545',
]);
// The last word of a Swedish street name (Finnish ones end in katu, tie, kuja, tori, polku …).
const SWEDISH_STREET = /(?:gatan|gata|vägen|väg|gränd|gränden|stigen|stig|torget|torg|allén|backen|kajen|leden|esplanaden|stranden|slingan)$/iu;

function inSwedish(a: Json, offices: Json[]): boolean {
  const street = addressText(a.street);
  if (street !== null && SWEDISH_STREET.test(street)) return true;
  return offices.some((p) => SWEDISH_MUNICIPALITIES.has((code(p.municipalityCode) ?? '').padStart(3, '0')));
}

function postOffice(a: Json, swedish: boolean): { city: string | null; municipality: string | null } {
  const offices = arr(a.postOffices);
  const language = swedish ? LANG.sv : LANG.fi;
  const pick = offices.find((p) => code(p.languageCode) === language && addressText(p.city) !== null)
    ?? offices.find((p) => addressText(p.city) !== null);
  return { city: pick ? addressText(pick.city) : null, municipality: pick ? code(pick.municipalityCode) : null };
}

function usable(a: Json): boolean {
  return streetPart(a, WORDS.fi) !== null || addressText(a.postCode) !== null;
}

function newest(list: Json[]): Json | undefined {
  return [...list].sort((x, y) => (date(y.registrationDate) ?? '').localeCompare(date(x.registrationDate) ?? ''))[0];
}

export function companyAddress(addresses: unknown): FiAddress {
  const list = arr(addresses).filter(usable);
  const chosen = newest(list.filter((a) => code(a.type) === '1')) ?? newest(list.filter((a) => code(a.type) === '2')) ?? list[0];
  if (!chosen) return EMPTY;
  // The c/o line goes with the street: the part of a form that takes the lines above the postcode.
  const swedish = inSwedish(chosen, arr(chosen.postOffices));
  const street = [careOf(chosen), streetPart(chosen, swedish ? WORDS.sv : WORDS.fi)].filter((x) => x !== null).join(', ') || null;
  const postcode = addressText(chosen.postCode);
  const { city, municipality } = postOffice(chosen, swedish);
  const place = [postcode, city].filter((x) => x !== null).join(' ');
  const given = addressText(chosen.country);
  const country = given !== null && given.toUpperCase() !== 'FI' ? given : null;
  const line = [street, place === '' ? null : place, country].filter((x) => x !== null).join(', ');
  return { line: line === '' ? null : line, street, city, postcode, regionCode: municipality, country: country?.toUpperCase() ?? null };
}
