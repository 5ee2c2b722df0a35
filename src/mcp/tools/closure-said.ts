// How a sentence beside an answer dates a closed company: by closedOn where the register gives the
// day, else by closedOnOrBefore (an Estonian company found gone from RIK's basic data, no file of RIK
// giving its deletion day: services/closing-day.ts). A sentence that named only closedOn said nothing
// of such a company, and `closedOn: null` alone read to a model as a company with no closing, or one
// closed on the day an import found it gone; the words are the compliance statement's
// (services/vat-deregistered-detail.ts), so both answers say the same.
import { NO_CLOSING_DAY } from '../../services/vat-deregistered-detail.ts';
import { COMPANY } from './company-named-once.ts';

export interface ClosureDays { closedOn?: string | null; closedOnOrBefore?: string | null }

/**
 * The day a sentence dates the closure by and the words after the company's name, or null where
 * neither day is known. `told`: closedOnOrBeforeSentence is said in the same answer (the company://
 * resource's notes, the details' and the financials' sentences together), which the words then
 * follow rather than say again: the notes said "was deleted on or before … (the register gives no
 * closing day)" twice.
 */
export function closureSaid(found: ClosureDays & { closureTold?: boolean }): { day: string; words: string } | null {
  if (found.closedOn) return { day: found.closedOn, words: `was closed on ${found.closedOn}` };
  if (found.closedOnOrBefore && found.closureTold) return { day: found.closedOnOrBefore, words: `was deleted by ${found.closedOnOrBefore}, as said above` };
  if (found.closedOnOrBefore) return { day: found.closedOnOrBefore, words: `was deleted on or before ${found.closedOnOrBefore} (${NO_CLOSING_DAY})` };
  return null;
}

/**
 * Beside the details of a company closed on or before a day: closedOn null and the day in another
 * field, which a model quoting the closing day reads past.
 */
export function closedOnOrBeforeSentence(found: ClosureDays & { status: string }): string | undefined {
  if (found.status !== 'closed' || found.closedOn || !found.closedOnOrBefore) return undefined;
  return `${COMPANY} ${closureSaid(found)!.words}: closedOn is null, and ${found.closedOnOrBefore} (closedOnOrBefore) is the latest day `
    + 'it can have closed on, not the day it closed; report it as deleted by then.';
}
