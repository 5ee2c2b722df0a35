// The LV register dates no end of an office, save a partnership's general partner's: the sentence
// beside an LV company's formerOfficers names that exception of a partnership (PS, KS) alone, where
// it went with every SIA's and AS's answer, 42 characters about partners it has not.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { seededServices, type SeededServices } from '../helpers/seeded-services.ts';
import { ownCompany, type SeedRow } from '../helpers/seed.ts';
import { callTool, connectInProcess, sentencesOf, structuredOf, type Connected } from './client.ts';

const partnership = ownCompany('40103000771', 'PS "Daugavas Partneri"', { form: 'PS' });
const partner: SeedRow = {
  id: 97700, country: 'LV', regcode: '40103000771', role: 'officer', position: 'general_partner',
  person_name: 'Liepa Anna', name_key: 'anna liepa', entity_type: 'natural_person', birth_date: '1980-02-03', birth_key: null,
  holder_regcode: null, since: '2020-01-01', until: null, share_percent: null, share_amount: null, share_currency: null,
  assoc_key: 'former-officers-partnership', first_seen_at: '2024-01-01T00:00:00Z', source: 'lv.officers', as_of: '2026-11-21',
};

let seeded: SeededServices;
let mcp: Connected;
before(async () => {
  seeded = seededServices({ rows: { companies: [partnership], person_roles: [partner] } });
  mcp = await connectInProcess({ services: seeded.services });
});
after(async () => {
  await mcp?.close();
  seeded?.close();
});

const sentences = sentencesOf;

test('an LV partnership\'s empty formerOfficers is told that the register dates the end of a general partner\'s office alone', async () => {
  const result = await callTool(mcp.client, 'get_company_details', { regcode: '40103000771', country: 'LV' });
  assert.deepEqual(structuredOf<{ formerOfficers: unknown[] }>(result).formerOfficers, []);
  assert.match(sentences(result), /formerOfficers holds the offices the register's file stopped listing since this service first imported it: \[\] says nothing of departures \(but a general partner's, whose end the register dates\); do not report the board as unchanged\./);
});
