// The holdings in force of one company (its members, stockholders and partners, a sole trader's owner), as one part of
// the details' facts statement (store/company-facts-read.ts): those of legal entities row by row
// with their name and registration number, those of natural persons only counted and summed. A
// natural person is never named here: details say how many of them hold the company and how much,
// and a person is found only by a check that knows the name and the birth date (services/persons.ts).
// Most holders are persons: counting them in SQL spares building, parsing and filtering a row each,
// and a company without a legal holder (most) needs no sort.
import { FOUNDER } from '../domain/founder-role.ts';
import { SOLE_TRADER_OWNER, SOLE_TRADER_OWNER_PERCENT } from '../domain/sole-trader-owner.ts';
import { HOLDER_ABROAD } from '../domain/holder-country.ts';
import { JOINT_OWNER_POSITION } from '../domain/joint-holding.ts';
import { cardShareholdingListedAgainSql, withCardsGapSql } from '../domain/card-shareholdings.ts';

/** A holding in force of a legal entity (a company or other legal person). */
export interface HoldingRow {
  holder_name: string;
  holder_regcode: string | null;
  /**
   * The country of the holder's register (the company's own unless the register names another)
   * where the store holds a company of it with the holder's number, else null.
   */
  holder_country: string | null;
  /**
   * ISO alpha-2 of the country of the holder's register as the company's register names it (any
   * country; the company's own for a holder of its register), whether held here or not; null where
   * the register names none (UR's foreign entities) or names it in a way not read.
   */
  registered_in: string | null;
  role: string; position: string | null; since: string | null;
  share_percent: number | null; share_amount: number | null; share_currency: string | null;
  source: string;
}

export const HOLDING_COLUMNS = ['holder_name', 'holder_regcode', 'holder_country', 'registered_in', 'role', 'position', 'since',
  'share_percent', 'share_amount', 'share_currency', 'source'] as const;

/** A legal entity's holding from its values in the order of HOLDING_COLUMNS (one literal: one shape for every row). */
export const holdingRow = (v: unknown[]) => ({
  holder_name: v[0], holder_regcode: v[1], holder_country: v[2], registered_in: v[3], role: v[4], position: v[5], since: v[6],
  share_percent: v[7], share_amount: v[8], share_currency: v[9], source: v[10],
}) as HoldingRow;

/** The holdings in force of natural persons, together. */
export interface PersonHoldingsRow {
  /** How many holdings (each joint owner one), but for those of a joint holding a legal entity shares. */
  count: number;
  /**
   * Their percents summed, a joint holding once (each joint owner is linked with the whole of it,
   * domain/joint-holding.ts: the joint owners of one holding share role, share and start), and
   * none that a legal entity shares (the legal holdings' rows carry it);
   * null where there is none or one has no percent (LV stockholders: UR gives amounts only).
   */
  share_percent: number | null;
  /** The sources of those holdings, each once. */
  sources: string[];
}

// ?1 country, ?2 regcode, ?4 today, as the facts statement numbers them. A founder holds no share
// (domain/founder-role.ts); an ended holding is left out as an ended office is; an OÜ holding RIK's
// card lists beside its shareholders file is the file's row alone (domain/card-shareholdings.ts),
// with the start and share it lacks taken from the card's row (withCardsGapSql). The owner of a sole
// trader (micro_enterprise, position owner: UR's OWNER of an IK, and an EE FIE's should RIK's card
// name one) is the one natural person holding the whole business, which has no members or shares:
// left out, an IK counted 0 persons, read as held by none; a member of a company paying VID's
// micro-enterprise tax (position member) holds through its members' row and is not counted again.
// The three roles are three seeks of the company's roles index, which holds the role
// (migrations/025): no other role of the company (its officers, its beneficial owners) is fetched.
const inForceHolding = (r: string) => `${r}.country = ?1 AND ${r}.regcode = ?2 AND ${r}.role IN ('member', 'stockholder', '${SOLE_TRADER_OWNER.role}')
    AND NOT (${r}.role = '${FOUNDER.role}' AND ${r}.position IS '${FOUNDER.position}')
    AND NOT (${r}.role = '${SOLE_TRADER_OWNER.role}' AND (${r}.position IS NOT '${SOLE_TRADER_OWNER.position}' OR ${r}.entity_type = 'legal_entity'))
    AND (${r}.until IS NULL OR ${r}.until >= ?4)
    AND NOT ${cardShareholdingListedAgainSql(r, '?4')}`;

