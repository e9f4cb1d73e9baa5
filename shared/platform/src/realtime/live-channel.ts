import { LIVE_CLOSE, type LiveServerMessage } from '@casino/contract';

/** What the channel needs of a WebSocket (the browser's; the tests' double). */
export interface LiveSocket {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(): void;
}

/** A server's frame as a message, or null for anything that is not one (the page passes it over). */
function messageOf(data: unknown): LiveServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown } | null;
    return message !== null && typeof message === 'object' && typeof message.type === 'string' ? (message as LiveServerMessage) : null;
  } catch {
    return null;
  }
}

export interface LiveChannelOptions {
  /** The channel's address, `ws:` or `wss:`. */
  url: string;
  /** The page's session ended on the server (logout elsewhere, a reset, a stop): sign the page out now. */
  onSessionEnded(why: 'ended' | 'stopped'): void;
  /** What the server sent, in order; `ready` first on every socket. */
  onMessage?(message: LiveServerMessage): void;
  /** The socket closed, for whatever reason: until the next `ready`, nothing is heard. */
  onClosed?(): void;
  open?: (url: string) => LiveSocket;
  /** 0 to 1; the jitter of each wait, so pages cut off together do not come back together. */
  random?: () => number;
  setTimer?: (task: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 30_000;

/**
 * The page's one live channel to the API (decision 070), open while someone is signed in. A
 * channel cut off (a restart, the network) is opened again after a wait that doubles up to 30 s,
 * each wait between half and all of it; one the server closed for a session that ended signs the
 * page out and is not opened again.
 */
export class LiveChannel {
  #socket: LiveSocket | null = null;
  #timer: unknown = null;
  #failures = 0;
  #wanted = false;
  readonly #options: Required<LiveChannelOptions>;

  constructor(options: LiveChannelOptions) {
    this.#options = {
      open: (url) => new WebSocket(url) as unknown as LiveSocket,
      onMessage: () => undefined,
      onClosed: () => undefined,
      random: Math.random,
      setTimer: (task, ms) => setTimeout(task, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  /** Whether a socket is open or being opened (for the tests and the developer's console). */
  get connected(): boolean {
    return this.#socket !== null;
  }

  /** Opens the channel; nothing when it is open or waiting to open. */
  start(): void {
    this.#wanted = true;
    if (this.#socket || this.#timer !== null) return;
    this.#connect();
  }

  /** Closes the channel (sign-out): no reopening. */
  stop(): void {
    this.#wanted = false;
    if (this.#timer !== null) this.#options.clearTimer(this.#timer);
    this.#timer = null;
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
      this.#options.onClosed();
    }
  }

  #connect(): void {
    const socket = this.#options.open(this.#options.url);
    this.#socket = socket;
    socket.onopen = () => {
      this.#failures = 0;
    };
    socket.onmessage = ({ data }) => {
      const message = messageOf(data);
      if (message) this.#options.onMessage(message);
    };
    socket.onclose = ({ code }) => {
      this.#socket = null;
      this.#options.onClosed();
      if (code === LIVE_CLOSE.sessionEnded || code === LIVE_CLOSE.stopped) {
        this.#wanted = false;
        this.#options.onSessionEnded(code === LIVE_CLOSE.stopped ? 'stopped' : 'ended');
        return;
      }
      // A message the server refused is this page's fault: opening again would repeat it.
      if (code === LIVE_CLOSE.badMessage || code === LIVE_CLOSE.flood || !this.#wanted) return;
      this.#retryLater();
    };
  }

  #retryLater(): void {
    const longest = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** this.#failures);
    this.#failures += 1;
    this.#timer = this.#options.setTimer(() => {
      this.#timer = null;
      if (this.#wanted) this.#connect();
    }, longest * (0.5 + this.#options.random() / 2));
  }
}
