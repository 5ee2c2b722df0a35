// The two XML lists: the EU Financial Sanctions File (`xmlFullSanctionsList_1_1.xml`, namespace
// http://eu.europa.ec/fpi/fsd/export, everything in attributes) and the UN Security Council
// consolidated list (`consolidated.xml`, everything in elements, countries as English names).
import type { DemoSanctionEntry } from '../model.ts';
import { FileSink } from './sink.ts';
import type { WriteContext } from './context.ts';

export function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const attrs = (a: Record<string, string | number>) => Object.entries(a).map(([k, v]) => `${k}="${xmlEscape(String(v))}"`).join(' ');

const COUNTRY_NAMES: Record<string, string> = {
  RU: 'Russian Federation', BY: 'Belarus', LV: 'Latvia', LT: 'Lithuania', EE: 'Estonia', FI: 'Finland', KP: "Democratic People's Republic of Korea",
};

export function writeEuXml(ctx: WriteContext, entries: DemoSanctionEntry[]): string {
  const sink = new FileSink(ctx.dir, 'xmlFullSanctionsList_1_1.xml');
  sink.line('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>');
  sink.line(`<export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate="${ctx.instant.toISOString().replace('Z', '+00:00')}" globalFileId="${170000 + Number(ctx.day.replace(/-/g, '')) % 9973}">`);
  for (const e of entries) {
    const person = e.kind === 'person';
    sink.line(`    <sanctionEntity ${attrs({ designationDetails: '', unitedNationId: '', euReferenceNumber: e.reference, logicalId: e.id, designationDate: e.listedOn })}>`);
    sink.line(`        <regulation ${attrs({ regulationType: 'amendment', organisationType: 'council', publicationDate: e.listedOn, entryIntoForceDate: e.listedOn, numberTitle: `${e.listedOn.slice(0, 4)}/${100 + (e.id % 900)} (OJ L${e.id % 300})`, programme: e.program, logicalId: 200000 + e.id })}>`);
    sink.line(`            <publicationUrl>https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=OJ:L:${e.listedOn.slice(0, 4)}:${e.id % 300}:TOC</publicationUrl>`);
    sink.line('        </regulation>');
    sink.line(`        <subjectType ${attrs({ code: person ? 'person' : 'enterprise', classificationCode: person ? 'P' : 'E' })}/>`);
    const names = [{ whole: e.name, first: e.firstName ?? '', last: e.lastName ?? '', lang: '' }, ...e.aliases.map((a) => ({ whole: a, first: '', last: '', lang: /[āčēģīķļņšūž]/i.test(a) ? 'LV' : '' }))];
    names.forEach((n, i) => {
      sink.line(`        <nameAlias ${attrs({ firstName: n.first, middleName: '', lastName: n.last, wholeName: n.whole, function: '', gender: person ? 'M' : '', title: '', nameLanguage: n.lang, strong: 'true', regulationLanguage: 'en', logicalId: e.id * 10 + i })}/>`);
    });
    if (e.birthDate) {
      const [y, m, d] = e.birthDate.split('-');
      sink.line(`        <birthdate ${attrs({ circa: 'false', calendarType: 'GREGORIAN', city: '', zipCode: '', birthdate: e.birthDate, dayOfMonth: Number(d), monthOfYear: Number(m), year: y!, region: '', place: '', countryIso2Code: e.country, countryDescription: (COUNTRY_NAMES[e.country] ?? e.country).toUpperCase(), regulationLanguage: 'en', logicalId: e.id })}/>`);
      sink.line(`        <citizenship ${attrs({ region: '', countryIso2Code: e.country, countryDescription: (COUNTRY_NAMES[e.country] ?? e.country).toUpperCase(), regulationLanguage: 'en', logicalId: e.id })}/>`);
    }
    if (e.regNumber) {
      sink.line(`        <identification ${attrs({ diplomatic: 'false', knownExpired: 'false', knownFalse: 'false', reportedLost: 'false', revokedByIssuer: 'false', issuedBy: '', latinNumber: '', nameOnDocument: '', number: e.regNumber.value, region: '', countryIso2Code: e.regNumber.country, countryDescription: (COUNTRY_NAMES[e.regNumber.country] ?? e.regNumber.country).toUpperCase(), identificationTypeCode: 'regnumber', identificationTypeDescription: 'Registration Number', regulationLanguage: 'en', logicalId: e.id })}/>`);
    }
    if (!person) sink.line(`        <address ${attrs({ city: '', street: '', poBox: '', zipCode: '', region: '', place: '', asAtListingTime: 'false', countryIso2Code: e.country, countryDescription: (COUNTRY_NAMES[e.country] ?? e.country).toUpperCase(), regulationLanguage: 'en', logicalId: e.id })}/>`);
    sink.line(`        <remark>${xmlEscape(e.reason)}</remark>`);
    sink.line('    </sanctionEntity>');
  }
  sink.line('</export>');
  return sink.close(ctx.instant);
}

