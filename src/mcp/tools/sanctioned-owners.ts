// The owners held here that are sanctioned themselves, named beside an answer whose company is not:
// get_company_compliance, get_company_details and the company:// resource give the same sentence.
import type { ControllingHolderCount } from '../../services/index.ts';
import { formHeldByNone, holdersCounted, ownerScreening } from '../../services/index.ts';
import type { Country } from '../../domain/country.ts';
import { GET_COMPANY_COMPLIANCE } from './names.ts';
import { GENERAL_PARTNERSHIP_FORMS } from '../../domain/partner-roles.ts';
import { COMPANY } from './company-named-once.ts';

/**
 * A holder held here that is sanctioned itself, as the compliance statement's sanctionedHolders
 * give it (services/sanctioned-holders.ts, each owner's own statement read one level deep).
 */
interface HolderSanctioned {
  name: string; regcode: string; country: string;
  share: { percent: number | null; amount: number | null; currency: string | null } | null;
  flags: readonly string[];
}

/**
 * The owners held here that are sanctioned themselves, named where the company is not: the
 * screening weighs a company's own holders only (docs/sanctions.md: the 50 % rule one level down),
 * so a company a sanctioned company holds (on the demo, SIA "Liepājas Metālapstrāde", 40103777306,
 * a fifth of it held by SIA "Kurzemes Metāla Serviss", sanctioned as its owner is listed) was answered
 * isSanctioned false with no word of that owner, and a model reported it clear.
 */
export function sanctionedHoldersSentence(holders: readonly HolderSanctioned[]): string | undefined {
  const named = holders.map((h) => {
    const share = h.share?.percent != null ? `${h.share.percent} %`
      : h.share?.amount != null ? `shares of ${`${h.share.amount} ${h.share.currency ?? ''}`.trim()}` : 'a share not given';
    return `${h.name} (${h.country} ${h.regcode}, holding ${share}; flags ${h.flags.join(', ')})`;
  });
  if (named.length === 0) return undefined;
  return `An owner of ${COMPANY} held here is itself sanctioned: ${named.join('; ')}. The screening counts ` +
    'a holder only where it controls the company (more than half, or the only one; one of half, or listed holders together of half, ' +
    'against OFAC\'s list alone) and never an owner further up a chain of companies, ' +
    'so isSanctioned false does not clear this company: ' +
    `call ${GET_COMPANY_COMPLIANCE} for that owner and weigh the holding before reporting it clear of sanctions.`;
}


/** Why no person was compared where a company was: the screening compares every beneficial owner. */
const NO_BENEFICIAL_OWNER = 'the register data held here names no beneficial owner';

/** `n` things, as a sentence counts them: "no company", "1 person", "2 persons". */
const counted = (n: number, one: string, many: string) => (n === 0 ? `no ${one}` : `${n} ${n === 1 ? one : many}`);

/** The owners screening weighs of a company of one legal form: named (weighed), none of them named (none), and those it leaves (left). */
interface Weighed { weighed: string; none: string; left: string | null }

const MAJORITY = 'holding more than half or alone';
// Since screen-22 a holder of half or less is compared with OFAC's list (store/screening-write.ts
// HALF, BELOW_HALF), whose 50 Percent Rule counts a half and sums listed holders; "minority members
// are not compared" told a model that no list weighed them. Since screen-23 the other lists name
// one for review, a candidate at most; "with OFAC's list alone" told a model the EU's was not read.
// Since screen-24 the officers are compared with every list for review too: "officers not at all" denied it.
const REVIEW_ALONE = 'with every list for review alone (a candidate at most)';
// An officer is compared only with the entries of its birth (domain birthComparable), and RIK's files
// give no Estonian's birth date since November 2024: "officers with every list" told a model that
// the board of an EE company was compared, where most of it is compared with none.
// The pointer is left out beside get_company_compliance's own answer, which holds officersNotScreened and
// says of it in a sentence of its own: "(officersNotScreened of get_company_compliance names them)" in
// that tool's answer sent a model to call again the tool it had just called, and said the field twice.
const OFFICERS_NOT_SCREENED_POINTER = ` (officersNotScreened of ${GET_COMPANY_COMPLIANCE} names them)`;
const EE_OFFICERS = `${REVIEW_ALONE} where the register gives their birth date, and with none where it gives none, as RIK's files do for most`
  + OFFICERS_NOT_SCREENED_POINTER;
