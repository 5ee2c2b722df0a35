// Request and response schemas of the person endpoints (spec 4.5, 4.6).
import { Type } from 'typebox';
import { COMPANY_FIELDS, INPUT_FIELDS, LIST_FIELDS, PERSON_FIELDS } from '../../domain/field-descriptions.ts';
import { NEW_REGISTRATIONS_EXAMPLE, PERSON_CHECK_EXAMPLE, PERSON_CHECK_SANCTIONED_EXAMPLE } from '../schemas/answer-examples.ts';
import {
  BirthDate, BoundedInteger, CANDIDATE_KEY_PATTERN, COMPANY_KEY_PATTERN, CompanyStatusSchema, CountrySchema, DateField, FIRST_SEEN_UNTIL_PATTERN, InstantField,
  NEW_REGISTRATION_CANDIDATE_KEY_PATTERN, NEW_REGISTRATION_KEY_PATTERN, nextKeepsLimit,
  Nullable, NullableDate, RepresentationSchema, RoleSchema, SearchText, SourceList, TextEnum,
} from '../schemas/common.ts';
import { BIRTH_DATE_MATCHES } from '../../domain/birth-date-match.ts';
import { COMPLIANCE_FLAGS } from '../../domain/records.ts';
import { SANCTIONS_SCREENED } from '../../domain/screened-roles.ts';
import { ListScreened, SanctionMatch } from '../schemas/sanction-match.ts';

// The examples are people of the demo dataset (src/demo/notable.ts): one with companies in two
// countries, one with a company registered within the last day.
const personFields = (example: { name: string; birthDate: string }) => ({
  name: SearchText('Full name of one person, given names and surname in one value (firstName, lastName or surname sent apart: 400); case, diacritics and word order are ignored (two names or more joined by a comma, ;, & or and: 400; a surname written first with a comma is one person\'s where it begins with a particle, De Jong, Jan Erik, is in capitals before given names that are not, GARCÍA MÁRQUEZ, Gabriel José, or a register names someone born that day so; a maiden name after the name, Kadri Mets, née Tamm, dz., sünd., o.s., finds the roles under either name)', example.name),
  birthDate: BirthDate(example.birthDate),
});

const CHECK_LIMIT_DEFAULT = 50;
const NEW_LIMIT_DEFAULT = 100;

export const PersonCheckQuery = Type.Object({
  ...personFields({ name: 'Jānis Bērziņš', birthDate: '1980-01-01' }),
  limit: Type.Optional(BoundedInteger(1, 100, CHECK_LIMIT_DEFAULT, 'Maximum companies', INPUT_FIELDS.limitBeyondMaximumCheck)),
  // No example: the reference page's "Try it out" sends an optional parameter's example, and a
  // cursor there answered only the companies after it, as if they were all of the person's.
  // The description gives the format.
  after: Type.Optional(Type.String({ pattern: COMPANY_KEY_PATTERN, maxLength: 44, description: INPUT_FIELDS.after })),
  // The name sanctions screening gives its weaker matches for a reviewer: listed apart, only when asked for.
  candidates: Type.Optional(Type.Boolean({ description: INPUT_FIELDS.candidatesCheck, default: false })),
  candidatesAfter: Type.Optional(Type.String({ pattern: CANDIDATE_KEY_PATTERN, maxLength: 44, description: INPUT_FIELDS.candidatesAfter })),
});

