// The country of a company's address where it is not the company's own: YTJ registers some
// Finnish companies at an address abroad (a Swedish parent's office, Box 45, 11122 STOCKHOLM, SE),
// which the one-line address ended with but addressParts did not, so a checkout form that filled
// its country field from the company's country posted a Stockholm address to Finland. Null for
// every company but those (and for those too until `fi.ytj` is imported again): read as the
// company's country.
export const version = 14;
export const name = 'address-country';

export const sql = `
ALTER TABLE companies ADD COLUMN address_country TEXT;
`;