const officersCompared = (country: string) => (country === 'EE' ? EE_OFFICERS : REVIEW_ALONE);
// Said of every LV and EE company whose owners were compared and none matched: the rule of each
// minority holder and officer in full ("compared with OFAC's list (its 50 Percent Rule counts a holder
// of half, and listed holders together) and with the others for review (a candidate at most), officers
// with every list for review alone (a candidate at most)") was some 270 characters of each answer.
const EE_OFFICERS_BRIEF = ` where the register gives their birth date, as RIK's files do for few${OFFICERS_NOT_SCREENED_POINTER}`;
const minorityLeft = (kind: string, country: string) => `minority ${kind}s are weighed on OFAC's list (its 50 Percent Rule) and are candidates `
  + `for review at most on the others, officers on all${country === 'EE' ? EE_OFFICERS_BRIEF : ''}`;
const holdersOfKind = (kind: string, country: string): Weighed => ({
  weighed: `the beneficial owners and a ${kind} ${MAJORITY}`,
  none: `no beneficial owner and no ${kind} ${MAJORITY}`,
  left: minorityLeft(kind, country),
});

/**
 * Which owners screening weighs (store/screening-write.ts: a beneficial owner, the owner of a sole
 * trader, a general partner, a member or stockholder holding more than half or alone), said in the
 * words of the company's legal form: every kind of owner of every form, said of each LV and EE
 * company (an SIA's general partners, an IK's stockholders), was some 150 characters of each answer.
 */
function weighedOf(country: string, legalFormCode: string | null, coverage: Record<string, boolean>): Weighed {
  const form = `${country}:${legalFormCode ?? ''}`;
  // An association, a foundation or a branch has no members or stockholders holding it: "a member or
  // stockholder holding more than half" and "minority holders" told a model it had some.
  if (formHeldByNone(country, legalFormCode)) return { weighed: 'the beneficial owners, as no one owns a company of its form', none: 'no beneficial owner', left: `officers are compared ${officersCompared(country)}` };
  if (form === 'LV:IK') return { weighed: 'the owner, the trader, and the beneficial owners', none: 'no owner and no beneficial owner', left: `other officers are compared ${officersCompared(country)}` };
  // An FIE whose card names its entrepreneur (importers/ee/persons.ts), or whose name holds no person's: no member or stockholder.
  if (form === 'EE:FIE') return { weighed: 'the owner, the entrepreneur, and the beneficial owners', none: 'no owner and no beneficial owner', left: null };
  if (GENERAL_PARTNERSHIP_FORMS.includes(form)) return { weighed: 'the partners and the beneficial owners', none: 'no partner and no beneficial owner', left: null };
  if (form === 'LV:KS' || form === 'EE:UÜ') {
    return {
      weighed: `the general partners, the beneficial owners and a limited partner ${MAJORITY}`,
      none: `no general partner, no beneficial owner and no limited partner ${MAJORITY}`,
      left: minorityLeft('limited partner', country),
    };
  }
  if (legalFormCode === 'AS' && !coverage.stockholders) {
    return { weighed: `the beneficial owners (the ${country} register data held here lists no stockholders of an AS)`,
      none: 'no beneficial owner, and lists no stockholders of an AS', left: `officers are compared ${officersCompared(country)}` };
  }
  if (legalFormCode === 'AS') return holdersOfKind('stockholder', country);
  if (form === 'LV:SIA' || form === 'EE:OÜ') return holdersOfKind('member', country);
  return { weighed: `the beneficial owners and a member or stockholder ${MAJORITY}`, none: `no beneficial owner and no member or stockholder ${MAJORITY}`,
    left: minorityLeft('holder', country) };
}

