import { ThrottledRefresh } from './throttled-refresh';

describe('ThrottledRefresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once for the first change, then once at the end of each wait for a burst', async () => {
    const refresh = jest.fn();
    const throttled = new ThrottledRefresh(refresh, 2_000);
    throttled.soon();
    await jest.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    for (let change = 0; change < 5; change += 1) throttled.soon();
    await jest.advanceTimersByTimeAsync(1_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(5_000);
    throttled.soon();
    await jest.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('drops a run still waiting when stopped', async () => {
    const refresh = jest.fn();
    const throttled = new ThrottledRefresh(refresh, 2_000);
    throttled.soon();
    throttled.stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
