// The parts of a company shared by the details, financials and compliance views. Each returns
// its view and the source ids of the rows it read, so `sources` names exactly what was used.
import type { Database } from '../store/open.ts';
import type { Country } from '../domain/country.ts';
import { derivedVatNumber } from '../domain/regcode.ts';
import {
  classifierDescription, countryHasVatData, latestTaxRating, mainActivity, vatRows, type CompanyRow,
} from '../store/companies-read.ts';
import type { NaceView, TaxRatingView, VatView } from './views.ts';
import { isoDate } from './view-values.ts';

export interface Part<T> { view: T; sources: string[] }

/**
 * null where the country publishes no VAT data for anyone; `registered: false` with no number
 * where it does but has none for this company.
 */
export function vatPart(db: Database, company: CompanyRow): Part<VatView | null> {
  const rows = vatRows(db, company.country, company.regcode);
  const best = rows[0];
  if (!best) {
    if (!countryHasVatData(db, company.country)) return { view: null, sources: [] };
    return { view: { registered: false, number: null, registeredOn: null, deregisteredOn: null }, sources: [] };
  }
  return {
    view: {
      registered: best.active === 1,
      number: best.vat_number || derivedVatNumber(company.country as Country, company.regcode),
      registeredOn: isoDate(best.registered_on),
      deregisteredOn: isoDate(best.deregistered_on),
    },
    sources: [best.source],
  };
}

export function taxRatingPart(db: Database, company: CompanyRow): Part<TaxRatingView | null> {
  const row = latestTaxRating(db, company.country, company.regcode);
  if (!row) return { view: null, sources: [] };
  return { view: { value: row.rating, asOf: isoDate(row.rated_on ?? row.as_of), source: row.source }, sources: [row.source] };
}

export function nacePart(db: Database, company: CompanyRow): Part<NaceView | null> {
  const row = mainActivity(db, company.country, company.regcode);
  if (!row) return { view: null, sources: [] };
  const description = row.description ?? classifierDescription(db, row.classification, row.code);
  return { view: { code: row.code, description, classification: row.classification }, sources: [row.source] };
}
