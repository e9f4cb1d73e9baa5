import { LatestRequest } from './latest-request';

describe('LatestRequest', () => {
  it('lets only the newest of overlapping requests land', () => {
    const latest = new LatestRequest();
    const first = latest.begin();
    const second = latest.begin();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it('makes every request in flight stale on invalidate', () => {
    const latest = new LatestRequest();
    const open = latest.begin();
    latest.invalidate();
    expect(open()).toBe(false);
    expect(latest.begin()()).toBe(true);
  });
});
