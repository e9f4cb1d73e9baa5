import { movedOrder, movesOf } from './reorder';

const rows = [{ id: 1 }, { id: 2, editable: false }, { id: 3 }, { id: 4 }];

test('a row moves one step among the movable rows; the others keep their places', () => {
  expect(movedOrder(rows, 3, -1)).toEqual([3, 1, 4]);
  expect(movedOrder(rows, 1, 1)).toEqual([3, 1, 4]);
  expect(movedOrder(rows, 3, 1)).toEqual([1, 4, 3]);
});

test('the first cannot go up, the last cannot go down, a row of another scope cannot move', () => {
  expect(movedOrder(rows, 1, -1)).toBeNull();
  expect(movedOrder(rows, 4, 1)).toBeNull();
  expect(movedOrder(rows, 2, 1)).toBeNull();
  expect(movesOf(rows, 1)).toEqual({ up: false, down: true });
  expect(movesOf(rows, 4)).toEqual({ up: true, down: false });
});
