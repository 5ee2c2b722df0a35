// The births a masked Latvian personal code (`150384-*****`) may be read as. The code's seventh
// digit is the century (0: 1800s, 1: 1900s, 2: 2000s) and the mask hides it, so its first six
// digits (DDMMYY) fit a birth on 15 March 1884, 1984 and 2084 alike. A birth after today is
// refused before any read. A birth in the 1800s is never the person of a masked code: the files
// that give masked codes list the members, officers, owners and stockholders of companies of today,
// and a person born before 1900 would be over 125 (the longest human life recorded: 122 years),
// so a date of the 1800s matched only a namesake born a century later. The 1900s are kept whole:
// a register lists a deceased member until the inheritance is registered, so a member born in 1905
// may be listed still, and a minor may hold shares, so every day of the 2000s up to today is kept.
// The same two centuries are the dates a masked code sent as a birth date is told it may mean
// (personal-code-birth-date.ts).

/** The first day a birth matched by a masked code's DDMMYY alone may be (`YYYY-MM-DD`, compared as text). */
export const MASKED_CODE_BORN_FROM = '1900-01-01';
