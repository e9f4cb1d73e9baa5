import { endpoints } from '@casino/contract';
import type { TSchema } from '@sinclair/typebox';
import { fieldLabel, translate } from './i18n';
import { fieldsEn } from './messages-fields';

/** Every field name of a request schema, at any depth (array items and unions included). */
function fieldNames(schema: TSchema | undefined, into = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  const { properties, items, anyOf } = schema as { properties?: Record<string, TSchema>; items?: TSchema; anyOf?: TSchema[] };
  for (const [name, field] of Object.entries(properties ?? {})) fieldNames(field, into.add(name));
  for (const member of [items, ...(anyOf ?? [])]) fieldNames(member, into);
  return into;
}

const requestFields = [
  ...Object.values(endpoints).reduce((names, endpoint) => {
    const { body, query, params } = endpoint as { body?: TSchema; query?: TSchema; params?: TSchema };
    for (const schema of [body, query, params]) fieldNames(schema, names);
    return names;
  }, new Set<string>()),
].sort();

describe('field labels', () => {
  it('name every field a request can carry, in Korean and English', () => {
    expect(requestFields.length).toBeGreaterThan(50);
    expect(requestFields.filter((name) => fieldLabel('ko', name) === name || fieldLabel('en', name) === name)).toEqual([]);
  });

  it('label only fields the contract has, so a renamed field leaves no stale label', () => {
    expect(Object.keys(fieldsEn).map((key) => key.replace(/^field\./, '')).filter((name) => !requestFields.includes(name))).toEqual([]);
  });

  it('read as the field in a validation message, with the particle that fits', () => {
    expect(translate('ko', 'validation.too_long', { field: fieldLabel('ko', 'search'), limit: 40 })).toBe('검색어는 40자 이하여야 합니다');
    expect(translate('en', 'validation.too_long', { field: fieldLabel('en', 'search'), limit: 40 })).toBe('Search must be at most 40 characters');
    expect(fieldLabel('ko', 'no_such_field')).toBe('no_such_field');
  });
});
