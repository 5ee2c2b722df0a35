// Request logging. Fastify logs JSON lines through pino with a request id on each line. The
// person endpoints take a name and a birth date in the query string; those are personal data
// and never reach a log: the request serializer keeps only the query parameters named in
// LOGGABLE_PERSON_PARAMS and replaces every other value on those paths.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from './errors.ts';

const PERSON_PATH = `${API_PREFIX}/persons/`;
const LOGGABLE_PERSON_PARAMS = new Set(['limit', 'hours']);

// Outside the person paths these are redacted too, in case a client sends them elsewhere.
const PERSONAL_PARAMS = /(^|&)(name|birthDate)=/i;

/** The URL as it may be logged: person queries keep only limit and hours. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const path = url.slice(0, q);
  const query = url.slice(q + 1);
  const personPath = decodeURIComponentSafe(path).startsWith(PERSON_PATH);
  if (!personPath && !PERSONAL_PARAMS.test(decodeURIComponentSafe(query))) return url;
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(query)) {
    const loggable = personPath ? LOGGABLE_PERSON_PARAMS.has(key) : !/^(name|birthDate)$/i.test(key);
    kept.append(key, loggable ? value : '[redacted]');
  }
  return `${path}?${kept.toString()}`;
}

function decodeURIComponentSafe(s: string): string {
  try { return decodeURIComponent(s); } catch { return s; }
}

export interface LogOptions {
  level: string;
  /** Where JSON lines go (tests pass a collecting stream); stdout by default. */
  stream?: { write(line: string): void };
}

export function loggerOptions({ level, stream }: LogOptions) {
  return {
    level,
    ...(stream ? { stream } : {}),
    // "level":"warn" rather than pino's 40: the lines the server writes before pino exists (start
    // errors, the WORKERS primary) name their level, and one log has one spelling.
    formatters: { level: (label: string) => ({ level: label }) },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: loggableUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}

export const requestIdOptions = {
  genReqId: () => randomUUID(),
};
