import { lowercaseStarts } from '@casino/platform/testing';
import { catalogEn } from './en/catalog';
import { permissionsEn } from './en/permissions';
import { roundsEn } from './en/rounds';

test('every English staff message starts with a capital letter', () => {
  expect(lowercaseStarts(catalogEn)).toEqual([]);
  expect(lowercaseStarts(permissionsEn)).toEqual([]);
  expect(lowercaseStarts(roundsEn)).toEqual([]);
});
