// Beyond the four tools: the company resource template and the kyb_check prompt, through the
// SDK's own client on the seed store.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { createMemoryGate } from '../../src/http/rate-limit/memory-gate.ts';
import { connectInProcess } from './client.ts';
import { FIXTURE, connectedFixture } from './fixture.ts';

const C = FIXTURE.companies;
const session = connectedFixture();

async function readError(uri: string, client = session.mcp.client): Promise<McpError> {
  try {
    await client.readResource({ uri });
  } catch (err) {
    if (err instanceof McpError) return err;
    throw err;
  }
  throw new Error(`${uri} was read without an error`);
}

test('company://{country}/{regcode} is a template with country completion, and lists no company', async () => {
  const { resourceTemplates } = await session.mcp.client.listResourceTemplates();
  assert.deepEqual(resourceTemplates.map((t) => [t.uriTemplate, t.mimeType]), [['company://{country}/{regcode}', 'application/json']]);
  // The one resource listed is the data sources (sources-resource.test.ts): no company.
  assert.deepEqual((await session.mcp.client.listResources()).resources.map((r) => r.uri), ['registry://sources']);
  const completion = await session.mcp.client.complete({
    ref: { type: 'ref/resource', uri: 'company://{country}/{regcode}' }, argument: { name: 'country', value: 'l' },
  });
  assert.deepEqual(completion.completion.values.sort(), ['LT', 'LV']);
});

test('reading company://LV/<regcode> gives the full details as JSON, every financial year included', async () => {
  const uri = `company://LV/${C.lvGaze.regcode}`;
  const { contents } = await session.mcp.client.readResource({ uri });
  assert.equal(contents.length, 1);
  const [content] = contents;
  assert.equal(content?.uri, uri);
  assert.equal(content?.mimeType, 'application/json');
  const details = JSON.parse(String((content as { text: string }).text)) as { name: string; financials: Array<{ year: number }> };
  assert.equal(details.name, C.lvGaze.name);
  assert.deepEqual(details.financials.map((f) => f.year), [2024, 2023, 2022, 2013]);

  const fi = await session.mcp.client.readResource({ uri: `company://FI/${C.fiNokia.regcode}` });
  assert.equal(JSON.parse(String((fi.contents[0] as { text: string }).text)).name, C.fiNokia.name);
  // The country in lower case, as on the tools and the REST API.
  const lower = await session.mcp.client.readResource({ uri: `company://fi/${C.fiNokia.regcode}` });
  assert.equal(JSON.parse(String((lower.contents[0] as { text: string }).text)).country, 'FI');
  // The country's name, in English or its own language and in any case, as the tools take it: a
  // model asked about a company in Latvia writes company://Latvia/… as often as company://LV/….
  for (const [name, regcode, country] of [['Latvia', C.lvGaze.regcode, 'LV'], ['latvija', C.lvGaze.regcode, 'LV'],
    ['FINLAND', C.fiNokia.regcode, 'FI'], ['Suomi', C.fiNokia.regcode, 'FI'], ['Eesti', C.eeEnergia.regcode, 'EE']] as const) {
    const uri = `company://${name}/${regcode}`;
    const named = await session.mcp.client.readResource({ uri });
    assert.equal(named.contents[0]?.uri, uri);
    assert.equal(JSON.parse(String((named.contents[0] as { text: string }).text)).country, country, uri);
  }
  // A name of a country the number is not registered in points to the code's URI, as a code does.
  const elsewhere = await readError(`company://Estonia/${C.lvGaze.regcode}`);
  assert.match(elsewhere.message, new RegExp(`No company ${C.lvGaze.regcode} in EE; there is one in LV\\. Read company://LV/${C.lvGaze.regcode}\\.$`));
});

