import { isStaffImageUrl, isStaffLinkUrl } from './staff-urls';

test.each([
  ['https://example.com/a?b=1#c', true],
  ['http://example.com', true],
  ['mailto:help@example.com', true],
  ['/game/slot', true],
  ['//evil.example', false],
  ['javascript:alert(1)', false],
  ['data:text/html,x', false],
  ['ftp://example.com', false],
  ['https://exa mple.com', false],
  ['\u2028https://example.com', false],
  ['', false],
  [null, false],
])('a link to %p is allowed: %p', (url, allowed) => expect(isStaffLinkUrl(url)).toBe(allowed));

test.each([
  ['/uploads/abc.png', true],
  ['/static/demo/logo.svg', true],
  ['https://cdn.example/a.png', true],
  ['http://cdn.example/a.png', false],
  ['/other/a.png', false],
  ['data:image/png;base64,AAAA', false],
  ['https://cdn.example/\u200ba.png', false],
])('an image at %p is allowed: %p', (url, allowed) => expect(isStaffImageUrl(url)).toBe(allowed));
