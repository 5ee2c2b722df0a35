// Fastify's own schema compilers (ajv for requests, fast-json-stringify for responses), each
// route's functions built on the route's first use instead of at start. Start-up compiled about
// forty of them, most for error answers rarely sent, and that was a third of the time from start
// to the first answer at national size (bench/README.md). The first request of a route pays for
// its own (a few ms); a schema that does not compile still fails on its first use, and the tests
// send every route at least once.
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import ValidatorSelector from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

// A text, number or boolean that may be null, as `anyOf: [{ type, enum }, { type: 'null' }]`
// (schemas/common.ts Nullable gives an enum that form, for the document), is serialised as
// `type: [type, 'null']`. fast-json-stringify picks an anyOf's branch by running Ajv on each, and
// to check a branch inside a shared schema (CompanyDetails' officers' country) Ajv compiled the
// whole shared schema: some 250 ms on the first answer of a company's details, and a validation
// of the branch at every answer after. The two forms write the same JSON for every value the
// schema allows; only the schemas the serialiser is built from are rewritten, not those of the
// document or of the request validators.
const SCALAR = new Set(['string', 'number', 'integer', 'boolean']);
const rewritten = new WeakMap<object, unknown>();
export function nullableScalarsAsTypeLists(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object') return schema;
  const known = rewritten.get(schema);
  if (known !== undefined) return known;
  let out: unknown;
  if (Array.isArray(schema)) {
    const items = schema.map(nullableScalarsAsTypeLists);
    out = items.every((item, i) => item === schema[i]) ? schema : items;
  } else {
    const entries = Object.entries(schema).map(([k, v]) => [k, nullableScalarsAsTypeLists(v)] as const);
    const changed = entries.some(([k, v]) => v !== (schema as Record<string, unknown>)[k]);
    const node = changed ? { ...schema, ...Object.fromEntries(entries) } : schema;
    out = typeListOf(node as Record<string, unknown>) ?? node;
  }
  rewritten.set(schema, out);
  return out;
}
function typeListOf(node: Record<string, unknown>): Record<string, unknown> | null {
  const { anyOf, ...siblings } = node;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return null;
  const nullAt = anyOf.findIndex((o) => o !== null && typeof o === 'object' && Object.keys(o).length === 1 && (o as { type?: unknown }).type === 'null');
  const other = anyOf[1 - nullAt] as Record<string, unknown> | undefined;
  if (nullAt < 0 || other === null || typeof other !== 'object' || typeof other.type !== 'string' || !SCALAR.has(other.type)) return null;
  if (['anyOf', 'oneOf', 'allOf', '$ref', 'const', 'if'].some((k) => k in other)) return null;
  return { ...other, ...siblings, type: [other.type, 'null'] };
}

type Compiled = ((this: unknown, ...args: unknown[]) => unknown) & { errors?: unknown };
type Factory = (externalSchemas: unknown, options: unknown) => (route: unknown) => Compiled;

function lazily(factory: Factory, { pooled, rewrite }: { pooled: boolean; rewrite?: (schema: unknown) => unknown }): Factory {
  // Fastify asks for a compiler in every plugin context that has a route with a schema (a dozen),
  // each time with the same shared schemas, which it copies into a new object. The validators'
  // factory pools its compilers by the text of those schemas (JSON.stringify of them all, some
  // 300 KB, at each ask, before the port opened); here it is asked on a route's first use, and
  // an ask with the very same schemas and options gets the compiler made for the first one, as
  // its pool would give. (Not the serialisers': fast-json-stringify's compiler drops a schema
  // from the shared ones it was made with once a route answers with that schema itself.)
  const made: { schemas: unknown[]; options: unknown; compile: (route: unknown) => Compiled }[] = [];
  const compilerFor = (externalSchemas: unknown, options: unknown) => {
    const schemas = Object.entries(externalSchemas as object).flat();
    const same = made.find((m) => m.options === options && m.schemas.length === schemas.length && m.schemas.every((s, i) => s === schemas[i]));
    if (same !== undefined) return same.compile;
    const compile = rewrite === undefined ? factory(externalSchemas, options)
      : withRewrittenRoute(factory(Object.fromEntries(Object.entries(externalSchemas as object).map(([id, schema]) => [id, rewrite(schema)])), options), rewrite);
    if (pooled) made.push({ schemas, options, compile });
    return compile;
  };
  return (externalSchemas, options) => {
    let compile: ((route: unknown) => Compiled) | undefined;
    return (route) => {
      let compiled: Compiled | undefined;
      const run: Compiled = function (this: unknown, ...args: unknown[]) {
        compile ??= compilerFor(externalSchemas, options);
        compiled ??= compile(route);
        const result = compiled.apply(this, args);
        // A validator reports its failures on itself (`errors`), where Fastify reads them.
        if ('errors' in compiled) run.errors = compiled.errors;
        return result;
      };
      return run;
    };
  };
}

function withRewrittenRoute(compile: (route: unknown) => Compiled, rewrite: (schema: unknown) => unknown) {
  return (route: unknown) => compile({ ...(route as object), schema: rewrite((route as { schema: unknown }).schema) });
}

/**
 * The `schemaController` option of Fastify: its default compilers, built lazily. (The casts: the
 * wrappers keep the compilers' signatures, which the type declarations spell per compiler.)
 */
export const lazySchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: lazily(ValidatorSelector() as unknown as Factory, { pooled: true }) as never,
    buildSerializer: lazily(SerializerSelector() as unknown as Factory, { pooled: false, rewrite: nullableScalarsAsTypeLists }) as never,
  },
};
