import { siteSetting, type DataOf } from '@casino/contract';
import { answer, createTestPlatform } from '../test/test-platform';
import { SiteBrandStore } from './site-brand-store';

const setting: DataOf<typeof siteSetting> = { site_name: 'Lucky Casino', logo_url: '/static/logo.png', support_contact: '', bank_inspection_hours: '', min_deposit: 0, min_withdraw: 0 };

describe('site brand store', () => {
  it('fetches the site settings once, however many readers ask', async () => {
    const { platform, call } = createTestPlatform([ answer(siteSetting, () => setting) ]);
    const store = new SiteBrandStore(platform.http);
    await Promise.all([store.load(), store.load(), store.load()]);
    expect(store.brand).toEqual({ name: 'Lucky Casino', logoUrl: '/static/logo.png', supportContact: null });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps no name (the default) when the settings cannot be read, or the name is empty', async () => {
    const failing = new SiteBrandStore(createTestPlatform([ answer(siteSetting, () => Promise.reject(new Error('offline'))) ]).platform.http);
    await expect(failing.load()).resolves.toBeUndefined();
    expect(failing.brand).toEqual({ name: null, logoUrl: null, supportContact: null });
    // Not the settings: a server render hands on none, and the page asks again.
    expect(failing.loaded).toBe(false);

    const unnamed = new SiteBrandStore(createTestPlatform([ answer(siteSetting, (): DataOf<typeof siteSetting> => ({ ...setting, site_name: '', logo_url: null })) ]).platform.http);
    await unnamed.load();
    expect(unnamed.brand.name).toBeNull();

    const reachable = new SiteBrandStore(createTestPlatform([ answer(siteSetting, (): DataOf<typeof siteSetting> => ({ ...setting, support_contact: 'Telegram @lucky_cs' })) ]).platform.http);
    await reachable.load();
    expect(reachable.brand.supportContact).toBe('Telegram @lucky_cs');
  });

  it('asks again after a failure, so one lost request does not leave the default name for good', async () => {
    let up = false;
    const { platform, call } = createTestPlatform([ answer(siteSetting, () => (up ? setting : Promise.reject(new Error('offline')))) ]);
    const store = new SiteBrandStore(platform.http);
    await store.load();
    up = true;
    await store.load();
    expect(call).toHaveBeenCalledTimes(2);
    expect(store.brand.name).toBe('Lucky Casino');
  });

  it('starts from the brand a server render loaded: no request in that language, one in another', async () => {
    const { platform, call } = createTestPlatform([ answer(siteSetting, () => setting) ]);
    const store = new SiteBrandStore(platform.http);
    expect(store.loaded).toBe(false);
    store.restore({ name: '럭키 카지노', logoUrl: null, supportContact: null }, 'ko');
    expect(store.loaded).toBe(true);
    await store.load('ko');
    expect(call).not.toHaveBeenCalled();
    expect(store.brand.name).toBe('럭키 카지노');
    await store.load('en');
    expect(call).toHaveBeenCalledTimes(1);
    expect(store.brand.name).toBe('Lucky Casino');
  });
});
