// The owners of a company in its details: the legal entities holding it, each named with the
// number and country to ask for its own details (the next link of the ownership chain), and of
// the natural persons holding it only how many they are and how much they hold together. A
// person's holdings are personal data: a person is found only by a check that already knows the
// name and the birth date, and beneficial owners are not read here at all (docs/operations.md,
// Personal data). Saying that persons hold a part tells an analyst the ownership is partly
// personal rather than hidden.
import type { Country } from '../domain/country.ts';
import type { Role } from '../domain/records.ts';
import type { HoldingRow, PersonHoldingsRow } from '../store/owners-read.ts';
import { isoDate } from './view-values.ts';
import type { DatasetFacts } from './dataset-facts.ts';

export interface OwnerShareView { percent: number | null; amount: number | null; currency: string | null }

export interface CorporateOwnerView {
  name: string;
  /** The holder's registration number as the register gives it; null where it gives none. */
  regcode: string | null;
  /** The country whose register this service holds the holder in (a details call follows it); null otherwise. */
  country: Country | null;
  /**
   * ISO alpha-2 of the country of the holder's register as the company's register names it, any
   * country (CY for a Cypriot holder of an Estonian OÜ), the company's own for a domestic holder;
   * null where the register names none.
   */
  registeredIn: string | null;
  role: Role;
  position: string | null;
  share: OwnerShareView | null;
  since: string | null;
}

export interface PersonOwnersView {
  count: number;
  /** Their holdings together in percent of the capital; null where one has no percent. */
  sharePercent: number | null;
}

export interface OwnersView { owners: CorporateOwnerView[]; personOwners: PersonOwnersView; sources: string[] }

/** A holding's share as the register gives it, null where it gives none: an owner's, and a company's held (company-holdings.ts). */
export const shareOf = (h: Pick<HoldingRow, 'share_percent' | 'share_amount' | 'share_currency'>): OwnerShareView | null =>
  h.share_percent === null && h.share_amount === null && h.share_currency === null
    ? null : { percent: h.share_percent, amount: h.share_amount, currency: h.share_currency };

/**
 * `holdings`: those of legal entities; `persons`: those of natural persons, counted and their
 * percents summed in the store, a joint holding once and one a legal entity shares not at all (it
 * is among `holdings`: store/owners-read.ts), here rounded to 0.01.
 */
export function ownersOf(holdings: HoldingRow[], persons: PersonHoldingsRow): OwnersView {
  const owners = holdings.map((h): CorporateOwnerView => ({
    name: h.holder_name,
    regcode: h.holder_regcode,
    country: h.holder_country as Country | null,
    registeredIn: h.registered_in,
    role: h.role as Role,
    position: h.position,
    share: shareOf(h),
    since: isoDate(h.since),
  }));
  return {
    owners,
    personOwners: {
      count: persons.count,
      sharePercent: persons.share_percent === null ? null : Math.round(persons.share_percent * 100) / 100,
    },
    sources: [...new Set([...holdings.map((h) => h.source), ...persons.sources])],
  };
}

/**
 * Whether the store holds the file that lists this company's holders, so that personOwners may
 * count them: none of its country's (LT and FI publish none, a store may hold only officers), and
 * for a joint-stock company (AS) its country's stockholders file, an AS's holders being in no other.
 * RIK publishes the shareholders of an OÜ alone (an AS's are kept at the securities depository),
 * so an Estonian AS counted 0 natural persons, read as held by no person where nothing is known.
 */
/**
 * The natural persons holding the company, as personOwners serves them: null where companyHoldersListed
 * says no file of its holders is held, and for an Estonian sole proprietor (FIE) of which no owner is
 * read. An FIE is one person's business, so a count of 0 would say that no person is behind it; RIK's
 * files are not documented to name the entrepreneur (no role code of the card's is known for it, the
 * classifier ISIKROLLID being served by the contract API alone), and where a card does name one
 * (importers/ee/persons.ts: owner of a sole trader) it is counted as an LV IK's owner is, 1 holding 100.
 */
export function personOwnersServed(dataset: Pick<DatasetFacts, 'holdersListed' | 'stockholdersListed'>,
  company: { country: string; legal_form_code: string | null; status: string }, owners: OwnersView): PersonOwnersView | null {
  if (!companyHoldersListed(dataset, company)) return null;
  if (isUnnamedSoleProprietor(company, owners)) return null;
  if (holdersNoLongerListed(company, owners)) return null;
  return owners.personOwners;
}

/**
 * The forms no one holds, by country: a body of members with no capital (an association, a
 * foundation, a religious congregation, a trade union, a party, an apartment association) and a
 * branch or representative office, no legal person of its own. Their count of 0 is true of them
 * closed as alive: on the demo, every live LV BDR (1,060) and EE MTÜ (675) counts 0.
 */
const FORMS_HELD_BY_NONE: Readonly<Record<string, readonly string[]>> = {
  LV: ['BDR', 'NOD', 'DRZ', 'ARB', 'PP', 'PPA', 'FIL', 'AKF', 'PAR'],
  EE: ['MTÜ', 'SA', 'KÜ', 'FIL'],
};

/**
 * A closed company of a form that has holders, of which the register's files list none: UR and RIK
 * list the members and shareholders a company has in force, and drop a company's once it is struck
 * off, so its count of 0 says only that they are no longer listed, not that no person held it (the
 * contract's null for a value not known). 643 closed LV and EE companies of the demo (SIA, AS, IK,
 * OÜ) counted 0; an association's or a foundation's 0 (FORMS_HELD_BY_NONE) stays, and so does the
 * count of a closed company whose holders are still listed.
 */
function holdersNoLongerListed(company: { country: string; legal_form_code: string | null; status: string }, owners: OwnersView): boolean {
  if (company.status !== 'closed' || owners.owners.length > 0 || owners.personOwners.count > 0) return false;
  return !formHeldByNone(company.country, company.legal_form_code);
}

/** Whether no one owns a company of this form (FORMS_HELD_BY_NONE): an association, a foundation, a branch. */
export const formHeldByNone = (country: string, legalFormCode: string | null): boolean =>
  legalFormCode !== null && (FORMS_HELD_BY_NONE[country]?.includes(legalFormCode) ?? false);

/** An Estonian sole proprietor (FIE) whose owner no file read names (see personOwnersServed). */
function isUnnamedSoleProprietor(company: { country: string; legal_form_code: string | null }, owners: OwnersView): boolean {
  return company.country === 'EE' && company.legal_form_code === 'FIE' && owners.personOwners.count === 0;
}

export function companyHoldersListed(dataset: Pick<DatasetFacts, 'holdersListed' | 'stockholdersListed'>,
  company: { country: string; legal_form_code: string | null }): boolean {
  if (!dataset.holdersListed(company.country)) return false;
  return company.legal_form_code !== 'AS' || dataset.stockholdersListed(company.country);
}
