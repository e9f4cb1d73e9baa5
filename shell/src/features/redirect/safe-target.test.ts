import { safeRedirectTarget } from './safe-target';

describe('safeRedirectTarget', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectTarget('/game/slot?x=1')).toBe('/game/slot?x=1');
  });

  it('sends anything else home', () => {
    for (const raw of [null, '', 'https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '/redirect?to=/x']) {
      expect(safeRedirectTarget(raw)).toBe('/');
    }
  });
});
