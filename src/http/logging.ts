// Request logging. Fastify logs JSON lines through pino with a request id on each line. The
// person endpoints take a name and a birth date in the query string; those are personal data
// and never reach a log: the request serializer keeps only the query parameters named in
// LOGGABLE_PERSON_PARAMS and replaces every other value on those paths.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from './errors.ts';
import { loggableAddress, type ClientAddressMode } from '../domain/client-address.ts';

const PERSON_PATH = `${API_PREFIX}/persons/`;
const LOGGABLE_PERSON_PARAMS = new Set(['limit', 'hours']);

// Outside the person paths these are redacted too, in case a client sends them elsewhere.
const PERSONAL_PARAMS = /(^|&)(name|birthDate)=/i;

// The person routes (a trailing slash is ignored). Any other path with a `persons` segment, in any
// case or with doubled slashes (404s all), may hold a name where a client guessed the API takes
// one (`/persons/Jānis Bērziņš`, `/persons/check;name=…`): what follows that segment is not logged.
const PERSON_ROUTES = new Set([`${PERSON_PATH}check`, `${PERSON_PATH}new-registrations`]);
const PERSONS_SEGMENT = /\/persons\//i;

// A key is logged only when it reads as a parameter name: a query encoded whole by its client
// (`name%3DJ%C4%81nis%26birthDate%3D1980-01-01`) arrives as one key holding both values.
const PLAIN_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;
// limit and hours are logged only as the numbers the API reads: a name typed into limit is not.
const PLAIN_NUMBER = /^\s*\+?\d{1,9}\s*$/;

function loggablePath(path: string): { path: string; personPath: boolean } {
  const decoded = decodeURIComponentSafe(path).replace(/\/{2,}/g, '/');
  const match = PERSONS_SEGMENT.exec(decoded);
  if (match === null) return { path, personPath: false };
  if (PERSON_ROUTES.has(decoded.replace(/\/$/, ''))) return { path, personPath: true };
  return { path: `${decoded.slice(0, match.index + match[0].length)}[redacted]`, personPath: true };
}

/** The URL as it may be logged: person queries keep only limit and hours, written as numbers. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  const { path, personPath } = loggablePath(q === -1 ? url : url.slice(0, q));
  if (q === -1) return path;
  const query = url.slice(q + 1);
  if (!personPath && !PERSONAL_PARAMS.test(decodeURIComponentSafe(query))) return `${path}?${query}`;
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(query)) {
    const loggable = personPath
      ? LOGGABLE_PERSON_PARAMS.has(key) && PLAIN_NUMBER.test(value)
      : !/^(name|birthDate)$/i.test(key);
    kept.append(PLAIN_KEY.test(key) ? key : '[redacted]', loggable ? value : '[redacted]');
  }
  return `${path}?${kept.toString()}`;
}

function decodeURIComponentSafe(s: string): string {
  try { return decodeURIComponent(s); } catch { return s; }
}

export interface LogOptions {
  level: string;
  /** What the request line says of the client address; the address truncated to its network by default. */
  clientAddress?: ClientAddressMode;
  /** Where JSON lines go (tests pass a collecting stream); stdout by default. */
  stream?: { write(line: string): void };
}

/**
 * The text the server has Fastify's listen log in place of its own "Server listening at …" lines
 * (one per address of the machine for HOST=0.0.0.0), which the logger drops: the server logs one
 * "listening" line of its own, naming the URL and the store served (cli/serve-main.ts).
 */
export const FASTIFY_LISTEN_TEXT = 'fastify listen address (superseded by the server\'s "listening" line)';

export function loggerOptions({ level, stream, clientAddress = 'truncated' }: LogOptions) {
  return {
    level,
    ...(stream ? { stream } : {}),
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        if (args[0] === FASTIFY_LISTEN_TEXT) return;
        method.apply(this, args);
      },
    },
    // "level":"warn" rather than pino's 40: the lines the server writes before pino exists (start
    // errors, the WORKERS primary) name their level, and one log has one spelling.
    formatters: { level: (label: string) => ({ level: label }) },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: loggableUrl(request.url),
          remoteAddress: loggableAddress(request.ip, clientAddress),
        };
      },
    },
  };
}

export const requestIdOptions = {
  genReqId: () => randomUUID(),
};
