import type { FastifySchemaValidationError } from 'fastify';
import { ACCOUNT_NUMBER_PATTERN, NICKNAME_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN, USERNAME_PATTERN } from '@casino/contract';
import { fieldLabel, translate, type Lang } from './i18n';
import type { MessageKey } from './messages';

const PATTERN_MESSAGES: Record<string, MessageKey> = {
  [PASSWORD_PATTERN]: 'validation.password_rule',
  [USERNAME_PATTERN]: 'validation.username_rule',
  [PHONE_PATTERN]: 'validation.phone_rule',
  [ACCOUNT_NUMBER_PATTERN]: 'validation.account_number_rule',
  [NICKNAME_PATTERN]: 'validation.nickname_rule',
};

function valueAt(data: unknown, pointer: string): unknown {
  let current = data;
  for (const part of pointer.split('/').slice(1)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

/**
 * Turns the first schema error into one sentence a person can act on, in their language.
 * `data` is the validated part of the request (body, query or params).
 */
export function validationMessage(lang: Lang, errors: FastifySchemaValidationError[], data: unknown): string {
  const first = errors[0];
  if (!first) return translate(lang, 'error.bad_request');
  const path = first.instancePath;
  // An array's item (`/ids/0`) is named by its array: a person knows no field called 0.
  const field = fieldLabel(lang, path.split('/').filter((part) => !/^\d+$/.test(part)).pop() ?? '');
  const params = first.params as Record<string, unknown>;

  // An empty or missing value reads the same to a person: spec 5's "Please fill in all fields".
  if (first.keyword === 'required' || valueAt(data, path) === '') return translate(lang, 'validation.fill_all');
  if (path === '' && first.keyword === 'type') return translate(lang, 'validation.body_object');

  switch (first.keyword) {
    case 'additionalProperties':
      return translate(lang, 'validation.unknown_field', { field: String(params.additionalProperty) });
    case 'pattern': {
      const key = PATTERN_MESSAGES[String(params.pattern)];
      return translate(lang, key ?? 'validation.invalid', { field });
    }
    case 'minLength':
      return translate(lang, 'validation.too_short', { field, limit: Number(params.limit) });
    case 'maxLength':
      return translate(lang, 'validation.too_long', { field, limit: Number(params.limit) });
    case 'minimum':
      return translate(lang, 'validation.too_small', { field, limit: Number(params.limit) });
    case 'maximum':
      return translate(lang, 'validation.too_large', { field, limit: Number(params.limit) });
    case 'const':
    case 'anyOf': {
      // A union of literals fails once per branch; list what would have been accepted.
      const values = errors.filter((e) => e.instancePath === path && e.keyword === 'const').map((e) => String(e.params.allowedValue));
      return values.length > 0 ? translate(lang, 'validation.one_of', { field, values: values.join(', ') }) : translate(lang, 'validation.invalid', { field });
    }
    default:
      return translate(lang, 'validation.invalid', { field });
  }
}
