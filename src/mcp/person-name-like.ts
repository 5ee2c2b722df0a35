// Whether a text sent for a company could be a person's name: told where a person's companies are
// found (the REST person check), which no tool here answers, where a company's name is told only
// how to search again.
import { companyNameTokens, foldTokens } from '../domain/fold.ts';

/**
 * Whether a text that found no company, or was sent as a registration number, could be a person's
 * name, the only text the person hint (300 characters) helps: two to four words of letters (the person check needs a given name and a
 * surname), no digit, no legal form (`SIA`, `Oy`, `osaühing`), no quote marks. A company's name
 * mistyped (`SIA "Rigas Kokss"`, `Baltic 24`) was told it at length on every empty answer.
 */
export function couldBePersonName(query: string): boolean {
  if (/[\d"“”„«»&@/]/.test(query)) return false;
  const words = foldTokens(query);
  if (words.length < 2 || words.length > 4) return false;
  // A legal form's word or phrase is left out of a company's name tokens; a person's name has none.
  return companyNameTokens(query).length === words.length;
}
