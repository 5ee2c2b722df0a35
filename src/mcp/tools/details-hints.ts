// The sentences beside a get_company_details answer whose empty parts say nothing about the
// company: a model reading the JSON alone reports an empty list as a finding ("no board", "no
// board change", "no owners", "0 person owners"), where the register simply publishes none.
import { candidatesLeftOutSentence } from './sanction-candidates-left-out.ts';
import { highRiskRatingSentence, prepaymentMissingSentence } from './tax-standing-sentences.ts';
import type { Services } from '../../services/index.ts';
import type { Country } from '../../domain/country.ts';
import { OFFICE_ENDS_UNPUBLISHED } from '../../domain/former-officers.ts';
import { notScreenedSentence } from '../tool-results.ts';
import type { CorporateOwnerView } from '../../services/company-owners.ts';
import { ownersScreenedSentence, sanctionedHoldersSentence } from './sanctioned-owners.ts';
import { CHECK_PERSON, LIST_HOLDER_HOLDINGS } from './names.ts';
import { COMPANY } from './company-named-once.ts';
import { soleTraderForm, type SoleTraderForm } from '../../domain/sole-trader-name.ts';
import { vatEndedByClosureSentence } from './vat-ended-by-closure.ts';
import { closedOnOrBeforeSentence, type ClosureDays } from './closure-said.ts';

interface DetailsRead {
  name: string;
  regcode: string;
  country: string;
  legalFormCode: string | null;
  legalFormName: string | null;
  status: string;
  officers: unknown[];
  formerOfficers: unknown[];
  owners: unknown[];
  personOwners: { count: number } | null;
  holdings: unknown[] | null;
  holdingsCount: number | null;
  /** Whether any list was screened against (details' sanctionsScreened). */
  sanctionsScreened?: boolean;
}

/** An empty officers list of a country whose register names no officers of any company. */
function officersSentence(details: DetailsRead, coverage: Record<string, boolean> | undefined): string | undefined {
  if (details.officers.length > 0 || coverage?.officers !== false) return undefined;
  return `The register data of ${details.country} that this service holds names no officers of any company: the empty ` +
    `officers and formerOfficers lists say nothing about ${COMPANY}; do not report it as a company ` +
    'without a board or one whose board never changed.';
}

/**
 * The formerOfficers of a country whose register names officers but dates no end of an office (LV):
 * the service records each office the file stops listing from a date on (store/role-departures.ts),
 * so the list holds no office left before it, and an empty one reads to a model as a board unchanged
 * for five years, one departure as the only change. The date is all the JSON and the output schema
 * (which says an LV office has unlistedOn, no end) do not tell: said in a few words, of an empty and a
 * listed formerOfficers alike, where some 300 bytes of every LV answer said the schema again. With no
 * such date (the file not imported since departures are recorded), an empty list says nothing at all.
 * LT and FI, naming no officers at all, are told by officersSentence.
 */
function formerOfficersSentence(
  details: DetailsRead, coverage: Record<string, boolean> | undefined, recordedSince: string | null,
): string | undefined {
  if (coverage?.officers !== true || !OFFICE_ENDS_UNPUBLISHED.includes(details.country)) return undefined;
  const listed = details.formerOfficers.length > 0;
  // A closed company's empty formerOfficers is told with its other empty lists, in one sentence (closedCompanySentence).
  if (!listed && details.status === 'closed') return undefined;
  const since = recordedSince !== null ? `the file of ${recordedSince}` : 'this service first imported it';
  const what = `formerOfficers holds the offices the register's file stopped listing since ${since}`;
  // A partnership's general partners, whose ends the register dates, are listed whenever they left.
  const but = isPartnership(details) ? ' (but a general partner\'s, whose end the register dates)' : '';
  if (listed) return `${what}, none that left before${but}.`;
  return recordedSince !== null
    ? `${what}: [] says nothing of departures before${but}.`
    : `${what}: [] says nothing of departures${but}; do not report the board as unchanged.`;
}

/** UR's codes of a partnership (pilnsabiedrība, komandītsabiedrība), whose general partners' ends the register dates. */
const LV_PARTNERSHIPS: readonly string[] = ['PS', 'KS'];

