import { lowercaseStarts } from '@casino/platform/testing';
import { protectionEn } from './en/protection';

test('every English message of the play limits drawer starts with a capital letter', () => expect(lowercaseStarts(protectionEn)).toEqual([]));
