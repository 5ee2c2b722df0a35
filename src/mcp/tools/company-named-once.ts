// The sentences beside a company's answer name the company once, at their first mention of it, and
// say "the company" after: each sentence naming it with its number (`SIA "Rīgas Koks" (40003123456)`)
// cost some 30 bytes of every sentence, read by a model that has the name in the JSON beside them.
// A sentence writes COMPANY where it names the company; namedOnce, applied to every sentence of one
// answer in the order they are given, writes the name there.

/** Where a sentence names the company its answer is about. */
export const COMPANY = '\u0000company\u0000';

const MENTION = /\u0000company\u0000/g;

/** The sentences of one answer, in order, the company named in full at its first mention and "the company" after. */
export function namedOnce(sentences: readonly string[], company: { name: string; regcode: string }): string[] {
  let named = false;
  return sentences.map((sentence) => sentence.replace(MENTION, (_m, at: number, whole: string) => {
    if (!named) {
      named = true;
      return `${company.name} (${company.regcode})`;
    }
    // A sentence's first word is capitalised: "The company is closed: …".
    return at === 0 || /[.!?] $/.test(whole.slice(0, at)) ? 'The company' : 'the company';
  }));
}
