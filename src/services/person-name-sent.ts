// Whether a text sent for a company, holding no number, may be a person's name: of a person's shape
// (domain/person-name-like.ts: two to four words, no digit, no legal form) and not the very name of a
// company served here, other than a sole trader's, whose business name is its trader's (`Kadri Mets
// FIE`). `Rigas Koks` is of a person's shape, yet SIA "Rīgas Koks" bears it: told the person check
// beside "search for it", some 400 characters of a person's companies followed an obvious company
// name. The lookups' refusals (REST's next step and get_company_details' error) and the holder's
// reading (holder-sent-reading.ts) read it so.
import { couldBePersonName } from '../domain/person-name-like.ts';
import { companyNameKey } from '../domain/fold.ts';
import type { Services } from './index.ts';
import type { SearchResultView } from './views.ts';

// The short forms of a sole trader: a name of one may still be the person's, whose own companies the person check lists.
const SOLE_TRADER_FORMS = new Set(['IK', 'FIE', 'Tmi', 'IĮ']);
// The results searched for the companies of that very name (a name four registers each give one
// company of, Agro Baltic, is four; the search's own order lists them first).
const COMPANIES_SEARCHED = 10;

/** Whether `named`, the companies served here of the name `text`, leave it a possible person's name. */
export function couldBePersonBeside(text: string, named: ReadonlyArray<{ legalForm: string | null }>): boolean {
  return couldBePersonName(text) && (named.length === 0 || named.some((r) => r.legalForm !== null && SOLE_TRADER_FORMS.has(r.legalForm)));
}

/** The companies served here whose name is `text`, its legal form aside (`Rigas Koks` is SIA "Rīgas Koks"). */
export function companiesOfVeryName(services: Pick<Services, 'searchCompanies'>, text: string): SearchResultView[] {
  const key = companyNameKey(text);
  if (key === '') return [];
  return services.searchCompanies(text, { limit: COMPANIES_SEARCHED }).filter((r) => companyNameKey(r.name) === key);
}

/** Whether a text sent for a company could be a person's name (the search run only for one of a person's shape). */
export function couldBePersonSent(services: Pick<Services, 'searchCompanies'>, text: string): boolean {
  const trimmed = text.trim();
  return couldBePersonName(trimmed) && couldBePersonBeside(trimmed, companiesOfVeryName(services, trimmed));
}
