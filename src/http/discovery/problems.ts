// The problem catalogue: every `type` a problem+json body can carry resolves here to a short
// human-readable description (RFC 9457 recommends that the type URI be dereferenceable).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../domain/errors.ts';
import { editDistance } from '../../domain/similarity.ts';
import { PROBLEM_BASE } from '../errors.ts';
import { errorResponses, notFoundResponse } from '../schemas/common.ts';
import { PROBLEM_TYPE_NAMES, PROBLEM_TYPES, type ProblemTypeName } from '../schemas/problem-types.ts';

const ProblemTypeSchema = Type.Object({
  type: Type.String({ description: 'The type as problem answers carry it' }),
  status: Type.Integer({ description: 'HTTP status of the answers of this type' }),
  title: Type.String({ description: 'Their title' }),
  description: Type.String({ description: 'What the problem means and what to do about it' }),
}, { description: 'The problem type' });

// Not rate-limited: a failure carries no budget, only its no-store.
const problemTypeErrors = errorResponses('describeProblemType', { rateLimited: false });

/**
 * The type a mistyped name meant, where one is plain: another case, `_` or spaces for `-`, a
 * plural, or a slip of two letters at most (`not_found`, `NOT-FOUND`, `invalid-parameters`,
 * `rate-limitd`); null where none or several are that near.
 */
function problemTypeMeant(sent: string): ProblemTypeName | null {
  const read = sent.trim().toLowerCase().replace(/[\s_]+/g, '-');
  const near = PROBLEM_TYPE_NAMES.filter((name) => editDistance(read, name, 2) <= 2);
  return near.length === 1 ? near[0]! : null;
}

/** Why a name is no type: quoted, so a blank or spaced one is seen; with the type it is near. */
function noSuchProblemType(sent: string): string {
  const meant = problemTypeMeant(sent);
  const said = sent.trim() === '' ? 'The problem type named is blank' : `No problem type ${JSON.stringify(sent)}`;
  return meant === null
    ? `${said}; the types are ${PROBLEM_TYPE_NAMES.join(', ')}`
    : `${said}: did you mean ${meant} (${PROBLEM_BASE}${meant})? The types are ${PROBLEM_TYPE_NAMES.join(', ')}`;
}

export const problemCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/problems/:type', {
    schema: {
      operationId: 'describeProblemType',
      summary: 'Describe a problem type',
      description: 'What an error `type` means. Not rate-limited.',
      tags: ['discovery'],
      params: Type.Object({ type: Type.String({ maxLength: 40, description: 'The last part of a problem type', examples: ['invalid-parameter'] }) }),
      response: {
        200: ProblemTypeSchema,
        400: problemTypeErrors[400],
        ...notFoundResponse('describeProblemType', 'No problem type of this name; the detail lists the names', { rateLimited: false }),
        406: problemTypeErrors[406],
        500: problemTypeErrors[500],
      },
    },
  }, async (request) => {
    const type = request.params.type;
    // A mistyped type is told the names there are, not that the path has no endpoint.
    if (!Object.hasOwn(PROBLEM_TYPES, type)) {
      throw new NotFoundError(noSuchProblemType(type));
    }
    return { ...PROBLEM_TYPES[type as ProblemTypeName], type: PROBLEM_BASE + type };
  });
};
