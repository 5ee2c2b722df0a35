// The person endpoints (spec 4.5, 4.6). Each has its own rate-limit group. The name and birth
// date of these requests are personal data: the request log serializer redacts them
// (see ../logging.ts), and the handlers never log them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Services } from '../../services/index.ts';
import { cachedResponses, errorResponses, notFoundResponse } from '../schemas/common.ts';
import { NewRegistrationsQuery, PersonCheckQuery } from './schemas.ts';
import { companyKeyOf, firstSeenUntilOf, newRegistrationKeyOf, newRegistrationsNextRequest, nextPageRequest } from './next-page.ts';
import { checkQueryRules } from '../query-rules.ts';
import { leaveUndated } from '../caching.ts';
import { newRegistrationsRules, personCheckRules } from './query-rules.ts';
import type { NewRegistrationKeyView } from '../../services/views.ts';

export interface PersonRouteOptions { services: Services }

// The first paragraph of each description: what a model needs to pick the operation, within the
// 300 characters action builders keep of a description (test/http/openapi-tools.test.ts).
const LEAD = {
  check: 'Every company role (beneficial owner, officer, member, stockholder, micro-enterprise) of one person in LV and EE '
    + '(LT and FI publish none), named by full name and birth date (YYYY-MM-DD), both required; 404 if none. For only the '
    + 'roles first seen in the last hours, use newRegistrationsForPerson.\n\n',
  newRegistrations: 'The company roles of one person (full name and birth date, matched as by checkPerson) first seen by the '
    + 'service within the last `hours` (default 24), newest first: for a job that watches a person. None is a 200 with '
    + 'count 0. For every role of the person, new or not, use checkPerson.\n\n',
};

/** A page of new registrations' `after` or `candidatesAfter` (its instant checked by newRegistrationsRules) as the company it names. */
function newRegistrationKey(value: string): NewRegistrationKeyView {
  return newRegistrationKeyOf(value)!;
}

