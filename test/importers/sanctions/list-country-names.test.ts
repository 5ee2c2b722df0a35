// The UN and OFAC lists write some countries by names the importer's table did not hold: a long
// official form (`Republic of Latvia`, `Lithuania, Republic of`, `Estonia (Republic of)`), a region
// in brackets (`Finland (Åland Islands)`), a country that no longer exists (`USSR`, `Yugoslavia`).
// Such a name was stored as written, a country no company has, so screening read a company bearing
// the listed entity's very name as a namesake listed elsewhere (countryMatch false, capped at 0.85),
// a candidate, and the check answered isSanctioned false. A long or bracketed form is now its
// country, a former country its one successor or none (the Soviet Union included Latvia, Lithuania
// and Estonia), and a name still unknown gives no country rather than a foreign one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanctionsAfterImport } from './sanctions-after-import.ts';
import { ofacSource, unSource } from '../../../src/importers/sanctions/index.ts';
import { countryCode, countryOrName } from '../../../src/importers/sanctions/countries.ts';

const COMPANY = { country: 'LV', regcode: '40003555041', name: 'SIA "Daugavas Tranzīta Termināls"' } as const;

// Written from the documented structure of consolidated.xml (lv-and-sanctions.md 4.2).
const unXml = (country: string) => `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-20T00:00:09.554Z">
  <INDIVIDUALS/>
  <ENTITIES>
    <ENTITY>
      <DATAID>6909101</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>DAUGAVAS TRANZITA TERMINALS</FIRST_NAME>
      <UN_LIST_TYPE>DPRK</UN_LIST_TYPE>
      <REFERENCE_NUMBER>KPe.911</REFERENCE_NUMBER>
      <LISTED_ON>2017-08-05</LISTED_ON>
      <ENTITY_ADDRESS><CITY>Riga</CITY><COUNTRY>${country}</COUNTRY></ENTITY_ADDRESS>
    </ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>
`;

// Header-less, `-0- ` for empty, as OFAC's legacy sdn.csv and add.csv are written.
const SDN = '59411,"DAUGAVAS TRANZITA TERMINALS",-0- ,"RUSSIA-EO14024",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n';
const ALT = '59411,511,"aka","DAUGAVA TRANSIT TERMINAL",-0- \n';
const add = (country: string) => `59411,201,-0- ,"Riga","${country}",-0- \n`;

const outcome = (answer: Awaited<ReturnType<typeof sanctionsAfterImport>>) => ({
  isSanctioned: answer.isSanctioned,
  found: [...answer.sanctions, ...(answer.candidates ?? [])].map((m) => [m.list, m.matchedOn, m.score, m.features.countryMatch]),
});

test('a Latvian company named as a UN entity at an address in the Republic of Latvia is sanctioned', async () => {
  const answer = await sanctionsAfterImport(COMPANY, unSource, { 'consolidated.xml': unXml('Republic of Latvia') }, { candidates: true });
  assert.deepEqual(outcome(answer), { isSanctioned: true, found: [['UN', 'name', 1, true]] });
});

test('a Latvian company named as an OFAC entity at an address in the USSR is sanctioned, no country told', async () => {
  const answer = await sanctionsAfterImport(COMPANY, ofacSource, { 'sdn.csv': SDN, 'alt.csv': ALT, 'add.csv': add('USSR') }, { candidates: true });
  assert.equal(answer.isSanctioned, true, JSON.stringify(answer));
  assert.deepEqual(outcome(answer).found.map(([list, on, , countryMatch]) => [list, on, countryMatch]), [['OFAC', 'name', null]]);
});

test('the same entity at an address in the Russian Federation is still a namesake listed elsewhere', async () => {
  const answer = await sanctionsAfterImport(COMPANY, unSource, { 'consolidated.xml': unXml('Russian Federation') }, { candidates: true });
  assert.equal(answer.isSanctioned, false);
  assert.deepEqual(answer.candidates?.map((m) => [m.list, m.features.countryMatch, m.score <= 0.85]), [['UN', false, true]]);
});

test('the lists\' long, inverted and bracketed names are their country; a former country its one successor or none', () => {
  const read = (names: string[]) => names.map(countryCode);
  assert.deepEqual(read(['Republic of Latvia', 'Lithuania, Republic of', 'Estonia (Republic of)', 'Russian Federation',
    'Finland (Åland Islands)', 'Iran (Islamic Republic of)', 'Venezuela (Bolivarian Republic of)', 'Kingdom of the Netherlands',
    "Korea (Democratic People's Republic of)", 'Congo (Democratic Republic of the)', 'Republic of the Congo', 'Republic of China']),
  ['LV', 'LT', 'EE', 'RU', 'FI', 'IR', 'VE', 'NL', 'KP', 'CD', 'CG', 'TW']);
  assert.deepEqual(read(['German Democratic Republic', 'USSR', 'Soviet Union', 'Former Soviet Union', 'Czechoslovakia',
    'Yugoslavia', 'Serbia and Montenegro']), ['DE', null, null, null, null, null, null]);
  // An unknown name is no country of an entry; an identifier's issuing country keeps it to show.
  assert.equal(countryCode('Atlantis'), null);
  assert.equal(countryOrName('Atlantis'), 'Atlantis');
  assert.equal(countryOrName('Union of Soviet Socialist Republics'), null);
});
