// A client that attaches company://{country}/{regcode} to its model's context hands it the JSON
// alone, and the resource was the bare details: an FI company's empty officers and owners, which
// the tools say are empty because the register publishes none, read as a company without a board
// or owners; a company of a dataset without sanctions lists as screened and clean. The resource now
// carries the tools' own sentences as its first field, notes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { openForWriting } from '../../src/store/open.ts';
import { seededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, type Connected } from './client.ts';
import { FIXTURE } from './fixture.ts';

const C = FIXTURE.companies;

/** The sentences beside a tool's JSON (its text blocks after the first). */
const toolSentences = (result: CallToolResult) => result.content.slice(1).map((c) => (c as { text: string }).text);

async function read(mcp: Connected, country: string, regcode: string): Promise<{ notes: string[]; name: string; officers: unknown[] }> {
  const { contents } = await mcp.client.readResource({ uri: `company://${country}/${regcode}` });
  assert.equal(contents.length, 1);
  return JSON.parse((contents[0] as { text: string }).text);
}

/**
 * What get_company_details and get_company_financials say beside their JSON, sentence by sentence as
 * the notes hold them: each tool names the company once, the notes once in all, so the financials'
 * naming of a company the details' sentences named is "the company" there.
 */
async function toolsSay(mcp: Connected, country: string, regcode: string): Promise<string> {
  const details = await callTool(mcp.client, 'get_company_details', { regcode, country });
  const financials = await callTool(mcp.client, 'get_company_financials', { regcode, country });
  const { name } = details.structuredContent as { name: string };
  const named = `${name} (${regcode})`;
  const fromDetails = toolSentences(details);
  const fromFinancials = toolSentences(financials).map((s) => (fromDetails.some((d) => d.includes(named)) ? s.replace(named, 'the company') : s));
  return [...fromDetails, ...fromFinancials].join(' ');
}

test('an FI company read as a resource says, as the tools do, that its empty officers, owners and annual reports say nothing', async (t) => {
  const seeded = seededServices();
  const mcp = await connectInProcess({ services: seeded.services });
  t.after(async () => { await mcp.close(); seeded.close(); });
  const nokia = await read(mcp, 'FI', C.fiNokia.regcode);
  assert.deepEqual(nokia.officers, []);
  // The first field a model reads.
  assert.equal(Object.keys(nokia)[0], 'notes');
  const said = nokia.notes.join(' ');
  assert.match(said, /names no officers and no owners of any company: the empty officers, formerOfficers and owners lists and personOwners null say nothing about Nokia Oyj/);
  assert.match(said, /has no annual reports of any company: the empty list says nothing about the company/);
  assert.equal(said, await toolsSay(mcp, 'FI', C.fiNokia.regcode));
  // An EE company's years end where RIK's files begin, as get_company_financials says.
  const energia = await read(mcp, 'EE', C.eeEnergia.regcode);
  assert.match(energia.notes.join(' '), /a year before 2019 is not in them/);
  assert.equal(energia.notes.join(' '), await toolsSay(mcp, 'EE', C.eeEnergia.regcode));
  // An LV company: its notes are what the tools say of it, whatever that is.
  const gaze = await read(mcp, 'LV', C.lvGaze.regcode);
  assert.equal(gaze.notes.join(' '), await toolsSay(mcp, 'LV', C.lvGaze.regcode));
});

test('a company of a dataset without sanctions lists read as a resource says it has not been screened', async (t) => {
  const seeded = seededServices();
  const db = openForWriting(seeded.store.path);
  db.exec(`DELETE FROM sanction_matches; DELETE FROM sanction_entries;
    DELETE FROM source_state WHERE source LIKE 'sanctions.%'; DELETE FROM meta WHERE key = 'screening_lists'`);
  db.close();
  const mcp = await connectInProcess({ services: seeded.services });
  t.after(async () => { await mcp.close(); seeded.close(); });
  const gaze = await read(mcp, 'LV', C.lvGaze.regcode);
  assert.match(gaze.notes.join(' '), /imported into this dataset: Latvijas Gāze, AS \(40003032949\) has not been screened, and isSanctioned false says nothing about it/);
  assert.equal(gaze.notes.join(' '), await toolsSay(mcp, 'LV', C.lvGaze.regcode));
});

// The store's EE years (the fixture's begin with 2023) begin after RIK's documented 2019: once the
// first year the store holds is read, get_company_financials says so, and the resource still said
// "a year before 2019 is not in them", naming 2019–2022 as years a report could have been held for.
test('a company read as a resource says where the store\'s EE years begin, as get_company_financials does', async (t) => {
  const seeded = seededServices();
  const stop = new AbortController();
  const following = seeded.services.followImageBuilds(stop.signal);
  const mcp = await connectInProcess({ services: seeded.services });
  t.after(async () => { stop.abort(); await following; await mcp.close(); seeded.close(); });
  // The first years are read between requests, a span per turn of the event loop.
  for (let turn = 0; turn < 10_000 && seeded.services.financialFilesFrom('EE') === 2019; turn++) await new Promise((done) => setImmediate(done));
  assert.equal(seeded.services.financialFilesFrom('EE'), 2023);
  const energia = await read(mcp, 'EE', C.eeEnergia.regcode);
  assert.match(energia.notes.join(' '), /of which this service holds the years from 2023: a year before 2023 is not in them/);
  assert.equal(energia.notes.join(' '), await toolsSay(mcp, 'EE', C.eeEnergia.regcode));
});