const el = (name: string, value: string | null) => (value ? `<${name}>${xmlEscape(value)}</${name}>` : `<${name}/>`);

export function writeUnXml(ctx: WriteContext, entries: DemoSanctionEntry[]): string {
  const sink = new FileSink(ctx.dir, 'consolidated.xml');
  sink.line('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>');
  sink.line(`<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://www.un.org/sc/resources/sc-sanctions.xsd" dateGenerated="${ctx.instant.toISOString()}">`);
  for (const [group, kind] of [['INDIVIDUALS', 'INDIVIDUAL'], ['ENTITIES', 'ENTITY']] as const) {
    sink.line(`  <${group}>`);
    for (const e of entries.filter((x) => (x.kind === 'person') === (kind === 'INDIVIDUAL'))) {
      const country = COUNTRY_NAMES[e.country] ?? e.country;
      const parts = kind === 'INDIVIDUAL' ? [e.firstName ?? e.name, e.lastName] : [e.name, null];
      sink.line(`    <${kind}>`);
      sink.line(`      ${el('DATAID', String(e.id))}${el('VERSIONNUM', '1')}${el('FIRST_NAME', parts[0]!)}${parts[1] ? el('SECOND_NAME', parts[1]) : ''}`);
      sink.line(`      ${el('UN_LIST_TYPE', e.program)}${el('REFERENCE_NUMBER', e.reference)}${el('LISTED_ON', e.listedOn)}${kind === 'INDIVIDUAL' ? el('GENDER', 'Male') : ''}`);
      sink.line(`      ${el('COMMENTS1', e.reason)}`);
      if (kind === 'INDIVIDUAL') sink.line(`      <NATIONALITY>${el('VALUE', country)}</NATIONALITY>`);
      sink.line(`      <LIST_TYPE>${el('VALUE', 'UN List')}</LIST_TYPE><LAST_DAY_UPDATED>${el('VALUE', e.listedOn)}</LAST_DAY_UPDATED>`);
      const aliasTag = `${kind}_ALIAS`;
      if (e.aliases.length === 0) sink.line(`      <${aliasTag}><QUALITY/><ALIAS_NAME/></${aliasTag}>`);
      for (const a of e.aliases) sink.line(`      <${aliasTag}>${el('QUALITY', 'Good')}${el('ALIAS_NAME', a)}</${aliasTag}>`);
      sink.line(`      <${kind}_ADDRESS>${el('COUNTRY', country)}</${kind}_ADDRESS>`);
      if (kind === 'INDIVIDUAL') {
        sink.line(e.birthDate
          ? `      <INDIVIDUAL_DATE_OF_BIRTH>${el('TYPE_OF_DATE', 'EXACT')}${el('DATE', e.birthDate)}</INDIVIDUAL_DATE_OF_BIRTH>`
          : '      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE/></INDIVIDUAL_DATE_OF_BIRTH>');
        sink.line('      <INDIVIDUAL_PLACE_OF_BIRTH><COUNTRY/></INDIVIDUAL_PLACE_OF_BIRTH><INDIVIDUAL_DOCUMENT/>');
      }
      sink.line('      <SORT_KEY/><SORT_KEY_LAST_MOD/>');
      sink.line(`    </${kind}>`);
    }
    sink.line(`  </${group}>`);
  }
  sink.line('</CONSOLIDATED_LIST>');
  return sink.close(ctx.instant);
}
