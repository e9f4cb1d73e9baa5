import { startRefreshing } from './start-refreshing';

describe('startRefreshing', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    jest.useFakeTimers();
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('refreshes on the interval only while the page is visible', () => {
    const refresh = jest.fn();
    const stop = startRefreshing(refresh, { everyMs: 1_000 });
    jest.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    visibility = 'hidden';
    jest.advanceTimersByTime(3_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it('refreshes on focus and on becoming visible when asked, and never after stop', () => {
    const refresh = jest.fn();
    const stop = startRefreshing(refresh, { everyMs: 60_000, onFocus: true, onVisible: true });
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(120_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('ignores focus and visibility unless asked', () => {
    const refresh = jest.fn();
    const stop = startRefreshing(refresh, { everyMs: 60_000 });
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it('stands still on every trigger while the live channel it was given is heard, and polls again once it is lost', () => {
    const refresh = jest.fn();
    const channel = { liveConnected: true };
    const stop = startRefreshing(refresh, { everyMs: 1_000, onFocus: true, onVisible: true, quietWhile: channel });
    jest.advanceTimersByTime(3_000);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).not.toHaveBeenCalled();
    channel.liveConnected = false;
    jest.advanceTimersByTime(1_000);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });
});
