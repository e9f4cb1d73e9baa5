import { lowercaseStarts } from '@casino/platform/testing';
import { staffBreaksEn } from './en/staff-breaks';

test("every English message of the operator's breaks page starts with a capital letter", () => expect(lowercaseStarts(staffBreaksEn)).toEqual([]));
