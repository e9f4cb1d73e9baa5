import { lowercaseStarts } from '@casino/platform/testing';
import { riskEn } from './en/risk';

test('every English message of the risk page starts with a capital letter', () => expect(lowercaseStarts(riskEn)).toEqual([]));
