import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Deeper than any request the contract describes (its deepest body is two levels) by a wide
 * margin; a body nested deeper is an attack or a bug, refused before anything walks it.
 */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = 'nul' | 'lone_surrogate' | 'too_deep' | null;

/**
 * Half a surrogate pair: JSON can spell one (`"\ud800"`), UTF-8 cannot hold it. PostgreSQL turns
 * it into U+FFFD in a text column but refuses it in jsonb (the audit trail), which was a 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): InputProblem {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'lone_surrogate' : null;
}

/**
 * Finds U+0000 or half a surrogate pair in any string or object key of `value`, or nesting
 * beyond `MAX_INPUT_DEPTH`.
 * Iterative, with an explicit stack: a recursive walk of a 5,000-level body overflows the call
 * stack, which would answer 500 to bad input.
 */
export function inputProblem(value: unknown): InputProblem {
  const stack: { item: unknown; depth: number }[] = [{ item: value, depth: 0 }];
  while (stack.length > 0) {
    const { item, depth } = stack.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'too_deep';
      for (const [key, child] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return problem;
        stack.push({ item: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000 (nor jsonb half a surrogate pair), so such input would
 * reach the database only to fail as a 500. Refused once here, before validation, for every
 * route's body, query and params, together with absurd nesting.
 */
export function refuseUnsafeInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.body) ?? inputProblem(request.query) ?? inputProblem(request.params);
    if (problem === 'nul') throw new AppError(400, 'VALIDATION', 'validation.nul_character');
    if (problem === 'lone_surrogate') throw new AppError(400, 'VALIDATION', 'validation.lone_surrogate');
    if (problem === 'too_deep') throw new AppError(400, 'VALIDATION', 'validation.too_deep');
  });
}
