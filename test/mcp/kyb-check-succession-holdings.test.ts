// kyb_check, what the details give beyond the owners: the walk-through asked get_company_details for
// owners, VAT and industry but not the companies the partner holds (holdings) nor, for a Latvian one,
// who carries on a company closed as reorganised (succeededBy) or who was merged into it
// (reorganisedFrom), so a model checking a partner merged into another reported a closed company and
// stopped, never naming the company its business went to, and read holdings [] of a Finnish holder
// as holding nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany } from '../helpers/seed.ts';
import { serveSeeded, type ServedSeeded } from '../http/served-seeded.ts';
import { structuredOf } from './client.ts';
import { callAsWritten, kybCheckText } from './kyb-check-followed.ts';

const MERGED = '40000020719';
const CARRIES_ON = '40003123456';

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ fixture: false, rows: {
    companies: [
      ownCompany(CARRIES_ON, 'SIA "Rīgas Koks"', { address: 'Rīga, Brīvības iela 12' }),
      ownCompany(MERGED, 'SIA "Smart Malka"', { status: 'closed', address: 'Rīga, Meža iela 1' }),
    ],
    reorganizations: [{ country: 'LV', source_regcode: MERGED, final_regcode: CARRIES_ON, source: 'lv.reorganizations', as_of: '2026-11-21' }],
  } }, { RATE_LIMITS: 'off' });
});
after(() => t.close());

test('the details step of a company merged into another asks for the company that carries on, which the call as written gives', async () => {
  const text = await kybCheckText(t.mcp.client, { company: MERGED, country: 'LV' });
  const details = structuredOf<{ status: string; succeededBy: Array<{ regcode: string; status: string }> | null }>(
    await callAsWritten(t.mcp.client, text, 'get_company_details', { regcode: MERGED, country: 'LV' }));
  assert.equal(details.status, 'closed');
  assert.deepEqual(details.succeededBy?.map((s) => [s.regcode, s.status]), [[CARRIES_ON, 'active']]);
  // The walk-through sends the model to that company and into the report, and reads null as not known.
  assert.match(text, /An LV company closed as reorganised: call get_company_details for each company in succeededBy and report it, as its business went there \(one with country null is registered abroad: report its number as such\)\. reorganisedFrom lists those merged into it\. null in either is not known, not none/);
  assert.match(text, /if closed as reorganised, who carries on its business/);
});

test('the details step asks what the company holds, and what an empty list does not say', async () => {
  const text = await kybCheckText(t.mcp.client, { company: 'Rīgas Koks' });
  // An EE company's LV holdings are never read (UR names no country of a holder abroad): the step said only
  // LT and FI, and a model reported an Estonian company as holding nothing in Latvia.
  assert.match(text, /holdings \(holdingsCount counts all\): \[\] says nothing of LT or FI companies, whose holders no register lists, nor, for a company not of LV, of LV ones \(the LV register names no country of a holder abroad\); null: no register here lists owners/);
  assert.match(text, /to see who holds that one and what else it holds/);
  assert.match(text, /who owns it \(an owner registered abroad with its country\), what it holds/);
});

/** Every property name of a JSON schema, at any depth, with its dotted path from the top. */
function fieldPaths(schema: unknown, prefix = ''): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
  const own = Object.entries(node.properties ?? {}).flatMap(([name, child]) => [`${prefix}${name}`, ...fieldPaths(child, `${prefix}${name}.`)]);
  return [...own, ...fieldPaths(node.items, prefix), ...(node.anyOf ?? []).flatMap((branch) => fieldPaths(branch, prefix))];
}

test('every field the walk-through names is one the tools answer with', async () => {
  const { tools } = await t.mcp.client.listTools();
  const known = new Set(tools.flatMap((tool) => fieldPaths(tool.outputSchema)));
  const named = new Set((await kybCheckText(t.mcp.client, { company: 'Rīgas Koks' })).match(/\b[a-z]+[A-Z][A-Za-z]*(\.[a-z][A-Za-z]*)*/g));
  assert.ok(named.size >= 10, [...named].join(', '));
  for (const field of named) assert.ok(known.has(field) || [...known].some((path) => path.endsWith(`.${field}`)), `${field} is no field of a tool's answer`);
});
