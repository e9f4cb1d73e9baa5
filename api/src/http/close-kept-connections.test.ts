import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { closeKeptConnections } from './close-kept-connections';

interface Client {
  agent: http.Agent;
  sockets: Socket[];
  get(path: string): Promise<{ status: number; connection: string | undefined }>;
}

/** A browser's way with connections: kept after each answer, for the next request. */
function keptClient(port: number): Client {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const sockets: Socket[] = [];
  const get = (path: string) =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
      });
      request.on('socket', (socket) => sockets.includes(socket) || sockets.push(socket));
      request.on('error', reject);
    });
  return { agent, sockets, get };
}

const closedSocket = (socket: Socket) => new Promise<'closed'>((resolve) => (socket.destroyed ? resolve('closed') : socket.once('close', () => resolve('closed'))));
const after = (ms: number) => new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms).unref());

let app: FastifyInstance;
let client: Client;
let releaseHanging: () => void;

async function start(graceMs: number): Promise<void> {
  app = Fastify();
  closeKeptConnections(app, graceMs);
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  });
  app.get('/hanging', async () => {
    await new Promise<void>((resolve) => (releaseHanging = resolve));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  client = keptClient((app.server.address() as AddressInfo).port);
}

afterEach(() => {
  releaseHanging?.();
  client.agent.destroy();
});

describe('closeKeptConnections', () => {
  it('a connection busy when the stop begins answers its request, then is closed by the server while the client keeps it', async () => {
    await start(60_000);
    await client.get('/fast');
    const slow = client.get('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = app.close();
    // The request in flight still gets its answer.
    expect((await slow).status).toBe(200);
    // Without the sweep the client's kept connection holds the close for Fastify's 72 s keep-alive.
    expect(await Promise.race([closed.then(() => 'closed' as const), after(5_000)])).toBe('closed');
    const [kept] = client.sockets;
    if (!kept) throw new Error('the client made no connection');
    expect(await Promise.race([closedSocket(kept), after(1_000)])).toBe('closed');
  });

  it('a request that never ends has its connection cut after the grace', async () => {
    await start(200);
    const hanging = client.get('/hanging');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = app.close();
    await expect(hanging).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await Promise.race([closed.then(() => 'closed' as const), after(5_000)])).toBe('closed');
  });

  it('an app that never listened closes as before', async () => {
    app = Fastify();
    closeKeptConnections(app, 200);
    app.get('/fast', async () => ({ ok: true }));
    expect((await app.inject({ url: '/fast' })).statusCode).toBe(200);
    await app.close();
    client = keptClient(1);
  });
});
