/**
 * The browser's `@sinclair/typebox` (decision 067): the builders the contract uses, making the
 * same JSON Schema as TypeBox's, without the library (about 10 KiB brotli of every page's start).
 * The browser never validates with a schema; it reads a few of their values (a pattern, a
 * maximum length, an object's properties) for its forms. The API and the server render use
 * TypeBox itself; `browser-schemas.test` builds every schema of the contract both ways and
 * compares them, so a builder or option the contract starts to use must be added here.
 */
type Schema = Record<string | symbol, unknown>;
type Options = Record<string, unknown> | undefined;

// Registered, so two copies of these builders (a remote's development fallback beside the shell's) agree.
const OPTIONAL = Symbol.for('casino.browser-schemas.optional');

/** As TypeBox's `CreateType`: the options first, the schema's own keys over them. */
const create = (schema: Schema, options: Options): Schema => (options === undefined ? schema : { ...options, ...schema });

function object(properties: Record<string, Schema>, options?: Options): Schema {
  const required = Object.entries(properties)
    .filter(([, schema]) => schema[OPTIONAL] !== true)
    .map(([key]) => key);
  return create(required.length > 0 ? { type: 'object', required, properties } : { type: 'object', properties }, options);
}

/** Objects merged into one, as TypeBox's `Composite` does for objects whose keys do not overlap. */
function composite(objects: Schema[], options?: Options): Schema {
  const properties: Record<string, Schema> = {};
  for (const part of objects) {
    for (const [key, value] of Object.entries(part.properties as Record<string, Schema>)) {
      if (Object.hasOwn(properties, key)) throw new Error(`Composite: "${key}" is in two of its objects (the browser's schemas merge only distinct keys)`);
      properties[key] = value;
    }
  }
  return object(properties, options);
}

function union(types: Schema[], options?: Options): Schema {
  const [first, ...others] = types;
  if (first === undefined) return create({ not: {} }, options);
  return others.length === 0 ? create(first, options) : create({ anyOf: types }, options);
}

function record(key: Schema, value: Schema, options?: Options): Schema {
  if (key.type !== 'string') throw new Error('Record: the browser\'s schemas take string keys only');
  const pattern = typeof key.pattern === 'string' ? key.pattern : '^(.*)$';
  return create({ type: 'object', patternProperties: { [pattern]: value } }, options);
}

const scalar = (type: string) => (options?: Options) => create({ type }, options);

export const Type = {
  Object: object,
  Composite: composite,
  Union: union,
  Record: record,
  Array: (items: Schema, options?: Options) => create({ type: 'array', items }, options),
  Optional: (schema: Schema) => ({ ...schema, [OPTIONAL]: true }),
  Literal: (value: string | number | boolean, options?: Options) => create({ const: value, type: typeof value }, options),
  String: scalar('string'),
  Integer: scalar('integer'),
  Number: scalar('number'),
  Boolean: scalar('boolean'),
  Null: scalar('null'),
  Unknown: (options?: Options) => create({}, options),
};