export const NewRegistrationsQuery = Type.Object({
  ...personFields({ name: 'Sergejs Petrovs', birthDate: '1979-06-03' }),
  hours: Type.Optional(BoundedInteger(1, 168, 24, 'Window in hours counted back from now', INPUT_FIELDS.hoursBeyondMaximum)),
  limit: Type.Optional(BoundedInteger(1, 1000, NEW_LIMIT_DEFAULT, 'Maximum companies')),
  // No example, as the person check's after has none: the description gives the format.
  after: Type.Optional(Type.String({ pattern: NEW_REGISTRATION_KEY_PATTERN, maxLength: 64, description: INPUT_FIELDS.afterNew })),
  candidates: Type.Optional(Type.Boolean({ description: INPUT_FIELDS.candidatesNew, default: false })),
  candidatesAfter: Type.Optional(Type.String({ pattern: NEW_REGISTRATION_CANDIDATE_KEY_PATTERN, maxLength: 64, description: INPUT_FIELDS.candidatesAfterNew })),
  firstSeenUntil: Type.Optional(Type.String({ pattern: FIRST_SEEN_UNTIL_PATTERN, maxLength: 24, description: INPUT_FIELDS.firstSeenUntil })),
  // No example, as after has none: "Try it out" would send it and list only what was first seen after the example's instant.
  firstSeenAfter: Type.Optional(Type.String({ pattern: FIRST_SEEN_UNTIL_PATTERN, maxLength: 24, description: INPUT_FIELDS.firstSeenAfter })),
});

const P = PERSON_FIELDS;

// A role's fields up to its end, and those after it (the person check puts unlistedOn between).
const fieldsToUntil = {
  regcode: Type.String({ description: COMPANY_FIELDS.regcode }),
  country: CountrySchema,
  companyName: Type.String({ description: P.companyName }),
  companyStatus: CompanyStatusSchema,
  role: RoleSchema,
  position: Nullable(Type.String({ description: P.position })),
  since: NullableDate(P.since),
  announced: Type.Boolean({ description: P.announced }),
  until: NullableDate(P.until),
};
const fieldsAfterUntil = {
  share: Nullable(Type.Object({
    percent: Nullable(Type.Number({ description: P.sharePercent })),
    amount: Nullable(Type.Number({ description: P.shareAmount })),
    currency: Nullable(Type.String({ description: P.shareCurrency })),
  }, { description: P.share })),
  personName: Type.String({ description: P.personNameAsWritten }),
  formerName: Type.Optional(Type.String({ description: P.formerName })),
  birthDateMatch: TextEnum(BIRTH_DATE_MATCHES, P.birthDateMatch),
  source: Type.String({ description: P.roleSource }),
  asOf: NullableDate(P.roleAsOf),
};
const associationFields = { ...fieldsToUntil, ...fieldsAfterUntil };

// A candidate: a role as the person's are, and which person of the name it is (services/persons.ts groupedCandidates);
// a sole trader named after the person, no role a register lists, says so (services/persons-sole-traders.ts).
// Such a sole trader read from a name beside its registered one names it, in autofill's shape.
const MatchedOtherName = Type.Object({
  name: Type.String({ description: COMPANY_FIELDS.otherNameText }),
  kind: TextEnum(['parallel', 'auxiliary'], P.otherNameKindCandidate),
  until: Type.Null({ description: P.otherNameUntilCandidate }),
}, { description: P.matchedOtherNameCandidate });
const candidateFields = {
  roleFrom: Type.Optional(TextEnum(['business_name'], P.roleFrom)),
  matchedOtherName: Type.Optional(MatchedOtherName),
  candidateGroup: Nullable(Type.Integer({ minimum: 1, description: P.candidateGroup })),
};

const Person = Type.Object({
  name: Type.String({ description: P.personName }), birthDate: DateField(P.birthDate),
}, { description: P.person });

// A role as the person check lists it: an office a register's file stopped listing has until null
// and the date of the first file without it (null for every other role). New registrations list
// no such office (a departure is no registration), and carry no unlistedOn.
// Their source and asOf say what they are for such an office too: not a file that lists it.
// A match as the person check names it: the entry, the score, what it rests on and the match a
// Latvian register's copy copies (services/person-sanctions.ts).
const RoleSanctionMatch = Type.Pick(SanctionMatch, ['list', 'entryId', 'source', 'listedOn', 'matchedName', 'entryName', 'score', 'explanation', 'copyOf']);
const checkedFields = {
  ...fieldsToUntil, until: NullableDate(P.untilCheck), unlistedOn: NullableDate(P.unlistedOn),
  representation: RepresentationSchema(P.representationCheck), ...fieldsAfterUntil,
  source: Type.String({ description: P.roleSourceCheck }), asOf: NullableDate(P.roleAsOfCheck),
  // The company's own screening before the role's: the person's matches never say the company is listed.
  companySanctioned: Nullable(Type.Boolean({ description: P.companySanctioned })),
  // The company's other flags in force, as its compliance statement lists them (services/person-company-flags.ts).
  companyFlags: Type.Array(TextEnum(COMPLIANCE_FLAGS), { description: P.companyFlags }),
  sanctionsScreened: TextEnum(SANCTIONS_SCREENED, P.sanctionsScreened),
  sanctions: Type.Array(RoleSanctionMatch, { description: P.roleSanctions }),
  sanctionCandidates: Type.Array(RoleSanctionMatch, { description: P.roleSanctionCandidates }),
};

