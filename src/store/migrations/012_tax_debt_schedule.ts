// The parts of an Estonian tax debt EMTA's debtors list gives beside the amount: the part under a
// payment schedule (`sh tasumisgraafikus`) and the schedule's end (`Tasumisgraafiku lõppkuupäev`),
// which were read only into the tax_debt flag's detail text, so a compliance system had to parse
// a sentence to learn whether a debt is being paid off and until when. Null for every debt until
// `ee.tax-debtors` is imported again (read as not given, as in a country that publishes neither).
export const version = 12;
export const name = 'tax-debt-schedule';

export const sql = `
ALTER TABLE tax_debts ADD COLUMN scheduled_amount REAL;
ALTER TABLE tax_debts ADD COLUMN schedule_ends TEXT;
`;