/**
 * Which owners the screening weighed, beside an answer without a sanctioned_owner flag: the details
 * count the natural persons holding a company ("2 persons, 100 %") and name none, and a model asked
 * whether any owner is sanctioned read the missing flag alone, not knowing that a minority holder or
 * an officer is compared for review alone, nor that no owner of an LT or FI company is (docs/sanctions.md, "What a
 * match rests on"). Told the rule alone, it could not tell a company whose controlling owners were
 * compared from one where none was (three members of a third each and no beneficial owner listed):
 * `screened` counts them, as the screening picks them. No person is named (docs/operations.md,
 * personal data). `personOwners`: the details' count, where the answer carries one.
 * `officersNotScreenedHere`: the answer is get_company_compliance's, which names those officers itself.
 */
export function ownersScreenedSentence(
  company: { country: string; status: string; flags: readonly string[] },
  coverage: Record<string, boolean> | undefined,
  screened: ControllingHolderCount & { legalFormCode: string | null; entrepreneurName?: string | null }, personOwners?: number,
  { officersNotScreenedHere = false, lists }: { officersNotScreenedHere?: boolean; lists?: readonly ListScreened[] } = {},
): string | undefined {
  const said = ownersScreenedWords(company, coverage, screened, personOwners, lists);
  return officersNotScreenedHere ? said?.replace(OFFICERS_NOT_SCREENED_POINTER, '') : said;
}

/** A sanctions list imported, as the answers' sanctionLists give it. */
interface ListScreened { list: string; asOf: string | null }

/**
 * The lists compared, with their dates, as a compliance reader files them: `the EU, LV, OFAC and UN
 * lists of 2026-12-01` (a list of several files, LV's two, dated by its oldest). "with the lists" named
 * neither the lists nor when, which a details answer, holding no sanctionLists, gave nowhere else.
 */
function listsWorded(lists: readonly ListScreened[] | undefined): string {
  if (lists === undefined || lists.length === 0) return 'the lists';
  const dateOf = new Map<string, string | null>();
  for (const { list, asOf } of lists) {
    const known = dateOf.get(list);
    dateOf.set(list, known === undefined ? asOf : known === null || asOf === null ? null : known < asOf ? known : asOf);
  }
  const byDate = new Map<string, string[]>();
  for (const [list, asOf] of [...dateOf].sort(([a], [b]) => a.localeCompare(b))) byDate.set(asOf ?? '', [...(byDate.get(asOf ?? '') ?? []), list]);
  return joinedAnd([...byDate].map(([asOf, named]) => `the ${joinedAnd(named)} list${named.length === 1 ? '' : 's'}${asOf === '' ? '' : ` of ${asOf}`}`));
}

/** a, b and c. */
const joinedAnd = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function ownersScreenedWords(
  company: { country: string; status: string; flags: readonly string[] },
  coverage: Record<string, boolean> | undefined,
  screened: ControllingHolderCount & { legalFormCode: string | null; entrepreneurName?: string | null }, personOwners?: number,
  lists?: readonly ListScreened[],
): string | undefined {
  if (company.flags.includes('sanctioned_owner') || coverage === undefined) return undefined;
  const screening = ownerScreening(company, coverage, holdersCounted(screened));
  if (screening === 'entrepreneur') return entrepreneurSentence(company.country, screened);
  if (screening === 'none_held') {
    return `No owner of ${COMPANY} is screened against the sanctions lists: the ${company.country} register data held here names none; ` +
      'isSanctioned rests on its own name and number alone.';
  }
  const { weighed, none, left } = weighedOf(company.country, screened.legalFormCode, coverage);
  const leaves = left === null ? '' : `; ${left}`;
  const owners = personOwners === undefined ? '' : `, ${ofNaturalPersonOwners(screened.ownerPersons, personOwners)}`;
  // No person compared beside a company compared: every beneficial owner is, so none is recorded,
  // which "it weighs only the beneficial owners and …" after it read as ones compared and clean.
  const how = screened.persons > 0 ? ` (by name and birth date${owners})` : ` (${owners === '' ? '' : `${owners.slice(2)}; `}${NO_BENEFICIAL_OWNER})`;
  if (screening !== 'compared' && formHeldByNone(company.country, screened.legalFormCode)) {
    // No one owns an association (LV BDR, EE MTÜ), a foundation or a branch: "the missing sanctioned_owner
    // flag says nothing about its owners" told a model that it had owners no one had compared.
    return `${COMPANY} has no owners to screen against the sanctions lists: no one owns a company of its legal form (${company.country} ` +
      `${screened.legalFormCode}), and ${screening === 'closed' ? `the ${company.country} register no longer lists the beneficial owners of a closed company` : `${NO_BENEFICIAL_OWNER} of it`}; ` +
      `${left}. isSanctioned rests on its own name and number.`;
  }
  if (screening === 'closed') {
    // The files list the holders a company has in force: a closed company's reason is its closure, not who holds it.
    // Worded as the details' closed-company sentence words it (details-hints.ts): "lists no holders" read as none held.
    return `No owner of ${COMPANY} is screened against the sanctions lists: the ${company.country} register no longer lists the owners of a closed company, ` +
      'so the missing sanctioned_owner flag says nothing about who held it.';
  }
  if (screening === 'none_controlling') {
    // Minority holders are still compared with OFAC's list (left says so): no owner "screened" would deny it.
    const subject = left?.includes('OFAC') ? 'No controlling owner' : 'No owner';
    return `${subject} of ${COMPANY} is screened against the sanctions lists: the register data held here names ${none}` +
      `${personOwners ? ` (${ofNaturalPersonOwners(0, personOwners)})` : ''}${leaves}. The missing sanctioned_owner flag says nothing about its owners.`;
  }
  // The answer's flags show no sanctioned_owner (none is told this sentence): "none matching" is what they leave out.
  // A company on a list itself (AS "Dzintara Osta Termināls", isSanctioned true): "none matching" alone
  // read, to a model skimming the sentences, as the company found clean.
  const own = company.flags.includes('sanctioned') ? ' The sanctioned flag is the company\'s own match, not an owner\'s.' : '';
  return `Sanctions screening compared ${counted(screened.persons, 'person', 'persons')}${how} ` +
    `and ${counted(screened.entities, 'company', 'companies')} with ${listsWorded(lists)} as owners of ${COMPANY}, none matching: it weighs only ${weighed}${leaves}.${own}`;
}

