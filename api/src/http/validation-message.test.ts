import type { FastifySchemaValidationError } from 'fastify';
import { validationMessage } from './validation-message';

const tooLarge = (instancePath: string): FastifySchemaValidationError => ({ keyword: 'maximum', instancePath, schemaPath: '#/maximum', params: { comparison: '<=', limit: 9007199254740991 }, message: 'must be <= 9007199254740991' });

describe('validationMessage', () => {
  it('names an array item by its array, never by its index', () => {
    expect(validationMessage('en', [tooLarge('/ids/0')], { ids: [9007199254740992] })).toBe('IDs must be at most 9007199254740991');
  });

  it('names a plain field by its name', () => {
    expect(validationMessage('en', [tooLarge('/amount')], { amount: 9007199254740992 })).toBe('Amount must be at most 9007199254740991');
  });
});
