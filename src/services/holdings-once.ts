// A person answer's rows with each EE holding once: a card row of an OÜ shareholder the
// shareholders file lists too is left out (domain/card-shareholdings.ts says why), among the rows
// one answer read. Most answers hold no card shareholder row: one pass over the rows, nothing more.
import { fileRowListsCardHolding, isCardShareholding, isFileShareholding } from '../domain/card-shareholdings.ts';
import { personNameKey } from '../domain/fold.ts';
import type { AssociationRow } from '../store/persons-read.ts';

/** The same holder: the name as the store keys it, the birth and the register's person group where both give one. */
function sameHolder(card: AssociationRow, file: AssociationRow): boolean {
  return card.country === file.country && card.regcode === file.regcode
    && personNameKey(card.person_name) === personNameKey(file.person_name)
    && (card.birth_date === null || file.birth_date === null || card.birth_date === file.birth_date)
    && (card.person_group === null || file.person_group === null || card.person_group === file.person_group);
}

/**
 * `rows` without the card rows of holdings a shareholders-file row among them lists, in their
 * order: one in force, or any where the card's row has ended too (fileRowListsCardHolding). The
 * file row served in their place was read with the start and share it lacks taken from the card's
 * row (store/persons-read.ts, domain/card-shareholdings.ts withCardsGapSql).
 */
export function holdingsOnce(rows: AssociationRow[], today: string): AssociationRow[] {
  if (!rows.some(isCardShareholding)) return rows;
  const files = rows.filter(isFileShareholding);
  if (files.length === 0) return rows;
  return rows.filter((row) => !isCardShareholding(row) || !files.some((f) => sameHolder(row, f) && fileRowListsCardHolding(row, f, today)));
}
