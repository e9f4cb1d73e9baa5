import { EN, injectEn, startTestApp, type TestApp } from '../../test/test-app';
import { snapshot } from '../../test/row-counts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('error answers', () => {
  it('answers an unknown API path with 404 NOT_FOUND in the error shape', async () => {
    const res = await injectEn(t.app, { method: 'GET', url: '/api/v1/core/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found: GET /api/v1/core/nothing-here' });
  });

  it('answers a path that cannot be decoded with 400 in the error shape, in the caller’s language', async () => {
    for (const url of ['/api/v1/core/user/audit/%E0%A4%A', '/api/v1/core/user/audit/%ED%A0%80']) {
      const res = await injectEn(t.app, { method: 'GET', url });
      expect([url, res.statusCode, Object.keys(res.json()).sort(), res.json().code]).toEqual([url, 400, ['code', 'message'], 'VALIDATION']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const korean = await t.app.inject({ method: 'GET', url: '/api/v1/core/user/audit/%E0%A4%A' });
    expect(korean.json().message).toMatch(/[가-힣]/);
  });

  it('answers a wrong method with 404', async () => {
    const res = await injectEn(t.app, { method: 'DELETE', url: '/api/v1/core/ping' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('refuses an oversized body with 413 and writes nothing', async () => {
    const before = await snapshot(t.db);
    const res = await injectEn(t.app, { method: 'POST', url: '/api/v1/core/register', payload: { nickname: 'x'.repeat(100_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('turns an unexpected fault into a 500 without leaking details', async () => {
    // A read the response cache does not keep, so the broken table is really queried.
    const url = '/api/v1/core/validate-ref?ref_id=AGENCY1';
    const res = await t.app.inject({ method: 'GET', url, headers: { ...EN, 'x-test': '1' } });
    expect(res.statusCode).toBe(200);
    await t.db.schema.alterTable('users').renameTo('users_away').execute();
    try {
      const broken = await t.app.inject({ method: 'GET', url, headers: EN });
      expect(broken.statusCode).toBe(500);
      expect(broken.json()).toEqual({ code: 'INTERNAL', message: 'An error occurred' });
      const korean = await t.app.inject({ method: 'GET', url });
      expect(korean.json()).toEqual({ code: 'INTERNAL', message: '오류가 발생했습니다' });
    } finally {
      await t.db.schema.alterTable('users_away').renameTo('users').execute();
    }
  });
});
