import { lowercaseStarts } from '@casino/platform/testing';
import { en } from './en';
import { securityEn } from './en/security';

// The spec's lowercase messages too: its words, a capital first letter (docs/decisions/037-wording.md).
test('every English message starts with a capital letter', () => expect(lowercaseStarts(en)).toEqual([]));
test('so does every message of sign-in security', () => expect(lowercaseStarts(securityEn)).toEqual([]));