/**
 * "The LV register dates no end of an office" of a closed company's board (closedBoardSentence),
 * with the exception of a partnership's general partner said only of a partnership: of an SIA it
 * was 42 characters about a board it has not.
 */
function noEndOfOffice(details: DetailsRead): string {
  return `the ${details.country} register dates no end of an office${isPartnership(details) ? ' (but a general partner\'s)' : ''}`;
}

function isPartnership(details: DetailsRead): boolean {
  return details.legalFormCode !== null && LV_PARTNERSHIPS.includes(details.legalFormCode);
}

/**
 * An empty formerOfficers of a closed company of such a country whose officers list still holds
 * some: the service records no office of a closed company as dropped (the status says it is gone:
 * store/role-departures.ts), so a company closed after recording began lost offices from the file
 * unrecorded, and "no officer was dropped since" would be false. Said with its empty owners, where
 * a second sentence began "… is closed:" again; some 200 bytes, where 390 said again that the file
 * lists no board of a closed company beside the officers it listed.
 */
function closedBoardSentence(details: DetailsRead, holders: boolean): string {
  return `${COMPANY} is closed: ${noEndOfOffice(details)}${holders ? ' and no longer lists the owners of a closed company' : ''}, ` +
    'and none of its offices is recorded here as ended, so formerOfficers [] ' + (holders
    ? 'and its empty owners list and personOwners null say nothing of who left its board or held it; do not report its board as unchanged or it as having no owners.'
    : 'says nothing of who left its board; do not report its board as unchanged.');
}

/** The date from which the source of the country's officers records the offices its file stops listing, if it does. */
function departuresRecordedSince(services: Services, country: string): string | null {
  return services.datasetInfo().sources.find((s) => s.country === country && s.departuresRecordedSince !== null)
    ?.departuresRecordedSince ?? null;
}

/**
 * No holder listed where the register publishes none of this company: LT and FI publish no
 * holders at all, and where the stockholders of a joint-stock company are not published (an EE AS,
 * whose shares RIK leaves to the securities depository) an AS shows none. personOwners' count 0
 * then reads as "held by no natural person", which nothing says (LT and FI answer personOwners
 * null, which a model may still read as none).
 */
function ownersSentence(details: DetailsRead, coverage: Record<string, boolean> | undefined): string | undefined {
  if (details.owners.length > 0 || (details.personOwners?.count ?? 0) > 0 || coverage === undefined) return undefined;
  const noHolders = coverage.members === false && coverage.stockholders === false;
  const noStockholders = coverage.stockholders === false && details.legalFormCode === 'AS';
  if (!noHolders && !noStockholders) return undefined;
  const why = noHolders
    ? `The register data of ${details.country} that this service holds names no owners of any company`
    : `The register data of ${details.country} that this service holds lists no stockholders of an AS`;
  const persons = details.personOwners === null ? 'personOwners null' : 'personOwners count 0';
  return `${why}: the empty owners list and ${persons} say nothing about who holds ${COMPANY}` +
    '; do not report it as held by no company or by no natural person.';
}

/**
 * An LV sole trader (IK, individuālais komersants) is a natural person trading under a name: it has
 * no members or shares, and personOwners counts its owner, the trader (officers, position owner),
 * as the one natural person holding the whole business (count 1, sharePercent 100), where the
 * register names one. The sentence names the trader the count stands for, which a model otherwise
 * looked for among owners, empty; where none is named (count 0, or null where no holders are held)
 * it says that this is no finding.
 */
function soleTraderSentence(details: DetailsRead): string | undefined {
  if (details.country !== 'LV' || details.legalFormCode !== 'IK' || details.owners.length > 0) return undefined;
  // A closed IK's trader is no longer listed, among officers or anywhere: told with its other lists (closedCompanySentence).
  if (details.status === 'closed' && details.personOwners === null) return undefined;
  const owner = details.officers.find((o): o is { name: string; position: string } =>
    typeof o === 'object' && o !== null && (o as { position?: unknown }).position === 'owner' && typeof (o as { name?: unknown }).name === 'string');
  const form = `${COMPANY} is a sole trader (IK, individuālais komersants), which has no members or shares`;
  // The details name the trader given name first (services/company-details.ts), as UR's officers file does not.
  const trader = owner ? owner.name : null;
  if ((details.personOwners?.count ?? 0) > 0) {
    return `${form}: personOwners counts its owner, the trader listed among its officers with position owner${trader ? ` (${trader})` : ''}, ` +
      'as the one natural person holding the whole business.';
  }
  const who = trader ? `its owner is the trader listed among its officers with position owner (${trader})` : 'its owner, the trader, is listed among its officers with position owner where the register names one';
  const persons = details.personOwners === null ? 'personOwners null' : 'personOwners count 0';
  return `${form}: the empty owners list and ${persons} do not mean it is held by no natural person; ${who}.`;
}

