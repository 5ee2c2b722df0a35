// The arguments a "More … follow: call … again with …" sentence names: after, and what the page was
// asked with that the next call must repeat to answer REST's next page (a limit other than the
// tool's default, candidates true). After alone, a model asked for 5 companies a page got the default.

/** `after X`, `after X and limit 5`, `after X, limit 2 and candidates true`. */
export function nextCallArguments(after: string, limit: number, limitDefault: number, candidates: boolean): string {
  const sent = [`after ${after}`, ...(limit !== limitDefault ? [`limit ${limit}`] : []), ...(candidates ? ['candidates true'] : [])];
  return `${sent.slice(0, -1).join(', ')}${sent.length > 1 ? ' and ' : ''}${sent.at(-1)}`;
}
