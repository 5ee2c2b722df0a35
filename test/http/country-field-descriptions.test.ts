// A company answer's dates, address, legal-form code, VAT dates and activity name mean a different
// thing in each register. The OpenAPI document and the MCP output schema say, for each of these
// fields, what it is in every country (EE registration = first entry, FI = Trade Register entry or
// business ID, EE VAT without dates, the EE activity named by its EMTAK subclass): a reader who
// compares the answer with the register's own file can tell which field of the file it is. The MCP
// output schema, which every client hands its model before anything is asked, gives the short form
// of each (field-descriptions-brief.ts) where the full one is long.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';
import { companyDetailsOutput } from '../../src/mcp/schemas.ts';
import { COMPANY_FIELDS } from '../../src/domain/field-descriptions.ts';
import { COMPANY_FIELDS_BRIEF } from '../../src/domain/field-descriptions-brief.ts';

interface Described { description?: string; properties?: Record<string, Described>; anyOf?: Described[] }

/** The description of a property, through a nullable wrapper (`anyOf: [schema, {type: null}]`). */
function described(schema: Described | undefined, ...path: string[]): string {
  let s = schema;
  for (const key of path) {
    const inner = s?.properties ? s : s?.anyOf?.find((b) => b.properties);
    s = inner?.properties?.[key];
  }
  return s?.description ?? s?.anyOf?.find((b) => b.description)?.description ?? '';
}

const PER_COUNTRY: Array<{ path: string[]; says: RegExp[]; field: keyof typeof COMPANY_FIELDS }> = [
  { path: ['registeredOn'], field: 'registeredOn', says: [/LV /, /EE the first entry/, /LT the registration in JAR/, /FI the entry in the Trade Register.*business ID/] },
  { path: ['closedOn'], field: 'closedOn', says: [/LV /, /LT the day of deregistration/, /FI the day it ceased/, /EE company.*found it gone/] },
  { path: ['address'], field: 'address', says: [/LV and LT/, /EE the ADS-normalised/, /FI the street \(visiting\) address.*postal/] },
  { path: ['legalFormCode'], field: 'legalFormCode', says: [/LV the UR type/, /EE RIK's abbreviation/, /LT the JAR form code/, /FI the YTJ company-form code/] },
  { path: ['legalFormName'], field: 'legalFormName', says: [/LV the UR type text/, /EE the form as RIK writes it/, /LT the form as JAR writes it/, /FI the YTJ company form/] },
  { path: ['vat', 'registeredOn'], field: 'vatRegisteredOn', says: [/null in EE/] },
  // Which holders counted here sanctions screening weighs, and that no LT or FI owner is.
  { path: ['personOwners'], field: 'personOwners', says: [/Sanctions screening weighs such a person only where it controls the company/, /a minority holder who is no beneficial owner is compared with OFAC's list .* and, named with certainty \(name and birth date\) on another list, is a candidate for review/, /no owner of an LT or FI company/,
    // An Estonian holder or officer RIK's files give no birth date of is compared with no list, which a minority holding's line did not say.
    /each of them compared only where the register gives the person's birth \(RIK's files have given none of a person with an Estonian personal code since November 2024/] },
  { path: ['nace', 'description'], field: 'naceDescription', says: [/LV in Latvian/, /LT in Lithuanian/, /FI in English/, /EE the Estonian wording of the EMTAK subclass/] },
];

test('OpenAPI and MCP say what registeredOn, closedOn, address, legalFormCode, VAT dates and the activity name are per country', async () => {
  const app = await startTestApp({ services: await testServices() });
  let doc: { components: { schemas: Record<string, Described> } };
  try {
    doc = (await app.app.inject({ url: API })).json();
  } finally {
    await app.close();
  }
  const rest = doc.components.schemas.CompanyDetails;
  const mcp = companyDetailsOutput.toJSONSchema() as Described;
  for (const { path, field, says } of PER_COUNTRY) {
    const inRest = described(rest, ...path);
    for (const pattern of says) assert.match(inRest, pattern, `OpenAPI CompanyDetails.${path.join('.')}`);
    assert.equal(inRest.replace(/ \(YYYY-MM-DD\)$/, ''), COMPANY_FIELDS[field], `OpenAPI CompanyDetails.${path.join('.')}: the full text`);
    assert.equal(described(mcp, ...path).replace(/ \(YYYY-MM-DD\)$/, ''), COMPANY_FIELDS_BRIEF[field], `MCP get_company_details ${path.join('.')}: its short form`);
  }
});
