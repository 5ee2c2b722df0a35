// What a country's company factory decides: identity, name and address. Status, dates, VAT,
// activity and financials are decided the same way for every country (lifecycle.ts).
import type { Country } from '../../domain/country.ts';
import type { CompanyKind, DemoAddress } from '../model.ts';

export interface CompanyDraft {
  country: Country;
  legalForm: string;
  kind: CompanyKind;
  coreName: string;
  name: string;
  regcode: string;
  address: DemoAddress;
}
