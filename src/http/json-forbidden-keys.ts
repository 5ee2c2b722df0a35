// Fastify's JSON parser refuses a body holding a key named __proto__, or a constructor key
// holding prototype (prototype poisoning: such a key, merged into an object, changes what every
// object inherits). Refusing it is right, but the parser answers it with the one error of a body
// that is no JSON, so a client sending valid JSON (a tool argument that quotes a JavaScript
// snippet's keys, say) was told its JSON is broken. The parser is kept; a body it refuses that
// JSON.parse reads and that holds such a key (the rule stdio applies too:
// domain/json-forbidden-keys.ts) is refused for its key, under its own error code. Only /mcp takes a body (the
// REST API is GET alone), so the app-wide parser is replaced where /mcp is mounted.
import type { FastifyError, FastifyInstance } from 'fastify';
import { holdsForbiddenJsonKey } from '../domain/json-forbidden-keys.ts';

/** The Fastify error code of a body refused for a key named __proto__ or constructor. */
export const JSON_FORBIDDEN_KEY = 'JSON_FORBIDDEN_KEY';

/** Whether `text` is JSON refused for a key alone (the rule stdio applies too). */
function isJsonWithForbiddenKey(text: string): boolean {
  try {
    return holdsForbiddenJsonKey(JSON.parse(text));
  } catch {
    return false;
  }
}

export function parseJsonNamingForbiddenKeys(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error: Error | null, value?: unknown) => {
      // Read again only when refused: a body the parser takes costs nothing more.
      if ((error as FastifyError | null)?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' && isJsonWithForbiddenKey(body as string)) {
        done(Object.assign(new Error('the request body holds a key named __proto__ or constructor'), { code: JSON_FORBIDDEN_KEY, statusCode: 400 }), undefined);
        return;
      }
      done(error, value);
    });
  });
}
