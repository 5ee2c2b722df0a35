// The addresses a sanctions list gives for each entry (EU address, UN INDIVIDUAL_ADDRESS and
// ENTITY_ADDRESS, OFAC add.csv, FID Address, OpenSanctions addresses), each as one line: only
// their countries were kept, and a reviewer telling a namesake from the listed party had to look
// the entry up in the list for where it is. A JSON array of texts; `[]` where the list gives
// none. Null for an entry imported before this column, until its list is imported again (the
// importing code changed, so the next import reads the list again): served as null, not known.
export const version = 20;
export const name = 'sanction-addresses';

export const sql = `
ALTER TABLE sanction_entries ADD COLUMN addresses TEXT;
`;
