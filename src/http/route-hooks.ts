// Attaching a hook to one route at registration (from an onRoute hook), next to the hooks the
// route declares itself: what a route's config asks for costs only that route, per request.
export function appendRouteHook<T>(existing: T | T[] | undefined, hook: T): T[] {
  if (existing === undefined) return [hook];
  return Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

/** The same, with the hook running before the ones already there. */
export function prependRouteHook<T>(existing: T | T[] | undefined, hook: T): T[] {
  if (existing === undefined) return [hook];
  return Array.isArray(existing) ? [hook, ...existing] : [hook, existing];
}
