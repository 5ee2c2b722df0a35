// A person's personal code sent where a company's number goes: written with its hyphen
// (`150384-12345`, `131052-308T`) it is no number and is refused (services/regcode-sent-reading.ts);
// written as eleven digits (`37605030299`, an Estonian or Lithuanian code; `15038412345`, a Latvian
// one without its hyphen) it has a Latvian registration number's length and was a 404 that said
// nothing more, so a client asked about the person reported none of the person's companies.
import { personalCodeReading } from './personal-code-birth-date.ts';

/**
 * Whether a text is written as a person's personal code, and the birth date it gives for certain
 * (null where the century is masked, or a Latvian code issued since 2017 gives none), read as the
 * person check's birthDate rule reads a code; null where it is no personal code.
 */
export function personalCodeRead(text: string): { birthDate: string | null } | null {
  const reading = personalCodeReading(text);
  return reading === null ? null : { birthDate: reading.birthDate };
}

/**
 * What a lookup that found no company says of digits that read as a personal code with the birth
 * date it gives (`37605030299`: 1976-05-03), and the person check; null for anything else. Said as
 * "if it is one": a number of no company may still be a company's number mistyped.
 */
export function personalCodeNumberHint(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d[\d ]{10,12}$/.test(trimmed)) return null;
  const read = personalCodeRead(trimmed);
  if (read === null || read.birthDate === null) return null;
  return `${trimmed} reads as a person's personal code, which gives the birth date ${read.birthDate}: if it is one, the person check `
    + `lists the person's companies (as officer, owner or member) by name and birth date, never the code: `
    + `/api/public/v1/persons/check?name=<name>&birthDate=${read.birthDate}`;
}
