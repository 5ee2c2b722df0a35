// The SDK's own refusals of a request repeat the name or uri it was sent whole: prompts/get of an
// unknown prompt is "Prompt <name> not found", resources/read of an unknown resource "Resource
// <uri> not found" (the uri as new URL writes it, where a letter outside ASCII is six), and
// completion/complete of an unknown ref alike, so 100 KB sent came back as 100 KB of error for a
// model to read as the server's words. The handlers are wrapped as they are registered: an error
// they throw keeps its code and wording, each text the request named cut as nameAsSent cuts it.
import { isObject, nameAsSent } from './params-refusal.ts';

type Handler = (request: unknown, extra: unknown) => unknown;

/** The texts a request names that its refusal may repeat: a name, a uri (also as new URL writes it), a ref's. */
function textsNamed(request: unknown): string[] {
  const params = isObject(request) && isObject(request.params) ? request.params : {};
  const ref = isObject(params.ref) ? params.ref : {};
  const texts = [params.name, params.uri, ref.name, ref.uri].filter((text): text is string => typeof text === 'string');
  for (const uri of [params.uri, ref.uri]) {
    if (typeof uri === 'string' && URL.canParse(uri)) texts.push(new URL(uri).href);
  }
  return texts;
}

/** `error` with each text of `request` that its message repeats whole cut to what nameAsSent shows. */
function echoBounded(error: unknown, request: unknown): unknown {
  if (!(error instanceof Error)) return error;
  for (const text of textsNamed(request)) {
    const shown = nameAsSent(text);
    if (shown !== text && error.message.includes(text)) error.message = error.message.split(text).join(shown);
  }
  return error;
}

/** `handler`, its errors repeating at most nameAsSent of a name or uri the request sent. */
export function boundingEcho(handler: Handler): Handler {
  return async (request, extra) => {
    try {
      return await handler(request, extra);
    } catch (error) {
      throw echoBounded(error, request);
    }
  };
}
