// The owners registered abroad (legal entities the registers list among an LV or EE company's
// owners that are no company here), as the search names those of the name typed (holdersAbroad).
import { Type } from 'typebox';
import { COUNTRIES } from '../../domain/country.ts';
import { HOLDER_ABROAD_FIELDS as H } from '../../domain/field-descriptions.ts';
import { Nullable, NullableDate, TextEnum } from '../schemas/common.ts';

const text = (description: string) => Type.String({ description });
const nullableText = (description: string) => Nullable(text(description));
const CountryCode = (description: string) => Type.String({ pattern: '^[A-Z]{2}$', description });

/** A company an owner abroad holds, of the first few the search names. */
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
