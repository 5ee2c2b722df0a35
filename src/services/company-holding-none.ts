// The number of a company served here sent as an owner's whose own number holds no company
// (`/holders/12754320/holdings`, Tallinna Ehitus OÜ): told only that no legal entity of the number
// holds a company, a team mapping a group read the company as holding none anywhere, while the
// registers here show an LV company's holdings in LV and EE companies alone, another's in EE ones.
// One reading for REST's 404 (http/holders/routes.ts) and list_holder_holdings' error, each worded.
import type { Country } from '../domain/country.ts';
import { NotFoundError } from '../domain/errors.ts';
import type { Services } from './index.ts';

/** A company served here holding none, with the registers that would show its holdings and those that would not. */
export interface CompanyHoldingNone { name: string; country: Country; regcode: string; seenIn: string; unseenIn: string }

/**
 * The company of the number sent, where it is one served here and its own number holds no company
 * (the number sent in another form may: `LV40003123456` is told the form to ask with); null otherwise.
 */
export function companyHoldingNone(services: Pick<Services, 'getCompany' | 'holderHoldings'>, regcode: string): CompanyHoldingNone | null {
  let company: { name: string; country: Country; regcode: string };
  try {
    company = services.getCompany(regcode);
  } catch {
    // No company of that number here (or one of several countries): the 404 as it is.
    return null;
  }
  try {
    services.holderHoldings(company.regcode, null, 1, null);
    return null;
  } catch (err) {
    if (!(err instanceof NotFoundError)) return null;
    return { name: company.name, country: company.country, regcode: company.regcode, ...holdingsSeenIn(company.country) };
  }
}

/** Whose holdings the registers here would show: an LV company's in LV and EE companies, another's in EE ones alone. */
export function holdingsSeenIn(country: Country): { seenIn: string; unseenIn: string } {
  return country === 'LV' ? { seenIn: 'LV or EE', unseenIn: 'LT or FI' } : { seenIn: 'EE', unseenIn: 'LV, LT or FI' };
}
