import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { chooseEncoding, compressPage, registerCompression } from './compression';

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Game ${i}` })) };
const preCompressed = gzipSync(JSON.stringify(big));

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.get('/big', async () => big);
  app.get('/small', async () => ({ ok: true }));
  app.get('/events', async (_request, reply) => reply.type('text/event-stream').send(`data: ${JSON.stringify(big)}\n\n`));
  app.get('/pre-compressed', async (_request, reply) => reply.type('application/json').header('content-encoding', 'gzip').send(preCompressed));
  app.get('/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
  app.post('/length', async (request) => ({ received: (request.body as Buffer).length }));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding = 'gzip, deflate, br') => app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('compression', () => {
  it('sends JSON above 1 KiB in brotli or gzip as accepted, varying on Accept-Encoding', async () => {
    const res = await get('/big');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(big);
    expect((await get('/big', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/big', 'deflate')).headers['content-encoding']).toBeUndefined();
  });

  it('sends small answers, event streams and images as they are', async () => {
    for (const url of ['/small', '/events', '/image']) expect((await get(url)).headers['content-encoding']).toBeUndefined();
    expect((await get('/events')).body).toBe(`data: ${JSON.stringify(big)}\n\n`);
  });

  it('leaves an answer that already has a Content-Encoding alone', async () => {
    const res = await get('/pre-compressed', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(preCompressed)).toBe(true);
  });

  it('never decompresses a request body', async () => {
    const res = await app.inject({ method: 'POST', url: '/length', headers: { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' }, payload: preCompressed });
    expect(res.json()).toEqual({ received: preCompressed.length });
  });

  it('chooses for cached answers as the plugin does', () => {
    expect(chooseEncoding('gzip, deflate, br', 2048)).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.5', 2048)).toBe('gzip');
    expect(chooseEncoding('*', 2048)).toBe('gzip');
    expect(chooseEncoding('br;q=0, deflate', 2048)).toBeNull();
    expect(chooseEncoding(undefined, 2048)).toBeNull();
    expect(chooseEncoding('br', 1023)).toBeNull();
  });
});

describe('a page', () => {
  const html = `<!doctype html><html lang="ko"><body>${Array.from({ length: 200 }, (_, i) => `<a href="/game/slot/brand-${i}">브랜드 ${i}</a>`).join('')}</body></html>`;

  it('goes in the encoding the browser takes, and decodes to the same HTML', () => {
    const brotli = compressPage('gzip, deflate, br', html);
    expect(brotli.encoding).toBe('br');
    expect(brotli.body.length).toBeLessThan(Buffer.byteLength(html) / 4);
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(html);
    const gzip = compressPage('gzip', html);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
  });

  it('goes as it is to a browser that takes no encoding, or when it is small', () => {
    expect(compressPage(undefined, html)).toEqual({ body: Buffer.from(html), encoding: null });
    expect(compressPage('identity', html).encoding).toBeNull();
    expect(compressPage('br', '<p>hi</p>')).toEqual({ body: Buffer.from('<p>hi</p>'), encoding: null });
  });
});