/** A sole trader's form, as the sentence on its entrepreneur names it in the details. */
const SOLE_TRADER_FORMS: Record<SoleTraderForm, string> = {
  FIE: 'a sole proprietor (FIE, füüsilisest isikust ettevõtja)',
  Tmi: 'a sole trader (toiminimi, yksityinen elinkeinonharjoittaja)',
  IĮ: 'an individual enterprise (IĮ, individuali įmonė)',
};

/**
 * A sole trader no file names the owner of (an EE FIE, an FI toiminimi, an LT individuali įmonė) is
 * one person's business, and its name holds that person's given name and surname (FI, LT: often);
 * RIK's open files are not documented to name an FIE's entrepreneur, so personOwners is null
 * (services/company-owners.ts), which a model read as held by no one, or as no person screened; the
 * FI and LT registers name no owner of any company, which the sentence on their empty lists says,
 * and nothing said that the entrepreneur is screened at all. The sentence says what the screening
 * compared: the person its business name holds, as the entrepreneur, by name alone ("compares the name its
 * business name holds with the listed persons as the entrepreneur's" read badly)
 * (importers/screening/sole-trader-matches.ts), and the beneficial owners the register names beside
 * it (where the compliance answer counts them, the details said only the name); or that its name
 * holds no person's name to compare. An FIE whose card names its owner is counted in personOwners,
 * and told as any owner is (ownersScreenedSentence).
 */
function soleProprietorSentence(services: Services, details: DetailsRead): string | undefined {
  const form = soleTraderFormTold(details);
  if (form === null) return undefined;
  const lead = form === 'FIE'
    ? `${COMPANY} is ${SOLE_TRADER_FORMS[form]}, one natural person's business with no members or shares: `
      + 'personOwners null gives no count because RIK\'s open files do not name the entrepreneur; do not report it as held by no natural person.'
    : `${COMPANY} is ${SOLE_TRADER_FORMS[form]}, one natural person's business with no members or shares.`;
  if (details.sanctionsScreened !== true) return lead;
  const { entrepreneurName, persons } = services.controllingHoldersOf(details.regcode, details.country as Country);
  const owners = persons === 0 ? '' : `, and ${persons === 1 ? 'the person' : `the ${persons} persons`} the register names as its beneficial owner`
    + `${persons === 1 ? '' : 's'} by name and birth date`;
  return entrepreneurName === null
    ? `${lead} Its name holds no person's name that sanctions screening could compare: it is screened by its own name and number${owners === '' ? ' alone' : owners}.`
    : `${lead} Sanctions screening compares the person its business name holds, as the entrepreneur, with the listed persons by name `
      + `alone (no file gives a birth date)${owners}.`;
}

/**
 * The sole trader's form the details' sentences name (soleProprietorSentence), null where they name
 * none: the company:// resource's notes, which give the financials' sentences after these, name the
 * form once (an IĮ's notes opened two sentences in a row "The company is an individual enterprise").
 */
export function soleTraderFormTold(details: Pick<DetailsRead, 'country' | 'legalFormCode' | 'legalFormName' | 'personOwners' | 'owners'>): SoleTraderForm | null {
  const form = soleTraderForm({ country: details.country, legalFormCode: details.legalFormCode, legalFormName: details.legalFormName });
  return form === null || details.personOwners !== null || details.owners.length > 0 ? null : form;
}

