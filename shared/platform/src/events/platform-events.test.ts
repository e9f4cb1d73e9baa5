import { createPlatformEvents, PLATFORM_EVENTS } from './platform-events';

describe('platform events', () => {
  it('emits a CustomEvent on window with the detail', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('casino:balance-changed', listener);
    createPlatformEvents().emit('balanceChanged', { balance: 5000 });
    window.removeEventListener('casino:balance-changed', listener);
    expect(seen).toEqual([{ balance: 5000 }]);
  });

  it('on() receives the detail until unsubscribed', () => {
    const events = createPlatformEvents();
    const listener = jest.fn();
    const off = events.on('refetchBoardMessages', listener);
    window.dispatchEvent(new CustomEvent(PLATFORM_EVENTS.refetchBoardMessages));
    events.emit('refetchBoardMessages');
    off();
    events.emit('refetchBoardMessages');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps event names apart', () => {
    const events = createPlatformEvents();
    const listener = jest.fn();
    const off = events.on('languageChanged', listener);
    events.emit('balanceChanged');
    events.emit('languageChanged', { language: 'en' });
    off();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ language: 'en' });
  });

  it('uses prefixed DOM names', () => {
    expect(PLATFORM_EVENTS.refetchBoardMessages).toBe('casino:refetch-board-messages');
    expect(PLATFORM_EVENTS.balanceChanged).toBe('casino:balance-changed');
  });
});