// The holder's company is sought through the companies primary key, for a legal entity only, in
// the country of the holder's register: the company's own unless the register names another
// (person_roles.holder_country, domain/holder-country.ts; a country not held, or ZZ for none named,
// finds none); registered_in is that country whether held or not, ZZ none. The
// bound is far above any company's holders in the registers (an AS's shares are held through the depository).
const LEGAL_HOLDINGS_SQL = `SELECT ${HOLDING_COLUMNS.join(', ')} FROM (SELECT r.person_name AS holder_name, r.holder_regcode,
    CASE WHEN EXISTS (SELECT 1 FROM companies c WHERE c.country = coalesce(r.holder_country, ?1) AND c.regcode = r.holder_regcode)
      THEN coalesce(r.holder_country, ?1) END AS holder_country,
    CASE WHEN r.holder_country IS NOT '${HOLDER_ABROAD}' THEN coalesce(r.holder_country, ?1) END AS registered_in,
    r.role, r.position, ${withCardsGapSql('r', 'since')} AS since, ${withCardsGapSql('r', 'share_percent')} AS share_percent,
    ${withCardsGapSql('r', 'share_amount')} AS share_amount, ${withCardsGapSql('r', 'share_currency')} AS share_currency, r.source
  FROM person_roles r
  WHERE ${inForceHolding('r')} AND r.entity_type = 'legal_entity'
  ORDER BY share_percent DESC NULLS LAST, share_amount DESC NULLS LAST, r.person_name, r.id LIMIT 5000)`;

// Another joint owner (o) of the holding of r: the joint owners of one holding share role, share
// and start (domain/joint-holding.ts).
const sameJointHolding = (kind: string) => `r.position IS '${JOINT_OWNER_POSITION}' AND EXISTS (SELECT 1 FROM person_roles o
      WHERE ${inForceHolding('o')} AND ${kind}
        AND o.position IS '${JOINT_OWNER_POSITION}' AND o.role = r.role AND o.share_percent IS r.share_percent
        AND o.share_amount IS r.share_amount AND o.share_currency IS r.share_currency AND o.since IS r.since)`;

// A joint owner's holding counts where no joint owner before it (by id) holds the same one.
const jointHoldingCountedBefore = sameJointHolding(`o.entity_type <> 'legal_entity' AND o.id < r.id`);

// A natural person's holding counted among the persons': not one shared with a legal entity, which
// owners lists with its whole share (the position joint_owner saying it is shared): summed there and
// here, a company held jointly by a company and a person read as held more than wholly.
const PERSON = `r.entity_type <> 'legal_entity' AND NOT (${sameJointHolding(`o.entity_type = 'legal_entity'`)})`;

// A person's percent as served: a shareholders-file row the card's row of the holding gives it for
// (domain/card-shareholdings.ts), as the legal holders' rows and the person check take it; a sole
// trader's owner the whole business (the register gives no share of a business that has none).
const PERCENT = `CASE WHEN r.role = '${SOLE_TRADER_OWNER.role}' THEN ${SOLE_TRADER_OWNER_PERCENT} ELSE ${withCardsGapSql('r', 'share_percent')} END`;

/**
 * The holdings part of the facts statement, one JSON array: [the legal entities' rows (arrays of
 * HOLDING_COLUMNS), the persons' count, their percent, the source of each of their holdings].
 * One walk of the company's roles counts and sums; only a company with a legal holder (on the demo
 * store 7 in 100) reads those again to sort them. The persons are counted whatever their number;
 * the rows' bound is for rows served.
 */
export const HOLDINGS_PART_SQL = `(SELECT json_array(
    CASE WHEN legal_holdings > 0 THEN json((SELECT json_group_array(json_array(${HOLDING_COLUMNS.join(', ')})) FROM (${LEGAL_HOLDINGS_SQL}))) ELSE json_array() END,
    person_holdings, person_percent, json(person_sources))
  FROM (SELECT COUNT(*) FILTER (WHERE r.entity_type = 'legal_entity') AS legal_holdings,
      COUNT(*) FILTER (WHERE ${PERSON}) AS person_holdings,
      CASE WHEN COUNT(*) FILTER (WHERE ${PERSON}) > 0 AND COUNT(${PERCENT}) FILTER (WHERE ${PERSON}) = COUNT(*) FILTER (WHERE ${PERSON})
        THEN SUM(CASE WHEN ${jointHoldingCountedBefore} THEN 0 ELSE ${PERCENT} END) FILTER (WHERE ${PERSON}) END AS person_percent,
      json_group_array(r.source) FILTER (WHERE ${PERSON}) AS person_sources
    FROM person_roles r
    WHERE ${inForceHolding('r')}))`;

/** The holdings part as read (HOLDINGS_PART_SQL), or the empty array of a part left out. */
export function holdingsOfPart(json: string): { holdings: HoldingRow[]; persons: PersonHoldingsRow } {
  const [legal = [], count = 0, percent = null, sources = []] = JSON.parse(json) as [unknown[][]?, number?, (number | null)?, string[]?];
  const holdings = legal.map(holdingRow);
  return { holdings, persons: { count, share_percent: percent, sources: [...new Set(sources)] } };
}
