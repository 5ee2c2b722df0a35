// A position is a code (general_partner, joint_owner), and a client reads what it means only in
// the field's description: a position an answer can hold that the description does not name reads
// as unknown. Every position the importers give an officer (the owner of an LV sole trader, a
// partnership's general partner) is named in the officers' position of the OpenAPI document and
// of the MCP output schema; every position they give a person's role (a partner, a joint owner, a
// co-owner) in the person answers' position; and the positions a sanctions match's evidence
// names (ownerPosition) in the description of that evidence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { testServices } from './services.ts';
import { companyDetailsOutput } from '../../src/mcp/schemas.ts';
import { GENERAL_PARTNER, LIMITED_PARTNER } from '../../src/domain/partner-roles.ts';
import { CO_OWNER_POSITION, JOINT_OWNER_POSITION } from '../../src/domain/joint-holding.ts';

interface Described { description?: string; properties?: Record<string, Described>; items?: Described; anyOf?: Described[] }

/** The description of a property (through array items and nullable wrappers). */
function described(schema: Described | undefined, ...path: string[]): string {
  let s = schema;
  for (const key of path) {
    if (s?.items) s = s.items;
    const inner = s?.properties ? s : s?.anyOf?.find((b) => b.properties);
    s = inner?.properties?.[key];
  }
  return s?.description ?? s?.anyOf?.find((b) => b.description)?.description ?? '';
}

const OFFICER_POSITIONS = ['owner', GENERAL_PARTNER.position];
const ROLE_POSITIONS = [GENERAL_PARTNER.position, JOINT_OWNER_POSITION, CO_OWNER_POSITION];

test('every position an officer or a person\'s role can hold is named where the position is described', async () => {
  const app = await startTestApp({ services: await testServices() });
  let doc: { components: { schemas: Record<string, Described> } };
  try {
    doc = (await app.app.inject({ url: API })).json();
  } finally {
    await app.close();
  }
  const officerPosition = {
    'OpenAPI CompanyDetails.officers.position': described(doc.components.schemas.CompanyDetails, 'officers', 'position'),
    'MCP get_company_details officers.position': described(companyDetailsOutput.toJSONSchema() as Described, 'officers', 'position'),
  };
  for (const [where, text] of Object.entries(officerPosition)) {
    assert.ok(text, `${where} is described`);
    for (const position of OFFICER_POSITIONS) assert.match(text, new RegExp(`\\b${position}\\b`), `${where} names ${position}`);
  }
  for (const name of ['PersonCheck', 'NewRegistrations']) {
    const text = described(doc.components.schemas[name], 'results', 'position');
    assert.ok(text, `OpenAPI ${name}.results.position is described`);
    for (const position of ROLE_POSITIONS) assert.match(text, new RegExp(`\\b${position}\\b`), `OpenAPI ${name}.results.position names ${position}`);
  }
  const evidence = described(doc.components.schemas.Sanctions, 'sanctions', 'features');
  assert.match(evidence, /\bownerPosition\b/, 'OpenAPI Sanctions.sanctions.features names ownerPosition');
  for (const position of [...ROLE_POSITIONS, LIMITED_PARTNER.position]) {
    assert.match(evidence, new RegExp(`\\b${position}\\b`), `OpenAPI Sanctions.sanctions.features names ${position}`);
  }
});
