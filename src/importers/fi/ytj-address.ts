// The one-line address of a YTJ company: the street (visiting) address, type 1, when there is
// one, else the postal address, type 2. "Mechelininkatu 18 B 52, 00100 HELSINKI": street,
// building number, entrance, apartment (with its letter suffix), then postcode and the Finnish
// name of the post office (languageCode 1; the Swedish name is the fallback). A c/o line is a
// recipient, not part of the address, and is left out.
import { arr, code, date, LANG, text, type Json } from './ytj-values.ts';

export interface FiAddress {
  line: string | null;
  street: string | null;
  city: string | null;
  postcode: string | null;
  /** Statistics Finland municipality code of the post office, e.g. `091` Helsinki. */
  regionCode: string | null;
}

const EMPTY: FiAddress = { line: null, street: null, city: null, postcode: null, regionCode: null };

function streetPart(a: Json): string | null {
  const apartment = [text(a.apartmentNumber), text(a.apartmentIdSuffix)].filter((x) => x !== null).join('');
  const parts = [text(a.street), text(a.buildingNumber), text(a.entrance), apartment === '' ? null : apartment]
    .filter((x): x is string => x !== null);
  if (parts.length > 0 && text(a.street) !== null) return parts.join(' ');
  const box = text(a.postOfficeBox);
  // PL (postilokero) is how Finnish addresses write a PO box.
  if (box !== null) return `PL ${box}`;
  return text(a.freeAddressLine);
}

function postOffice(a: Json): { city: string | null; municipality: string | null } {
  const offices = arr(a.postOffices);
  const pick = offices.find((p) => code(p.languageCode) === LANG.fi && text(p.city) !== null)
    ?? offices.find((p) => text(p.city) !== null);
  return { city: pick ? text(pick.city) : null, municipality: pick ? code(pick.municipalityCode) : null };
}

function usable(a: Json): boolean {
  return streetPart(a) !== null || text(a.postCode) !== null;
}

function newest(list: Json[]): Json | undefined {
  return [...list].sort((x, y) => (date(y.registrationDate) ?? '').localeCompare(date(x.registrationDate) ?? ''))[0];
}

export function companyAddress(addresses: unknown): FiAddress {
  const list = arr(addresses).filter(usable);
  const chosen = newest(list.filter((a) => code(a.type) === '1')) ?? newest(list.filter((a) => code(a.type) === '2')) ?? list[0];
  if (!chosen) return EMPTY;
  const street = streetPart(chosen);
  const postcode = text(chosen.postCode);
  const { city, municipality } = postOffice(chosen);
  const place = [postcode, city].filter((x) => x !== null).join(' ');
  const country = text(chosen.country);
  const line = [street, place === '' ? null : place, country !== null && country.toUpperCase() !== 'FI' ? country : null]
    .filter((x) => x !== null).join(', ');
  return { line: line === '' ? null : line, street, city, postcode, regionCode: municipality };
}
