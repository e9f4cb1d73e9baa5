import { GAP, pageNumbers } from './page-numbers';

test('every page when there are few', () => {
  expect(pageNumbers(1, 1)).toEqual([1]);
  expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
});

test('the first, the last and the neighbours of the current page, with gaps between', () => {
  expect(pageNumbers(1, 20)).toEqual([1, 2, GAP, 20]);
  expect(pageNumbers(10, 20)).toEqual([1, GAP, 9, 10, 11, GAP, 20]);
  expect(pageNumbers(20, 20)).toEqual([1, GAP, 19, 20]);
});

test('a gap never hides a single page', () => {
  expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
  expect(pageNumbers(17, 20)).toEqual([1, GAP, 16, 17, 18, 19, 20]);
});
