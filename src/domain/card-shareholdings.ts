// RIK lists an OÜ's shareholders in its shareholders file (osanikud: ee.shareholders, with how the
// holding is owned) and, as role O or OSAN (Osanik) with the same share keys, among the persons on
// the registry card (kaardile_kantud_isikud: ee.persons). The two files are two sources, each
// imported and withdrawn on its own, so a holding both list is two stored roles; served as two, a
// person check listed a shareholder twice in one OÜ and the company's owners named a corporate
// holder twice, counting a person's percent twice. The shareholders file is the register's list of
// them (with joint and co-ownership), so its row is served; the card's row is served where it lists
// no such holder: a partnership's partners (the file lists OÜ shareholders only), a holding the card
// alone still carries, ended, or a store without ee.shareholders. Both rows stay stored.
// The two files are imported each on its own (a daily file each, one failing while the other is
// published, one withdrawn), so they may tell two register days: where the file lists the holder only
// as ended while the card lists the holding in force, the card's row stands (left out, the holding
// vanished from the owners and from sanctions screening though the card still carries it).

/** The source whose row of a holding both files list is served. */
export const SHAREHOLDERS_SOURCE = 'ee.shareholders';
/** The source whose plain shareholder rows the shareholders file may list again. */
export const CARD_SOURCE = 'ee.persons';

/**
 * A card row that may be a holding the shareholders file lists too: a member (Osanik) with no
 * position (not a founder, nor a partner of a partnership, whose positions the card alone gives).
 */
export function isCardShareholding(row: { source: string; role: string; position: string | null }): boolean {
  return row.source === CARD_SOURCE && row.role === 'member' && row.position === null;
}

/** A shareholders-file row, which lists a holding the card may list again. */
export function isFileShareholding(row: { source: string; role: string }): boolean {
  return row.source === SHAREHOLDERS_SOURCE && row.role === 'member';
}

/** Not ended on `today` (YYYY-MM-DD): no end, or an end not yet past, as every role is read. */
const inForceOn = (until: string | null, today: string) => until === null || until >= today;

/**
 * Whether a file row of the same holder leaves the card row out: it does where the file lists the
 * holding in force, or where the card's row has ended too; a file that lists the holder only as
 * ended leaves a card row in force standing (the files may tell two register days).
 */
export function fileRowListsCardHolding(card: { until: string | null }, file: { until: string | null }, today: string): boolean {
  return inForceOn(file.until, today) || !inForceOn(card.until, today);
}

// SQL: card row `c` and file row `s` name the same holder of the same company: the entity type;
// a legal holder's registry code (and its country) where both rows give one, else the name key;
// the birth and the register's person group where both rows give one. By name alone, two
// companies of one name (a foreign holder and a namesake, a name freed and taken again) were one
// holder, the file's row standing for both, and one company the files write differently (renamed,
// one file lagging the other) was two. The CASE keeps SQLite off the name and number indexes,
// on the company's rows. The reads of the other file's row below write `+…source`, which keeps
// SQLite off roles_source (every row of that file) and on the company's rows (roles_company): the
// store has no statistics to tell.
const sameHolderSql = (c: string, s: string) => `${s}.country = ${c}.country AND ${s}.regcode = ${c}.regcode
      AND ${s}.entity_type = ${c}.entity_type
      AND (CASE WHEN ${s}.holder_regcode IS NOT NULL AND ${c}.holder_regcode IS NOT NULL
        THEN ${s}.holder_regcode = ${c}.holder_regcode AND ${s}.holder_country IS ${c}.holder_country
        ELSE ${s}.name_key = ${c}.name_key END)
      AND (${s}.birth_date IS NULL OR ${c}.birth_date IS NULL OR ${s}.birth_date = ${c}.birth_date)
      AND (${s}.person_group IS NULL OR ${c}.person_group IS NULL OR ${s}.person_group = ${c}.person_group)`;

