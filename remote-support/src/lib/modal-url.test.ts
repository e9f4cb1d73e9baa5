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
    ['99999999999999999', null],
  ])('reads %p as %p', (value, id) => {
    expect(idParam(value)).toBe(id);
  });
});
