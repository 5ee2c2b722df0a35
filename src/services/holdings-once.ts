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

// The file row served for a card row left out takes what it leaves empty and the card gives (the
// start, the share) from the card row of the same term (the same end, or none): RIK enters the
// day and the share on the card where the file's entry may lack them, and the register knows them.
function withCardsGaps(file: AssociationRow, card: AssociationRow): AssociationRow {
  if (card.until !== file.until) return file;
  const amount = file.share_amount === null && card.share_amount !== null;
  if (file.since !== null && (file.share_percent !== null || card.share_percent === null) && !amount) return file;
  return {
    ...file, since: file.since ?? card.since, share_percent: file.share_percent ?? card.share_percent,
    share_amount: amount ? card.share_amount : file.share_amount, share_currency: amount ? card.share_currency : file.share_currency,
  };
}

/**
 * `rows` without the card rows of holdings a shareholders-file row among them lists, in their
 * order: one in force, or any where the card's row has ended too (fileRowListsCardHolding); the file
 * row served in their place with the start and share it lacks taken from them (withCardsGaps).
 */
export function holdingsOnce(rows: AssociationRow[], today: string): AssociationRow[] {
  if (!rows.some(isCardShareholding)) return rows;
  const files = rows.filter(isFileShareholding);
  if (files.length === 0) return rows;
  const filled = new Map<AssociationRow, AssociationRow>();
  const kept = rows.filter((row) => {
    if (!isCardShareholding(row)) return true;
    const file = files.find((f) => sameHolder(row, f) && fileRowListsCardHolding(row, f, today));
    if (file === undefined) return true;
    filled.set(file, withCardsGaps(filled.get(file) ?? file, row));
    return false;
  });
  return filled.size === 0 ? kept : kept.map((row) => filled.get(row) ?? row);
}
