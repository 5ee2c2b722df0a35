// A sole trader no file names the owner of (an EE FIE, an FI toiminimi) is screened through the
// person its name holds, as the entrepreneur's. The compliance answer said "No owner … is screened"
// of it, and the details of an FIE gave personOwners null with no word of why, which a model read
// as held by no one and no person screened.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ownCompany } from '../helpers/seed.ts';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { callTool, connectInProcess, sentencesOf, type Connected } from './client.ts';

const FIE = { regcode: '14809368', name: 'Maarja Karu FIE' };
const ONE_WORD_FIE = { regcode: '14809371', name: 'Karu FIE' };
const TMI = { regcode: '3100002-9', name: 'Tmi Juha Lehtonen' };

let ctx: SeededServices;
let mcp: Connected;
before(async () => {
  ctx = seededServices({
    rows: {
      companies: [
        ownCompany(FIE.regcode, FIE.name, { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja', source: 'ee.basic' }),
        ownCompany(ONE_WORD_FIE.regcode, ONE_WORD_FIE.name, { country: 'EE', form: 'FIE', formName: 'Füüsilisest isikust ettevõtja', source: 'ee.basic' }),
        ownCompany(TMI.regcode, TMI.name, { country: 'FI', form: '26', formName: 'Yksityinen elinkeinonharjoittaja', source: 'fi.ytj' }),
      ],
    },
  });
  mcp = await connectInProcess({ services: ctx.services });
});
after(async () => { await mcp.close(); ctx.close(); });

const said = async (tool: string, c: { regcode: string }, country: string) => sentencesOf(await callTool(mcp.client, tool, { regcode: c.regcode, country }));

test('an FIE\'s personOwners null is explained, and what the screening compared instead', async () => {
  const details = await said('get_company_details', FIE, 'EE');
  assert.match(details, /is a sole proprietor \(FIE, füüsilisest isikust ettevõtja\), one natural person's business with no members or shares: personOwners null gives no count because RIK's open files do not name the entrepreneur; do not report it as held by no natural person\. Sanctions screening compares the name its business name holds with the listed persons as the entrepreneur's, by name alone \(no file gives a birth date\)\./);
  assert.match(await said('get_company_details', ONE_WORD_FIE, 'EE'),
    /personOwners null gives no count .* Its name holds no person's name that sanctions screening could compare: it is screened by its own name and number alone\./);
});

test('the compliance answer of a sole trader no file names the owner of says its entrepreneur was compared by the name its name holds', async () => {
  for (const [c, country, form] of [[FIE, 'EE', 'a sole proprietor \\(FIE\\)'], [TMI, 'FI', 'a sole trader \\(toiminimi\\)']] as const) {
    const text = await said('get_company_compliance', c, country);
    assert.match(text, new RegExp(`is ${form} no file here names the owner of: sanctions screening compared the person its name holds, as the entrepreneur, `
      + 'with the listed persons by name alone \\(no file gives that person\'s birth date, so a listed person the list dates is a candidate at most\\), none matching\\.'), country);
    assert.doesNotMatch(text, /No owner of .* is screened/, country);
  }
  // A name holding no person's name: no person was compared, as before.
  assert.match(await said('get_company_compliance', ONE_WORD_FIE, 'EE'), /No owner of .* is screened against the sanctions lists/);
});
