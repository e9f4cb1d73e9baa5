import { lowercaseStarts } from '@casino/platform/testing';
import { breakEn } from './en/break';

test('every English message of the break panel starts with a capital letter', () => expect(lowercaseStarts(breakEn)).toEqual([]));
