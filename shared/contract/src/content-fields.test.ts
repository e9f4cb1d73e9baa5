import { ImageUrl } from './content-fields';

const IMAGE_URL = new RegExp(ImageUrl().pattern!, 'u');

describe('ImageUrl', () => {
  it.each(['/static/demo/slide-1.svg', '/uploads/2026/11/a1b2.c3.webp', '/static/...png', 'https://cdn.example.com/a/../b.png', 'https://cdn.example.com:8443/slide.webp?v=2', 'https://cdn.example.com'])('keeps %j', (url) => {
    expect(IMAGE_URL.test(url)).toBe(true);
  });

  it.each(['/static/../api/v1/core/user/info', '/static/../../etc/passwd', '/uploads/./x.png', '/uploads/a/..', '/static//x.png', '/static/', '/static', '/other/x.png', '//evil.test/x.png', 'http://x.test/a.png', 'javascript:alert(1)', 'https:///x.png', 'https://', 'https://user@evil.test/x.png', 'https://.evil.test/x.png', 'https://cdn.example.com/a b.png'])(
    'refuses %j',
    (url) => {
      expect(IMAGE_URL.test(url)).toBe(false);
    },
  );
});
