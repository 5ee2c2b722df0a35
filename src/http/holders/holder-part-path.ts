// An owner's holdings asked without their path's last word: a client that reads a company's owner
// (`registeredIn` CY, regcode HE398114) asks `/holders/HE398114`, or `/holders/HE398114/companies`
// as other APIs name the list, and was told only the group's path template. The 404 names the
// request that lists what that owner holds.

// The last words a client may give the list of what an owner holds, beside `holdings`.
const OTHER_WORDS = new Set(['companies', 'holding', 'subsidiaries', 'shares', 'ownerships']);

/**
 * The request listing the companies the owner of `path` (`{prefix}/holders/{number}` or
 * `{prefix}/holders/{number}/{word}`) holds, as a clause of the 404's detail; null for any other path.
 */
export function holderHoldingsOfPath(path: string, prefix: string): string | null {
  const holders = `${prefix}/holders/`;
  if (!path.startsWith(holders)) return null;
  const [number, word, ...rest] = path.slice(holders.length).split('/');
  if (!number || rest.some((s) => s !== '') || (word !== undefined && word !== '' && !OTHER_WORDS.has(word.toLowerCase()))) return null;
  return `the companies an owner holds are listed at ${holders}${number}/holdings`;
}
