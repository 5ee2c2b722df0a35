// The fields of a published JSON Schema (an OpenAPI component, an MCP tool's output schema) that
// carry no description: what a reader of the reference or a model would be left to guess.

export type Schema = {
  description?: string; $ref?: string; properties?: Record<string, Schema>; items?: Schema;
  anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; enum?: unknown[];
};

const branches = (s: Schema): Schema[] => [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];

/**
 * Paths (`financials[].revenue`) of the properties, at any depth, that have no description: on
 * itself or, for a nullable one written as `anyOf`, on a branch, or one `selfDescribed` says its
 * values tell (an enum of the country codes, which a description would only say again).
 */
export function undescribedFields(schema: unknown, path = '', selfDescribed: (s: Schema) => boolean = () => false): string[] {
  const described = (s: Schema): boolean => Boolean(s.description) || s.$ref !== undefined || selfDescribed(s) || branches(s).some(described);
  const s = schema as Schema;
  if (!s || typeof s !== 'object') return [];
  const out: string[] = [];
  for (const [name, property] of Object.entries(s.properties ?? {})) {
    const at = path === '' ? name : `${path}.${name}`;
    if (!described(property)) out.push(at);
    out.push(...undescribedFields(property, at, selfDescribed));
  }
  if (s.items) out.push(...undescribedFields(s.items, `${path}[]`, selfDescribed));
  for (const branch of branches(s)) out.push(...undescribedFields(branch, path, selfDescribed));
  return out;
}
