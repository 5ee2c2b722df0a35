// The lists write a Kazakh LLP `TOO "…"` (ТОО), a Belarusian company `ODO "…"` (ОДО) or unitary
// enterprise `UP "…"` (УП, spelt out `Chastnoe unitarnoe predpriyatie`), an individual entrepreneur
// `IP "…"` (ИП) or, in Ukraine, `ФОП …`. Read as a word of the name, the form left the company the
// entry names, listed in its country, at 0.85, a candidate, where the same entry written `OOO …`
// flags it. IP, UP and TOO are also words and initials of names (`UAB "IP Vostok"`, `Too Good
// Kitchens Oy`), so in Latin letters they are a form only where written as one, beside the quotes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLD, entityNameTokens } from '../../src/domain/sanctions-matching.ts';
import { scorePair, type Pair } from './score-pair.ts';

const pair = (company: string, country: 'LV' | 'LT' | 'FI', entry: string, countries: string[], expected: boolean): Pair => ({
  id: 'kz-by-form', kind: 'company_name', company: { name: company, country }, entry: { name: entry, countries },
  expected, why: 'a legal form of Kazakhstan, Belarus or an individual entrepreneur',
});

test('an entry carrying a Kazakh, Belarusian or individual entrepreneur\'s form flags the company of the name, listed in its country', () => {
  const listed = (entry: string) => scorePair(pair('SIA "Kaspian Resurs"', 'LV', entry, ['LV'], true));
  const ooo = listed('OOO "KASPIAN RESURS"');
  assert.ok(ooo >= DEFAULT_THRESHOLD, `OOO: ${ooo}`);
  for (const entry of ['TOO "KASPIAN RESURS"', 'ТОО «Каспиан Ресурс»', '"KASPIAN RESURS" TOO', 'KASPIAN RESURS, TOO', 'ODO "KASPIAN RESURS"',
    'ОДО «Каспиан Ресурс»', 'UP "KASPIAN RESURS"', 'УП «Каспиан Ресурс»', 'CHASTNOE UNITARNOE PREDPRIYATIE "KASPIAN RESURS"',
    'Private Unitary Enterprise "Kaspian Resurs"', 'ChUP "KASPIAN RESURS"', 'IP "KASPIAN RESURS"', 'ИП «Каспиан Ресурс»', 'FOP "KASPIAN RESURS"',
    'ФОП «Каспіан Ресурс»', 'Tovarishchestvo s ogranichennoi otvetstvennostyu "Kaspian Resurs"']) {
    assert.equal(listed(entry), ooo, entry);
  }
});

test('IP, UP and TOO written as words of a name stay words of it: no company is flagged for a name it does not bear', () => {
  assert.deepEqual(entityNameTokens('UAB "IP Vostok"'), ['ip', 'vostok']);
  assert.deepEqual(entityNameTokens('Too Good Kitchens Oy'), ['too', 'good', 'kitchens']);
  assert.deepEqual(entityNameTokens('SIA "UP Kvantservis"'), ['up', 'kvantservis']);
  assert.deepEqual(entityNameTokens('IP NETWORKS KVANT'), ['ip', 'networks', 'kvant']);
  for (const [company, country, entry] of [['UAB "IP Vostokenergo"', 'LT', 'ZAO VOSTOKENERGO'], ['Too Good Kitchens Oy', 'FI', 'GOOD KITCHENS LLC'],
    ['SIA "UP Kvantservis"', 'LV', 'OOO KVANTSERVIS']] as const) {
    const score = scorePair(pair(company, country, entry, [country], false));
    assert.ok(score < DEFAULT_THRESHOLD, `${company} against ${entry}: ${score}`);
  }
});
