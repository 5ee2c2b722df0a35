// A sanctions match and a list screened, as every answer that names them gives them: the company's
// sanctions check and compliance statement, and the person check's roles (a part of a match).
import { Type } from 'typebox';
import { SANCTION_FIELDS } from '../../domain/field-descriptions.ts';
import { Nullable, NullableDate, TextEnum } from './common.ts';

const S = SANCTION_FIELDS;
const text = (description: string) => Type.String({ description });
const nullableText = (description: string) => Nullable(text(description));

export const SanctionMatch = Type.Object({
  list: text(S.list),
  program: nullableText(S.program),
  programs: Type.Array(Type.String(), { description: S.programs }),
  reference: nullableText(S.reference),
  entryId: text(S.entryId),
  source: nullableText(S.entrySource),
  listedOn: NullableDate(S.listedOn),
  reason: nullableText(S.reason),
  matchedOn: TextEnum(['registration_number', 'name', 'owner'], S.matchedOn),
  matchedName: nullableText(S.matchedName),
  entryName: nullableText(S.entryName),
  score: Type.Number({ minimum: 0, maximum: 1, description: S.score }),
  explanation: text(S.explanation),
  features: Type.Object({}, { additionalProperties: true, description: S.features }),
  sourceUrl: nullableText(S.sourceUrl),
  addresses: Nullable(Type.Array(Type.String(), { description: S.addresses })),
  particulars: Nullable(Type.Object({
    gender: Nullable(TextEnum(['male', 'female'], S.gender)),
    birthPlaces: Type.Array(Type.String(), { description: S.birthPlaces }),
    amendedOn: NullableDate(S.amendedOn),
    unReference: nullableText(S.unReference),
  }, { description: S.particulars })),
  copyOf: Nullable(Type.Object({ source: text(S.copyOfSource), entryId: text(S.copyOfEntryId) }, { description: S.copyOf })),
});

export const ListScreened = Type.Object({ list: text(S.list), source: text(S.listSource), asOf: NullableDate(S.listAsOf) });
