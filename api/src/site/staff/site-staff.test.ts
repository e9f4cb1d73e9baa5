import { MAX_STATEMENT_AMOUNT } from '@casino/contract';
import { snapshot } from '../../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let master: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  master = { ...EN, ...bearer(await loginAs(t.app, 'master1')) };
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = master) {
  const res = await t.app.inject({ method, url: `/api/v1/core${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, data: res.json().data };
}
/** A member's read, as the site asks for it in each language. */
const publicRead = async (url: string, lang: 'ko' | 'en') => (await t.app.inject({ method: 'GET', url: `/api/v1/core${url}`, headers: { 'accept-language': lang } })).json().data;

describe('carousel slides', () => {
  it('adds a slide in both languages; members get theirs, or the Korean when no English was written', async () => {
    const created = await call('POST', '/admin/carousel/create', { image_url: '/static/demo/slide-1.svg', title: '새 슬라이드', title_en: 'New slide', link_url: '/game/slot', active: true });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ title: '새 슬라이드', title_en: 'New slide', link_url: '/game/slot', active: true });
    const last = (lang: 'ko' | 'en') => publicRead('/carousel/get', lang).then((d) => d.items.at(-1));
    expect(await last('ko')).toMatchObject({ id: created.data.id, title: '새 슬라이드', link_url: '/game/slot' });
    expect(await last('en')).toMatchObject({ id: created.data.id, title: 'New slide' });

    const edited = await call('PUT', '/admin/carousel/update', { id: created.data.id, image_url: '/static/demo/slide-2.svg', title: '고친 슬라이드', title_en: '', link_url: null, active: true });
    expect(edited.data).toMatchObject({ title: '고친 슬라이드', title_en: '', link_url: null });
    expect(await last('en')).toMatchObject({ title: '고친 슬라이드', image_url: '/static/demo/slide-2.svg' });

    await call('PUT', '/admin/carousel/update', { id: created.data.id, image_url: '/static/demo/slide-2.svg', title: '고친 슬라이드', title_en: '', link_url: null, active: false });
    expect((await publicRead('/carousel/get', 'ko')).items.map((s: { id: number }) => s.id)).not.toContain(created.data.id);
    const trail = await t.db.selectFrom('audit_log').select('action').where('subject', '=', `carousel_slide:${created.data.id}`).execute();
    expect(trail.map((r) => r.action)).toEqual(['carousel_slide.create', 'carousel_slide.update', 'carousel_slide.update']);
  });

  it.each([
    ['a link to another site', { link_url: '//evil.example/x' }],
    ['a javascript: link', { link_url: 'javascript:alert(1)' }],
    ['a full URL as a link', { link_url: 'https://evil.example' }],
    ['an http image', { image_url: 'http://cdn.example/a.png' }],
    ['a title with a line break', { title: 'a\nb' }],
    ['an empty title', { title: '   ' }],
  ])('refuses %s (400) and writes nothing', async (_case, change) => {
    const before = await snapshot(t.db);
    const res = await call('POST', '/admin/carousel/create', { image_url: '/static/demo/slide-1.svg', title: 't', title_en: '', link_url: null, active: true, ...change });
    expect(res.status).toBe(400);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('reorders every slide, as members then see them', async () => {
    const ids = (await call('GET', '/admin/carousel/list')).data.items.map((s: { id: number }) => s.id) as number[];
    const reversed = [...ids].reverse();
    const ordered = await call('PUT', '/admin/carousel/order', { ids: reversed });
    expect(ordered.data.items.map((s: { id: number; position: number }) => [s.id, s.position])).toEqual(reversed.map((id, i) => [id, i + 1]));
    const shown = (await publicRead('/carousel/get', 'ko')).items.map((s: { id: number }) => s.id);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    expect((await call('PUT', '/admin/carousel/order', { ids: reversed.slice(1) })).status).toBe(409);
  });
});

describe('marquee lines', () => {
  it('adds, edits and reorders lines in both languages', async () => {
    const a = (await call('POST', '/admin/marquee/create', { text: '첫 줄', text_en: 'First line', active: true })).data;
    const b = (await call('POST', '/admin/marquee/create', { text: '둘째 줄', text_en: '', active: true })).data;
    const texts = async (lang: 'ko' | 'en') => (await publicRead('/marquee/get', lang)).items.map((l: { text: string }) => l.text);
    expect((await texts('en')).slice(-2)).toEqual(['First line', '둘째 줄']);
    const all = (await call('GET', '/admin/marquee/list')).data.items.map((l: { id: number }) => l.id) as number[];
    await call('PUT', '/admin/marquee/order', { ids: [...all.filter((id) => id !== a.id && id !== b.id), b.id, a.id] });
    expect((await texts('ko')).slice(-2)).toEqual(['둘째 줄', '첫 줄']);
    const edited = await call('PUT', '/admin/marquee/update', { id: a.id, text: '첫 줄', text_en: 'First', active: false });
    expect(edited.data).toMatchObject({ text_en: 'First', active: false });
    expect(await texts('en')).not.toContain('First');
  });
});

describe('site settings', () => {
  it('are edited in both languages and read by members in theirs', async () => {
    const current = (await call('GET', '/admin/site-setting/get')).data;
    const updated = await call('PUT', '/admin/site-setting/update', {
      site_name: '럭키 카지노',
      site_name_en: 'Lucky Casino',
      logo_url: current.logo_url,
      support_contact: '텔레그램 @lucky',
      support_contact_en: 'Telegram @lucky',
      bank_inspection_hours: '23:30-00:30',
      min_deposit: 20_000,
      min_withdraw: 30_000,
    });
    expect(updated.status).toBe(200);
    expect(await publicRead('/site-setting/get', 'en')).toMatchObject({ site_name: 'Lucky Casino', support_contact: 'Telegram @lucky', bank_inspection_hours: '23:30-00:30', min_deposit: 20_000 });
    expect(await publicRead('/site-setting/get', 'ko')).toMatchObject({ site_name: '럭키 카지노', support_contact: '텔레그램 @lucky' });
  });

  it('refuses hours that are not a time range', async () => {
    const current = (await call('GET', '/admin/site-setting/get')).data;
    const { updated_at: _at, ...fields } = current;
    expect((await call('PUT', '/admin/site-setting/update', { ...fields, bank_inspection_hours: '25:00-01:00' })).status).toBe(400);
    expect((await call('PUT', '/admin/site-setting/update', { ...fields, min_deposit: -1 })).status).toBe(400);
  });

  it('refuses a minimum above the largest request a member may make, which would refuse every one', async () => {
    const current = (await call('GET', '/admin/site-setting/get')).data;
    const { updated_at: _at, ...fields } = current;
    for (const field of ['min_deposit', 'min_withdraw']) {
      expect((await call('PUT', '/admin/site-setting/update', { ...fields, [field]: MAX_STATEMENT_AMOUNT + 1 })).status).toBe(400);
      expect((await call('PUT', '/admin/site-setting/update', { ...fields, [field]: Number.MAX_SAFE_INTEGER })).status).toBe(400);
    }
    expect((await call('GET', '/admin/site-setting/get')).data).toEqual(current);
    expect((await call('PUT', '/admin/site-setting/update', { ...fields, min_deposit: MAX_STATEMENT_AMOUNT })).status).toBe(200);
    expect((await call('PUT', '/admin/site-setting/update', fields)).status).toBe(200);
  });
});
