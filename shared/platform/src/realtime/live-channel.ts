import { LIVE_CLOSE } from '@casino/contract';

/** What the channel needs of a WebSocket (the browser's; the tests' double). */
export interface LiveSocket {
  onopen: (() => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(): void;
}

export interface LiveChannelOptions {
  /** The channel's address, `ws:` or `wss:`. */
  url: string;
  /** The page's session ended on the server (logout elsewhere, a reset, a stop): sign the page out now. */
  onSessionEnded(): void;
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
      socket.close();
    }
  }

  #connect(): void {
    const socket = this.#options.open(this.#options.url);
    this.#socket = socket;
    socket.onopen = () => {
      this.#failures = 0;
    };
    socket.onclose = ({ code }) => {
      this.#socket = null;
      if (code === LIVE_CLOSE.sessionEnded || code === LIVE_CLOSE.stopped) {
        this.#wanted = false;
        this.#options.onSessionEnded();
        return;
      }
      // A message the server refused is this page's fault: opening again would repeat it.
      if (code === LIVE_CLOSE.badMessage || !this.#wanted) return;
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
