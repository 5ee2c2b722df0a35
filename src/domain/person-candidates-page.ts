// A page of candidates (roles matched by the name alone) follows every company of the person's:
// it is asked for with candidates true, and names no company of the person's beside it. The one
// rule of REST's candidatesAfter and of check_person's `candidates:` after, so both refuse alike.

/**
 * Why a candidates cursor cannot be read as sent, or null where it can. `candidatesTrue` is how
 * the caller's client writes the flag (`candidates=true` in a query, `candidates true` in a call).
 */
export function candidatesPageRule(page: { candidatesAsked: boolean; personAfterSent: boolean }, candidatesTrue: string): string | null {
  if (!page.candidatesAsked) return `is a page of candidates: send it with ${candidatesTrue}, as next does`;
  if (page.personAfterSent) return 'follows every company of the person: send it without after, as next does';
  return null;
}
