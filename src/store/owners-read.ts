// The holdings in force of one company (its members, stockholders and partners), as one part of
// the details' facts statement (store/company-facts-read.ts): those of legal entities with their
// name and registration number, those of natural persons with their share only. A natural person
// is never named here: details say how many of them hold the company and how much, and a person
// is found only by a check that knows the name and the birth date (services/persons.ts).
import { FOUNDER } from '../domain/founder-role.ts';

/** A holding in force: the holder's name and number only for a legal entity (null for a natural person). */
export interface HoldingRow {
  /** 1 for a legal entity (a company or other legal person), 0 for a natural person. */
  legal: number;
  holder_name: string | null;
  holder_regcode: string | null;
  /** The company's own country where the holder's number is a company of it this service holds, else null. */
  holder_country: string | null;
  role: string; position: string | null; since: string | null;
  share_percent: number | null; share_amount: number | null; share_currency: string | null;
  source: string;
}

export const HOLDING_COLUMNS = ['legal', 'holder_name', 'holder_regcode', 'holder_country', 'role', 'position', 'since',
  'share_percent', 'share_amount', 'share_currency', 'source'] as const;

// ?1 country, ?2 regcode, ?4 today, as the facts statement numbers them. A founder holds no share
// (domain/founder-role.ts); an ended holding is left out as an ended office is. The bound is far
// above any company's holders in the registers (an AS's shares are held through the depository).
export const HOLDINGS_SQL = `SELECT r.entity_type = 'legal_entity' AS legal,
    CASE WHEN r.entity_type = 'legal_entity' THEN r.person_name END AS holder_name,
    CASE WHEN r.entity_type = 'legal_entity' THEN r.holder_regcode END AS holder_regcode,
    CASE WHEN r.entity_type = 'legal_entity' AND EXISTS (SELECT 1 FROM companies c WHERE c.country = ?1 AND c.regcode = r.holder_regcode)
      THEN ?1 END AS holder_country,
    r.role, r.position, r.since, r.share_percent, r.share_amount, r.share_currency, r.source
  FROM person_roles r
  WHERE r.country = ?1 AND r.regcode = ?2 AND r.role IN ('member', 'stockholder')
    AND NOT (r.role = '${FOUNDER.role}' AND r.position IS '${FOUNDER.position}')
    AND (r.until IS NULL OR r.until >= ?4)
  ORDER BY legal DESC, r.share_percent DESC NULLS LAST, r.share_amount DESC NULLS LAST, r.person_name, r.id LIMIT 5000`;
