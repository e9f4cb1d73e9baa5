import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { snapshot } from '../../test/row-counts';
import { inputProblem, MAX_INPUT_DEPTH } from './nul-guard';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NUL_MESSAGE = { code: 'VALIDATION', message: 'The request contains a NUL character (\\u0000), which is not allowed' };

const registration = {
  username: 'nulcheck1',
  password: 'abcd1234',
  password_confirm: 'abcd1234',
  nickname: 'a\u0000b',
  withdraw_password: '1234',
  withdraw_password_confirm: '1234',
  phone: '010-1234-5678',
  bank_name: '국민은행',
  account_number: '123-456-7890',
  referral_code: 'AGENCY1',
};

describe('NUL characters in input', () => {
  it.each([
    ['a login username', { method: 'POST' as const, url: '/api/v1/core/auth/login', payload: { username: 'member1\u0000', password: 'x' } }],
    ['a login password', { method: 'POST' as const, url: '/api/v1/core/auth/login', payload: { username: 'member1', password: 'demo\u00001234' } }],
    ['a registration nickname', { method: 'POST' as const, url: '/api/v1/core/register', payload: registration }],
    ['a query value', { method: 'GET' as const, url: '/api/v1/core/validate-ref?ref_id=%00' }],
    ['a query value among others', { method: 'GET' as const, url: '/api/v1/core/board-message/list?type=notice&page=1%00' }],
  ])('refuses %s with 400 VALIDATION and writes nothing', async (_case, request) => {
    const before = await snapshot(t.db);
    const res = await t.app.inject({ ...request, headers: EN });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NUL_MESSAGE);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('says so in Korean by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/validate-ref?ref_id=%00' });
    expect(res.json()).toEqual({ code: 'VALIDATION', message: '요청에 허용되지 않는 NUL 문자(\\u0000)가 들어 있습니다' });
  });

  it('still serves the same requests without the NUL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/validate-ref?ref_id=AGENCY1', headers: EN });
    expect(res.statusCode).toBe(200);
  });
});

describe('half a surrogate pair in input', () => {
  const BROKEN_MESSAGE = { code: 'VALIDATION', message: 'The request contains a broken character (half of a UTF-16 surrogate pair)' };

  // A staff change is audited as jsonb, which refused the character: a 500 before the guard.
  it.each([
    // JSON escapes, as a client sends them: UTF-8 itself cannot carry half a pair.
    ['a high half', String.raw`\ud800`],
    ['a low half', String.raw`x\udc00y`],
    ['two high halves', String.raw`\ud83d\ud83d`],
  ])('refuses %s in an audited staff change with 400, writing nothing', async (_case, text) => {
    const master = { ...EN, ...bearer(await loginAs(t.app, 'master1')) };
    const before = await snapshot(t.db);
    const payload = `{"id":1,"text":"${text}","text_en":"","active":true}`;
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/core/admin/marquee/update', headers: { ...master, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BROKEN_MESSAGE);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('lets a whole pair (an emoji) through to the route', async () => {
    const master = { ...EN, ...bearer(await loginAs(t.app, 'master1')) };
    const payload = String.raw`{"id":1,"text":"\ud83c\udfb0 잭팟","text_en":"","active":true}`;
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/core/admin/marquee/update', headers: { ...master, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('marquee_items').select('text').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row.text).toBe('\u{1F3B0} 잭팟');
  });
});

describe('inputProblem: NUL characters', () => {
  it('finds U+0000 in nested strings and keys, and nothing else', () => {
    expect(inputProblem({ a: ['ok', { b: 'x\u0000' }] })).toBe('nul');
    expect(inputProblem({ 'k\u0000': 1 })).toBe('nul');
    expect(inputProblem({ a: ['ok', 1, null, true], b: '\\u0000' })).toBeNull();
    expect(inputProblem(undefined)).toBeNull();
  });

  it('finds half a surrogate pair in strings and keys, not a whole one', () => {
    expect(inputProblem({ a: ['ok', '\ud800'] })).toBe('lone_surrogate');
    expect(inputProblem({ ['k\udfff']: 1 })).toBe('lone_surrogate');
    expect(inputProblem({ a: '\u{1F3B0}', b: 'x\ud83c\udfb0y' })).toBeNull();
  });
});

describe('inputProblem', () => {
  const nested = (levels: number): unknown => (levels === 0 ? 'x' : [nested(levels - 1)]);

  it('allows nesting up to the limit and refuses one level more', () => {
    expect(inputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1))).toBe('too_deep');
  });

  it('walks 100,000 levels without a recursion (no stack overflow)', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inputProblem(deep)).toBe('too_deep');
  });
});