test('an unknown company or country is a JSON-RPC error with the same advice as the tools', async () => {
  const missing = await readError('company://LV/49999999999');
  assert.equal(missing.code, -32002);
  assert.match(missing.message, /No company 49999999999 in LV\. Use search_companies/);
  // A URI always names a country: the advice is the tool's look in all four, not a read without one.
  assert.match(missing.message, /or call get_company_details without country to look in all four countries\.$/);
  // A company of that number in another country: the URI to read, not a tool to call again.
  const elsewhere = await readError(`company://EE/${C.lvGaze.regcode}`);
  assert.equal(elsewhere.code, -32002);
  assert.match(elsewhere.message, new RegExp(`No company ${C.lvGaze.regcode} in EE; there is one in LV\\. Read company://LV/${C.lvGaze.regcode}\\.$`));
  const badCountry = await readError(`company://SE/${C.lvGaze.regcode}`);
  assert.equal(badCountry.code, -32602);
  assert.match(badCountry.message, /Unknown country "SE" in company:\/\/SE\/…: country must be one of LV, LT, EE, FI \(or the name: Latvia, Lithuania, Estonia, Finland\)\.$/);
  // A country's name is no code, but no other country either: the code is still what it is told.
  const sweden = await readError(`company://Sweden/${C.lvGaze.regcode}`);
  assert.match(sweden.message, /Unknown country "Sweden"/);
  // A broken percent escape is a bad request the client can fix, not an internal error.
  const malformed = await readError('company://LV/%');
  assert.equal(malformed.code, -32602);
  assert.match(malformed.message, /company:\/\/LV\/% is no company URI: "%" holds a % that starts no percent-encoded character/);
});

test('a regcode longer than get_company_details takes is refused as that tool refuses it', async () => {
  // A URI carries whatever it is sent: 32,000 spaces after `reg` took the lookup 1.3 s to refuse
  // (3.3 s over HTTP), and the 256 KiB of a body hold far more.
  for (const [regcode, bound] of [[`reg${'%20'.repeat(20_000)}x`, 256], ['4'.repeat(65), 64], [`${'%20'.repeat(30)}${'4'.repeat(65)}`, 64]] as const) {
    const long = await readError(`company://LV/${regcode}`);
    assert.equal(long.code, -32602);
    assert.match(long.message, new RegExp(`company://LV/… is no company URI: regcode is too long, more than ${bound} characters: `));
    assert.ok(long.message.length < 1000, 'the message does not repeat the URI');
  }
  // Up to 64 characters are read as a regcode, as by the tool: a label and its number too, and
  // without the spaces a number pasted from a spreadsheet cell keeps around it.
  const padded = await session.mcp.client.readResource({ uri: `company://LV/${encodeURIComponent(`${' '.repeat(60)}${C.lvGaze.regcode}${' '.repeat(20)}`)}` });
  const paddedContent = padded.contents[0]!;
  assert.equal((JSON.parse('text' in paddedContent ? paddedContent.text : '') as { regcode: string }).regcode, C.lvGaze.regcode);
  const labelled = await session.mcp.client.readResource({ uri: `company://LV/${encodeURIComponent(`reģ. Nr. ${C.lvGaze.regcode}`)}` });
  const content = labelled.contents[0]!;
  assert.equal((JSON.parse('text' in content ? content.text : '') as { regcode: string }).regcode, C.lvGaze.regcode);
});

// A read refused said the limit was so many tool calls, and the instructions that tool calls are
// limited, so a client pacing its tool calls by them met refusals of its reads it could not explain.
test('resource reads spend the company rate-limit group like tool calls, and a refusal says so', async () => {
  const gate = createMemoryGate(() => 42_000);
  const limited = await connectInProcess({ services: session.fixture.services, rateLimit: { gate, clientKey: '203.0.113.5' } });
  try {
    assert.match(limited.client.getInstructions() ?? '', /Tool calls and resource reads share a limit of 20 per 10 seconds per client/);
    for (let i = 0; i < 20; i++) await limited.client.readResource({ uri: `company://LV/${C.lvGaze.regcode}` });
    for (const uri of [`company://LV/${C.lvGaze.regcode}`, 'registry://sources']) {
      const over = await readError(uri, limited.client);
      assert.equal(over.code, -32029, uri);
      assert.match(over.message,
        /-32029: Rate limit exceeded: at most 20 tool calls and resource reads per 10 seconds from one client\. Retry after 10 seconds\.$/, uri);
      assert.deepEqual(over.data, { retryAfter: 10 }, uri);
    }
  } finally {
    await limited.close();
    await gate.close();
  }
});

