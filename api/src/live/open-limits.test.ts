import { LIVE_MAX_OPENS_PER_MINUTE, LIVE_MAX_PAGES_PER_SESSION, OpenLimits } from './open-limits';

describe('the live channel open limits', () => {
  it("refuses a session's page over the cap, whatever its rate", () => {
    const limits = new OpenLimits(() => 0);
    expect(limits.admit(1, LIVE_MAX_PAGES_PER_SESSION - 1)).toBeNull();
    expect(limits.admit(1, LIVE_MAX_PAGES_PER_SESSION)).toBe('live.too_many_pages');
  });

  it('refuses opens over the rate for a minute, that session only, and forgets the minute once over', () => {
    let now = 1_000;
    const limits = new OpenLimits(() => now);
    for (let open = 0; open < LIVE_MAX_OPENS_PER_MINUTE; open += 1) expect(limits.admit(1, 0)).toBeNull();
    expect([limits.admit(1, 0), limits.admit(2, 0)]).toEqual(['live.too_many_opens', null]);
    now += 59_999;
    expect(limits.admit(1, 0)).toBe('live.too_many_opens');
    limits.sweep();
    expect(limits.size).toBe(2);
    now += 1;
    expect(limits.admit(1, 0)).toBeNull();
    now += 60_000;
    limits.sweep();
    expect(limits.size).toBe(0);
  });
});
