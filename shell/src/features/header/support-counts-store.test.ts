import { messageList, ticketList, userInfo, walletBalance, type Account, type DataOf } from '@casino/contract';
import { startTestSession, withLiveTestFeed } from '@casino/platform/testing';
import { answer, clearSessionCookie, createTestPlatform } from '../../test/test-platform';
import { userInfoOf } from '../../test/user-info';
import { SUPPORT_POLL_MS, SupportCountsStore } from './support-counts-store';

const member: Account = { id: 7, username: 'player1', nickname: 'Lucky', role: 'member', level: 'member', state: 'normal', referral_code: null, rights: [] };

/** A signed-in platform whose inbox count a test sets; each answer can be held back. */
async function setup() {
  const counts = { unread: 3, answered: 1 };
  let hold: Promise<void> | null = null;
  const test = createTestPlatform([
    answer(messageList, async (): Promise<DataOf<typeof messageList>> => {
      const unread = counts.unread;
      await hold;
      return { items: [], total: 0, unread };
    }),
    answer(ticketList, (): DataOf<typeof ticketList> => ({ items: [], total: 0, answered: counts.answered })),
    answer(userInfo, () => userInfoOf(member)),
    answer(walletBalance, (): DataOf<typeof walletBalance> => ({ balance: 0, credit: 0, rolling_point: 0 })),
  ]);
  startTestSession();
  await test.platform.user.load();
  const store = new SupportCountsStore(test.platform);
  const inboxCalls = () => test.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === messageList.path).length;
  return { ...test, store, counts, inboxCalls, holdAnswers: (until: Promise<void>) => (hold = until) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  clearSessionCookie();
});

describe('support counts store', () => {
  it('fetches both counts when started signed in, and forgets them on sign-out and on stop', async () => {
    const { store, platform } = await setup();
    const stop = store.start();
    await settle();
    expect([store.unread, store.answered]).toEqual([3, 1]);
    platform.user.clear();
    expect([store.unread, store.answered]).toEqual([null, null]);
    stop();
  });

  it('asks again on focus and every minute while the page is visible', async () => {
    jest.useFakeTimers();
    const { store, counts, inboxCalls } = await setup();
    const stop = store.start();
    await jest.advanceTimersByTimeAsync(0);
    counts.unread = 2;
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.unread).toBe(2);
    await jest.advanceTimersByTimeAsync(SUPPORT_POLL_MS);
    expect(inboxCalls()).toBe(3);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await jest.advanceTimersByTimeAsync(SUPPORT_POLL_MS);
    expect(inboxCalls()).toBe(3);
    stop();
  });

  it('while the live channel is heard, asks when it is greeted or says a note or an answer came, and never on a timer or the focus', async () => {
    jest.useFakeTimers();
    const { store, platform, counts, inboxCalls } = await setup();
    const feed = withLiveTestFeed(platform);
    const stop = store.start();
    await jest.advanceTimersByTimeAsync(0);
    // The greeting: a note sent before the channel opened is counted then.
    counts.unread = 5;
    feed.deliver({ type: 'ready' });
    await jest.advanceTimersByTimeAsync(0);
    expect([store.unread, inboxCalls()]).toEqual([5, 2]);
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(SUPPORT_POLL_MS);
    expect(inboxCalls()).toBe(2);
    counts.unread = 4;
    counts.answered = 2;
    feed.deliver({ type: 'changed', topic: 'inbox' });
    feed.deliver({ type: 'changed', topic: 'tickets' });
    await jest.advanceTimersByTimeAsync(0);
    expect([store.unread, store.answered, inboxCalls()]).toEqual([4, 2, 3]);
    feed.closed();
    await jest.advanceTimersByTimeAsync(SUPPORT_POLL_MS);
    expect(inboxCalls()).toBe(4);
    stop();
  });

  it('takes a count told by the support remote at once, over an answer still in flight', async () => {
    const { store, platform, holdAnswers } = await setup();
    let release: () => void = () => undefined;
    holdAnswers(new Promise((resolve) => (release = resolve)));
    const stop = store.start();
    platform.events.emit('inboxChanged', { unread: 0 });
    expect(store.unread).toBe(0);
    release();
    await settle();
    // The poll's older answer (3) does not overwrite what the remote just said.
    expect(store.unread).toBe(0);
    stop();
  });

  it('asks the server when the remote says only that something changed', async () => {
    const { store, platform, counts } = await setup();
    const stop = store.start();
    await settle();
    counts.answered = 0;
    platform.events.emit('ticketsChanged');
    await settle();
    expect(store.answered).toBe(0);
    stop();
  });
});
