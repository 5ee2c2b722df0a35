// A holder's number sent otherwise than the registers write it was told only that no legal entity
// of that number holds a company here: `LV40003123456` (its VAT number, which the company lookup
// reads), `40003-123456`, `27864028` for the Finnish `2786402-8`, `he398114` or `HE 398114` for the
// Cypriot `HE398114`; a client took the owner for one holding nothing. The 404 now names the form the
// registers write, whose legal entity it is, and to ask again with it; one differing only in its
// spaces, hyphens or dots, or in its letters' case, is answered as that form.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from './harness.ts';
import { serveSeeded, type ServedSeeded } from './served-seeded.ts';
import { FIXTURE, type SeedRow } from '../helpers/seed.ts';
import { personNameKey } from '../../src/domain/fold.ts';

const { eePohjaPuit, eeEnergia, eeTaxDebtor, lvKekava } = FIXTURE.companies;

let id = 9950;
const holding = (held: { country: string; regcode: string }, name: string, number: string, country: string): SeedRow => ({
  id: id++, country: held.country, regcode: held.regcode, role: 'member', position: null,
  person_name: name, name_key: personNameKey(name), entity_type: 'legal_entity', birth_date: null, birth_key: null,
  holder_regcode: number, holder_country: country, since: '2020-01-01', until: null, share_percent: 10, share_amount: null,
  share_currency: null, assoc_key: `holder-number-${id}`, first_seen_at: '2024-01-01T00:00:00Z', source: 'ee.shareholders',
  as_of: '2026-11-21',
});

let t: ServedSeeded;
before(async () => {
  t = await serveSeeded({ rows: { person_roles: [
    holding(eePohjaPuit, 'Kyrenia Maritime Holdings Ltd', 'HE398114', 'CY'),
    holding(eeEnergia, 'Lahden Puu Oy', '2786402-8', 'FI'),
    holding(eeTaxDebtor, 'SIA Ķekava', lvKekava.regcode, 'LV'),
    holding(eeEnergia, 'Nordsee Umschlag GmbH', 'HRB 12345', 'DE'),
  ] } });
});
after(() => t.close());

async function notFound(url: string): Promise<string> {
  const res = await t.app.app.inject({ url: `${API}${url}` });
  assert.equal(res.statusCode, 404, `${url}: ${res.body}`);
  return res.json().detail;
}

test('a number as a document writes it is told the form the registers write and whose it is', async () => {
  for (const [sent, form, whose] of [
    [`LV${lvKekava.regcode}`, lvKekava.regcode, 'SIA Ķekava, registered in LV'],
    ['FI27864028', '2786402-8', 'Lahden Puu Oy, registered in FI'],
  ]) {
    const detail = await notFound(`/holders/${encodeURIComponent(sent!)}/holdings`);
    assert.equal(detail, `No legal entity with number ${sent} holds a company here by that number; the registers write it ${form}, `
      + `the number of ${whose}: ask again with ${form}`, sent);
  }
  // With the country asked, as asked.
  assert.match(await notFound('/holders/FI27864028/holdings?registeredIn=FI'), /registered in FI holds a company here by that number; the registers write it 2786402-8/);
  // The form named answers.
  const res = await t.app.app.inject({ url: `${API}/holders/2786402-8/holdings` });
  assert.equal(res.statusCode, 200);
});

// Where only the spaces, hyphens or dots differ, or the letters' case (he398114, as a form or a search
// box lowers it, was told to ask again with HE398114), the number is the register's, answered as that
// form (services/holder-number-forms.ts), as list_holder_holdings answers it.
test('a number differing from the registers\' form only in its separators or letter case is answered as that form', async () => {
  for (const [sent, form, held] of [
    [`${lvKekava.regcode.slice(0, 5)}-${lvKekava.regcode.slice(5)}`, lvKekava.regcode, eeTaxDebtor.regcode],
    ['27864028', '2786402-8', eeEnergia.regcode],
    ['HE 398114', 'HE398114', eePohjaPuit.regcode],
    // A German register's letters and number run together, as a form without spaces takes it.
    ['HRB12345', 'HRB 12345', eeEnergia.regcode],
    ['he398114', 'HE398114', eePohjaPuit.regcode],
    ['he 398114', 'HE398114', eePohjaPuit.regcode],
    ['hrb12345', 'HRB 12345', eeEnergia.regcode],
    ['He398114?registeredIn=CY', 'HE398114', eePohjaPuit.regcode],
  ]) {
    const [number, query] = sent!.split('?');
    const res = await t.app.app.inject({ url: `${API}/holders/${encodeURIComponent(number!)}/holdings${query ? `?${query}` : ''}` });
    assert.equal(res.statusCode, 200, `${sent}: ${res.body}`);
    const body = res.json();
    assert.equal(body.regcode, form, sent);
    assert.deepEqual(body.holdings.map((h: { regcode: string }) => h.regcode), [held], sent);
  }
});

test('a number of no legal entity in any form is told as before', async () => {
  assert.equal(await notFound('/holders/he000000/holdings'),
    'No legal entity with number he000000 holds a company here: the registers list no legal entity of that number among the members or stockholders of a company');
});

// The number among other words, as an owners list or the search names an owner (its name, or its
// country, beside it): the 404 said the registers list no legal entity of that number, where they list
// the owner, and list_holder_holdings named it; it now names the number, whose it is, and to ask with it.
test('an owner\'s number among other words is told the number and whose it is, as list_holder_holdings tells it', async () => {
  for (const [sent, number, whose] of [
    ['Kyrenia Maritime Holdings Ltd, HE398114', 'HE398114', 'Kyrenia Maritime Holdings Ltd, registered in CY'],
    ['HE398114 (CY)', 'HE398114', 'Kyrenia Maritime Holdings Ltd, registered in CY'],
    ['Nordsee Umschlag GmbH, HRB 12345', 'HRB 12345', 'Nordsee Umschlag GmbH, registered in DE'],
    // The number in another case too is read as its register's form.
    ['Kyrenia, he 398114', 'HE398114', 'Kyrenia Maritime Holdings Ltd, registered in CY'],
  ]) {
    assert.equal(await notFound(`/holders/${encodeURIComponent(sent!)}/holdings`), `No legal entity with number ${sent} holds a company here: `
      + `the text holds words besides the owner's number ${number}, the number of ${whose}: ask again with ${number}`, sent);
  }
  // Asked with the owner's country, as asked; with another, the words name none of it.
  assert.match(await notFound(`/holders/${encodeURIComponent('Lahden Puu Oy 2786402-8')}/holdings?registeredIn=FI`),
    /registered in FI holds a company here: the text holds words besides the owner's number 2786402-8, the number of Lahden Puu Oy, registered in FI/);
  assert.match(await notFound(`/holders/${encodeURIComponent('Lahden Puu Oy 2786402-8')}/holdings?registeredIn=DE`),
    /registered in DE holds a company here: the registers list no legal entity of that number/);
});
