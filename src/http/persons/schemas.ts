// Request and response schemas of the person endpoints (spec 4.5, 4.6).
import { Type } from 'typebox';
import {
  BirthDate, BoundedInteger, CompanyStatusSchema, CountrySchema, IsoDate, IsoInstant, Nullable, RoleSchema, SearchText,
} from '../schemas/common.ts';

const personFields = {
  name: SearchText('Full name; case, diacritics and word order are ignored'),
  birthDate: BirthDate,
};

export const PersonCheckQuery = Type.Object({
  ...personFields,
  limit: Type.Optional(BoundedInteger(1, 100, 50, 'Maximum companies')),
});

export const NewRegistrationsQuery = Type.Object({
  ...personFields,
  hours: Type.Optional(BoundedInteger(1, 168, 24, 'Window in hours counted back from now')),
  limit: Type.Optional(BoundedInteger(1, 1000, 100, 'Maximum companies')),
});

const associationFields = {
  regcode: Type.String(),
  country: CountrySchema,
  companyName: Type.String(),
  companyStatus: CompanyStatusSchema,
  role: RoleSchema,
  position: Nullable(Type.String()),
  since: Nullable(IsoDate),
  until: Nullable(IsoDate),
  share: Nullable(Type.Object({
    percent: Nullable(Type.Number()),
    amount: Nullable(Type.Number()),
    currency: Nullable(Type.String()),
  })),
};

const Person = Type.Object({ name: Type.String(), birthDate: IsoDate });

export const PersonCheckResponse = Type.Object({
  person: Person,
  count: Type.Integer(),
  results: Type.Array(Type.Object(associationFields)),
}, { $id: 'PersonCheck' });

export const NewRegistrationsResponse = Type.Object({
  person: Person,
  hours: Type.Integer(),
  count: Type.Integer(),
  results: Type.Array(Type.Object({
    ...associationFields,
    registeredOn: Nullable(IsoDate),
    firstSeenAt: IsoInstant,
  })),
}, { $id: 'NewRegistrations' });
