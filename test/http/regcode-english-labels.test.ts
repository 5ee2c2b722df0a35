// The English labels copied from the registers' English pages and from invoices before a number:
// `Companies code 40003999999` (`Company code` in the plural), `Company's reg. no.`, the Lithuanian
// register's `Legal entity code` and an invoice's `VAT payer code`. `Company code`, `Company number`
// and `Registration code` were read; these were not: the details answered the 400 of a text holding
// words besides the number, and the search of `companies code` and a number of no company said the
// text names no company and the search has no filter by trade or size, `company's code` searched for `s`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { restAndMcp } from './rest-and-mcp.ts';
import { UNKNOWN_REGCODE } from './services.ts';
import { callTool, sentencesOf } from '../mcp/client.ts';
import { FIXTURE } from '../helpers/seed.ts';

const { lvRigasKoks, ltVilkas } = FIXTURE.companies;
const both = restAndMcp({ RATE_LIMITS: 'off' });

test('a number after an English label in the plural, the possessive or the Lithuanian register\'s words is read as after `Company code`', async () => {
  for (const [sent, company] of [
    [`Companies code ${lvRigasKoks.regcode}`, lvRigasKoks], [`Company's reg. no. ${lvRigasKoks.regcode}`, lvRigasKoks],
    [`Companies' registration number: ${lvRigasKoks.regcode}`, lvRigasKoks], [`Legal entity code ${ltVilkas.regcode}`, ltVilkas],
    [`VAT payer code ${ltVilkas.regcode}`, ltVilkas],
  ] as const) {
    const details = await both.app.app.inject({ url: `${API}/companies/${encodeURIComponent(sent)}` });
    assert.equal(details.statusCode, 200, `${sent}: ${details.body}`);
    assert.equal((details.json() as { name: string }).name, company.name, sent);
    const search = await both.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(sent)}` });
    const body = search.json() as { results: Array<{ regcode: string }>; searchedFor?: string };
    assert.deepEqual(body.results.map((r) => r.regcode), [company.regcode], `${sent}: ${search.body}`);
  }
  // Of no company: the number is told to be no company's, as after `Company code`, not the text a category's question.
  const sent = `Companies code ${UNKNOWN_REGCODE}`;
  const search = await both.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(sent)}` });
  assert.equal((search.json() as { numberNotFound?: string }).numberNotFound, `no company has registration number ${UNKNOWN_REGCODE}`, search.body);
  const mcp = sentencesOf(await callTool(both.mcp.client, 'search_companies', { query: sent }));
  assert.match(mcp, /no company here has that registration or VAT number/, mcp);
  assert.doesNotMatch(mcp, /trade or size/, mcp);
  // `companies` before a number alone stays a word, as before.
  const plural = await both.app.app.inject({ url: `${API}/companies/search?q=${encodeURIComponent(`companies ${UNKNOWN_REGCODE}`)}` });
  assert.equal((plural.json() as { numberNotFound?: string }).numberNotFound, undefined, plural.body);
});
