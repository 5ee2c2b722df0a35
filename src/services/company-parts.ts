// The parts of a company shared by the details, financials and compliance views, from the rows
// the store read for it (store/company-facts-read.ts). Each returns its view and the source ids
// of the rows it used, so `sources` names exactly what was used.
import type { Country } from '../domain/country.ts';
import { derivedVatNumber } from '../domain/regcode.ts';
import type { ActivityRow, CompanyRow, TaxRatingRow, VatRow } from '../store/companies-read.ts';
import type { NaceView, TaxRatingView, TaxRegistersView, TaxRegisterView, VatView } from './views.ts';
import type { TaxRegisterRow } from '../store/company-facts-read.ts';
import { TAX_REGISTERS } from '../domain/records.ts';
import type { DatasetFacts } from './dataset-facts.ts';
import { isoDate } from './view-values.ts';
import { companyVatInForceOn } from '../domain/vat-in-force.ts';
import { naceInEnglish } from '../domain/nace-english.ts';
import { taxRatingInEnglish } from '../domain/tax-rating-english.ts';

export interface Part<T> { view: T; sources: string[] }

/** What the VAT part knows of the company's country: whether it holds VAT data, and from which files. */
export interface CountryVat { held: boolean; sources: string[] }

export function countryVat(dataset: DatasetFacts, country: string): CountryVat {
  return { held: dataset.countryHasVat(country), sources: dataset.vatSources(country) };
}

/**
 * null where the country publishes no VAT data for anyone; `registered: false` with no number
 * where it does but has none for this company (resting on the country's VAT files, which the
 * sources name). `registered` is whether the registration is in force on `today`
 * (domain/vat-in-force.ts), whatever the file said on its own day: false before the first day of
 * one entered ahead (registeredOn still given, the day it begins), and false once the company's
 * register has closed it while the VAT list still lists it (the number still shown).
 */
export function vatPart(best: VatRow | undefined, company: CompanyRow, countryVat: CountryVat, today: string): Part<VatView | null> {
  if (!best) {
    if (!countryVat.held) return { view: null, sources: [] };
    return { view: { registered: false, number: null, registeredOn: null, deregisteredOn: null }, sources: countryVat.sources };
  }
  return {
    view: {
      registered: companyVatInForceOn(best, company, today, company.country),
      number: best.vat_number || derivedVatNumber(company.country as Country, company.regcode),
      registeredOn: isoDate(best.registered_on),
      deregisteredOn: isoDate(best.deregistered_on),
    },
    sources: [best.source],
  };
}

/**
 * FI's prepayment and employer registers: null where the store holds no such row of the company's
 * country (`held` false: LV, EE, LT, or a Finnish store imported before schema 18); else each
 * register, `registered: false` with no dates where YTJ lists no entry of the company in it (the
 * company's own file, fi.ytj, says so). `registered` is whether the entry is in force on `today`,
 * its end date the last day in the register, as for FI's VAT (domain/vat-in-force.ts), and has
 * begun (`since`, the first day of the entries in force, not after `today`), and false once the
 * register has closed the company while the entry still stands, as for VAT (companyVatInForceOn).
 */
export function taxRegistersPart(rows: TaxRegisterRow[], company: CompanyRow, held: boolean, today: string): Part<TaxRegistersView | null> {
  if (!held) return { view: null, sources: [] };
  const one = (register: string): TaxRegisterView => {
    const row = rows.find((r) => r.register === register);
    if (!row) return { registered: false, since: null, until: null };
    // An entry entered ahead (a business registered from the day it starts) is not in force before
    // its first day, as a VAT registration is not: a payer paying for work before it must still withhold tax.
    return {
      registered: companyVatInForceOn({ active: row.registered, registered_on: row.since, deregistered_on: row.until }, company, today, 'FI'),
      since: isoDate(row.since), until: isoDate(row.until),
    };
  };
  const [prepayment, employer] = TAX_REGISTERS.map(one) as [TaxRegisterView, TaxRegisterView];
  return { view: { prepayment, employer }, sources: [...new Set(rows.map((r) => r.source))] };
}

export function taxRatingPart(row: TaxRatingRow | undefined): Part<TaxRatingView | null> {
  if (!row) return { view: null, sources: [] };
  // The explanation is VID's own reading of the letter (Skaidrojums), which a reviewer quotes.
  return {
    view: {
      value: row.rating, valueEnglish: taxRatingInEnglish(row.rating), explanation: row.explanation,
      asOf: isoDate(row.rated_on ?? row.as_of), source: row.source,
    },
    sources: [row.source],
  };
}

export function nacePart(
  row: ActivityRow | undefined, describe: (classification: string, code: string) => string | null,
): Part<NaceView | null> {
  if (!row) return { view: null, sources: [] };
  const description = row.description ?? describe(row.classification, row.code);
  const english = naceInEnglish(row.classification, row.code);
  return {
    view: {
      code: row.code, description, classification: row.classification,
      section: english?.section ?? null, division: english?.division ?? null, class: english?.class ?? null,
    },
    sources: [row.source],
  };
}
