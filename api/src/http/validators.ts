import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const COMMON = { useDefaults: true, removeAdditional: false, allErrors: false, strictNumbers: true } as const;

/** The JSON pointer of the first number in `data` that is not finite, or null. */
export function nonFiniteNumberAt(data: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: data, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'number' && !Number.isFinite(value)) return path;
    if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) stack.push({ value: child, path: `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` });
    }
  }
  return null;
}

/**
 * Ajv's coercion turns "Infinity" or "1e309" into a number that passes `integer`, `minimum` and
 * `maximum` (JSON.parse does the same with 1e309 in a body), and PostgreSQL then fails on it.
 * Every validated part is therefore also checked for non-finite numbers, after coercion, and one
 * is reported as an invalid value of its field.
 */
function compileFinite(ajv: Ajv, schema: object) {
  const validate = ajv.compile(schema);
  const checked = ((data: unknown, context?: object) => {
    if (!validate(data, context as never)) {
      checked.errors = validate.errors;
      return false;
    }
    const path = nonFiniteNumberAt(data);
    checked.errors = path === null ? null : [{ instancePath: path, schemaPath: '', keyword: 'type', params: { type: 'number' }, message: 'must be a finite number' } satisfies ErrorObject];
    return path === null;
  }) as ValidateFunction;
  // Fastify passes the parent object only to validators that carry `schemaEnv`, so a coerced root survives.
  checked.schemaEnv = validate.schemaEnv;
  checked.schema = validate.schema;
  return checked;
}

/**
 * Query strings and path params are text, so they are coerced to the schema's types ("7" -> 7);
 * JSON bodies are taken as sent: a number where the contract says string is a 400, not a guess.
 * Unknown body fields are refused rather than silently dropped.
 */
export function setContractValidators(app: FastifyInstance) {
  const strict = addFormats(new Ajv({ ...COMMON, coerceTypes: false }));
  const coercing = addFormats(new Ajv({ ...COMMON, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) => compileFinite(httpPart === 'body' ? strict : coercing, schema));
}

let checking: Ajv | undefined;

/**
 * A check, with the routes' rules and formats, of a value a route already validated and handed
 * on untyped (a query stripped of the fields a wrapper route adds): what lets a type guard give
 * it its schema's type again. It coerces nothing; what it finds wrong is a bug, not bad input.
 */
export function contractCheck(schema: object): (value: unknown) => boolean {
  checking ??= addFormats(new Ajv({ ...COMMON, useDefaults: false, coerceTypes: false }));
  const validate = compileFinite(checking, schema);
  return (value) => validate(value) === true;
}
