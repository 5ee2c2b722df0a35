// A sanctions check in a dataset no sanctions list has been imported into (the import of the
// lists failed, or was never run) answered isSanctioned false with an empty lists array: a
// screening job recorded the company as checked and clean. It is now a 503 saying why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API, startTestApp } from './harness.ts';
import { seededServices } from '../helpers/seeded-services.ts';
import { FIXTURE } from '../helpers/seed.ts';
import { openForWriting } from '../../src/store/open.ts';
import { discoveryDocument } from './discovery-document.ts';
import { callTool, connectInProcess, structuredOf } from '../mcp/client.ts';

const SANCTIONED = FIXTURE.companies.lvSanctionedByCode.regcode;

function removeEveryList(path: string): void {
  const db = openForWriting(path);
  try {
    db.exec(`DELETE FROM sanction_matches; DELETE FROM sanction_entries;
      DELETE FROM source_state WHERE source LIKE 'sanctions.%'; DELETE FROM meta WHERE key = 'screening_lists'`);
  } finally {
    db.close();
  }
}

test('without any sanctions list the check is a 503 naming the missing lists, never isSanctioned false', async () => {
  const seeded = seededServices();
  removeEveryList(seeded.store.path);
  const t = await startTestApp({ services: seeded.services, env: { RATE_LIMITS: 'off' } });
  try {
    const r = await t.app.inject({ url: `${API}/companies/${SANCTIONED}/sanctions` });
    assert.equal(r.statusCode, 503, r.body);
    assert.match(String(r.headers['content-type']), /^application\/problem\+json/);
    assert.equal(r.headers['cache-control'], 'no-store');
    const body = r.json();
    assert.equal(body.type, `${API}/problems/unavailable`);
    assert.match(body.detail, /No sanctions list has been imported/);
    assert.match(body.detail, /npm run import -- sanctions/);
    assert.equal(body.isSanctioned, undefined);
    // A company that does not exist is still a 404: the lookup comes first.
    assert.equal((await t.app.inject({ url: `${API}/companies/49999999999/sanctions` })).statusCode, 404);
  } finally {
    await t.close();
    seeded.close();
  }
});

test('with the lists imported the same check answers 200 and names them', async () => {
  const seeded = seededServices();
  const t = await startTestApp({ services: seeded.services, env: { RATE_LIMITS: 'off' } });
  try {
    const r = await t.app.inject({ url: `${API}/companies/${SANCTIONED}/sanctions` });
    assert.equal(r.statusCode, 200, r.body);
    assert.ok(r.json().lists.length > 0);
  } finally {
    await t.close();
    seeded.close();
  }
});

test('the OpenAPI document lists the 503 of the sanctions check and says when it is answered', async () => {
  const doc = await discoveryDocument();
  const op = doc.paths['/api/public/v1/companies/{regcode}/sanctions'].get;
  assert.ok(op.responses['503'], Object.keys(op.responses).join(', '));
  assert.match(op.responses['503'].description, /No sanctions list has been imported/);
  assert.match(op.description, /503/);
});

test('without any sanctions list the MCP compliance answer says the company was not screened', async () => {
  const seeded = seededServices();
  removeEveryList(seeded.store.path);
  const mcp = await connectInProcess({ services: seeded.services });
  try {
    // A model reading the text blocks (or only isSanctioned) took false for a clean screening.
    const result = await callTool(mcp.client, 'get_company_compliance', { regcode: SANCTIONED });
    const answer = structuredOf<{ isSanctioned: boolean; sanctionLists: unknown[]; vatRegistered: unknown }>(result);
    assert.deepEqual([answer.isSanctioned, answer.sanctionLists], [false, []]);
    assert.match(JSON.stringify(result.content), /No sanctions list has been imported into this dataset: .* has not been screened, and isSanctioned false says nothing about it/);
  } finally {
    await mcp.close();
    seeded.close();
  }
  // With the lists imported, no such sentence.
  const listed = seededServices();
  const withLists = await connectInProcess({ services: listed.services });
  try {
    const result = await callTool(withLists.client, 'get_company_compliance', { regcode: FIXTURE.companies.lvGaze.regcode });
    // (the sentence saying which owners were screened names the lists too: only the not-screened one is absent)
    assert.doesNotMatch(JSON.stringify(result.content.slice(1)), /No sanctions list has been imported|not been screened/);
  } finally {
    await withLists.close();
    listed.close();
  }
});

// Company details answered isSanctioned false there too, with nothing beside it, so a web shop or
// a model reading details took a company never screened for one checked and clean.
test('without any sanctions list the details say the company was not screened, REST and MCP', async () => {
  const seeded = seededServices();
  removeEveryList(seeded.store.path);
  const t = await startTestApp({ services: seeded.services, env: { RATE_LIMITS: 'off' } });
  const mcp = await connectInProcess({ services: seeded.services });
  try {
    const rest = (await t.app.inject({ url: `${API}/companies/${SANCTIONED}` })).json();
    assert.deepEqual([rest.isSanctioned, rest.sanctionsScreened], [false, false]);
    const result = await callTool(mcp.client, 'get_company_details', { regcode: SANCTIONED });
    const answer = structuredOf<{ isSanctioned: boolean; sanctionsScreened: boolean }>(result);
    assert.deepEqual([answer.isSanctioned, answer.sanctionsScreened], [false, false]);
    assert.match(JSON.stringify(result.content), /No sanctions list has been imported into this dataset: .* has not been screened, and isSanctioned false says nothing about it/);
  } finally {
    await mcp.close();
    await t.close();
    seeded.close();
  }
});

test('with the lists imported the details say screened, and follow a publish that removes them', async () => {
  const seeded = seededServices();
  const t = await startTestApp({ services: seeded.services, env: { RATE_LIMITS: 'off' } });
  const mcp = await connectInProcess({ services: seeded.services });
  const details = async () => (await t.app.inject({ url: `${API}/companies/${FIXTURE.companies.lvGaze.regcode}` })).json();
  try {
    assert.deepEqual([(await details()).isSanctioned, (await details()).sanctionsScreened], [false, true]);
    const result = await callTool(mcp.client, 'get_company_details', { regcode: FIXTURE.companies.lvGaze.regcode });
    assert.equal(structuredOf<{ sanctionsScreened: boolean }>(result).sanctionsScreened, true);
    assert.doesNotMatch(JSON.stringify(result.content), /has not been screened/);
    // The fact is kept per dataset version (not read per request): a publish is what changes it.
    removeEveryList(seeded.store.path);
    assert.equal((await details()).sanctionsScreened, true, 'the same version answers from the fact it keeps');
    const db = openForWriting(seeded.store.path);
    try {
      db.exec(`INSERT INTO meta (key, value) VALUES ('dataset_version', 'without-lists')
        ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    } finally {
      db.close();
    }
    assert.equal((await details()).sanctionsScreened, false);
  } finally {
    await mcp.close();
    await t.close();
    seeded.close();
  }
});
