import { lowercaseStarts } from '@casino/platform/testing';
import { en } from './en';

// The spec's lowercase messages too: its words, a capital first letter (docs/decisions/037-wording.md).
test('every English message starts with a capital letter', () => expect(lowercaseStarts(en)).toEqual([]));
