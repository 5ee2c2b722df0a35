// A registration number sent with the words around it: a model handed an invoice line or a
// letterhead (`SIA "Rīgas Koks", reģ. Nr. 40003123456`) sends it whole as a regcode as often as it
// sends it to search_companies. What such a text holds is read by the services
// (services/regcode-sent-reading.ts), for the REST lookups' 400 too; here the sentence beside a
// search of such a line whose number is not the first listed company's.
import type { Services } from '../services/index.ts';
import { numbersBesideFirst } from '../services/search/number-of-other-company.ts';

/**
 * Beside a search of a text holding a number among its words (an invoice line) whose company is not
 * the one listed first: `Tallinna Ehitus OÜ, KMKR EE103546042, …` listed Tallinna Ehitus OÜ first,
 * by its name and address, and Holding Eko OÜ, whose VAT number it is, after it, with no word, and a
 * model checking the invoice reported the number as Tallinna Ehitus OÜ's, valid. A number of no
 * company (a digit mistyped, `Rīgas Koks 40003123457`) was told only as a word left out of the search.
 * Undefined where every number names the first listed, or a result's matchedNumber tells it. The
 * rule is the search's, which the REST search's numberInText says too (numbersBesideFirst).
 */
export function numberOfOtherCompanySentence(
  services: Services, query: string, results: ReadonlyArray<{ name: string; country: string; regcode: string; matchedNumber?: unknown }>,
): string | undefined {
  const beside = numbersBesideFirst((regcode, country) => services.getCompany(regcode, country), query, results);
  if (beside === null) return undefined;
  const said: string[] = [];
  // A list of numbers has no other words: each number names its own company, none another's.
  if (beside.listOfNumbers) {
    if (beside.otherCompany.length > 0) {
      said.push(`The text is a list of numbers, each searched: ${beside.first} is listed first, and ${beside.otherCompany.join(', ')}. Report each number's company as its own.`);
    }
    if (beside.noCompany.length > 0) {
      said.push(`No company here has the number ${beside.noCompany.join(' or ')} of the list. Check its digits before reporting it as any listed company's.`);
    }
    return said.join(' ');
  }
  if (beside.otherCompany.length > 0) {
    said.push(`The number in the text names another company than the one listed first: ${beside.otherCompany.join(', ')}, not ${beside.first}, listed first by `
      + 'the text\'s other words. Ask which company the document means before reporting the number as the first\'s.');
  }
  if (beside.noCompany.length > 0) {
    said.push(`No company here has the number ${beside.noCompany.join(' or ')} the text holds: ${beside.first} is listed first by its other words. `
      + 'Check the number\'s digits before reporting it as the first\'s.');
  }
  return said.length > 0 ? said.join(' ') : undefined;
}
