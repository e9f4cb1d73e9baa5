import WebSocket from 'ws';
import type { PageSession } from './seed-pages';

/** What a page's channel was sent: the server's JSON messages, as the bench reads them. */
export interface LiveMessage {
  type: string;
  amount?: number;
}

export interface OpenPages {
  sockets: WebSocket[];
  /** Upgrades the server refused, or sockets that failed before their greeting. */
  failed: number;
  /** Closes every page at once, as a restart of the server would cut them. */
  cut(): Promise<void>;
}

/**
 * Opens one page's channel per session at `baseUrl` (its site's origin, as a browser would send
 * it), at most `parallel` upgrades at a time, and resolves once each is greeted (`ready` and the
 * member's three figures) or has failed. Every later message goes to `heard`.
 */
export async function openPages(baseUrl: string, sessions: readonly PageSession[], parallel: number, heard: (page: PageSession, message: LiveMessage) => void): Promise<OpenPages> {
  const liveUrl = `${baseUrl.replace(/^http/, 'ws')}/api/v1/live`;
  const sockets: WebSocket[] = [];
  let failed = 0;
  let next = 0;
  const openOne = (page: PageSession) =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(liveUrl, { headers: { cookie: `token=${page.token}`, origin: baseUrl }, perMessageDeflate: false });
      let greeting = 4;
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as LiveMessage;
        if (greeting > 0) {
          greeting -= 1;
          if (greeting === 0) {
            sockets.push(socket);
            resolve();
          }
          return;
        }
        heard(page, message);
      });
      const fail = () => {
        if (greeting > 0) {
          greeting = 0;
          failed += 1;
          resolve();
        }
      };
      socket.on('error', fail);
      socket.on('close', fail);
    });
  const worker = async () => {
    while (next < sessions.length) await openOne(sessions[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, sessions.length) }, worker));
  return {
    sockets,
    failed,
    cut: async () => {
      await Promise.all(sockets.map((socket) => new Promise((resolve) => (socket.once('close', resolve), socket.terminate()))));
    },
  };
}
