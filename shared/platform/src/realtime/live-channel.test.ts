import { LIVE_CLOSE } from '@casino/contract';
import { LiveChannel, type LiveSocket } from './live-channel';

/** A socket the test opens and closes by hand. */
class FakeSocket implements LiveSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedByPage = false;
  constructor(readonly url: string) {}
  close() {
    this.closedByPage = true;
  }
  opened() {
    this.onopen?.();
  }
  received(data: unknown) {
    this.onmessage?.({ data });
  }
  closedWith(code: number) {
    this.onclose?.({ code });
  }
}

function setup(random = () => 1) {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ task: () => void; ms: number; cleared: boolean }> = [];
  const onSessionEnded = jest.fn();
  const heard: unknown[] = [];
  const channel = new LiveChannel({
    url: 'ws://site.test/api/v1/live',
    onSessionEnded,
    onMessage: (message) => heard.push(message),
    onClosed: () => heard.push('closed'),
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random,
    setTimer: (task, ms) => {
      const timer = { task, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => void ((timer as { cleared: boolean }).cleared = true),
  });
  /** Runs the newest wait. */
  const elapse = () => timers.at(-1)!.task();
  return { channel, sockets, timers, onSessionEnded, elapse, heard };
}

describe('the live channel', () => {
  it('opens one socket at its address, however often it is started', () => {
    const { channel, sockets } = setup();
    channel.start();
    channel.start();
    expect(sockets.map((socket) => socket.url)).toEqual(['ws://site.test/api/v1/live']);
    expect(channel.connected).toBe(true);
  });

  it("passes on the server's messages in order, passes over frames that are not one, and says when a socket closed", () => {
    const { channel, sockets, heard } = setup();
    channel.start();
    const balance = { type: 'balance', figure: 'credit', amount: 9, version: 2 };
    for (const frame of ['{"type":"ready"}', 'not json', 'null', '{"figure":"credit"}', new ArrayBuffer(2), JSON.stringify(balance)]) sockets[0]!.received(frame);
    sockets[0]!.closedWith(1006);
    expect(heard).toEqual([{ type: 'ready' }, balance, 'closed']);
    channel.stop();
  });

  it('opens again after a cut, waiting twice as long each time up to 30 s, and from the start once it opened', () => {
    const { channel, sockets, timers, elapse } = setup();
    channel.start();
    for (let cut = 0; cut < 7; cut++) {
      sockets.at(-1)!.closedWith(1006);
      expect(channel.connected).toBe(false);
      elapse();
    }
    expect(timers.map((timer) => timer.ms)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(sockets).toHaveLength(8);
    sockets.at(-1)!.opened();
    sockets.at(-1)!.closedWith(1001);
    expect(timers.at(-1)!.ms).toBe(1_000);
  });

  it('spreads each wait between half and all of it, so pages cut off together come back apart', () => {
    const { channel, sockets, timers } = setup(() => 0);
    channel.start();
    sockets[0]!.closedWith(1006);
    expect(timers[0]!.ms).toBe(500);
  });

  it('signs the page out when the server ends its session or stops the account, and does not open again', () => {
    for (const code of [LIVE_CLOSE.sessionEnded, LIVE_CLOSE.stopped]) {
      const { channel, sockets, timers, onSessionEnded } = setup();
      channel.start();
      sockets[0]!.opened();
      sockets[0]!.closedWith(code);
      expect(onSessionEnded.mock.calls).toEqual([[code === LIVE_CLOSE.stopped ? 'stopped' : 'ended']]);
      expect(timers).toEqual([]);
      expect(channel.connected).toBe(false);
    }
  });

  it('does not repeat what the server refused: a message, or too many', () => {
    for (const code of [LIVE_CLOSE.badMessage, LIVE_CLOSE.flood]) {
      const { channel, sockets, timers, onSessionEnded } = setup();
      channel.start();
      sockets[0]!.closedWith(code);
      expect(timers).toEqual([]);
      expect(onSessionEnded).not.toHaveBeenCalled();
    }
  });

  it('closes its socket on sign-out and forgets a wait, opening nothing later', () => {
    const { channel, sockets, timers, elapse, heard } = setup();
    channel.start();
    channel.stop();
    expect(sockets[0]!.closedByPage).toBe(true);
    expect(heard).toEqual(['closed']);
    channel.start();
    sockets[1]!.closedWith(1006);
    channel.stop();
    expect(timers[0]!.cleared).toBe(true);
    elapse();
    expect(sockets).toHaveLength(2);
  });
});
