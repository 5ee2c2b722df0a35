// What a sanctions list says of an entry that tells the listed party from a namesake, beyond its
// names and addresses: a person's gender, each place of birth, the day the list last amended the
// entry (UN LAST_DAY_UPDATED, the EU's latest regulation) and the EU entry's UN reference
// (unitedNationId). The importers dropped them, and a reviewer deciding whether a candidate is a
// partner's owner had to look the entry up in the list. One JSON object (records.ts
// SanctionParticulars), not a column each: they are only served with a match, never screened on,
// filtered or joined, and each list gives another few of them. Null for an entry imported before
// this column, until its list is imported again (the importing code changed, so the next import
// reads the list again): served as null, not known.
export const version = 21;
export const name = 'sanction-particulars';

export const sql = `
ALTER TABLE sanction_entries ADD COLUMN particulars TEXT;
`;