/** UR's types of a branch or a representative office: no legal person, part of the company that opened it. */
const LV_BRANCH_FORMS: Readonly<Record<string, string>> = {
  AKF: 'a branch of a foreign company (AKF, ārvalsts komersanta filiāle)',
  PAR: 'a representative office of a foreign company (PAR, ārvalsts komersanta pārstāvniecība)',
  FIL: 'a branch (FIL, filiāle)',
};

/**
 * An LV branch of a foreign company is no legal person: it has no members or shares, so its owners
 * list is empty and personOwners' count 0, which a model checking who holds a partner reports as
 * held by no one, while it is part of the company abroad that opened it, whose owners are its own.
 */
function branchSentence(details: DetailsRead): string | undefined {
  const kind = details.country === 'LV' && details.legalFormCode ? LV_BRANCH_FORMS[details.legalFormCode] : undefined;
  if (kind === undefined || details.owners.length > 0 || (details.personOwners?.count ?? 0) > 0) return undefined;
  // personOwners null where the store holds no LV holders: the sentence on an empty owners list is not given beside this one.
  const persons = details.personOwners === null ? 'personOwners null' : 'personOwners count 0';
  return `${COMPANY} is ${kind}, no legal person of its own, with no members or shares: ` +
    `the empty owners list and ${persons} do not mean it is held by no one; it is part of the company that opened it, ` +
    'whose owners are its owners, and which the register\'s files served here do not name.';
}

/**
 * A closed company's empty owners and empty board: the files list the officers and holders a company
 * has in force, and a company struck off has none, so owners [] and officers [] read to a model as a
 * company held by no one and without a board, where they only say it is closed. Its personOwners is
 * null (services/company-owners.ts: the count is not known once no longer listed), which a model
 * read as none just as it read a count 0: "no longer lists" says which it is. An association's or a
 * foundation's 0 (no one holds one) is its own, and no owners of it are said unlisted. One sentence for both, in as few words as say so: every answer about a closed LV or EE
 * company carries it, and its 360 to 460 bytes (an LV company's board told in a sentence of its own
 * before, some 730 for the two) said the reason twice. Owners another sentence tells (an EE AS, an LV
 * sole trader or branch) are left to it.
 */
function closedCompanySentence(
  details: DetailsRead, coverage: Record<string, boolean> | undefined, ownersTold: boolean,
): string | undefined {
  if (details.status !== 'closed' || coverage === undefined) return undefined;
  const board = coverage.officers === true && details.officers.length === 0 && details.formerOfficers.length === 0;
  const holders = !ownersTold && (coverage.members === true || coverage.stockholders === true)
    && details.owners.length === 0 && details.personOwners === null;
  // Of a register that dates no end of an office (LV), the offices the file stops listing are the
  // only departures recorded, and none of a closed company is: an empty formerOfficers beside
  // officers still listed says nothing either.
  const ends = coverage.officers === true && OFFICE_ENDS_UNPUBLISHED.includes(details.country);
  if (ends && details.officers.length > 0 && details.formerOfficers.length === 0) return closedBoardSentence(details, holders);
  if (!board && !holders) return undefined;
  const [kinds, lists, who, not] = board && holders
    ? ['officers or owners', 'officers, formerOfficers and owners lists and personOwners null', 'ran or held', 'no board or owners']
    : board
      ? ['officers', 'officers and formerOfficers lists', 'ran', 'no board']
      : ['owners', 'owners list and personOwners null', 'held', 'no owners'];
  const unrecorded = board && ends
    ? ', and none of its offices is recorded here as ended' : '';
  return `${COMPANY} is closed: the ${details.country} register no longer lists the ${kinds} of a closed company${unrecorded}, ` +
    `so its empty ${lists} say nothing of who ${who} it; do not report it as having ${not}.`;
}

/**
 * The holdings of an EE, LT or FI company: UR's files name no country for a holder registered
 * abroad (FOREIGN_ENTITY), so its holdings in LV companies are never matched to it, and the LT and
 * FI registers list no holders. The output schema says so, but a model reading the list reports it
 * as all the company holds ("holds no Latvian company"). Said in a few words, where a sentence of
 * some 320 characters went with every such company's answer: an empty list of an LT or FI company
 * is told in the sentence on its empty officers and owners (noOfficersNorOwners). Why (UR's
 * FOREIGN_ENTITY, no holders in LT and FI), some 100 bytes of each EE answer, is the output schema's
 * and docs/mcp.md's: what a model needs is that no register here would show the others.
 */
