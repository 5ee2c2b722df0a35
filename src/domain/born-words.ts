// The words saying born that a birth date is copied with, in the languages the registers and their
// readers write (born, date of birth, dzim., dz., dzimšanas datums, sünd., sünniaeg, gim., gimimo
// data, syntynyt, syntymäaika, född, födelsedatum, род., дата рождения, г.р.), with and without
// their diacritics (`sund.`, `fodd`), and the Russian ones in Latin letters as a Russian name is
// copied from a passport or a list (`rod.`, `rodilsya`, `rodilas'`; `rod` with its stop only, as
// `Rod` is a given name): one list for the person check's birthDate, told the date
// after such a word (birth-date-written-otherwise.ts), and for a name with a birth date typed into
// company search, read without it (person-name-like.ts). A regular expression's alternation, to be
// followed by `(?![\p{L}])`; the one-letter forms (s., b., f., g.) are each caller's own, as they
// are as often a name's initial.
export const BORN_WORDS = String.raw`born(?:\s+on)?|d\.?o\.?b\.?|date of birth|dzim[šs]anas datums|dzim(?:is|usi)?\.?|dz\.|s[üu]nniaeg|s[üu]nd(?:inud)?\.?|gimimo data|gim(?:[ęe]s|usi)?\.?|syntym[äa]aika|syntynyt|f[öo]delsedatum|f[öo]dd|дата рождения|род(?:ился|илась)?\.?|rod\.|rodilsya|rodilas['’]?|г\.\s?р\.?`;
