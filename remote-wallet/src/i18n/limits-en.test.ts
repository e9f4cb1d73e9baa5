import { lowercaseStarts } from '@casino/platform/testing';
import { limitsEn } from './en/limits';

test('every English message of the limits dialog starts with a capital letter', () => expect(lowercaseStarts(limitsEn)).toEqual([]));