function holdingsSentence(details: DetailsRead, toldWithOwners: boolean): string | undefined {
  if (details.country === 'LV' || details.holdings === null || (toldWithOwners && details.holdings.length === 0)) return undefined;
  const who = COMPANY;
  // An FIE is no legal person: its entrepreneur holds shares in their own name, never the business's,
  // and "holds no EE company" read to a model following the person as the person holding none; told
  // "which no tool here lists" alone, it stopped there, though check_person lists them.
  if (details.holdings.length === 0 && details.country === 'EE' && details.legalFormCode === 'FIE') {
    return 'holdings [] says nothing of the companies its entrepreneur holds: an FIE is no legal person and holds no shares of its own, '
      + `the person holding them in their own name: ${CHECK_PERSON} lists them, with the person's name and birth date.`;
  }
  return details.holdings.length === 0
    ? `holdings [] means only that ${who} holds no EE company; no register here would show one in LV, LT or FI, so do not report it as holding none there.`
    : `holdings lists only the EE companies ${who} holds; no register here would show one in LV, LT or FI, so do not report them as all it holds.`;
}

/**
 * A holdings list cut at its first 100 (holdings-listed.ts): holdingsCount says so, but nothing
 * said where the rest were, and a model mapping a group could report the 100 as all it holds.
 */
function holdingsCutSentence(details: DetailsRead): string | undefined {
  if (details.holdings === null || details.holdingsCount === null || details.holdingsCount <= details.holdings.length) return undefined;
  return `${COMPANY} holds ${details.holdingsCount} companies today; holdings lists the first ${details.holdings.length}. `
    + `Call ${LIST_HOLDER_HOLDINGS} with regcode ${details.regcode} and registeredIn ${details.country} for every one of them `
    + '(50 a call; it lists those it held before too, each with until).';
}

/** The sentences about the answer's parts that say less than a model reads in them (empty lists, holdings), none where it needs none. */
function emptyPartsSentences(services: Services, details: DetailsRead): string[] {
  const coverage = services.coverage()[details.country as keyof ReturnType<Services['coverage']>];
  const since = OFFICE_ENDS_UNPUBLISHED.includes(details.country) ? departuresRecordedSince(services, details.country) : null;
  const forms = [soleTraderSentence(details), soleProprietorSentence(services, details), branchSentence(details)];
  const officers = officersSentence(details, coverage);
  const general = ownersSentence(details, coverage);
  const merged = officers !== undefined && general !== undefined && coverage?.members === false && coverage.stockholders === false;
  // A form's own sentence on its owners (an FIE, an IK, a branch) says what the general one would, the
  // two read one after the other ("do not report it as held by no natural person" twice, of a store
  // holding no EE holders); the general one is kept where it also tells the officers (LT, FI).
  const owners = merged || forms.every((f) => f === undefined) ? general : undefined;
  const ownersTold = owners !== undefined || forms.some((f) => f !== undefined);
  const both = noOfficersNorOwners(officers, owners, details, coverage);
  return [...both, formerOfficersSentence(details, coverage, since), ...forms, closedCompanySentence(details, coverage, ownersTold),
    holdingsSentence(details, both.length === 1), holdingsCutSentence(details)]
    .filter((s) => s !== undefined);
}

/**
 * The register data of a country naming neither officers nor owners of any company (LT, FI): one
 * sentence for both, where two said the same of the company one after the other, each naming it;
 * an empty holdings list, which says as little (holdingsSentence), is told in it too.
 */
function noOfficersNorOwners(
  officers: string | undefined, owners: string | undefined, details: DetailsRead, coverage: Record<string, boolean> | undefined,
): Array<string | undefined> {
  const noHolders = coverage?.members === false && coverage.stockholders === false;
  if (officers === undefined || owners === undefined || !noHolders) return [officers, owners];
  const persons = details.personOwners === null ? 'personOwners null' : 'personOwners count 0';
  const holdings = details.holdings?.length === 0 && details.country !== 'LV';
  // Why holdings [] says nothing outside EE the output schema says (an LT or FI company's are EE ones only).
  return [`The ${details.country} register data held here names no officers and no owners of any company: the empty `
    + `officers, formerOfficers and owners lists and ${persons} say nothing about ${COMPANY}`
    + (holdings ? ', nor holdings [] about its holdings outside EE' : '')
    + '; do not report it as having no board, an unchanged board or no owners'
    + (holdings ? ', or no holdings in LV, LT or FI.' : '.')];
}

