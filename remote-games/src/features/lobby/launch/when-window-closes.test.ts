import { whenWindowCloses } from './when-window-closes';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('calls back once, on the first poll after the window closed', () => {
  const win = { closed: false };
  const onClosed = jest.fn();
  whenWindowCloses(win, onClosed, 500);

  jest.advanceTimersByTime(1500);
  expect(onClosed).not.toHaveBeenCalled();

  win.closed = true;
  jest.advanceTimersByTime(499);
  expect(onClosed).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(onClosed).toHaveBeenCalledTimes(1);

  // The poll has stopped: no second call, no timer left behind.
  jest.advanceTimersByTime(5000);
  expect(onClosed).toHaveBeenCalledTimes(1);
  expect(jest.getTimerCount()).toBe(0);
});

test('the returned function stops watching', () => {
  const win = { closed: false };
  const onClosed = jest.fn();
  const stop = whenWindowCloses(win, onClosed, 500);
  stop();
  win.closed = true;
  jest.advanceTimersByTime(5000);
  expect(onClosed).not.toHaveBeenCalled();
});
