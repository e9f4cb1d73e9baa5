import { safeRedirectTarget } from './safe-target';

describe('safeRedirectTarget', () => {
  it('has no target without `to`, so the page waits for its opener', () => {
    expect(safeRedirectTarget(null)).toBeNull();
  });

  it('keeps paths on this site', () => {
    expect(safeRedirectTarget('/game/slot?x=1')).toBe('/game/slot?x=1');
  });

  it('sends anything else home', () => {
    for (const raw of ['', 'https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '/redirect?to=/x']) {
      expect(safeRedirectTarget(raw)).toBe('/');
    }
  });
});
