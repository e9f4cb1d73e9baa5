import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** True when any string (or object key) in `value` holds U+0000. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so such input would reach the database only to fail as a
 * 500. Refused once here, before validation, for every route's body, query and params.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new AppError(400, 'VALIDATION', 'validation.nul_character');
    }
  });
}