/**
 * SQL: the role of `alias` is a card row of a holding the shareholders file lists as well (the same
 * company and holder, as sameHolderSql tells it), as fileRowListsCardHolding weighs the two rows' ends on `today` (an SQL
 * parameter, `?4` or `:today`); `fileRow`, a further condition on that file row (alias s). Read
 * through the roles_company index, and only for such a card row.
 */
export function cardShareholdingListedAgainSql(alias: string, today: string, fileRow = ''): string {
  const r = alias;
  return `(${r}.source = '${CARD_SOURCE}' AND ${r}.role = 'member' AND ${r}.position IS NULL
    AND EXISTS (SELECT 1 FROM person_roles s WHERE ${sameHolderSql(r, 's')}
      AND +s.source = '${SHAREHOLDERS_SOURCE}' AND s.role = 'member' ${fileRow}
      AND (s.until IS NULL OR s.until >= ${today} OR (${r}.until IS NOT NULL AND ${r}.until < ${today}))))`;
}

/** The share columns and the start a file row served for a card row takes from it where it gives none. */
export type CardGapColumn = 'since' | 'share_percent' | 'share_amount' | 'share_currency';

/**
 * SQL: `column` of the role of `alias` as served, where the shareholders file's row stands for the
 * card's row of the same holding: a file row that gives none takes the card row's of the same term
 * (the same end, or none), whether or not that card row gives a birth (the amount and its currency
 * together, where the file gives no amount): the person answers (store/persons-read.ts) and the
 * company's owners (store/owners-read.ts) read it so. Any other row's own value; the card is read
 * (roles_company) only for a file row with the gap.
 */
export function withCardsGapSql(alias: string, column: CardGapColumn): string {
  const r = alias;
  const given = column === 'share_currency' ? 'share_amount' : column;
  const card = (value: string) => `(SELECT ${value} FROM person_roles c WHERE ${sameHolderSql('c', r)}
      AND +c.source = '${CARD_SOURCE}' AND c.role = 'member' AND c.position IS NULL AND c.until IS ${r}.until
      AND c.${given} IS NOT NULL ORDER BY c.id LIMIT 1)`;
  const fileGap = `${r}.${given} IS NULL AND ${r}.source = '${SHAREHOLDERS_SOURCE}' AND ${r}.role = 'member'`;
  // The currency is the card's where the amount is: a card row with an amount and no currency gives none.
  if (column === 'share_currency') {
    return `(CASE WHEN ${fileGap} AND ${card('1')} IS NOT NULL THEN ${card('c.share_currency')} ELSE ${r}.share_currency END)`;
  }
  return `(CASE WHEN ${fileGap} THEN ${card(`c.${column}`)} ELSE ${r}.${column} END)`;
}

/**
 * SQL: the first-seen instant of the holding of the role of `alias` where the other RIK file lists
 * it too, else null. A card row: the earliest of the shareholders-file rows that leave it out (as
 * cardShareholdingListedAgainSql weighs them, `today` its parameter), whose row is served for it. A
 * file row: the earliest of the card rows of the same holder and term it is served for. Each file
 * is imported on its own, so one may first list a holding a day or more after the other: that day
 * is no new tie (services/persons.ts takes the earlier instant). Read (roles_company) only for such a row.
 */
export function holdingFirstSeenSql(alias: string, today: string): string {
  const r = alias;
  return `(CASE WHEN ${r}.source = '${CARD_SOURCE}' AND ${r}.role = 'member' AND ${r}.position IS NULL
      THEN (SELECT min(s.first_seen_at) FROM person_roles s WHERE ${sameHolderSql(r, 's')}
        AND +s.source = '${SHAREHOLDERS_SOURCE}' AND s.role = 'member'
        AND (s.until IS NULL OR s.until >= ${today} OR (${r}.until IS NOT NULL AND ${r}.until < ${today})))
    WHEN ${r}.source = '${SHAREHOLDERS_SOURCE}' AND ${r}.role = 'member'
      THEN (SELECT min(c.first_seen_at) FROM person_roles c WHERE ${sameHolderSql('c', r)}
        AND +c.source = '${CARD_SOURCE}' AND c.role = 'member' AND c.position IS NULL AND c.until IS ${r}.until) END)`;
}