test('kyb_check walks a model through search, details, compliance and financials', async () => {
  const { prompts } = await session.mcp.client.listPrompts();
  const kyb = prompts.find((p) => p.name === 'kyb_check');
  assert.ok(kyb?.description);
  assert.deepEqual(kyb.arguments?.map((a) => [a.name, a.required ?? false]), [['company', true], ['country', false]]);

  const byName = await session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: 'Rīgas Koks', country: 'LV' } });
  const text = (byName.messages[0]?.content as { text: string }).text;
  const order = ['search_companies', 'get_company_details', 'get_company_compliance', 'get_company_financials']
    .map((tool) => text.indexOf(tool));
  assert.ok(order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!)), `tools in order: ${order.join(',')}`);
  assert.match(text, /query "Rīgas Koks", country "LV"/);
  // Who owns the company is part of the check, and an ownership chain is followed one holder up.
  assert.match(text, /get_company_details\(regcode, country\)[^]*Owners \(LV and EE\): the companies holding it, and how many natural persons/);
  assert.match(text, /An owner that is a company here: call get_company_details with its regcode and country/);
  assert.match(text, /Who the company is, who owns it/);
  // An owner of a register not held here (country null) is reported by the country registeredIn
  // names, what a check of a Cypriot-held partner asks; the walk-through said nothing of it.
  assert.match(text, /An owner with country null is not held here: name the country its registeredIn gives \(CY, DE\), or say that the register names none/);
  assert.match(text, /who owns it \(an owner registered abroad with its country\)/);
  assert.match(text, /Data a country does not publish \(officers and owners in LT and FI, stockholders of an EE AS/);
  // A board replaced shortly before a deal is part of the check; UR dates no end of an office.
  assert.match(text, /officers \(LV and EE only\) and those who left recently \(formerOfficers\)/);
  assert.match(text, /the end of an LV office/);
  // An Estonian tax debt the company disputes, or pays off under a schedule, is no debt left
  // unpaid: get_company_compliance gives those parts, and the check asks for them with their end.
  assert.match(text, /Tax debt; in EE report the part disputed \(taxDebt\.disputedAmount\) and the part under a payment schedule \(scheduledAmount, until scheduleEndsOn\), which weigh differently from debt left unpaid/);
  // A Finnish partner's prepayment register, which a check under the Contractor's Obligations Act
  // reads and which raises no flag, is read from get_company_compliance and reported when it is out of it.
  assert.match(text, /FI: taxRegisters, the prepayment and employer registers \(a payer withholds tax from a payment for work to a business not in the prepayment register\)/);
  assert.match(text, /a Finnish company not in the prepayment register; blacklisting/);
  // A seizure of an LV company's property leaves its status active: the check names it a red flag all the same.
  assert.match(text, /an LV suspension, prohibition or securing measure \(a seizure of its property; its status stays active\)/);
  // A status the register does not give (unknown) is not known, no red flag; a proceeding or a closure is.
  assert.match(text, /a status of liquidation, insolvency, reorganisation or closed \(unknown is not known, not a flag\)/);
  assert.doesNotMatch(text, /status other than active/);
  // A country whose register publishes no annual reports is no red flag of its companies.
  assert.match(text, /missing annual reports where financialsPublished is true/);
  assert.match(text, /annual reports where financialsPublished is false\) is missing, neither clean nor a red flag: say so/);
  // Each instruction stands under the call whose answer it reads, one a line: written as one
  // paragraph a step, nested in parentheses, a model had to find which answer a rule was about.
  const step = (from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to));
  const details = step('2. Call get_company_details', '3. Call get_company_compliance');
  for (const field of ['formerOfficers', 'registeredIn', 'holdingsCount', 'succeededBy', 'reorganisedFrom']) assert.ok(details.includes(field), `${field} under the details step`);
  const compliance = step('3. Call get_company_compliance', '4. Call get_company_financials');
  for (const field of ['birthPlaces', 'sanctionCandidates', 'taxDebt.disputedAmount', 'flagDetails', 'taxRegisters']) assert.ok(compliance.includes(field), `${field} under the compliance step`);
  for (const line of text.split('\n')) assert.ok(line.length <= 700, `one instruction a line: ${line.slice(0, 80)}… is ${line.length} characters`);
  // A country in lower case is the same country; the walk-through names it as the tools answer it.
  const lower = await session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: 'Rīgas Koks', country: 'lv' } });
  assert.equal((lower.messages[0]?.content as { text: string }).text, text);
  const named = await session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: 'Rīgas Koks', country: 'Latvia' } });
  assert.equal((named.messages[0]?.content as { text: string }).text, text, 'the country\'s name is the country');
  // A client's prompt form sends "" for the optional field left empty: the walk-through of no country.
  const unset = await session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: 'Rīgas Koks' } });
  const blank = await session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: 'Rīgas Koks', country: '' } });
  assert.equal((blank.messages[0]?.content as { text: string }).text, (unset.messages[0]?.content as { text: string }).text);

  const byNumber = await session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: C.eeEnergia.regcode } });
  const numberText = (byNumber.messages[0]?.content as { text: string }).text;
  assert.match(numberText, /looks like a registration or VAT number: use it as regcode/);
  assert.doesNotMatch(numberText, /Call search_companies/);

  // As for the tools, spaces do not count towards the 2 characters.
  await assert.rejects(session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: ' a ' } }), /at least 2 characters other than spaces/);
  await assert.rejects(session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: '**' } }), /company: must hold a letter or a digit/);
  // As long as search_companies takes its query, and no longer: prompts/get spends no budget, and a
  // company of 30,000 spaces after `reg` took 1.7 s of CPU and came back three times in the answer.
  const longest = `${'Rīgas Koks '.repeat(18)}Ab`.slice(0, 200);
  assert.ok((await session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: longest } })).messages.length > 0);
  for (const company of [`${longest}x`, `reg${' '.repeat(30_000)}x`]) {
    await assert.rejects(session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company } }), /company: must be at most 200 characters/);
  }

  const completion = await session.mcp.client.complete({ ref: { type: 'ref/prompt', name: 'kyb_check' }, argument: { name: 'country', value: 'F' } });
  assert.deepEqual(completion.completion.values, ['FI']);
});

