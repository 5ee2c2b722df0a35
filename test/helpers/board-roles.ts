// A board member's office as a seeded role, for the person check's tests of how a name is typed:
// each call a role of its own (`<prefix>-<n>`), first seen on the given day (a new registration
// where recent).
import { personNameKey } from '../../src/domain/fold.ts';

export function boardRoles(prefix: string) {
  let id = 0;
  return (c: { country: string; regcode: string }, name: string, birthDate: string, source: string, firstSeenAt = '2024-01-01T00:00:00Z') => {
    id++;
    return {
      country: c.country, regcode: c.regcode, role: 'officer', position: 'board_member',
      person_name: name, name_key: personNameKey(name), entity_type: 'natural_person', birth_date: birthDate,
      since: '2020-01-01', assoc_key: `${prefix}-${id}`, first_seen_at: firstSeenAt, source, as_of: '2026-11-21',
    };
  };
}
