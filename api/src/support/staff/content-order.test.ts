import { reorderedSorts } from './content-order';

describe('reorderedSorts', () => {
  it('gives the rows the places they held, in the new order', () => {
    const rows = [
      { id: 1, sort: 2 },
      { id: 2, sort: 5 },
      { id: 3, sort: 9 },
    ];
    expect(reorderedSorts(rows, [3, 1, 2], 10)).toEqual(new Map([[3, 2], [1, 5], [2, 9]]));
  });

  it('refuses a list that misses, repeats or adds a row', () => {
    const rows = [
      { id: 1, sort: 1 },
      { id: 2, sort: 2 },
    ];
    for (const ids of [[1], [1, 2, 3], [1, 3]]) expect(() => reorderedSorts(rows, ids, 3)).toThrow(expect.objectContaining({ status: 409 }));
  });

  it('spreads rows whose sort values tie over fresh places', () => {
    const rows = [
      { id: 1, sort: 0 },
      { id: 2, sort: 0 },
    ];
    expect(reorderedSorts(rows, [2, 1], 7)).toEqual(new Map([[2, 7], [1, 8]]));
  });
});
