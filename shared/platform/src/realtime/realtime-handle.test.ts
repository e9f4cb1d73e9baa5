import type { Database } from 'firebase/database';
import { configure, observable, runInAction } from 'mobx';
import { LiveFeed } from './live-feed';
import { RealtimeHandle, type Schedule } from './realtime-handle';

configure({ enforceActions: 'observed' });

const firebase = {
  apiKey: 'key',
  authDomain: 'casino.firebaseapp.com',
  databaseURL: 'https://casino-default-rtdb.firebaseio.com',
  projectId: 'casino',
  storageBucket: 'casino.appspot.com',
  messagingSenderId: '1',
  appId: '1:1:web:1',
  measurementId: 'G-1',
};

/** Runs scheduled work only when the test says so. */
function manualSchedule() {
  const tasks: Array<() => void> = [];
  const schedule: Schedule = (task) => tasks.push(task);
  return { schedule, runAll: () => tasks.splice(0).forEach((task) => task()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RealtimeHandle', () => {
  it('connects in the background, not when started', async () => {
    const database = { ref: 'db' } as unknown as Database;
    const connect = jest.fn().mockResolvedValue(database);
    const { schedule, runAll } = manualSchedule();
    const realtime = new RealtimeHandle({ firebase, connect, schedule });
    realtime.start();
    expect(connect).not.toHaveBeenCalled();
    expect(realtime.database).toBeNull();
    runAll();
    await settle();
    expect(connect).toHaveBeenCalledWith(firebase);
    expect(realtime.database).toBe(database);
    expect(realtime.status).toBe('ready');
  });

  it('silently ignores a failed import or set-up', async () => {
    const { schedule, runAll } = manualSchedule();
    const connect = jest.fn().mockRejectedValue(new Error("Cannot find module 'firebase/database'"));
    const realtime = new RealtimeHandle({ firebase, connect, schedule });
    realtime.start();
    runAll();
    await settle();
    expect(realtime.status).toBe('failed');
    expect(realtime.database).toBeNull();
  });

  it('silently ignores a connector that throws synchronously', async () => {
    const { schedule, runAll } = manualSchedule();
    const realtime = new RealtimeHandle({
      firebase,
      schedule,
      connect: () => {
        throw new Error('bad config');
      },
    });
    realtime.start();
    expect(runAll).not.toThrow();
    await settle();
    expect(realtime.status).toBe('failed');
  });

  it('starts once', async () => {
    const { schedule, runAll } = manualSchedule();
    const connect = jest.fn().mockResolvedValue({});
    const realtime = new RealtimeHandle({ firebase, connect, schedule });
    realtime.start();
    realtime.start();
    runAll();
    await settle();
    realtime.start();
    runAll();
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('stays disabled without configuration', () => {
    const connect = jest.fn();
    const realtime = new RealtimeHandle({ firebase: null, connect, schedule: (task) => task() });
    realtime.start();
    expect(realtime.status).toBe('disabled');
    expect(connect).not.toHaveBeenCalled();
  });

  it('schedules after first paint by default and never throws from start', async () => {
    jest.useFakeTimers();
    try {
      const connect = jest.fn().mockRejectedValue(new Error('offline'));
      const realtime = new RealtimeHandle({ firebase, connect });
      expect(() => realtime.start()).not.toThrow();
      expect(connect).not.toHaveBeenCalled();
      await jest.runOnlyPendingTimersAsync();
      expect(connect).toHaveBeenCalledTimes(1);
      expect(realtime.status).toBe('failed');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("RealtimeHandle's live channel", () => {
  it('opens after the first paint while someone is signed in, closes at sign-out, opens again at the next sign-in; without firebase too', () => {
    const signedIn = observable.box(true);
    const channel = { start: jest.fn(), stop: jest.fn() };
    const { schedule, runAll } = manualSchedule();
    const handle = new RealtimeHandle({ firebase: null, schedule, live: { channel, feed: new LiveFeed(), signedIn: () => signedIn.get() } });
    handle.start();
    handle.start();
    expect(channel.start).not.toHaveBeenCalled();
    runAll();
    expect(channel.start).toHaveBeenCalledTimes(1);
    runInAction(() => signedIn.set(false));
    expect(channel.stop).toHaveBeenCalledTimes(1);
    runInAction(() => signedIn.set(true));
    expect(channel.start).toHaveBeenCalledTimes(2);
  });

  it('stays closed for a visitor', () => {
    const channel = { start: jest.fn(), stop: jest.fn() };
    const { schedule, runAll } = manualSchedule();
    new RealtimeHandle({ firebase: null, schedule, live: { channel, feed: new LiveFeed(), signedIn: () => false } }).start();
    runAll();
    expect(channel.start).not.toHaveBeenCalled();
  });

  it("lets a remote subscribe to what the channel hears and see whether it is heard; a page without a channel hears nothing", () => {
    const feed = new LiveFeed();
    const handle = new RealtimeHandle({ firebase: null, live: { channel: { start: jest.fn(), stop: jest.fn() }, feed, signedIn: () => true } });
    const heard: unknown[] = [];
    const stop = handle.subscribe((message) => heard.push(message));
    feed.deliver({ type: 'ready' });
    expect(handle.liveConnected).toBe(true);
    stop();
    feed.deliver({ type: 'resync' });
    feed.closed();
    expect([heard, handle.liveConnected]).toEqual([[{ type: 'ready' }], false]);

    const without = new RealtimeHandle({ firebase: null });
    without.subscribe(() => heard.push('never'))();
    expect([heard, without.liveConnected]).toEqual([[{ type: 'ready' }], false]);
  });
});
