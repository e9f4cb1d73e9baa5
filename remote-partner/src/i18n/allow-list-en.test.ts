import { lowercaseStarts } from '@casino/platform/testing';
import { allowListEn } from './en/allow-list';

test('every English message of the sign-in addresses drawer starts with a capital letter', () => expect(lowercaseStarts(allowListEn)).toEqual([]));
