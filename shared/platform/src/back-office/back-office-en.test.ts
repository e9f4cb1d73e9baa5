import { lowercaseStarts } from '../testing/lowercase-starts';
import { backOfficeEn } from './back-office-en';

test('every English message starts with a capital letter', () => expect(lowercaseStarts(backOfficeEn)).toEqual([]));
