// The owners registered abroad (legal entities the registers list among an LV or EE company's
// owners that are no company here): as the search names those of the name typed (holdersAbroad),
// and the companies one of them holds (GET /holders/{regcode}/holdings), declared once for both.
import { Type } from 'typebox';
import { COMPANY_STATUSES, OWNER_ROLES } from '../../domain/records.ts';
import { COUNTRIES } from '../../domain/country.ts';
import { COMPANY_FIELDS as C, HOLDER_ABROAD_FIELDS as H } from '../../domain/field-descriptions.ts';
import { HOLDER_TEXT_MAX } from '../../services/holder-sent-reading.ts';
import { ANY_COUNTRY_PATTERN, BoundedInteger, NOT_BLANK_PATTERN, COMPANY_KEY_PATTERN, nextKeepsLimit, Nullable, NullableDate, TextEnum } from '../schemas/common.ts';

const text = (description: string) => Type.String({ description });
const nullableText = (description: string) => Nullable(text(description));
const CountryCode = (description: string) => Type.String({ pattern: '^[A-Z]{2}$', description });

/** A holding's share as the register gives it: an owner's (owners), a company's held (holdings) and an owner's held (this list) alike. */
export const ShareSchema = (description: string) => Nullable(Type.Object({
  percent: Nullable(Type.Number({ description: C.ownerSharePercent })),
  amount: Nullable(Type.Number({ description: C.ownerShareAmount })),
  currency: nullableText(C.ownerShareCurrency),
}, { description }));
export { OWNER_ROLES };

/** A company an owner abroad holds: the search names the first few, the holdings list every one. */
const heldFields = {
  country: TextEnum(COUNTRIES, H.heldCountry),
  regcode: text(H.heldRegcode),
  name: text(H.heldName),
  until: NullableDate(H.heldUntil),
};

export const HolderAbroadSchema = Type.Object({
  name: text(H.holderName),
  regcode: nullableText(H.holderRegcode),
  registeredIn: Nullable(CountryCode(H.holderRegisteredIn)),
  holdings: Type.Array(Type.Object(heldFields), { description: H.holdings, maxItems: 3 }),
  more: Type.Boolean({ description: H.holdingsMore }),
});

export const HoldersAbroad = Type.Array(HolderAbroadSchema, { description: H.holdersAbroad, maxItems: 3 });

// A number as the register of the company held writes it: a Cypriot HE398114, a German HRB 12345. As long as
// list_holder_holdings takes it: an owner's name over 40 characters (or a number after it) was the 400 `holderRegcode
// must be at most 40 characters long`, where the tool names the owner and its number (services/holder-sent-reading.ts).
export const HolderParams = Type.Object({
  holderRegcode: Type.String({ minLength: 1, maxLength: HOLDER_TEXT_MAX, pattern: NOT_BLANK_PATTERN, examples: ['HE398114'], description: H.regcodeParam }),
});

const HOLDINGS_LIMIT_DEFAULT = 50;

export const HoldingsQuery = Type.Object({
  // No example: "Try it out" sends it, and answers the owner of one country where the path alone answers every one.
  registeredIn: Type.Optional(Type.String({ pattern: ANY_COUNTRY_PATTERN, description: H.registeredInParam })),
  limit: Type.Optional(BoundedInteger(1, 100, HOLDINGS_LIMIT_DEFAULT, 'Maximum companies')),
  // No example, as the person check's after has none: "Try it out" would send it.
  after: Type.Optional(Type.String({ pattern: COMPANY_KEY_PATTERN, maxLength: 44, description: H.afterParam })),
});

const HeldByHolder = Type.Object({
  ...heldFields,
  status: TextEnum(COMPANY_STATUSES, H.heldStatus),
  role: TextEnum(OWNER_ROLES, H.heldRole),
  position: nullableText(H.heldPosition),
  share: ShareSchema(H.heldShare),
  since: NullableDate(H.heldSince),
  holderName: text(H.heldHolderName),
  holderRegisteredIn: Nullable(CountryCode(H.heldHolderRegisteredIn)),
});

const EXAMPLE_HELD = {
  country: 'EE', regcode: '14850372', name: 'Paldiski Sadamalogistika OÜ', until: null, status: 'active', role: 'member', position: null,
  share: { percent: 60, amount: 1500, currency: 'EUR' }, since: '2019-10-01', holderName: 'Kyrenia Maritime Holdings Ltd', holderRegisteredIn: 'CY',
};

// The list is results, as every list of API.md's contract is; holdings, its name before, is the
// same list kept for the clients written against it and marked deprecated in the OpenAPI document.
export const HoldingsResponse = Type.Object({
  regcode: text(H.listRegcode),
  registeredIn: Nullable(CountryCode(H.listRegisteredIn)),
  results: Type.Array(HeldByHolder, { description: H.pageHoldings }),
  holdings: Type.Array(HeldByHolder, { description: H.pageHoldingsDeprecated, deprecated: true }),
  count: Type.Integer({ description: H.count, minimum: 0 }),
  truncated: Type.Boolean({ description: H.truncated }),
  next: nullableText(H.next + nextKeepsLimit(HOLDINGS_LIMIT_DEFAULT)),
}, {
  description: 'Every company an owner of that number holds or held as a member or stockholder',
  examples: [{
    regcode: 'HE398114', registeredIn: 'CY', count: 1, truncated: false, next: null, results: [EXAMPLE_HELD], holdings: [EXAMPLE_HELD],
  }],
});
