import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';

const API_ROOT = path.resolve(__dirname, '..');
/** tsx compiles the whole API at start: seconds on a busy machine. */
const START_MS = 90_000;
/** Past this a process that was told to stop is killed, and the test fails on its exit code. */
const STOP_MS = 20_000;
const KEPT_OUTPUT = 20_000;

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** English messages unless the request says otherwise. */
  headers?: Record<string, string>;
  /** An object goes as JSON; a string as it is (a signed body). */
  payload?: unknown;
  /** The client's address as the load balancer reports it (X-Forwarded-For; the API trusts the proxy). */
  remoteAddress?: string;
}

/** The part of an `inject` answer the tests read, so the same assertions work over real HTTP. */
export type HttpAnswer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body' | 'json'>;

export interface ApiProcess {
  readonly name: string;
  inject(request: HttpRequest): Promise<HttpAnswer>;
  /** SIGTERM, then the exit code once the process has exited. */
  stop(): Promise<number | null>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Keep-alive, as a load balancer holds its connections to the processes. */
const agent = new http.Agent({ keepAlive: true });

/** Plain node:http, not fetch: fetch sends Fetch Metadata, which makes the API treat the caller as a browser. */
function send(port: number, request: HttpRequest): Promise<HttpAnswer> {
  const json = request.payload !== undefined && typeof request.payload !== 'string';
  const body = request.payload === undefined ? undefined : json ? JSON.stringify(request.payload) : (request.payload as string);
  const headers = {
    'accept-language': 'en',
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(request.remoteAddress ? { 'x-forwarded-for': request.remoteAddress } : {}),
    ...request.headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: request.url, method: request.method ?? 'GET', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ statusCode: res.statusCode!, headers: res.headers, body: text, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The API from its source, `node --import tsx src/server.ts` (the unit phase runs before the build;
 * production and e2e run the same code compiled, `dist/server.js`): its own OS process on a free port, with `env` added to this one's. Resolves once
 * `/api/v1/core/ping` answers; fails with the process's output if it exits or never answers.
 */
export async function startApiProcess(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A test run that dies must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };

  const deadline = performance.now() + START_MS;
  for (;;) {
    const failure =
      child.exitCode !== null || child.signalCode !== null ? 'exited before it answered' : performance.now() > deadline ? `did not answer /api/v1/core/ping within ${START_MS} ms` : null;
    if (failure) {
      await stop();
      throw new Error(`API process ${name} ${failure}:\n${output}`);
    }
    const up = await send(port, { url: '/api/v1/core/ping' }).then(
      (res) => res.statusCode === 200,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { name, inject: (request) => send(port, request), stop };
}