export const PersonCheckResponse = Type.Object({
  person: Person,
  count: Type.Integer({ description: LIST_FIELDS.count }),
  totalCompanies: Nullable(Type.Integer({ minimum: 0, description: P.totalCompanies })),
  truncated: Type.Boolean({ description: P.truncatedCheck }),
  next: Nullable(Type.String({ description: P.nextCheck + nextKeepsLimit(CHECK_LIMIT_DEFAULT) })),
  results: Type.Array(Type.Object(checkedFields), { description: P.associations }),
  candidates: Type.Optional(Type.Array(Type.Object({ ...checkedFields, ...candidateFields }), { description: P.candidatesCheck })),
  candidateRoles: Type.Optional(Type.Integer({ minimum: 1, description: P.candidateRolesCheck })),
  sanctionsThreshold: Type.Number({ description: P.sanctionsThresholdCheck }),
  sanctionLists: Type.Array(ListScreened, { description: P.sanctionListsCheck }),
  sources: SourceList(P.sources),
}, { $id: 'PersonCheck', description: "The person's roles in companies", examples: [PERSON_CHECK_EXAMPLE, PERSON_CHECK_SANCTIONED_EXAMPLE] });

const newRegistrationFields = {
  ...associationFields,
  representation: RepresentationSchema(P.representationNew),
  registeredOn: NullableDate(P.registeredOn),
  firstSeenAt: InstantField(P.firstSeenAt),
  // Whether the company is sanctioned, as the person check says of the same role (services/person-sanctions.ts).
  companySanctioned: Nullable(Type.Boolean({ description: P.companySanctionedNew })),
  companyFlags: Type.Array(TextEnum(COMPLIANCE_FLAGS), { description: P.companyFlagsNew }),
};
const NewRegistration = Type.Object(newRegistrationFields);

export const NewRegistrationsResponse = Type.Object({
  person: Person,
  personKnown: Type.Boolean({ description: P.personKnown }),
  hours: Type.Integer({ description: P.hours }),
  firstSeenThrough: InstantField(P.firstSeenThrough),
  count: Type.Integer({ description: LIST_FIELDS.count }),
  truncated: Type.Boolean({ description: P.truncatedNew }),
  // hours too is written out where the schema gave its default: each page counts its window back again.
  next: Nullable(Type.String({ description: P.nextNew + nextKeepsLimit(NEW_LIMIT_DEFAULT)
    + '; it carries hours as sent, or the default (24) where neither hours nor firstSeenAfter was sent, so that every page reads a window of the first page\'s length' })),
  results: Type.Array(NewRegistration, { description: `${P.associations}, ${P.newestFirst}` }),
  candidates: Type.Optional(Type.Array(Type.Object({ ...newRegistrationFields, ...candidateFields }), { description: P.candidatesNew })),
  candidateRoles: Type.Optional(Type.Integer({ minimum: 1, description: P.candidateRoles })),
  nameHint: Type.Optional(Type.String({ description: P.nameHint })),
  sources: SourceList(P.sourcesNew),
}, {
  $id: 'NewRegistrations', description: "The person's roles first seen within the window (none is a 200 with count 0)",
  examples: [NEW_REGISTRATIONS_EXAMPLE],
});
