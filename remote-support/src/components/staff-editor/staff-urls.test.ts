import { isStaffLinkUrl } from './staff-urls';

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
