import type { ErrorCode } from '@casino/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { translate } from './i18n';
import type { MessageKey } from './messages';
import { validationMessage } from './validation-message';

/** Fastify's own 4xx errors (parsing, limits) mapped to our codes and messages. */
const CLIENT_ERRORS: Record<number, { code: ErrorCode; key: MessageKey }> = {
  400: { code: 'VALIDATION', key: 'error.bad_request' },
  404: { code: 'NOT_FOUND', key: 'error.route_not_found' },
  413: { code: 'PAYLOAD_TOO_LARGE', key: 'error.payload_too_large' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'error.unsupported_media_type' },
};
const JSON_PARSE_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/**
 * Every error leaves as `{ message, code }`: expected ones with their status, bad input as a
 * 4xx with a readable message, and only real faults as a 500 (logged, details kept server-side).
 */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const lang = request.lang;
  if (error instanceof AppError) {
    return reply.status(error.status).headers(error.headers).send({ code: error.code, message: translate(lang, error.messageKey, error.params) });
  }
  if (error.validation) {
    const part = { body: request.body, querystring: request.query, params: request.params, headers: request.headers };
    const data = part[error.validationContext ?? 'body'];
    return reply.status(400).send({ code: 'VALIDATION', message: validationMessage(lang, error.validation, data) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400]!;
    const key = JSON_PARSE_ERRORS.has(error.code) || error instanceof SyntaxError ? 'error.malformed_json' : known.key;
    return reply.status(status).send({ code: known.code, message: translate(lang, key, { method: request.method, path: request.url }) });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ code: 'INTERNAL', message: translate(lang, 'error.internal') });
}
