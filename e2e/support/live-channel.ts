import type { Page } from '@playwright/test';

/** Resolves when the page's live channel (decision 070) has been greeted by the server: from then on it hears every change. */
export function liveGreeting(page: Page): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname === '/api/v1/live') socket.on('framereceived', (frame) => String(frame.payload).includes('"ready"') && resolve());
    }),
  );
}

/** Resolves when the page's live channel is told that `topic` changed (a `changed` message). */
export function liveChange(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname !== '/api/v1/live') return;
      socket.on('framereceived', (frame) => {
        const message = JSON.parse(String(frame.payload)) as { type?: string; topic?: string };
        if (message.type === 'changed' && message.topic === topic) resolve();
      });
    }),
  );
}

/** Paths of the calls a page makes from now on (the live channel's socket is not one). */
export function callsFrom(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  return calls;
}

/** What a page does from now on to learn its member's balances by itself: reads of `wallet/balance` and page loads. */
export function balanceReadsFrom(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/v1/wallet/balance' || request.isNavigationRequest()) reads.push(path);
  });
  return reads;
}
