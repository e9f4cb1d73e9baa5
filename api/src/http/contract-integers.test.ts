import { endpoints, type Endpoint } from '@casino/contract';

interface Schema {
  type?: string;
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}

/** Paths (like `boardMessageGet.query.id`) of every integer in `schema` without a safe maximum. */
function unboundedIntegers(schema: Schema | undefined, path: string): string[] {
  if (!schema) return [];
  const here = schema.type === 'integer' && !(schema.maximum !== undefined && schema.maximum <= Number.MAX_SAFE_INTEGER) ? [path] : [];
  const children = [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, child]) => unboundedIntegers(child, `${path}.${name}`)),
    ...unboundedIntegers(schema.items, `${path}[]`),
    ...(schema.anyOf ?? []).flatMap((child, i) => unboundedIntegers(child, `${path}|${i}`)),
  ];
  return [...here, ...children];
}

describe('contract integers', () => {
  it('all have a maximum no larger than Number.MAX_SAFE_INTEGER', () => {
    const all = Object.entries(endpoints) as [string, Endpoint][];
    const found = all.flatMap(([name, e]) =>
      (['params', 'query', 'body', 'data'] as const).flatMap((part) => unboundedIntegers(e[part] as Schema | undefined, `${name}.${part}`)),
    );
    expect(found).toEqual([]);
  });

  it('are found by the check when unbounded', () => {
    expect(unboundedIntegers({ type: 'object', properties: { n: { type: 'integer' }, m: { type: 'integer', maximum: 2 ** 60 } } }, 'x')).toEqual(['x.n', 'x.m']);
  });
});
