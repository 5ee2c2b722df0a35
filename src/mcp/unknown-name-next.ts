// The SDK refuses a prompt, a resource or a completion's ref it does not have with its name alone
// ("Prompt kyb not found", "Resource company://LV not found"), naming none the server has, so a
// model or a client's developer guessed again; a tools/call of an unknown tool already names the
// tools (unknown-tool.ts). The handlers are wrapped as they are registered: such a refusal keeps
// its code and wording, and says what there is to ask for instead.
import { KYB_CHECK } from './prompts.ts';
import { COMPANY_URI_TEMPLATE } from './resources.ts';
import { SOURCES_URI } from './sources-resource.ts';

type Handler = (request: unknown, extra: unknown) => unknown;

const URI_EXAMPLE = 'company://LV/40003123456';

/** The SDK's words of each refusal, and what is told after them; the first that matches is used. */
const WHAT_THERE_IS: readonly [RegExp, string][] = [
  [/Prompt .* not found$/s, `This server's one prompt is ${KYB_CHECK} (arguments company, country).`],
  [/Resource template .* not found$/s, `This server's one resource template is ${COMPANY_URI_TEMPLATE}.`],
  [/Resource .* not found$/s, `This server's resources are ${COMPANY_URI_TEMPLATE}, as ${URI_EXAMPLE}; `
    + `none is listed: build the URI from a search_companies result; and ${SOURCES_URI}, the data sources.`],
];

/** `handler`, whose refusal of a name or URI the server does not have names what it has. */
export function namingWhatThereIs(handler: Handler): Handler {
  return async (request, extra) => {
    try {
      return await handler(request, extra);
    } catch (error) {
      if (error instanceof Error) {
        const next = WHAT_THERE_IS.find(([said]) => said.test(error.message));
        if (next) error.message = `${error.message}. ${next[1]}`;
      }
      throw error;
    }
  };
}
