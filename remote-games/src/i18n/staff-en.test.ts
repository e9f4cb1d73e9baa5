import { lowercaseStarts } from '@casino/platform/testing';
import { catalogEn } from './catalog-en';
import { permissionsEn } from './permissions-en';

test('every English staff message starts with a capital letter', () => {
  expect(lowercaseStarts(catalogEn)).toEqual([]);
  expect(lowercaseStarts(permissionsEn)).toEqual([]);
});
