// The website a register publishes for a company (YTJ's `website.url`), kept as the register
// writes it (www.nokia.com): the answer makes it a link when a company is read
// (domain/website-link.ts), so a rule for what is served changes nothing stored. Rows imported
// before hold none until their source is imported again.
export const version = 8;
export const name = 'company-website';

export const sql = `
ALTER TABLE companies ADD COLUMN website TEXT;
`;