export const personRoutes: FastifyPluginAsyncTypebox<PersonRouteOptions> = async (app, { services }) => {
  app.get('/persons/check', {
    config: { rateGroup: 'personCheck', cacheable: true, datedByData: true, queryRules: personCheckRules },
    schema: {
      operationId: 'checkPerson',
      summary: 'Companies linked to a person',
      description: LEAD.check
        + 'The name matches ignoring case, diacritics and word order, as typed and as each register '
        + 'writes a name of Russian origin, together: Sergey Petrov or Sergei Petrov finds one person\'s roles as Sergei Petrov '
        + 'in EE and as Sergejs Petrovs in LV. A name that finds no one so is read with its marked letters spelled out '
        + '(Vaeinoe Salminen for Väinö Salminen, Aivar Joegi for Aivar Jõgi, Aivar J6gi and Jyri Kytt for Aivar Jõgi and Jüri Kütt as Estonian is typed without õ and ü, Berzinsh for Bērziņš, Aastroem for Åström as a passport writes Å; only where the register writes the marked letter, so Maarja Saar finds no Marja Sar), and where that finds no one either, with a given name left '
        + 'out, added or written as its initial (Matti Virtanen or Matti J. Virtanen finds the person listed as Matti Juhani '
        + 'Virtanen), or a double name typed as one word read as the register\'s two (Annaliisa Kask finds Anna-Liisa Kask): '
        + 'every word of the shorter name must be a word of the longer, two of them whole, and a name within the names '
        + 'of two people born that day who cannot be one finds neither (a 404 asking for the full name). Each association\'s '
        + 'personName is the name as the register writes it. A role the register now lists under another name of the person (a '
        + 'surname replaced at marriage: Anna Bērziņa, now Ozola Anna) is found by the name it was published under before too, '
        + 'with formerName, that name, beside personName, the name now. A title or form of address before or after the name '
        + '(Dr., Prof., Ing., Mr, PhD, kungs, härra, ponas, hra) is no word of it, and HTML character references (J&#257;nis, &nbsp;) are read as their characters. '
        + 'A Latvian or Lithuanian name in the genitive or dative, as a document\'s sentence writes it (Jāņa Bērziņa, valdes locekļa Jāņa Bērziņa, '
        + 'Jānim Bērziņam, Jono Jonaičio, Jonui Jonaičiui), or an Estonian name with its surname in the genitive (Mari Tamme, Jaan Sepa, '
        + 'Mart Kase: Mari Tamm, Jaan Sepp, Mart Kask; its given name too, Jaani Sepa, where one person born that day is read so), is read in the nominative where nothing else finds anyone, against the names of the '
        + 'people born that day; where the words are a woman\'s name in the nominative too (Gunta Ozola, the genitive of Guntis Ozols) or two '
        + 'people\'s, nothing is listed and the 404 names who it reads as. '
        + 'The birth date must match exactly; no person is checked by name alone: a birthDate left out, sent empty or as a word for not known '
        + '(unknown, n/a, -, ?) is a 400 saying what the check needs it for, matched with the name as one name is often several '
        + 'people\'s, and to ask the user for it. Where a register gives only the year and month, any day of that month matches, '
        + 'unless a masked personal code gives the day. A masked Latvian code (150384-*****) hides its century digit: it '
        + 'matches a birth in the 1900s or 2000s (15 March 1984), never the 1800s (1884), when no one it lists was born. '
        + 'A Latvian office UR\'s officers file (current officers only, no end dates) stopped listing within five years is listed '
        + 'as ended: until null, unlistedOn the date of the first file without it (null on every other role). '
        + 'No other Latvian role leaves such a trace: UR\'s beneficial-owners file lists current owners only, so a former beneficial '
        + 'owner is not listed at all, nor a stockholder or micro-enterprise tie whose row the file drops (one kept with its end date '
        + 'is listed, until that date): no such role listed is no proof the person never held one. '
        + 'At most limit companies are listed, each with every role: where the person has more, truncated is true and next is the '
        + 'request for the companies after the last one listed (after=LV:40003123456), to follow until next is null; '
        + 'totalCompanies says on every page how many companies the person has in all (count is the roles of the page). '
        + 'Each role says whether sanctions screening compares it with the lists (sanctionsScreened: screened, '
        + 'screened_if_controlling, screened_for_review, as every office in force is: a listed officer is a candidate for review alone, '
        + 'or not_screened) and carries '
        + 'the matches screening stored through it, in sanctions (at or above sanctionsThreshold) and sanctionCandidates, each '
        + 'with its list, entry, score and explanation as /companies/{regcode}/sanctions gives them; no name is compared at the '
        + 'request, and sanctionLists names the lists screened (none: nothing was). Whether the company itself is sanctioned, '
        + 'which the person\'s matches never say (a board chaired in a listed company has sanctions []), is companySanctioned on '
        + 'each role, as /companies/{regcode}/compliance decides it, null where no list is imported; its other compliance flags in '
        + 'force (blacklisted, insolvent, tax_debt, …) are companyFlags, most serious first, exactly as that statement\'s flags. '
        + 'candidates=true also lists, in candidates and never among results, the roles whose register gives no birth information '
        + 'at all (most Estonian persons since RIK left personal codes out of its open data on 2024-11-01) of a natural person whose '
        + 'name is the one asked for in full (as typed or as a register writes it; no given name left out or added, no letters '
        + 'spelled out), each with birthDateMatch unknown: no birth date confirms or rules them out, so a namesake reads the same (a row the register marks as the person of a role whose birth date matches is in results, birthDateMatch same_person). '
        + 'So are the sole traders whose business name holds that name and whose register names no owner (an EE FIE, an FI '
        + 'toiminimi, an LT individual enterprise), marked roleFrom business_name: no file ties the person to them, the name does '
        + '(one read from its parallel or auxiliary name, not the name it is registered under, names that name in matchedOtherName). '
        + 'limit counts their companies after the person\'s, and next follows them (candidatesAfter); a name with candidates and no '
        + 'role of the person is then a 200 with them. Without it, a 404 says how many such roles the name alone matches, and a 200 '
        + 'gives how many it would list in candidateRoles (absent: none), so the companies of results are not read as all of the person\'s. '
        + 'No filter of the roles by kind is taken: role=officer (or roles, position) is a 400 naming it, not ignored, as the check lists every tie '
        + 'of the person, which a filter could hide from a compliance check, and limit counts companies; pick a kind from results by role and position. '
        + 'Nor is a filter by country: country=LV is a 400 for the same reasons; every role carries its country. '
        + 'Nor a window of new roles: hours=24 or since is a 400 naming the route of newRegistrationsForPerson, which takes it.',
      tags: ['persons'],
      querystring: PersonCheckQuery,
      response: { ...cachedResponses(Type.Ref('PersonCheck'), { paged: true }), ...notFoundResponse('checkPerson', 'The person has no association with any company (nor, with candidates=true, any candidate); the detail says how many roles without birth information the name alone matches, and of a name holding a legal form (SIA Rīgas Koks, Kyrenia Maritime Holdings Ltd) that it looks like a company\'s, which the check of natural persons never finds, and where a company owner\'s holdings are listed (/holders/{holderRegcode}/holdings, /companies/search with holdersAbroad); of a name a letter or two from one the registers list for someone born that day (Mati Virtanen), that name as the register writes it (Matti Virtanen), never matched'), ...errorResponses('checkPerson') },
    },
  }, async (request, reply) => {
    checkQueryRules(request);
    const { name, birthDate, limit, after, candidates, candidatesAfter } = request.query;
    const answer = services.checkPerson(name, birthDate, limit ?? 50, undefined, after === undefined ? null : companyKeyOf(after),
      candidates === true ? { after: candidatesAfter === undefined ? null : companyKeyOf(candidatesAfter) } : null);
    const next = answer.next && nextPageRequest({ name, birthDate, limit, candidates, after: answer.next });
    // The same request as a Link header, which generic HTTP clients' pagers follow (RFC 8288).
    if (next) reply.header('link', `<${next}>; rel="next"`);
    return { ...answer, next };
  });

  app.get('/persons/new-registrations', {
    config: { rateGroup: 'newRegistrations', cacheable: true, datedByData: true, queryRules: newRegistrationsRules },
    schema: {
      operationId: 'newRegistrationsForPerson',
      summary: 'Companies newly registered for a person',
      description: LEAD.newRegistrations
        + 'A role is new when a register first lists it, not when it writes the person\'s name otherwise (a surname taken at '
        + 'marriage, a given name added): see firstSeenAt. '
        + '`limit` counts companies, as in /persons/check: every new role in a company listed is listed, and no filter of them by kind '
        + 'is taken (role=officer and country=LV are 400s, as there). '
        + '`personKnown` false says that no role at all, new or not, in the registers that publish company roles (LV, EE) '
        + 'matches the name and birth date: a job that watches a '
        + 'misspelt name or a wrong birth date would otherwise read count 0 as nothing new; it is false too for a name within the '
        + 'names of two people born that day who cannot be one (Mari Kask for Mari-Liis Kask and Kask Mari Anna): send the full name. '
        + 'Where the name itself tells why no one is known (that, a company\'s name such as SIA Rīgas Koks, one word, initials), '
        + 'nameHint says it as /persons/check\'s 404 does. '
        + 'Each role says whether its company is sanctioned (companySanctioned), as /persons/check says of the same role and '
        + '/companies/{regcode}/compliance decides it, null where no list is imported: a new board seat in a listed company is true; '
        + 'and the company\'s compliance flags in force (companyFlags), as that statement\'s flags, a new seat in a company barred from trading ["blacklisted"]. '
        + 'Answers are cacheable (Cache-Control s-maxage=1800, stale-while-revalidate=3600): through a shared cache an answer may '
        + 'have been made up to 90 minutes before it arrives, so a scheduled job should ask for `hours` of at least its polling '
        + 'interval plus 2 and leave out the associations it has already seen (by country, regcode, role, position and firstSeenAt); '
        + 'a window only as long as the interval loses what was first seen while a cached answer was served. '
        + 'Or, simpler: every answer gives firstSeenThrough, the newest firstSeenAt its window holds (where it holds none, the last publish of '
        + 'the files of sources, not the clock: an answer with nothing new keeps its ETag until an import, so If-None-Match gets a 304, '
        + 'and is dated, Last-Modified, where the window begins at firstSeenAfter, so If-Modified-Since gets one too); a job that stores it and '
        + 'sends it as firstSeenAfter (in place of hours) gets every role first seen since, each once, however long it was stopped. '
        + '`hours` is at most 168 (7 days): for a longer time send firstSeenAfter in place of hours, any instant up to now (with no last answer, for '
        + 'the roles from a day on, the instant before it), or catch up with /persons/check, which lists every role '
        + 'of the person, new or not, leaving out those already seen (by country, regcode, role and position). '
        + 'candidates=true also lists, in candidates, the roles first seen in the window whose register gives no birth information, '
        + 'of the name in full, as checkPerson lists them (birthDateMatch unknown, never among results nor in count); where '
        + 'personKnown is false, candidateRoles says how many roles the name alone matches so, new or not. '
        + 'Companies are listed newest first, by the firstSeenAt of their newest role in the window, then by country and regcode, '
        + 'each with every new role in it. Where more than limit companies have new roles, truncated is true and next is the '
        + 'request for the companies after the last one listed (after=LV:40003123456@2026-11-24T01:22:08Z: the company and the '
        + 'firstSeenAt of its newest role), to follow until next is null; with candidates=true, limit counts their companies '
        + 'after the person\'s, and next follows them (candidatesAfter). next also carries firstSeenUntil, the newest firstSeenAt '
        + 'the first page read, which every page after keeps: they leave out roles first seen later. An import published between '
        + 'two pages dates the roles it adds or makes new (a seat taken again, a company the register\'s file brings) at its '
        + 'publish, later than any role served before, so no company with a role in the first page\'s window that stayed is '
        + 'skipped: it is listed with the roles it had then, and the roles and companies first seen meanwhile are on the first '
        + 'page of a request made later. A company whose newest role the import removed may be listed again, with roles '
        + 'already listed: leave those out as between polls. Only a role a file had left out and lists again (it keeps its '
        + 'firstSeenAt) and a source\'s first import (roles dated by their start) can still move a company not listed yet '
        + 'before after. The window is counted back from when each page is asked for.',
      tags: ['persons'],
      querystring: NewRegistrationsQuery,
      response: { ...cachedResponses(Type.Ref('NewRegistrations'), { paged: true }), ...errorResponses('newRegistrationsForPerson') },
    },
  }, async (request, reply) => {
    checkQueryRules(request);
    const { name, birthDate, limit, after, candidates, candidatesAfter, firstSeenUntil, firstSeenAfter } = request.query;
    // The schema gives hours its default where it was left out: a window begun at firstSeenAfter has none.
    const hours = firstSeenAfter === undefined ? request.query.hours : undefined;
    // A window counted back from now loses a role as the clock passes, with no publish: no date tells that.
    if (firstSeenAfter === undefined) leaveUndated(request);
    const until = firstSeenUntil === undefined ? null : firstSeenUntilOf(firstSeenUntil)!;
    const page = candidatesAfter !== undefined ? { after: newRegistrationKey(candidatesAfter), candidates: true, firstSeenUntil: until }
      : after !== undefined ? { after: newRegistrationKey(after), firstSeenUntil: until } : null;
    // The rules have checked it is a real instant, not later than now, sent without hours.
    const from = firstSeenAfter === undefined ? null : firstSeenUntilOf(firstSeenAfter)!;
    const answer = services.newRegistrations(name, birthDate, hours ?? 24, limit ?? 100, undefined, candidates === true, page, from);
    const next = answer.next ? newRegistrationsNextRequest({ name, birthDate, hours, firstSeenAfter, limit, candidates, after: answer.next }) : null;
    // The same request as a Link header, as the person check gives it (RFC 8288).
    if (next) reply.header('link', `<${next}>; rel="next"`);
    return { ...answer, next };
  });
};
