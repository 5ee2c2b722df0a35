// A list of companies pasted into one search (docs/search.md, "One search"): `SIA Alfa; SIA Beta`,
// `Tallinna Ehitus OÜ; Viru Puit OÜ`, as a column of a spreadsheet or a list of a letter is copied.
// Read whole, its words were those of one name, and the answer was no list of either (the first's
// exact name, then names and addresses holding some of the words of both, `Rīgas iela 24`). A
// search is for one company: the first of the list is searched, and the answer's searchedFor says
// so. A semicolon also separates the fields of one company's line (`SIA "Rīgas Koks"; Brīvības
// iela 12; Rīga`, `Rīgas Koks SIA; 40003123456`), so a list is only parts of which two or more each
// hold a legal form and a name. Numbers so listed (`40003123456; 12754320`) already list the
// company of each, and stay read whole.
import { parseSearchQuery } from './search-query.ts';

const LIST_SEPARATOR = ';';

/** The first company of a list of companies separated by semicolons, or null where the text is no such list. */
export function firstOfCompanyList(text: string): string | null {
  return companyList(text)?.[0] ?? null;
}

/**
 * The companies of a list of companies separated by semicolons, as typed, the first the one searched;
 * null where the text is no such list. MCP's search_companies names the others, left out.
 */
export function companyList(text: string): string[] | null {
  if (!text.includes(LIST_SEPARATOR)) return null;
  const parts = text.split(LIST_SEPARATOR).map((part) => part.trim()).filter((part) => /[\p{L}\p{N}]/u.test(part));
  if (parts.length < 2) return null;
  let named = 0;
  for (const part of parts) {
    const query = parseSearchQuery(part, false);
    if (query.forms.length > 0 && query.words.length > 0 && ++named >= 2) return parts;
  }
  return null;
}
