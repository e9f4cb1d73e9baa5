import { idParam } from './modal-url';

describe('idParam', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    ['999999999999999', 999_999_999_999_999],
    ['9999999999999999', null],
  ])('reads %p as %p', (value, id) => {
    expect(idParam(value)).toBe(id);
  });
});
