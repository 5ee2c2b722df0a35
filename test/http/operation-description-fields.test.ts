// An operation's description is what a reader (and an action builder) takes for the answer's
// contract: a field it names must be one the answer can carry. getCompany's said that without
// sanctions lists "sanctionLists is empty", a field of the MCP compliance tool that no REST
// details answer holds, so a reader looked for it in vain.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { discoveryDocument } from './discovery-document.ts';

type Json = Record<string, any>;

/** Every property name of a schema, its $refs followed, at any depth. */
function propertyNames(schema: unknown, doc: Json, into = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => propertyNames(s, doc, into, seen));
  else if (schema && typeof schema === 'object') {
    const s = schema as Json;
    if (typeof s.$ref === 'string' && !seen.has(s.$ref)) {
      seen.add(s.$ref);
      propertyNames(s.$ref.replace('#/', '').split('/').reduce((o: Json, k: string) => o?.[k], doc), doc, into, seen);
    }
    if (s.properties) for (const name of Object.keys(s.properties)) into.add(name);
    for (const value of Object.values(s)) propertyNames(value, doc, into, seen);
  }
  return into;
}

test('every field an operation\'s description names is a field of its answer, a parameter or another operation', async () => {
  const doc = await discoveryDocument<Json>();
  const operationIds = new Set<string>();
  for (const item of Object.values(doc.paths as Json)) operationIds.add(item.get.operationId);
  const strays: string[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    const op = item.get;
    const known = propertyNames(op.responses?.['200'], doc);
    for (const p of op.parameters ?? []) known.add(p.name);
    // A camelCase word is a field or an operation; plain words are prose.
    for (const word of new Set(String(op.description ?? '').match(/\b[a-z]+[A-Z][A-Za-z]*\b/g) ?? [])) {
      if (!known.has(word) && !operationIds.has(word)) strays.push(`${path}: ${word}`);
    }
  }
  assert.deepEqual(strays, []);
});