/**
 * How many of the natural-person owners the details count were compared, in words: "1 of its 1
 * natural-person owner" and "2 of its 2 natural-person owners" read as a count gone wrong.
 */
function ofNaturalPersonOwners(compared: number, owners: number): string {
  if (owners === 1) return compared === 1 ? 'its one natural-person owner' : 'not its one natural-person owner';
  if (compared === owners) return owners === 2 ? 'both its natural-person owners' : `all ${owners} of its natural-person owners`;
  return `${compared === 0 ? 'none' : compared} of its ${owners} natural-person owners`;
}

/** A sole trader's form, as the sentence on its entrepreneur names it. */
const SOLE_TRADER_WORDS: Record<string, string> = {
  EE: 'a sole proprietor (FIE)', FI: 'a sole trader (toiminimi)', LT: 'an individual enterprise (individuali įmonė)',
};

/**
 * A sole trader no file names the owner of (an EE FIE, an FI toiminimi, an LT IĮ): screening compares
 * the person its name holds with the listed persons as the entrepreneur's (services' entrepreneurName,
 * importers/screening/sole-trader-matches.ts), where "No owner … is screened" told a model that no
 * person behind it was; by name alone, which a reader of "none matching" must know. No person is named.
 * The beneficial owners a register names beside it are compared too, by name and birth date: said
 * with it, where the answer fell back to the words of a company's owners ("a member or stockholder
 * holding more than half"), of a business that has none, and left out the entrepreneur.
 */
function entrepreneurSentence(country: string, screened: ControllingHolderCount): string {
  const others = [
    screened.persons > 0 ? `${counted(screened.persons, 'person', 'persons')} the register names as its beneficial owner${screened.persons === 1 ? '' : 's'} `
      + '(by name and birth date)' : null,
    screened.entities > 0 ? `${counted(screened.entities, 'company', 'companies')} among its owners` : null,
  ].filter((o) => o !== null);
  return `${COMPANY} is ${SOLE_TRADER_WORDS[country] ?? 'a sole trader'} no file here names the owner of: sanctions screening compared the person `
    + 'its name holds, as the entrepreneur, with the listed persons by name alone (no file gives that person\'s birth date, so a listed person '
    + `the list dates is a candidate at most)${others.length > 0 ? `, and ${others.join(' and ')}` : ''}, none matching.`;
}