// The SDK reads prompt arguments through a non-strict object: an argument kyb_check does not take
// was dropped, so a check asked for by regcode (with a name in company) walked through the name alone
// with no word of the number, as a tool call's unknown argument is not.
test('kyb_check refuses an argument it does not take, naming the ones it takes and what to send instead', async () => {
  const refused = async (args: Record<string, string>) => {
    try {
      await session.mcp.client.getPrompt({ name: 'kyb_check', arguments: args });
    } catch (err) {
      if (err instanceof McpError) return err;
      throw err;
    }
    throw new Error(`${JSON.stringify(args)} was answered`);
  };
  const extra = await refused({ company: 'Rīgas Koks', regcode: C.lvGaze.regcode });
  assert.equal(extra.code, -32602);
  assert.match(extra.message, /Unknown argument "regcode": kyb_check takes only company, country\. regcode: send the name or the registration number as company\./);
  const other = await refused({ company: 'Rīgas Koks', years: '5' });
  assert.match(other.message, /Unknown argument "years": kyb_check takes only company, country\.$/);
  // The company sent under another name: the argument it should be, told once, as a tool tells it,
  // where `company is required: …` came first, its description said again for a value sent.
  const renamed = await refused({ name: 'Rīgas Koks', country: 'LV' });
  assert.equal(renamed.message, 'MCP error -32602: Unknown argument "name": kyb_check takes only company, country. name: send the name or the registration number as company.');
  // Left out, the company is told it is required, named once, without the SDK's prefix.
  assert.equal((await refused({ country: 'LV' })).message, 'MCP error -32602: company: is required, the company\'s name or its registration or VAT number');
  // The prompt's list entry and completion are as before.
  const { prompts } = await session.mcp.client.listPrompts();
  assert.deepEqual(prompts.find((p) => p.name === 'kyb_check')?.arguments?.map((a) => a.name), ['company', 'country']);
});

// An invoice line bearing another company's number: the search lists the named company first and
// its sentence says the number is another's; the walk-through checked the first alone.
test('kyb_check of a text asks which company is meant where a number in it names another', async () => {
  const text = (await session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: 'Eesti Energia AS, KMKR LV40003032949' } }))
    .messages.map((m) => (m.content as { text: string }).text).join('\n');
  assert.match(text, /\n   If the sentence beside the results says that a number in the text names another company than the one listed first, or none, ask me which company or number the document means before checking either\.\n/);
  // A number alone is no line with words: the step uses it as regcode.
  const alone = (await session.mcp.client.getPrompt({ name: 'kyb_check', arguments: { company: '40003032949' } }))
    .messages.map((m) => (m.content as { text: string }).text).join('\n');
  assert.doesNotMatch(alone, /names another company than the one listed first/);
});
