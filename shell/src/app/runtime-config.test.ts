import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const firebase = {
  apiKey: 'key',
  authDomain: 'casino.firebaseapp.com',
  databaseURL: 'https://casino.firebaseio.com',
  projectId: 'casino',
  storageBucket: 'casino.appspot.com',
  messagingSenderId: '1',
  appId: '1:1:web:1',
  measurementId: 'G-1',
};

describe('runtime config', () => {
  it('accepts apiBase with the realtime block', () => {
    expect(parseRuntimeConfig({ apiBase: 'https://api.test', firebase })).toEqual({ apiBase: 'https://api.test', firebase });
  });

  it('accepts an absent or broken realtime block as null', () => {
    expect(parseRuntimeConfig({ apiBase: '' })).toEqual({ apiBase: '', firebase: null });
    expect(parseRuntimeConfig({ apiBase: '', firebase: { apiKey: 3 } }).firebase).toBeNull();
  });

  it('fails naming the bad field', () => {
    expect(() => parseRuntimeConfig({})).toThrow(/"apiBase"/);
    expect(() => parseRuntimeConfig({ apiBase: 42 })).toThrow(/"apiBase" is invalid/);
    expect(() => parseRuntimeConfig(null)).toThrow(/runtime-config\.json/);
  });

  it('fails loudly on an HTTP error or a non-JSON body', async () => {
    await expect(loadRuntimeConfig(undefined, (async () => new Response('', { status: 500 })) as unknown as typeof fetch)).rejects.toThrow(/HTTP 500/);
    await expect(loadRuntimeConfig(undefined, (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch)).rejects.toThrow(/not valid JSON/);
  });

  it('loads without the cache', async () => {
    const fetchFn = jest.fn(async () => new Response(JSON.stringify({ apiBase: '' })));
    await expect(loadRuntimeConfig(undefined, fetchFn as unknown as typeof fetch)).resolves.toEqual({ apiBase: '', firebase: null });
    expect(fetchFn).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
  });

  it('takes the config the page carries without asking the network, checked the same way', async () => {
    const fetchFn = jest.fn();
    await expect(loadRuntimeConfig({ apiBase: '/x', firebase: null }, fetchFn as unknown as typeof fetch)).resolves.toEqual({ apiBase: '/x', firebase: null });
    await expect(loadRuntimeConfig({ apiBase: 7 }, fetchFn as unknown as typeof fetch)).rejects.toThrow(/"apiBase" is invalid/);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
