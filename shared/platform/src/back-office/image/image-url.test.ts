import { isImageUrl } from './image-url';

test.each([
  ['/uploads/abc.png', true],
  ['/static/demo/logo.svg', true],
  ['https://cdn.example/a.png', true],
  ['http://cdn.example/a.png', false],
  ['/other/a.png', false],
  ['data:image/png;base64,AAAA', false],
  ['https://cdn.example/\u200ba.png', false],
])('an image at %p is allowed: %p', (url, allowed) => expect(isImageUrl(url)).toBe(allowed));

test('nothing is no image', () => {
  expect(isImageUrl('')).toBe(false);
  expect(isImageUrl(null)).toBe(false);
  expect(isImageUrl(undefined)).toBe(false);
});
