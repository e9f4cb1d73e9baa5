import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('site content', () => {
  it('lists the carousel slides in display order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/carousel/get' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json().data;
    expect(items.map((s: { title: string }) => s.title)).toEqual(['라이브 카지노', '슬롯 토너먼트', '롤링 포인트 적립']);
    expect(items[0]).toEqual({ id: expect.any(Number), image_url: '/static/demo/slide-1.webp', title: '라이브 카지노', link_url: '/game/casino' });
  });

  it('lists the active image popups; the non-closable maintenance notice is seeded inactive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/popup/get' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((p: { is_non_closable: boolean }) => p.is_non_closable)).toEqual([false, false]);
  });

  it('shows the non-closable popup last once an operator switches it on, and hides inactive ones', async () => {
    await t.db.updateTable('popups').set({ active: true }).where('is_non_closable', '=', true).execute();
    await t.db.updateTable('popups').set({ active: false }).where('sort', '=', 2).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/popup/get' });
    expect(res.json().data.items.map((p: { image_url: string; is_non_closable: boolean }) => [p.image_url, p.is_non_closable])).toEqual([
      ['/static/demo/popup-1.webp', false],
      ['/static/demo/popup-3.webp', true],
    ]);
    await t.db.updateTable('popups').set({ active: true }).where('sort', '=', 2).execute();
    await t.db.updateTable('popups').set({ active: false }).where('is_non_closable', '=', true).execute();
  });

  it('serves the Korean marquee lines', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/marquee/get' });
    expect(res.json().data.items).toHaveLength(3);
    expect(res.json().data.items[0].text).toBe('럭키 카지노에 오신 것을 환영합니다!');
  });

  it('serves the English site name, carousel titles and marquee lines to a visitor who reads English', async () => {
    const headers = { 'accept-language': 'en-US,en;q=0.9,ko;q=0.5' };
    const slides = (await t.app.inject({ method: 'GET', url: '/api/v1/core/carousel/get', headers })).json().data.items;
    expect(slides.map((s: { title: string }) => s.title)).toEqual(['Live casino', 'Slot tournament', 'Earn rolling points']);
    const marquee = (await t.app.inject({ method: 'GET', url: '/api/v1/core/marquee/get', headers })).json().data.items;
    expect(marquee[0].text).toBe('Welcome to Lucky Casino!');
    const settings = (await t.app.inject({ method: 'GET', url: '/api/v1/core/site-setting/get', headers })).json().data;
    expect(settings.site_name).toBe('Lucky Casino');
  });

  it('serves the Korean where no English was written, and to everyone else', async () => {
    await t.db.updateTable('carousel_slides').set({ title_en: '' }).where('sort', '=', 1).execute();
    await t.db.updateTable('marquee_items').set({ text_en: null }).where('sort', '=', 1).execute();
    const english = { 'accept-language': 'en' };
    const slides = (await t.app.inject({ method: 'GET', url: '/api/v1/core/carousel/get', headers: english })).json().data.items;
    expect(slides.map((s: { title: string }) => s.title)).toEqual(['라이브 카지노', 'Slot tournament', 'Earn rolling points']);
    const marquee = (await t.app.inject({ method: 'GET', url: '/api/v1/core/marquee/get', headers: english })).json().data.items;
    expect(marquee.map((m: { text: string }) => m.text).slice(0, 2)).toEqual(['럭키 카지노에 오신 것을 환영합니다!', 'Deposits and withdrawals may be delayed during bank inspection hours (23:00-00:30).']);
    const korean = (await t.app.inject({ method: 'GET', url: '/api/v1/core/carousel/get', headers: { 'accept-language': 'ko-KR' } })).json().data.items;
    expect(korean[1].title).toBe('슬롯 토너먼트');
    await t.db.updateTable('carousel_slides').set({ title_en: 'Live casino' }).where('sort', '=', 1).execute();
    await t.db.updateTable('marquee_items').set({ text_en: 'Welcome to Lucky Casino!' }).where('sort', '=', 1).execute();
  });

  it('serves the public site settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/site-setting/get' });
    expect(res.json()).toEqual({
      data: {
        site_name: '럭키 카지노',
        logo_url: '/static/demo/logo.webp',
        support_contact: '고객센터 텔레그램 @lucky_cs',
        bank_inspection_hours: '23:00-00:30',
        min_deposit: 10000,
        min_withdraw: 10000,
      },
    });
  });

  it('answers ping with the server time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pong).toBe(true);
    expect(Math.abs(Date.parse(res.json().data.time) - Date.now())).toBeLessThan(5000);
  });

  it("the logo's source drawing (the WebP is drawn from it) fits its name inside its viewBox", async () => {
    const svg = (await t.app.inject({ method: 'GET', url: '/static/demo/logo.svg' })).body;
    const [, , , width] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)!.map(Number);
    const name = /<text ([^>]*)>LUCKY CASINO<\/text>/.exec(svg);
    expect(name).not.toBeNull();
    const attr = (key: string) => Number(new RegExp(`\\b${key}="([\\d.]+)"`).exec(name![1]!)?.[1]);
    // textLength fixes the drawn width regardless of the font the viewer has.
    expect(attr('textLength')).toBeGreaterThan(0);
    expect(attr('x') + attr('textLength')).toBeLessThanOrEqual(width! - 8);
    expect(name![1]).toContain('lengthAdjust="spacingAndGlyphs"');
  });

  it('names the site the same everywhere in the seed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/site-setting/get' });
    expect(res.json().data.site_name).toBe('럭키 카지노');
    const marquee = (await t.app.inject({ method: 'GET', url: '/api/v1/core/marquee/get' })).json().data.items.map((m: { text: string }) => m.text);
    const brands = marquee.join(' ').match(/\S+ 카지노/g) ?? [];
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands)).toEqual(new Set(['럭키 카지노']));
  });

  it('serves the demo images the content points at, as WebP like an upload (an SVG is a document of its own in the page)', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data;
    await t.db.updateTable('popups').set({ active: true }).where('is_non_closable', '=', true).execute();
    let urls: string[];
    try {
      urls = [
        ...(await get('/api/v1/core/carousel/get')).items.map((slide: { image_url: string }) => slide.image_url),
        ...(await get('/api/v1/core/popup/get')).items.map((popup: { image_url: string }) => popup.image_url),
        (await get('/api/v1/core/site-setting/get')).logo_url,
      ];
    } finally {
      await t.db.updateTable('popups').set({ active: false }).where('is_non_closable', '=', true).execute();
    }
    expect(urls).toHaveLength(7);
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect([res.rawPayload.subarray(0, 4).toString('latin1'), res.rawPayload.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
    }
  });
});
