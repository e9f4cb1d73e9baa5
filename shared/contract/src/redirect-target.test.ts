import { safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it('has no target without `to`, so the page waits for its opener', () => {
    expect(safeRedirectTarget(null)).toBeNull();
  });

  it('keeps paths on this site, with their query and hash', () => {
    expect(safeRedirectTarget('/game/slot?x=1')).toBe('/game/slot?x=1');
    expect(safeRedirectTarget('/game/casino#top')).toBe('/game/casino#top');
  });

  it.each(['', 'https://evil.test', '//evil.test', '/\\evil.test', '/\t/evil.test', '/\n/evil.test', '\\/evil.test', 'javascript:alert(1)', '/redirect?to=/x', '/REDIRECT', '/.//evil.test', '/..//evil.test', '/%2e//evil.test', '/a/..//evil.test', '/./\\evil.test', '/%2E%2E//evil.test'])(
    'sends %j home',
    (raw) => {
      expect(safeRedirectTarget(raw)).toBe('/');
    },
  );

  it('encodes what it keeps, so the Location header carries no raw spaces', () => {
    expect(safeRedirectTarget('/game/slot?q=a b')).toBe('/game/slot?q=a%20b');
  });
});