/**
 * Every sentence to give beside a company's details (get_company_details, and the company://
 * resource, which carries the same fields), none where the answer needs none: its empty parts that
 * say nothing, an isSanctioned false that rests on no list (sanctionsScreened false), which a
 * model would report as not sanctioned, and one beside an owner held here that is sanctioned itself.
 */
export function detailsSentences(
  services: Services, details: DetailsRead & {
    sanctionsScreened: boolean; isSanctioned: boolean; owners: CorporateOwnerView[]; flags: string[];
    vat: { registered: boolean; number: string | null; deregisteredOn: string | null } | null;
  } & ClosureDays & Parameters<typeof highRiskRatingSentence>[0] & Parameters<typeof prepaymentMissingSentence>[0],
): string[] {
  const screening = details.sanctionsScreened ? [] : [notScreenedSentence()];
  // The weaker candidates kept for a reviewer, which isSanctioned false says nothing of: said as the
  // compliance answer says them, with the call that lists them (most companies have none).
  const kept = details.sanctionsScreened && !details.isSanctioned ? services.sanctionsFor(details.regcode, details.country as Country, true) : undefined;
  const candidates = kept && candidatesLeftOutSentence(kept.candidates ?? [], kept.threshold, false, false);
  // An owner sanctioned itself, as get_company_compliance names it: the two answers agree.
  // The compliance statement's sanctionedHolders, read where an owner is held here (most have none):
  // each owner's own statement, one level deep, as that answer names them.
  const owners = details.isSanctioned || !(details.owners as CorporateOwnerView[]).some((o) => o.regcode !== null && o.country !== null) ? undefined
    : sanctionedHoldersSentence(services.complianceFor(details.regcode, details.country as Country).sanctionedHolders);
  // Which of the persons counted in personOwners, and of the legal entities in owners, the screening
  // weighed: said where there are some. Beside owners alone it was not said, and a model asked whether
  // any owner is sanctioned read isSanctioned false as clearing the 40 % holder abroad that no list was
  // compared with (Paldiski Sadamalogistika OÜ on the demo). Not beside an owner named sanctioned (as the
  // compliance answer: "none matching" read as contradicting it).
  const personCount = details.personOwners?.count ?? 0;
  // Of a company no owner is listed of but whose beneficial owners were compared (an EE AS, whose
  // stockholders RIK does not list): the details said only that its owners are unknown, and a model
  // asked whether any owner is sanctioned could not tell that the beneficial owners were screened,
  // which the compliance answer says. A sole trader's own sentence says it (soleProprietorSentence).
  const unlisted = personCount === 0 && details.owners.length === 0;
  const coverage = services.coverage()[details.country as keyof ReturnType<Services['coverage']>];
  const holders = details.sanctionsScreened && owners === undefined
    && (!unlisted || (coverage?.beneficialOwners === true && soleTraderForm(details) === null))
    ? services.controllingHoldersOf(details.regcode, details.country as Country) : undefined;
  const persons = holders !== undefined && (!unlisted || holders.persons > 0)
    ? ownersScreenedSentence(details, coverage, holders, personCount > 0 ? personCount : undefined, { lists: kept?.lists })
    : undefined;
  const vat = vatEndedByClosureSentence(services, details);
  // A rating C or no prepayment entry, said as the compliance answer says it: flags [] beside them read as clean.
  const tax = [highRiskRatingSentence(details), prepaymentMissingSentence(details)];
  const closure = closedOnOrBeforeSentence(details);
  return [...(closure ? [closure] : []), ...emptyPartsSentences(services, details), ...(vat ? [vat] : []), ...screening, ...[candidates, owners, persons, ...tax].filter((s) => s !== undefined)];
}
