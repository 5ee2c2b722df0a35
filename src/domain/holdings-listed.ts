// How many of the companies a company holds its details list (services/company-holdings.ts): a
// holding company of a large group may hold hundreds, and the details are one answer read on every
// partner check; holdingsCount says how many there are in all, so a reader knows the list is cut.
export const HOLDINGS_LISTED_MAX = 100;
