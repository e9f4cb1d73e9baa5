import { niceTicks } from './chart-scale';

test('round steps that cover the values and zero', () => {
  expect(niceTicks([3_486_000, 391_000, -2_703_000])).toEqual([-4_000_000, -2_000_000, 0, 2_000_000, 4_000_000]);
  expect(niceTicks([120, 80])).toEqual([0, 50, 100, 150]);
  expect(niceTicks([1_000_000])).toEqual([0, 500_000, 1_000_000]);
});

test('all zero still has an axis', () => expect(niceTicks([0, 0])).toEqual([0, 1]));
