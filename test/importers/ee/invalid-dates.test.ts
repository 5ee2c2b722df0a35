// RIK dates that hold text but are no real date: an end date of a person's role decides whether
// the role is current, so the company's row is rejected; a first-entry date only describes, so
// the company is kept without it and the import report is told.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapBasicRow } from '../../../src/importers/ee/basic.ts';
import { mapCardPersonsRow } from '../../../src/importers/ee/persons.ts';
import type { MapContext, Row } from '../../../src/importers/source.ts';

function recording(): { ctx: MapContext; warned: string[] } {
  const warned: string[] = [];
  return { warned, ctx: { file: 'x', line: 2, asOf: null, lookup: () => undefined, warn: (r, d) => { warned.push(`${r} ${d}`); } } };
}

const basic = (date: string): Row => ({
  nimi: 'Näidis Ehitus OÜ', ariregistri_kood: '14000001', ettevotja_oiguslik_vorm: 'Osaühing',
  ettevotja_staatus: 'R', ettevotja_staatus_tekstina: 'Registrisse kantud', ettevotja_esmakande_kpv: date,
});

const card = (end: string): Row => ({
  ariregistri_kood: 14000001, nimi: 'Näidis Ehitus OÜ',
  kaardile_kantud_isikud: [{ isiku_tyyp: 'F', isiku_roll: 'JUHL', eesnimi: 'Mari', nimi_arinimi: 'Tamm', algus_kpv: '01.02.2020', lopp_kpv: end }],
});

test('an ettevotja_esmakande_kpv that is no real date keeps the company, registeredOn empty, with a warning', () => {
  const { ctx, warned } = recording();
  const result = mapBasicRow(basic('30.02.2020'), ctx);
  assert.ok(Array.isArray(result));
  const company = result.find((e) => e.kind === 'company')!.record as { registeredOn: string | null; status: string };
  assert.deepEqual({ registeredOn: company.registeredOn, status: company.status }, { registeredOn: null, status: 'active' });
  assert.deepEqual(warned, ['ettevotja_esmakande_kpv is not a real date; the row is kept with it empty "30.02.2020"']);
  const { ctx: quiet, warned: none } = recording();
  mapBasicRow(basic(''), quiet);
  assert.deepEqual(none, [], 'an empty date is no warning');
});

test('a role end date that is no real date rejects the company row instead of serving the role as current', () => {
  const { ctx } = recording();
  assert.deepEqual(mapCardPersonsRow(card('31.02.2024'), ctx), { reject: 'kaardile_kantud_isikud[].lopp_kpv "31.02.2024" is not a real date' });
  const ended = mapCardPersonsRow(card('29.02.2024'), ctx);
  assert.ok(Array.isArray(ended));
  assert.equal((ended[0]!.record as { until: string | null }).until, '2024-02-29');
});
