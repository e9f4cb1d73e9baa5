import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@casino/contract';
import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let master: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  master = { ...EN, ...bearer(await loginAs(t.app, 'master1')) };
});
afterAll(() => t.close());

// A 1x1 PNG, made unique per run so the "stored once" test starts from nothing.
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), Buffer.from(String(Date.now()))]);
const upload = (payload: object, headers = master) => t.app.inject({ method: 'POST', url: '/api/v1/core/admin/upload/image', headers, payload });

describe('staff image uploads', () => {
  it('stores an image under its content hash and serves it as an immutable file', async () => {
    const res = await upload({ content_type: 'image/png', data: png.toString('base64') });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url;
    expect(url).toBe(`/uploads/${createHash('sha256').update(png).digest('hex')}.png`);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(png)).toBe(true);
    // The same file again: the same path, nothing new.
    expect((await upload({ content_type: 'image/png', data: png.toString('base64') })).json().data.url).toBe(url);
    const trail = await t.db.selectFrom('audit_log').select('action').where('subject', '=', url).execute();
    expect(trail).toHaveLength(2);
  });

  it.each([
    ['a file that is no image', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')],
    ['a PNG labelled as a JPEG', 'image/jpeg', png],
    ['an HTML page labelled as a GIF', 'image/gif', Buffer.from('<html><script>alert(1)</script></html>')],
  ])('refuses %s (400) and stores nothing', async (_case, type, bytes) => {
    const before = await snapshot(t.db);
    const res = await upload({ content_type: type, data: bytes.toString('base64') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file is not a PNG, JPEG, WebP or GIF image');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses an image over the size limit, an SVG label and a body that is not base64', async () => {
    const big = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect((await upload({ content_type: 'image/png', data: big.toString('base64') })).statusCode).toBe(400);
    expect((await upload({ content_type: 'image/svg+xml', data: png.toString('base64') })).statusCode).toBe(400);
    expect((await upload({ content_type: 'image/png', data: 'not base64!' })).statusCode).toBe(400);
  });

  it('is for the master level, and serves only stored names', async () => {
    expect((await upload({ content_type: 'image/png', data: png.toString('base64') }, { ...EN, ...bearer(await loginAs(t.app, 'agency1')) })).statusCode).toBe(403);
    for (const url of ['/uploads/../package.json', '/uploads/%2e%2e/package.json', '/uploads/x.png', '/uploads/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
