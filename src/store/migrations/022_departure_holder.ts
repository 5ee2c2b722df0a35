// The number of an officer that is itself a legal entity, kept with its departure: UR's officers
// file gives a company on the board, a liquidator firm or a partner of a partnership its own number
// (legal_entity_registration_number), which person_roles holds and the details serve on the
// officers in office, but role_departures kept the name alone, so a compliance user could not
// follow a company that left the board to its own details. `holder_regcode` is the number as
// person_roles held it; `holder_country` the country of its register, the company's own where the
// register names none (ZZ for a register abroad UR names none of, as person_roles writes it). Both
// are written for a legal entity's departure only, a natural person's left null. Null on every
// departure recorded before this schema: served as regcode, country and registeredIn null, not known
// (a departure is never read from its file again, and the office is gone from person_roles).
export const version = 22;
export const name = 'departure-holder';

export const sql = `
ALTER TABLE role_departures ADD COLUMN holder_regcode TEXT;
ALTER TABLE role_departures ADD COLUMN holder_country TEXT;
`;
