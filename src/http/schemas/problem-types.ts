// The problem catalogue: every `type` a problem+json body can carry, with its status and what it
// means. Served by GET /api/public/v1/problems/{type} (discovery/problems.ts); its names are
// also the 404 of a type not in it, and that 404's example (answer-examples.ts).
import { maxHeaderSize } from 'node:http';

export const PROBLEM_TYPES = {
  'invalid-parameter': { status: 400, title: 'Invalid request parameter', description: 'A parameter is missing, malformed or out of range. Every failing parameter is listed in `errors` with where it was sent and the rule it breaks. Values are never silently corrected.' },
  'ambiguous-regcode': { status: 400, title: 'Registration number exists in several countries', description: 'The registration number is used in more than one country; repeat the request with `country`.' },
  'bad-request': { status: 400, title: 'Bad request', description: 'The request could not be read (for example a malformed URL or body).' },
  'not-found': { status: 404, title: 'Not found', description: 'No such company, no association for the person, or no endpoint at the path.' },
  'method-not-allowed': { status: 405, title: 'Method not allowed', description: 'REST endpoints answer GET, HEAD and OPTIONS only; the Allow header lists what the path accepts.' },
  'not-acceptable': { status: 406, title: 'Not acceptable', description: 'The Accept header does not admit application/json, the media type of every answer but a failure, which is application/problem+json whatever is asked (text/csv, application/xml, or application/problem+json alone). Send Accept: application/json, or no Accept; */* and application/* are taken, so a browser\'s header is. The reference page (/docs) is HTML, /mcp negotiates as the MCP transport asks, and the health endpoints answer whatever is asked.' },
  'request-timeout': { status: 408, title: 'Request timeout', description: 'The request (its request line, headers and body) did not arrive in full within 30 s. It is answered on the connection; `instance` names the path where the request line and headers had come (a body sent too slowly), and is left out where they had not. Send the request again, whole.' },
  'body-too-large': { status: 413, title: 'Content too large', description: 'The request body is larger than 256 KiB. The REST endpoints take no body; /mcp answers a body too large with a JSON-RPC error instead.' },
  'unsupported-media-type': { status: 415, title: 'Unsupported media type', description: 'The request body is of a media type the service does not read. The REST endpoints take no body; /mcp takes application/json and answers any other with a JSON-RPC error instead.' },
  'rate-limited': { status: 429, title: 'Too many requests', description: 'Over the rate limit of the endpoint group for this client address; wait `retryAfter` seconds (also the Retry-After header).' },
  'headers-too-large': { status: 431, title: 'Request header fields too large', description: `The request line (the URL, its query included) and the headers together are longer than the ${maxHeaderSize / 1024} KiB the server reads; the commonest cause is a long text sent as q or name, whose bound the detail names. It is answered on the connection before the request is read: \`instance\` names the path where the request line came in the first packet of the connection, and is left out where Node gave only a part of it or a later request's.` },
  'internal': { status: 500, title: 'Internal server error', description: 'The service failed; the body names the request id to quote when reporting it.' },
  'unavailable': { status: 503, title: 'Service unavailable', description: 'The dataset cannot be read at the moment, no source has been imported into it yet, or a country\'s search index is missing or of an older format (a store written by an older version); or, for a sanctions check, no sanctions list has been imported, so the company cannot be checked.' },
} as const;

export type ProblemTypeName = keyof typeof PROBLEM_TYPES;
export const PROBLEM_TYPE_NAMES = Object.keys(PROBLEM_TYPES) as ProblemTypeName[];
