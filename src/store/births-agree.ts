// Whether two rows of a role source may be one person's by their birth information: each of the
// birth date and the masked-code key missing on one side, equal, or one a prefix of the other
// (`1980-05` completed to `1980-05-21`). A different birth is another person: a namesake who took
// the seat (a son of the same name succeeding his father on a family company's board).
const agree = (a: string, b: string, column: string) =>
  `(${a}.${column} IS NULL OR ${b}.${column} IS NULL OR substr(${b}.${column}, 1, length(${a}.${column})) = ${a}.${column}
    OR substr(${a}.${column}, 1, length(${b}.${column})) = ${b}.${column})`;

/** The SQL condition that the rows aliased `a` and `b` (birth_date, birth_key) do not contradict each other's birth. */
export const birthsAgree = (a: string, b: string): string => `${agree(a, b, 'birth_date')} AND ${agree(a, b, 'birth_key')}`;
