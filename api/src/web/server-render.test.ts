import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { RENDER_ANSWER_TYPE, renderAnswer } from '../render/render-answer';
import { epochNow } from '../render/render-protocol';
import { ServerRenderer } from './server-render';

const quietLog = { warn: jest.fn() } as unknown as Parameters<ServerRenderer['render']>[1];
const request = (pathname: string) => ({ path: pathname, language: 'en' as const, nonce: 'bm9uY2Vub25jZW5vbmNl', apiOrigin: 'http://127.0.0.1:1', registry: {} });
const rendered = { status: 200, head: '', title: 'page', markup: '<main></main>', stateJson: '{}' };

/**
 * A render service as the API sees one: `/late` is stopped at its `notAfter` and answered 504
 * then (as a worker does), `/silent` is never answered (a worker whose thread is taken).
 */
let server: Server;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as { path: string; notAfter: number };
      if (body.path === '/silent') return;
      const answer = () =>
        body.path === '/late'
          ? res.writeHead(504, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'late' }))
          : res.writeHead(200, { 'content-type': RENDER_ANSWER_TYPE }).end(renderAnswer({ ...rendered, state: {} }));
      if (body.path === '/late') setTimeout(answer, body.notAfter - epochNow());
      else answer();
    });
  });
  server.on('connection', (socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => (sockets.length = 0));

describe('the API asking for a render', () => {
  it('gives up a late render at its limit, and asks for the next over the same connection (its worker stops it at that moment)', async () => {
    const renderer = new ServerRenderer(url, 100);
    const started = performance.now();
    expect(await renderer.render(request('/late'), quietLog)).toBeNull();
    expect(performance.now() - started).toBeLessThan(400);
    // The worker's answer to the late render arrives just after: the connection is free again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await renderer.render(request('/'), quietLog)).toEqual(rendered);
    expect(sockets).toHaveLength(1);
  });

  it('closes the connection of a render whose worker never answers, soon after its limit', async () => {
    const renderer = new ServerRenderer(url, 100);
    expect(await renderer.render(request('/silent'), quietLog)).toBeNull();
    expect(sockets).toHaveLength(1);
    // The test times out if it never is.
    await new Promise((resolve) => sockets[0]!.once('close', resolve));
    expect(await renderer.render(request('/'), quietLog)).toEqual(rendered);
    expect(sockets).toHaveLength(2);
  });
});
