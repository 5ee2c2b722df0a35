// Fastify's own schema compilers (ajv for requests, fast-json-stringify for responses), each
// route's functions built on the route's first use instead of at start. Start-up compiled about
// forty of them, most for error answers rarely sent, and that was a third of the time from start
// to the first answer at national size (bench/README.md). The first request of a route pays for
// its own (a few ms); a schema that does not compile still fails on its first use, and the tests
// send every route at least once.
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import ValidatorSelector from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compiled = ((this: unknown, ...args: unknown[]) => unknown) & { errors?: unknown };
type Factory = (externalSchemas: unknown, options: unknown) => (route: unknown) => Compiled;

function lazily(factory: Factory): Factory {
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      let compiled: Compiled | undefined;
      const run: Compiled = function (this: unknown, ...args: unknown[]) {
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

/**
 * The `schemaController` option of Fastify: its default compilers, built lazily. (The casts: the
 * wrappers keep the compilers' signatures, which the type declarations spell per compiler.)
 */
export const lazySchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: lazily(ValidatorSelector() as unknown as Factory) as never,
    buildSerializer: lazily(SerializerSelector() as unknown as Factory) as never,
  },
};
