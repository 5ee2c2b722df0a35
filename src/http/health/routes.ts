// Liveness and readiness for orchestrators; neither is rate-limited nor cached. /readyz reads
// the dataset, so it fails (503) when data requests would fail, and also while no source has
// been published or while a country's search index is missing (a store of an older version):
// every search would then find nothing, and a load balancer must not send traffic to such a replica.
// It is also 503 once the check of the store for damaged pages (services/store-check.ts), run in
// the background after the start, found some: reads of those pages fail or answer wrong.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ServiceUnavailableError } from '../../domain/errors.ts';
import type { Services } from '../../services/index.ts';
import { PROBLEMS_LISTED, type StoreDamage } from '../../services/store-check.ts';
import { NO_STORE_HEADERS, Nullable } from '../schemas/common.ts';

export interface HealthRouteOptions {
  services: Services;
  /** Damaged pages found in the store, or null; no check where absent. */
  storeDamage?: (() => StoreDamage | null) | undefined;
}

const ReadyResponse = Type.Object({
  status: Type.Literal('ready', { description: 'Always ready on a 200' }),
  datasetVersion: Type.String({ description: 'Changes with every published import' }),
  sources: Type.Array(Type.Object({
    source: Type.String({ description: 'Source, e.g. lv.register' }),
    country: Nullable(Type.String({ description: 'Country of the source; null for an international sanctions list' })),
    asOf: Nullable(Type.String({ description: 'Date of the data in the official file' })),
    publishedAt: Type.String({ description: 'When the import was published' }),
    // Not the import report's `written` (the rows of the files read): the count the next import's checks compare with.
    rowCount: Type.Integer({
      description: 'Rows served from the last publish on: those of the files it read and those carried over from the publish before '
        + '(a company whose rows were rejected kept as served, one absent from the file kept as closed, a closed flag kept)',
    }),
    title: Nullable(Type.String({ description: 'What the source is: the official dataset and its file' })),
    publisher: Nullable(Type.String({ description: 'The authority that publishes it' })),
    url: Nullable(Type.String({ description: 'Where it is published: the official download address or dataset page' })),
    licence: Nullable(Type.String({ description: 'The licence it is published under' })),
    updateFrequency: Nullable(Type.String({ description: 'How often the publisher updates it' })),
    generated: Nullable(Type.Boolean({
      description: 'True for the demo dataset: rows generated in the format of this source, not published by its publisher',
    })),
    departuresRecordedSince: Nullable(Type.String({
      format: 'date',
      description: 'For a source whose file lists offices in force only (lv.officers): the date of the file from which the service '
        + 'records each office the file stops listing (a company\'s formerOfficers with unlistedOn), so an empty formerOfficers '
        + 'says no office was dropped since that date and nothing of the board before it. Null for every other source',
    })),
  }), { description: 'Every imported source, with where it comes from (null for one imported before this was kept)' }),
}, { description: 'The dataset is open' });

const unavailable = {
  description: 'The dataset cannot be read, no source has been imported into it yet, a country\'s search index is missing or of an older format, '
    + 'or the check of the store run after the start found damaged pages',
  headers: NO_STORE_HEADERS,
  content: { 'application/problem+json': { schema: Type.Ref('Problem') } },
};

export const healthRoutes: FastifyPluginAsyncTypebox<HealthRouteOptions> = async (app, { services, storeDamage }) => {
  app.get('/healthz', {
    schema: {
      operationId: 'alive', summary: 'Liveness', tags: ['health'],
      description: 'The process is up and answering.',
      response: { 200: { ...Type.Object({ status: Type.Literal('ok', { description: 'Always ok on a 200' }) }, { description: 'The process is up' }), headers: NO_STORE_HEADERS } },
    },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  app.get('/readyz', {
    schema: {
      operationId: 'ready', summary: 'Readiness', tags: ['health'],
      description: 'The dataset is open, holds at least one imported source and every country with companies can be searched, and the check '
        + 'of the store for damaged pages (run in the background after the start and after each publish) found none so far: '
        + 'its version and the as-of date of every source.',
      response: { 200: { ...ReadyResponse, headers: NO_STORE_HEADERS }, 503: unavailable },
    },
  }, async (request, reply) => {
    let info;
    try {
      info = services.datasetInfo();
    } catch (err) {
      request.log.error({ err }, 'dataset unreadable');
      throw new ServiceUnavailableError('The dataset cannot be read');
    }
    const damage = storeDamage?.() ?? null;
    if (damage !== null) {
      const count = damage.problems.length;
      throw new ServiceUnavailableError(`The store has damaged pages: its integrity check (PRAGMA quick_check) reported ${count === 1 ? 'a problem' : `${count}${count >= PROBLEMS_LISTED ? ' or more' : ''} problems`}, `
        + `the first: ${damage.problems[0]}. Requests reading those pages fail or answer wrong; serve a sound copy `
        + '(a backup, or a store built again by `npm run import`)');
    }
    if (info.sources.length === 0) {
      throw new ServiceUnavailableError('No source has been imported into the store yet (npm run import); every search would find nothing');
    }
    // A store written by an older version: its companies are there, but a search of these
    // countries would answer "no company matches" to every name until the index is built.
    if (info.unsearchable.length > 0) {
      throw new ServiceUnavailableError(`The search index of ${info.unsearchable.join(', ')} is missing or of an older format `
        + '(a store written by an older version): every search there would find nothing until `npm run import` builds it '
        + '(`npm run import -- reindex` builds it alone)');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ready' as const, datasetVersion: info.version, sources: info.sources };
  });
};
