// A passport's or ID card's machine-readable name line copied whole (ICAO 9303): `P<LVAKARKLINA<<DAIGA<<<<…`
// on a passport, `I<LVA…` on a card of two lines. Its first five letters are the document's kind
// and issuing state, written against the surname with no filler between, so the name was read as
// `P`, `LVAKARKLINA` and `DAIGA`, and the check answered "the name is one word". The name is read
// from the sixth letter on, `KARKLINA<<DAIGA`, which reads as the name as the line alone of an ID
// card of three lines writes it. Only a line that begins with a document kind and `<`, as no
// name's first word does, in capitals, letters and `<` alone.
const NAME_LINE = /^[ACIP]<[A-Z<]{3}([A-Z][A-Z<]*<<[A-Z<]*)$/;

/** The name part of a machine-readable first line (`KARKLINA<<DAIGA<<<` of `P<LVAKARKLINA<<DAIGA<<<`); the text as it came otherwise. */
export function machineReadableName(text: string): string {
  const m = NAME_LINE.exec(text.trim());
  return m === null ? text : m[1]!;
}
