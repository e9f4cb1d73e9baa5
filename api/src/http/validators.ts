import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const COMMON = { useDefaults: true, removeAdditional: false, allErrors: false } as const;

/**
 * Query strings and path params are text, so they are coerced to the schema's types ("7" -> 7);
 * JSON bodies are taken as sent: a number where the contract says string is a 400, not a guess.
 * Unknown body fields are refused rather than silently dropped.
 */
export function setContractValidators(app: FastifyInstance) {
  const strict = addFormats(new Ajv({ ...COMMON, coerceTypes: false }));
  const coercing = addFormats(new Ajv({ ...COMMON, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}
