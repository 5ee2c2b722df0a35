// The employee counts of each quarter of a year, as EMTA publishes them on one row per company and
// year: the store kept only the latest quarter's, so an Estonian financial year ending on 30 June
// could not be given the count of the quarter ending that June and took the December before.
// A JSON list, first quarter first, null for a quarter without a count, ending with the latest
// quarter with one (`[4,4,5,5]`, `[5,6]`): one column on the year's row instead of a row per
// quarter. `ee.taxes-paid` fills it, and `lt.sodra` with the counts of the months ending each
// quarter; null on every other row, and on their rows until each is imported again (read as the
// latest period alone, as before).
export const version = 15;
export const name = 'quarter-employees';

export const sql = `
ALTER TABLE financial_statements ADD COLUMN quarter_employees TEXT;
`;
